/**
 * Risk judgement of one MCP tool from its definition: the rule table
 * (rules.ts) run by the engine (engine.ts). See /docs/judgement/ for the rules.
 */
export { ATTACK_IDS, type AttackId } from './attacks.ts';
export { inferEffect, type InferredEffect } from './infer-effect.ts';
export { judgeTool, type Judgement } from './engine.ts';
export type { JudgeContext as JudgeOptions, ToolDefinitionInput as McpToolDefinition } from './facts.ts';

/**
 * Risk judgement of one MCP tool from its definition: the rules (rules/, one file each) run by the engine
 * (engine.ts). See /docs/judgement/ for the rules.
 */
export { ATTACK_IDS, type AttackId } from './attacks.ts';
export { judgeTool, readDefinition, type Judgement } from './engine.ts';
export type { JudgeContext, McpToolDefinition } from './facts.ts';

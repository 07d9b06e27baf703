/**
 * Risk judgement of one MCP tool from its definition: the rules (rules/, one file each) run by the engine
 * (engine.ts). See /docs/judgement/ for the rules.
 */
export { ATTACK_IDS } from './attacks.ts';
export { judgeTool, type Judgement } from './engine.ts';
export type { McpToolDefinition } from './facts.ts';

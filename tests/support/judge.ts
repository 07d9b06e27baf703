/** Invented tools for the judgement tests, and short readings of what the engine makes of them. */
import { judgeTool } from '../../src/lib/judgement/engine.ts';
import type { ToolDefinitionInput } from '../../src/lib/judgement/facts.ts';

export const str = (description = '') => ({ type: 'string', description });
export const bool = (description = '') => ({ type: 'boolean', description });
/** A tool with these parameters, none required and no annotations. */
export const tool = (
  name: string,
  description: string,
  properties: Record<string, unknown> = {},
): ToolDefinitionInput => ({ name, description, inputSchema: { type: 'object', properties } });
/** The rules that produced the tool's judgement, in order. */
export const rules = (definition: ToolDefinitionInput) => judgeTool(definition).evidence.map((step) => step.rule);
/** Category, risk and verdict as one string: "Write/medium/rate-limit". */
export const grade = (definition: ToolDefinitionInput) => {
  const judged = judgeTool(definition);
  return `${judged.category}/${judged.risk}/${judged.policy.verdict}`;
};

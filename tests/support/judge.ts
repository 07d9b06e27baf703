/** Invented tools for the judgement tests, and short readings of what the engine makes of them. */
import { judgeTool, type Judgement } from '../../src/lib/judgement/engine.ts';
import type { DeclaredHints, McpToolDefinition } from '../../src/lib/judgement/facts.ts';

export const str = (description = '') => ({ type: 'string', description });
export const bool = (description = '') => ({ type: 'boolean', description });
/** A tool with these parameters; `extra` is the list of required parameters, or the author's declared hints. */
export const tool = (
  name: string,
  description: string,
  properties: Record<string, unknown> = {},
  extra?: string[] | DeclaredHints,
): McpToolDefinition => ({
  name,
  description,
  inputSchema: { type: 'object', properties, ...(Array.isArray(extra) ? { required: extra } : {}) },
  ...(extra !== undefined && !Array.isArray(extra) ? { annotations: extra } : {}),
});
/** The judgement of a tool made of these parts. */
export const judge = (
  name: string,
  description: string,
  properties: Record<string, unknown> = {},
  annotations?: DeclaredHints,
): Judgement => judgeTool(tool(name, description, properties, annotations));
/** The rules that produced the tool's judgement, in order. */
export const rules = (definition: McpToolDefinition) => judgeTool(definition).evidence.map((step) => step.rule);
/** Category, risk and verdict as one string: "Write/medium/rate-limit". */
export const grade = (definition: McpToolDefinition) => {
  const judged = judgeTool(definition);
  return `${judged.category}/${judged.risk}/${judged.policy.verdict}`;
};

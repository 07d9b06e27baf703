import { z } from 'astro/zod';
import { TOOL_NAME_PATTERN, WINDOWS } from './enums.ts';

/**
 * policy.json, version "1": the file the catalogue emits and the reference
 * evaluator (src/lib/policy/evaluate.ts) enforces. Documented field by field at /docs/policy/.
 */

/** The most calls a limit may allow in one window. */
export const MAX_CALLS_PER_WINDOW = 1_000_000;

export const limitSchema = z
  .strictObject({
    counter: z
      .string()
      .regex(/^[A-Za-z0-9_.-]{1,160}$/, { error: 'counter names use letters, digits, "_", "-" and "."' })
      .describe('Name of the counter this limit increments. Limits that name the same counter share one count.'),
    window: z.enum(WINDOWS).describe('Calendar window the counter is kept for (UTC minute, hour or day); it starts again at zero in each new window.'),
    max: z
      .int()
      .min(1)
      .max(MAX_CALLS_PER_WINDOW)
      .describe('Calls allowed in one window. The call that would exceed it is denied and not counted.'),
    scope: z
      .literal('grant')
      .describe('Counters are kept per grant: one agent session that was given this policy. A new grant starts from zero.'),
  })
  .describe('A cap on calls per window.');

export const REQUIREMENTS = ['approval'] as const;

export const toolRuleSchema = z
  .strictObject({
    limits: z.array(limitSchema).min(1).optional().describe('Every limit must have room for the call, or the call is denied.'),
    require: z
      .array(z.enum(REQUIREMENTS))
      .min(1)
      .optional()
      .describe('Conditions the caller must meet first. "approval": a person approves this call before it runs.'),
  })
  .describe('The rule for one tool. An empty rule {} allows the tool without limits.');

export const toolNameOrWildcard = z.union([
  z.string().regex(TOOL_NAME_PATTERN),
  z.literal('*'),
]);

export const policySchema = z
  .strictObject({
    version: z.literal('1').describe('Format version; only "1" exists.'),
    default: z
      .enum(['allow', 'deny'])
      .describe('What happens to a tool the policy does not list under tools: "deny" refuses it, "allow" lets it through without limits.'),
    tools: z
      .record(z.string().regex(TOOL_NAME_PATTERN), toolRuleSchema)
      .optional()
      .describe('Rules by tool name. A listed tool is allowed, subject to its rule.'),
    hide: z
      .array(toolNameOrWildcard)
      .optional()
      .describe('Tools removed from the tool list the agent sees and denied if called anyway. "*" hides every tool. Hide wins over tools.'),
    all_tools: z
      .strictObject({
        limits: z.array(limitSchema).min(1).describe('Limits that count every call to any tool, on top of each tool\'s own.'),
      })
      .optional()
      .describe('Limits across all tools.'),
  })
  .describe('An MCP tool-call policy: which tools an agent may call, how often, and which need a person\'s approval.');

export type Policy = z.infer<typeof policySchema>;
export type ToolRule = z.infer<typeof toolRuleSchema>;
export type Limit = z.infer<typeof limitSchema>;

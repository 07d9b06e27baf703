import { z } from 'astro/zod';
import { TOOL_NAME_PATTERN, WINDOWS } from './enums.ts';
import { POLICY_FIELD_TEXT as TEXT } from './policy-model.ts';

/**
 * policy.json, version "1": the file the catalogue emits and the reference
 * evaluator (src/lib/policy/evaluate.ts) enforces. Documented field by field at /docs/policy/.
 * Every description comes from src/schema/policy-model.ts, where the rules are written once.
 */

/** The most calls a limit may allow in one window. */
export const MAX_CALLS_PER_WINDOW = 1_000_000;

export const limitSchema = z
  .strictObject({
    counter: z
      .string()
      .regex(/^[A-Za-z0-9_.-]{1,160}$/, { error: 'counter names use letters, digits, "_", "-" and "."' })
      .describe(TEXT.counter),
    window: z.enum(WINDOWS).describe(TEXT.window),
    max: z.int().min(1).max(MAX_CALLS_PER_WINDOW).describe(TEXT.max),
    scope: z.literal('grant').describe(TEXT.scope),
  })
  .describe(TEXT.limit);

export const REQUIREMENTS = ['approval'] as const;

export const toolRuleSchema = z
  .strictObject({
    limits: z.array(limitSchema).min(1).optional().describe(TEXT.limits),
    require: z.array(z.enum(REQUIREMENTS)).min(1).optional().describe(TEXT.require),
  })
  .describe(TEXT.rule);

export const toolNameOrWildcard = z.union([z.string().regex(TOOL_NAME_PATTERN), z.literal('*')]);

export const policySchema = z
  .strictObject({
    version: z.literal('1').describe(TEXT.version),
    default: z.enum(['allow', 'deny']).describe(TEXT.default),
    tools: z.record(z.string().regex(TOOL_NAME_PATTERN), toolRuleSchema).optional().describe(TEXT.tools),
    hide: z.array(toolNameOrWildcard).optional().describe(TEXT.hide),
    all_tools: z
      .strictObject({
        limits: z.array(limitSchema).min(1).describe(TEXT.allToolsLimits),
      })
      .optional()
      .describe(TEXT.all_tools),
  })
  .describe(TEXT.policy);

export type Policy = z.infer<typeof policySchema>;
export type ToolRule = z.infer<typeof toolRuleSchema>;
export type Limit = z.infer<typeof limitSchema>;

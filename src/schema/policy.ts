import { z } from 'astro/zod';
import { TOOL_NAME_PATTERN, WINDOWS } from './enums.ts';
import {
  ARG_NAME_PATTERN,
  FOLDER_PATTERN,
  HOST_PATTERN,
  MAX_AMOUNT,
  POLICY_FIELD_TEXT as TEXT,
  PROGRAM_PATTERN,
} from './policy-model.ts';

/**
 * policy.json, version "1": the file the catalogue emits and the reference
 * evaluator (src/lib/policy/evaluate.ts) enforces. Documented field by field at /docs/policy/.
 * Every description comes from src/schema/policy-model.ts, where the rules are written once.
 */

/** The most calls a limit may allow in one window. */
export const MAX_CALLS_PER_WINDOW = 1_000_000;

const limitSchema = z
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

const REQUIREMENTS = ['approval'] as const;

const argName = z
  .string()
  .regex(ARG_NAME_PATTERN, { error: 'argument names use letters, digits, "_" and "-", and start with a letter or "_"' })
  .describe(TEXT.arg);
const list = <T extends z.ZodType>(item: T) => z.array(item).min(1).max(16);
const hostName = z
  .string()
  .max(253)
  .regex(HOST_PATTERN, { error: 'write host and domain names in lowercase: labels of letters, digits and "-"' });

export const conditionSchema = z
  .union([
    z.strictObject({
      arg: argName,
      under: list(
        z
          .string()
          .max(1024)
          .regex(FOLDER_PATTERN, { error: 'folders are absolute paths with no empty, "." or ".." segment' }),
      ).describe(TEXT.under),
    }),
    z.strictObject({ arg: argName, hosts: list(hostName).describe(TEXT.hosts) }),
    z.strictObject({
      arg: argName,
      programs: list(
        z.string().regex(PROGRAM_PATTERN, { error: 'a program is a name such as git, not a path or a command line' }),
      ).describe(TEXT.programs),
    }),
    z.strictObject({ arg: argName, readOnly: z.literal(true).describe(TEXT.readOnly) }),
    z.strictObject({ arg: argName, atMost: z.int().min(0).max(MAX_AMOUNT).describe(TEXT.atMost) }),
    z.strictObject({ arg: argName, domains: list(hostName).describe(TEXT.domains) }),
  ])
  .describe(TEXT.condition);

const OTHERWISE = ['approval', 'deny'] as const;

const whenSchema = z
  .strictObject({
    all: z.array(conditionSchema).min(1).max(8).describe(TEXT.whenAll),
    otherwise: z.enum(OTHERWISE).describe(TEXT.otherwise),
  })
  .describe(TEXT.when);

const toolRuleSchema = z
  .strictObject({
    limits: z.array(limitSchema).min(1).optional().describe(TEXT.limits),
    require: z.array(z.enum(REQUIREMENTS)).min(1).optional().describe(TEXT.require),
    when: whenSchema.optional(),
  })
  .describe(TEXT.rule);

const toolNameOrWildcard = z.union([z.string().regex(TOOL_NAME_PATTERN), z.literal('*')]);

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
export type Limit = z.infer<typeof limitSchema>;
export type Condition = z.infer<typeof conditionSchema>;
export type When = z.infer<typeof whenSchema>;

import { z } from 'astro/zod';
import {
  CATEGORIES,
  CONFIDENCE_LEVELS,
  EFFECT_SOURCES,
  EVIDENCE_SIGNALS,
  REVIEW_READS,
  REVIEWERS,
  REVIEW_STATUSES,
  RISK_LEVELS,
  TOOL_NAME_PATTERN,
  WINDOWS,
} from './enums.ts';
import { isoDateSchema, slugSchema, textSchema } from './common.ts';

/** True for values a JSON document can hold exactly: what a tools/list answer can carry. */
function isJsonData(value: unknown): boolean {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return true;
  if (typeof value === 'number') return Number.isFinite(value);
  if (Array.isArray(value)) return value.every(isJsonData);
  if (typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype)
    return Object.values(value).every(isJsonData);
  return false;
}

export const toolNameSchema = z
  .string()
  .regex(TOOL_NAME_PATTERN, {
    error: 'must follow the MCP tool-name rule: 1 to 128 letters, digits, "_", "-" or "."',
  })
  .refine((name) => !/^\.+$/.test(name), { error: 'must not be only dots: it would be read as a path' })
  .describe('The tool name exactly as the server declares it; the file is named <name>.yaml.');

/** The hints of MCP's ToolAnnotations, exactly as the author declared them. */
const annotationsSchema = z
  .strictObject({
    title: z.string().optional().describe('Human-readable title hint.'),
    readOnlyHint: z.boolean().optional().describe('Author says the tool does not modify its environment.'),
    destructiveHint: z
      .boolean()
      .optional()
      .describe('Author says updates may be destructive (meaningful when not read-only).'),
    idempotentHint: z
      .boolean()
      .optional()
      .describe('Author says repeated calls with the same arguments have no further effect.'),
    openWorldHint: z.boolean().optional().describe('Author says the tool reaches entities outside its own domain.'),
  })
  .describe('The MCP annotations the author declared; absent hints were not declared.');

export const effectSchema = z
  .strictObject({
    readOnly: z.boolean().describe('Our judgement: the tool changes nothing.'),
    destructive: z.boolean().describe('Our judgement: the tool may delete or overwrite (false when read-only).'),
    idempotent: z.boolean().describe('Our judgement: repeating a call has no further effect.'),
    openWorld: z.boolean().describe('Our judgement: the tool reaches systems outside the server itself.'),
    source: z
      .enum(EFFECT_SOURCES)
      .describe(
        "Where the judgement comes from: the author's annotations, the importer's heuristic, or a human review.",
      ),
  })
  .refine((effect) => !(effect.readOnly && effect.destructive), {
    error: 'a read-only tool cannot be destructive: set destructive to false or readOnly to false',
    path: ['destructive'],
  })
  .describe('What the tool can do, in MCP-hint terms, as judged by the catalogue.');

export const toolPolicySchema = z
  .discriminatedUnion('verdict', [
    z.strictObject({
      verdict: z.literal('allow').describe('Let the agent call the tool freely.'),
      reason: z.string().optional().describe('Why this verdict, in one sentence.'),
    }),
    z.strictObject({
      verdict: z.literal('rate-limit').describe('Let the agent call the tool at most max times per window.'),
      max: z
        .int({ error: 'max must be a whole number of calls' })
        .min(1, { error: 'max must be at least 1 call: use verdict deny to forbid the tool' })
        .max(1_000_000, { error: 'max must be at most 1000000 calls per window' })
        .describe('Calls allowed per window.'),
      window: z.enum(WINDOWS).describe('The window the calls are counted in.'),
      reason: z.string().optional().describe('Why this verdict, in one sentence.'),
    }),
    z.strictObject({
      verdict: z.literal('require-approval').describe('Hold every call until a person approves it.'),
      reason: z.string().optional().describe('Why this verdict, in one sentence.'),
    }),
    z.strictObject({
      verdict: z.literal('deny').describe('Hide the tool from the agent and refuse every call.'),
      reason: z.string().optional().describe('Why this verdict, in one sentence.'),
    }),
  ])
  .describe('The recommended rule for this tool; rendered into policy.json.');

const evidenceSchema = z
  .strictObject({
    rule: z
      .string()
      .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, {
        error: 'must be the id of a judgement rule (lowercase words joined by "-")',
      })
      .describe(
        'The id of the judgement rule that fired (listed at /docs/judgement/), or "review" for a reviewer\'s decision.',
      ),
    signal: z
      .enum(EVIDENCE_SIGNALS)
      .describe(
        'Which part of the definition the rule read: the name, the description, a parameter, a declared annotation, the server, or a review; "inferred" for a verb no word of the definition says, which the engine supplied.',
      ),
    match: z
      .string()
      .max(200)
      .describe(
        'What it matched, quoted: words of the name or description, a parameter (name, type, enum values) or a hint.',
      ),
    says: z.string().max(300).describe('What the rule concluded from it, for readers.'),
  })
  .describe('One step of the judgement: a rule, the signal it read, what it matched and what it concluded.');

export const flowSchema = z
  .strictObject({
    source: z
      .boolean()
      .describe('The tool reads private or sensitive data (files, databases, mail, repositories, secrets).'),
    injection: z
      .boolean()
      .describe('The tool brings text written by third parties (web pages, issues, messages) into the conversation.'),
    sink: z.boolean().describe('The tool can send data out of the conversation to a place others can read.'),
  })
  .describe(
    'The data-flow facts a combination of tools turns on: a source, an injection path and a sink together let injected text move private data out.',
  );

const reviewReadSchema = z
  .strictObject({
    what: z
      .enum(REVIEW_READS)
      .describe(
        "definition: the reviewer judged from the tool's definition only (name, description, schema, hints); source: the reviewer read the server's source code.",
      ),
    version: z
      .string()
      .min(1)
      .optional()
      .describe(
        'The released version whose source was read (an npm version or a release tag without "v"); absent when a commit was read or the version is not recorded.',
      ),
    commit: z
      .string()
      .regex(/^[0-9a-f]{7,40}$/, { error: 'must be a git commit hash (7 to 40 lowercase hex digits)' })
      .optional()
      .describe('The repository commit whose source was read, when a commit rather than a release was read.'),
    by: z
      .enum(REVIEWERS)
      .describe(
        'Who made the review: agent, an AI agent working for the catalogue (reading the definition or the source with tools); person, a person. The tool page says which.',
      ),
  })
  .refine((read) => read.what === 'source' || (read.version === undefined && read.commit === undefined), {
    error: 'a review of the definition only reads no version of the source: remove version and commit',
  })
  .describe(
    'What a review read, and who made it: the definition only, or the source at a version or commit. The site says it in words, derives the confidence from it, and calls the review stale when it read another version than the one catalogued.',
  );

const reviewSchema = z
  .strictObject({
    status: z
      .enum(REVIEW_STATUSES)
      .describe(
        'draft: written by the importer; needs-review: something changed or looks wrong; reviewed: a reviewer (review.read.by says who) checked the judgement.',
      ),
    read: reviewReadSchema.optional(),
    confidence: z
      .enum(CONFIDENCE_LEVELS)
      .optional()
      .describe(
        "The judgement engine's confidence in its draft. Absent once the record is reviewed: a review's confidence is not chosen but follows from what it read (review.read).",
      ),
    flags: z.array(z.string()).default([]).describe('What a reviewer should look at, one sentence each.'),
    notes: z
      .string()
      .optional()
      .describe("What the reviewer decided and why: maintainers' notes, kept in the record and not shown on the site."),
    familyNote: z
      .string()
      .optional()
      .describe(
        'Why this tool is graded differently from the other tools of its family, for readers; shown on the tool page.',
      ),
    departure: z
      .string()
      .min(1)
      .optional()
      .describe(
        "Why a reviewed verdict departs from the published verdict table (/docs/judgement/#verdicts): the rule that moved it, or the reviewer's reason, for readers; shown on the tool page.",
      ),
    family: z
      .string()
      .regex(/^(?:none|[a-z0-9]+(?:-[a-z0-9]+)*)$/, {
        error: 'must be a family id (lowercase words joined by "-") or none',
      })
      .optional()
      .describe(
        "A reviewer's correction of the family: the id of the family the tool belongs to, or none when it belongs to no family. Re-judging keeps it; the record's family follows it.",
      ),
  })
  .superRefine((review, ctx) => {
    if (review.read !== undefined && review.confidence !== undefined)
      ctx.addIssue({
        code: 'custom',
        path: ['confidence'],
        message: "a reviewed record's confidence follows from what the review read (review.read): remove confidence",
      });
    if (review.read === undefined && review.status === 'reviewed')
      ctx.addIssue({
        code: 'custom',
        path: ['status'],
        message:
          'a reviewed record says what the review read: add review.read (what: definition, or what: source with the version or commit read; by: agent or person)',
      });
    if (review.read === undefined && review.confidence === undefined)
      ctx.addIssue({
        code: 'custom',
        path: ['confidence'],
        message: "a record nobody has reviewed carries the engine's confidence: add confidence (low, medium or high)",
      });
  })
  .describe('Review state of the judgement.');

export const toolSchema = z
  .strictObject({
    name: toolNameSchema,
    title: z.string().optional().describe('Display title the author gave the tool.'),
    description: z.string().describe("The tool's own description, verbatim from its definition (the author's words)."),
    inputSchema: z
      .looseObject({})
      .refine(isJsonData, {
        error: 'inputSchema holds a value JSON cannot carry (NaN, Infinity, a date or a binary)',
        params: { tip: 'write .nan and .inf out of the schema: the definition must be the JSON the server sends' },
      })
      .optional()
      .describe("The JSON Schema of the tool's arguments, verbatim."),
    annotations: annotationsSchema.optional(),
    definitionHash: z
      .string()
      .regex(/^sha256:[0-9a-f]{64}$/, {
        error: 'must be "sha256:" followed by 64 lowercase hex digits (the importer writes it)',
      })
      .describe('Hash of the definition (name, title, description, inputSchema, annotations) when last imported.'),
    effect: effectSchema,
    category: z.enum(CATEGORIES).describe('What kind of power the tool gives an agent.'),
    risk: z.enum(RISK_LEVELS).describe('How much harm misuse can do.'),
    rationale: textSchema('Why the tool needs a policy, written for this tool.'),
    attacks: z.array(slugSchema).describe('Ids of attack patterns (data/attacks/<id>.yaml) this tool enables.'),
    policy: toolPolicySchema,
    evidence: z
      .array(evidenceSchema)
      .max(64)
      .optional()
      .describe('How the judgement was reached, step by step, in the order the rules ran.'),
    flow: flowSchema.optional(),
    family: z
      .string()
      .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { error: 'must be a family id (lowercase words joined by "-")' })
      .optional()
      .describe(
        'The family of tools with the same behaviour across servers (arbitrary query, fetch a URL, read logs…); a family shares one grade unless review.familyNote says why not.',
      ),
    review: reviewSchema,
    added: isoDateSchema.describe('Date the tool entered the catalogue.'),
    changed: isoDateSchema.describe("Date the tool's definition last changed."),
  })
  .describe('One MCP tool: its definition as published and our risk judgement of it.');

export type ToolRecord = z.infer<typeof toolSchema>;
export type ToolPolicy = z.infer<typeof toolPolicySchema>;
export type ToolEffect = z.infer<typeof effectSchema>;
export type Evidence = z.infer<typeof evidenceSchema>;

import { z } from 'astro/zod';
import { httpsUrlSchema } from './common.ts';

/** How a server's tool definitions came into the catalogue. */
export const TOOLS_OBTAINED = ['sandbox', 'source', 'file', 'live'] as const;
export type ToolsObtainedHow = (typeof TOOLS_OBTAINED)[number];

/** One sentence each, for the server page and the docs. */
export const TOOLS_OBTAINED_LABEL: Record<ToolsObtainedHow, string> = {
  sandbox: 'listed by the server itself, run in a sandbox without network',
  source: 'read from its source code at a commit, without running it',
  file: 'imported from a file holding the tools/list answer',
  live: 'listed by the running server, which the importer connected to',
};

/** The source patterns the extractor reads (src/lib/source/). */
export const SOURCE_PATTERNS = ['fastmcp-decorator', 'fastmcp-call', 'python-sdk-tool', 'mcp-go', 'go-sdk'] as const;
export type SourcePattern = (typeof SOURCE_PATTERNS)[number];

export const SOURCE_PATTERN_LABEL: Record<SourcePattern, string> = {
  'fastmcp-decorator': 'FastMCP @tool decorators (Python), schema from the signature',
  'fastmcp-call': 'FastMCP tool(…)(function) and add_tool calls (Python), schema from the signature',
  'python-sdk-tool': 'the official Python SDK’s Tool(…) definitions',
  'mcp-go': 'mcp-go NewTool definitions (Go)',
  'go-sdk': 'the official Go SDK’s AddTool, schema from the handler’s argument struct',
};

const readingSchema = z
  .strictObject({
    static: z.number().int().min(0).describe('Tools whose part was read whole from literals and constants.'),
    partial: z
      .number()
      .int()
      .min(0)
      .describe('Tools whose part has pieces computed at run time (shown as {expression} or left out).'),
    unknown: z.number().int().min(0).describe('Tools whose part is computed at run time and could not be read.'),
  })
  .describe('How many tools had this part read statically, partly, or not at all.');

const sourceGapSchema = z
  .strictObject({
    tool: z
      .string()
      .optional()
      .describe('The tool concerned; absent for a registration whose tool could not be named.'),
    file: z.string().min(1).describe('The file of the registration, relative to the repository.'),
    line: z.number().int().min(1).describe('Its line.'),
    note: z.string().min(1).describe('What could not be read statically, in words.'),
  })
  .describe('A part of a definition that is computed at run time, so the extractor could not read it.');

const sourceExtractionSchema = z
  .strictObject({
    repository: httpsUrlSchema.describe('The repository read.'),
    commit: z
      .string()
      .regex(/^[0-9a-f]{40}$/, { error: 'must be a full git commit hash (40 lowercase hex digits)' })
      .describe('The exact commit read.'),
    root: z.string().optional().describe('The folder of the repository that holds the server, when not the whole.'),
    paths: z.array(z.string().min(1)).min(1).describe('The files the definitions were read from.'),
    patterns: z.array(z.enum(SOURCE_PATTERNS)).min(1).describe('The source patterns the tools were found in.'),
    tools: z.number().int().min(0).describe('How many tools were read.'),
    descriptions: readingSchema,
    schemas: readingSchema,
    gaps: z.array(sourceGapSchema).describe('Every part that could not be read statically; empty when none.'),
  })
  .describe('Where in the source the tools were read, and how much of each was read statically.');

export const toolsObtainedSchema = z
  .strictObject({
    how: z
      .enum(TOOLS_OBTAINED)
      .describe(
        'sandbox: the harvest ran the server in bubblewrap and listed its tools; source: read from the source at a commit without running it; file: imported from a tools/list file; live: the importer listed them from a running server.',
      ),
    extraction: sourceExtractionSchema.optional(),
  })
  .refine((o) => (o.how === 'source') === (o.extraction !== undefined), {
    error: 'give `extraction` exactly when `how` is source',
  })
  .describe('How the tool definitions were obtained.');
export type ToolsObtained = z.infer<typeof toolsObtainedSchema>;

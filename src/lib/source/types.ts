/** What the extractor hands on: tools as a tools/list result would carry them, and how much of each was read. */

/** How a part of a definition was read: every piece from literals, some pieces computed, or not at all. */
export const KNOWN = ['static', 'partial', 'unknown'] as const;
export type Known = (typeof KNOWN)[number];

/** The source patterns the extractor reads. */
export const PATTERNS = {
  'fastmcp-decorator': 'FastMCP @….tool() decorator on a Python function (schema from its signature)',
  'fastmcp-call': 'FastMCP ….tool(…)(function) or ….add_tool(function) call (schema from the signature)',
  'python-sdk-tool': 'official Python SDK types.Tool(name=…, description=…, inputSchema=…)',
  'mcp-go': 'mcp-go mcp.NewTool("name", mcp.WithDescription(…), mcp.WithString(…), …)',
  'go-sdk': 'official Go SDK mcp.AddTool(server, &mcp.Tool{…}, handler) (schema from the handler’s argument struct)',
} as const;
export type Pattern = keyof typeof PATTERNS;

export interface ToolDefinition {
  name: string;
  title?: string;
  description?: string;
  inputSchema?: Record<string, unknown>;
  annotations?: Record<string, unknown>;
}

export interface ExtractedTool {
  tool: ToolDefinition;
  /** File and line of the registration. */
  file: string;
  line: number;
  pattern: Pattern;
  description: Known;
  schema: Known;
  /** What could not be read statically, in words; empty when everything was. */
  notes: string[];
}

/** A registration whose tool could not even be named (the name or the function is computed at run time). */
export interface Unread {
  file: string;
  line: number;
  pattern: Pattern;
  reason: string;
}

export interface Extraction {
  tools: ExtractedTool[];
  unread: Unread[];
  /** The files that registered tools, or whose definitions were read to build them, sorted. */
  paths: string[];
}

/** A value read from source: known, known with computed pieces shown as `{expression}`, or not known. */
export type Value = { ok: true; value: unknown; partial?: string[] } | { ok: false; why: string };

export const known = (value: unknown, partial?: string[]): Value =>
  partial && partial.length > 0 ? { ok: true, value, partial } : { ok: true, value };
export const unknownValue = (why: string): Value => ({ ok: false, why });

/** The worse of two readings. */
export const worse = (a: Known, b: Known): Known =>
  a === 'unknown' || b === 'unknown' ? 'unknown' : a === 'partial' || b === 'partial' ? 'partial' : 'static';

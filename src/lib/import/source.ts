import { readFileSync } from 'node:fs';
import { z } from 'astro/zod';
import { EXIT, ImportError } from './errors.ts';
import { mcpToolSchema, type McpTool } from './definition.ts';

/** What the shared server files say about the server beside its tools. */
export const serverMetaSchema = z.looseObject({
  slug: z.string().optional(),
  name: z.string().optional(),
  repository: z.string().optional(),
  commit: z.string().optional(),
  transport: z.string().optional(),
  auth: z.string().optional(),
  language: z.string().optional(),
  notes: z.string().optional(),
  version: z.string().optional(),
});
export type ServerMeta = z.infer<typeof serverMetaSchema>;

export interface ImportSource {
  /** Where the tools came from, for messages. */
  origin: string;
  server: ServerMeta;
  tools: McpTool[];
}

const fileSchema = z.looseObject({
  server: serverMetaSchema.optional(),
  tools: z.array(z.unknown()),
});

/** Checks a tools/list answer tool by tool, so an error names the tool that is wrong. */
export function parseTools(origin: string, tools: unknown[]): McpTool[] {
  const parsed: McpTool[] = [];
  const seen = new Set<string>();
  tools.forEach((raw, index) => {
    const result = mcpToolSchema.safeParse(raw);
    if (!result.success) {
      const issue = result.error.issues[0]!;
      const name = raw && typeof raw === 'object' && typeof (raw as { name?: unknown }).name === 'string' ? ` ("${(raw as { name: string }).name}")` : '';
      throw new ImportError(
        `${origin}: tools[${index}]${name}: ${issue.path.join('.') || 'tool'}: ${issue.message}`,
        EXIT.badSource,
        'each tool needs at least a string "name"; description, inputSchema and annotations must have their MCP types',
      );
    }
    if (seen.has(result.data.name)) {
      throw new ImportError(`${origin}: tool "${result.data.name}" is listed twice`, EXIT.badSource);
    }
    seen.add(result.data.name);
    parsed.push(result.data);
  });
  return parsed;
}

export function readSourceFile(path: string): ImportSource {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    throw new ImportError(`cannot read ${path}: ${code === 'ENOENT' ? 'no such file' : (error as Error).message}`, EXIT.badSource);
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new ImportError(`${path} is not valid JSON: ${(error as Error).message}`, EXIT.badSource, 'the file must hold a tools/list result {"tools": [...]}, optionally with a "server" object beside it');
  }
  const shape = fileSchema.safeParse(json);
  if (!shape.success) {
    const found = Array.isArray(json) ? 'a list' : json === null ? 'null' : typeof json === 'object' ? `an object with keys ${Object.keys(json as object).join(', ') || '(none)'}` : typeof json;
    throw new ImportError(`${path} does not hold a tools/list result: found ${found}`, EXIT.badSource, 'expected {"tools": [...]} or {"server": {...}, "tools": [...]}');
  }
  return { origin: path, server: shape.data.server ?? {}, tools: parseTools(path, shape.data.tools) };
}

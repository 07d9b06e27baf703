import { readFileSync, statSync } from 'node:fs';
import { z } from 'astro/zod';
import { EXIT, ImportError } from './errors.ts';
import { mcpToolSchema, type McpTool } from './definition.ts';
import { cleanText } from './terminal.ts';
import { toolsObtainedSchema, type ToolsObtained } from '../../schema/obtained.ts';

/** Limits checked before anything walks a source: a hostile server cannot exhaust the stack or the memory. */
export const LIMITS = {
  /** Bytes of a tools.json file. */
  fileBytes: 64 * 1024 * 1024,
  /** Tools in one server. */
  tools: 10_000,
  /** Nesting of objects and arrays in one tool (its inputSchema included); real schemas stay under 20. */
  depth: 64,
  /** Objects, arrays and values in one tool. */
  nodes: 100_000,
} as const;

/** Depth and node count of a JSON value, measured without recursion; stops as soon as a limit is passed. */
export function measure(
  value: unknown,
  limits: { depth: number; nodes: number } = LIMITS,
): { depth: number; nodes: number } {
  let depth = 0;
  let nodes = 0;
  const stack: Array<[unknown, number]> = [[value, 1]];
  while (stack.length > 0) {
    const [node, level] = stack.pop()!;
    nodes++;
    if (node === null || typeof node !== 'object') continue;
    depth = Math.max(depth, level);
    if (depth > limits.depth || nodes > limits.nodes) break;
    for (const child of Array.isArray(node) ? node : Object.values(node)) stack.push([child, level + 1]);
  }
  return { depth, nodes };
}

/** What the shared server files say about the server beside its tools. */
const serverMetaSchema = z.looseObject({
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
  /** How the tools were obtained; a tools/list file without one was imported from a file. */
  obtained?: ToolsObtained;
}

const fileSchema = z.looseObject({
  server: serverMetaSchema.optional(),
  tools: z.array(z.unknown()),
  obtained: z.unknown().optional(),
});

/**
 * The provenance a tools/list file may carry: only a reading from source (written by `npm run extract-source`),
 * with the repository, commit and files read. A file cannot claim to be a sandbox run or a live listing.
 */
function obtainedOf(path: string, raw: unknown): ToolsObtained {
  if (raw === undefined) return { how: 'file' };
  const result = toolsObtainedSchema.safeParse(raw);
  if (!result.success || result.data.how !== 'source') {
    const issue = result.success ? undefined : result.error.issues[0];
    throw new ImportError(
      `${path}: "obtained" is not a reading from source${issue ? ` (${issue.path.join('.')}: ${issue.message})` : ''}`,
      EXIT.badSource,
      'a tools/list file may only carry the "obtained" block npm run extract-source writes; remove it to import the file as a file',
    );
  }
  return result.data;
}

/** Checks a tools/list answer tool by tool, so an error names the tool that is wrong. */
export function parseTools(origin: string, tools: unknown[]): McpTool[] {
  if (tools.length > LIMITS.tools) {
    throw new ImportError(
      `${origin}: lists ${tools.length} tools; the importer takes at most ${LIMITS.tools} from one server`,
      EXIT.badSource,
      'a server this large is more likely broken or hostile than real; check its tools/list',
    );
  }
  const parsed: McpTool[] = [];
  const seen = new Set<string>();
  tools.forEach((raw, index) => {
    const name =
      raw && typeof raw === 'object' && typeof (raw as { name?: unknown }).name === 'string'
        ? ` ("${cleanText((raw as { name: string }).name, { max: 130 })}")`
        : '';
    const size = measure(raw);
    if (size.depth > LIMITS.depth) {
      throw new ImportError(
        `${origin}: tools[${index}]${name} is nested more than ${LIMITS.depth} levels deep`,
        EXIT.badSource,
        'the catalogue takes tools whose definition (inputSchema included) nests at most 64 objects or arrays',
      );
    }
    if (size.nodes > LIMITS.nodes) {
      throw new ImportError(
        `${origin}: tools[${index}]${name} has more than ${LIMITS.nodes} values in its definition`,
        EXIT.badSource,
        'a definition this large is more likely broken or hostile than real',
      );
    }
    const result = mcpToolSchema.safeParse(raw);
    if (!result.success) {
      const issue = result.error.issues[0]!;
      throw new ImportError(
        `${origin}: tools[${index}]${name}: ${issue.path.join('.') || 'tool'}: ${issue.message}`,
        EXIT.badSource,
        'each tool needs at least a string "name"; description, inputSchema and annotations must have their MCP types',
      );
    }
    if (seen.has(result.data.name)) {
      throw new ImportError(
        `${origin}: tool "${cleanText(result.data.name, { max: 130 })}" is listed twice`,
        EXIT.badSource,
      );
    }
    seen.add(result.data.name);
    parsed.push(result.data);
  });
  return parsed;
}

export function readSourceFile(path: string): ImportSource {
  let text: string;
  try {
    const bytes = statSync(path).size;
    if (bytes > LIMITS.fileBytes) {
      throw new ImportError(
        `${path} is ${Math.ceil(bytes / 1024 / 1024)} MiB; the importer reads at most ${LIMITS.fileBytes / 1024 / 1024} MiB`,
        EXIT.badSource,
      );
    }
    text = readFileSync(path, 'utf8');
  } catch (error) {
    if (error instanceof ImportError) throw error;
    const code = (error as NodeJS.ErrnoException).code;
    throw new ImportError(
      `cannot read ${path}: ${code === 'ENOENT' ? 'no such file' : (error as Error).message}`,
      EXIT.badSource,
    );
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new ImportError(
      `${path} is not valid JSON: ${cleanText((error as Error).message, { max: 200 })}`,
      EXIT.badSource,
      'the file must hold a tools/list result {"tools": [...]}, optionally with a "server" object beside it',
    );
  }
  const shape = fileSchema.safeParse(json);
  if (!shape.success) {
    const found = Array.isArray(json)
      ? 'a list'
      : json === null
        ? 'null'
        : typeof json === 'object'
          ? `an object with keys ${
              cleanText(
                Object.keys(json as object)
                  .slice(0, 10)
                  .join(', '),
                { max: 200 },
              ) || '(none)'
            }`
          : typeof json;
    throw new ImportError(
      `${path} does not hold a tools/list result: found ${found}`,
      EXIT.badSource,
      'expected {"tools": [...]} or {"server": {...}, "tools": [...]}',
    );
  }
  return {
    origin: path,
    server: shape.data.server ?? {},
    tools: parseTools(path, shape.data.tools),
    obtained: obtainedOf(path, shape.data.obtained),
  };
}

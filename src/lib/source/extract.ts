/**
 * Reads an MCP server's tools from its source, without running any of it: picks the Python and Go files under a
 * folder of the repository, parses them (tree-sitter), and hands back each tool with how much of it was read.
 */
import { extractGo, goEnvironment, indexGo } from './go.ts';
import { extractPython, indexPython, pythonEnvironment } from './python.ts';
import type { SourceTree } from './tree.ts';
import { KNOWN, type Extraction, type ExtractedTool, type Known } from './extraction.ts';

export interface ExtractOptions {
  /** The folder of the repository that holds the server (a monorepo's `src/x-mcp-server`); the whole tree when absent. */
  root?: string;
  /** Paths (relative to the repository) to leave out, as glob-free prefixes. */
  exclude?: string[];
}

/** Tests, examples and vendored code register tools that the server does not list. */
const NOT_SERVER =
  /(^|\/)(tests?|testing|testdata|examples?|samples?|docs|vendor|node_modules|\.venv|venv|site-packages|benchmarks?|scripts|e2e|integration_tests|evals?)\//;
const TEST_FILE = /(^|\/)(test_[^/]*\.py|[^/]*_test\.(py|go)|conftest\.py|setup\.py)$/;

export function sourceFiles(tree: SourceTree, options: ExtractOptions = {}): { python: string[]; go: string[] } {
  const root = options.root ? `${options.root.replace(/\/+$/, '')}/` : '';
  const files = tree
    .files()
    .filter((path) => path.startsWith(root))
    .filter((path) => !NOT_SERVER.test(path.slice(root.length)) && !TEST_FILE.test(path))
    .filter((path) => !(options.exclude ?? []).some((prefix) => path.startsWith(prefix)));
  return { python: files.filter((p) => p.endsWith('.py')), go: files.filter((p) => p.endsWith('.go')) };
}

export async function extractTools(tree: SourceTree, options: ExtractOptions = {}): Promise<Extraction> {
  const { python, go } = sourceFiles(tree, options);
  const tools: ExtractedTool[] = [];
  const unread: Extraction['unread'] = [];
  const used = new Set<string>();
  const environment = new Set<string>();
  if (python.length > 0) {
    const index = await indexPython(tree, python);
    const result = extractPython(index);
    tools.push(...result.tools);
    unread.push(...result.unread);
    for (const path of index.used) used.add(path);
    for (const name of pythonEnvironment(index)) environment.add(name);
  }
  if (go.length > 0) {
    const index = await indexGo(tree, go);
    const result = extractGo(index);
    tools.push(...result.tools);
    unread.push(...result.unread);
    for (const path of index.used) used.add(path);
    for (const name of goEnvironment(index)) environment.add(name);
  }
  // A name registered twice (a tool defined in two branches of a condition) is listed once: the first.
  const seen = new Map<string, ExtractedTool>();
  for (const tool of tools) {
    const first = seen.get(tool.tool.name);
    if (first) first.notes.push(`also registered at ${tool.file}:${tool.line}; the first registration is listed`);
    else seen.set(tool.tool.name, tool);
  }
  return { tools: [...seen.values()], unread, paths: [...used].sort(), environment: [...environment].sort() };
}

export interface ReadingCounts {
  tools: number;
  description: Record<Known, number>;
  schema: Record<Known, number>;
  unread: number;
}

/** How many tools had their description and their schema read statically, partly, or not at all. */
export function readingCounts(extraction: Pick<Extraction, 'tools' | 'unread'>): ReadingCounts {
  const zero = () => Object.fromEntries(KNOWN.map((k) => [k, 0])) as Record<Known, number>;
  const counts: ReadingCounts = {
    tools: extraction.tools.length,
    description: zero(),
    schema: zero(),
    unread: extraction.unread.length,
  };
  for (const tool of extraction.tools) {
    counts.description[tool.description]++;
    counts.schema[tool.schema]++;
  }
  return counts;
}

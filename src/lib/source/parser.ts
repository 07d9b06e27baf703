/**
 * The parsers the extractor reads source with: tree-sitter (web-tree-sitter) and the official Python and Go
 * grammars, all WebAssembly shipped in their npm packages. Parsing builds a syntax tree from the text; nothing in
 * the source is imported, compiled or run.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { Language, Parser, type Node, type Tree } from 'web-tree-sitter';

export type { Node };
export type SourceLanguage = 'python' | 'go';

const require = createRequire(import.meta.url);
const WASM: Record<SourceLanguage, string> = {
  python: 'tree-sitter-python/tree-sitter-python.wasm',
  go: 'tree-sitter-go/tree-sitter-go.wasm',
};

let ready: Promise<Record<SourceLanguage, Parser>> | undefined;

async function load(): Promise<Record<SourceLanguage, Parser>> {
  await Parser.init();
  const parsers = {} as Record<SourceLanguage, Parser>;
  for (const language of Object.keys(WASM) as SourceLanguage[]) {
    const grammar = await Language.load(readFileSync(require.resolve(WASM[language])));
    parsers[language] = new Parser().setLanguage(grammar);
  }
  return parsers;
}

/** The parsers, loaded once per process. */
function parsers(): Promise<Record<SourceLanguage, Parser>> {
  ready ??= load();
  return ready;
}

/** A parsed file. A file tree-sitter cannot make sense of still yields a tree, with ERROR nodes where it failed. */
export async function parseSource(language: SourceLanguage, text: string): Promise<Tree> {
  const tree = (await parsers())[language].parse(text);
  if (!tree) throw new Error(`tree-sitter returned no tree for a ${language} file`);
  return tree;
}

/** A node's named children, without the gaps web-tree-sitter may leave. */
export const named = (node: Node): Node[] => node.namedChildren.filter((child): child is Node => child !== null);

/** A node's child in a grammar field, or undefined. */
export const field = (node: Node, name: string): Node | undefined => node.childForFieldName(name) ?? undefined;

/** 1-based line of a node, for messages and provenance. */
export const lineOf = (node: Node): number => node.startPosition.row + 1;

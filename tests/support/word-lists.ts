/**
 * The word lists written in the judgement engine's source (`wordSet('…')`, `words('…')`, and alternations of plain
 * words in regular expressions), found by reading the files,
 * and how much two of them share. Used by the vocabulary check: a list meant once is written once, under a name that
 * says what it means, and a narrower or wider one is built from it rather than copied.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

export interface WordList {
  /** The file, relative to the repository. */
  file: string;
  /** 1-based line and column of the list's opening quote. */
  line: number;
  column: number;
  words: ReadonlySet<string>;
  /** The list's first three words, which name it in an exception. */
  key: string;
}

const LIST = /\b(?:wordSet|words)\(\s*(['`])([^'`]*)\1\s*,?\s*\)/g;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });
}

/**
 * A pattern's alternatives that are all plain words (`(?:folder|drive|bucket)`, `(?:balances?|wallets?)`): a word list
 * written into a regular expression instead of named. An optional plural `s?` is read as the word.
 */
const ALTERNATION = /\(\?:((?:[a-z][a-z0-9-]*(?:s\?)?\|){4,}[a-z][a-z0-9-]*(?:s\?)?)\)/g;

const position = (text: string, at: number) => {
  const lines = text.slice(0, at).split('\n');
  return { line: lines.length, column: (lines.at(-1) as string).length + 1 };
};

/**
 * Every literal word list of three words or more under `dir`, and every alternation of five plain words or more in a
 * regular expression.
 */
export function wordLists(root: string, dir: string): WordList[] {
  const lists: WordList[] = [];
  for (const path of sourceFiles(join(root, dir)).sort()) {
    const text = readFileSync(path, 'utf8');
    const file = relative(root, path);
    for (const match of text.matchAll(LIST)) {
      const words = (match[2] as string).trim().split(/\s+/).filter(Boolean);
      if (words.length < 3) continue;
      const at = position(text, (match.index ?? 0) + match[0].indexOf(match[1] as string));
      lists.push({ file, ...at, words: new Set(words), key: words.slice(0, 3).join(' ') });
    }
    for (const match of text.matchAll(ALTERNATION)) {
      const words = (match[1] as string).split('|').map((word) => word.replace(/s\?$/, ''));
      const at = position(text, match.index ?? 0);
      lists.push({ file, ...at, words: new Set(words), key: words.slice(0, 3).join(' ') });
    }
  }
  return lists;
}

/** Shared words over all words of the two lists (Jaccard): 1 for the same list, 0 for lists with nothing in common. */
export function overlap(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  let shared = 0;
  for (const word of a) if (b.has(word)) shared += 1;
  return shared / (a.size + b.size - shared);
}

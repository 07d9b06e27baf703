/**
 * How a search query is read, and when a word of a page really matches a word
 * of the query. Pure, shared by the build (server keys of the name index) and the
 * browser (ranking, src/lib/search/rank.ts).
 */
import { nameWords } from './terms.ts';

/**
 * Words that say what kind of thing is wanted rather than which one: "cloudron
 * server" and "GitHub MCP Server" name a server by its other words. Dropped
 * from a query unless nothing else is left.
 */
export const FILLER_WORDS: ReadonlySet<string> = new Set([
  'mcp',
  'server',
  'servers',
  'tool',
  'tools',
  'the',
  'a',
  'an',
  'of',
  'for',
  'and',
  'reference',
  'archived',
]);

export interface ParsedQuery {
  /** The query as typed, trimmed. */
  raw: string;
  /** Lower-cased, trimmed: what an exact tool name is compared with. */
  key: string;
  /** Every word, split at spaces, "_", "-", "." and camelCase humps, lower-cased, each once. */
  words: string[];
  /** The words without filler (all the words when only filler was typed). */
  significant: string[];
}

export function parseQuery(query: string): ParsedQuery {
  const raw = query.trim();
  const words = [...new Set(nameWords(raw))];
  const significant = words.filter((w) => !FILLER_WORDS.has(w));
  return { raw, key: raw.toLowerCase(), words, significant: significant.length > 0 ? significant : words };
}

/** Words of a text as search sees them: each run of letters and digits lower-cased, and its camelCase parts ("GitHub" gives github, git, hub). */
export const textWords = (text: string): string[] => {
  const words = new Set<string>();
  for (const token of text.split(/[^A-Za-z0-9]+/)) {
    if (!token) continue;
    words.add(token.toLowerCase());
    for (const part of nameWords(token)) words.add(part);
  }
  return [...words];
};

const commonPrefix = (a: string, b: string) => {
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  return i;
};

/**
 * Whether a word of a page is a real match for a word of the query, not a
 * stemmed fragment: the page word starts with the query word (a word being
 * typed, a plural), or both share a stem that leaves at most two letters of the
 * query word and three of the page word ("deletes" ~ "deleting", "emails" ~
 * "email"). "can" is not "cancel", "cloud" is not "cloudron".
 */
export function wordMatches(queryWord: string, pageWord: string): boolean {
  if (pageWord.startsWith(queryWord)) return true;
  const shared = commonPrefix(queryWord, pageWord);
  return shared >= 4 && shared >= queryWord.length - 2 && shared >= pageWord.length - 3;
}

/** Whether every one of `queryWords` really matches some word of `pageWords`. */
export function allWordsMatch(queryWords: readonly string[], pageWords: readonly string[]): boolean {
  return queryWords.length > 0 && queryWords.every((q) => pageWords.some((w) => wordMatches(q, w)));
}

/** The words a server is known by: those of its name and slug, without filler. */
export function serverWords(name: string, slug: string): string[] {
  return [...new Set([...nameWords(name), ...nameWords(slug)])].filter((w) => !FILLER_WORDS.has(w));
}

/**
 * The keys a server is found by in the name index: its whole name and its slug
 * (lower-cased), and each word it is known by. A query looks up its first
 * significant word, so "cloudron server", "slack" and "GitHub MCP Server" all
 * reach their server in one shard.
 */
export function serverNameKeys(name: string, slug: string): string[] {
  return [...new Set([name.toLowerCase(), slug.toLowerCase(), ...serverWords(name, slug)])].filter(Boolean);
}

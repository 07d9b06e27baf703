/**
 * How a search query is read, and when a word of a page really matches a word
 * of the query. Pure, shared by the build (server keys of the name index) and the
 * browser (ranking, src/lib/search/rank.ts).
 */
import { nameWords } from './terms.ts';
import { sameWord, SYNONYMS, synonymsOf, wordMatches } from './word-match.ts';

export { wordMatches } from './word-match.ts';

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

/**
 * A word of the query, or a phrase of it that a synonym group knows ("pull request"), with what it may also be
 * found as ("pr"). A page matches the unit when it has all its words, or all the words of one of its synonyms.
 */
export interface QueryUnit {
  words: string[];
  synonyms: string[][];
}

export interface ParsedQuery {
  /** The query as typed, trimmed. */
  raw: string;
  /** Lower-cased, trimmed: what an exact tool name is compared with. */
  key: string;
  /** Every word, split at spaces, "_", "-", "." and camelCase humps, lower-cased, each once. */
  words: string[];
  /** The words without filler (all the words when only filler was typed). */
  significant: string[];
  /** The significant words as units of meaning, each with its synonyms (src/lib/search/word-match.ts). */
  units: QueryUnit[];
}

/** The significant words grouped into units: a phrase a synonym group holds becomes one unit, any other word its own. */
function queryUnits(words: readonly string[]): QueryUnit[] {
  const units: QueryUnit[] = [];
  for (let i = 0; i < words.length;) {
    const phrase = PHRASES.find((p) => p.every((w, j) => words[i + j] !== undefined && sameWord(w, words[i + j]!)));
    if (phrase) {
      const typed = words.slice(i, i + phrase.length);
      units.push({ words: typed, synonyms: synonymsOf(phrase.join(' ')) });
      i += phrase.length;
    } else {
      units.push({ words: [words[i]!], synonyms: synonymsOf(words[i]!) });
      i += 1;
    }
  }
  return units;
}
const PHRASES: string[][] = SYNONYMS.flat()
  .filter((member) => member.includes(' '))
  .map((member) => member.split(' '));

export function parseQuery(query: string): ParsedQuery {
  const raw = query.trim();
  const words = [...new Set(nameWords(raw))];
  const kept = words.filter((w) => !FILLER_WORDS.has(w));
  const significant = kept.length > 0 ? kept : words;
  return { raw, key: raw.toLowerCase(), words, significant, units: queryUnits(significant) };
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

/** Whether every one of `queryWords` really matches some word of `pageWords` (no synonyms: names are compared). */
export function allWordsMatch(queryWords: readonly string[], pageWords: readonly string[]): boolean {
  return queryWords.length > 0 && queryWords.every((q) => pageWords.some((w) => wordMatches(q, w)));
}

/**
 * Whether a page's words have a unit of the query: its own words, or all the words of one of its synonyms.
 * `exact`: a word must be the unit's word or a form of it, not a longer word it starts.
 */
export function unitMatches(unit: QueryUnit, pageWords: readonly string[], exact = false): boolean {
  const matches = exact ? sameWord : wordMatches;
  return (
    unit.words.every((q) => pageWords.some((w) => matches(q, w))) ||
    unit.synonyms.some((synonym) => synonym.every((s) => pageWords.some((w) => sameWord(s, w))))
  );
}

/** Whether a page's words have every unit of the query. */
export function allUnitsMatch(units: readonly QueryUnit[], pageWords: readonly string[]): boolean {
  return units.length > 0 && units.every((unit) => unitMatches(unit, pageWords));
}

/** Whether a word of a page is one the query asked for (to mark it in an excerpt): a word of it, or of a synonym. */
export const wordIsWanted = (units: readonly QueryUnit[], pageWord: string): boolean =>
  units.some(
    (unit) =>
      unit.words.some((q) => wordMatches(q, pageWord)) ||
      unit.synonyms.some((synonym) => synonym.some((s) => sameWord(s, pageWord))),
  );

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

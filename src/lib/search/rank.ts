/**
 * Search results, ranked and grouped: the rules the search page applies to what
 * the name index and Pagefind return (src/client/search.ts fetches, this
 * decides). Pure, so every rule is unit-tested (tests/search-rank.test.ts) and
 * measured against a query set (src/lib/search/query-set.ts).
 *
 * Each result gets a tier, lower is better:
 *   0  the query is the tool's exact name, or names the server (its slug, its
 *      whole name, or its name's words without "MCP server")
 *   1  every word of the query is a word of the server's name; or the tool's
 *      name starts with the query
 *   2  every word of the query is a word of the tool's name ("cancel task")
 *   3  every word is in the tool's or server's description
 *   4  every word is in a prose page (attack pattern, docs)
 * A result whose words do not really match (Pagefind matched a stemmed
 * fragment: "can" for "cancel", "cloud" for "cloudron") is dropped. Groups
 * (servers, tools, attack patterns, docs) are ordered by their best result, ties
 * in that order, so a prose page never comes before a name match.
 */
import {
  allWordsMatch,
  FILLER_WORDS,
  parseQuery,
  serverWords,
  textWords,
  wordMatches,
  type ParsedQuery,
} from './query.ts';
import { nameWords } from './terms.ts';

export type Kind = 'server' | 'tool' | 'attack' | 'doc';

export const GROUPS: ReadonlyArray<{ kind: Kind; one: string; many: string }> = [
  { kind: 'server', one: 'server', many: 'servers' },
  { kind: 'tool', one: 'tool', many: 'tools' },
  { kind: 'attack', one: 'attack pattern', many: 'attack patterns' },
  { kind: 'doc', one: 'page of the docs', many: 'pages of the docs' },
];

export interface Candidate {
  kind: Kind;
  url: string;
  /** Tool name, server name or page title. */
  title: string;
  /** A server's slug (server candidates). */
  slug?: string;
  /** The line under the title: server, category, risk, verdict. */
  where?: string;
  /** What the words are matched in: a description, or a page's text. */
  text?: string;
  /** What the excerpt is cut from, when not `text` (a server's description rather than its whole page). */
  summary?: string;
  /** Position in the list it came from (Pagefind's ranking, or name order). */
  order: number;
}

export interface Segment {
  text: string;
  mark: boolean;
}

export interface Ranked extends Candidate {
  tier: number;
  excerpt?: Segment[];
}

export interface Group {
  kind: Kind;
  one: string;
  many: string;
  items: Ranked[];
  /** Results of this kind in all: the ranked items, plus those the caller has not fetched yet. */
  total: number;
}

const joined = (words: readonly string[]) => words.join('');

/** The tier of a candidate for a query (see the top of this file), or undefined when it does not really match. */
export function tierOf(query: ParsedQuery, candidate: Candidate): number | undefined {
  const wanted = query.significant;
  // No words (filters alone): everything the filters let through, records before prose.
  if (wanted.length === 0) return candidate.kind === 'tool' || candidate.kind === 'server' ? 3 : 4;
  switch (candidate.kind) {
    case 'tool': {
      const name = candidate.title.toLowerCase();
      if (name === query.key) return 0;
      if (name.startsWith(query.key)) return 1;
      const words = nameWords(candidate.title);
      const own = [...words, joined(words)];
      if (allWordsMatch(wanted, own)) return 2;
      if (candidate.text !== undefined && allWordsMatch(wanted, [...own, ...textWords(candidate.text)])) return 3;
      return undefined;
    }
    case 'server': {
      const slug = candidate.slug ?? '';
      const nameOnly = nameWords(candidate.title).filter((w) => !FILLER_WORDS.has(w));
      if (query.key === candidate.title.toLowerCase() || query.key === slug) return 0;
      if (
        joined(wanted) === joined(nameOnly) ||
        joined(wanted) === joined(nameWords(slug).filter((w) => !FILLER_WORDS.has(w)))
      )
        return 0.5;
      const words = serverWords(candidate.title, slug);
      if (allWordsMatch(wanted, words)) return 1;
      if (candidate.text !== undefined && allWordsMatch(wanted, [...words, ...textWords(candidate.text)])) return 3;
      return undefined;
    }
    case 'attack':
    case 'doc':
      return allWordsMatch(wanted, textWords(`${candidate.title} ${candidate.text ?? ''}`)) ? 4 : undefined;
  }
}

/**
 * Up to `length` words of `text` around the first word that matches the query,
 * with matching words marked: plain text segments, never markup.
 */
export function excerpt(text: string, query: ParsedQuery, length = 24): Segment[] {
  const tokens = text.split(/(\s+)/).filter((t) => t.length > 0);
  const isWord = (t: string) => !/^\s+$/.test(t);
  const marks = (t: string) => textWords(t).some((w) => query.significant.some((q) => wordMatches(q, w)));
  const words = tokens.map((t, i) => ({ t, i })).filter(({ t }) => isWord(t));
  if (words.length === 0) return [];
  const first = Math.max(
    0,
    words.findIndex(({ t }) => marks(t)),
  );
  const from = Math.max(0, Math.min(first - 4, words.length - length));
  const to = Math.min(words.length, from + length);
  const startToken = words[from]!.i;
  const endToken = words[to - 1]!.i;
  const segments: Segment[] = [];
  const push = (piece: string, mark: boolean) => {
    const last = segments[segments.length - 1];
    if (last && last.mark === mark) last.text += piece;
    else segments.push({ text: piece, mark });
  };
  if (from > 0) push('… ', false);
  // Only the tokens of the excerpt are looked at: a page's text runs to thousands of words, and the search
  // page cuts an excerpt from each of some 80 results as they arrive.
  const markedAt = new Map<number, boolean>();
  const marked = (i: number): boolean => {
    if (i < 0 || i >= tokens.length) return false;
    let mark = markedAt.get(i);
    if (mark === undefined) markedAt.set(i, (mark = isWord(tokens[i]!) && marks(tokens[i]!)));
    return mark;
  };
  // A space between two marked words is marked too, so "kill switch" is one mark.
  for (let i = startToken; i <= endToken; i++)
    push(tokens[i]!, marked(i) || (!isWord(tokens[i]!) && marked(i - 1) && marked(i + 1)));
  if (to < words.length) push(' …', false);
  return segments;
}

/**
 * Ranks and groups candidates for a query; candidates with the same URL are
 * merged (the name index and Pagefind often both find a tool). `unfetched`
 * counts, per kind, word-search results the caller has not read yet; name
 * matches not yet seen among the read ones are taken to be among them.
 */
export function rankGroups(
  query: ParsedQuery | string,
  candidates: readonly Candidate[],
  unfetched: Partial<Record<Kind, number>> = {},
): Group[] {
  const q = typeof query === 'string' ? parseQuery(query) : query;
  const byUrl = new Map<string, Candidate>();
  for (const c of candidates) {
    const seen = byUrl.get(c.url);
    byUrl.set(
      c.url,
      seen
        ? {
            ...seen,
            ...c,
            text: seen.text ?? c.text,
            summary: seen.summary ?? c.summary,
            where: seen.where ?? c.where,
            order: Math.min(seen.order, c.order),
          }
        : c,
    );
  }
  const ranked: Ranked[] = [];
  for (const c of byUrl.values()) {
    const tier = tierOf(q, c);
    if (tier === undefined) continue;
    const cut = c.summary ?? c.text;
    ranked.push({ ...c, tier, ...(cut ? { excerpt: excerpt(cut, q) } : {}) });
  }
  const groups: Group[] = [];
  for (const { kind, one, many } of GROUPS) {
    // Names that start with the query read best in name order; other tiers keep the order of relevance they came in.
    const byTitle = (a: Ranked, b: Ranked) => (a.title < b.title ? -1 : a.title > b.title ? 1 : 0);
    const items = ranked
      .filter((r) => r.kind === kind)
      .sort((a, b) => a.tier - b.tier || (a.tier === 1 ? byTitle(a, b) : a.order - b.order || byTitle(a, b)));
    // Results only the name index gave (no text: Pagefind's copy not read yet) are most likely among the unread ones: counted once.
    const nameOnly = items.filter((r) => r.text === undefined).length;
    if (items.length > 0)
      groups.push({ kind, one, many, items, total: items.length + Math.max(0, (unfetched[kind] ?? 0) - nameOnly) });
  }
  const order = (g: Group) => GROUPS.findIndex((x) => x.kind === g.kind);
  return groups.sort((a, b) => a.items[0]!.tier - b.items[0]!.tier || order(a) - order(b));
}

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** The status line above the results: how many of each kind, and a plain "no tool matches" when none does. */
export function statusText(query: string, groups: readonly Group[]): string {
  const shown = query.trim();
  const total = groups.reduce((sum, g) => sum + g.total, 0);
  if (total === 0) return shown ? `No results: no tool, server or page matches “${shown}”.` : 'No results.';
  const parts = groups.map((g) => count(g.total, g.one, g.many)).join(', ');
  const noRecord =
    shown && !groups.some((g) => g.kind === 'tool' || g.kind === 'server')
      ? `No tool or server matches “${shown}”. `
      : '';
  return `${noRecord}${count(total, 'result', 'results')}: ${parts}.`;
}

/** Which group a page of the site's own index (not a tool or server) belongs to. */
export const proseKind = (url: string): Kind =>
  /^\/attacks\//.test(new URL(url, 'https://x.invalid').pathname) ? 'attack' : 'doc';

/**
 * Search results, ranked and grouped: the rules the search page applies to what
 * the name index and Pagefind return (src/client/search.ts fetches, this
 * decides). Pure, so every rule is unit-tested (tests/search-rank.test.ts) and
 * measured against a query set (src/lib/search/query-set.ts).
 *
 * Each result gets a tier, lower is better:
 *   0    the query is the tool's exact name, or names the server (its slug or
 *        its whole name)
 *   0.5  the query is the tool's name in other words ("send email" for
 *        send_email), or the server's name without "MCP server" (0.6: its
 *        slug's words)
 *   1    a server: every word of the query is a word of its name;
 *        a tool: the query names its server ("github" for the GitHub server's
 *        tools, which so come before a tool of another server that only
 *        mentions GitHub; 1 + its server's tier / 10, so the server named
 *        exactly comes first)
 *   1.5  the tool's name starts with the query
 *   2    every word of the query is in the tool's name ("cancel task")
 *   2.5  every word is in the tool's name or its server's ("playwright cookie")
 *   3    every word is in the tool's or server's description (or names)
 *   4    every word is in a prose page (attack pattern, docs)
 * A word matches its forms and the word it starts, and a synonym
 * (src/lib/search/word-match.ts); a result whose words do not really match
 * (Pagefind matched a stemmed fragment: "can" for "cancel", "strips" for
 * "stripe") is dropped. Groups (servers, tools, attack patterns, docs) are
 * ordered by their best result, ties in that order (but tools before servers
 * when only descriptions matched), so a prose page never comes before a name
 * match.
 */
import {
  allUnitsMatch,
  allWordsMatch,
  FILLER_WORDS,
  parseQuery,
  serverWords,
  textWords,
  unitMatches,
  wordIsWanted,
  type ParsedQuery,
  type QueryUnit,
} from './query.ts';
import { plainText } from './plain-text.ts';
import { nameWords } from './terms.ts';
import { sameWord } from './word-match.ts';

export type Kind = 'server' | 'tool' | 'attack' | 'doc';

const GROUPS: ReadonlyArray<{ kind: Kind; one: string; many: string }> = [
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
  /** A tool's server: its slug and display name (tool candidates). */
  server?: { slug: string; name: string };
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

/** How a server's name answers a query (tiers 0, 0.5 and 1 above), or undefined when the query is not its name's. */
function serverNameTier(query: ParsedQuery, name: string, slug: string): number | undefined {
  const wanted = query.significant;
  if (query.key === name.toLowerCase() || query.key === slug) return 0;
  const nameOnly = nameWords(name).filter((w) => !FILLER_WORDS.has(w));
  const slugOnly = nameWords(slug).filter((w) => !FILLER_WORDS.has(w));
  if (joined(wanted) === joined(nameOnly)) return 0.5;
  // Named by its slug's words but not its name's: after a server whose name is the query (the name is what
  // people read and type: "filesystem" is "Filesystem (reference server)" before mcp-filesystem-server).
  if (joined(wanted) === joined(slugOnly)) return 0.6;
  return allWordsMatch(wanted, serverWords(name, slug)) ? 1 : undefined;
}

/** The tier of a candidate for a query (see the top of this file), or undefined when it does not really match. */
export function tierOf(query: ParsedQuery, candidate: Candidate): number | undefined {
  const wanted = query.significant;
  // No words (filters alone): everything the filters let through, records before prose.
  if (wanted.length === 0) return candidate.kind === 'tool' || candidate.kind === 'server' ? 3 : 4;
  switch (candidate.kind) {
    case 'tool': {
      const name = candidate.title.toLowerCase();
      if (name === query.key) return 0;
      const words = nameWords(candidate.title);
      if (joined(words) === joined(query.words)) return 0.5;
      const server = candidate.server;
      const ofServer = server ? serverWords(server.name, server.slug) : [];
      // Its server is named (each word of the query is a word of the server's name, as typed or a form of it).
      if (server && wanted.every((q) => ofServer.some((w) => sameWord(q, w)))) {
        const named = serverNameTier(query, server.name, server.slug);
        if (named !== undefined) return 1 + named / 10;
      }
      if (name.startsWith(query.key)) return 1.5;
      const own = [...words, joined(words)];
      if (allUnitsMatch(query.units, own)) return 2;
      // Words of the tool's name with words of its server's ("playwright cookie"); the server's as typed, so
      // "read" does not bring every tool of Readwise.
      const inServer = (unit: QueryUnit) => unitMatches(unit, ofServer, true);
      if (ofServer.length > 0 && query.units.every((unit) => unitMatches(unit, own) || inServer(unit))) return 2.5;
      if (candidate.text !== undefined) {
        const described = [...own, ...textWords(candidate.text)];
        if (query.units.every((unit) => unitMatches(unit, described) || inServer(unit))) return 3;
      }
      return undefined;
    }
    case 'server': {
      const slug = candidate.slug ?? '';
      const named = serverNameTier(query, candidate.title, slug);
      if (named !== undefined) return named;
      const words = serverWords(candidate.title, slug);
      if (candidate.text !== undefined && allUnitsMatch(query.units, [...words, ...textWords(candidate.text)]))
        return 3;
      return undefined;
    }
    case 'attack':
    case 'doc':
      return allUnitsMatch(query.units, textWords(`${candidate.title} ${candidate.text ?? ''}`)) ? 4 : undefined;
  }
}

/**
 * Up to `length` words of `text` around the first word that matches the query,
 * with matching words marked: plain text segments, never markup.
 */
export function excerpt(text: string, query: ParsedQuery, length = 24): Segment[] {
  const tokens = plainText(text)
    .split(/(\s+)/)
    .filter((t) => t.length > 0);
  const isWord = (t: string) => !/^\s+$/.test(t);
  const marks = (t: string) => textWords(t).some((w) => wordIsWanted(query.units, w));
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
            server: seen.server ?? c.server,
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
    const prefix = (r: Ranked) => r.tier === (r.kind === 'tool' ? 1.5 : 1);
    const items = ranked
      .filter((r) => r.kind === kind)
      .sort((a, b) => a.tier - b.tier || (prefix(a) ? byTitle(a, b) : a.order - b.order || byTitle(a, b)));
    // Results only the name index gave (no text: Pagefind's copy not read yet) are most likely among the unread ones: counted once.
    const nameOnly = items.filter((r) => r.text === undefined).length;
    if (items.length > 0)
      groups.push({ kind, one, many, items, total: items.length + Math.max(0, (unfetched[kind] ?? 0) - nameOnly) });
  }
  // Ties: servers before tools when names matched; when only descriptions did, the tools (a tool that does
  // what was typed is more to the point than a server whose summary says it).
  const order = (g: Group) => {
    const at = GROUPS.findIndex((x) => x.kind === g.kind);
    return g.items[0]!.tier >= 3 && g.kind === 'tool' ? -1 : at;
  };
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

const quoted = (words: readonly string[]) => {
  const q = words.map((w) => `“${w}”`);
  return q.length <= 1 ? (q[0] ?? '') : `${q.slice(0, -1).join(', ')} and ${q.at(-1)}`;
};

/**
 * What the page says before the results when nothing has every word of a query: which words are in nothing at
 * all, and that the results shown are those of the others; or, when each word finds something alone, that it
 * does (the page links each). Empty when no word finds anything (the page then offers close names).
 */
export function partialText(query: string, dead: readonly string[], live: readonly string[]): string {
  if (live.length === 0) return '';
  const shown = query.trim();
  if (dead.length === 0) return `Nothing has every word of “${shown}”, but each word finds results alone. `;
  return `Nothing has every word of “${shown}”: ${quoted(dead)} ${dead.length === 1 ? 'is' : 'are'} in no tool, server or page of the catalogue. What ${quoted(live)} ${live.length === 1 ? 'finds' : 'find'}: `;
}

/** Which group a page of the site's own index (not a tool or server) belongs to. */
export const proseKind = (url: string): Kind =>
  /^\/attacks\//.test(new URL(url, 'https://x.invalid').pathname) ? 'attack' : 'doc';

/**
 * Whether a word search should read another page of one kind's results before it answers. Pagefind returns
 * results in its own order, which the tiers above reorder: at a few hundred servers the best answer may come
 * fortieth in Pagefind's order ("cancel task" among every tool that says cancel and task). So the caller reads a
 * page, ranks, and reads on while that page still changed what the group shows first (one of its results is
 * among the first `shown`), or while the group has fewer than `shown` real matches; it stops at the first page
 * that brought nothing into view, or when the results run out.
 */
export function readMore(groups: readonly Group[], kind: Kind, shown: number, justRead: ReadonlySet<string>): boolean {
  const group = groups.find((g) => g.kind === kind);
  if (!group || group.items.length < shown) return true;
  return group.items.slice(0, shown).some((item) => justRead.has(item.url));
}

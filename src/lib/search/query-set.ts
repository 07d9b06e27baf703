/**
 * What "search finds what people mean" is measured against: queries of four
 * kinds, each with the page that must come first (or among the first five). The
 * browser test checks the fixed set against the real catalogue's built site;
 * the benchmark generates a set from whatever catalogue it built and prints the
 * top-1 and top-5 rates. Pure: no browser here, only the queries and the sums.
 */
import { serverUrl, toolUrl } from '../catalogue/urls.ts';
import { nameWords } from './terms.ts';
import { FILLER_WORDS } from './query.ts';

export type QueryKind = 'server name' | 'exact tool name' | 'words of a name' | 'words of a description' | 'prose';

export interface ExpectedQuery {
  query: string;
  kind: QueryKind;
  /** URL path of the page the query is after. */
  expect: string;
  /** It must be first (1) or among the first five (5). */
  within: 1 | 5;
}

/** The real catalogue's set (data/): the searches a new user tried, and more of each kind. */
export const QUERY_SET: readonly ExpectedQuery[] = [
  { query: 'cloudron', kind: 'server name', expect: serverUrl('cloudron'), within: 1 },
  { query: 'slack', kind: 'server name', expect: serverUrl('mcp-archived-slack'), within: 1 },
  { query: 'cloudron server', kind: 'server name', expect: serverUrl('cloudron'), within: 1 },
  { query: 'GitHub MCP Server', kind: 'server name', expect: serverUrl('github'), within: 1 },
  { query: 'github', kind: 'server name', expect: serverUrl('github'), within: 1 },
  { query: 'playwright', kind: 'server name', expect: serverUrl('playwright'), within: 1 },
  { query: 'kubernetes', kind: 'server name', expect: serverUrl('mcp-server-kubernetes'), within: 1 },
  { query: 'mongodb', kind: 'server name', expect: serverUrl('mongodb'), within: 1 },
  { query: 'filesystem', kind: 'server name', expect: serverUrl('mcp-ref-filesystem'), within: 1 },
  { query: 'cloudflare radar', kind: 'server name', expect: serverUrl('cloudflare-radar'), within: 1 },
  {
    query: 'cloudron_cancel_task',
    kind: 'exact tool name',
    expect: toolUrl('cloudron', 'cloudron_cancel_task'),
    within: 1,
  },
  {
    query: 'slack_post_message',
    kind: 'exact tool name',
    expect: toolUrl('mcp-archived-slack', 'slack_post_message'),
    within: 5,
  }, // two servers name a tool slack_post_message
  { query: 'browser_click', kind: 'exact tool name', expect: toolUrl('playwright', 'browser_click'), within: 5 }, // two servers name a tool browser_click
  {
    query: 'directory_tree',
    kind: 'exact tool name',
    expect: toolUrl('mcp-ref-filesystem', 'directory_tree'),
    within: 5,
  }, // two servers name a tool directory_tree (the harvest added @agent-infra/mcp-server-filesystem)
  { query: 'cancel task', kind: 'words of a name', expect: toolUrl('cloudron', 'cloudron_cancel_task'), within: 1 },
  {
    query: 'cancel task cloudron',
    kind: 'words of a name',
    expect: toolUrl('cloudron', 'cloudron_cancel_task'),
    within: 1,
  },
  {
    query: 'post message',
    kind: 'words of a name',
    expect: toolUrl('mcp-archived-slack', 'slack_post_message'),
    within: 5,
  },
  {
    query: 'directory tree',
    kind: 'words of a name',
    expect: toolUrl('mcp-ref-filesystem', 'directory_tree'),
    within: 5,
  }, // two servers name a tool directory_tree
  {
    query: 'kill switch',
    kind: 'words of a description',
    expect: toolUrl('cloudron', 'cloudron_cancel_task'),
    within: 5,
  },
  {
    query: 'read-only SQL query',
    kind: 'words of a description',
    expect: toolUrl('mcp-archived-postgres', 'query'),
    within: 5,
  },
  {
    query: 'convert time between timezones',
    kind: 'words of a description',
    expect: toolUrl('mcp-ref-time', 'convert_time'),
    within: 5,
  },
  // Tools whose names match come before prose, so a scanner named scan_tool_poisoning comes first; the essay follows.
  { query: 'tool poisoning', kind: 'prose', expect: '/attacks/tool-poisoning/', within: 5 },
];

/** A catalogue to draw queries from: a few servers and tools, with their descriptions. */
export interface QuerySource {
  servers: ReadonlyArray<{ slug: string; name: string }>;
  tools: ReadonlyArray<{ server: string; name: string; description: string }>;
}

const significantWords = (text: string) => nameWords(text).filter((w) => w.length > 2 && !FILLER_WORDS.has(w));

/**
 * A query set for any catalogue: for each sampled server its name; for each
 * sampled tool its exact name (first), the words of its name and four words of
 * its description (among the first five). Queries two records share exactly
 * are left out: they cannot have one right answer.
 */
export function generateQuerySet(source: QuerySource, perKind = 10): ExpectedQuery[] {
  const set: ExpectedQuery[] = [];
  const pick = <T>(list: readonly T[]) =>
    list.length <= perKind
      ? [...list]
      : Array.from({ length: perKind }, (_, i) => list[Math.floor((i * list.length) / perKind)]!);
  const serverNames = new Map<string, number>();
  for (const s of source.servers)
    serverNames.set(s.name.toLowerCase(), (serverNames.get(s.name.toLowerCase()) ?? 0) + 1);
  for (const s of pick(source.servers))
    if (serverNames.get(s.name.toLowerCase()) === 1)
      set.push({ query: s.name, kind: 'server name', expect: serverUrl(s.slug), within: 1 });
  const nameCount = new Map<string, number>();
  for (const t of source.tools) nameCount.set(t.name.toLowerCase(), (nameCount.get(t.name.toLowerCase()) ?? 0) + 1);
  const tools = pick(source.tools);
  for (const t of tools)
    if (nameCount.get(t.name.toLowerCase()) === 1)
      set.push({ query: t.name, kind: 'exact tool name', expect: toolUrl(t.server, t.name), within: 1 });
  for (const t of tools) {
    const words = nameWords(t.name);
    if (words.length > 1)
      set.push({ query: words.join(' '), kind: 'words of a name', expect: toolUrl(t.server, t.name), within: 5 });
  }
  for (const t of tools) {
    const words = [...new Set(significantWords(t.description))].slice(0, 4);
    if (words.length >= 2)
      set.push({
        query: words.join(' '),
        kind: 'words of a description',
        expect: toolUrl(t.server, t.name),
        within: 5,
      });
  }
  return set;
}

export interface QueryOutcome {
  query: ExpectedQuery;
  /** Result URL paths in the order the page shows them. */
  results: readonly string[];
}

export interface QueryScore {
  queries: number;
  /** Share of queries whose page came first, and among the first five. */
  top1: number;
  top5: number;
  /** Share of queries that met their own bar (first, or within five). */
  met: number;
  byKind: Partial<Record<QueryKind, { queries: number; top1: number; top5: number }>>;
  misses: Array<{ query: string; expect: string; position: number | null; first: string | undefined }>;
}

/** The tool name of a tool page's URL path (/servers/<slug>/<tool>/), or undefined for any other page. */
const toolNameOf = (url: string) => /^\/servers\/[^/]+\/([^/]+)\/$/.exec(url)?.[1];

/**
 * Where the expected page comes, counting a tool of the same name on another server as the same answer:
 * when several servers name a tool slack_post_message, whichever comes first is what the reader asked for.
 */
const position = (outcome: QueryOutcome) => {
  const wanted = toolNameOf(outcome.query.expect);
  const at = outcome.results.findIndex(
    (url) => url === outcome.query.expect || (wanted !== undefined && toolNameOf(url) === wanted),
  );
  return at < 0 ? null : at + 1;
};

export function scoreQueries(outcomes: readonly QueryOutcome[]): QueryScore {
  const rate = (list: readonly QueryOutcome[], within: number) =>
    list.length === 0 ? 0 : list.filter((o) => (position(o) ?? Infinity) <= within).length / list.length;
  const byKind: QueryScore['byKind'] = {};
  for (const kind of new Set(outcomes.map((o) => o.query.kind))) {
    const list = outcomes.filter((o) => o.query.kind === kind);
    byKind[kind] = { queries: list.length, top1: rate(list, 1), top5: rate(list, 5) };
  }
  const missed = outcomes.filter((o) => (position(o) ?? Infinity) > o.query.within);
  return {
    queries: outcomes.length,
    top1: rate(outcomes, 1),
    top5: rate(outcomes, 5),
    met: outcomes.length === 0 ? 0 : (outcomes.length - missed.length) / outcomes.length,
    byKind,
    misses: missed.map((o) => ({
      query: o.query.query,
      expect: o.query.expect,
      position: position(o),
      first: o.results[0],
    })),
  };
}

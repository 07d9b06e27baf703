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

export type QueryKind =
  | 'server name'
  | 'exact tool name'
  | 'words of a name'
  | 'words of a description'
  | 'server and tool words'
  | 'synonym'
  | 'name not stemmed'
  | 'some words match nothing'
  | 'own tools first'
  | 'prose';

export interface ExpectedQuery {
  query: string;
  kind: QueryKind;
  /**
   * URL path of the page the query is after; a "*" stands for any characters but "/" (any tool of a server:
   * "/servers/github/*\/"). Empty: the query must bring no tool or server at all (a word the catalogue lacks).
   */
  expect: string;
  /** It must be first (1) or among the first five (5). */
  within: 1 | 5;
  /** Count places among the tools only (a query that names a server lists that server first, then its tools). */
  among?: 'tools';
}

const q = (query: string, kind: QueryKind, expect: string, within: 1 | 5, among?: 'tools'): ExpectedQuery => ({
  query,
  kind,
  expect,
  within,
  ...(among ? { among } : {}),
});
const tool = toolUrl;
const server = serverUrl;
/** Any tool of a server. */
const anyTool = (slug: string) => `/servers/${slug}/*/`;

/**
 * The real catalogue's set (data/): the searches a new user tried and the reviews of issue 30 measured, and more
 * of each kind. A tool name two servers share is expected "within 5" (either server's tool is the answer).
 */
export const QUERY_SET: readonly ExpectedQuery[] = [
  // A server, by its name or the words of it.
  q('cloudron', 'server name', server('cloudron'), 1),
  q('slack', 'server name', server('mcp-archived-slack'), 1),
  q('cloudron server', 'server name', server('cloudron'), 1),
  q('GitHub MCP Server', 'server name', server('github'), 1),
  q('github', 'server name', server('github'), 1),
  q('playwright', 'server name', server('playwright'), 1),
  q('kubernetes', 'server name', server('mcp-server-kubernetes'), 1),
  q('mongodb', 'server name', server('mongodb'), 1),
  // Within 5 since the npm harvest: mcp-server-filesystem's name is the word itself (and mcp-filesystem-server's),
  // an answer as good as the reference server's.
  q('filesystem', 'server name', server('mcp-ref-filesystem'), 5),
  q('cloudflare radar', 'server name', server('cloudflare-radar'), 1),
  q('todoist', 'server name', server('todoist-mcp'), 1),
  q('discord', 'server name', server('mcp-discord'), 1),
  q('trello', 'server name', server('delorenj-mcp-server-trello'), 1),
  q('asana', 'server name', server('roychri-mcp-server-asana'), 1),
  q('hostinger', 'server name', server('hostinger-api-mcp'), 1),
  q('firefox devtools', 'server name', server('firefox-devtools-mcp'), 1),
  q('chrome devtools', 'server name', server('chrome-devtools-mcp'), 1),
  q('sqlite', 'server name', server('mcp-archived-sqlite'), 1),
  q('xero', 'server name', server('xeroapi-xero-mcp-server'), 1),
  q('Sequential Thinking', 'server name', server('mcp-ref-sequentialthinking'), 1),

  // A tool, by its exact name.
  q('cloudron_cancel_task', 'exact tool name', tool('cloudron', 'cloudron_cancel_task'), 1),
  q('slack_post_message', 'exact tool name', tool('mcp-archived-slack', 'slack_post_message'), 5),
  q('browser_click', 'exact tool name', tool('playwright', 'browser_click'), 5),
  q('directory_tree', 'exact tool name', tool('mcp-ref-filesystem', 'directory_tree'), 5), // also on agent-infra-mcp-server-filesystem
  q('run_command', 'exact tool name', tool('mcp-server-commands', 'run_command'), 5), // three servers name one run_command
  q('transactions-refund', 'exact tool name', tool('creem', 'transactions-refund'), 1),
  q('discord_send', 'exact tool name', tool('mcp-discord', 'discord_send'), 1),
  q('asana_create_task', 'exact tool name', tool('roychri-mcp-server-asana', 'asana_create_task'), 1),
  q('linear_create_issue', 'exact tool name', tool('linear-mcp-server', 'linear_create_issue'), 5), // also on mcp-server-linear
  q('git_commit', 'exact tool name', tool('mcp-ref-git', 'git_commit'), 5),
  q('create_entities', 'exact tool name', tool('mcp-ref-memory', 'create_entities'), 5),
  q('convert_time', 'exact tool name', tool('mcp-ref-time', 'convert_time'), 5),
  q('puppeteer_screenshot', 'exact tool name', tool('mcp-archived-puppeteer', 'puppeteer_screenshot'), 5),
  q('merge_pull_request', 'exact tool name', tool('github', 'merge_pull_request'), 5),
  q('browser_cookie_get', 'exact tool name', tool('playwright', 'browser_cookie_get'), 1),
  q('customer-credits-post-transaction', 'exact tool name', tool('creem', 'customer-credits-post-transaction'), 1),
  q('VPS_createSnapshotV1', 'exact tool name', tool('hostinger-api-mcp', 'VPS_createSnapshotV1'), 1),
  q('atlas-create-free-cluster', 'exact tool name', tool('mongodb', 'atlas-create-free-cluster'), 5),

  // A tool, by the words of its name.
  // Within 5 since the npm harvest: openclaw-mcp's openclaw_task_cancel ("Cancel a pending task") has both words too.
  q('cancel task', 'words of a name', tool('cloudron', 'cloudron_cancel_task'), 5),
  q('cancel task cloudron', 'words of a name', tool('cloudron', 'cloudron_cancel_task'), 1),
  q('post message', 'words of a name', tool('mcp-archived-slack', 'slack_post_message'), 5),
  q('directory tree', 'words of a name', tool('mcp-ref-filesystem', 'directory_tree'), 5), // also on agent-infra-mcp-server-filesystem
  q('read file', 'words of a name', tool('mcp-ref-filesystem', 'read_file'), 5),
  q('git commit', 'words of a name', tool('mcp-ref-git', 'git_commit'), 5),
  q('convert time', 'words of a name', tool('mcp-ref-time', 'convert_time'), 5),
  q('take screenshot', 'words of a name', tool('chrome-devtools-mcp', 'take_screenshot'), 5),
  q('merge pull request', 'words of a name', tool('github', 'merge_pull_request'), 5),
  q('add reaction', 'words of a name', '/servers/*/*reaction*/', 1),
  q('create subtask', 'words of a name', tool('roychri-mcp-server-asana', 'asana_create_subtask'), 5),
  q('reopen tasks', 'words of a name', tool('todoist-mcp', 'reopen_tasks'), 1),
  q('empty trash', 'words of a name', tool('dguido-google-workspace-mcp', 'empty_trash'), 1),
  q('port forward', 'words of a name', tool('mcp-server-kubernetes', 'port_forward'), 5),
  q('lighthouse audit', 'words of a name', tool('chrome-devtools-mcp', 'lighthouse_audit'), 1),

  // A tool, by words of what it does.
  q('kill switch', 'words of a description', tool('cloudron', 'cloudron_cancel_task'), 5),
  q('read-only SQL query', 'words of a description', tool('mcp-archived-postgres', 'query'), 5),
  q('convert time between timezones', 'words of a description', tool('mcp-ref-time', 'convert_time'), 5),
  q('entities knowledge graph', 'words of a description', tool('mcp-ref-memory', 'create_entities'), 5),
  q('unstages all staged changes', 'words of a description', tool('mcp-ref-git', 'git_reset'), 1),
  q('free atlas cluster', 'words of a description', tool('mongodb', 'atlas-create-free-cluster'), 5),
  q(
    'permanently delete files in trash',
    'words of a description',
    tool('dguido-google-workspace-mcp', 'empty_trash'),
    1,
  ),
  q('emulation settings', 'words of a description', tool('chrome-devtools-mcp', 'emulate'), 1),
  q('snapshot of a virtual machine', 'words of a description', tool('hostinger-api-mcp', 'VPS_createSnapshotV1'), 5),
  q('invoice deep link', 'words of a description', tool('xeroapi-xero-mcp-server', 'create-invoice'), 5),

  // A tool, by the words of its name and of its server's ("<tool words> <server words>", issue 30).
  q('playwright cookie', 'server and tool words', '/servers/playwright/browser_cookie_*/', 1),
  q('firefox dialog', 'server and tool words', '/servers/firefox-devtools-mcp/*_dialog/', 1),
  q('browser cookie get playwright', 'server and tool words', tool('playwright', 'browser_cookie_get'), 1),
  q('chrome devtools take screenshot', 'server and tool words', tool('chrome-devtools-mcp', 'take_screenshot'), 1),
  q('firefox take snapshot', 'server and tool words', tool('firefox-devtools-mcp', 'take_snapshot'), 1),
  q('redis get', 'server and tool words', tool('mcp-archived-redis', 'get'), 5),
  q('postgres query', 'server and tool words', tool('mcp-archived-postgres', 'query'), 5),
  q('sqlite read query', 'server and tool words', tool('mcp-archived-sqlite', 'read_query'), 1),
  q('mysql query', 'server and tool words', tool('f4ww4z-mcp-mysql-server', 'query'), 5),
  q('memory create entities', 'server and tool words', tool('mcp-ref-memory', 'create_entities'), 1),
  q('gitlab create merge request', 'server and tool words', tool('zereight-mcp-gitlab', 'create_merge_request'), 5),
  q('creem refund', 'server and tool words', tool('creem', 'transactions-refund'), 1),
  q('todoist close tasks', 'server and tool words', tool('todoist-mcp', 'close_tasks'), 1),
  q('trello archive card', 'server and tool words', tool('delorenj-mcp-server-trello', 'archive_card'), 1),
  q('kubernetes scale', 'server and tool words', tool('mcp-server-kubernetes', 'kubectl_scale'), 1),
  q('mongodb find', 'server and tool words', tool('mongodb', 'find'), 5),
  q('slack reply thread', 'server and tool words', tool('mcp-archived-slack', 'slack_reply_to_thread'), 5),
  q('xero create invoice', 'server and tool words', tool('xeroapi-xero-mcp-server', 'create-invoice'), 1),
  q('resend cancel email', 'server and tool words', tool('resend-mcp', 'cancel-email'), 1),
  q('github merge', 'server and tool words', tool('github', 'merge_pull_request'), 5),
  q('hostinger snapshot', 'server and tool words', '/servers/hostinger-api-mcp/*Snapshot*/', 1),
  q('time convert', 'server and tool words', tool('mcp-ref-time', 'convert_time'), 5),

  // The words people use for the same thing (src/lib/search/word-match.ts).
  q('run shell command', 'synonym', tool('mcp-server-commands', 'run_command'), 5),
  q('terminal command', 'synonym', tool('mcp-server-commands', 'run_command'), 5),
  q('remove branch', 'synonym', tool('zereight-mcp-gitlab', 'delete_branch'), 5),
  q('create repo', 'synonym', tool('mcp-archived-gitlab', 'create_repository'), 5),
  q('fork repo', 'synonym', tool('mcp-archived-gitlab', 'fork_repository'), 5),
  q('github pr', 'synonym', '/servers/github/*pull_request*/', 1),
  q('merge pr', 'synonym', tool('github', 'merge_pull_request'), 5),
  q('filesystem create folder', 'synonym', tool('mcp-ref-filesystem', 'create_directory'), 1),
  q('send mail', 'synonym', tool('dguido-google-workspace-mcp', 'send_email'), 5),
  q('remove email', 'synonym', tool('dguido-google-workspace-mcp', 'delete_email'), 5),
  q('remove repo', 'synonym', tool('github', 'delete_repository'), 5),
  // "shell" itself is a tool's name since the npm harvest (openai-codex-shell-tool-mcp's shell), the better answer;
  // run_command is then one of some 160 tools named with a synonym of it, so the synonym is measured where the
  // query has words that single it out.
  q('shell', 'exact tool name', tool('openai-codex-shell-tool-mcp', 'shell'), 1),
  q('mongodb drop db', 'synonym', tool('mongodb', 'drop-database'), 5),
  q('list db tables', 'synonym', tool('mcp-archived-sqlite', 'list_tables'), 5),

  // A product's name is not an English word to be stemmed ("stripe" is not "strip"): the tools that name Stripe,
  // the one with it in its name first, and (e2e/search-quality.test.ts) none that only says "strip".
  q('stripe', 'name not stemmed', tool('0nmcp', 'crm_get_saas_locations_by_stripe'), 1),
  q('resend', 'name not stemmed', server('resend-mcp'), 1),
  q('creem', 'name not stemmed', server('creem'), 1),
  q('sentry', 'name not stemmed', server('mcp-archived-sentry'), 1),
  q('notion', 'name not stemmed', '/servers/notion*/', 1),

  // Some words are in nothing: the page says so and shows what the others find.
  // Products the catalogue has never heard of (Stripe, PayPal, Jenkins and Zendesk were, until the npm harvest
  // brought tools that name them).
  q('braintree refund', 'some words match nothing', tool('creem', 'transactions-refund'), 5),
  q('adyen refund', 'some words match nothing', tool('creem', 'transactions-refund'), 5),
  q('teamcity run command', 'some words match nothing', tool('mcp-server-commands', 'run_command'), 5),
  q('freshdesk send email', 'some words match nothing', tool('dguido-google-workspace-mcp', 'send_email'), 5),

  // A query that names a server lists that server's own tools before tools that only mention it.
  q('github', 'own tools first', anyTool('github'), 1, 'tools'),
  q('playwright', 'own tools first', anyTool('playwright'), 1, 'tools'),
  q('kubernetes', 'own tools first', anyTool('mcp-server-kubernetes'), 1, 'tools'),
  q('slack', 'own tools first', anyTool('mcp-archived-slack'), 1, 'tools'),
  // Any filesystem server's own tools: since the npm harvest, several servers are named for the word (see above).
  q('filesystem', 'own tools first', '/servers/*filesystem*/*/', 1, 'tools'),
  q('hostinger', 'own tools first', anyTool('hostinger-api-mcp'), 1, 'tools'),
  q('GitHub MCP Server', 'own tools first', anyTool('github'), 1, 'tools'),

  // Prose: attack patterns and docs. Tools whose names match come before prose, so a scanner named
  // scan_tool_poisoning comes first; the essay follows.
  q('tool poisoning', 'prose', '/attacks/tool-poisoning/', 5),
  q('confused deputy', 'prose', '/attacks/confused-deputy/', 1),
  q('lethal trifecta', 'prose', '/attacks/data-exfiltration/', 5),
  q('rug pull', 'prose', '/attacks/rug-pull/', 5),
  q('denial of wallet', 'prose', '/attacks/denial-of-wallet/', 5),
];

/** A catalogue to draw queries from: a few servers and tools, with their descriptions. */
export interface QuerySource {
  servers: ReadonlyArray<{ slug: string; name: string }>;
  tools: ReadonlyArray<{ server: string; name: string; description: string }>;
}

const significantWords = (text: string) => nameWords(text).filter((w) => w.length > 2 && !FILLER_WORDS.has(w));

/**
 * A query set for any catalogue: for each sampled server its name; for each
 * sampled tool its exact name (first), the words of its name, the words of its
 * name with its server's, and four words of its description (among the first
 * five). Queries two records share exactly
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
  // "<words of the tool's name> <words of its server's>", as issue 30 measured the search page.
  for (const t of tools) {
    const own = nameWords(t.name);
    const ofServer = nameWords(t.server).filter((w) => !FILLER_WORDS.has(w) && !own.includes(w));
    if (ofServer.length > 0)
      set.push({
        query: [...own, ...ofServer].join(' '),
        kind: 'server and tool words',
        expect: toolUrl(t.server, t.name),
        within: 5,
      });
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
const isRecord = (url: string) => /^\/servers\/[^/]+\/([^/]+\/)?$/.test(url);

/** Whether a result URL is the page a query expects ("*" in the expectation stands for any characters but "/"). */
export function expectedUrl(expect: string, url: string): boolean {
  if (!expect.includes('*')) return url === expect;
  const pattern = expect.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '[^/]*');
  return new RegExp(`^${pattern}$`).test(url);
}

/**
 * Where the expected page comes (1-based), counting a tool of the same name on another server as the same answer:
 * when several servers name a tool slack_post_message, whichever comes first is what the reader asked for. A
 * query that expects nothing comes "first" when no tool or server is shown, and nowhere when one is.
 */
export const position = (outcome: QueryOutcome): number | null => {
  const { expect: wanted, among } = outcome.query;
  if (wanted === '') return outcome.results.some(isRecord) ? null : 1;
  const results = among === 'tools' ? outcome.results.filter((url) => toolNameOf(url) !== undefined) : outcome.results;
  const name = wanted.includes('*') ? undefined : toolNameOf(wanted);
  const at = results.findIndex((url) => expectedUrl(wanted, url) || (name !== undefined && toolNameOf(url) === name));
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

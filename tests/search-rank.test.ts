import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { closeNames } from '../src/lib/text/did-you-mean.ts';
import {
  buildNameIndex,
  lookupNames,
  lookupServers,
  nearbyNames,
  type NameEntry,
  type NameShard,
} from '../src/lib/search/name-index.ts';
import { parseQuery, serverNameKeys, wordMatches } from '../src/lib/search/query.ts';
import {
  excerpt,
  partialText,
  rankGroups,
  readMore,
  statusText,
  tierOf,
  type Candidate,
} from '../src/lib/search/rank.ts';
import {
  expectedUrl,
  generateQuerySet,
  position,
  scoreQueries,
  QUERY_SET,
  type QueryKind,
} from '../src/lib/search/query-set.ts';
import { plainText } from '../src/lib/search/plain-text.ts';
import { synonymsOf, synonymTerms, wordBases } from '../src/lib/search/word-match.ts';
import { nameWords } from '../src/lib/search/terms.ts';

const tool = (name: string, order: number, text?: string): Candidate => ({
  kind: 'tool',
  url: `/servers/s/${name}/`,
  title: name,
  order,
  ...(text ? { text } : {}),
});
const server = (slug: string, name: string, order: number, text?: string): Candidate => ({
  kind: 'server',
  url: `/servers/${slug}/`,
  title: name,
  slug,
  order,
  ...(text ? { text } : {}),
});
const attack = (id: string, title: string, text: string, order: number): Candidate => ({
  kind: 'attack',
  url: `/attacks/${id}/`,
  title,
  text,
  order,
});
const urls = (groups: ReturnType<typeof rankGroups>) => groups.flatMap((g) => g.items.map((i) => i.url));

const ssrf = attack(
  'ssrf',
  'Server-side request forgery',
  'The agent can fetch cloud metadata endpoints; any task that takes a URL can be turned.',
  0,
);
const injection = attack('command-injection', 'Command injection', 'A tool can run a shell task built from input.', 1);
const cloudronTools = ['cloudron_cancel_task', 'cloudron_get_status', 'cloudron_list_apps', 'cloudron_task_status'].map(
  (n, i) => tool(n, i, `Cloudron instance: ${n}.`),
);

describe('a word really matches, a fragment does not', () => {
  it.each([
    ['cancel', 'cancel', true],
    ['cancel', 'cancellation', true],
    ['email', 'emails', true],
    ['emails', 'email', true],
    ['deletes', 'deleting', true],
    ['clou', 'cloudron', true],
    ['cancel', 'can', false],
    ['cloudron', 'cloud', false],
    ['payment', 'pay', false],
    ['task', 'ask', false],
    // Forms of a word, not a stem that is another word: a product's name stays itself.
    ['stripe', 'strips', false],
    ['stripe', 'strip', false],
    ['stripe', 'stripes', true],
    ['query', 'queries', true],
    ['run', 'running', true],
    ['deleted', 'delete', true],
    ['boxes', 'box', true],
    ['notes', 'not', false],
    ['string', 'str', false],
    ['creation', 'create', false],
    // One or two letters start too many words to match by their start.
    ['pr', 'pricing', false],
    ['pr', 'prs', true],
  ])('%s ~ %s: %s', (query, page, expected) => {
    expect(wordMatches(query, page)).toBe(expected);
  });

  it('knows a word by its forms, and no stem shorter than three letters or without a vowel', () => {
    expect(wordBases('queries')).toContain('query');
    expect(wordBases('stopped')).toContain('stop');
    expect(wordBases('string')).toEqual(['string']);
    expect(wordBases('used')).toContain('use');
  });
});

describe('the words people use', () => {
  it('finds a word by its synonyms, a phrase by its short form and back', () => {
    expect(synonymsOf('shell')).toContainEqual(['command']);
    expect(synonymsOf('commands')).toContainEqual(['shell']);
    expect(synonymsOf('pr')).toEqual([['pull', 'request']]);
    expect(synonymsOf('pull request')).toEqual([['pr']]);
    expect(synonymsOf('cloudron')).toEqual([]);
  });

  it("adds to a page's index words the synonyms its words bring, and none it already has", () => {
    expect(synonymTerms(['run', 'command'])).toEqual(expect.arrayContaining(['shell', 'terminal', 'exec']));
    expect(synonymTerms(['run', 'command'])).not.toContain('command');
    expect(synonymTerms(['create', 'pull', 'request'])).toEqual(['pr']);
    expect(synonymTerms(['pull', 'the', 'request'])).toEqual([]);
    expect(synonymTerms(['list', 'emails'])).toEqual(['mail']);
  });

  it('ranks a tool found through a synonym as if the word were in its name', () => {
    const runCommand: Candidate = {
      ...tool('run_command', 5, 'Run a command on this linux machine'),
      server: { slug: 'mcp-server-commands', name: 'mcp-server-commands' },
    };
    const groups = rankGroups('run shell command', [
      runCommand,
      tool('browser_eval', 0, 'Evaluate a script in the page.'),
    ]);
    expect(groups[0]!.items.map((i) => [i.title, i.tier])).toEqual([['run_command', 2]]);
    expect(
      urls(
        rankGroups('github pr', [
          { ...tool('create_pull_request', 0), server: { slug: 'github', name: 'GitHub MCP Server' } },
        ]),
      ),
    ).toEqual(['/servers/s/create_pull_request/']);
  });
});

describe('ranking', () => {
  it('a query naming a server puts its page first, before its tools', () => {
    for (const query of ['cloudron', 'cloudron server', 'Cloudron MCP Server']) {
      const groups = rankGroups(query, [
        ...cloudronTools,
        server('cloudron', 'Cloudron MCP Server', 9),
        ssrf,
        injection,
      ]);
      expect(groups[0]!.kind, query).toBe('server');
      expect(urls(groups)[0], query).toBe('/servers/cloudron/');
      expect(urls(groups), query).not.toContain('/attacks/ssrf/');
    }
  });

  it('the vendor server comes before an archived one of the same name', () => {
    const groups = rankGroups('GitHub MCP Server', [
      server('mcp-archived-github', 'GitHub (archived reference server)', 0),
      server('github', 'GitHub MCP Server', 1),
      server('gitlab', 'GitLab (archived reference server)', 2),
    ]);
    expect(urls(groups)).toEqual(['/servers/github/', '/servers/mcp-archived-github/']);
    expect(
      urls(
        rankGroups('github', [
          server('mcp-archived-github', 'GitHub (archived reference server)', 0),
          server('github', 'GitHub MCP Server', 1),
        ]),
      )[0],
    ).toBe('/servers/github/');
    expect(
      urls(
        rankGroups('slack', [
          tool('slack_post_message', 0),
          server('mcp-archived-slack', 'Slack (archived reference server)', 5),
        ]),
      )[0],
    ).toBe('/servers/mcp-archived-slack/');
  });

  it('an exact tool name comes first, even when its server also matches by description', () => {
    const groups = rankGroups('cloudron_cancel_task', [
      server('cloudron', 'Cloudron MCP Server', 0, 'Manage a Cloudron: cancel a task, list apps.'),
      ...cloudronTools,
      ssrf,
      injection,
    ]);
    expect(urls(groups)[0]).toBe('/servers/s/cloudron_cancel_task/');
    expect(groups[0]!.kind).toBe('tool');
    expect(urls(groups).filter((u) => u.startsWith('/attacks/'))).toEqual([]);
  });

  it('the words of a name find the tool; prose matched on "can" is dropped', () => {
    const groups = rankGroups('cancel task', [ssrf, injection, ...cloudronTools]);
    expect(urls(groups)).toEqual(['/servers/s/cloudron_cancel_task/']);
  });

  it('tools whose names match come before description matches, a synonym in a name counts as the word, and prose comes last', () => {
    const prose = attack('data-exfiltration', 'Data exfiltration', 'Send email to the attacker with the data.', 0);
    const groups = rankGroups('send email', [
      prose,
      tool('mail_send', 3, 'Posts a message.'),
      tool('notify', 1, 'Can send an email to a user.'),
      tool('send_email', 2),
    ]);
    expect(groups.map((g) => g.kind)).toEqual(['tool', 'attack']);
    expect(groups[0]!.items.map((i) => [i.title, i.tier])).toEqual([
      ['send_email', 0.5],
      ['mail_send', 2],
      ['notify', 3],
    ]);
    expect(tierOf(parseQuery('email send'), tool('mail_send_email', 0))).toBe(2);
  });

  it('a tool is found by the words of its name and of its server together', () => {
    const playwright = { slug: 'playwright', name: 'Playwright MCP (@playwright/mcp)' };
    const cookie: Candidate = { ...tool('browser_cookie_get', 3, 'Get a cookie by name.'), server: playwright };
    const other: Candidate = {
      ...tool('open_drawio_mermaid', 0, 'Opens a diagram.'),
      server: { slug: 'drawio', name: '@drawio/mcp' },
    };
    for (const query of ['playwright cookie', 'browser cookie get playwright']) {
      const groups = rankGroups(query, [other, cookie]);
      expect(urls(groups), query).toEqual(['/servers/s/browser_cookie_get/']);
      expect(groups[0]!.items[0]!.tier, query).toBe(2.5);
    }
  });

  it("a query naming a server lists that server's own tools before a tool that only mentions it", () => {
    const github = { slug: 'github', name: 'GitHub MCP Server' };
    const mention: Candidate = {
      ...tool('github_apps', 0, 'List GitHub apps.'),
      server: { slug: 'coolify', name: '@masonator/coolify-mcp' },
    };
    const own: Candidate = { ...tool('actions_list', 4, 'List workflows.'), server: github };
    const archived: Candidate = {
      ...tool('search_code', 1, 'Search code.'),
      url: '/servers/mcp-archived-github/search_code/',
      server: { slug: 'mcp-archived-github', name: 'GitHub (archived reference server)' },
    };
    const groups = rankGroups('github', [mention, archived, own, server('github', 'GitHub MCP Server', 9)]);
    expect(groups.map((g) => g.kind)).toEqual(['server', 'tool']);
    expect(groups[1]!.items.map((i) => i.title)).toEqual(['actions_list', 'search_code', 'github_apps']);
    // A word that only starts a server's name does not make its tools the answer: "read" is not "readwise".
    expect(
      tierOf(parseQuery('read'), {
        ...tool('save_highlight', 0, 'Save.'),
        server: { slug: 'readwise', name: 'Readwise' },
      }),
    ).toBeUndefined();
  });

  it('puts tools before servers when only descriptions matched, servers first when names did', () => {
    const pg = server('awslabs-postgres', 'PostgreSQL MCP Server', 0, 'Runs read-only SQL queries on Aurora.');
    const query = tool('query', 3, 'Run a read-only SQL query');
    expect(rankGroups('read-only SQL query', [pg, query]).map((g) => g.kind)).toEqual(['tool', 'server']);
    expect(rankGroups('postgresql', [pg, { ...query, text: 'Run a PostgreSQL query' }]).map((g) => g.kind)).toEqual([
      'server',
      'tool',
    ]);
  });

  it('drops what Pagefind found by stemming a name into another word ("stripe" → "strip")', () => {
    const strips = tool('fetch_readable', 0, 'Strips away navigation and ads from a page.');
    expect(rankGroups('stripe', [strips])).toEqual([]);
    expect(urls(rankGroups('strips', [strips]))).toEqual(['/servers/s/fetch_readable/']);
  });

  it('counts each group, including results not read yet, without counting a name match twice', () => {
    const names = Array.from({ length: 12 }, (_, i) => tool(`cloudron_t${i}`, i));
    const read = names.slice(0, 5).map((c) => ({ ...c, text: 'Cloudron.' }));
    const groups = rankGroups('cloudron', [...names, ...read], { tool: 7 });
    expect(groups[0]!.total).toBe(12);
    expect(rankGroups('cloudron', read, { tool: 7 })[0]!.total).toBe(12);
  });

  it('filters alone (no words) list everything they let through, records first', () => {
    const groups = rankGroups('', [ssrf, tool('a', 0)]);
    expect(groups.map((g) => g.kind)).toEqual(['tool', 'attack']);
  });

  it('tiers a server named in full, by its words, and by its description', () => {
    const q = (text: string) => parseQuery(text);
    const c = server('cloudron', 'Cloudron MCP Server', 0, 'Published by serenichron.');
    expect(tierOf(q('cloudron'), c)).toBe(0);
    expect(tierOf(q('cloudron mcp'), c)).toBe(0.5);
    // By its slug's words only: after the server whose name the query is.
    expect(tierOf(q('filesystem'), server('mcp-filesystem-server', 'Filesystem MCP Server (mark3labs)', 0))).toBe(0.6);
    expect(tierOf(q('filesystem'), server('mcp-ref-filesystem', 'Filesystem (reference server)', 1))).toBe(0.5);
    expect(tierOf(q('clou'), c)).toBe(1);
    expect(tierOf(q('serenichron'), c)).toBe(3);
    expect(tierOf(q('cloud'), { ...c, text: undefined })).toBe(1);
    expect(tierOf(q('kubernetes'), c)).toBeUndefined();
  });
});

describe('what the page says', () => {
  it('an excerpt is plain text around the first match, with matching words marked', () => {
    const text = 'Lists things. '.repeat(10) + 'Cancel a running async operation (kill switch). Returns the task.';
    const segments = excerpt(text, parseQuery('kill switch'), 10);
    const joined = segments.map((s) => s.text).join('');
    expect(joined.startsWith('… ')).toBe(true);
    expect(joined).toContain('(kill switch)');
    expect(segments.filter((s) => s.mark).map((s) => s.text)).toEqual(['(kill switch).']);
    expect(joined).not.toMatch(/</);
  });

  it('an excerpt shows the words, not the Markdown or template code around them', () => {
    const text =
      "{'' if SUPPRESS_DEPRECATION_WARNING else DEPRECATION_MESSAGE}\n\n    **Purpose:** Execute AWS CLI commands in {DEFAULT_REGION}.\n## Instructions:\n- Use `--region` for [other regions](https://x.example/r).";
    const shown = excerpt(text, parseQuery('aws'), 40)
      .map((s) => s.text)
      .join('');
    expect(shown).toBe(
      'Purpose: Execute AWS CLI commands in {DEFAULT_REGION}. Instructions: Use --region for other regions.',
    );
    expect(plainText('Returns { error: "confirmation_required" } for /repos/{owner}/{repo}')).toBe(
      'Returns { error: "confirmation_required" } for /repos/{owner}/{repo}',
    );
    expect(plainText('Refund a payment\n\nIssue a full refund.\n\nDone.')).toBe(
      'Refund a payment. Issue a full refund. Done.',
    );
    expect(plainText('<b>Bold</b> and *italic* and snake_case_name and 2 * 3')).toBe(
      'Bold and italic and snake_case_name and 2 * 3',
    );
  });

  it('says which words of a query are in nothing, and what the others find', () => {
    expect(partialText('stripe refund', ['stripe'], ['refund'])).toBe(
      'Nothing has every word of “stripe refund”: “stripe” is in no tool, server or page of the catalogue. What “refund” finds: ',
    );
    expect(partialText('a b c', ['a', 'b'], ['c'])).toContain('“a” and “b” are in no tool');
    expect(partialText('firefox dialog', [], ['firefox', 'dialog'])).toBe(
      'Nothing has every word of “firefox dialog”, but each word finds results alone. ',
    );
    expect(partialText('zzz qqq', ['zzz', 'qqq'], [])).toBe('');
  });

  it('the status counts each group, and says plainly when no tool or server matches', () => {
    const groups = rankGroups('send email', [attack('x', 'X', 'send an email', 0)]);
    expect(statusText('send email', groups)).toBe(
      'No tool or server matches “send email”. 1 result: 1 attack pattern.',
    );
    expect(statusText('zzz', [])).toBe('No results: no tool, server or page matches “zzz”.');
    expect(
      statusText('cloudron', rankGroups('cloudron', [...cloudronTools, server('cloudron', 'Cloudron MCP Server', 0)])),
    ).toBe('5 results: 1 server, 4 tools.');
  });

  it('offers close names for a typo, closest first, each once', () => {
    expect(closeNames('cloudorn', ['cloudron', 'cloudflare', 'Cloudron', 'git'])).toEqual(['cloudron']);
    expect(closeNames('cancel tsak', ['cancel_task', 'cancel_tasks', 'zzz'])).toEqual(['cancel_task', 'cancel_tasks']);
    expect(closeNames('qqqq', ['cloudron'])).toEqual([]);
  });
});

describe('servers in the name index', () => {
  const entry = (name: string, server: string): NameEntry => ({
    name,
    server,
    serverName: `${server} server`,
    category: 'Read',
    risk: 'low',
    verdict: 'Allow',
  });
  const tools = [
    entry('cloudron_cancel_task', 'cloudron'),
    entry('slack_post_message', 'mcp-archived-slack'),
    entry('get_user', 'github'),
  ];
  const servers = [
    { slug: 'cloudron', name: 'Cloudron MCP Server', tools: 36 },
    { slug: 'mcp-archived-slack', name: 'Slack (archived reference server)', tools: 8 },
    { slug: 'github', name: 'GitHub MCP Server', tools: 117 },
  ];
  const built = buildNameIndex(tools, 90, servers);
  const files = new Map(built.shards.map((s) => [s.file, JSON.parse(s.text) as NameShard]));
  const load = async (file: string) => files.get(file)!;

  it('keys a server by its whole name, its slug and the words of both, without filler', () => {
    expect(serverNameKeys('Slack (archived reference server)', 'mcp-archived-slack').sort()).toEqual([
      'mcp-archived-slack',
      'slack',
      'slack (archived reference server)',
    ]);
  });

  it('finds a server by any word of its name, across shards, exact keys first, each server once', async () => {
    expect(built.shards.length).toBeGreaterThan(2);
    expect(built.manifest.servers).toBe(3);
    expect((await lookupServers(built.manifest, load, 'slack')).map((s) => [s.slug, s.exact, s.tools])).toEqual([
      ['mcp-archived-slack', true, 8],
    ]);
    expect((await lookupServers(built.manifest, load, 'Git')).map((s) => s.slug)).toEqual(['github']);
    expect((await lookupServers(built.manifest, load, 'cloudron mcp server')).map((s) => s.url)).toEqual([
      '/servers/cloudron/',
    ]);
    expect(await lookupServers(built.manifest, load, 'kubernetes')).toEqual([]);
  });

  it('still finds tools by name alone, and offers the names near a query', async () => {
    expect((await lookupNames(built.manifest, load, 'slack')).map((m) => m.name)).toEqual(['slack_post_message']);
    expect((await lookupNames(built.manifest, load, 'cloudron_cancel_task'))[0]).toMatchObject({
      exact: true,
      server: 'cloudron',
    });
    expect(await nearbyNames(built.manifest, load, 'cloudorn')).toContain('cloudron');
  });
});

describe('the query set', () => {
  it('has at least 100 queries, at least four of every kind, each once', () => {
    expect(QUERY_SET.length).toBeGreaterThanOrEqual(100);
    const kinds: QueryKind[] = [
      'server name',
      'exact tool name',
      'words of a name',
      'words of a description',
      'server and tool words',
      'synonym',
      'name not stemmed',
      'some words match nothing',
      'own tools first',
      'prose',
    ];
    for (const kind of kinds) expect(QUERY_SET.filter((q) => q.kind === kind).length, kind).toBeGreaterThanOrEqual(4);
    const keys = QUERY_SET.map((q) => `${q.kind}: ${q.query}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('expects pages that exist in the catalogue', () => {
    for (const q of QUERY_SET) {
      const server = /^\/servers\/([^/*]+)\//.exec(q.expect)?.[1];
      if (server) expect(existsSync(`data/servers/${server}/server.yaml`), `${q.query}: ${q.expect}`).toBe(true);
      const tool = /^\/servers\/[^/*]+\/([^/*]+)\/$/.exec(q.expect)?.[1];
      if (server && tool)
        expect(existsSync(`data/servers/${server}/tools/${tool}.yaml`), `${q.query}: ${q.expect}`).toBe(true);
      const attack = /^\/attacks\/([^/]+)\/$/.exec(q.expect)?.[1];
      if (attack) expect(existsSync(`data/attacks/${attack}.yaml`), q.expect).toBe(true);
    }
  });

  it('covers the four kinds of query, with server names and exact names expected first', () => {
    const kinds = new Set(QUERY_SET.map((q) => q.kind));
    for (const kind of ['server name', 'exact tool name', 'words of a name', 'words of a description'] as const)
      expect(kinds).toContain(kind);
    // A server's name is first, unless another server is named by the query as well (its name is the query's
    // words, or holds every one of them) and the set says so (within 5).
    const servers = readdirSync('data/servers').map((slug) => ({
      slug,
      name: /^name: "?(.*?)"?$/m.exec(readFileSync(`data/servers/${slug}/server.yaml`, 'utf8'))![1]!,
    }));
    for (const q of QUERY_SET.filter((q) => q.kind === 'server name')) {
      const named = servers.filter(
        (s) =>
          (tierOf(parseQuery(q.query), {
            kind: 'server',
            url: `/servers/${s.slug}/`,
            title: s.name,
            slug: s.slug,
            order: 0,
          }) ?? Infinity) <= 1,
      );
      if (q.within !== 1)
        expect(named.length, `${q.query} names only ${named.map((s) => s.slug).join(', ')}`).toBeGreaterThan(1);
    }
    // An exact tool name is first unless several servers name a tool that; then the set says so (within 5).
    for (const q of QUERY_SET.filter((q) => q.kind === 'exact tool name')) {
      const servers = readdirSync('data/servers').filter((slug) =>
        existsSync(`data/servers/${slug}/tools/${q.query}.yaml`),
      );
      expect(servers.length, q.query).toBeGreaterThan(0);
      expect(q.within, `${q.query} is named by ${servers.join(', ')}`).toBe(servers.length > 1 ? 5 : 1);
    }
  });

  it('is generated for any catalogue, leaving out names two records share', () => {
    const set = generateQuerySet({
      servers: [
        { slug: 'a', name: 'Alpha MCP Server' },
        { slug: 'b', name: 'Beta' },
        { slug: 'c', name: 'beta' },
      ],
      tools: [
        { server: 'a', name: 'refundPayment', description: 'Refunds a captured payment to the card.' },
        { server: 'b', name: 'refundPayment', description: 'Same name.' },
        { server: 'a', name: 'list.items', description: 'Lists the items.' },
      ],
    });
    expect(set.filter((q) => q.kind === 'server name').map((q) => q.query)).toEqual(['Alpha MCP Server']);
    expect(set.filter((q) => q.kind === 'exact tool name').map((q) => q.query)).toEqual(['list.items']);
    expect(set.filter((q) => q.kind === 'words of a name').map((q) => q.query)).toEqual([
      'refund payment',
      'refund payment',
      'list items',
    ]);
    expect(set.filter((q) => q.kind === 'server and tool words').map((q) => q.query)).toEqual(['refund payment b']);
    expect(set.find((q) => q.kind === 'words of a description')).toMatchObject({
      query: 'refunds captured payment card',
      expect: '/servers/a/refundPayment/',
      within: 5,
    });
  });

  it('scores top-1 and top-5 rates and lists what missed its bar', () => {
    const [first, second] = QUERY_SET;
    const score = scoreQueries([
      { query: first!, results: [first!.expect] },
      { query: second!, results: ['/x/', '/y/', second!.expect] },
    ]);
    expect(score).toMatchObject({ queries: 2, top1: 0.5, top5: 1, met: 0.5 });
    expect(score.misses).toEqual([{ query: second!.query, expect: second!.expect, position: 3, first: '/x/' }]);
  });

  it('reads "*" in an expectation as any characters but "/", counts among tools when asked, and scores an empty answer', () => {
    expect(expectedUrl('/servers/github/*/', '/servers/github/actions_list/')).toBe(true);
    expect(expectedUrl('/servers/github/*/', '/servers/github/')).toBe(false);
    expect(expectedUrl('/servers/playwright/browser_cookie_*/', '/servers/playwright/browser_cookie_get/')).toBe(true);
    const own = {
      query: 'github',
      kind: 'own tools first',
      expect: '/servers/github/*/',
      within: 1,
      among: 'tools',
    } as const;
    expect(position({ query: own, results: ['/servers/github/', '/servers/github/actions_list/'] })).toBe(1);
    expect(position({ query: own, results: ['/servers/coolify/github_apps/', '/servers/github/actions_list/'] })).toBe(
      2,
    );
    const none = { query: 'stripe', kind: 'name not stemmed', expect: '', within: 1 } as const;
    expect(position({ query: none, results: ['/attacks/ssrf/'] })).toBe(1);
    expect(position({ query: none, results: ['/servers/s/fetch_readable/'] })).toBeNull();
  });

  it('counts the same tool name on another server as the same answer, and nothing else', () => {
    const query = { query: 'post_note', kind: 'exact tool name', expect: '/servers/a/post_note/', within: 1 } as const;
    expect(scoreQueries([{ query, results: ['/servers/b/post_note/', '/servers/a/post_note/'] }]).top1).toBe(1);
    expect(scoreQueries([{ query, results: ['/servers/a/post_notes/', '/servers/a/post_note/'] }]).top1).toBe(0);
    expect(scoreQueries([{ query, results: ['/servers/post_note/'] }]).misses).toHaveLength(1);
  });
});

describe('every shape of tool name', async () => {
  // Fixtures, not the catalogue: it may hold no camelCase or dotted name today, and a test that
  // samples it would silently test nothing for the shapes it lacks.
  const { default: shapes } = await import('./fixtures/name-shapes.json', { with: { type: 'json' } });
  const entries: NameEntry[] = Object.values(shapes).map((name) => ({
    name,
    server: 's',
    serverName: 'S',
    category: 'Read',
    risk: 'low',
    verdict: 'Allow',
  }));
  const built = buildNameIndex(entries, 60);
  const files = new Map(built.shards.map((s) => [s.file, JSON.parse(s.text) as NameShard]));
  const load = async (file: string) => files.get(file)!;
  const asCandidates = entries.map((e, i) => tool(e.name, i, 'A tool.'));

  it.each(Object.entries(shapes))(
    '%s (%s): first by its exact name, and found by the words of its name',
    async (_shape, name) => {
      const exact = await lookupNames(built.manifest, load, name);
      expect(exact[0]).toMatchObject({ name, exact: true });
      const byName = rankGroups(name, asCandidates);
      expect(byName[0]!.items[0]!.title).toBe(name);
      const words = nameWords(name).join(' ');
      const byWords = rankGroups(words, asCandidates);
      // browserNavigate and browser.navigate have the same words: either may come first, both before anything else.
      const best = byWords[0]!.items.filter((i) => i.tier === byWords[0]!.items[0]!.tier);
      expect(
        best.map((i) => i.title),
        words,
      ).toContain(name);
      expect(best.length).toBeLessThanOrEqual(2);
      expect(byWords[0]!.items[0]!.tier).toBeLessThanOrEqual(2);
    },
  );
});

describe('reading on into the word search (readMore)', () => {
  // Tools that only say "cancel" and "task" in their descriptions, in the order Pagefind gave them.
  const described = (i: number) => tool(`job_${i}`, i, 'Cancel a queued task.');
  const view = 12;

  it('reads on while the group has fewer results than it shows first, or has none', () => {
    expect(readMore([], 'tool', view, new Set())).toBe(true);
    const few = Array.from({ length: 5 }, (_, i) => described(i));
    expect(readMore(rankGroups('cancel task', few), 'tool', view, new Set(few.map((c) => c.url)))).toBe(true);
  });

  it('reads on while the page just read brought a result into view, and stops at the first that did not', () => {
    const first = Array.from({ length: 12 }, (_, i) => described(i));
    const groups = rankGroups('cancel task', first);
    expect(readMore(groups, 'tool', view, new Set(first.map((c) => c.url)))).toBe(true);
    // A later page of description matches ranks after them (same tier, later order): nothing new in view.
    const later = Array.from({ length: 24 }, (_, i) => described(12 + i));
    expect(
      readMore(rankGroups('cancel task', [...first, ...later]), 'tool', view, new Set(later.map((c) => c.url))),
    ).toBe(false);
    // A name match in that page comes first, so the page after it is read too.
    const named = tool('cloudron_cancel_task', 20);
    const withName = [...later.slice(0, 8), named, ...later.slice(9)];
    const ranked = rankGroups('cancel task', [...first, ...withName]);
    expect(ranked[0]!.items[0]!.url).toBe(named.url);
    expect(readMore(ranked, 'tool', view, new Set(withName.map((c) => c.url)))).toBe(true);
  });

  it('finds a name match far down the order by reading pages until one changes nothing', () => {
    // Pagefind's order: 30 description matches, then the tool whose name has both words, then 100 more.
    const order = [
      ...Array.from({ length: 30 }, (_, i) => described(i)),
      tool('cloudron_cancel_task', 30),
      ...Array.from({ length: 100 }, (_, i) => described(31 + i)),
    ];
    // What the search page does: a first page of 12, then pages twice as long, while readMore says so.
    let read = 12;
    let size = 12;
    let justRead = new Set(order.slice(0, read).map((c) => c.url));
    while (read < order.length && readMore(rankGroups('cancel task', order.slice(0, read)), 'tool', view, justRead)) {
      size = Math.min(size * 2, 48);
      justRead = new Set(order.slice(read, read + size).map((c) => c.url));
      read += size;
    }
    expect(rankGroups('cancel task', order.slice(0, read))[0]!.items[0]!.title).toBe('cloudron_cancel_task');
    // It stopped once a page brought nothing new into view, without reading all 131.
    expect(read).toBeLessThan(order.length);
  });
});

/**
 * Search, in the browser. Two indexes answer a query:
 *
 * - the tool-name index (/names/, src/lib/search/name-index.ts): exact and prefix
 *   matches on a tool's name, from a small manifest and usually one shard of a
 *   few KB, so a name shows up at once even at 250,000 tools;
 * - Pagefind: the words of names and descriptions, and the filters. It runs in a
 *   worker (pagefind-worker.ts), so none of it blocks the page.
 *
 * On the search page, name matches are shown at once, then the word matches
 * join them; src/lib/search/rank.ts ranks and groups them all (servers, tools,
 * attack patterns, docs) and this module only fetches and draws. Pagefind is
 * asked once per kind (a "kind" filter the records carry, and the site's pages
 * get when their index is merged), so each group has its count and its own
 * "Show more". In the search boxes of other pages
 * this module only suggests tool names (a datalist); site.ts imports it the
 * first time such a box gets focus, so no page loads search code before that.
 *
 * Results render as plain DOM nodes (excerpts are plain text cut by rank.ts from
 * the description or page text, never Pagefind's HTML), and the query and filters live in the URL so a
 * search can be shared.
 */
import {
  MANIFEST_FILE,
  NAME_INDEX_DIR,
  lookupNames,
  lookupServers,
  nearbyNames,
  type NameEntry,
  type NameManifest,
  type NameMatch,
  type NameShard,
  type ServerMatch,
} from '../lib/search/name-index.ts';
import { closeNames } from '../lib/text/did-you-mean.ts';
import { parseQuery } from '../lib/search/query.ts';
import {
  partialText,
  proseKind,
  rankGroups,
  readMore,
  statusText,
  type Candidate,
  type Group,
  type Kind,
  type Ranked,
  type Segment,
} from '../lib/search/rank.ts';
import { META_DESCRIPTION, META_SERVER_NAME, META_SUBTITLE, META_TOOLS } from '../lib/search/sources.ts';
import { pagefindInWorker, type SearchIndex } from './pagefind-client.ts';

/** Pagefind, in a worker: none of it runs on the page's thread (see pagefind-client.ts). */
let pagefind: SearchIndex<PagefindData> | undefined;
const loadPagefind = () => (pagefind ??= pagefindInWorker<PagefindData>());

const NAMES = `/${NAME_INDEX_DIR}/`;
let manifest: Promise<NameManifest | undefined> | undefined;
const shards = new Map<string, Promise<NameShard>>();
/** The manifest, or undefined when the site has no name index (search then falls back to Pagefind alone). */
function loadManifest(): Promise<NameManifest | undefined> {
  manifest ??= fetch(`${NAMES}${MANIFEST_FILE}`)
    .then((response) => (response.ok ? (response.json() as Promise<NameManifest>) : undefined))
    .catch(() => undefined);
  return manifest;
}
function loadShard(file: string, build: string): Promise<NameShard> {
  let shard = shards.get(file);
  if (!shard) {
    shard = fetch(`${NAMES}${file}?v=${build}`).then((response) => {
      if (!response.ok) throw new Error(`name index shard ${file}: HTTP ${response.status}`);
      return response.json() as Promise<NameShard>;
    });
    shard.catch(() => shards.delete(file));
    shards.set(file, shard);
  }
  return shard;
}
async function findServers(word: string): Promise<ServerMatch[]> {
  const index = await loadManifest();
  if (!index) return [];
  try {
    return await lookupServers(index, (file) => loadShard(file, index.build), word);
  } catch {
    return [];
  }
}
async function findNames(query: string, limit: number, accept?: (entry: NameEntry) => boolean): Promise<NameMatch[]> {
  const index = await loadManifest();
  if (!index) return [];
  try {
    return await lookupNames(index, (file) => loadShard(file, index.build), query, { limit, accept });
  } catch {
    return [];
  }
}

interface PagefindData {
  url: string;
  content: string;
  meta: Record<string, string>;
  filters: Record<string, string[]>;
}

const segmentNodes = (segments: readonly Segment[]): Node[] =>
  segments.map((segment) => {
    if (!segment.mark) return document.createTextNode(segment.text);
    const mark = document.createElement('mark');
    mark.textContent = segment.text;
    return mark;
  });

function resultItem(row: Ranked): HTMLLIElement {
  const li = document.createElement('li');
  const link = document.createElement('a');
  link.href = row.url;
  const title = document.createElement('strong');
  title.textContent = row.title;
  link.append(title);
  li.append(link);
  if (row.where) {
    const where = document.createElement('div');
    where.className = 'source-line';
    where.textContent = row.where;
    li.append(where);
  }
  if (row.excerpt && row.excerpt.length > 0) {
    const excerpt = document.createElement('p');
    excerpt.append(...segmentNodes(row.excerpt));
    li.append(excerpt);
  }
  return li;
}

const toolWhere = (
  server: string | undefined,
  category: string | undefined,
  risk: string | undefined,
  verdict: string | undefined,
  note?: string,
) => [server, category, risk && `${risk} risk`, verdict, note].filter(Boolean).join(' · ');

/** A tool the name index found; "exact name" when its name is what was typed (not the words of it joined by "_"). */
const nameCandidate =
  (typed: string) =>
  (match: NameMatch, order: number): Candidate => ({
    kind: 'tool',
    url: match.url,
    title: match.name,
    server: { slug: match.server, name: match.serverName },
    where: toolWhere(
      match.serverName,
      match.category,
      match.risk,
      match.verdict,
      match.exact && match.name.toLowerCase() === typed.toLowerCase() ? 'exact name' : undefined,
    ),
    order,
  });
const serverWhere = (tools: number | undefined) =>
  tools === undefined ? 'Server' : `Server · ${tools} tool${tools === 1 ? '' : 's'}`;
const serverCandidate = (match: ServerMatch, order: number): Candidate => ({
  kind: 'server',
  url: match.url,
  title: match.name,
  slug: match.slug,
  where: serverWhere(match.tools),
  order,
});
const slugOf = (url: string) => /\/servers\/([^/]+)\//.exec(new URL(url, location.href).pathname)?.[1];
function pagefindCandidate(kind: 'tool' | 'server' | 'prose', data: PagefindData, order: number): Candidate {
  const title = data.meta.title ?? data.url;
  if (kind === 'tool') {
    const f = data.filters;
    const slug = f.server?.[0];
    const serverName = data.meta[META_SERVER_NAME] ?? slug;
    return {
      kind,
      url: data.url,
      title,
      ...(slug && serverName ? { server: { slug, name: serverName } } : {}),
      where: toolWhere(serverName, f.category?.[0], f.risk?.[0], f.verdict?.[0]),
      text: [data.meta[META_SUBTITLE], data.meta[META_DESCRIPTION]].filter(Boolean).join('. '),
      order,
    };
  }
  if (kind === 'server')
    return {
      kind,
      url: data.url,
      title,
      slug: slugOf(data.url),
      where: serverWhere(data.meta[META_TOOLS] === undefined ? undefined : Number(data.meta[META_TOOLS])),
      text: data.content,
      summary: data.meta[META_DESCRIPTION],
      order,
    };
  return { kind: proseKind(data.url), url: data.url, title, text: data.content, order };
}

/**
 * Lets the browser paint and answer input before the next step: ranking and drawing the results
 * are each their own task, not one long one with the replies they follow.
 */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** How many of each group show at first, and how many more each "Show more" adds. */
const FIRST: Record<Kind, number> = { server: 5, tool: 10, attack: 5, doc: 5 };
const MORE = 20;
/** A group shows every result rather than hide this many or fewer behind a button. */
const SLACK = 2;
type Source = 'tool' | 'server' | 'prose';
const SOURCES: readonly Source[] = ['tool', 'server', 'prose'];
/**
 * Pagefind results read at first, per kind: what each group shows and the few it shows rather than hide (SLACK),
 * so the ranking has some to reorder and a short group is shown whole (each is a request for its fragment;
 * fewer make the first answer sooner). Attack patterns and docs share one index. Tools and servers are then read
 * on, a longer page at a time, while a page changes what the group shows first (readOn).
 */
const BATCH: Record<Source, number> = { tool: FIRST.tool + SLACK, server: FIRST.server + SLACK, prose: 10 };
/** Pagefind results read at a time to tell whether one word of a query finds anything by itself (see findsAlone). */
const PROBE = 10;
/** The largest page read on (readOn), and the most results of a kind read before the first answer. */
const PAGE_MOST = 48;
const READ_MOST = 300;
/** A query names a server when that server's tier is at most this (its slug or name, or the words of its name); */
const NAMED_SERVER_TIER = 0.6;
/** the tools of at most this many such servers are asked for apart, this many of each. */
const NAMED_SERVERS = 2;
const OWN_TOOLS = 5;

/** What Pagefind is asked: the query without filler words ("GitHub MCP Server" asks for "github"), or all of it. */
const pagefindTerm = (query: string): string | null => {
  const q = parseQuery(query);
  if (!q.raw) return null;
  return q.significant.length < q.words.length ? q.significant.join(' ') : q.raw;
};

/** The search page: #q, its filters and the grouped results. */
function searchPage(input: HTMLInputElement) {
  const form = document.querySelector<HTMLFormElement>('#search-page-form')!;
  const status = document.querySelector<HTMLElement>('#search-status')!;
  const suggest = document.querySelector<HTMLElement>('#search-suggest')!;
  const results = document.querySelector<HTMLElement>('#search-results')!;
  const selects = [...document.querySelectorAll<HTMLSelectElement>('[data-filter]')];

  function currentFilters(): Record<string, string> {
    const filters: Record<string, string> = {};
    for (const select of selects) if (select.value) filters[select.dataset.filter!] = select.value;
    return filters;
  }
  /** Name matches obey the same filters as Pagefind's results. */
  const acceptFor = (filters: Record<string, string>) => (entry: NameEntry) =>
    (!filters.server || entry.server === filters.server) &&
    (!filters.category || entry.category === filters.category) &&
    (!filters.risk || entry.risk === filters.risk) &&
    (!filters.verdict || entry.verdict === filters.verdict);

  function syncUrl(query: string) {
    const params = new URLSearchParams();
    if (query) params.set('q', query);
    for (const [key, value] of Object.entries(currentFilters())) params.set(key, value);
    const search = params.toString();
    history.replaceState(null, '', search ? `?${search}` : location.pathname);
  }

  interface Found {
    results: Array<{ data(): Promise<PagefindData> }>;
    read: number;
    candidates: Candidate[];
  }
  /** One query's state: what was fetched, and how much of each group is shown. */
  interface Run {
    query: string;
    names: Candidate[];
    found: Record<Source, Found>;
    /** Tools of the servers the query names, asked for apart (see wordSearch). */
    ownTools: Candidate[];
    shown: Record<Kind, number>;
  }
  const newRun = (query: string): Run => ({
    query,
    names: [],
    ownTools: [],
    found: {
      tool: { results: [], read: 0, candidates: [] },
      server: { results: [], read: 0, candidates: [] },
      prose: { results: [], read: 0, candidates: [] },
    },
    shown: { ...FIRST },
  });
  let current: Run | undefined;
  let generation = 0;

  const rank = (run: Run) => {
    const candidates = [
      ...run.names,
      ...run.found.tool.candidates,
      ...run.ownTools,
      ...run.found.server.candidates,
      ...run.found.prose.candidates,
    ];
    const left = (k: Source) => run.found[k].results.length - run.found[k].read;
    // The named servers' tools are among the tool results: those not read yet are counted once, as read.
    const read = new Set(run.found.tool.candidates.map((c) => c.url));
    const ownUnread = run.ownTools.filter((c) => !read.has(c.url)).length;
    return rankGroups(run.query, candidates, {
      tool: Math.max(0, left('tool') - ownUnread),
      server: left('server'),
      ...(left('prose') > 0 ? { attack: left('prose') } : {}),
    });
  };

  /** Tools whose names are (or start with) the query, and servers its first word names, from the name index. */
  async function nameCandidates(query: string, filters: Record<string, string>): Promise<Candidate[]> {
    const q = parseQuery(query);
    const accept = acceptFor(filters);
    const keys = [...new Set([query, q.words.join('_')])].filter(Boolean);
    // A name written with "_" or "." or in camelCase is a tool's: no server is named like that, and skipping the lookup keeps an exact name to one shard.
    const serverWord = /[_.]|[a-z][A-Z]/.test(query) && !/\s/.test(query) ? undefined : q.significant[0];
    const onlyServerFilter = !filters.category && !filters.risk && !filters.verdict;
    const [toolLists, servers] = await Promise.all([
      Promise.all(keys.map((key) => findNames(key, 50, accept))),
      serverWord && onlyServerFilter ? findServers(serverWord) : Promise.resolve([]),
    ]);
    return [
      ...servers.filter((s) => !filters.server || s.slug === filters.server).map(serverCandidate),
      ...toolLists.flat().map(nameCandidate(query)),
    ];
  }

  /**
   * Pagefind's results for each kind, and the data of the first of each; false when a newer search took over.
   * When the query names a server ("github", "playwright"), that server's own tools are asked for too: among a
   * hundred tools that mention the word, the first few Pagefind returns may all be another server's.
   */
  async function wordSearch(run: Run, filters: Record<string, string>, isCurrent: () => boolean): Promise<boolean> {
    const pf = loadPagefind();
    const term = pagefindTerm(run.query);
    const named = rankGroups(
      run.query,
      run.names.filter((c) => c.kind === 'server' && (!filters.server || c.slug === filters.server)),
    )
      .flatMap((g) => g.items)
      .filter((s) => s.tier <= NAMED_SERVER_TIER)
      .slice(0, NAMED_SERVERS);
    const [responses, own] = await Promise.all([
      Promise.all(SOURCES.map((kind) => pf.search(term, { filters: { ...filters, kind } }))),
      Promise.all(named.map((s) => pf.search(term, { filters: { ...filters, kind: 'tool', server: s.slug! } }))),
    ]);
    if (!isCurrent() || responses.some((r) => !r)) return false;
    await Promise.all([
      ...SOURCES.map(async (kind, i) => {
        const found = run.found[kind];
        found.results = responses[i]!.results;
        const batch = found.results.slice(0, BATCH[kind]);
        const data = await Promise.all(batch.map((r) => r.data()));
        found.candidates = data.map((d, order) => pagefindCandidate(kind, d, order));
        found.read = batch.length;
      }),
      ...own.map(async (response) => {
        const data = await Promise.all((response?.results ?? []).slice(0, OWN_TOOLS).map((r) => r.data()));
        run.ownTools.push(...data.map((d, order) => pagefindCandidate('tool', d, order)));
      }),
    ]);
    if (!isCurrent()) return false;
    await Promise.all((['tool', 'server'] as const).map((kind) => readOn(run, kind, isCurrent)));
    return isCurrent();
  }

  /**
   * Reads further into one kind's results, a page at a time (each twice the last, up to PAGE_MOST), while the
   * page just read changed what the group shows first (readMore in rank.ts): Pagefind's order is not ours, and at
   * a few hundred servers the best answer may come well after its first results.
   */
  async function readOn(run: Run, kind: 'tool' | 'server', isCurrent: () => boolean): Promise<void> {
    const found = run.found[kind];
    let justRead = new Set(found.candidates.map((c) => c.url));
    let size = BATCH[kind];
    while (
      found.read < Math.min(found.results.length, READ_MOST) &&
      readMore(rank(run), kind, FIRST[kind] + SLACK, justRead)
    ) {
      size = Math.min(size * 2, PAGE_MOST);
      const batch = found.results.slice(found.read, found.read + size);
      const data = await Promise.all(batch.map((r) => r.data()));
      if (!isCurrent()) return;
      const more = data.map((d, i) => pagefindCandidate(kind, d, found.read + i));
      found.candidates.push(...more);
      found.read += batch.length;
      justRead = new Set(more.map((c) => c.url));
    }
  }

  /**
   * Whether a word (or phrase) of the query finds a tool, server or page by itself: a name, or a Pagefind result
   * that really matches. Each kind is asked apart and read a page at a time until one result really matches, so a
   * word is said to be in nothing only when no result of the index has it, however many results come before one
   * that does ("deputy": a hundred tools Pagefind matched on a fragment before the attack pattern that says it).
   */
  async function findsAlone(word: string, filters: Record<string, string>): Promise<boolean> {
    const pf = loadPagefind();
    const term = pagefindTerm(word);
    const [names, ...found] = await Promise.all([
      nameCandidates(word, filters),
      ...SOURCES.map((kind) => pf.search(term, { filters: { ...filters, kind } })),
    ]);
    if (rankGroups(word, names).length > 0) return true;
    // A search a newer one cut short answers null: the word is then not judged absent.
    if (found.some((f) => !f)) return true;
    // At most READ_MOST results of a kind are read: past that the word is not judged absent, so the probe's cost
    // does not grow with the catalogue (a common fragment matches thousands of tools at 250,000).
    const matches = async (kind: Source, results: Array<{ data(): Promise<PagefindData> }>) => {
      if (results.length > READ_MOST) return true;
      for (let at = 0; at < results.length; at += PROBE) {
        const data = await Promise.all(results.slice(at, at + PROBE).map((r) => r.data()));
        const read = data.map((d, i) => pagefindCandidate(kind, d, at + i));
        if (rankGroups(word, read).some((g) => g.items.length > 0)) return true;
      }
      return false;
    };
    const answers = await Promise.all(SOURCES.map((kind, i) => matches(kind, found[i]!.results)));
    return answers.some(Boolean);
  }

  function render(run: Run, groups: Group[], keepFocus = false) {
    const sections = groups.map((group) => {
      const section = document.createElement('section');
      section.className = 'search-group';
      section.dataset.kind = group.kind;
      const heading = document.createElement('h2');
      heading.textContent = `${group.many[0]!.toUpperCase()}${group.many.slice(1)} (${group.total})`;
      const list = document.createElement('ol');
      list.className = 'search-results';
      // A group a little longer than its first show is shown whole, not with a button for one or two more.
      if (group.total <= run.shown[group.kind] + SLACK)
        run.shown[group.kind] = Math.max(run.shown[group.kind], group.total);
      list.append(...group.items.slice(0, run.shown[group.kind]).map(resultItem));
      section.append(heading, list);
      const hidden = group.total - Math.min(run.shown[group.kind], group.items.length);
      if (hidden > 0) {
        const more = document.createElement('button');
        more.type = 'button';
        more.className = 'search-more';
        more.textContent = `Show more ${group.many} (${hidden} not shown)`;
        more.addEventListener('click', () => void showMore(run, group.kind));
        section.append(more);
      }
      return section;
    });
    // A keyboard user on a result keeps their place when the list fills in around it.
    const focused =
      keepFocus && results.contains(document.activeElement)
        ? (document.activeElement as HTMLAnchorElement).getAttribute('href')
        : null;
    results.replaceChildren(...sections);
    if (focused)
      [...results.querySelectorAll<HTMLAnchorElement>('li a')].find((a) => a.getAttribute('href') === focused)?.focus();
  }

  /** The words above the results: what was found, and, when some words found nothing, which. */
  let note = '';
  const setStatus = (run: Run, groups: Group[]) => {
    status.textContent = `${note}${statusText(run.query, groups)}`;
  };

  async function showMore(run: Run, kind: Kind) {
    if (run !== current) return;
    run.shown[kind] += MORE;
    const source = kind === 'tool' || kind === 'server' ? kind : 'prose';
    const found = run.found[source];
    if (found.read < found.results.length) {
      const batch = found.results.slice(found.read, found.read + MORE);
      const data = await Promise.all(batch.map((r) => r.data()));
      if (run !== current) return;
      found.candidates.push(...data.map((d, i) => pagefindCandidate(source, d, found.read + i)));
      found.read += batch.length;
    }
    const groups = rank(run);
    render(run, groups);
    setStatus(run, groups);
    results.querySelector<HTMLElement>(`[data-kind="${kind}"] li:nth-child(${run.shown[kind] - MORE + 1}) a`)?.focus();
  }

  const searchLink = (query: string, text = query) => {
    const link = document.createElement('a');
    link.href = `?q=${encodeURIComponent(query)}`;
    link.textContent = text;
    return link;
  };

  async function suggestClose(query: string, isCurrent: () => boolean) {
    suggest.replaceChildren();
    const index = await loadManifest();
    if (!index) return;
    const q = parseQuery(query);
    const nearby = new Set<string>();
    for (const key of new Set([q.key, q.words.join('_'), ...q.significant])) {
      try {
        for (const name of await nearbyNames(index, (file) => loadShard(file, index.build), key)) nearby.add(name);
      } catch {
        // A shard that does not load offers no names.
      }
    }
    const close = closeNames(query, [...nearby]);
    if (close.length === 0 || !isCurrent()) return;
    suggest.append('Did you mean ');
    close.forEach((name, i) => {
      if (i > 0) suggest.append(i === close.length - 1 ? ' or ' : ', ');
      suggest.append(searchLink(name));
    });
    suggest.append('?');
  }

  async function run(debounce: boolean) {
    const query = input.value.trim();
    const filters = currentFilters();
    syncUrl(query);
    const mine = ++generation;
    const isCurrent = () => mine === generation;
    suggest.replaceChildren();
    note = '';
    if (!query && Object.keys(filters).length === 0) {
      results.replaceChildren();
      status.textContent = '';
      results.setAttribute('aria-busy', 'false');
      current = undefined;
      return;
    }
    // Busy until the word search has answered: names shown first are not the whole answer.
    results.setAttribute('aria-busy', 'true');
    status.textContent = 'Searching…';
    // Made now, so the worker loads Pagefind while the name index answers.
    loadPagefind();
    const state = newRun(query);
    if (query) {
      state.names = await nameCandidates(query, filters);
      if (!isCurrent()) return;
      current = state;
      await nextTask();
      if (!isCurrent()) return;
      const groups = rank(state);
      if (groups.length > 0) {
        // Names first, at once; the word search fills in below.
        render(state, groups);
        status.textContent = `${statusText(query, groups).replace(/\.$/, '')}; searching descriptions…`;
      }
    }
    current = state;
    // Typing: wait until the keys stop for a moment. (Pagefind's own debouncedSearch answers null to all but
    // the last of several calls, and the page asks three searches at once.)
    if (debounce) await new Promise((resolve) => setTimeout(resolve, 150));
    if (!isCurrent() || !(await wordSearch(state, filters, isCurrent))) return;
    await nextTask();
    if (!isCurrent()) return;
    let shown = state;
    let groups = rank(state);
    const q = parseQuery(query);
    const noRecord = !groups.some((g) => g.kind === 'tool' || g.kind === 'server');
    // Whether some words found nothing at all, and whether the full query had a tool or server.
    let partialDead = false;
    const partialRecords = !noRecord;
    // Only when nothing at all has every word: a page of the docs or an attack pattern may have them all
    // ("confused deputy"), and then the page must not say that nothing has.
    if (groups.length === 0 && q.units.length > 1) {
      // Nothing has every word: say which words find nothing at all, and show what the others find.
      const words = q.units.map((unit) => unit.words.join(' '));
      const alone = await Promise.all(words.map((word) => findsAlone(word, filters)));
      if (!isCurrent()) return;
      const dead = words.filter((_, i) => !alone[i]);
      const live = words.filter((_, i) => alone[i]);
      if (live.length > 0 && dead.length > 0) {
        const rest = newRun(live.join(' '));
        rest.names = await nameCandidates(rest.query, filters);
        if (!isCurrent() || !(await wordSearch(rest, filters, isCurrent))) return;
        shown = rest;
        groups = rank(rest);
      }
      note = partialText(query, dead, live);
      partialDead = dead.length > 0;
      if (dead.length === 0) {
        suggest.append('Each word alone: ');
        live.forEach((word, i) => {
          if (i > 0) suggest.append(', ');
          suggest.append(searchLink(word));
        });
        suggest.append('.');
      }
    }
    current = shown;
    await nextTask();
    if (!isCurrent()) return;
    render(shown, groups, true);
    setStatus(shown, groups);
    results.setAttribute('aria-busy', 'false');
    // Close names when nothing has every word: a typo ("cloudorn", "cloudron_cancl") is the likeliest reason.
    if (query && (note === '' || partialDead) && !partialRecords) void suggestClose(query, isCurrent);
  }

  const params = new URLSearchParams(location.search);
  input.value = params.get('q') ?? '';
  for (const select of selects) select.value = params.get(select.dataset.filter!) ?? '';
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    void run(false);
  });
  input.addEventListener('input', () => void run(true));
  for (const select of selects) select.addEventListener('change', () => void run(false));
  input.addEventListener(
    'focus',
    () => {
      void loadManifest();
      void loadPagefind();
    },
    { once: true },
  );
  if (input.value || selects.some((s) => s.value)) void run(false);
}

/** Any other search box: tool names that start with what is typed, offered as a datalist. */
function suggestNames(input: HTMLInputElement) {
  if (input.dataset.nameSuggestions) return;
  input.dataset.nameSuggestions = 'on';
  const datalist = document.createElement('datalist');
  datalist.id = `${input.id || 'search'}-names`;
  input.after(datalist);
  input.setAttribute('list', datalist.id);
  let generation = 0;
  const update = async () => {
    const mine = ++generation;
    const query = input.value.trim();
    const matches = query.length > 0 ? await findNames(query, 8) : [];
    if (mine !== generation) return;
    datalist.replaceChildren(
      ...matches.map((match) => {
        const option = document.createElement('option');
        option.value = match.name;
        option.label = `${match.serverName} · ${match.category}, ${match.risk} risk`;
        return option;
      }),
    );
  };
  input.addEventListener('input', () => void update());
  void loadManifest();
  if (input.value) void update();
}

/** Sets up every search box on the page; safe to call again. */
export function initSearch(): void {
  const page = document.querySelector<HTMLInputElement>('#q');
  if (page && !page.dataset.searchReady) {
    page.dataset.searchReady = 'on';
    searchPage(page);
  }
  for (const input of document.querySelectorAll<HTMLInputElement>('form[role="search"] input[type="search"]')) {
    if (input !== page) suggestNames(input);
  }
}

initSearch();

/**
 * Search, in the browser. Two indexes answer a query:
 *
 * - the tool-name index (/names/, src/lib/search/name-index.ts): exact and prefix
 *   matches on a tool's name, from a small manifest and usually one shard of a
 *   few KB, so a name shows up at once even at 250,000 tools;
 * - Pagefind: the words of names and descriptions, and the filters.
 *
 * On the search page, name matches are shown first (an exact name before
 * everything else), then Pagefind's results. In the search boxes of other pages
 * this module only suggests tool names (a datalist); site.ts imports it the
 * first time such a box gets focus, so no page loads search code before that.
 *
 * Results render as plain DOM nodes (excerpts are rebuilt keeping only <mark>,
 * never injected as HTML), and the query and filters live in the URL so a
 * search can be shared.
 */
import { MANIFEST_FILE, NAME_INDEX_DIR, lookupNames, type NameEntry, type NameManifest, type NameMatch, type NameShard } from '../lib/search/name-index.ts';
import { SEARCH_INDEX_URL, SITE_SEARCH_INDEX_URL } from '../lib/catalogue/urls.ts';

interface PagefindResult {
  id: string;
  data(): Promise<{ url: string; excerpt: string; meta: Record<string, string>; filters: Record<string, string[]> }>;
}
interface Pagefind {
  init(): Promise<void>;
  mergeIndex(url: string, options?: Record<string, unknown>): Promise<void>;
  options(options: Record<string, unknown>): Promise<void>;
  search(term: string | null, options?: { filters?: Record<string, string> }): Promise<{ results: PagefindResult[] } | null>;
  debouncedSearch(term: string | null, options?: { filters?: Record<string, string> }, ms?: number): Promise<{ results: PagefindResult[] } | null>;
}

let pagefind: Promise<Pagefind> | undefined;
function loadPagefind(): Promise<Pagefind> {
  pagefind ??= (async () => {
    // A URL made at run time: the bundler leaves this import alone (no preload helper), and Pagefind is not part of the bundle.
    const url = new URL(`${SEARCH_INDEX_URL}pagefind.js`, location.href).href;
    const module = (await import(/* @vite-ignore */ url)) as Pagefind;
    await module.options({ excerptLength: 24 });
    await module.init();
    // Tool and server records are one index, the site's other pages (attack patterns, docs) another, built after them.
    await module.mergeIndex(SITE_SEARCH_INDEX_URL);
    return module;
  })();
  return pagefind;
}

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
async function findNames(query: string, limit: number, accept?: (entry: NameEntry) => boolean): Promise<NameMatch[]> {
  const index = await loadManifest();
  if (!index) return [];
  try {
    return await lookupNames(index, (file) => loadShard(file, index.build), query, { limit, accept });
  } catch {
    return [];
  }
}

function excerptNodes(excerpt: string): Node[] {
  const parsed = new DOMParser().parseFromString(`<p>${excerpt}</p>`, 'text/html').body;
  const nodes: Node[] = [];
  parsed.querySelectorAll('p').forEach((p) => {
    p.childNodes.forEach((child) => {
      if (child.nodeName === 'MARK') {
        const mark = document.createElement('mark');
        mark.textContent = child.textContent;
        nodes.push(mark);
      } else {
        nodes.push(document.createTextNode(child.textContent ?? ''));
      }
    });
  });
  return nodes;
}

interface Row {
  url: string;
  title: string;
  where: string;
  excerpt?: Node[];
}

function resultItem(row: Row): HTMLLIElement {
  const li = document.createElement('li');
  const link = document.createElement('a');
  link.href = row.url;
  const title = document.createElement('strong');
  title.textContent = row.title;
  link.append(title);
  const where = document.createElement('div');
  where.className = 'source-line';
  where.textContent = row.where;
  li.append(link, where);
  if (row.excerpt) {
    const excerpt = document.createElement('p');
    excerpt.append(...row.excerpt);
    li.append(excerpt);
  }
  return li;
}

const nameRow = (match: NameMatch): Row => ({
  url: match.url,
  title: match.name,
  where: [match.serverName, match.category, `${match.risk} risk`, match.verdict, match.exact ? 'exact name' : 'name starts with your search'].join(' · '),
});

/** The search page: #q, its filters and the result list. */
function searchPage(input: HTMLInputElement) {
  const form = document.querySelector<HTMLFormElement>('#search-page-form')!;
  const status = document.querySelector<HTMLElement>('#search-status')!;
  const list = document.querySelector<HTMLOListElement>('#search-results')!;
  const selects = [...document.querySelectorAll<HTMLSelectElement>('[data-filter]')];
  const PAGE = 30;

  /** The server filter holds slugs (a look-alike name never matches the real server); results show the name from its option. */
  const serverOptions = selects.find((s) => s.dataset.filter === 'server')?.options;
  const serverName = (slug: string | undefined) => (slug === undefined ? undefined : ([...(serverOptions ?? [])].find((o) => o.value === slug)?.text ?? slug));

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

  let generation = 0;
  async function run(debounce: boolean) {
    const query = input.value.trim();
    const filters = currentFilters();
    syncUrl(query);
    const mine = ++generation;
    if (!query && Object.keys(filters).length === 0) {
      list.replaceChildren();
      status.textContent = '';
      return;
    }
    status.textContent = 'Searching…';
    const pagefindPromise = loadPagefind();
    const names = query ? await findNames(query, PAGE, acceptFor(filters)) : [];
    if (mine !== generation) return;
    if (names.length > 0) {
      // Names first, at once; the word search fills in below.
      list.replaceChildren(...names.slice(0, PAGE).map((m) => resultItem(nameRow(m))));
      status.textContent = `${names.length} tool name${names.length === 1 ? '' : 's'} match; searching descriptions…`;
    }
    const pf = await pagefindPromise;
    const term = query || null;
    const response = debounce ? await pf.debouncedSearch(term, { filters }, 150) : await pf.search(term, { filters });
    if (!response || mine !== generation) return;
    const shown = new Set(names.map((m) => m.url));
    const data = await Promise.all(response.results.slice(0, PAGE).map((r) => r.data()));
    if (mine !== generation) return;
    const words = data.filter((item) => !shown.has(item.url));
    const wordRows: Row[] = words.map((item) => ({
      url: item.url,
      title: item.meta.title ?? item.url,
      where: [serverName(item.filters.server?.[0]), item.filters.category?.[0], item.filters.risk?.[0] && `${item.filters.risk[0]} risk`, item.filters.verdict?.[0]].filter(Boolean).join(' · '),
      excerpt: excerptNodes(item.excerpt),
    }));
    // The name matches already on screen stay as they are (a keyboard user may be on one); the word matches go below them.
    if (names.length > 0) list.append(...wordRows.slice(0, Math.max(0, PAGE - names.length)).map(resultItem));
    else list.replaceChildren(...wordRows.slice(0, PAGE).map(resultItem));
    // Pagefind's count, plus the name matches it did not return among the results read.
    const total = response.results.length + names.length - (data.length - words.length);
    status.textContent = total === 0 ? 'No results.' : `${total} result${total === 1 ? '' : 's'}${total > PAGE ? `, showing the first ${PAGE}` : ''}.`;
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

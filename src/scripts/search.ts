/**
 * The search page's island: Pagefind loads on first use, results render as
 * plain DOM nodes (excerpts are rebuilt keeping only <mark>, never injected as
 * HTML), and the query and filters live in the URL so a search can be shared.
 */
interface PagefindResult {
  id: string;
  data(): Promise<{ url: string; excerpt: string; meta: Record<string, string>; filters: Record<string, string[]> }>;
}
interface Pagefind {
  init(): Promise<void>;
  options(options: Record<string, unknown>): Promise<void>;
  search(term: string | null, options?: { filters?: Record<string, string> }): Promise<{ results: PagefindResult[] } | null>;
  debouncedSearch(term: string | null, options?: { filters?: Record<string, string> }, ms?: number): Promise<{ results: PagefindResult[] } | null>;
}

const input = document.querySelector<HTMLInputElement>('#q')!;
const form = document.querySelector<HTMLFormElement>('#search-page-form')!;
const statusLine = document.querySelector<HTMLElement>('#search-status')!;
const list = document.querySelector<HTMLOListElement>('#search-results')!;
const selects = [...document.querySelectorAll<HTMLSelectElement>('[data-filter]')];
const PAGE = 30;

let pagefind: Promise<Pagefind> | undefined;
function loadPagefind(): Promise<Pagefind> {
  pagefind ??= (async () => {
    const module = (await import(/* @vite-ignore */ `${'/pagefind/'}pagefind.js`)) as Pagefind;
    await module.options({ excerptLength: 24 });
    await module.init();
    return module;
  })();
  return pagefind;
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

function currentFilters(): Record<string, string> {
  const filters: Record<string, string> = {};
  for (const select of selects) if (select.value) filters[select.dataset.filter!] = select.value;
  return filters;
}

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
    statusLine.textContent = '';
    return;
  }
  statusLine.textContent = 'Searching…';
  const pf = await loadPagefind();
  const term = query || null;
  const response = debounce ? await pf.debouncedSearch(term, { filters }, 150) : await pf.search(term, { filters });
  if (!response || mine !== generation) return;
  const data = await Promise.all(response.results.slice(0, PAGE).map((r) => r.data()));
  if (mine !== generation) return;
  // An exact tool-name match goes first, whatever the word-based ranking says.
  const exact = query.toLowerCase();
  data.sort((a, b) => Number((b.meta.title ?? '').toLowerCase() === exact) - Number((a.meta.title ?? '').toLowerCase() === exact));
  list.replaceChildren(
    ...data.map((item) => {
      const li = document.createElement('li');
      const link = document.createElement('a');
      link.href = item.url;
      const code = document.createElement('strong');
      code.textContent = item.meta.title ?? item.url;
      link.append(code);
      const where = document.createElement('div');
      where.className = 'source-line';
      where.textContent = [item.filters.server?.[0], item.filters.category?.[0], item.filters.risk?.[0] && `${item.filters.risk[0]} risk`, item.filters.verdict?.[0]].filter(Boolean).join(' · ');
      const excerpt = document.createElement('p');
      excerpt.append(...excerptNodes(item.excerpt));
      li.append(link, where, excerpt);
      return li;
    }),
  );
  const total = response.results.length;
  statusLine.textContent = total === 0 ? 'No results.' : `${total} result${total === 1 ? '' : 's'}${total > PAGE ? `, showing the first ${PAGE}` : ''}.`;
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
input.addEventListener('focus', () => void loadPagefind(), { once: true });
if (input.value || selects.some((s) => s.value)) void run(false);

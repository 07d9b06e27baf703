/**
 * Pagefind, in a worker of the search page's own. Pagefind 1.6 would start a worker of its own, but the
 * page would still evaluate pagefind.js (some 47 KB, its main-thread fallback included) and answer every
 * result's data on the main thread; loaded here, none of Pagefind runs on the page's thread, which only
 * posts a query and reads back plain objects (src/client/pagefind-client.ts).
 *
 * Pagefind picks its index and its stemmer from the page's <html lang>, which a worker has no page to read:
 * the page sends its language first ({ op: 'language', language }), and the worker answers Pagefind's one
 * question about the document with it (a stand-in `document` that has only that).
 *
 * Messages in: { id, op: 'search', term, filters } answers { count }, and keeps the results under the
 * search's id (the last few searches' are kept); { id, op: 'data', search, index } answers that result's data.
 * Every answer is { id, value } or { id, error }.
 */
import { SEARCH_INDEX_URL, SITE_SEARCH_INDEX_URL } from '../lib/catalogue/urls.ts';

interface PagefindResult {
  data(): Promise<unknown>;
}
interface Pagefind {
  init(): Promise<void>;
  mergeIndex(url: string, options?: Record<string, unknown>): Promise<void>;
  options(options: Record<string, unknown>): Promise<void>;
  search(
    term: string | null,
    options?: { filters?: Record<string, string> },
  ): Promise<{ results: PagefindResult[] } | null>;
}
export type PagefindRequest =
  | { id: number; op: 'search'; term: string | null; filters: Record<string, string> }
  | { id: number; op: 'data'; search: number; index: number }
  | { op: 'language'; language: string };

const scope = self as unknown as {
  onmessage: ((event: MessageEvent<PagefindRequest>) => void) | null;
  postMessage(message: unknown): void;
  location: Location;
};

let pagefind: Promise<Pagefind> | undefined;
let setLanguage: (language: string) => void;
const language = new Promise<string>((resolve) => (setLanguage = resolve));
function load(): Promise<Pagefind> {
  pagefind ??= (async () => {
    const lang = await language;
    (globalThis as { document?: unknown }).document ??= {
      querySelector: (selector: string) =>
        selector === 'html' ? { getAttribute: (name: string) => (name === 'lang' ? lang : null) } : null,
    };
    // A URL made at run time: the bundler leaves this import alone, and Pagefind is not part of the bundle.
    const module = (await import(
      /* @vite-ignore */ new URL(`${SEARCH_INDEX_URL}pagefind.js`, scope.location.origin).href
    )) as Pagefind;
    // Its index is loaded by full address (a worker has no page to resolve a path against), so the pages' own
    // addresses are made from the site's root, as on the page: the same URL the name index gives a match.
    await module.options({ excerptLength: 24, baseUrl: '/' });
    await module.init();
    // Tool and server records are one index, the site's other pages (attack patterns, docs) another, built after them.
    // Its pages carry no kind filter of their own: the merge gives them one, so a search can ask for them alone.
    await module.mergeIndex(new URL(SITE_SEARCH_INDEX_URL, scope.location.origin).href, {
      mergeFilter: { kind: 'prose' },
      baseUrl: '/',
    });
    return module;
  })();
  return pagefind;
}

/** The results of recent searches, oldest first; a page asks three searches a query, so a few queries' worth. */
const searches = new Map<number, PagefindResult[]>();
const KEEP = 12;

scope.onmessage = async ({ data: request }) => {
  if (request.op === 'language') {
    setLanguage(request.language);
    return;
  }
  try {
    if (request.op === 'search') {
      const found = await (await load()).search(request.term, { filters: request.filters });
      if (!found) return scope.postMessage({ id: request.id, value: null });
      searches.set(request.id, found.results);
      for (const old of searches.keys()) if (searches.size > KEEP) searches.delete(old);
      scope.postMessage({ id: request.id, value: { count: found.results.length } });
    } else {
      const result = searches.get(request.search)?.[request.index];
      if (!result) throw new Error(`no result ${request.index} of search ${request.search}`);
      scope.postMessage({ id: request.id, value: await result.data() });
    }
  } catch (error) {
    scope.postMessage({ id: request.id, error: String(error) });
  }
};

// Start loading at once (it waits for the language): the page makes this worker when a query is on its way or the search box has focus.
void load();

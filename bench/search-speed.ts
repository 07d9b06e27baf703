/**
 * How fast search answers in a real browser, against a built site: headless
 * Chromium (playwright-core) with a cold cache for every query. For a tool-name
 * query it reports the time from the keystroke to the tool showing as the first
 * result and the bytes the name index fetched; for a word query, the time to
 * Pagefind's results and what Pagefind fetched; and, on a tool page, what the
 * header box loads when it gets focus.
 */
import { preview } from 'astro';
import { chromium, type Browser, type Page } from 'playwright-core';
import type { ExpectedQuery, QueryScore } from '../src/lib/search/query-set.ts';
import { findChromium, NO_CHROMIUM } from './chromium.ts';
import { measureQuality } from './search-quality.ts';
import { SEARCH_SETTLED } from './search-page.ts';

interface SearchTiming {
  query: string;
  /** Keystroke (the input event) to the expected first result, in ms. */
  ms: number;
  /** Bytes as sent (compressed when the server compresses) and as decoded. */
  nameIndexBytes: number;
  nameIndexDecodedBytes: number;
  nameIndexRequests: number;
  pagefindBytes: number;
  pagefindDecodedBytes: number;
  pagefindRequests: number;
  first?: string;
}

export interface SearchSpeed {
  /** Box focused, then an exact tool name typed. */
  names: SearchTiming[];
  /** Box focused, then the first half of a name typed. */
  prefixes: SearchTiming[];
  /** Exact names typed the instant the page loaded. */
  cold: SearchTiming[];
  words: SearchTiming[];
  headerBox?: {
    scriptBeforeFocus: string[];
    requestsOnFocus: string[];
    suggestionsMs: number;
    suggestions: number;
    bytes: number;
  };
  /** How often the expected page came first and among the first five (src/lib/search/query-set.ts). */
  quality?: QueryScore;
  /** The search page opened with a query, empty cache: navigation start to its final results, each run. */
  final?: FinalTiming[];
  /** The control for `final`, measured in the same rounds: the search page without a query, navigation start to its load event. */
  control?: { ms: number[]; medianMs: number };
}

interface FinalTiming {
  query: string;
  ms: number[];
  medianMs: number;
  /** Requests the page and its worker made, in the last run. */
  requests: number;
}

const middle = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length === 0 ? NaN : sorted[Math.floor((sorted.length - 1) / 2)]!;
};

/**
 * Opens /search/?q=… in a new context (empty cache) and returns the time from navigation start to the moment
 * the page marked its results not busy (bench/search-page.ts: the final results are on screen), read
 * in the page's own clock; with no query, to the page's load event (the control: what any load costs now).
 */
async function loadToFinal(
  browser: Browser,
  base: string,
  query: string | undefined,
): Promise<{ ms: number; requests: number }> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    let requests = 0;
    page.on('requestfinished', () => requests++);
    if (query === undefined) {
      await page.goto(`${base}/search/`, { waitUntil: 'load' });
      const ms = await page.evaluate(
        () => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventEnd,
      );
      return { ms: Math.round(ms), requests };
    }
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        const results = document.querySelector('#search-results');
        if (!results) return;
        new MutationObserver(() => {
          const w = window as unknown as { finalAt?: number };
          if (results.getAttribute('aria-busy') === 'false') w.finalAt ??= performance.now();
        }).observe(results, { attributes: true, attributeFilter: ['aria-busy'] });
      });
    });
    await page.goto(`${base}/search/?q=${encodeURIComponent(query)}`, { waitUntil: 'load' });
    await page.locator(SEARCH_SETTLED).waitFor({ state: 'attached', timeout: 60_000 });
    const ms = await page.evaluate(() => (window as unknown as { finalAt?: number }).finalAt ?? NaN);
    return { ms: Math.round(ms), requests };
  } finally {
    await context.close();
  }
}

const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking'];

function chromiumPath(): string {
  const found = findChromium();
  if (!found) throw new Error(NO_CHROMIUM);
  return found;
}

const firstTitle = (page: Page) =>
  page.evaluate(() => document.querySelector('#search-results li a strong')?.textContent ?? undefined);

type Done = 'exact' | 'prefix' | 'counted' | 'suggested';

/**
 * Types a query as one input event and waits in the page for the awaited state:
 * the clock starts at the input event and stops at the first animation frame
 * where the state holds, so it includes fetching, parsing and rendering.
 */
async function typeAndWait(page: Page, selector: string, query: string, done: Done): Promise<number> {
  return page.evaluate(
    async ({ selector, query, done }) => {
      const firstTitle = () => document.querySelector('#search-results li a strong')?.textContent ?? '';
      const check = () => {
        switch (done) {
          case 'exact':
            return firstTitle() === query;
          case 'prefix':
            return firstTitle().toLowerCase().startsWith(query.toLowerCase());
          case 'counted':
            return /result/.test(document.querySelector('#search-status')?.textContent ?? '');
          case 'suggested':
            return (document.querySelector<HTMLInputElement>('#site-search')?.list?.options.length ?? 0) > 0;
        }
      };
      const input = document.querySelector<HTMLInputElement>(selector)!;
      input.focus();
      input.value = query;
      const started = performance.now();
      input.dispatchEvent(new Event('input', { bubbles: true }));
      return new Promise<number>((resolve, reject) => {
        const frame = () => {
          if (check()) resolve(performance.now() - started);
          else if (performance.now() - started > 60_000) reject(new Error(`timed out waiting for ${query}`));
          else requestAnimationFrame(frame);
        };
        requestAnimationFrame(frame);
      });
    },
    { selector, query, done },
  );
}

/**
 * Every response a page received (its own and its workers': Pagefind searches in
 * a worker), with the body size as sent over the wire and as decoded.
 */
function recordResponses(page: Page) {
  type Size = { path: string; wire: number; body: number };
  const sizes: Array<Promise<Size | undefined>> = [];
  page.on('requestfinished', (request) => {
    sizes.push(
      (async () => {
        const path = new URL(request.url()).pathname;
        const wire = (await request.sizes()).responseBodySize;
        const response = await request.response();
        const body = response ? (await response.body().catch(() => Buffer.alloc(0))).length : 0;
        return { path, wire, body };
      })()
        // A request that finishes while its page is being closed was not part of any measurement.
        .catch(() => undefined),
    );
  });
  return async (prefix: string) => {
    const all = (await Promise.all(sizes)).filter((s): s is Size => s !== undefined && s.path.startsWith(prefix));
    return {
      bytes: all.reduce((sum, s) => sum + s.wire, 0),
      decodedBytes: all.reduce((sum, s) => sum + s.body, 0),
      requests: all.length,
      paths: all.map((s) => s.path),
    };
  };
}

export async function measureSearch(
  outDir: string,
  options: {
    names: string[];
    prefixes: string[];
    words: string[];
    toolPath?: string;
    port?: number;
    root: string;
    quality?: readonly ExpectedQuery[];
    /** Queries whose final results are timed from a cold page load, `runs` times each, beside the control. */
    final?: string[];
    runs?: number;
  },
): Promise<SearchSpeed> {
  const server = await preview({
    root: options.root,
    outDir,
    logLevel: 'error',
    server: { host: '127.0.0.1', port: options.port ?? 4397 },
  });
  const base = `http://127.0.0.1:${server.port ?? options.port ?? 4397}`;
  let browser: Browser | undefined;
  try {
    browser = await chromium.launch({ executablePath: chromiumPath(), headless: true, args: CHROMIUM_ARGS });
    /** A new context (empty cache) on the page; with `focusFirst`, the box is focused and the page left idle for a moment, as a person would. */
    const run = async (
      path: string,
      selector: string,
      query: string,
      done: Done,
      focusFirst: boolean,
    ): Promise<SearchTiming> => {
      const context = await browser!.newContext();
      try {
        const page = await context.newPage();
        const fetched = recordResponses(page);
        await page.goto(`${base}${path}`, { waitUntil: 'load' });
        if (focusFirst) {
          await page.focus(selector);
          await page.waitForTimeout(800);
        }
        const ms = await typeAndWait(page, selector, query, done);
        await page.waitForTimeout(300);
        const names = await fetched('/names/');
        const pagefind = await fetched('/pagefind/');
        return {
          query,
          ms: Math.round(ms),
          nameIndexBytes: names.bytes,
          nameIndexDecodedBytes: names.decodedBytes,
          nameIndexRequests: names.requests,
          pagefindBytes: pagefind.bytes,
          pagefindDecodedBytes: pagefind.decodedBytes,
          pagefindRequests: pagefind.requests,
          first: await firstTitle(page),
        };
      } finally {
        await context.close();
      }
    };
    const speed: SearchSpeed = { names: [], prefixes: [], words: [], cold: [] };
    for (const name of options.names) speed.names.push(await run('/search/', '#q', name, 'exact', true));
    for (const prefix of options.prefixes) speed.prefixes.push(await run('/search/', '#q', prefix, 'prefix', true));
    for (const words of options.words) speed.words.push(await run('/search/', '#q', words, 'counted', true));
    // The worst case: typed the instant the page loaded, so the manifest, the shard and Pagefind all start together.
    for (const name of options.names.slice(0, 2)) speed.cold.push(await run('/search/', '#q', name, 'exact', false));
    if (options.toolPath && options.prefixes[0]) {
      const context = await browser.newContext();
      const page = await context.newPage();
      const fetched = recordResponses(page);
      await page.goto(`${base}${options.toolPath}`, { waitUntil: 'load' });
      const before = (await fetched('/')).paths.filter((p) => p.endsWith('.js'));
      const loadedBefore = (await fetched('/')).requests;
      await page.focus('#site-search');
      await page.waitForFunction(() => !!document.querySelector('#site-search[list]'), undefined, { timeout: 30_000 });
      await page.waitForTimeout(800);
      const ms = await typeAndWait(page, '#site-search', options.prefixes[0], 'suggested');
      const suggestions = await page.evaluate(
        () => document.querySelector<HTMLInputElement>('#site-search')?.list?.options.length ?? 0,
      );
      await page.waitForTimeout(300);
      speed.headerBox = {
        scriptBeforeFocus: before,
        requestsOnFocus: (await fetched('/')).paths.slice(loadedBefore),
        suggestionsMs: Math.round(ms),
        suggestions,
        bytes: (await fetched('/names/')).bytes,
      };
      await context.close();
    }
    if (options.final && options.final.length > 0) {
      // Interleaved rounds (the control, then each query), so load on the machine falls on all of them alike.
      const times = new Map<string, number[]>(options.final.map((q) => [q, []]));
      const requests = new Map<string, number>();
      const control: number[] = [];
      for (let round = 0; round < (options.runs ?? 3); round++) {
        control.push((await loadToFinal(browser, base, undefined)).ms);
        for (const query of options.final) {
          const { ms, requests: count } = await loadToFinal(browser, base, query);
          times.get(query)!.push(ms);
          requests.set(query, count);
        }
      }
      speed.final = options.final.map((query) => ({
        query,
        ms: times.get(query)!,
        medianMs: middle(times.get(query)!),
        requests: requests.get(query) ?? 0,
      }));
      speed.control = { ms: control, medianMs: middle(control) };
    }
    if (options.quality && options.quality.length > 0) {
      const context = await browser.newContext();
      speed.quality = (await measureQuality(await context.newPage(), base, options.quality)).score;
      await context.close();
    }
    return speed;
  } finally {
    await browser?.close();
    await server.stop();
  }
}

/** The table rows `npm run bench` prints for a search measurement. */
export function searchRows(search: SearchSpeed): Array<[string, string]> {
  const rows: Array<[string, string]> = [
    ...search.names.map((n): [string, string] => [
      `  name search "${n.query}"`,
      `${n.ms} ms, name index ${n.nameIndexBytes} B (${n.nameIndexDecodedBytes} B decoded) in ${n.nameIndexRequests} requests, first result ${n.first === n.query ? 'is the tool' : JSON.stringify(n.first)}`,
    ]),
    ...search.cold.map((n): [string, string] => [
      `  name search, typed at load "${n.query}"`,
      `${n.ms} ms, name index ${n.nameIndexBytes} B in ${n.nameIndexRequests} requests, first result ${n.first === n.query ? 'is the tool' : JSON.stringify(n.first)}`,
    ]),
    ...search.prefixes.map((n): [string, string] => [
      `  prefix search "${n.query}"`,
      `${n.ms} ms, name index ${n.nameIndexBytes} B (${n.nameIndexDecodedBytes} B decoded) in ${n.nameIndexRequests} requests, first result ${JSON.stringify(n.first)}`,
    ]),
    ...search.words.map((w): [string, string] => [
      `  word search "${w.query}"`,
      `${w.ms} ms, Pagefind ${w.pagefindBytes} B (${w.pagefindDecodedBytes} B decoded) in ${w.pagefindRequests} requests, first ${JSON.stringify(w.first)}`,
    ]),
  ];
  if (search.final && search.control) {
    rows.push([
      'final results, page opened with the query',
      `median of ${search.control.ms.length} cold loads each, navigation start to the final results`,
    ]);
    rows.push([
      '  control: /search/ with no query, to load',
      `${search.control.medianMs} ms (${search.control.ms.join(', ')})`,
    ]);
    for (const f of search.final)
      rows.push([`  "${f.query}"`, `${f.medianMs} ms (${f.ms.join(', ')}), ${f.requests} requests`]);
  }
  if (search.quality) {
    rows.push([
      'search quality: top-1 / top-5',
      `${(search.quality.top1 * 100).toFixed(0)}% / ${(search.quality.top5 * 100).toFixed(0)}% of ${search.quality.queries} queries (${search.quality.misses.length} missed their bar)`,
    ]);
    for (const [kind, k] of Object.entries(search.quality.byKind))
      rows.push([
        `  ${kind}`,
        `top-1 ${(k!.top1 * 100).toFixed(0)}%, top-5 ${(k!.top5 * 100).toFixed(0)}% of ${k!.queries}`,
      ]);
    for (const m of search.quality.misses.slice(0, 10))
      rows.push([
        `  missed "${m.query}"`,
        `expected ${m.expect} at ${m.position ?? 'no position'}; first ${m.first ?? 'nothing'}`,
      ]);
  }
  if (search.headerBox)
    rows.push([
      '  header box (tool page)',
      `suggestions in ${search.headerBox.suggestionsMs} ms, ${search.headerBox.suggestions} names, ${search.headerBox.bytes} B; loaded on focus: ${search.headerBox.requestsOnFocus.join(', ')}`,
    ]);
  return rows;
}

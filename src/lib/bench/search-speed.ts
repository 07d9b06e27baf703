/**
 * How fast search answers in a real browser, against a built site: headless
 * Chromium (playwright-core) with a cold cache for every query. For a tool-name
 * query it reports the time from the keystroke to the tool showing as the first
 * result and the bytes the name index fetched; for a word query, the time to
 * Pagefind's results and what Pagefind fetched; and, on a tool page, what the
 * header box loads when it gets focus.
 */
import { existsSync } from 'node:fs';
import { preview } from 'astro';
import { chromium, type Browser, type Page } from 'playwright-core';
import type { ExpectedQuery, QueryScore } from '../search/query-set.ts';
import { measureQuality } from './search-quality.ts';

export interface SearchTiming {
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
  headerBox?: { scriptBeforeFocus: string[]; requestsOnFocus: string[]; suggestionsMs: number; suggestions: number; bytes: number };
  /** How often the expected page came first and among the first five (src/lib/search/query-set.ts). */
  quality?: QueryScore;
}

export const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking'];

export function chromiumPath(): string {
  const found = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'].find((p): p is string => !!p && existsSync(p));
  if (!found) throw new Error('no Chromium found: set CHROMIUM_PATH');
  return found;
}

const firstTitle = (page: Page) => page.evaluate(() => document.querySelector('#search-results li a strong')?.textContent ?? undefined);

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
    return { bytes: all.reduce((sum, s) => sum + s.wire, 0), decodedBytes: all.reduce((sum, s) => sum + s.body, 0), requests: all.length, paths: all.map((s) => s.path) };
  };
}

export async function measureSearch(
  outDir: string,
  options: { names: string[]; prefixes: string[]; words: string[]; toolPath?: string; port?: number; root: string; quality?: readonly ExpectedQuery[] },
): Promise<SearchSpeed> {
  const server = await preview({ root: options.root, outDir, logLevel: 'error', server: { host: '127.0.0.1', port: options.port ?? 4397 } });
  const base = `http://127.0.0.1:${server.port ?? options.port ?? 4397}`;
  let browser: Browser | undefined;
  try {
    browser = await chromium.launch({ executablePath: chromiumPath(), headless: true, args: CHROMIUM_ARGS });
    /** A new context (empty cache) on the page; with `focusFirst`, the box is focused and the page left idle for a moment, as a person would. */
    const run = async (path: string, selector: string, query: string, done: Done, focusFirst: boolean): Promise<SearchTiming> => {
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
        return { query, ms: Math.round(ms), nameIndexBytes: names.bytes, nameIndexDecodedBytes: names.decodedBytes, nameIndexRequests: names.requests, pagefindBytes: pagefind.bytes, pagefindDecodedBytes: pagefind.decodedBytes, pagefindRequests: pagefind.requests, first: await firstTitle(page) };
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
      const suggestions = await page.evaluate(() => document.querySelector<HTMLInputElement>('#site-search')?.list?.options.length ?? 0);
      await page.waitForTimeout(300);
      speed.headerBox = { scriptBeforeFocus: before, requestsOnFocus: (await fetched('/')).paths.slice(loadedBefore), suggestionsMs: Math.round(ms), suggestions, bytes: (await fetched('/names/')).bytes };
      await context.close();
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

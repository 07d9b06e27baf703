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

export interface SearchTiming {
  query: string;
  /** Keystroke (the input event) to the expected first result, in ms. */
  ms: number;
  nameIndexBytes: number;
  nameIndexRequests: number;
  pagefindBytes: number;
  pagefindRequests: number;
  first?: string;
}

export interface SearchSpeed {
  names: SearchTiming[];
  prefixes: SearchTiming[];
  words: SearchTiming[];
  headerBox?: { scriptBeforeFocus: string[]; requestsOnFocus: string[]; suggestionsMs: number; suggestions: number; bytes: number };
}

export const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking'];

export function chromiumPath(): string {
  const found = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'].find((p): p is string => !!p && existsSync(p));
  if (!found) throw new Error('no Chromium found: set CHROMIUM_PATH');
  return found;
}

/** Counts response bytes by kind while a page works. */
function meter(page: Page) {
  const counts = { names: 0, nameRequests: 0, pagefind: 0, pagefindRequests: 0, urls: [] as string[] };
  page.on('response', async (response) => {
    const url = new URL(response.url());
    counts.urls.push(url.pathname);
    let size = 0;
    try {
      size = (await response.body()).length;
    } catch {
      return;
    }
    if (url.pathname.startsWith('/names/')) {
      counts.names += size;
      counts.nameRequests++;
    } else if (url.pathname.startsWith('/pagefind/')) {
      counts.pagefind += size;
      counts.pagefindRequests++;
    }
  });
  return counts;
}

async function typeAndWait(page: Page, selector: string, query: string, done: string, arg: string): Promise<number> {
  // The clock starts in the page, at the input event, and stops when the awaited state is reached.
  await page.evaluate(
    ({ selector, query }) => {
      const input = document.querySelector<HTMLInputElement>(selector)!;
      input.focus();
      input.value = query;
      (window as unknown as { __t0: number }).__t0 = performance.now();
      input.dispatchEvent(new Event('input', { bubbles: true }));
    },
    { selector, query },
  );
  await page.waitForFunction(done, arg, { timeout: 60_000, polling: 'raf' });
  return page.evaluate(() => performance.now() - (window as unknown as { __t0: number }).__t0);
}

export async function measureSearch(outDir: string, options: { names: string[]; prefixes: string[]; words: string[]; toolPath?: string; port?: number; root: string }): Promise<SearchSpeed> {
  const server = await preview({ root: options.root, outDir, logLevel: 'error', server: { host: '127.0.0.1', port: options.port ?? 4397 } });
  const base = `http://127.0.0.1:${server.port ?? options.port ?? 4397}`;
  let browser: Browser | undefined;
  try {
    browser = await chromium.launch({ executablePath: chromiumPath(), headless: true, args: CHROMIUM_ARGS });
    const fresh = async (path: string) => {
      const context = await browser!.newContext();
      const page = await context.newPage();
      const counts = meter(page);
      await page.goto(`${base}${path}`, { waitUntil: 'load' });
      return { context, page, counts };
    };
    const speed: SearchSpeed = { names: [], prefixes: [], words: [] };
    for (const name of options.names) {
      const { context, page, counts } = await fresh('/search/');
      const ms = await typeAndWait(page, '#q', name, '(name) => document.querySelector("#search-results li a strong")?.textContent === name', name);
      await page.waitForTimeout(50);
      speed.names.push({ query: name, ms: Math.round(ms), nameIndexBytes: counts.names, nameIndexRequests: counts.nameRequests, pagefindBytes: counts.pagefind, pagefindRequests: counts.pagefindRequests, first: await page.locator('#search-results li a strong').first().textContent() ?? undefined });
      await context.close();
    }
    for (const prefix of options.prefixes) {
      const { context, page, counts } = await fresh('/search/');
      const ms = await typeAndWait(page, '#q', prefix, '(prefix) => (document.querySelector("#search-results li a strong")?.textContent ?? "").toLowerCase().startsWith(prefix.toLowerCase())', prefix);
      await page.waitForTimeout(50);
      speed.prefixes.push({ query: prefix, ms: Math.round(ms), nameIndexBytes: counts.names, nameIndexRequests: counts.nameRequests, pagefindBytes: counts.pagefind, pagefindRequests: counts.pagefindRequests, first: await page.locator('#search-results li a strong').first().textContent() ?? undefined });
      await context.close();
    }
    for (const words of options.words) {
      const { context, page, counts } = await fresh('/search/');
      const ms = await typeAndWait(page, '#q', words, '() => /result/.test(document.querySelector("#search-status")?.textContent ?? "")', '');
      speed.words.push({ query: words, ms: Math.round(ms), nameIndexBytes: counts.names, nameIndexRequests: counts.nameRequests, pagefindBytes: counts.pagefind, pagefindRequests: counts.pagefindRequests, first: await page.locator('#search-results li a strong').first().textContent() ?? undefined });
      await context.close();
    }
    if (options.toolPath && options.names[0]) {
      const { context, page, counts } = await fresh(options.toolPath);
      const before = [...counts.urls].filter((u) => u.endsWith('.js'));
      const loadedBefore = counts.urls.length;
      const prefix = options.names[0].slice(0, Math.max(3, Math.ceil(options.names[0].length / 2)));
      await page.focus('#site-search');
      await page.waitForFunction(() => !!document.querySelector('#site-search[list]'), undefined, { timeout: 30_000 });
      const ms = await typeAndWait(page, '#site-search', prefix, '() => (document.querySelector("#site-search")?.list?.options.length ?? 0) > 0', '');
      const suggestions = await page.evaluate(() => document.querySelector<HTMLInputElement>('#site-search')?.list?.options.length ?? 0);
      speed.headerBox = { scriptBeforeFocus: before, requestsOnFocus: counts.urls.slice(loadedBefore), suggestionsMs: Math.round(ms), suggestions, bytes: counts.names };
      await context.close();
    }
    return speed;
  } finally {
    await browser?.close();
    await server.stop();
  }
}

/**
 * Runs a query set (src/lib/search/query-set.ts) on a built site's search page
 * in a browser and reads back, for each query, the result URLs in the order the
 * page shows them, once the word search has answered. The browser test asserts
 * the real catalogue's set; the benchmark prints the rates for a generated one.
 */
import type { Page } from 'playwright-core';
import { searchSettled } from './search-page.ts';
import { scoreQueries, type ExpectedQuery, type QueryOutcome, type QueryScore } from '../search/query-set.ts';

/** Result URL paths for one query, in page order. */
export async function searchResults(page: Page, base: string, query: string): Promise<string[]> {
  await page.goto(`${base}/search/?q=${encodeURIComponent(query)}`, { waitUntil: 'load' });
  await searchSettled(page);
  return page.evaluate(() => [...document.querySelectorAll<HTMLAnchorElement>('#search-results li a')].map((a) => new URL(a.href).pathname));
}

export async function measureQuality(page: Page, base: string, queries: readonly ExpectedQuery[]): Promise<{ outcomes: QueryOutcome[]; score: QueryScore }> {
  const outcomes: QueryOutcome[] = [];
  for (const query of queries) outcomes.push({ query, results: await searchResults(page, base, query.query) });
  return { outcomes, score: scoreQueries(outcomes) };
}

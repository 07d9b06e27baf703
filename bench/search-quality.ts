/**
 * Runs a query set (src/lib/search/query-set.ts) on a built site's search page
 * in a browser (loaded once, then each query typed into its box) and reads
 * back, for each query, the result URLs in the order the page shows them, once
 * the word search has answered. The browser test asserts
 * the real catalogue's set; the benchmark prints the rates for a generated one.
 */
import type { Page } from 'playwright-core';
import { searchSettled } from './search-page.ts';
import { scoreQueries, type ExpectedQuery, type QueryOutcome, type QueryScore } from '../src/lib/search/query-set.ts';

/** Result URL paths for one query, in page order. */
export async function searchResults(page: Page, base: string, query: string): Promise<string[]> {
  await page.goto(`${base}/search/?q=${encodeURIComponent(query)}`, { waitUntil: 'load' });
  await searchSettled(page);
  return readResults(page);
}

/** Result URL paths for one query typed into the search page already open, as a reader searches again. */
async function typedResults(page: Page, query: string): Promise<string[]> {
  // Filling the box starts the search at once (it marks the results busy before it awaits anything).
  await page.locator('#q').fill(query);
  await searchSettled(page);
  return readResults(page);
}

/** Result URL paths the search page shows now, in page order. */
export const readResults = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLAnchorElement>('#search-results li a')].map((a) => new URL(a.href).pathname),
  );

/** Every query of a set on one search page (loaded once, then typed into), scored. */
export async function measureQuality(
  page: Page,
  base: string,
  queries: readonly ExpectedQuery[],
): Promise<{ outcomes: QueryOutcome[]; score: QueryScore }> {
  return measureQualityOn([page], base, queries);
}

/**
 * The same, the queries dealt in turn to several search pages that search at once (each loaded once, then typed
 * into): while one page waits for its typing pause or its word search, another searches. Outcomes keep the set's order.
 */
export async function measureQualityOn(
  pages: readonly Page[],
  base: string,
  queries: readonly ExpectedQuery[],
): Promise<{ outcomes: QueryOutcome[]; score: QueryScore }> {
  const results: string[][] = new Array<string[]>(queries.length);
  await Promise.all(
    pages.map(async (page, p) => {
      let first = true;
      for (let i = p; i < queries.length; i += pages.length) {
        const query = queries[i]!.query;
        results[i] = first ? await searchResults(page, base, query) : await typedResults(page, query);
        first = false;
      }
    }),
  );
  const outcomes = queries.map((query, i) => ({ query, results: results[i]! }));
  return { outcomes, score: scoreQueries(outcomes) };
}

/**
 * The search page marks its results `aria-busy="true"` from the moment a search
 * starts until the word search has answered and the last list is written (names
 * are shown first, then replaced). Whatever reads the results waits for this.
 */
import type { Page } from 'playwright-core';

export const SEARCH_SETTLED = '#search-results[aria-busy="false"]';

/** Waits until the page's search has written its final results. */
export async function searchSettled(page: Page, timeout = 30_000): Promise<void> {
  await page.locator(SEARCH_SETTLED).waitFor({ state: 'attached', timeout });
}

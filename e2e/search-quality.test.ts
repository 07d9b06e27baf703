/**
 * Search finds what people mean, on the built site: the query set of
 * src/lib/search/query-set.ts (server names, exact tool names, words of names,
 * words of descriptions) must each bring its page first or among the first
 * five, and the searches a new user tried behave as a reader expects.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { baseUrl, openPage, useBrowser } from './support/browser.ts';
import { searchSettled } from '../bench/search-page.ts';
import { measureQualityOn, readResults } from '../bench/search-quality.ts';
import { QUERY_SET } from '../src/lib/search/query-set.ts';
import { builtCatalogue } from './support/catalogue.ts';

const session = useBrowser();

/** The search page as a script watching it saw it: its status, the results' busy mark and how many results it showed. */
interface SearchState {
  status: string;
  busy: string | null;
  items: number;
}

/** A page opened at the search page for the query (one page load), once the search has settled. */
async function searched(query: string): Promise<{ page: Page; urls: string[] }> {
  const { page } = await openPage(session.context, `/search/?q=${encodeURIComponent(query)}`);
  await searchSettled(page);
  return { page, urls: await readResults(page) };
}

describe('the query set', () => {
  it('brings every expected page first, or among the first five where the set says so', async () => {
    // Six search pages at once, the queries dealt between them: each query is still typed into a page of its own
    // search and read back once that search has settled.
    const pages = await Promise.all([1, 2, 3, 4, 5, 6].map(async () => (await openPage(session.context, '/')).page));
    const { score, outcomes } = await measureQualityOn(pages, baseUrl(), QUERY_SET);
    expect(score.misses).toEqual([]);
    const notFirst = outcomes
      .filter((o) => o.results[0] !== o.query.expect)
      .map((o) => `${o.query.query} → ${o.results[0]}`);
    expect(score.top1, notFirst.join('; ')).toBeGreaterThanOrEqual(0.8);
    expect(outcomes).toHaveLength(QUERY_SET.length);
    await Promise.all(pages.map((page) => page.close()));
  }, 600_000);
});

/** What the page shows for a query: the status line, the suggestion line, and each result's title, line and excerpt by group. */
async function shown(query: string) {
  const { page, urls } = await searched(query);
  const rows = await page.evaluate(() =>
    [...document.querySelectorAll('#search-results li')].map((li) => ({
      kind: li.closest('section')?.getAttribute('data-kind') ?? '',
      title: li.querySelector('strong')?.textContent ?? '',
      where: li.querySelector('.source-line')?.textContent ?? '',
      excerpt: li.querySelector('p')?.textContent ?? '',
      url: new URL(li.querySelector('a')!.href).pathname,
    })),
  );
  const status = await page.locator('#search-status').innerText();
  const suggest = await page.locator('#search-suggest').innerText();
  return { page, urls, rows, status, suggest, tools: rows.filter((r) => r.kind === 'tool') };
}

describe('what people type (issue 30)', () => {
  it("finds a tool by its name's words with its server's: the tools first, not only the server", async () => {
    const cookie = await shown('playwright cookie');
    expect(cookie.rows[0]!.kind).toBe('tool');
    expect(cookie.tools.slice(0, 5).map((r) => r.url)).toEqual(
      ['clear', 'delete', 'get', 'list', 'set'].map((v) => `/servers/playwright/browser_cookie_${v}/`),
    );
    await cookie.page.close();
    const dialog = await shown('firefox dialog');
    expect(dialog.urls[0]).toMatch(/^\/servers\/firefox-devtools-mcp\/(accept|dismiss)_dialog\/$/);
    await dialog.page.close();
    const all = await shown('browser cookie get playwright');
    expect(all.urls[0]).toBe('/servers/playwright/browser_cookie_get/');
    await all.page.close();
  });

  it('never reads a product name as a stemmed English word, and says which words found nothing', async () => {
    // Since the npm harvest some tools name Stripe: each tool shown says "stripe" (in its name or the excerpt cut
    // around the word that matched), none only "strip" or "strips".
    const stripe = await shown('stripe');
    expect(stripe.tools.length).toBeGreaterThan(0);
    for (const row of stripe.tools) expect(`${row.title} ${row.excerpt}`, row.url).toMatch(/stripe/i);
    await stripe.page.close();
    // A product the catalogue has never heard of.
    const refund = await shown('braintree refund');
    expect(refund.status).toMatch(
      /“braintree” is in no tool, server or page of the catalogue\. What “refund” finds: \d+ results?/,
    );
    expect(refund.urls).toContain('/servers/creem/transactions-refund/');
    await refund.page.close();
  });

  it('knows the words people use for the same thing', async () => {
    const shell = await shown('run shell command');
    expect(shell.tools.slice(0, 5).map((r) => r.url)).toContain('/servers/mcp-server-commands/run_command/');
    await shell.page.close();
    const pr = await shown('github pr');
    expect(pr.tools[0]!.url).toMatch(/^\/servers\/github\/[a-z_]*pull_request[a-z_]*\/$/);
    await pr.page.close();
  });

  it("puts a server's own tools before a tool that mentions it, and counts only servers that are about it", async () => {
    const { page, tools, status } = await shown('github');
    expect(
      tools.slice(0, 5).every((r) => r.url.startsWith('/servers/github/')),
      JSON.stringify(tools.slice(0, 5)),
    ).toBe(true);
    // Nearly every server's repository is on GitHub; a repository's host is not a mention.
    const servers = Number(/(\d+) servers?/.exec(status)?.[1]);
    const githubHosted = builtCatalogue().servers.filter((s) => s.record.repository.startsWith('https://github.com/'));
    expect(servers).toBeGreaterThan(1);
    expect(servers, status).toBeLessThan(githubHosted.length / 4);
    await page.close();
  });

  it('shows excerpts as words, without Markdown or template code', async () => {
    for (const query of ['send email', 'call aws', 'resend']) {
      const { page, rows } = await shown(query);
      expect(rows.length, query).toBeGreaterThan(0);
      for (const row of rows)
        expect(row.excerpt, `${query}: ${row.title}`).not.toMatch(
          /\*\*|(^|\s)#{1,6}\s|\{'|\bif \w+ else\b|(^|:\s)-\s|`/,
        );
      await page.close();
    }
  });

  it('gives every server its tool count, and shows a group whole rather than hide one or two', async () => {
    for (const query of ['playwright', 'aws', 'run shell command']) {
      const { page, rows } = await shown(query);
      for (const row of rows.filter((r) => r.kind === 'server'))
        expect(row.where, `${query}: ${row.title}`).toMatch(/^Server · \d+ tools?$/);
      const buttons = await page.locator('button.search-more').allInnerTexts();
      for (const text of buttons) expect(text, query).not.toMatch(/\((1|2) not shown\)/);
      await page.close();
    }
  });
});

describe('what a reader sees', () => {
  it('answers a query typed into the box, key by key, with every group', async () => {
    const { page } = await openPage(session.context, '/search/');
    await page.locator('#q').pressSequentially('confused deputy', { delay: 30 });
    await searchSettled(page);
    expect(await page.locator('#search-status').innerText()).toMatch(/No tool or server matches “confused deputy”/);
    expect(await page.locator('#search-results section h2').count()).toBeGreaterThan(0);
    await page.close();
  });

  it('marks its results busy while only names have answered, and not busy once the word search has', async () => {
    const context = await session.browser.newContext();
    // Every change to the status or to the results' busy mark, as the page saw it.
    await context.addInitScript(() => {
      const seen: SearchState[] = [];
      (window as unknown as { searchStates: typeof seen }).searchStates = seen;
      document.addEventListener('DOMContentLoaded', () => {
        const status = document.querySelector('#search-status')!;
        const results = document.querySelector('#search-results')!;
        const note = () =>
          seen.push({
            status: status.textContent?.trim() ?? '',
            busy: results.getAttribute('aria-busy'),
            items: results.querySelectorAll('li').length,
          });
        new MutationObserver(note).observe(status, { childList: true, characterData: true, subtree: true });
        new MutationObserver(note).observe(results, {
          attributes: true,
          attributeFilter: ['aria-busy'],
          childList: true,
          subtree: true,
        });
      });
    });
    // The word search's files arrive late, whatever the machine's speed: the name index answers first, so there is a
    // moment with names shown and words pending (on a fast machine the two could otherwise land together).
    await context.route('**/pagefind/**', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 300));
      await route.continue();
    });
    // An exact name: the name index answers first, so there is a moment with names shown and words pending.
    const { page } = await openPage(context, '/search/?q=cloudron_cancel_task');
    await searchSettled(page);
    const states = await page.evaluate(() => (window as unknown as { searchStates: SearchState[] }).searchStates);
    const pending = states.filter((s) => s.status.endsWith('…'));
    expect(
      pending.some((s) => s.items > 0),
      JSON.stringify(states),
    ).toBe(true);
    expect(
      pending.every((s) => s.busy === 'true'),
      JSON.stringify(states),
    ).toBe(true);
    expect(states.at(-1), JSON.stringify(states)).toMatchObject({ busy: 'false' });
    expect(states.at(-1)!.status).toMatch(/results?: [^;…]*\.$/);
    // Clearing the box ends the search at once: nothing shown, nothing pending.
    await page.locator('#q').fill('');
    await expect.poll(() => page.locator('#search-results').getAttribute('aria-busy')).toBe('false');
    expect(await page.locator('#search-results li').count()).toBe(0);
    await context.close();
  });

  it('groups results as servers, tools, attack patterns and docs, each with its count', async () => {
    const { page } = await searched('cloudron');
    const headings = await page.locator('#search-results section h2').allInnerTexts();
    expect(headings[0]).toMatch(/^Servers \(1\)$/);
    expect(headings[1]).toMatch(/^Tools \(\d+\)$/);
    expect(await page.locator('#search-results section').first().locator('li a strong').first().innerText()).toBe(
      'Cloudron MCP Server',
    );
    await page.close();
  });

  it('shows more of a group on request, until all are shown', async () => {
    const { page } = await searched('cloudron');
    const tools = page.locator('#search-results section[data-kind="tool"]');
    const total = Number(/\((\d+)\)/.exec(await tools.locator('h2').innerText())![1]);
    expect(total).toBeGreaterThan(30);
    expect(await tools.locator('li').count()).toBeLessThan(total);
    while ((await tools.locator('button.search-more').count()) > 0) {
      const before = await tools.locator('li').count();
      await tools.locator('button.search-more').click();
      await page.waitForFunction(
        (n) => document.querySelectorAll('#search-results section[data-kind="tool"] li').length > n,
        before,
      );
    }
    expect(await tools.locator('li').count()).toBe(total);
    await page.close();
  });

  it('never brings prose matched on a fragment of a word ("can" for cancel, "cloud" for cloudron)', async () => {
    for (const query of ['cancel task', 'cloudron_cancel_task']) {
      const { page, urls } = await searched(query);
      expect(
        urls.filter((u) => u.startsWith('/attacks/') || u.startsWith('/docs/')),
        query,
      ).toEqual([]);
      await page.close();
    }
  });

  it('lists every tool name match before any prose page', async () => {
    const { page, urls } = await searched('github');
    const firstProse = urls.findIndex((u) => !u.startsWith('/servers/'));
    const lastTool = urls.map((u) => u.startsWith('/servers/')).lastIndexOf(true);
    expect(firstProse === -1 || firstProse > lastTool).toBe(true);
    await page.close();
  });

  it('says when no tool matches, and offers close names', async () => {
    const email = await searched('confused deputy');
    expect(await email.page.locator('#search-status').innerText()).toMatch(
      /No tool or server matches “confused deputy”/,
    );
    await email.page.close();
    const typo = await searched('cloudorn');
    expect(await typo.page.locator('#search-status').innerText()).toMatch(/No results/);
    await typo.page.waitForFunction(() =>
      (document.querySelector('#search-suggest')?.textContent ?? '').includes('Did you mean'),
    );
    expect(await typo.page.locator('#search-suggest a').allInnerTexts()).toContain('cloudron');
    await typo.page.close();
  });

  it('shows excerpts as clean text, without the index terms of a name', async () => {
    for (const query of ['cancel task', 'cloudron', 'kill switch']) {
      const { page } = await searched(query);
      const excerpts = await page.locator('#search-results li p').allInnerTexts();
      expect(excerpts.length, query).toBeGreaterThan(0);
      for (const text of excerpts) expect(text, query).not.toMatch(/cloudroncanceltask|cloudron cancel task|<\/?[a-z]/);
      await page.close();
    }
  });
});

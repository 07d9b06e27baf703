/**
 * Browsing without a query (issue 30): the server list filtered and sorted by links that work without
 * JavaScript, a big server's tools by category and risk, the home page leading with what people come to do,
 * and the coverage page's tables at a phone's width and a desktop's.
 */
import { describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { openPage, useBrowser } from './support/browser.ts';
import { builtCatalogue } from './support/catalogue.ts';
import { indexCatalogue } from '../src/site/catalogue-views.ts';
import { SERVERS_PER_PAGE } from '../src/lib/search/browse.ts';
import { TOOLS_PER_PAGE } from '../src/lib/catalogue/paging.ts';

const session = useBrowser();

/** A context with JavaScript off: every list and filter must work from its links alone. */
async function withoutScript<T>(width: number, run: (context: BrowserContext) => Promise<T>): Promise<T> {
  const context = await session.browser.newContext({ javaScriptEnabled: false, viewport: { width, height: 900 } });
  try {
    return await run(context);
  } finally {
    await context.close();
  }
}

/** The servers a list page shows, in order: the slug of each row's link and its grade letter. */
const listed = (page: Page) =>
  page.locator('table.server-list tbody tr').evaluateAll((rows) =>
    rows.map((row) => ({
      slug: /\/servers\/([^/]+)\//.exec(row.querySelector('a')!.getAttribute('href')!)![1]!,
      grade: row.querySelector('[class*="grade-"]')!.textContent!.trim(),
      tools: Number(row.querySelector('td[data-label="Tools"]')!.textContent!.replace(/,/g, '')),
    })),
  );

/** Follows a page's first "Next" link; false on the last page. */
async function next(page: Page): Promise<boolean> {
  const link = page.locator('nav.pager a[rel="next"]');
  if ((await link.count()) === 0) return false;
  await page.goto(new URL((await link.first().getAttribute('href'))!, page.url()).href);
  return true;
}

/** Every row of a list, following its "Next" links. */
async function wholeList(page: Page) {
  const rows = await listed(page);
  while (await next(page)) rows.push(...(await listed(page)));
  return rows;
}

/** Each server's grade, as the site computes it (src/site/catalogue-views.ts), from the catalogue the site was built from. */
const grades = () => new Map(indexCatalogue(builtCatalogue()).servers.map((s) => [s.slug, s.grade]));

describe('the server list', () => {
  it('is a page of servers at a time, short at 1280 px, and its pages hold every server once', async () => {
    await withoutScript(1280, async (context) => {
      const { page } = await openPage(context, '/servers/');
      const height = await page.evaluate(() => document.documentElement.scrollHeight);
      // 234 servers in one list were 12,400 px; a page of them stays the same at ten times the catalogue.
      expect(height).toBeLessThan(6000);
      expect((await listed(page)).length).toBeLessThanOrEqual(SERVERS_PER_PAGE);
      const all = await wholeList(page);
      expect(all.map((r) => r.slug).sort()).toEqual(
        builtCatalogue()
          .servers.map((s) => s.slug)
          .sort(),
      );
    });
  });

  it('filters by grade, by what the tools can do, by auth and by how the tools were obtained, without JavaScript', async () => {
    const catalogue = builtCatalogue();
    const graded = grades();
    await withoutScript(1280, async (context) => {
      const { page } = await openPage(context, '/servers/');
      await page.locator('nav.facets a', { hasText: /^F\b/ }).first().click();
      const f = await wholeList(page);
      expect(f.length).toBe([...graded.values()].filter((g) => g.grade === 'F').length);
      expect(new Set(f.map((r) => r.grade))).toEqual(new Set(['F']));

      await page.goto(new URL('/servers/', page.url()).href);
      await page.locator('nav.facets a', { hasText: 'move money' }).click();
      const money = await wholeList(page);
      const financial = new Set(catalogue.tools.filter((t) => t.record.category === 'Financial').map((t) => t.server));
      expect(money.map((r) => r.slug).sort()).toEqual([...financial].sort());

      await page.goto(new URL('/servers/', page.url()).href);
      await page.locator('nav.facets a', { hasText: 'OAuth' }).click();
      const oauth = await wholeList(page);
      expect(oauth.map((r) => r.slug).sort()).toEqual(
        catalogue.servers
          .filter((s) => s.record.auth.kind === 'oauth')
          .map((s) => s.slug)
          .sort(),
      );

      await page.goto(new URL('/servers/', page.url()).href);
      await page.locator('nav.facets a', { hasText: 'the source code' }).click();
      const fromSource = await wholeList(page);
      expect(fromSource.map((r) => r.slug).sort()).toEqual(
        catalogue.servers
          .filter((s) => s.record.obtained?.how === 'source')
          .map((s) => s.slug)
          .sort(),
      );
    });
  });

  it('sorts by grade, worst first, and by number of tools, most first, and keeps the order when a filter is chosen', async () => {
    const graded = grades();
    await withoutScript(1280, async (context) => {
      const { page } = await openPage(context, '/servers/');
      await page.locator('nav.facets a', { hasText: 'Grade, worst first' }).click();
      const byGrade = await wholeList(page);
      const scores = byGrade.map((r) => graded.get(r.slug)!.score);
      expect(scores).toEqual([...scores].sort((a, b) => a - b));

      await page.goto(new URL('/servers/', page.url()).href);
      await page.locator('nav.facets a', { hasText: 'Most tools' }).click();
      await page.locator('nav.facets a', { hasText: /^B\b/ }).first().click();
      expect(page.url()).toMatch(/\/browse\/grade-b\/tools\/$/);
      const big = await wholeList(page);
      expect(big.map((r) => r.tools)).toEqual([...big.map((r) => r.tools)].sort((a, b) => b - a));
      expect(new Set(big.map((r) => r.grade))).toEqual(new Set(['B']));
    });
  });

  it('turns into cards at 360 px with no sideways scroll', async () => {
    await withoutScript(360, async (context) => {
      const { page } = await openPage(context, '/servers/');
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
      expect(await page.locator('table.server-list thead').evaluate((h) => h.getBoundingClientRect().height)).toBe(1);
    });
  });
});

describe("a big server's tools", () => {
  it('are filtered by category and by risk, without JavaScript, each list holding exactly those tools', async () => {
    const catalogue = builtCatalogue();
    const counts = new Map<string, number>();
    for (const t of catalogue.tools) counts.set(t.server, (counts.get(t.server) ?? 0) + 1);
    const [slug, count] = [...counts].sort((a, b) => b[1] - a[1])[0]!;
    expect(count).toBeGreaterThan(TOOLS_PER_PAGE);
    const tools = catalogue.tools.filter((t) => t.server === slug);
    await withoutScript(1280, async (context) => {
      const { page } = await openPage(context, `/servers/${slug}/`);
      const links = await page.locator('nav.facets a').allInnerTexts();
      expect(links.some((l) => /^critical|^high/.test(l))).toBe(true);
      for (const [facet, value] of [
        ['risk', 'critical'],
        ['category', 'Execute'],
      ] as const) {
        await page.goto(new URL(`/servers/${slug}/`, page.url()).href);
        await page.locator('nav.facets a', { hasText: new RegExp(`^${value} \\(`) }).click();
        const shown: string[] = [];
        for (;;) {
          shown.push(
            ...(await page
              .locator('.table-wrap tbody tr td:first-child a')
              .evaluateAll((as) => as.map((a) => decodeURIComponent(a.getAttribute('href')!.split('/').at(-2)!)))),
          );
          if (!(await next(page))) break;
        }
        const expected = tools.filter((t) => (facet === 'risk' ? t.record.risk : t.record.category) === value);
        expect(shown.sort(), `${facet} ${value}`).toEqual(expected.map((t) => t.record.name).sort());
      }
    });
  });
});

describe('the home page', () => {
  it('leads with what people come to do: look up a tool, build a policy, check a stack, get a client file', async () => {
    for (const width of [1280, 360]) {
      await withoutScript(width, async (context) => {
        const { page } = await openPage(context, '/');
        const jobs = page.locator('.jobs a');
        const hrefs = await jobs.evaluateAll((as) => as.map((a) => a.getAttribute('href')!));
        expect(hrefs).toContain('/stack/');
        expect(hrefs).toContain('/docs/exports/');
        expect(hrefs.some((h) => /^\/servers\/[^/]+\/policy\/$/.test(h))).toBe(true);
        // Right after the search box: nothing else comes between.
        const order = await page.evaluate(() =>
          [...document.querySelectorAll('main section')].map((s) => s.getAttribute('aria-labelledby') || s.className),
        );
        expect(order.slice(0, 2), String(width)).toEqual(['hero', 'jobs']);
        if (width === 1280) {
          const bottom = await page.locator('.jobs').evaluate((el) => el.getBoundingClientRect().bottom);
          expect(bottom).toBeLessThan(900);
        }
      });
    }
  });
});

describe('the coverage page', () => {
  it('has no sideways scroll at 320 or 360 px, and shows its wide tables whole at 1280 px', async () => {
    for (const width of [320, 360, 1280]) {
      const context = await session.browser.newContext({ viewport: { width, height: 900 } });
      const { page } = await openPage(context, '/docs/coverage/');
      // Every row laid out, not only those near the screen (cards skip their layout until scrolled near).
      await page.evaluate(() => {
        for (const row of document.querySelectorAll('tr')) row.style.setProperty('content-visibility', 'visible');
      });
      expect(await page.evaluate(() => document.documentElement.scrollWidth), String(width)).toBeLessThanOrEqual(width);
      for (const table of ['#harvest-table', '#source-table']) {
        const clipped = await page
          .locator(table)
          .evaluate((t) => t.parentElement!.scrollWidth - t.parentElement!.clientWidth);
        expect(clipped, `${table} at ${width} px`).toBe(0);
      }
      await context.close();
    }
  });
});

/**
 * Reading comfort in a browser: themes, print styles, keyboard use, and tables at four screen widths.
 * The table check (e2e/support/reading.ts) runs on a fixed list of pages (PAGES below): every kind of
 * page that has a table, with the biggest server (github) and a small one (cloudron), not on every page.
 */
import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, openPage, useBrowser } from './support/browser.ts';
import { searchSettled } from '../bench/search-page.ts';
import { tableProblems, underlineRows } from './support/reading.ts';

const TOOL_PATH = '/servers/cloudron/cloudron_cancel_task/';
const session = useBrowser();
beforeAll(() => {
  mkdirSync('test-results', { recursive: true });
});

describe('themes', () => {
  it('follows a dark system setting (screenshot in test-results/)', async () => {
    const context = await session.browser.newContext({ colorScheme: 'dark' });
    const { page } = await openPage(context, TOOL_PATH);
    const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    const [r, g, b] = background.match(/\d+/g)!.map(Number);
    expect(r! + g! + b!).toBeLessThan(150);
    expect(await page.locator('[data-theme-toggle]').getAttribute('aria-pressed')).toBe('true');
    await page.screenshot({ path: 'test-results/tool-page-dark.png', fullPage: false });
    await context.close();
  });

  it('the toggle switches theme and remembers it', async () => {
    const context = await session.browser.newContext({ colorScheme: 'light' });
    const { page } = await openPage(context, '/');
    const toggle = page.locator('[data-theme-toggle]');
    expect(await toggle.getAttribute('aria-pressed')).toBe('false');
    await toggle.click();
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
    expect(await toggle.getAttribute('aria-pressed')).toBe('true');
    await page.goto(new URL(TOOL_PATH, baseUrl()).href);
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
    expect(await page.locator('[data-theme-toggle]').getAttribute('aria-pressed')).toBe('true');
    await context.close();
  });
});

describe('layout', () => {
  const PAGES = [
    '/servers/',
    '/servers/cloudron/',
    '/servers/github/',
    TOOL_PATH,
    '/servers/github/add_pull_request_review_comment_reaction/',
    '/servers/cloudron/policy/',
    '/servers/github/policy/',
    '/',
    '/search/?q=task',
    '/docs/policy/',
    '/docs/api/',
    '/attacks/ssrf/',
    '/categories/read/',
    '/browse/can-destructive/grade/',
    '/servers/github/tools/read/',
    '/docs/coverage/',
  ];
  const WIDTHS = [320, 360, 768, 1280];
  // One load per page, read at each width in turn (the layout follows the viewport as a fresh load's would); a few
  // pages at once, each in its own context.
  it.concurrent.for(PAGES)(
    `at ${WIDTHS.join(', ')} px, every table cell is on screen and no name breaks mid-word: %s`,
    async (path, { expect }) => {
      const context = await session.browser.newContext({ viewport: { width: WIDTHS[0]!, height: 800 } });
      const { page } = await openPage(context, path);
      const problems: Record<number, unknown[]> = {};
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 800 });
        problems[width] = await tableProblems(page);
      }
      expect(problems).toEqual(Object.fromEntries(WIDTHS.map((width) => [width, []])));
      await context.close();
    },
  );

  it('the table reader catches a name broken mid-word and a cell off screen, and passes a whole name', async () => {
    const context = await session.browser.newContext({ viewport: { width: 320, height: 800 } });
    const page = await context.newPage();
    await page.setContent(
      '<main><div class="table-wrap"><table><tr><td style="width:40px;max-width:40px;word-break:break-all;font:16px monospace">abcdefghijklmnop</td><td style="white-space:nowrap">whole_name</td></tr></table></div>' +
        '<table><tr><td style="position:relative;left:400px">off</td></tr></table></main>',
    );
    const problems = await tableProblems(page);
    expect(problems.filter((p) => /broken mid-word/.test(p)).length, problems.join('\n')).toBeGreaterThan(0);
    expect(
      problems.some((p) => /"off": cell is outside the screen/.test(p)),
      problems.join('\n'),
    ).toBe(true);
    expect(
      problems.some((p) => /whole_name/.test(p)),
      problems.join('\n'),
    ).toBe(false);
    await context.close();
  });

  it('a phone gets table cards from a media query, with no size container; a wider screen from the width of the table box', async () => {
    const context = await session.browser.newContext({ viewport: { width: 360, height: 800 } });
    const read = (page: Page, selector: string) =>
      page
        .locator(selector)
        .first()
        .evaluate((wrap) => ({
          container: getComputedStyle(wrap).containerType,
          row: getComputedStyle(wrap.querySelector('tbody tr')!).display,
        }));
    const cards = { container: 'normal', row: 'flex' };
    const { page: builder } = await openPage(context, '/servers/cloudron/policy/');
    const { page: server } = await openPage(context, '/servers/cloudron/');
    for (const page of [builder, server]) expect(await read(page, '.table-wrap')).toEqual(cards);
    // 800 px: an ordinary table's box is 768 px (48rem), so cards; the builder's is over its 46rem, so a table.
    for (const page of [builder, server]) await page.setViewportSize({ width: 800, height: 800 });
    expect(await read(builder, '.builder .table-wrap')).toEqual({ container: 'inline-size', row: 'table-row' });
    expect(await read(server, '.table-wrap')).toEqual({ container: 'inline-size', row: 'flex' });
    // 1,100 px: the result sits beside the rows, and their column (about 42rem) is too narrow for five columns.
    await builder.setViewportSize({ width: 1100, height: 800 });
    expect(await read(builder, '.builder .table-wrap')).toEqual({ container: 'inline-size', row: 'flex' });
    await builder.setViewportSize({ width: 1280, height: 800 });
    expect(await read(builder, '.builder .table-wrap')).toEqual({ container: 'inline-size', row: 'table-row' });
    await context.close();
  });

  it('a linked name keeps its underscores visible: its underline is drawn below all of its ink', async () => {
    // Screen scale 1, where the underline and an underscore are fewest pixels apart.
    const context = await session.browser.newContext({ viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 });
    const pages: Array<[string, string]> = [
      ['/servers/cloudron/policy/', 'main tbody a'],
      ['/servers/cloudron/', 'main tbody a'],
      [TOOL_PATH, 'main a:has(> code)'],
      ['/search/?q=cloudron_cancel', '#search-results li a'],
      ['/search/?q=cloudron_cancl', 'main a[href^="?q="]'],
    ];
    for (const [path, selector] of pages) {
      const { page } = await openPage(context, path);
      const links = page.locator(selector).filter({ hasText: '_' });
      await links.first().waitFor();
      // Search writes its results more than once (names first, then full text): measure the last.
      if (path.startsWith('/search/')) await searchSettled(page);
      // Up to three links on one line each (a wrapped link's boxes would mix its lines' rows); at least one per page.
      let measured = 0;
      for (let i = 0, n = await links.count(); i < n && measured < 3; i++) {
        const link = links.nth(i);
        if ((await link.evaluate((a) => a.getClientRects().length)) !== 1) continue;
        measured++;
        const rows = await underlineRows(page, link);
        const where = `${path} "${rows.text}": underline from row ${rows.underlineTop}, ink to row ${rows.inkBottom}`;
        expect(rows.underlineTop, where).toBeGreaterThan(0);
        expect(rows.inkBottom, where).toBeGreaterThan(0);
        // At least one clear row of pixels between the lowest ink (the underscores) and the underline.
        expect(rows.underlineTop - rows.inkBottom, where).toBeGreaterThanOrEqual(2);
      }
      if (measured === 0) {
        // Say what the page held, so a failure names its cause.
        const rects = await links.evaluateAll((all) =>
          all.map((a) => `${a.textContent}: ${a.getClientRects().length} boxes`),
        );
        const status = (await page.locator('#search-status').count())
          ? await page.locator('#search-status').innerText()
          : '';
        expect.fail(
          `${path}: no link with an underscore on a single line to measure (links: ${rects.join('; ') || 'none'}${status ? `; status: ${status}` : ''})`,
        );
      }
    }
    await context.close();
  });

  it('print styles hide navigation and actions on tool pages', async () => {
    const context = await session.browser.newContext();
    const { page } = await openPage(context, TOOL_PATH);
    await page.emulateMedia({ media: 'print' });
    expect(await page.locator('.site-header').isVisible()).toBe(false);
    expect(await page.locator('.policy-actions').first().isVisible()).toBe(false);
    expect(await page.locator('#tool-policy').isVisible()).toBe(true);
    await context.close();
  });
});

describe('keyboard only', () => {
  it('goes from the home page to a copied policy without a mouse', async () => {
    const context = await session.browser.newContext({ permissions: ['clipboard-read', 'clipboard-write'] });
    const { page } = await openPage(context, '/');
    await page.keyboard.press('/');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('home-search');
    await page.keyboard.type('cloudron_cancel_task');
    await page.keyboard.press('Enter');
    await page.waitForURL('**/search/?q=cloudron_cancel_task');
    await page.waitForSelector('#search-results li a');
    // Tab from the search box to the first result.
    await page.locator('#q').focus();
    let guard = 0;
    while (!(await page.evaluate(() => document.activeElement?.closest('#search-results') !== null)) && guard++ < 30)
      await page.keyboard.press('Tab');
    expect(await page.evaluate(() => (document.activeElement as HTMLAnchorElement).href)).toContain(TOOL_PATH);
    await page.keyboard.press('Enter');
    await page.waitForURL(`**${TOOL_PATH}`);
    guard = 0;
    while (
      (await page.evaluate(() => document.activeElement?.getAttribute('data-copy'))) !== 'tool-policy' &&
      guard++ < 80
    ) {
      await page.keyboard.press('Tab');
      const outline = await page.evaluate(() => {
        const el = document.activeElement as HTMLElement | null;
        return el && el !== document.body ? getComputedStyle(el).outlineStyle : 'n/a';
      });
      expect(outline, 'every focused element shows a focus outline').not.toBe('none');
    }
    await page.keyboard.press('Enter');
    await expect.poll(() => page.locator('.copy-status').first().innerText()).toMatch(/Copied/);
    const file = await (await fetch(new URL(`${TOOL_PATH}policy.json`, baseUrl()))).text();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(file);
    await context.close();
  });
});

/**
 * The site header at phone and desktop widths: how many lines it takes (one wherever there is no search box
 * in it, so the theme button never sits alone on a second line), that every main link stays
 * reachable (behind the Menu disclosure on narrow screens, with or without script), and that the menu
 * is accessible.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { baseUrl, launch, openPage } from './support/browser.ts';
import { axeViolations, describeViolations } from './support/axe.ts';

const PAGES = ['/', '/servers/cloudron/cloudron_cancel_task/', '/servers/figma-console-mcp/policy/', '/search/'];
/** At most this many lines at each width: two on a phone when the header has its search box (the theme button and the box make the second), else one. */
const MAX_LINES: Record<number, number> = { 320: 2, 360: 2, 1280: 1 };
const maxLines = (width: number, headerSearch: boolean) => (headerSearch ? MAX_LINES[width]! : 1);

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

/**
 * What the reader sees of the header, as boxes: the brand, each visible link or button, the search box.
 * Boxes that overlap vertically are on one line; the count of lines is what a reader would call its height.
 */
async function headerLayout(page: Page) {
  return page.locator('.site-header').evaluate((header) => {
    const atoms = [
      ...header.querySelectorAll<HTMLElement>(
        '.brand, .site-nav a, .nav-menu summary, .header-tools button, .header-tools input',
      ),
    ]
      .filter((el) => el.checkVisibility() && !el.closest('.nav-menu ul'))
      .map((el) => ({
        what: el.textContent?.trim() || el.getAttribute('aria-label') || el.tagName,
        rect: el.getBoundingClientRect(),
      }));
    atoms.sort((a, b) => a.rect.top - b.rect.top);
    const lines: Array<{ bottom: number; items: string[] }> = [];
    for (const atom of atoms) {
      const line = lines.at(-1);
      if (line && atom.rect.top < line.bottom - 2) {
        line.bottom = Math.max(line.bottom, atom.rect.bottom);
        line.items.push(atom.what);
      } else lines.push({ bottom: atom.rect.bottom, items: [atom.what] });
    }
    const width = document.documentElement.clientWidth;
    const offScreen = atoms.filter((a) => a.rect.left < 0 || a.rect.right > width + 0.5).map((a) => a.what);
    return { lines: lines.map((l) => l.items.join(' | ')), offScreen };
  });
}

/** The main links a reader can reach: the row's when it is shown, else the menu's (opened by a click, as a reader would). */
async function reachableMainLinks(page: Page): Promise<string[]> {
  const summary = page.locator('.nav-menu summary');
  if (await summary.isVisible()) {
    await summary.click();
    expect(await page.locator('.nav-menu').getAttribute('open')).not.toBeNull();
  }
  return page.locator('nav[aria-label="Main"] a').evaluateAll((links) =>
    links
      .filter((a) => a.checkVisibility())
      .filter((a) => {
        const r = a.getBoundingClientRect();
        return r.left >= 0 && r.right <= document.documentElement.clientWidth + 0.5 && r.height > 0;
      })
      .map((a) => a.getAttribute('href')!),
  );
}

/**
 * The built site as the test server serves it, except that one page's HTML stops after `cutAfter` (its first
 * occurrence after `from`) until release() is called: what a reader on a slow network sees while the rest is on its way.
 */
async function slowSite(path: string, from: string, cutAfter: string) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const server = createServer(async (request, response) => {
    const upstream = await fetch(new URL(request.url ?? '/', baseUrl()));
    const body = Buffer.from(await upstream.arrayBuffer());
    response.writeHead(upstream.status, {
      'content-type': upstream.headers.get('content-type') ?? 'application/octet-stream',
    });
    if (request.url !== path) return void response.end(body);
    const html = body.toString('utf8');
    const at = html.indexOf(cutAfter, html.indexOf(from));
    if (html.indexOf(from) < 0 || at < 0) throw new Error(`${path} has no ${cutAfter} after ${from} to stop at`);
    response.write(html.slice(0, at + cutAfter.length));
    await released;
    response.end(html.slice(at + cutAfter.length));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}${path}`,
    release,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

describe('site header', () => {
  let desktopLinks: string[];
  beforeAll(async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const { page } = await openPage(context, '/');
    desktopLinks = await reachableMainLinks(page);
    await context.close();
  });

  it('shows every main link in one row at 1280 px', () => {
    expect(desktopLinks.length).toBeGreaterThanOrEqual(5);
  });

  const WIDTHS = [320, 360, 1280];
  const cases = [true, false].flatMap((script) => PAGES.map((path) => [script ? 'with' : 'without', path] as const));
  // One load per page and script setting, read at each width in turn; a few pages at once, each in its own context.
  it.concurrent.for(cases)(
    `at ${WIDTHS.join(', ')} px %s script, %s: the header fits its lines, nothing off screen, every main link reachable`,
    async ([script, path], { expect }) => {
      const context = await browser.newContext({
        viewport: { width: WIDTHS[0]!, height: 800 },
        javaScriptEnabled: script === 'with',
      });
      const { page } = await openPage(context, path);
      const headerSearch = (await page.locator('.site-header .search-form').count()) > 0;
      for (const width of WIDTHS) {
        // Each width starts as a fresh load would: the menu closed.
        await page.evaluate(() => document.querySelector('.nav-menu')?.removeAttribute('open'));
        await page.setViewportSize({ width, height: 800 });
        const { lines, offScreen } = await headerLayout(page);
        expect(lines.length, `header lines at ${width} px:\n${lines.join('\n')}`).toBeLessThanOrEqual(
          maxLines(width, headerSearch),
        );
        expect(offScreen, `off screen at ${width} px`).toEqual([]);
        expect((await reachableMainLinks(page)).sort(), `main links at ${width} px`).toEqual([...desktopLinks].sort());
      }
      await context.close();
    },
  );

  // The header's layout is decided by its own markup, not by what is parsed after it: a phone that has painted the
  // header in part (the search box still on its way) must not move it when the rest arrives.
  const CUTS = [
    ['the brand', 'class="brand"', '</a>', '.brand'],
    ['the menu', 'class="site-nav"', '</nav>', '.nav-menu'],
    ['the theme button', 'data-theme-toggle', '</button>', '[data-theme-toggle]'],
  ] as const;
  it.each([412, 360].flatMap((width) => CUTS.map((cut) => [width, ...cut] as const)))(
    'at %i px, a tool page that stops after %s and then arrives moves nothing in its header',
    async (width, _piece, from, cutAfter, last) => {
      const path = '/servers/cloudron/cloudron_cancel_task/';
      const slow = await slowSite(path, from, cutAfter);
      const context = await browser.newContext({ viewport: { width, height: 800 } });
      const page = await context.newPage();
      await page.addInitScript(() => {
        const shifts: Array<{ at: number; what: string }> = [];
        Object.assign(window, { headerShifts: shifts });
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as Array<
            PerformanceEntry & {
              sources?: Array<{ node?: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }>;
            }
          >) {
            for (const source of entry.sources ?? []) {
              const element = source.node instanceof Element ? source.node : source.node?.parentElement;
              if (element?.closest('.site-header'))
                shifts.push({
                  at: entry.startTime,
                  what: `${element.outerHTML.slice(0, 60)}: from ${JSON.stringify(source.previousRect)} to ${JSON.stringify(source.currentRect)}`,
                });
            }
          }
        }).observe({ type: 'layout-shift', buffered: true });
      });
      const frames = () =>
        page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      /** Where each part of the header parsed so far sits. */
      const parts = () =>
        page.evaluate(() =>
          Object.fromEntries(
            [
              ...document.querySelectorAll<HTMLElement>('.brand, .nav-menu > summary, .header-tools, .theme-toggle'),
            ].map((el) => {
              const r = el.getBoundingClientRect();
              return [el.className, { top: r.top, left: r.left }];
            }),
          ),
        );
      try {
        await page.goto(slow.url, { waitUntil: 'commit' });
        await page.waitForFunction(
          (last) => document.querySelector(last) !== null && document.styleSheets.length > 0,
          last,
        );
        await frames();
        // The first piece is on screen and the page is still loading, without its search box.
        expect(
          await page.evaluate(() => [document.readyState, document.querySelector('.search-form') === null]),
        ).toEqual(['loading', true]);
        const before = await parts();
        // Only what moves from here on is this test's business: the parser may also paint a frame part way through the
        // first piece, which no markup controls.
        const released = await page.evaluate(() => performance.now());
        slow.release();
        await page.waitForLoadState('load');
        await frames();
        const after = await parts();
        for (const [name, at] of Object.entries(before))
          expect(after[name], `${name} once the page has arrived`).toEqual(at);
        const shifts = await page.evaluate(
          (since) =>
            (window as unknown as { headerShifts: Array<{ at: number; what: string }> }).headerShifts
              .filter((s) => s.at >= since)
              .map((s) => s.what),
          released,
        );
        expect(shifts).toEqual([]);
      } finally {
        slow.release();
        await context.close();
        await slow.close();
      }
    },
  );

  it('the menu at 360 px: keyboard opens it, focus is visible, Escape closes it back to its button, axe finds nothing', async () => {
    const context = await browser.newContext({ viewport: { width: 360, height: 800 } });
    const { page } = await openPage(context, '/servers/cloudron/cloudron_cancel_task/');
    const summary = page.locator('.nav-menu summary');
    await page.locator('.brand').focus();
    await page.keyboard.press('Tab');
    expect(await summary.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await summary.evaluate((el) => getComputedStyle(el).outlineStyle)).not.toBe('none');
    await page.keyboard.press('Enter');
    expect(await page.locator('.nav-menu').getAttribute('open')).not.toBeNull();
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.closest('.nav-menu ul') !== null)).toBe(true);
    const violations = await axeViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);
    await page.keyboard.press('Escape');
    expect(await page.locator('.nav-menu').getAttribute('open')).toBeNull();
    expect(await summary.evaluate((el) => el === document.activeElement)).toBe(true);
    await context.close();
  });
});

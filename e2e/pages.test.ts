import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { builtCatalogue } from './support/catalogue.ts';
import { evaluate } from '../src/lib/policy/evaluate.ts';
import type { Policy } from '../src/schema/policy.ts';
import { TOOLS_PER_PAGE } from '../src/lib/catalogue/paging.ts';
import { openPage, useBrowser } from './support/browser.ts';
import { TOOL, toolPath } from './support/sample.ts';
import { siteDir } from './support/site-dir.ts';

const catalogue = builtCatalogue();
const session = useBrowser();

async function open(path: string, options: { width?: number; height?: number; javaScriptEnabled?: boolean } = {}) {
  const context = await session.browser.newContext({
    viewport: { width: options.width ?? 1280, height: options.height ?? 800 },
    javaScriptEnabled: options.javaScriptEnabled ?? true,
    acceptDownloads: true,
  });
  const { page, problems } = await openPage(context, path);
  return { page, problems, close: () => context.close() };
}

describe('tool page', () => {
  // The tests that only read the tool page at 1280 × 800 with script share one load of it.
  let shared: Awaited<ReturnType<typeof open>>;
  beforeAll(async () => {
    shared = await open(toolPath, { width: 1280, height: 800 });
  });
  afterAll(async () => {
    await shared.close();
  });

  it('puts the rule, its policy and the Copy button on the first screen at 1280 px', async () => {
    const { page } = shared;
    const copy = await page.getByRole('button', { name: 'Copy' }).boundingBox();
    const code = await page.locator('#tool-policy').boundingBox();
    const rule = await page.getByRole('heading', { name: 'Recommended rule' }).boundingBox();
    expect(copy!.y + copy!.height).toBeLessThanOrEqual(800);
    expect(rule!.y).toBeLessThan(400);
    expect(code!.y).toBeLessThan(800);
  });

  it('says its rationale once, and shows no reviewer notes', async () => {
    const record = catalogue.tools.find((t) => t.server === TOOL.server && t.record.name === TOOL.name)!.record;
    const { page } = shared;
    const text = await page.locator('main').innerText();
    const first = record.rationale.split(/(?<=\.)\s/)[0]!.replaceAll('`', '');
    expect(text.split(first).length - 1).toBe(1);
    expect(text).not.toMatch(/Reviewer's note/);
  });

  it('publishes no reviewer notes on any tool page (they are for maintainers)', () => {
    const withNotes = catalogue.tools.filter((t) => (t.record.review.notes ?? '').length >= 30);
    expect(withNotes.length).toBeGreaterThan(0);
    // At most 300 of them, evenly spread, so the test does not grow with the catalogue (the pages share a component).
    const step = Math.ceil(withNotes.length / 300);
    for (const tool of withNotes.filter((_, i) => i % step === 0)) {
      const html = readFileSync(
        join(siteDir(), 'servers', tool.server, encodeURIComponent(tool.record.name), 'index.html'),
        'utf8',
      );
      // A plain run of words from the note, free of characters HTML escapes.
      const words = tool.record.review
        .notes!.replace(/[`"'&<>]/g, ' ')
        .split(/\s+/)
        .filter(Boolean);
      const probe = words.slice(0, 8).join(' ');
      expect(html.replace(/\s+/g, ' '), `${tool.server}/${tool.record.name}`).not.toContain(probe);
    }
  });

  it('says why its category and not the neighbouring one, and what the verdict means in practice', async () => {
    const { page } = shared;
    expect(await page.locator('.contrast').innerText()).toMatch(/^Execute, not (Destructive|Write):/);
    const practice = await page.locator('.practice').innerText();
    const policy = catalogue.tools.find((t) => t.server === TOOL.server && t.record.name === TOOL.name)!.record.policy;
    expect(policy.verdict).toBe('rate-limit');
    expect(practice).toMatch(
      new RegExp(
        `Can:.*${policy.verdict === 'rate-limit' ? policy.max : ''} calls?.*every ${policy.verdict === 'rate-limit' ? policy.window : ''}`,
      ),
    );
    expect(practice).toMatch(/Cannot:/);
    expect(await page.getByRole('note').filter({ hasText: 'One tool only' }).innerText()).toMatch(
      /refuses all \d+ other tools of Cloudron MCP Server\./,
    );
  });

  it('names the server once in its title', async () => {
    const { page } = shared;
    expect(await page.title()).toBe(`${TOOL.name} · Cloudron MCP Server: Risk & Policy`);
    expect(await page.locator('main').innerText()).not.toMatch(/MCP Server MCP/i);
  });

  it('answers the FAQ in <details> that open without script, and carries no FAQPage block', async () => {
    const { page, close } = await open(toolPath, { javaScriptEnabled: false });
    const details = page.locator('.faq details');
    expect(await details.count()).toBe(6);
    expect(await details.first().evaluate((d) => (d as HTMLDetailsElement).open)).toBe(false);
    await details.first().locator('summary').click();
    expect(await details.first().evaluate((d) => (d as HTMLDetailsElement).open)).toBe(true);
    const shown = await details.evaluateAll((all) =>
      all.map((d) => ({
        question: d.querySelector('summary')!.textContent,
        answer: d.querySelector('p')!.textContent,
      })),
    );
    for (const entry of shown) {
      expect(entry.question).toMatch(/\?$/);
      expect(entry.answer?.length).toBeGreaterThan(20);
    }
    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
    expect(blocks.map((b) => JSON.parse(b)['@type'])).toEqual(['BreadcrumbList']);
    await close();
  });
});

describe('policy builder', () => {
  const path = '/servers/cloudron/policy/';

  it('shows the result beside the rows at 1280 px, and keeps it on screen while the rows scroll', async () => {
    const { page, close } = await open(path, { width: 1280, height: 800 });
    const rows = (await page.locator('.builder-rows').boundingBox())!;
    const result = (await page.locator('.builder-result').boundingBox())!;
    expect(result.x).toBeGreaterThanOrEqual(rows.x + rows.width - 1);
    await page.evaluate(() => document.querySelectorAll('tr[data-tool]')[20]!.scrollIntoView({ block: 'center' }));
    const after = (await page.locator('.builder-result').boundingBox())!;
    expect(after.y).toBeGreaterThanOrEqual(0);
    expect(after.y).toBeLessThan(100);
    await close();
  });

  it('on a phone, the result is a short bar (Copy and Download in reach) and the JSON opens on request; at 1280 px the client file shows without a click, the JSON on request', async () => {
    const phone = await open(path, { width: 360, height: 740 });
    const bar = (await phone.page.locator('.builder-result').boundingBox())!;
    expect(bar.height).toBeLessThan(740 * 0.35);
    expect(await phone.page.locator('.builder-result').getByRole('button', { name: 'Copy' }).isVisible()).toBe(true);
    expect(
      await phone.page
        .locator('.builder-result')
        .getByRole('link', { name: /Download policy\.json/ })
        .isVisible(),
    ).toBe(true);
    // As the page opens it covers no row's controls (Lighthouse's touch-target audit failed a bar at the foot of the screen).
    const covered = await phone.page.evaluate(() => {
      const bar = document.querySelector('.builder-result')!.getBoundingClientRect();
      return [...document.querySelectorAll('tbody :is([data-field], .pick, a)')].filter((el) => {
        const r = el.getBoundingClientRect();
        return r.bottom > bar.top && r.top < bar.bottom && r.right > bar.left && r.left < bar.right;
      }).length;
    });
    expect(covered).toBe(0);
    const code = phone.page.locator('#builder-policy');
    expect(await code.isVisible()).toBe(false);
    await phone.page.locator('.builder-result summary', { hasText: 'Show policy.json' }).click();
    expect(await code.isVisible()).toBe(true);
    // Opened, it scrolls inside the bar and leaves part of the page in view.
    expect((await phone.page.locator('.builder-result').boundingBox())!.height).toBeLessThanOrEqual(740 * 0.8 + 1);
    await phone.close();

    // At 1280 px the reader's client and every format come first in the panel (issue 30: they sat under 3,000 px of
    // JSON); the JSON is a click away.
    const desk = await open(path, { width: 1280, height: 800 });
    expect(await desk.page.locator('#builder-policy').isVisible()).toBe(false);
    expect(await desk.page.getByLabel('Your client or gateway').isVisible()).toBe(true);
    const codex = desk.page.locator('[data-builder-exports] details[data-export="codex"] summary');
    expect(await codex.isVisible()).toBe(true);
    // Once the rows scroll, the panel sits at the top of the screen: the formats are in it without scrolling it.
    await desk.page.mouse.wheel(0, 400);
    await expect.poll(async () => (await codex.boundingBox())!.y).toBeLessThan(800);
    await desk.page.locator('.builder-result summary', { hasText: 'Show policy.json' }).click();
    expect(await desk.page.locator('#builder-policy').isVisible()).toBe(true);
    await desk.close();
    // Without script the JSON is there too, a tap away.
    const bare = await open(path, { width: 360, height: 740, javaScriptEnabled: false });
    await bare.page.locator('.builder-result summary', { hasText: 'Show policy.json' }).click();
    expect(await bare.page.locator('#builder-policy').isVisible()).toBe(true);
    await bare.close();
    const bareDesk = await open(path, { width: 1280, height: 800, javaScriptEnabled: false });
    await bareDesk.page.locator('.builder-result summary', { hasText: 'Show policy.json' }).click();
    expect(await bareDesk.page.locator('#builder-policy').isVisible()).toBe(true);
    await bareDesk.close();
  });

  it('keeps the result on screen at 360 px while the rows scroll', async () => {
    const { page, close } = await open(path, { width: 360, height: 740 });
    await page.locator('tr[data-tool]').nth(15).scrollIntoViewIfNeeded();
    const result = (await page.locator('.builder-result').boundingBox())!;
    expect(result.y).toBeLessThan(740);
    expect(result.y + 40).toBeGreaterThan(0);
    await close();
  });

  it('warns when a chosen verdict is one the validator refuses for that tool', async () => {
    const { page, problems, close } = await open(path);
    const row = page.locator('tr[data-tool="cloudron_delete_user"]');
    await row.scrollIntoViewIfNeeded();
    const warning = row.locator('[data-warning]');
    expect(await warning.isVisible()).toBe(false);
    await row.locator('[data-field="verdict"]').selectOption('allow');
    await expect.poll(() => warning.isVisible(), { timeout: 15_000 }).toBe(true);
    expect(await warning.innerText()).toMatch(/allow contradicts a critical Destructive tool/);
    await expect
      .poll(() => page.locator('#builder-note').innerText(), { timeout: 15_000 })
      .toMatch(/1 choice goes against our rules/);
    // A low-risk Read may be allowed: no warning.
    await page.locator('tr[data-tool="cloudron_check_storage"] [data-field="verdict"]').selectOption('allow');
    expect(await page.locator('tr[data-tool="cloudron_check_storage"] [data-warning]').isVisible()).toBe(false);
    expect(problems.console).toEqual([]);
    await close();
  });

  it('makes a disabled "Max calls" box look disabled with script, and leaves a cap that does not apply out without it', async () => {
    const { page, close } = await open(path);
    const look = (tool: string) =>
      page.locator(`tr[data-tool="${tool}"] [data-field="max"]`).evaluate((el) => ({
        disabled: (el as HTMLInputElement).disabled,
        opacity: Number(getComputedStyle(el).opacity),
        border: getComputedStyle(el).borderTopStyle,
      }));
    const off = await look('cloudron_check_storage');
    const on = await look('cloudron_cancel_task');
    expect(off.disabled).toBe(true);
    expect(on.disabled).toBe(false);
    expect(off.opacity).toBeLessThan(0.7);
    expect(on.opacity).toBe(1);
    expect(off.border).not.toBe(on.border);
    await close();

    // Without script nothing could act on a control: the rows show their values as text, and no cap where none applies.
    const noScript = await open(path, { javaScriptEnabled: false });
    const cell = (tool: string) => noScript.page.locator(`tr[data-tool="${tool}"] td[data-label="Max calls"] .pick`);
    expect(await noScript.page.locator('tbody :is(select, input)').count()).toBe(0);
    expect(await cell('cloudron_check_storage').isVisible()).toBe(false);
    expect(await cell('cloudron_cancel_task').isVisible()).toBe(true);
    expect(await cell('cloudron_cancel_task').innerText()).toMatch(/^\d+$/);
    expect(
      await noScript.page.getByText(/Without JavaScript this page offers the recommended policy/).isVisible(),
    ).toBe(true);
    await noScript.close();
    // Every page of a big server's builder says so, not only the first.
    const later = await open('/servers/github/policy/2/', { javaScriptEnabled: false });
    expect(await later.page.getByText(/Without JavaScript this page offers the recommended policy/).isVisible()).toBe(
      true,
    );
    await later.close();
  });
});

describe('a server with more tools than a page holds', () => {
  const github = catalogue.tools
    .filter((t) => t.server === 'github')
    .map((t) => t.record.name)
    .sort((a, b) => a.localeCompare(b));

  it('lists its tools a page at a time, all of them once', async () => {
    expect(github.length).toBeGreaterThan(TOOLS_PER_PAGE);
    const { page, close } = await open('/servers/github/');
    const first = await page.locator('#tools-h ~ .table-wrap tbody tr td:first-child').allInnerTexts();
    expect(first).toHaveLength(TOOLS_PER_PAGE);
    const listed = [...first];
    const pages = Math.ceil(github.length / TOOLS_PER_PAGE);
    for (let n = 2; n <= pages; n++) {
      await page
        .getByRole('navigation', { name: 'Pages of tools' })
        .first()
        .getByRole('link', { name: /Next/ })
        .click();
      await page.waitForURL(`**/servers/github/tools/${n}/`);
      listed.push(...(await page.locator('main tbody tr td:first-child').allInnerTexts()));
    }
    expect(
      await page.getByRole('navigation', { name: 'Pages of tools' }).getByRole('link', { name: /Next/ }).count(),
    ).toBe(0);
    expect(listed.map((n) => n.replace(/\s/g, ''))).toEqual(github);
    await close();
  });

  it('builds one policy from changes made on several builder pages', async () => {
    const context = await session.browser.newContext({ acceptDownloads: true });
    const { page, problems } = await openPage(context, '/servers/github/policy/2/');
    const onPage2 = github[TOOLS_PER_PAGE]!;
    const onPage1 = github[0]!;
    await page.locator(`tr[data-tool="${onPage2}"] [data-field="verdict"]`).selectOption('deny');
    await expect.poll(() => page.locator('#builder-note').innerText(), { timeout: 15_000 }).toMatch(/1 tool changed/);
    await page
      .getByRole('navigation', { name: 'Pages of tools' })
      .getByRole('link', { name: /Previous/ })
      .click();
    await page.waitForURL('**/servers/github/policy/');
    await expect.poll(() => page.locator('#builder-note').innerText(), { timeout: 15_000 }).toMatch(/1 tool changed/);
    await page.locator(`tr[data-tool="${onPage1}"] [data-field="verdict"]`).selectOption('require-approval');
    await expect.poll(() => page.locator('#builder-note').innerText(), { timeout: 15_000 }).toMatch(/2 tools changed/);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: /Download policy\.json/ }).click(),
    ]);
    const policy = JSON.parse(readFileSync((await download.path())!, 'utf8')) as Policy;
    expect(Object.keys(policy.tools ?? {}).length + (policy.hide?.length ?? 0)).toBe(github.length);
    expect(policy.hide).toContain(onPage2);
    expect(evaluate(policy, { tool: onPage1, time: 0 }).outcome).toBe('needs-approval');
    expect(problems.console).toEqual([]);
    await context.close();
  });
});

describe('home page', () => {
  const cardRows = (page: Page, selector: string) =>
    page.locator(selector).evaluateAll((cards) => {
      const rows = new Map<number, number>();
      for (const card of cards) {
        const top = Math.round(card.getBoundingClientRect().top);
        rows.set(top, (rows.get(top) ?? 0) + 1);
      }
      return [...rows.values()];
    });

  it.each(['/', '/servers/cloudron/cloudron_cancel_task/'])(
    '%s has its header on one row at 1280 px, with the search box where it has one, and one search box',
    async (path) => {
      const { page, close } = await open(path, { width: 1280 });
      const tops = await page.locator('.site-header .wrap > *').evaluateAll((els) =>
        els
          .filter((e) => (e as HTMLElement).offsetParent !== null || getComputedStyle(e).display !== 'none')
          .map((e) => e.getBoundingClientRect())
          .filter((r) => r.height > 0)
          .map((r) => r.top + r.height / 2),
      );
      expect(Math.max(...tops) - Math.min(...tops)).toBeLessThan(12);
      expect(await page.locator('input[type="search"]:visible').count()).toBe(1);
      await close();
    },
  );

  // One load of the home page, read at each width in turn (its layout follows the viewport as a fresh load's would).
  let home: Awaited<ReturnType<typeof open>>;
  beforeAll(async () => {
    home = await open('/', { width: 360 });
  });
  afterAll(async () => {
    await home.close();
  });

  it.each([360, 768, 1280])(
    'at %i px: content uses the width, the hero search clears the numbers, no card alone on a row',
    async (width) => {
      const { page } = home;
      await page.setViewportSize({ width, height: 800 });
      const wrap = (await page.locator('main > .wrap').boundingBox())!;
      const grid = (await page.locator('.cards-5').boundingBox())!;
      expect(grid.width).toBeGreaterThan((wrap.width - 32) * 0.95);
      const form = (await page.locator('#home-search').boundingBox())!;
      const stats = (await page.locator('.stats').boundingBox())!;
      expect(stats.y - (form.y + form.height)).toBeGreaterThanOrEqual(16);
      for (const selector of ['.stats > *', '.cards-5 > *']) {
        const rows = await cardRows(page, selector);
        const widest = Math.max(...rows);
        if (widest > 1)
          expect(
            rows.filter((n) => n === 1),
            `${selector}: ${rows.join('+')}`,
          ).toEqual([]);
      }
    },
  );
});

/**
 * What keeps search instant at scale, checked functionally (no timings here:
 * `npm run bench` measures speed): the tool-name index answers exact and prefix
 * queries from its manifest and one shard, search code loads only when a search
 * box is used, and reading a tool page needs no script at all.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { baseUrl, openPage, useBrowser } from './support/browser.ts';
import { searchSettled } from '../bench/search-page.ts';
import { TOOL, toolPath } from './support/sample.ts';
import { shardFile, type NameManifest } from '../src/lib/search/name-index.ts';
import { siteDir } from './support/site-dir.ts';

const session = useBrowser();

/** Paths the page requested so far (the document itself excluded). */
const requested = (page: Page) =>
  page.evaluate(() => performance.getEntriesByType('resource').map((e) => new URL(e.name).pathname));

describe('the tool-name index', () => {
  it('is built beside Pagefind: a manifest and numbered shards that hold every tool', () => {
    const manifest = JSON.parse(readFileSync(join(siteDir(), 'names', 'index.json'), 'utf8')) as NameManifest;
    expect(manifest.version).toBe(1);
    expect(manifest.separators[0]).toBe('');
    const rows = manifest.separators.flatMap(
      (_, i) => JSON.parse(readFileSync(join(siteDir(), 'names', shardFile(i)), 'utf8')).tools as unknown[][],
    );
    expect(rows.length).toBe(manifest.count);
    expect(rows.some((row) => row[0] === TOOL.name)).toBe(true);
  });

  it('answers an exact name on the search page from the manifest and one shard, first in the list', async () => {
    const { page, problems } = await openPage(session.context, `/search/?q=${TOOL.name}`);
    await page.waitForFunction(() => /result/.test(document.querySelector('#search-status')?.textContent ?? ''));
    expect(await page.locator('#search-results li a strong').first().innerText()).toBe(TOOL.name);
    expect(await page.locator('#search-results li .source-line').first().innerText()).toContain('exact name');
    const names = (await requested(page)).filter((p) => p.startsWith('/names/'));
    expect(names[0]).toBe('/names/index.json');
    expect(names.length).toBe(2);
    expect(problems.console).toEqual([]);
    await page.close();
  });

  it('lists names that start with the query, without Pagefind knowing the word', async () => {
    const prefix = TOOL.name.slice(0, 'cloudron_can'.length);
    const { page } = await openPage(session.context, `/search/?q=${prefix}`);
    await page.waitForFunction(() => /result/.test(document.querySelector('#search-status')?.textContent ?? ''));
    const titles = await page.locator('#search-results li a strong').allInnerTexts();
    expect(titles).toContain(TOOL.name);
    expect(titles.indexOf(TOOL.name)).toBeLessThan(5);
    await page.close();
  });
});

describe('Pagefind on the search page', () => {
  it('runs in a worker: the page itself never loads pagefind.js or an index chunk, and word matches still arrive', async () => {
    const { page, problems } = await openPage(session.context, '/search/?q=cancel%20task');
    await searchSettled(page);
    // Found by the words of its description, which only Pagefind knows: the name index holds names alone.
    expect(await page.locator('#search-results section[data-kind="tool"] li').count()).toBeGreaterThan(0);
    expect((await requested(page)).filter((p) => p.startsWith('/pagefind/'))).toEqual([]);
    // The results carry the site's own addresses, as the name index's matches do (no duplicates between the two).
    const hrefs = await page
      .locator('#search-results li a')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(hrefs.every((href) => href?.startsWith('/'))).toBe(true);
    expect(new Set(hrefs).size).toBe(hrefs.length);
    expect(problems.console).toEqual([]);
    await page.close();
  });
});

describe('script on a tool page', () => {
  it('loads no search code, name index or Pagefind until the search box is used', async () => {
    const { page, problems } = await openPage(session.context, toolPath);
    const before = await requested(page);
    expect(before.filter((p) => p.startsWith('/names/') || p.startsWith('/pagefind/') || /search/i.test(p))).toEqual(
      [],
    );

    await page.focus('#site-search');
    await page.waitForFunction(() => !!document.querySelector('#site-search[list]'));
    await page.keyboard.type(TOOL.name.slice(0, 14));
    await page.waitForFunction(
      (name) =>
        [...(document.querySelector<HTMLInputElement>('#site-search')?.list?.options ?? [])].some(
          (o) => o.value === name,
        ),
      TOOL.name,
    );
    const after = await requested(page);
    expect(after.some((p) => p === '/names/index.json')).toBe(true);
    // The header box suggests names only: full-text search stays on the search page.
    expect(after.filter((p) => p.startsWith('/pagefind/'))).toEqual([]);
    expect(problems.console).toEqual([]);
    await page.close();
  });

  it('is not needed to read the page: everything shows with JavaScript off', async () => {
    const noScript = await session.browser.newContext({ javaScriptEnabled: false });
    const page = await noScript.newPage();
    await page.goto(new URL(toolPath, baseUrl()).href);
    expect(await page.locator('h1').innerText()).toBe(TOOL.name);
    for (const heading of ['What it does', 'Why it needs a policy', 'Recommended rule']) {
      expect(await page.getByRole('heading', { name: heading, exact: true }).isVisible()).toBe(true);
    }
    expect(await page.locator('#tool-policy').innerText()).toContain('"version": "1"');
    await noScript.close();
  });
});

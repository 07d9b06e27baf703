import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, describeViolations } from './support/axe.ts';
import { baseUrl, openPage, useBrowser, type PageProblems } from './support/browser.ts';
import { searchSettled } from '../bench/search-page.ts';
import { TOOL, toolPath } from './support/sample.ts';
import { builtCatalogue } from './support/catalogue.ts';

const session = useBrowser({ acceptDownloads: true, permissions: ['clipboard-read', 'clipboard-write'] });

describe('tool page', () => {
  // One load of the tool page for its three tests: Copy and Download change nothing the others read.
  let page: Page;
  let problems: PageProblems;
  beforeAll(async () => {
    ({ page, problems } = await openPage(session.context, toolPath));
  });
  afterAll(async () => {
    await page.close();
  });

  it('shows what the tool is, its risk and its policy, with no console errors', async () => {
    expect(await page.title()).toBe(`${TOOL.name} · Cloudron MCP Server: Risk & Policy`);
    expect(await page.locator('h1').innerText()).toBe(TOOL.name);
    for (const heading of [
      'What it does',
      'Why it needs a policy',
      "The tool's definition",
      'Attacks that exploit this kind of access',
      'Recommended rule',
      'Frequently asked questions',
    ]) {
      await expect(page.getByRole('heading', { name: heading, exact: true }).count()).resolves.toBe(1);
    }
    expect(await page.locator('.faq details').count()).toBe(6);
    expect(problems.console).toEqual([]);
  });

  it('Copy puts exactly the policy.json file on the clipboard', async () => {
    const file = await (await fetch(new URL(`${toolPath}policy.json`, baseUrl()))).text();
    await page.getByRole('button', { name: 'Copy' }).click();
    // The status is written when the clipboard write resolves, a moment after the click.
    await expect.poll(() => page.locator('.copy-status').first().innerText()).toMatch(/Copied/);
    const clipboard = await page.evaluate(() => navigator.clipboard.readText());
    expect(clipboard).toBe(file);
    expect(await page.locator('#tool-policy').textContent()).toBe(file);
  });

  it('Download saves that same file', async () => {
    const file = await (await fetch(new URL(`${toolPath}policy.json`, baseUrl()))).text();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: /Download policy\.json/ }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`${TOOL.name}.policy.json`);
    expect(readFileSync((await download.path())!, 'utf8')).toBe(file);
  });
});

describe('search', () => {
  async function search(query: string, filters: Record<string, string> = {}) {
    const params = new URLSearchParams({ q: query, ...filters });
    const { page, problems } = await openPage(session.context, `/search/?${params}`);
    await searchSettled(page);
    const titles = await page.locator('#search-results li a strong').allInnerTexts();
    const status = await page.locator('#search-status').innerText();
    await page.close();
    return { titles, status, problems };
  }

  it('finds a tool by its exact snake_case name, first', async () => {
    const { titles, problems } = await search(TOOL.name);
    expect(titles[0]).toBe(TOOL.name);
    expect(problems.console).toEqual([]);
  });

  it('finds a tool by the words of its name', async () => {
    const { titles } = await search('cancel task cloudron');
    expect(titles).toContain(TOOL.name);
  });

  it('finds each shape of name the catalogue holds, first (every shape is covered by fixtures in tests/search-rank.test.ts)', async () => {
    const names = builtCatalogue().tools.map((t) => t.record.name);
    const shapes: Record<string, (n: string) => boolean> = {
      snake: (n) => n.includes('_'),
      camel: (n) => /[a-z][A-Z]/.test(n) && !n.includes('_'),
      dotted: (n) => n.includes('.'),
      kebab: (n) => n.includes('-'),
    };
    const present = Object.entries(shapes).flatMap(([shape, test]) => {
      const name = names.find(test);
      return name ? [[shape, name] as const] : [];
    });
    // Snake and kebab names are in the catalogue today; the others are tested from fixtures until it has some.
    expect(present.map(([shape]) => shape)).toEqual(expect.arrayContaining(['snake', 'kebab']));
    // The searches are independent: a few pages of one context at once.
    const found = await Promise.all(present.map(([, name]) => search(name)));
    present.forEach(([shape, name], i) => expect(found[i]!.titles[0], `${shape}: ${name}`).toBe(name));
  });

  it('a filter narrows the results', async () => {
    const [all, filtered] = await Promise.all([search('task'), search('task', { category: 'Execute' })]);
    const count = (status: string) => Number(/(\d+) result/.exec(status)?.[1] ?? 0);
    expect(count(all.status)).toBeGreaterThan(count(filtered.status));
    expect(count(filtered.status)).toBeGreaterThan(0);
  });

  it('the server filter holds the slug, so only that record’s tools are listed, and their server is named', async () => {
    const { page } = await openPage(
      session.context,
      `/search/?${new URLSearchParams({ q: 'task', server: TOOL.server })}`,
    );
    await searchSettled(page);
    // Every option's value is a slug: a server that copies another's display name cannot share its filter.
    const values = await page
      .locator('select[data-filter="server"] option')
      .evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value).filter(Boolean));
    expect(values.length).toBeGreaterThan(1);
    for (const value of values) expect(value).toMatch(/^[a-z0-9][a-z0-9-]*$/);
    expect(await page.locator('select[data-filter="server"]').inputValue()).toBe(TOOL.server);
    const hrefs = await page
      .locator('#search-results li a')
      .evaluateAll((links) => links.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
    const tools = hrefs.filter((href) => href.split('/').length > 4);
    expect(tools.length).toBeGreaterThan(0);
    for (const href of tools) expect(href.startsWith(`/servers/${TOOL.server}/`), href).toBe(true);
    expect(await page.locator('#search-results .source-line').first().innerText()).toContain('Cloudron');
    await page.close();
  });

  it('finds the pages that are not tools (attack patterns, servers) from their own index', async () => {
    const [attack, server] = await Promise.all([search('tool poisoning'), search('serenichron')]);
    expect(attack.titles).toContain('Tool poisoning');
    expect(attack.problems.console).toEqual([]);
    // The publisher is named on the server's page, not on its tools'.
    expect(server.titles).toContain('Cloudron MCP Server');
  });

  it('finds a server by its name, its own page first', async () => {
    const { titles } = await search('GitHub MCP Server');
    expect(titles[0]).toBe('GitHub MCP Server');
  });

  it('navigates from a result to the tool page', async () => {
    const { page } = await openPage(session.context, `/search/?q=${TOOL.name}`);
    await page.locator('#search-results li a').first().click();
    await page.waitForURL(`**${toolPath}`);
    expect(await page.locator('h1').innerText()).toBe(TOOL.name);
    await page.close();
  });
});

describe('accessibility', () => {
  // A few pages at once, each in its own tab of the file's context.
  it.concurrent.for([
    '/',
    '/servers/',
    '/browse/grade-f/tools/',
    '/servers/github/tools/critical/',
    '/docs/coverage/',
    `/servers/${TOOL.server}/`,
    toolPath,
    '/search/?q=task',
    `/servers/${TOOL.server}/policy/`,
    '/docs/policy/',
    '/docs/exports/',
    '/attacks/',
    '/attacks/tool-poisoning/',
    '/categories/',
    '/categories/execute/',
    '/risk/',
    '/risk/critical/',
    '/404.html',
  ])('axe finds no violations on %s', async (path, { expect }) => {
    const { page } = await openPage(session.context, path);
    const violations = await axeViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);
    await page.close();
  });
});

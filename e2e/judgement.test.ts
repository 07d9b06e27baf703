/**
 * "How we judged it" on a tool page of every category of the built catalogue: the steps are there, each
 * engine step links to its rule on /docs/judgement/, and that anchor exists.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext } from 'playwright-core';
import { launch, openPage } from './support/browser.ts';
import { CATEGORIES } from '../src/schema/enums.ts';
import { catalogueRoot } from '../src/lib/catalogue/catalogue.ts';

let browser: Browser;
let context: BrowserContext;
beforeAll(async () => {
  browser = await launch();
  context = await browser.newContext();
});
afterAll(async () => {
  await browser?.close();
});

/** The first tool record of each category in the catalogue the site was built from. */
function oneToolPerCategory(): Map<string, { server: string; name: string; rules: string[] }> {
  const found = new Map<string, { server: string; name: string; rules: string[] }>();
  const servers = join(catalogueRoot(), 'servers');
  for (const server of readdirSync(servers).sort()) {
    let files: string[] = [];
    try {
      files = readdirSync(join(servers, server, 'tools')).sort();
    } catch {
      continue;
    }
    for (const file of files) {
      const record = parse(readFileSync(join(servers, server, 'tools', file), 'utf8')) as { name: string; category: string; evidence?: Array<{ rule: string }> };
      if (!found.has(record.category) && (record.evidence?.length ?? 0) > 0) found.set(record.category, { server, name: record.name, rules: (record.evidence ?? []).map((step) => step.rule) });
    }
    if (found.size === CATEGORIES.length) break;
  }
  return found;
}

describe('How we judged it', () => {
  const samples = oneToolPerCategory();
  it('has a sample tool page for every category', () => {
    expect([...samples.keys()].sort()).toEqual([...CATEGORIES].sort());
  });

  it.each([...CATEGORIES])('shows the steps of a %s tool, each linked to its rule', async (category) => {
    const sample = samples.get(category);
    expect(sample, category).toBeDefined();
    const { page, problems } = await openPage(context, `/servers/${sample!.server}/${sample!.name}/`);
    const section = page.locator('section:has(#how-judged)');
    expect(await section.count()).toBe(1);
    const steps = section.locator('ol.evidence > li');
    expect(await steps.count()).toBe(sample!.rules.length);
    const links = await section.locator('a.evidence-rule').evaluateAll((anchors) => anchors.map((a) => (a as HTMLAnchorElement).getAttribute('href')));
    for (const rule of sample!.rules.filter((rule) => rule !== 'review')) expect(links).toContain(`/docs/judgement/#rule-${rule}`);
    expect(await section.getByRole('heading', { name: 'Data flow' }).count()).toBe(1);
    expect(problems.console).toEqual([]);
    await page.close();
  });

  it('has an anchor on /docs/judgement/ for every rule a page links to', async () => {
    const { page } = await openPage(context, '/docs/judgement/');
    for (const sample of samples.values()) {
      for (const rule of sample.rules.filter((rule) => rule !== 'review')) expect(await page.locator(`[id="rule-${rule}"]`).count(), rule).toBe(1);
    }
    await page.close();
  });
});

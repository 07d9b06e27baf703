/**
 * "How we judged it" on a tool page of every category of the built catalogue: the steps are there, each
 * engine step links to its rule on /docs/judgement/, and that anchor exists.
 */
import { describe, expect, it } from 'vitest';
import { openPage, useBrowser } from './support/browser.ts';
import { CATEGORIES } from '../src/schema/enums.ts';
import { builtCatalogue } from './support/catalogue.ts';

const session = useBrowser();

/** The first tool record (in file order) of each category in the catalogue the site was built from, read by the production loader. */
function oneToolPerCategory(): Map<string, { server: string; name: string; rules: string[] }> {
  const found = new Map<string, { server: string; name: string; rules: string[] }>();
  for (const { server, record } of [...builtCatalogue().tools].sort((a, b) => (a.file < b.file ? -1 : 1))) {
    if (!found.has(record.category) && (record.evidence?.length ?? 0) > 0)
      found.set(record.category, {
        server,
        name: record.name,
        rules: (record.evidence ?? []).map((step) => step.rule),
      });
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
    const { page, problems } = await openPage(session.context, `/servers/${sample!.server}/${sample!.name}/`);
    const section = page.locator('section:has(#how-judged)');
    expect(await section.count()).toBe(1);
    const steps = section.locator('ol.evidence > li');
    expect(await steps.count()).toBe(sample!.rules.length);
    const links = await section
      .locator('a.evidence-rule')
      .evaluateAll((anchors) => anchors.map((a) => (a as HTMLAnchorElement).getAttribute('href')));
    for (const rule of sample!.rules.filter((rule) => rule !== 'review'))
      expect(links).toContain(`/docs/judgement/#rule-${rule}`);
    expect(await section.getByRole('heading', { name: 'Data flow' }).count()).toBe(1);
    expect(problems.console).toEqual([]);
    await page.close();
  });

  it('has an anchor on /docs/judgement/ for every rule a page links to', async () => {
    const { page } = await openPage(session.context, '/docs/judgement/');
    for (const sample of samples.values()) {
      for (const rule of sample.rules.filter((rule) => rule !== 'review'))
        expect(await page.locator(`[id="rule-${rule}"]`).count(), rule).toBe(1);
    }
    await page.close();
  });
});

describe('Who reviews', () => {
  it('counts the reviews by who made them, as the records say', async () => {
    const reviewed = builtCatalogue().tools.filter(({ record }) => record.review.status === 'reviewed');
    const byAgent = reviewed.filter(({ record }) => record.review.read?.by === 'agent').length;
    const byPerson = reviewed.filter(({ record }) => record.review.read?.by === 'person').length;
    const { page, problems } = await openPage(session.context, '/docs/judgement/');
    const text = (await page.locator('#reviewers ~ p', { hasText: 'Reviewed tools' }).innerText()).replace(/\s+/g, ' ');
    const number = (n: number) => n.toLocaleString('en-US');
    expect(text).toContain(`${number(byAgent)} tool${byAgent === 1 ? '' : 's'} by an AI agent`);
    expect(text).toContain(`${number(byPerson)} tool${byPerson === 1 ? '' : 's'} by a person`);
    expect(problems.console).toEqual([]);
    expect(problems.csp).toEqual([]);
    await page.close();
  });
});

import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { catalogueRoot } from '../src/lib/catalogue/reader.ts';
import {
  coverageOf,
  HARVEST_ROWS_PER_PAGE,
  harvestPageUrl,
  percent,
  readHarvestReport,
  readNpmSources,
} from '../src/lib/harvest/report.ts';
import { pageCount } from '../src/lib/catalogue/paging.ts';
import { readSourceList } from '../src/lib/source/repository-list.ts';
import { axeViolations, describeViolations } from './support/axe.ts';
import { openPage, useBrowser } from './support/browser.ts';
import { searchSettled } from '../bench/search-page.ts';
import { reviewCoverage } from '../src/lib/catalogue/review-coverage.ts';
import { builtCatalogue } from './support/catalogue.ts';

const session = useBrowser();

const root = catalogueRoot();
const report = readHarvestReport(join(root, 'sources', 'harvest-report.yaml'));
/** A sample of harvested servers, as a user would open them: the first, the middle and the last with package provenance. */
const harvested = readdirSync(join(root, 'servers'))
  .sort()
  .map((slug) => ({
    slug,
    record: parse(readFileSync(join(root, 'servers', slug, 'server.yaml'), 'utf8')) as {
      name: string;
      package?: { name: string; version: string; integrity: string };
    },
  }))
  .filter((s) => s.record.package);
const sample =
  harvested.length <= 3 ? harvested : [harvested[0]!, harvested[Math.floor(harvested.length / 2)]!, harvested.at(-1)!];

describe('coverage page', () => {
  it.runIf(report)('lists every package the harvest tried, with its outcome, page by page', async () => {
    const { page, problems } = await openPage(session.context, '/docs/coverage/');
    expect(await page.locator('h1').innerText()).toBe('Coverage: servers harvested from npm and read from source');
    const all = report!.packages;
    const pages = pageCount(all.length, HARVEST_ROWS_PER_PAGE);
    // The share of the env's MCP list, from the same function as the page, over the committed source list.
    const sources = readNpmSources(join(root, 'sources', 'npm.yaml'));
    if (sources) {
      const cov = coverageOf(sources, all);
      const share = await page.locator('#share-table').innerText();
      expect(share).toContain(`Of the ${cov.mcpPackages.toLocaleString('en-US')} MCP packages`);
      expect(share).toMatch(
        new RegExp(`tried\\s+${cov.tried}\\s+${percent(cov.tried, cov.mcpPackages).replace('.', '\\.')}`),
      );
    }
    expect(await page.locator('#harvest-table tbody tr').first().locator('th').innerText()).toBe(all[0]!.package);
    expect(problems.console).toEqual([]);
    const violations = await axeViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);
    await page.close();
    // Every page together: each package once, in order, each outcome as often as the report has it.
    const seen: string[] = [];
    const outcomes: string[] = [];
    for (let n = 1; n <= pages; n++) {
      const { page: p } = await openPage(session.context, harvestPageUrl(n).replace(/#.*$/, ''));
      const rows = p.locator('#harvest-table tbody tr');
      // textContent, not innerText: rows far below the fold are skipped by content-visibility and read as empty.
      seen.push(...(await rows.locator('th').allTextContents()).map((text) => text.trim()));
      outcomes.push(...(await rows.evaluateAll((trs) => trs.map((tr) => tr.getAttribute('data-outcome') ?? ''))));
      await p.close();
    }
    expect(seen).toEqual(all.map((e) => e.package));
    expect(outcomes).toEqual(all.map((e) => e.outcome));
  });
});

const fromSource = readSourceList(join(root, 'sources', 'source-servers.yaml'));

describe('servers read from source', () => {
  it.runIf(fromSource)(
    'lists every repository tried, and each imported one links to a page that says how once',
    async () => {
      const tried = fromSource!.candidates.filter((c) => c.outcome);
      const { page } = await openPage(session.context, '/docs/coverage/');
      const rows = page.locator('#source-table tbody tr');
      expect(await rows.count()).toBe(tried.length);
      // An imported repository links to its server's page when the site was built with that server (a sample
      // build holds some of them).
      const built = new Set(builtCatalogue().servers.map((s) => s.slug));
      const imported = tried.filter((c) => c.outcome === 'imported' && c.server && built.has(c.server));
      expect(imported.length).toBeGreaterThan(0);
      expect(await page.locator('#source-table tr[data-outcome="imported"] th a').count()).toBe(imported.length);
      await page.close();
      const first = imported[0]!;
      const { page: serverPage } = await openPage(session.context, `/servers/${first.server}/`);
      const box = serverPage.locator('.tools-obtained');
      expect(await box.count()).toBe(1);
      const text = await box.innerText();
      expect(text).toContain(`read from its source code at commit ${first.commit!.slice(0, 12)}, without running it`);
      expect(text).toContain(`${first.descriptions!.static} of ${first.tools} descriptions read whole`);
      const violations = await axeViolations(serverPage);
      expect(violations, describeViolations(violations)).toEqual([]);
      await serverPage.close();
    },
  );
});

describe('harvested servers (sampled: first, middle, last)', () => {
  it("shows each one's package provenance on its page, and its tools", async () => {
    expect(sample.length).toBeGreaterThan(0);
    for (const { slug, record } of sample) {
      const { page } = await openPage(session.context, `/servers/${slug}/`);
      const box = page.locator('.package-provenance');
      expect((await box.locator('h2').textContent())?.trim()).toBe('Package provenance');
      const text = await box.innerText();
      expect(text, slug).toContain(`${record.package!.name} ${record.package!.version}`);
      expect(text, slug).toContain(record.package!.integrity);
      expect(await page.locator('#tools-h').innerText()).toMatch(/^Tools \([\d,]+\)$/);
      await page.close();
    }
  });

  it('says how many high-stakes tools are still drafts, as the records say', async () => {
    const coverage = reviewCoverage(builtCatalogue().tools.map((t) => t.record));
    const { page, problems } = await openPage(session.context, '/docs/coverage/');
    const text = (await page.locator('[data-review-coverage]').innerText()).replace(/\s+/g, ' ');
    const n = (x: number) => x.toLocaleString('en-US');
    expect(text).toContain(`Of the catalogue's ${n(coverage.tools)} tools, ${n(coverage.reviewed)} are reviewed`);
    expect(text).toContain(
      `Of those, ${n(coverage.highStakesUnreviewed)} (${percent(coverage.highStakesUnreviewed, coverage.highStakes)}) are still drafts`,
    );
    expect(problems.console).toEqual([]);
    await page.close();
  });

  it('finds a harvested tool by its name in search', async () => {
    const { slug } = sample[0]!;
    const tool = readdirSync(join(root, 'servers', slug, 'tools'))[0]!.replace(/\.yaml$/, '');
    const { page } = await openPage(session.context, `/search/?q=${encodeURIComponent(tool)}`);
    await searchSettled(page);
    const titles = await page.locator('#search-results li a strong').allInnerTexts();
    expect(titles).toContain(tool);
    await page.close();
  });
});

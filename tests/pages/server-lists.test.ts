/**
 * The server lists and a big server's filtered tool lists stay light whatever the catalogue's size: a list page
 * of a catalogue of ten times today's servers, and the filtered pages of a 10,000-tool server, are rendered with
 * Astro's container API and checked against the page-weight budget and against the same page of a small catalogue.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { experimental_AstroContainer as AstroContainer } from 'astro/container';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateCatalogue } from '../../bench/generate-catalogue.ts';
import type { Catalogue } from '../../src/lib/catalogue/reader.ts';
import { validateCatalogue } from '../../src/lib/validate/runner.ts';
import { PAGE_WEIGHT_BUDGET, TOOLS_PER_PAGE, pageCount } from '../../src/lib/catalogue/paging.ts';
import { indexCatalogue, type ServerView } from '../../src/site/catalogue-views.ts';
import { serverRows } from '../../src/site/server-row.ts';
import { SERVERS_PER_PAGE, TOOL_FILTERS, filterTools, viewRows, type View } from '../../src/lib/search/browse.ts';
import BrowsePage from '../../src/pages/browse/[filter]/[order]/[...page].astro';
import ToolFilterPage from '../../src/pages/servers/[server]/tools/[filter]/[...page].astro';

const root = mkdtempSync(join(tmpdir(), 'server-lists-'));
let container: AstroContainer;
let catalogue: Catalogue;

beforeAll(async () => {
  generateCatalogue(root, { tools: 250, servers: 25, attacksDir: 'data/attacks', seed: 12 });
  catalogue = validateCatalogue(root);
  expect(catalogue.problems).toEqual([]);
  container = await AstroContainer.create({
    astroConfig: { site: 'https://catalogue.example', trailingSlash: 'always' },
  });
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** The catalogue's servers copied `times` over under new slugs and names, their tools with them. */
function scaled(times: number): ServerView[] {
  const servers = Array.from({ length: times }, (_, copy) =>
    catalogue.servers.map((s) => ({
      ...s,
      slug: `${s.slug}-${copy}`,
      record: { ...s.record, name: `${s.record.name} ${copy}` },
    })),
  ).flat();
  const tools = Array.from({ length: times }, (_, copy) =>
    catalogue.tools.map((t) => ({ ...t, server: `${t.server}-${copy}` })),
  ).flat();
  return indexCatalogue({ ...catalogue, servers, tools }).servers;
}

const html = (page: Parameters<AstroContainer['renderToString']>[0], path: string, props: Record<string, unknown>) =>
  container.renderToString(page, { props, request: new Request(`https://catalogue.example${path}`) });
const render = async (...args: Parameters<typeof html>) => Buffer.byteLength(await html(...args));
/** Links in a page's filter bar. */
const filterLinks = (text: string) => (/<nav class="facets"[\s\S]*?<\/nav>/.exec(text)?.[0].match(/<a /g) ?? []).length;

/** The HTML of the first and last page of a list, for a catalogue of these servers. */
async function listPages(servers: ServerView[], view: View) {
  const rows = serverRows(servers);
  const bySlug = new Map(servers.map((s) => [s.slug, s]));
  const listed = viewRows(rows, view).map((r) => bySlug.get(r.slug)!);
  const last = pageCount(listed.length, SERVERS_PER_PAGE);
  const first = await html(BrowsePage, '/browse/all/grade/', { view, listed, page: 1, rows });
  return {
    pages: last,
    first: Buffer.byteLength(first),
    links: filterLinks(first),
    rows: (first.match(/<tr>/g) ?? []).length - 1,
    last: await render(BrowsePage, `/browse/all/grade/${last}/`, { view, listed, page: last, rows }),
  };
}

describe('server lists at ten times the size', () => {
  it('a page of a 2,500-server catalogue stays within the budget and weighs what a page of a small one weighs', async () => {
    const big = scaled(100);
    const small = scaled(10);
    expect(big.length).toBe(100 * catalogue.servers.length);
    const view = { order: 'grade' };
    const bigPages = await listPages(big, view);
    const smallPages = await listPages(small, view);
    expect(bigPages.pages).toBe(Math.ceil(big.length / SERVERS_PER_PAGE));
    console.log(
      `server list page, ${big.length} servers: ${bigPages.first} B; ${small.length} servers: ${smallPages.first} B`,
    );
    expect(bigPages.first).toBeLessThan(PAGE_WEIGHT_BUDGET);
    expect(bigPages.last).toBeLessThan(PAGE_WEIGHT_BUDGET);
    expect(bigPages.first / smallPages.first).toBeLessThan(1.1);
    // A page of servers and the same filters, whatever the catalogue's size.
    expect(bigPages.rows).toBe(SERVERS_PER_PAGE);
    expect(bigPages.links).toBeGreaterThan(10);
    expect(bigPages.links).toBe(smallPages.links);
  });
});

describe("a 10,000-tool server's filtered tool lists", () => {
  it('stay within the budget on every page', async () => {
    const base = indexCatalogue(catalogue).servers[0]!;
    const tools = Array.from({ length: 10_000 }, (_, i) => {
      const t = base.tools[i % base.tools.length]!;
      return { ...t, record: { ...t.record, name: `${t.record.name}_${i}` } };
    });
    const server = { ...base, tools };
    for (const filter of TOOL_FILTERS) {
      const kept = filterTools(tools, filter);
      if (kept.length === 0) continue;
      const last = pageCount(kept.length);
      const bytes = await render(ToolFilterPage, `${server.url}tools/${filter.key}/${last}/`, {
        server,
        filter,
        page: last,
      });
      expect(bytes, filter.key).toBeLessThan(PAGE_WEIGHT_BUDGET);
      expect(last, filter.key).toBe(Math.ceil(kept.length / TOOLS_PER_PAGE));
    }
  });
});

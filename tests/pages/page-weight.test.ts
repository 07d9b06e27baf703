/**
 * Every page of a very big server stays within the page-weight budget: the
 * server page, its tool-list pages, the policy builder's pages and a tool page
 * are rendered (Astro's container API, the same components the build uses) for
 * a synthetic server of 10,000 tools, and for a small one to compare with.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { experimental_AstroContainer as AstroContainer } from 'astro/container';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateCatalogue } from '../../bench/generate-catalogue.ts';
import { PAGE_WEIGHT_BUDGET, TOOLS_PER_PAGE, pageCount } from '../../src/lib/catalogue/paging.ts';
import { indexCatalogue, type ServerView } from '../../src/site/catalogue-views.ts';
import { validateCatalogue } from '../../src/lib/validate/runner.ts';
import ServerPage from '../../src/pages/servers/[server]/index.astro';
import ToolListPage from '../../src/pages/servers/[server]/tools/[page].astro';
import BuilderPage from '../../src/pages/servers/[server]/policy/index.astro';
import BuilderMorePage from '../../src/pages/servers/[server]/policy/[page].astro';
import ToolPage from '../../src/pages/servers/[server]/[tool]/index.astro';

const BIG = 10_000;
const root = mkdtempSync(join(tmpdir(), 'page-weight-'));
let container: AstroContainer;
let big: ServerView;

beforeAll(async () => {
  // The bench generator writes one server's tools as real YAML, read by the validator's loader; reading
  // 10,000 files takes a minute on a busy machine, so 250 are read and repeated under new names.
  generateCatalogue(root, { tools: 250, servers: 1, attacksDir: 'data/attacks', seed: 11 });
  const catalogue = validateCatalogue(root);
  expect(catalogue.problems).toEqual([]);
  const tools = Array.from({ length: BIG }, (_, i) => {
    const entry = catalogue.tools[i % catalogue.tools.length]!;
    const { record } = entry;
    return {
      ...entry,
      record: {
        ...record,
        name: i < catalogue.tools.length ? record.name : `${record.name}_${Math.floor(i / catalogue.tools.length)}`,
      },
    };
  });
  big = indexCatalogue({ ...catalogue, tools }).servers[0]!;
  container = await AstroContainer.create({
    astroConfig: { site: 'https://catalogue.example', trailingSlash: 'always' },
  });
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

const render = async (
  page: Parameters<AstroContainer['renderToString']>[0],
  path: string,
  props: Record<string, unknown>,
) =>
  Buffer.byteLength(
    await container.renderToString(page, { props, request: new Request(`https://catalogue.example${path}`) }),
  );

describe('pages of a 10,000-tool server', () => {
  it('the synthetic server really has 10,000 tools', () => {
    expect(big.tools).toHaveLength(BIG);
    expect(pageCount(big.tools.length)).toBe(BIG / TOOLS_PER_PAGE);
  });

  it('every page stays within the page-weight budget', async () => {
    const last = pageCount(big.tools.length);
    const tool = big.tools[BIG - 1]!;
    const sizes = {
      server: await render(ServerPage, big.url, { server: big }),
      toolList2: await render(ToolListPage, `${big.url}tools/2/`, { server: big, page: 2 }),
      toolListLast: await render(ToolListPage, `${big.url}tools/${last}/`, { server: big, page: last }),
      builder: await render(BuilderPage, `${big.url}policy/`, { server: big }),
      builderLast: await render(BuilderMorePage, `${big.url}policy/${last}/`, { server: big, page: last }),
      tool: await render(ToolPage, tool.url, { server: big, tool }),
    };
    console.log(
      `page weight, 10,000-tool server (bytes of HTML): ${JSON.stringify(sizes)}; budget ${PAGE_WEIGHT_BUDGET}`,
    );
    for (const [page, bytes] of Object.entries(sizes)) expect(bytes, page).toBeLessThan(PAGE_WEIGHT_BUDGET);
  });

  it('a page of the big server weighs about what the same page of a small server weighs', async () => {
    // A server of one page of tools: the big one cut to its first TOOLS_PER_PAGE.
    const small = { ...big, tools: big.tools.slice(0, TOOLS_PER_PAGE) };
    const bigServer = await render(ServerPage, big.url, { server: big });
    const smallServer = await render(ServerPage, big.url, { server: small });
    const bigBuilder = await render(BuilderPage, `${big.url}policy/`, { server: big });
    const smallBuilder = await render(BuilderPage, `${big.url}policy/`, { server: small });
    expect(bigServer / smallServer).toBeLessThan(1.25);
    expect(bigBuilder / smallBuilder).toBeLessThan(1.25);
  });
});

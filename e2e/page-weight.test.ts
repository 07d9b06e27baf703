/**
 * Every page of the built catalogue stays within the page-weight budget (PAGE_WEIGHT_BUDGET, bytes of
 * HTML): tests/pages/page-weight.test.ts renders a synthetic 10,000-tool server, this reads the real
 * pages in dist/, so a real server whose pages carry more than the synthetic one (long names, long
 * descriptions, big export files) is caught too. It reports the largest page of each kind.
 *
 * What keeps the biggest pages under it: a server page and its builder link the export files rather
 * than carry them (PolicyExports `lazy`). The last tests check that a reader still gets each file, with
 * and without script.
 */
import { readdirSync, statSync } from 'node:fs';
import { join, sep } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PAGE_WEIGHT_BUDGET, policyPreview } from '../src/lib/catalogue/paging.ts';
import { pageKind } from './support/sample.ts';
import { baseUrl, openPage, useBrowser } from './support/browser.ts';
import { siteDir } from './support/site-dir.ts';

const dist = siteDir();

/** Every HTML page of dist/ by its path (`/servers/x/` for servers/x/index.html) and size in bytes. */
function builtPages(): Map<string, number> {
  const pages = new Map<string, number>();
  for (const file of readdirSync(dist, { recursive: true, encoding: 'utf8' })) {
    if (!file.endsWith('.html')) continue;
    const path = `/${file.split(sep).join('/')}`.replace(/index\.html$/, '');
    pages.set(path, statSync(join(dist, file)).size);
  }
  return pages;
}

describe('page weight of the built catalogue', () => {
  const pages = builtPages();
  const largest = new Map<string, { path: string; bytes: number }>();
  for (const [path, bytes] of pages) {
    const kind = pageKind(path);
    if ((largest.get(kind)?.bytes ?? -1) < bytes) largest.set(kind, { path, bytes });
  }

  it('has the big page kinds to weigh: builders, server pages, tool pages', () => {
    for (const kind of ['/servers/:server/policy/', '/servers/:server/', '/servers/:server/:tool/'])
      expect(largest.get(kind), kind).toBeDefined();
  });

  it('every page, the largest builder, server and tool page included, stays within the budget', () => {
    const report = [...largest]
      .sort(([, a], [, b]) => b.bytes - a.bytes)
      .slice(0, 12)
      .map(([kind, { path, bytes }]) => `${kind} ${bytes} (${path})`);
    console.log(`largest pages by kind (bytes of HTML; budget ${PAGE_WEIGHT_BUDGET}):\n  ${report.join('\n  ')}`);
    const over = [...pages]
      .filter(([, bytes]) => bytes >= PAGE_WEIGHT_BUDGET)
      .map(([path, bytes]) => `${path} (${bytes} bytes)`);
    expect(over, `pages over the ${PAGE_WEIGHT_BUDGET}-byte budget`).toEqual([]);
  });
});

const session = useBrowser();
/** A real server whose docker-mcp.cedar is longer than a page shows whole (so the preview path is taken). */
const BIG = 'figma-console-mcp';

describe('the formats a big page links instead of carrying', () => {
  it('without script, each format of the server page and the builder links its file, and says why the text is not there', async () => {
    const noScript = await session.browser.newContext({ javaScriptEnabled: false });
    for (const [path, prefix] of [
      [`/servers/${BIG}/`, 'server-export'],
      [`/servers/${BIG}/policy/`, 'builder-export'],
    ] as const) {
      const { page } = await openPage(noScript, path);
      const codex = page.locator(`[data-exports="${prefix}"] details[data-export="codex"]`);
      await codex.locator('summary').click();
      expect(await codex.locator('a[download]').getAttribute('href')).toBe(`/servers/${BIG}/export/codex.toml`);
      expect(await codex.locator('[data-export-pending]').innerText()).toMatch(/download it/);
      expect(await codex.locator('[data-export-text]').isVisible()).toBe(false);
      await page.close();
    }
    await noScript.close();
  });

  it('with script, opening a long format shows its first lines without Copy (which would copy the preview), a short one whole with Copy', async () => {
    const file = (name: string) => fetch(new URL(`/servers/${BIG}/export/${name}`, baseUrl())).then((r) => r.text());
    const long = await file('docker-mcp.cedar');
    const short = await file('claude-code.json');
    expect(policyPreview(long).truncated).toBe(true);
    expect(policyPreview(short).truncated).toBe(false);
    for (const [path, prefix] of [
      [`/servers/${BIG}/`, 'server-export'],
      [`/servers/${BIG}/policy/`, 'builder-export'],
    ] as const) {
      const { page, problems } = await openPage(session.context, path);
      const docker = page.locator(`[data-exports="${prefix}"] details[data-export="docker-mcp"]`);
      await docker.locator('summary').click();
      await expect
        .poll(() => docker.locator('[data-export-text]').textContent(), { timeout: 20_000 })
        .toBe(policyPreview(long).text);
      expect(await docker.locator('[data-export-pending]').isVisible()).toBe(false);
      expect(await docker.getByRole('button', { name: 'Copy' }).isVisible()).toBe(false);
      const claude = page.locator(`[data-exports="${prefix}"] details[data-export="claude-code"]`);
      await claude.locator('summary').click();
      await expect.poll(() => claude.locator('[data-export-text]').textContent(), { timeout: 20_000 }).toBe(short);
      expect(await claude.getByRole('button', { name: 'Copy' }).isVisible()).toBe(true);
      expect(problems.console).toEqual([]);
      await page.close();
    }
  });
});

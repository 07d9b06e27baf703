import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { sitemap } from '../src/integrations/sitemap.ts';

const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

/** Runs the integration's hooks the way Astro does, on a list of built pages. */
async function write(pathnames: string[], limit: number) {
  const out = mkdtempSync(join(tmpdir(), 'sitemap-test-'));
  dirs.push(out);
  const integration = sitemap({ exclude: (p) => p === '/search/', limit });
  const hooks = integration.hooks as Record<string, (options: unknown) => unknown>;
  await hooks['astro:config:done']!({ config: { site: 'https://example.test', base: '/' } });
  const logged: string[] = [];
  await hooks['astro:build:done']!({
    dir: pathToFileURL(`${out}/`),
    pages: pathnames.map((pathname) => ({ pathname })),
    logger: { info: (m: string) => logged.push(m) },
  });
  const locs = (file: string) =>
    [...readFileSync(join(out, file), 'utf8').matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
  return { out, locs, logged };
}

describe('sitemap integration', () => {
  it('splits the URLs into files of at most `limit`, lists every file in the index, and publishes the index as sitemap.xml too', async () => {
    const pages = ['', 'search/', 'servers/', 'servers/a/', 'servers/a/t2/', 'servers/a/t10/', 'servers/b/'];
    const { out, locs, logged } = await write(pages, 2);
    const index = locs('sitemap-index.xml');
    expect(index).toEqual([
      'https://example.test/sitemap-0.xml',
      'https://example.test/sitemap-1.xml',
      'https://example.test/sitemap-2.xml',
    ]);
    expect(readFileSync(join(out, 'sitemap.xml'), 'utf8')).toBe(readFileSync(join(out, 'sitemap-index.xml'), 'utf8'));
    const children = index.map((url) => locs(new URL(url).pathname.slice(1)));
    for (const child of children) expect(child.length).toBeLessThanOrEqual(2);
    // Every page but the excluded one, once, in natural order (t2 before t10).
    expect(children.flat()).toEqual([
      'https://example.test/',
      'https://example.test/servers/',
      'https://example.test/servers/a/',
      'https://example.test/servers/a/t2/',
      'https://example.test/servers/a/t10/',
      'https://example.test/servers/b/',
    ]);
    expect(readdirSync(out).sort()).toEqual([
      'sitemap-0.xml',
      'sitemap-1.xml',
      'sitemap-2.xml',
      'sitemap-index.xml',
      'sitemap.xml',
    ]);
    expect(logged.join('\n')).toMatch(/6 URLs in 3 sitemap files/);
  });

  it('escapes URLs that hold XML special characters', async () => {
    const { locs, out } = await write(["servers/a/it's&<b>/"], 10);
    const xml = readFileSync(join(out, 'sitemap-0.xml'), 'utf8');
    expect(xml).not.toContain('<b>');
    expect(locs('sitemap-0.xml')).toHaveLength(1);
  });
});

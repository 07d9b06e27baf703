import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { astroWorkFolder } from '../bench/astro-work-folder.ts';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { preview } from 'astro';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext } from 'playwright-core';
import { launch } from './support/browser.ts';
import { searchSettled } from '../bench/search-page.ts';
import { scanHtml, scanSite } from './support/scan.ts';

/**
 * A catalogue of hostile strings (script breakouts, handlers, javascript: links,
 * bidi and zero-width characters, prototype-named tools) is built into its own
 * site; every page must show them as inert text.
 */
const FIXTURE = 'tests/fixtures/hostile';
let outDir: string;
let cacheDir: string;
let server: Awaited<ReturnType<typeof preview>>;
let base: string;
let browser: Browser;
let context: BrowserContext;

beforeAll(async () => {
  outDir = mkdtempSync(join(tmpdir(), 'hostile-site-'));
  cacheDir = mkdtempSync(join(tmpdir(), 'hostile-cache-'));
  // A folder of this build's own (bench/astro-work-folder.ts says why).
  const cwd = astroWorkFolder();
  const build = spawnSync(
    process.execPath,
    [resolve('node_modules/astro/bin/astro.mjs'), 'build', '--root', process.cwd()],
    {
      cwd,
      env: { ...process.env, CATALOGUE_DIR: resolve(FIXTURE), OUT_DIR: outDir, ASTRO_CACHE_DIR: cacheDir },
      encoding: 'utf8',
      timeout: 240_000,
    },
  );
  rmSync(cwd, { recursive: true, force: true });
  if (build.status !== 0) throw new Error(`hostile fixture build failed:\n${build.stdout}\n${build.stderr}`);
  server = await preview({ root: process.cwd(), outDir, logLevel: 'error', server: { host: '127.0.0.1', port: 4398 } });
  // Another run may hold 4398; preview then takes the next free port, so read the one it got.
  base = `http://127.0.0.1:${server.port ?? 4398}`;
  browser = await launch();
  context = await browser.newContext();
}, 300_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  rmSync(outDir, { recursive: true, force: true });
  rmSync(cacheDir, { recursive: true, force: true });
});

describe('the scanner', () => {
  it('catches what it is meant to catch', () => {
    const findings = scanHtml(
      'x.html',
      '<p onclick="x()"><a href="javascript:alert(1)">a</a><script>alert(1)</script><script src="https://evil.example/x.js"></script><iframe src="/x"></iframe><b style="color:red">s</b><a href="http://plain.example">p</a></p>',
    );
    expect(findings.map((f) => f.what.split(' ')[0])).toEqual([
      'event',
      'href="javascript:alert(1)"',
      'script',
      'script',
      '<iframe>',
      'style',
      'href="http://plain.example"',
    ]);
  });
});

describe('hostile content', () => {
  it('the hostile site carries no script, handler or URL the project did not put there', () => {
    expect(scanSite(outDir)).toEqual([]);
  });

  // The real site is scanned in e2e/site-checks.test.ts, in the same pass over dist/ as the link check.

  it.each([
    '/servers/evil/script-breakout/',
    '/servers/evil/__proto__/',
    '/servers/evil/constructor/',
    '/servers/evil/',
    '/servers/evil/policy/',
    '/servers/',
    '/',
  ])('renders %s as inert text: no dialog, no console error, no CSP violation', async (path) => {
    const page = await context.newPage();
    const dialogs: string[] = [];
    const errors: string[] = [];
    page.on('dialog', async (dialog) => {
      dialogs.push(dialog.message());
      await dialog.dismiss();
    });
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(`${base}${path}`, { waitUntil: 'load' });
    await page.mouse.move(200, 200);
    await page.waitForTimeout(200);
    expect(dialogs).toEqual([]);
    expect(errors).toEqual([]);
    if (path.includes('script-breakout')) {
      const text = await page.locator('blockquote.definition').innerText();
      expect(text).toContain('</script><script>alert("breakout")</script>');
      expect(text).toContain('⟦U+202E⟧');
      expect(text).toContain('⟦U+200B⟧');
      expect(await page.locator('.warning').innerText()).toMatch(/Hidden characters/);
    }
    await page.close();
  });

  it('prototype-named tools get pages and plain policy.json keys', () => {
    for (const name of ['__proto__', 'constructor', 'toString', 'hasOwnProperty']) {
      const policy = JSON.parse(readFileSync(join(outDir, 'servers/evil', name, 'policy.json'), 'utf8'));
      const listed = Object.hasOwn(policy.tools, name) || (policy.hide ?? []).includes(name);
      expect(listed, name).toBe(true);
    }
    const server = JSON.parse(readFileSync(join(outDir, 'servers/evil/policy.json'), 'utf8'));
    expect(Object.keys(server.tools).sort()).toEqual(
      ['__proto__', 'constructor', 'hasOwnProperty', 'script-breakout'].sort(),
    );
    expect(server.hide).toEqual(['toString']);
  });

  it('search finds a prototype-named tool', async () => {
    const page = await context.newPage();
    await page.goto(`${base}/search/?q=__proto__`, { waitUntil: 'load' });
    await searchSettled(page);
    expect(await page.locator('#search-results li a strong').allInnerTexts()).toContain('__proto__');
    await page.close();
  });
});

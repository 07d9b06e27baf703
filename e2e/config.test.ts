/**
 * From the config a reader already has to the policy they need (issues 28, 30 and 33), in the browser:
 * - /stack/ reads a pasted, dropped or chosen config of each client, matches its servers, builds the stack under
 *   the config's names, and keeps every secret of it out of the page, the address, storage and the files;
 * - a shared link that loosens a verdict lists the tool and applies nothing until accepted;
 * - "Your client or gateway" comes first on tool, server and builder pages, is remembered, and writes the files
 *   under the name from the reader's config;
 * - at 360 px /stack/ leads with whether data can leave and the fix, in words a reader uses; at 1280 px the
 *   builder shows the client's file without scrolling its panel.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { strFromU8, unzipSync } from 'fflate';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { EXPORT_TARGETS } from '../src/lib/policy/exports/index.ts';
import { parse as parseToml } from 'smol-toml';
import { CONFIG_FIXTURES } from '../tests/config-fixtures.ts';
import { baseUrl, openPage, useBrowser } from './support/browser.ts';
import { axeViolations, describeViolations } from './support/axe.ts';

const session = useBrowser({ acceptDownloads: true });
const eventually = <T>(read: () => Promise<T> | T) => expect.poll(read, { timeout: 20_000 });
const FIXTURES = 'tests/fixtures/configs';
const fixture = (file: string) => readFileSync(join(FIXTURES, file), 'utf8');

async function fresh(width = 1280, height = 900): Promise<BrowserContext> {
  return session.browser.newContext({ viewport: { width, height }, acceptDownloads: true });
}
async function settled(page: Page) {
  await eventually(() => page.locator('[data-stack]').getAttribute('data-pending')).toBe('0');
}
async function paste(page: Page, text: string) {
  await page.getByLabel('Paste your config file, or drop it here').fill(text);
  await page.getByRole('button', { name: 'Read my config' }).click();
  await eventually(() => page.locator('[data-config-result]').innerText()).toMatch(/^Read as |Could not read it/);
  await settled(page);
}
/** Everything the page keeps or shows: its HTML, its address, its storage. */
async function kept(page: Page): Promise<string> {
  const storage = await page.evaluate(() => JSON.stringify({ ...localStorage, ...sessionStorage }));
  return `${await page.content()}\n${page.url()}\n${storage}`;
}
async function downloadText(page: Page, link: ReturnType<Page['locator']>): Promise<Buffer> {
  const [file] = await Promise.all([page.waitForEvent('download'), link.click()]);
  return readFileSync((await file.path())!);
}

describe('/stack/ reads your config', () => {
  it('builds the stack from a pasted config under its names, shows how each server was matched, and keeps no secret', async () => {
    const context = await fresh();
    const { page, problems } = await openPage(context, '/stack/');
    await paste(page, fixture('claude-code/.mcp.json'));
    const result = page.locator('[data-config-result]');
    await eventually(() => page.locator('[data-stack-servers] li[data-server]').count()).toBe(2);
    expect(new URL(page.url()).searchParams.get('servers')).toBe('mcp-ref-filesystem,mcp-ref-fetch');
    expect(await result.locator('[data-config-entry="filesystem"]').getAttribute('data-confidence')).toBe('sure');
    expect(await result.locator('[data-config-entry="filesystem"]').innerText()).toMatch(
      /Filesystem \(reference server\) sure: npm package @modelcontextprotocol\/server-filesystem.*Runs 2025\.7\.1, but the catalogue read 2026\.8\.31 and holds no tool list for 2025\.7\.1/s,
    );
    expect(await result.locator('[data-config-entry="fetch"]').getAttribute('data-confidence')).toBe('likely');
    // A server the catalogue does not know: the command that imports it, and the guesses offered, not applied.
    const github = result.locator('[data-config-entry="github"]');
    expect(await github.innerText()).toMatch(
      /Not in the catalogue.*Import it: npm run import -- --http https:\/\/api\.githubcopilot\.com\/mcp\/ --server githubcopilot/s,
    );
    expect(await github.getByRole('button', { name: 'Add GitHub MCP Server' }).count()).toBe(1);
    expect(await result.innerText()).toMatch(/Left out of this page: 1 header value\./);
    expect(await page.locator('[data-stack-servers]').innerText()).toMatch(/filesystem in your config/);
    // The names reach the files: Claude Code's rules for the servers as the config calls them.
    await page.locator('details.stack-all-files').evaluate((d) => ((d as HTMLDetailsElement).open = true));
    const claude = JSON.parse(
      (await downloadText(page, page.getByRole('link', { name: 'Download claude-code.json' }).first())).toString(
        'utf8',
      ),
    ) as { permissions: Record<string, string[]> };
    const rules = Object.values(claude.permissions).flat();
    expect(rules.some((r) => r.startsWith('mcp__filesystem__'))).toBe(true);
    expect(rules.some((r) => r.startsWith('mcp__mcp-ref-filesystem__'))).toBe(false);
    const archive = unzipSync(
      new Uint8Array(await downloadText(page, page.getByRole('link', { name: /Download everything/ }))),
    );
    expect(Object.keys(archive)).toContain('policy-json/filesystem.policy.json');
    for (const text of Object.values(archive)) expect(strFromU8(text)).not.toContain('CANARY');
    // The secrets of the config: nowhere in the page, its address or storage; the pasted text is cleared.
    expect(await page.getByLabel('Paste your config file, or drop it here').inputValue()).toBe('');
    expect(await kept(page)).not.toContain('CANARY');
    // A shared address carries the servers, never the config's names.
    expect(page.url()).not.toContain('filesystem.policy');
    expect(new URL(page.url()).search).not.toMatch(/as=|name/);
    // Adding a guess is one click, under the config's name.
    await github.getByRole('button', { name: 'Add GitHub MCP Server' }).click();
    await eventually(() => page.locator('[data-stack-servers] li[data-server]').count()).toBe(3);
    const violations = await axeViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);
    expect(problems.console).toEqual([]);
    await context.close();
  });

  it.each(CONFIG_FIXTURES)('reads %s, chosen as a file, and shows none of its secrets', async (file) => {
    const context = await fresh();
    const { page } = await openPage(context, '/stack/');
    await page.getByLabel('Or choose the file').setInputFiles({
      name: file.split('/').at(-1)!,
      mimeType: 'application/octet-stream',
      buffer: Buffer.from(fixture(file)),
    });
    await eventually(() => page.locator('[data-config-result]').innerText()).toMatch(/^Read as /);
    await settled(page);
    expect(await page.locator('[data-config-entry]').count()).toBeGreaterThan(2);
    expect(await page.locator('[data-stack-servers] li[data-server]').count()).toBeGreaterThan(0);
    expect(await kept(page)).not.toContain('CANARY');
    await context.close();
  });

  it('reads a dropped file, and names the line and column of a broken one', async () => {
    const context = await fresh();
    const { page } = await openPage(context, '/stack/');
    const drop = async (name: string, text: string) => {
      const transfer = await page.evaluateHandle(
        ([n, t]) => {
          const data = new DataTransfer();
          data.items.add(new File([t], n));
          return data;
        },
        [name, text] as const,
      );
      await page.locator('[data-stack-config]').dispatchEvent('drop', { dataTransfer: transfer });
    };
    await drop('mcp_config.json', fixture('windsurf/mcp_config.json'));
    await eventually(() => page.locator('[data-config-result]').innerText()).toMatch(
      /^Read as Windsurf's config \(from the file name\)/,
    );
    expect(await page.locator('[data-config-entry="cloudflare-radar"]').getAttribute('data-confidence')).toBe('likely');
    expect(await page.locator('[data-config-entry="sequential-thinking"]').getAttribute('data-confidence')).toBe('off');
    await drop('claude_desktop_config.json', fixture('broken/claude_desktop_config.json'));
    await eventually(() => page.locator('[data-config-error]').innerText()).toBe(
      'Could not read it: not valid JSON: CommaExpected at line 5, column 64. Fix the JSON at that place (a missing comma, quote or bracket is the usual cause), or paste the whole file.',
    );
    await context.close();
  });
});

describe('a link that loosens a verdict', () => {
  const LINK = '/stack/?add=mcp-ref-filesystem&set=mcp-ref-filesystem/write_file:allow';
  const policyOf = async (page: Page) => {
    await page.locator('details.stack-all-files').evaluate((d) => ((d as HTMLDetailsElement).open = true));
    return JSON.parse(
      (await downloadText(page, page.getByRole('link', { name: 'Download mcp-ref-filesystem.policy.json' }))).toString(
        'utf8',
      ),
    ) as { tools: Record<string, unknown> };
  };

  it('lists each loosened tool and applies none of it until the reader accepts', async () => {
    const context = await fresh();
    const saved = await openPage(context, '/stack/?servers=mcp-ref-fetch');
    await settled(saved.page);
    const { page } = await openPage(context, LINK);
    await settled(page);
    const warning = page.locator('[data-stack-loosened]');
    await eventually(() => warning.isVisible()).toBe(true);
    expect(await warning.innerText()).toMatch(
      /This link loosens 1 tool below our recommendation\. Nothing of it applies until you accept it:\s+write_file \(Filesystem \(reference server\)\): Destructive, high risk; we recommend Require approval, the link says Allow\./,
    );
    expect((await policyOf(page)).tools.write_file).toEqual({ require: ['approval'] });
    expect(await page.evaluate(() => localStorage.getItem('mcp-stack'))).not.toContain('write_file');
    await page.getByRole('button', { name: 'Accept the looser verdicts' }).click();
    await eventually(() => warning.isVisible()).toBe(false);
    expect((await policyOf(page)).tools.write_file).toEqual({});

    // Another tab opening the same link asks again; "Keep the recommendations" drops the link's change.
    const other = await fresh();
    const again = await openPage(other, LINK);
    await settled(again.page);
    await eventually(() => again.page.locator('[data-stack-loosened]').isVisible()).toBe(true);
    await again.page.getByRole('button', { name: 'Keep the recommendations' }).click();
    expect(new URL(again.page.url()).searchParams.get('set')).toBeNull();
    expect((await policyOf(again.page)).tools.write_file).toEqual({ require: ['approval'] });
    await other.close();
    await context.close();
  });

  it('applies a stricter change at once', async () => {
    const context = await fresh();
    const { page } = await openPage(
      context,
      '/stack/?servers=mcp-ref-filesystem&set=mcp-ref-filesystem/read_file:deny',
    );
    await settled(page);
    expect(await page.locator('[data-stack-loosened]').isVisible()).toBe(false);
    expect((await policyOf(page)).tools.read_file).toBeUndefined();
    await context.close();
  });
});

describe('"Your client or gateway" on tool, server and builder pages', () => {
  const TOOL = '/servers/mcp-ref-filesystem/write_file/';
  const SERVER = '/servers/mcp-ref-filesystem/';
  const BUILDER = '/servers/mcp-ref-filesystem/policy/';

  it('offers every format of the registry, brings the chosen one above policy.json, and remembers it', async () => {
    const context = await fresh();
    const { page } = await openPage(context, TOOL);
    const select = page.getByLabel('Your client or gateway');
    expect(await select.locator('option').evaluateAll((o) => o.map((x) => (x as HTMLOptionElement).value))).toEqual([
      '',
      ...EXPORT_TARGETS.map((t) => t.id),
      'policy.json',
    ]);
    await select.selectOption('codex');
    const chosen = page.locator('[data-client-chosen] details[data-export="codex"]');
    await eventually(() => chosen.evaluate((d) => (d as HTMLDetailsElement).open)).toBe(true);
    // Written in the browser once the format is shown: where it goes, and this tool's rule.
    await eventually(() => chosen.innerText()).toMatch(/Where it goes\n.*\[mcp_servers\.<name>\]/s);
    // The tool page's own rule, written in the browser: this tool, none of the server's others.
    await eventually(() => chosen.locator('[data-export-text]').textContent()).toMatch(
      /^\[mcp_servers\.mcp-ref-filesystem\b[\s\S]*write_file/m,
    );
    expect(await chosen.locator('[data-export-text]').textContent()).not.toContain('edit_file');
    const [choiceBox, policyBox] = await Promise.all([
      chosen.boundingBox(),
      page.locator('#tool-policy').boundingBox(),
    ]);
    expect(choiceBox!.y).toBeLessThan(policyBox!.y);
    // Remembered on another page.
    await page.goto(new URL(SERVER, baseUrl()).href);
    await eventually(() => page.locator('[data-client-chosen] details[data-export="codex"]').count()).toBe(1);
    expect(await page.getByLabel('Your client or gateway').inputValue()).toBe('codex');
    await eventually(() => page.locator('[data-client-chosen] [data-export-text]').textContent()).toMatch(
      /^\[mcp_servers\.mcp-ref-filesystem\]/m,
    );
    await context.close();
  });

  it('writes the files under the name the config gave the server on /stack/', async () => {
    const context = await fresh();
    const { page } = await openPage(context, '/stack/');
    await paste(page, fixture('codex/config.toml'));
    // Codex's config: Codex becomes the choice.
    expect(await page.getByLabel('Your client or gateway').inputValue()).toBe('codex');
    await page.goto(new URL('/servers/mcp-ref-git/git_status/', baseUrl()).href);
    await eventually(() => page.getByLabel("This server's name in your config").inputValue()).toBe('git');
    const text = page.locator('[data-client-chosen] details[data-export="codex"] [data-export-text]');
    await eventually(() => text.textContent()).toMatch(/^\[mcp_servers\.git\]/m);
    expect(Object.keys((parseToml((await text.textContent())!) as { mcp_servers: object }).mcp_servers)).toEqual([
      'git',
    ]);
    const download = page.locator('[data-client-chosen] details[data-export="codex"] a[download]');
    expect(await download.getAttribute('download')).toBe('git.codex.toml');
    await context.close();
  });

  it('the builder at 1280 px: the client file and the name field first in the panel, the JSON a click away', async () => {
    const context = await fresh(1280, 800);
    const { page } = await openPage(context, BUILDER);
    await page.getByLabel('Your client or gateway').selectOption('claude-code');
    const chosen = page.locator('[data-client-chosen] details[data-export="claude-code"]');
    await eventually(() => chosen.locator('[data-export-text]').textContent()).toMatch(/mcp__mcp-ref-filesystem__/);
    const box = await chosen.boundingBox();
    expect(box!.y).toBeLessThan(800);
    expect(await page.locator('#builder-policy').isVisible()).toBe(false);
    const name = page.getByLabel("This server's name in your config");
    const [field, help] = await Promise.all([
      name.boundingBox(),
      page.locator('#builder-choice-name-help').boundingBox(),
    ]);
    // The help text starts on its own line below the field, and the field has a border like the site's others.
    expect(help!.y).toBeGreaterThanOrEqual(field!.y + field!.height);
    expect(await name.evaluate((e) => getComputedStyle(e).borderTopStyle)).toBe('solid');
    await name.fill('fs');
    await eventually(() => chosen.locator('[data-export-text]').textContent()).toMatch(/mcp__fs__/);
    await page.getByText('Show policy.json').click();
    expect(await page.locator('#builder-policy').isVisible()).toBe(true);
    await context.close();
  });
});

describe('/stack/ at 360 px', () => {
  it('leads with whether data can leave and the fix, in words a reader uses', async () => {
    const context = await fresh(360, 740);
    const { page } = await openPage(context, '/stack/');
    await paste(page, fixture('cursor/.cursor/mcp.json'));
    await eventually(() => page.locator('[data-path-count]').getAttribute('data-path-count')).not.toBe('0');
    const apply = page.getByRole('button', { name: 'Apply this fix' });
    const [applyBox, configBox, serversBox] = await Promise.all([
      apply.boundingBox(),
      page.locator('[data-config-result]').boundingBox(),
      page.locator('[data-stack-servers]').boundingBox(),
    ]);
    expect(applyBox!.y).toBeLessThan(configBox!.y);
    expect(applyBox!.y).toBeLessThan(serversBox!.y);
    const text = await page.locator('[data-stack]').innerText();
    for (const jargon of ['Usable', 'Loss:', 'Not judged for flows', 'injection path', 'sink'])
      expect(text, jargon).not.toContain(jargon);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await context.close();
  });
});

describe('/docs/policy/', () => {
  it('says what policy.json is for and links every client and gateway file', async () => {
    const { page } = await openPage(session.context, '/docs/policy/');
    expect(await page.locator('[data-policy-role]').innerText()).toMatch(
      /we know of no client or gateway that reads it as it is/,
    );
    expect(
      await page.locator('[data-policy-exports] a').evaluateAll((links) => links.map((a) => a.getAttribute('href'))),
    ).toEqual(EXPORT_TARGETS.map((t) => `/docs/exports/#${t.id}`));
    await page.close();
  });
});

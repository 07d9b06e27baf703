/**
 * Exports in the browser: a tool page links the server's whole files and, with script, shows the tool's own rule in
 * every format, each copyable; the server page's downloads are the static files; the builder follows the user's
 * choices, the server name they type and the looser choice.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse as parseToml } from 'smol-toml';
import { EXPORT_TARGETS, exportServer } from '../src/lib/policy/exports/index.ts';
import { verdictOf } from '../src/lib/policy/generate.ts';
import { builtCatalogue } from './support/catalogue.ts';
import { baseUrl, openPage, useBrowser } from './support/browser.ts';

const session = useBrowser({ acceptDownloads: true, permissions: ['clipboard-read', 'clipboard-write'] });

const TOOL = '/servers/cloudron/cloudron_cancel_task/';
const toolRecord = () =>
  builtCatalogue().tools.find((t) => t.server === 'cloudron' && t.record.name === 'cloudron_cancel_task')!;
const serverVerdicts = () =>
  builtCatalogue()
    .tools.filter((t) => t.server === 'cloudron')
    .sort((a, b) => a.record.name.localeCompare(b.record.name))
    .map((t) => verdictOf(t.record));

describe('exports', () => {
  it("a tool page: opening a format shows that tool's rule, written in the browser; Copy copies exactly it; the download stays the server's whole file", async () => {
    const { page, problems } = await openPage(session.context, TOOL);
    const rule = exportServer('cloudron', [verdictOf(toolRecord().record)]);
    expect(await page.locator('[data-exports="tool-export"] details').count()).toBe(EXPORT_TARGETS.length);
    for (const target of EXPORT_TARGETS) {
      const details = page.locator(`[data-exports="tool-export"] details[data-export="${target.id}"]`);
      await details.locator('summary').click();
      expect(await details.evaluate((d) => (d as HTMLDetailsElement).open)).toBe(true);
      const expected = target.render([rule]);
      await expect.poll(() => details.locator('[data-export-text]').textContent(), { timeout: 20_000 }).toBe(expected);
      expect(await details.locator('[data-export-text]').isVisible()).toBe(true);
      expect(await details.locator('[data-export-pending]').isVisible()).toBe(false);
      // Formats that list only the tools that run without asking (Cursor, Cline, Roo Code) write nothing for this
      // rate-limited tool: it asks there. Every other format names it.
      if (!['cursor', 'cline', 'roo-code'].includes(target.id)) expect(expected).toContain('cloudron_cancel_task');
      expect(await details.locator('a[download]').getAttribute('href')).toBe(`/servers/cloudron/export/${target.file}`);
      // Written with it: where the file goes, and what the format cannot enforce for this tool.
      expect(await details.locator('.export-install').isVisible()).toBe(target.install.length > 0);
      if (target.id === 'codex')
        expect(await details.locator('[data-export-notes]').innerText()).toMatch(
          /cloudron_cancel_task: recommended at most .* Codex cannot limit calls/,
        );
      await details.getByRole('button', { name: 'Copy' }).click();
      await expect
        .poll(() => details.locator('.copy-status').innerText())
        .toBe(`Copied ${target.file} to the clipboard.`);
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(expected);
    }
    expect(problems.console).toEqual([]);
    await page.close();
  });

  it("without script, each format of a tool page links the server's whole file, which exists, and the list says once that the page does not carry the rule", async () => {
    const noScript = await session.browser.newContext({ javaScriptEnabled: false });
    const { page } = await openPage(noScript, TOOL);
    expect(await page.locator('#policy-formats + p').innerText()).toMatch(
      /^Each format links Cloudron.*'s whole file, which holds this tool's rule and those of the server's other tools\..* Without script, each link downloads the whole file: the page does not carry the rule in each format\./,
    );
    const whole = exportServer('cloudron', serverVerdicts());
    for (const target of EXPORT_TARGETS) {
      const details = page.locator(`[data-exports="tool-export"] details[data-export="${target.id}"]`);
      await details.locator('summary').click();
      expect(await details.locator('[data-export-text]').isVisible()).toBe(false);
      expect(await details.locator('[data-export-pending]').isVisible()).toBe(false);
      expect(await details.locator('a[download]').innerText()).toMatch(/^Download Cloudron.*'s whole /);
      const href = (await details.locator('a[download]').getAttribute('href'))!;
      expect(href).toBe(`/servers/cloudron/export/${target.file}`);
      const response = await fetch(new URL(href, baseUrl()));
      expect(response.status, href).toBe(200);
      expect(await response.text(), href).toBe(target.render([whole]));
    }
    await noScript.close();
  });

  it('the server page downloads the very static files', async () => {
    const { page } = await openPage(session.context, '/servers/cloudron/');
    for (const target of EXPORT_TARGETS) {
      const details = page.locator(`[data-exports="server-export"] details[data-export="${target.id}"]`);
      await details.locator('summary').click();
      const [download] = await Promise.all([page.waitForEvent('download'), details.locator('a[download]').click()]);
      const file = await (await fetch(new URL(`/servers/cloudron/export/${target.file}`, baseUrl()))).text();
      expect(readFileSync((await download.path())!, 'utf8')).toBe(file);
      // The page links the file and shows it once opened (fetched: the page does not carry it).
      await expect.poll(() => details.locator('[data-export-text]').textContent(), { timeout: 20_000 }).toBe(file);
    }
    await page.close();
  });

  it("the builder writes every format for the user's choices, under the name they type, and looser only when asked", async () => {
    const { page, problems } = await openPage(session.context, '/servers/cloudron/policy/');
    const codex = page.locator('[data-builder-exports] details[data-export="codex"]');
    const claude = page.locator('[data-builder-exports] details[data-export="claude-code"]');
    const scripts = () =>
      page.evaluate(() => performance.getEntriesByType('resource').filter((e) => e.name.endsWith('.js')).length);
    const before = await scripts();
    // The writers load the first time a format is opened.
    await codex.locator('summary').click();
    await expect.poll(scripts).toBeGreaterThan(before);
    const recommended = await (await fetch(new URL('/servers/cloudron/export/codex.toml', baseUrl()))).text();
    await expect.poll(() => codex.locator('[data-export-text]').textContent(), { timeout: 20_000 }).toBe(recommended);

    // The builder makes a row's controls as it nears the viewport.
    await page.locator('tr[data-tool="cloudron_list_apps"]').scrollIntoViewIfNeeded();
    await page.locator('tr[data-tool="cloudron_list_apps"] [data-field="verdict"]').selectOption('deny');
    await page.locator('[data-client-name]').fill('my-cloudron');
    await expect.poll(() => codex.locator('[data-export-text]').textContent()).toContain('[mcp_servers.my-cloudron]');
    const toml = parseToml((await codex.locator('[data-export-text]').textContent())!) as {
      mcp_servers: Record<string, { disabled_tools: string[]; tools: Record<string, { approval_mode: string }> }>;
    };
    expect(toml.mcp_servers['my-cloudron']!.disabled_tools).toContain('cloudron_list_apps');
    expect(toml.mcp_servers['my-cloudron']!.tools.cloudron_cancel_task!.approval_mode).toBe('prompt');
    await claude.locator('summary').click();
    expect(await claude.locator('[data-export-text]').textContent()).toContain(
      '"mcp__my-cloudron__cloudron_list_apps"',
    );

    // Looser: the rate-limited tool runs without asking in Codex, and the file says the limit is lost.
    await page.locator('[data-looser]').check();
    await codex.locator('summary').click();
    await expect
      .poll(
        async () =>
          (parseToml((await codex.locator('[data-export-text]').textContent())!) as typeof toml).mcp_servers[
            'my-cloudron'
          ]!.tools.cloudron_cancel_task!.approval_mode,
      )
      .toBe('approve');
    expect((await codex.locator('[data-export-text]').textContent())!.replace(/\n#\s+/g, ' ')).toContain(
      'you chose the looser export, so it is allowed with no limit',
    );

    // A name Codex cannot take is refused, with the reason on the page.
    await page.locator('[data-client-name]').fill('my cloudron');
    await expect
      .poll(() => codex.locator('[data-export-problem]').innerText())
      .toMatch(/Codex takes server names of letters, digits/);
    expect(await codex.locator('[data-export-text]').textContent()).not.toMatch(/^\[mcp_servers/m);

    const [download] = await Promise.all([page.waitForEvent('download'), codex.locator('a[download]').click()]);
    expect(readFileSync((await download.path())!, 'utf8')).toBe(
      await codex.locator('[data-export-text]').textContent(),
    );
    expect(problems.console).toEqual([]);
    await page.close();
  });
});

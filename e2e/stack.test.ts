import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { strFromU8, unzipSync } from 'fflate';
import type { BrowserContext, Page } from 'playwright-core';
import { evaluate } from '../src/lib/policy/evaluate.ts';
import { policySchema, type Policy } from '../src/schema/policy.ts';
import type { ApiServers } from '../src/schema/api.ts';
import { EXPORT_TARGETS } from '../src/lib/stack/exports.ts';
import { exportServers } from '../src/lib/stack/files.ts';
import { parseStack } from '../src/lib/stack/state.ts';
import { stackDecider } from '../tests/support/stack-engines.ts';
import { baseUrl, openPage, takeUnexpectedProblems, useBrowser } from './support/browser.ts';
import { axeViolations, describeViolations } from './support/axe.ts';
import { fixtureApiFile, fixtureServer } from '../tests/support/stack-servers.ts';

const session = useBrowser({ acceptDownloads: true });

/** Waits for the page to catch up; generous, because the machine running the tests may be busy (no speed is asserted). */
const eventually = <T>(read: () => Promise<T> | T) => expect.poll(read, { timeout: 15_000 });
const stackRoot = (page: Page) => page.locator('[data-stack]');
/** Every added server has loaded (or failed) and the page has rendered it. */
async function settled(page: Page, servers: number) {
  await eventually(() => page.locator('[data-stack-servers] li[data-server]').count()).toBe(servers);
  await eventually(() => stackRoot(page).getAttribute('data-pending')).toBe('0');
}
const query = (page: Page) => new URL(page.url()).searchParams;

async function addBySearch(page: Page, text: string, name: string) {
  await page.getByLabel('Add a server by name').fill(text);
  await page.getByRole('button', { name: `Add ${name}`, exact: true }).click();
}

async function download(page: Page, name: string | RegExp): Promise<Buffer> {
  // Every file sits under "Every file …" (the reader's own client's file comes first, above it).
  await page.locator('details.stack-all-files').evaluate((d) => ((d as HTMLDetailsElement).open = true));
  const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name }).first().click()]);
  return readFileSync((await file.path())!);
}

describe('/stack/ with the catalogue', () => {
  it('builds a stack from name search, one server file per server, and keeps it in the URL', async () => {
    const { page, problems } = await openPage(session.context, '/stack/');
    const api: string[] = [];
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (path.startsWith('/api/')) api.push(path);
    });
    await addBySearch(page, 'fetch', 'Fetch (reference server)');
    await settled(page, 1);
    expect(query(page).get('servers')).toBe('mcp-ref-fetch');
    expect(api).toEqual(['/api/servers/mcp-ref-fetch.json']);

    await addBySearch(page, 'slack', 'Slack (archived reference server)');
    await settled(page, 2);
    expect(query(page).get('servers')).toBe('mcp-ref-fetch,mcp-archived-slack');
    expect(api).toEqual(['/api/servers/mcp-ref-fetch.json', '/api/servers/mcp-archived-slack.json']);
    await eventually(() => page.locator('[data-stack-servers]').innerText()).toMatch(
      /Slack \(archived reference server\) · 8 tools/,
    );
    expect(await page.locator('[data-mix="Read"] td').textContent()).toMatch(/^\d+$/);
    // Enter adds the best match too.
    await page.getByLabel('Add a server by name').fill('filesystem');
    await page.getByLabel('Add a server by name').press('Enter');
    await settled(page, 3);
    expect(query(page).get('servers')).toBe('mcp-ref-fetch,mcp-archived-slack,mcp-ref-filesystem');

    await page.getByRole('button', { name: 'Remove Fetch (reference server)' }).click();
    await settled(page, 2);
    expect(query(page).get('servers')).toBe('mcp-archived-slack,mcp-ref-filesystem');
    expect(problems.console).toEqual([]);
    await page.close();
  });

  it('builds a stack from server pages with "Add to my stack"', async () => {
    const fresh = await session.browser.newContext();
    const { page } = await openPage(fresh, '/servers/mcp-ref-filesystem/');
    await page.getByRole('link', { name: 'Add to my stack' }).click();
    await page.waitForURL(/\/stack\/\?servers=mcp-ref-filesystem$/);
    await settled(page, 1);
    await page.goto(new URL('/servers/mcp-ref-fetch/', baseUrl()).href);
    await page.getByRole('link', { name: 'Add to my stack' }).click();
    await page.waitForURL(/\/stack\/\?servers=mcp-ref-filesystem,mcp-ref-fetch$/);
    await settled(page, 2);
    await page.goto(new URL('/servers/mcp-archived-slack/', baseUrl()).href);
    await page.getByRole('link', { name: 'Add to my stack' }).click();
    await page.waitForURL(/servers=mcp-ref-filesystem,mcp-ref-fetch,mcp-archived-slack$/);
    await settled(page, 3);
    await fresh.close();
  });

  it('round-trips the URL: servers and changed verdicts come back, the share link is the address, bad parts are named', async () => {
    const path =
      '/stack/?servers=mcp-ref-fetch,mcp-archived-slack&set=mcp-archived-slack/slack_post_message:deny,mcp-ref-fetch/fetch:require-approval';
    const { page } = await openPage(session.context, path);
    await settled(page, 2);
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe(path);
    expect(await page.locator('[data-stack-link]').getAttribute('href')).toBe(page.url());
    await eventually(() => page.locator('[data-stack-fixes]').innerText()).toMatch(
      /2 verdicts changed.*slack_post_message → Deny.*fetch → Require approval/s,
    );
    const policy = JSON.parse(
      (await download(page, 'Download mcp-archived-slack.policy.json')).toString('utf8'),
    ) as Policy;
    expect(policy.hide).toContain('slack_post_message');
    await page.reload();
    await settled(page, 2);
    expect(new URL(page.url()).search).toBe(new URL(path, baseUrl()).search);
    await page.getByRole('button', { name: 'Back to recommended' }).click();
    expect(query(page).get('set')).toBeNull();

    const bad = await openPage(session.context, '/stack/?servers=mcp-ref-fetch,Not%20A%20Slug,no-such-server');
    await eventually(() => bad.page.locator('[data-stack-status]').innerText()).toMatch(
      /"Not A Slug" is not a server name/,
    );
    await eventually(() => bad.page.locator('[data-server="no-such-server"]').innerText()).toMatch(
      /no server of that name/,
    );
    // The browser reports the missing file itself; that is the only problem expected.
    expect(takeUnexpectedProblems()).toEqual([expect.stringMatching(/status of 404/)]);
    await page.close();
    await bad.page.close();
  });

  it('explains itself without script and links the server pages', async () => {
    const noScript = await session.browser.newContext({ javaScriptEnabled: false });
    const page = await noScript.newPage();
    await page.goto(new URL('/stack/?servers=mcp-ref-fetch', baseUrl()).href);
    expect(await page.locator('.no-js').isVisible()).toBe(true);
    expect(await page.locator('[data-stack]').isVisible()).toBe(false);
    expect(await page.locator('.no-js a[href="/servers/"]').count()).toBe(1);
    expect(await page.locator('.no-js a[href="/docs/stack/"]').count()).toBe(1);
    await noScript.close();
  });

  // 225 KB, not 200: the export formats the page writes are fourteen since issue 34, not seven, with conditions on
  // arguments; their module (src/lib/policy/exports/, about 41 KB of script) is most of the difference.
  it('a stack of ten typical servers loads in under 225 KB; adding one fetches only its file', async () => {
    const list = (await (await fetch(new URL('/api/servers.json', baseUrl()))).json()) as ApiServers;
    const sorted = [...list.servers].sort((a, b) => a.toolCount - b.toolCount || a.slug.localeCompare(b.slug));
    const median = sorted[Math.floor(sorted.length / 2)]!.toolCount;
    const typical = [...sorted]
      .sort((a, b) => Math.abs(a.toolCount - median) - Math.abs(b.toolCount - median) || a.slug.localeCompare(b.slug))
      .slice(0, 10);
    const fresh = await session.browser.newContext();
    const page = await fresh.newPage();
    const bytes = new Map<string, number>();
    page.on('response', async (response) => {
      const body = await response.body().catch(() => Buffer.alloc(0));
      bytes.set(new URL(response.url()).pathname, body.length);
    });
    await page.goto(new URL(`/stack/?servers=${typical.map((s) => s.slug).join(',')}`, baseUrl()).href, {
      waitUntil: 'networkidle',
    });
    await settled(page, 10);
    // A response's bytes are recorded when its body has been read, which may be a moment after the page is idle.
    await eventually(() => typical.every((s) => bytes.has(`/api/servers/${s.slug}.json`))).toBe(true);
    const total = [...bytes.values()].reduce((a, b) => a + b, 0);
    const apiFiles = [...bytes.keys()].filter((p) => p.startsWith('/api/')).sort();
    expect(apiFiles).toEqual(typical.map((s) => `/api/servers/${s.slug}.json`).sort());
    console.log(`stack of ten typical servers (median ${median} tools): ${bytes.size} files, ${total} bytes`);
    expect(total).toBeLessThan(225_000);

    const extra = sorted.find((s) => !typical.includes(s))!;
    await page.getByLabel('Add a server by name').focus();
    await eventually(() => bytes.has('/stack/servers.json')).toBe(true);
    const before = new Set(bytes.keys());
    await addBySearch(page, extra.slug, extra.name);
    await settled(page, 11);
    await page.waitForLoadState('networkidle');
    await eventually(() => bytes.has(`/api/servers/${extra.slug}.json`)).toBe(true);
    expect([...bytes.keys()].filter((p) => !before.has(p))).toEqual([`/api/servers/${extra.slug}.json`]);
    await fresh.close();
  });
});

describe('/stack/ finds a path and fixes it (invented servers)', () => {
  let fixtures: BrowserContext;
  beforeAll(async () => {
    fixtures = await session.browser.newContext({ acceptDownloads: true });
    await fixtures.route('**/api/servers/zz-*.json', (route) => {
      const slug = /\/api\/servers\/(zz-[a-z-]+)\.json$/.exec(new URL(route.request().url()).pathname)![1]!;
      return route.fulfill({ json: fixtureApiFile(slug, baseUrl()) });
    });
  });
  afterAll(async () => {
    await fixtures?.close();
  });

  it('shows the trifecta, the shadowing warning and the fixes; one click breaks the path; the files and the archive agree', async () => {
    const { page, problems } = await openPage(fixtures, '/stack/?servers=zz-files,zz-web,zz-chat');
    await settled(page, 3);
    await eventually(() => page.locator('[data-path-count]').getAttribute('data-path-count')).toBe('4');
    // The paths and the shadowing warning are a click away, under the answer and the fix.
    await page.locator('.stack-paths > summary').click();
    const path = page.locator('[data-path="zz-files>zz-chat"]');
    expect(await path.innerText()).toBe(
      'ZZ Files → ZZ Chat: read with list_dir, read_file, send with post_message, send_dm.',
    );
    expect(await page.locator('[data-path-count]').innerText()).toMatch(
      /^Yes: private data can leave in 4 ways\. 1 tool brings text written by others/,
    );
    expect(await page.locator('.stack-paths .by-server').innerText()).toBe('ZZ Web: fetch_page');
    await page.locator('[data-stack-shadowing-summary]').click();
    expect(await page.locator('[data-stack-shadowing-summary]').innerText()).toBe(
      "Tools that can steer another server's tools (1)",
    );
    expect(await page.locator('[data-shadow="zz-chat/post_message"]').innerText()).toMatch(
      /names read_file \(ZZ Files\)/,
    );
    expect(
      await page.locator('[data-fix]').evaluateAll((items) => items.map((i) => i.getAttribute('data-fix'))),
    ).toEqual(['gate-sinks', 'deny-injection', 'deny-sources']);
    expect(await page.locator('[data-mix="sink"] td').textContent()).toBe('2');
    expect(await page.locator('[data-fix="gate-sinks"] .fix-cost').innerText()).toBe(
      '2 tools will ask you before each call; nothing is blocked.',
    );

    await page.getByRole('button', { name: 'Apply this fix' }).click();
    await eventually(() => page.locator('[data-path-count]').getAttribute('data-path-count')).toBe('0');
    expect(await page.locator('[data-stack-status]').innerText()).toMatch(/No dangerous path is left/);
    expect(query(page).get('set')).toBe('zz-chat/post_message:require-approval,zz-chat/send_dm:require-approval');
    expect(await page.locator('[data-mix="sink"] td').textContent()).toBe('0');
    expect(await page.locator('[data-path-count]').innerText()).toMatch(
      /^No path runs without you: every tool that can send data out asks for your approval first\. Approving by habit undoes that/,
    );

    const chat = JSON.parse((await download(page, 'Download zz-chat.policy.json')).toString('utf8')) as Policy;
    expect(policySchema.safeParse(chat).success).toBe(true);
    expect(evaluate(chat, { tool: 'post_message', time: 0 }).outcome).toBe('needs-approval');
    expect(evaluate(chat, { tool: 'send_dm', time: 0 }).outcome).toBe('needs-approval');
    expect(evaluate(chat, { tool: 'list_channels', time: 0 }).outcome).toBe('allow');
    const files = JSON.parse((await download(page, 'Download zz-files.policy.json')).toString('utf8')) as Policy;
    expect(evaluate(files, { tool: 'read_file', time: 0 }).outcome).toBe('allow');

    const archive = unzipSync(new Uint8Array(await download(page, /Download everything/)));
    const names = Object.keys(archive);
    const slugs = ['zz-files', 'zz-web', 'zz-chat'];
    expect(names).toEqual([
      ...slugs.map((s) => `policy-json/${s}.policy.json`),
      ...EXPORT_TARGETS.flatMap((t) =>
        t.perServer ? slugs.map((s) => `${t.id}/${s}.${t.file}`) : [`${t.id}/${t.file}`],
      ),
    ]);
    expect(JSON.parse(strFromU8(archive['policy-json/zz-chat.policy.json']!))).toEqual(chat);
    // Each export, read by its target's own engine (the checks of the exports issue), enforces the fix.
    const texts = new Map(names.map((n) => [n, strFromU8(archive[n]!)]));
    const servers = exportServers(slugs.map(fixtureServer), parseStack(new URL(page.url()).search).overrides);
    for (const target of EXPORT_TARGETS) {
      const decide = stackDecider(target, texts, servers);
      expect(decide('zz-chat', 'post_message').outcome, target.id).toBe(
        target.capabilities.approval ? 'needs-approval' : 'deny',
      );
      expect(decide('zz-files', 'read_file').outcome, target.id).toBe('allow');
      // The single file offered for download is the archive's. Each from a page of its own on the same address (the
      // fix is in it): Chromium stops answering a page's downloads after a long run of them.
      const one = target.perServer ? `zz-chat.${target.file}` : target.file;
      const own = await fixtures.newPage();
      await own.goto(page.url());
      await settled(own, 3);
      expect((await download(own, `Download ${one}`)).toString('utf8'), target.id).toBe(
        texts.get(`${target.id}/${one}`),
      );
      await own.close();
    }

    // The fix survives a reload: it is in the address.
    await page.reload();
    await settled(page, 3);
    await eventually(() => page.locator('[data-path-count]').getAttribute('data-path-count')).toBe('0');
    const violations = await axeViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);
    expect(problems.console).toEqual([]);
    await page.close();
  });
});

describe('/docs/stack/', () => {
  it('is the computation of the stack code on the example servers, linked to /stack/', async () => {
    const { page } = await openPage(session.context, '/docs/stack/');
    const href = await page.locator('a[href^="/stack/?servers="]').first().getAttribute('href');
    expect(href).toMatch(/^\/stack\/\?servers=mcp-ref-filesystem,mcp-ref-fetch,mcp-archived-slack$/);
    const shown = await page.locator('[data-example-paths]').getAttribute('data-example-paths');
    // The live page, fed the same servers, finds the same number of paths.
    const live = await openPage(session.context, href!);
    await settled(live.page, 3);
    expect(await live.page.locator('[data-path-count]').getAttribute('data-path-count')).toBe(shown);
    await live.page.close();
    await page.close();
  });
});

describe('flow facts on the tool page', () => {
  it('are the ones the API file gives /stack/', async () => {
    const record = (await (await fetch(new URL('/api/servers/mcp-ref-fetch.json', baseUrl()))).json()) as {
      tools: Array<{ name: string; flow?: Record<'source' | 'injection' | 'sink', boolean> }>;
    };
    const flow = record.tools.find((t) => t.name === 'fetch')!.flow!;
    expect(flow).toBeDefined();
    const { page } = await openPage(session.context, '/servers/mcp-ref-fetch/fetch/');
    const items = await page.locator('ul.flow-facts li').allInnerTexts();
    expect(items.map((text) => /: (yes|no)\./.exec(text)?.[1])).toEqual(
      [flow.source, flow.injection, flow.sink].map((v) => (v ? 'yes' : 'no')),
    );
    expect(await page.locator('a[href^="/stack/"]').count()).toBeGreaterThan(0);
    await page.close();
  });
});

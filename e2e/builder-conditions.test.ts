/**
 * The policy builder's conditions: a tool whose input schema offers one (write_file's path) gets an "Only when"
 * field; a folder typed there goes into the downloaded policy.json, which the reference evaluator then reads as
 * allowed inside the folder and held for approval outside; a bad folder is refused next to the field; the
 * Claude Code export written in the page carries the hook.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { evaluate } from '../src/lib/policy/evaluate.ts';
import { policySchema, type Policy } from '../src/schema/policy.ts';
import { openPage, useBrowser } from './support/browser.ts';

const session = useBrowser({ acceptDownloads: true });

async function downloadPolicy(page: Page): Promise<string> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: /Download policy\.json/ }).click(),
  ]);
  return readFileSync((await download.path())!, 'utf8');
}

describe('policy builder conditions', () => {
  it('a folder on write_file goes into policy.json, and the evaluator holds calls outside it', async () => {
    const { page, problems } = await openPage(session.context, '/servers/mcp-ref-filesystem/policy/');
    const row = page.locator('tr[data-tool="write_file"]');
    await row.scrollIntoViewIfNeeded();
    await row.locator('[data-field="verdict"]').selectOption('allow');
    await row.locator('details.row-condition summary').click();
    await row.locator('[data-cond-value]').fill('/home/me/project');
    await row.locator('[data-cond-value]').press('Tab');
    await expect.poll(() => page.locator('#builder-note').innerText()).toMatch(/1 tool with a condition/);

    const policy = JSON.parse(await downloadPolicy(page)) as Policy;
    expect(policySchema.safeParse(policy).success).toBe(true);
    expect(policy.tools!.write_file!.when).toEqual({
      all: [{ arg: 'path', under: ['/home/me/project'] }],
      otherwise: 'approval',
    });
    const t = Date.UTC(2026, 10, 30, 12);
    expect(
      evaluate(policy, { tool: 'write_file', time: t, arguments: { path: '/home/me/project/a.md' } }).outcome,
    ).toBe('allow');
    expect(evaluate(policy, { tool: 'write_file', time: t, arguments: { path: '/etc/passwd' } }).outcome).toBe(
      'needs-approval',
    );
    expect(problems.console).toEqual([]);
    await page.close();
  });

  it('refuses a folder the policy cannot hold, next to the field, and leaves the policy without it', async () => {
    const { page } = await openPage(session.context, '/servers/mcp-ref-filesystem/policy/');
    const row = page.locator('tr[data-tool="write_file"]');
    await row.scrollIntoViewIfNeeded();
    await row.locator('[data-field="verdict"]').selectOption('allow');
    await row.locator('details.row-condition summary').click();
    await row.locator('[data-cond-value]').fill('home/../etc');
    await row.locator('[data-cond-value]').press('Tab');
    await expect.poll(() => row.locator('.field-problem').innerText()).toMatch(/is not an absolute path/);
    expect(await page.locator('#builder-policy').textContent()).not.toContain('"when"');
    await page.close();
  });
});

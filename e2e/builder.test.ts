import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { evaluate, emptyState, visibleTools } from '../src/lib/policy/evaluate.ts';
import { policySchema, type Policy } from '../src/schema/policy.ts';
import { openPage, useBrowser } from './support/browser.ts';

const session = useBrowser({ acceptDownloads: true });

const row = (page: Page, tool: string) => page.locator(`tr[data-tool="${tool}"]`);

async function downloadPolicy(page: Page): Promise<string> {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: /Download policy\.json/ }).click()]);
  return readFileSync((await download.path())!, 'utf8');
}

describe('policy builder', () => {
  it('starts from the recommended policy, byte for byte', async () => {
    const { page, problems } = await openPage(session.context, '/servers/cloudron/policy/');
    const recommended = await (await fetch(new URL('/servers/cloudron/policy.json', page.url()))).text();
    expect(await page.locator('#builder-policy').textContent()).toBe(recommended);
    expect(await downloadPolicy(page)).toBe(recommended);
    expect(problems.console).toEqual([]);
    await page.close();
  });

  it('changing verdicts updates the policy, and the download validates and evaluates as chosen', async () => {
    const { page, problems } = await openPage(session.context, '/servers/cloudron/policy/');
    await row(page, 'cloudron_list_apps').locator('[data-field="verdict"]').selectOption('deny');
    await row(page, 'cloudron_task_status').locator('[data-field="verdict"]').selectOption('require-approval');
    const cancel = row(page, 'cloudron_cancel_task');
    await cancel.locator('[data-field="verdict"]').selectOption('rate-limit');
    await cancel.locator('[data-field="max"]').fill('3');
    await cancel.locator('[data-field="window"]').selectOption('hour');
    await expect.poll(() => page.locator('#builder-note').innerText()).toMatch(/3 tools changed/);

    const shown = (await page.locator('#builder-policy').textContent())!;
    const file = await downloadPolicy(page);
    expect(file).toBe(shown);
    const policy = JSON.parse(file) as Policy;
    expect(policySchema.safeParse(policy).success).toBe(true);

    const t0 = Date.UTC(2026, 10, 30, 12, 0, 0);
    expect(evaluate(policy, { tool: 'cloudron_list_apps', time: t0 }).outcome).toBe('deny');
    expect(visibleTools(policy, ['cloudron_list_apps'])).toEqual([]);
    expect(evaluate(policy, { tool: 'cloudron_task_status', time: t0 }).outcome).toBe('needs-approval');
    expect(evaluate(policy, { tool: 'cloudron_task_status', time: t0, approved: true }).outcome).toBe('allow');
    let state = emptyState();
    for (let i = 0; i < 3; i++) {
      const decision = evaluate(policy, { tool: 'cloudron_cancel_task', time: t0 + i * 1000 }, state);
      expect(decision.outcome).toBe('allow');
      state = decision.state;
    }
    expect(evaluate(policy, { tool: 'cloudron_cancel_task', time: t0 + 5000 }, state).outcome).toBe('deny');
    expect(evaluate(policy, { tool: 'cloudron_cancel_task', time: t0 + 3_600_000 }, state).outcome).toBe('allow');
    expect(evaluate(policy, { tool: 'not_a_cloudron_tool', time: t0 }).outcome).toBe('deny');
    expect(problems.console).toEqual([]);
    await page.close();
  });

  it('Back to recommended restores the recommended policy', async () => {
    const { page } = await openPage(session.context, '/servers/cloudron/policy/');
    const recommended = (await page.locator('#builder-policy').textContent())!;
    await row(page, 'cloudron_list_apps').locator('[data-field="verdict"]').selectOption('deny');
    expect(await page.locator('#builder-policy').textContent()).not.toBe(recommended);
    await page.getByRole('button', { name: 'Back to recommended' }).click();
    await expect.poll(() => page.locator('#builder-policy').textContent()).toBe(recommended);
    await page.close();
  });

  it('refuses a cap the policy cannot hold, with a message next to the field, and never changes it', async () => {
    const { page, problems } = await openPage(session.context, '/servers/cloudron/policy/');
    const cancel = row(page, 'cloudron_cancel_task');
    await cancel.locator('[data-field="verdict"]').selectOption('rate-limit');
    await cancel.locator('[data-field="max"]').fill('3');
    await expect.poll(() => page.locator('#builder-policy').textContent()).toContain('"max": 3');
    const valid = (await page.locator('#builder-policy').textContent())!;
    const max = cancel.locator('[data-field="max"]');
    const cases: Array<[string, RegExp]> = [
      ['0', /At least 1 call per window; to forbid the tool, choose Deny\./],
      ['-5', /At least 1 call per window/],
      ['', /Enter the calls allowed per window/],
      ['abc', /Not a number/],
      ['0.5', /Calls are counted whole/],
      ['1e20', /At most 1,000,000 calls per window\./],
    ];
    for (const [typed, message] of cases) {
      await max.fill(typed);
      await expect.poll(() => cancel.locator('.field-problem').textContent()).toMatch(message);
      expect(await max.getAttribute('aria-invalid')).toBe('true');
      expect(await max.getAttribute('aria-describedby')).toBe(await cancel.locator('.field-problem').getAttribute('id'));
      expect(await max.inputValue()).toBe(typed);
      expect(await page.locator('#builder-policy').textContent()).toBe(valid);
      // Without an href the download is no link at all: nothing invalid can be saved.
      expect(await page.getByRole('link', { name: /Download policy\.json/ }).count()).toBe(0);
      await expect.poll(() => page.locator('#builder-note').innerText()).toMatch(/1 cap needs fixing/);
    }
    await max.fill('7');
    await expect.poll(() => page.locator('#builder-policy').textContent()).toContain('"max": 7');
    expect(await cancel.locator('.field-problem').count()).toBe(0);
    expect(await max.getAttribute('aria-invalid')).toBeNull();
    expect(await page.getByRole('link', { name: /Download policy\.json/ }).getAttribute('href')).toMatch(/^blob:/);
    expect(problems.console).toEqual([]);
    await page.close();
  });

  it('ships well under 12 KB of script for the island (cap checks and paging included)', async () => {
    const { page } = await openPage(session.context, '/servers/cloudron/policy/');
    const scripts = await page.evaluate(() => performance.getEntriesByType('resource').filter((e) => e.name.endsWith('.js')).map((e) => ({ name: e.name, size: (e as PerformanceResourceTiming).decodedBodySize })));
    const total = scripts.filter((s) => !s.name.endsWith('/theme.js')).reduce((sum, s) => sum + s.size, 0);
    expect(total).toBeGreaterThan(0);
    expect(total).toBeLessThan(12_000);
    await page.close();
  });

  it('without JavaScript, offers the recommended policy', async () => {
    const noJs = await session.browser.newContext({ javaScriptEnabled: false });
    const { page } = await openPage(noJs, '/servers/cloudron/policy/');
    const recommended = await (await fetch(new URL('/servers/cloudron/policy.json', page.url()))).text();
    expect(await page.locator('#builder-policy').textContent()).toBe(recommended);
    expect(await page.getByRole('link', { name: /Download policy\.json/ }).getAttribute('href')).toBe('/servers/cloudron/policy.json');
    await noJs.close();
  });
});

/**
 * What a server does by itself: the server page lists each behaviour its record declares, and its tool pages say
 * the one sentence the library composes (src/lib/catalogue/behaviours.ts), readable to a screen reader, with no axe
 * violation in light or dark.
 */
import { describe, expect, it } from 'vitest';
import { toolUrl, serverUrl } from '../src/lib/catalogue/urls.ts';
import { checkedNote, toolPageNotice } from '../src/lib/catalogue/behaviours.ts';
import { axeViolations, describeViolations } from './support/axe.ts';
import { openPage, useBrowser } from './support/browser.ts';
import { builtCatalogue } from './support/catalogue.ts';

const session = useBrowser();
const catalogue = builtCatalogue();
const declaring = catalogue.servers.filter((server) => (server.record.behaviours ?? []).length > 0);
// A sample that does not grow with the catalogue: the first, the last and three between (one component renders
// every server's list and every tool's notice; the sentences come from behaviours.ts, unit-tested).
const SAMPLE = 5;
const servers =
  declaring.length <= SAMPLE
    ? declaring
    : [
        ...new Set(
          Array.from({ length: SAMPLE }, (_, i) => declaring[Math.round((i * (declaring.length - 1)) / (SAMPLE - 1))]!),
        ),
      ];

describe('servers that act by themselves', () => {
  it('exist in the catalogue (else this file tests nothing)', () => {
    expect(servers.length).toBeGreaterThan(0);
  });

  it.each(servers.map((server) => [server.slug, server] as const))(
    '%s: the server page lists each behaviour and a tool page says so',
    async (slug, server) => {
      const behaviours = server.record.behaviours!;
      const { page, problems } = await openPage(session.context, serverUrl(slug));
      const items = page.locator('.behaviours li');
      expect(await items.count()).toBe(behaviours.length);
      for (const [index, behaviour] of behaviours.entries())
        expect(await items.nth(index).innerText()).toContain(behaviour.summary);
      expect(await page.locator('#behaviours-h').innerText()).toBe('What it does by itself');
      // Axe on the first server's pages only: the markup is the same component on every one.
      const audit = slug === servers[0]!.slug;
      if (audit) {
        const violations = await axeViolations(page);
        expect(violations, describeViolations(violations)).toEqual([]);
      }
      await page.close();

      // The tool a behaviour names (or else the first tool) carries the sentence, linking back to the list.
      const tools = catalogue.tools.filter((tool) => tool.server === slug);
      const tool =
        tools.find((candidate) => behaviours.some((behaviour) => behaviour.viaTool === candidate.record.name)) ??
        tools[0]!;
      const expected = toolPageNotice(server.record.name, behaviours, tool.record.name);
      const toolPage = await openPage(session.context, toolUrl(slug, tool.record.name));
      const notice = toolPage.page.locator('.glance [role="note"]');
      if (expected === undefined) {
        expect(await notice.count()).toBe(0);
      } else {
        expect(await notice.innerText()).toContain(expected);
        expect(await notice.locator('a').getAttribute('href')).toBe(`${serverUrl(slug)}#behaviours-h`);
      }
      if (audit) {
        await toolPage.page.emulateMedia({ colorScheme: 'dark' });
        const violations = await axeViolations(toolPage.page);
        expect(violations, describeViolations(violations)).toEqual([]);
      }
      expect([...problems.console, ...toolPage.problems.console]).toEqual([]);
      await toolPage.page.close();
    },
  );

  it('says on the page of a server whose code was read and found quiet that nothing was found, and names its reporting library', async () => {
    const quiet = catalogue.servers.find(
      (server) =>
        server.record.behavioursChecked &&
        (server.record.behaviours ?? []).length === 0 &&
        (server.record.package?.telemetryLibraries ?? []).length > 0,
    );
    expect(quiet, 'a checked server with a reporting library and no behaviours').toBeDefined();
    const libraries = quiet!.record.package!.telemetryLibraries!;
    const expected = checkedNote({ libraries, checked: quiet!.record.behavioursChecked, listed: 0 })!;
    const { page, problems } = await openPage(session.context, serverUrl(quiet!.slug));
    expect(await page.locator('.behaviours li').count()).toBe(0);
    expect(await page.locator('.behaviours .behaviours-checked').innerText()).toBe(expected);
    expect(expected).toContain('found nothing it sends by itself');
    expect(problems.console).toEqual([]);
    await page.close();
  });
});

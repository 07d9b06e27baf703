/**
 * The whole-server export list a server page and every page of its builder show: linked files with their loss
 * notes, no texts, made once per server however many pages ask for it.
 */
import { describe, expect, it, vi } from 'vitest';
import { EXPORT_TARGETS } from '../src/lib/policy/exports/index.ts';
import { exportItems } from '../src/lib/policy/exports/items.ts';
import { indexCatalogue, serverExportItems } from '../src/site/catalogue-views.ts';
import { serverSchema } from '../src/schema/server.ts';
import { toolSchema } from '../src/schema/tool.ts';
import { validServer, validTool } from './support/catalogue.ts';

const site = () =>
  indexCatalogue({
    servers: [{ slug: 'example', record: serverSchema.parse(validServer()) }],
    tools: [
      { server: 'example', record: toolSchema.parse(validTool('list_things')) },
      {
        server: 'example',
        record: toolSchema.parse(
          validTool('delete_thing', {
            effect: { readOnly: false, destructive: true, idempotent: true, openWorld: false, source: 'heuristic' },
            category: 'Destructive',
            risk: 'high',
            policy: { verdict: 'require-approval' },
          }),
        ),
      },
      {
        server: 'example',
        record: toolSchema.parse(
          validTool('send_thing', {
            effect: { readOnly: false, destructive: false, idempotent: false, openWorld: true, source: 'heuristic' },
            category: 'Write',
            risk: 'medium',
            policy: { verdict: 'rate-limit', max: 5, window: 'hour' },
          }),
        ),
      },
    ],
    attacks: [],
  } as unknown as Parameters<typeof indexCatalogue>[0]);

describe('serverExportItems', () => {
  it('lists every format with its link and notes, and no text', () => {
    const server = site().servers[0]!;
    const items = serverExportItems(server);
    expect(items.map((item) => item.id)).toEqual(EXPORT_TARGETS.map((t) => t.id));
    expect(items.every((item) => item.text === undefined && item.href === `${server.url}export/${item.file}`)).toBe(
      true,
    );
    const full = exportItems({ slug: server.slug, url: server.url, verdicts: server.tools.map((t) => t.verdict) });
    expect(items.map((item) => item.notes)).toEqual(full.map((item) => item.notes));
    // The rate-limited tool is named where a format cannot limit calls (Claude Code asks instead).
    expect(items.find((item) => item.id === 'claude-code')!.notes.join(' ')).toContain('send_thing');
  });

  it('is made once per server: later pages get the same list without rendering anything again', () => {
    const [server] = site().servers;
    const first = serverExportItems(server!);
    const notes = EXPORT_TARGETS.map((target) => vi.spyOn(target, 'lossNotes'));
    try {
      expect(serverExportItems(server!)).toBe(first);
      for (const spy of notes) expect(spy).not.toHaveBeenCalled();
      // Another build's view of the same server is another object, and gets its own list.
      const other = site().servers[0]!;
      expect(serverExportItems(other)).not.toBe(first);
      expect(serverExportItems(other)).toEqual(first);
    } finally {
      for (const spy of notes) spy.mockRestore();
    }
  });
});

import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { toolPolicyJson, type ToolVerdict } from '../src/lib/policy/generate.ts';
import { serverSearchFields, toolSearchFields } from '../src/lib/search/sources.ts';
import { runInBackground } from '../src/site/background.ts';
import { EXPORT_TARGETS, exportServer } from '../src/lib/policy/exports/index.ts';

const scratch = mkdtempSync(join(tmpdir(), 'background-test-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe('background build work', () => {
  it('writes each policy.json with the bytes a tool page shows, making the folders it needs', async () => {
    const verdicts: ToolVerdict[] = [
      { name: 'read_file', verdict: 'allow' },
      { name: 'send_money', verdict: 'rate-limit', max: 3, window: 'hour' },
      { name: 'drop_db', verdict: 'deny' },
    ];
    const files = verdicts.map((v): [string, ToolVerdict, string] => [
      join(scratch, 'servers', 's', v.name, 'policy.json'),
      v,
      `/servers/s/${v.name}/`,
    ]);
    const exportFolder = join(scratch, 'servers', 's', 'export');
    const server = exportServer('s', verdicts);
    const result = await runInBackground({ kind: 'policies', files, exports: [[exportFolder, server]] });
    expect(result.files).toBe(3 + EXPORT_TARGETS.length);
    for (const [path, verdict] of files) expect(readFileSync(path, 'utf8')).toBe(toolPolicyJson(verdict));
    // Each server's exports: the same bytes the server page shows.
    for (const target of EXPORT_TARGETS)
      expect(readFileSync(join(exportFolder, target.file), 'utf8')).toBe(target.render([server]));
  });

  it('refuses to write a policy that does not validate, naming the tool page', async () => {
    const bad = { name: 'x', verdict: 'rate-limit', max: -1, window: 'minute' } as ToolVerdict;
    const path = join(scratch, 'bad', 'policy.json');
    await expect(
      runInBackground({ kind: 'policies', files: [[path, bad, '/servers/s/x/']], exports: [] }),
    ).rejects.toThrow(/\/servers\/s\/x\/: the generated policy\.json does not validate against policy v1/);
    expect(existsSync(path)).toBe(false);
  });

  it('indexes search sources with Pagefind and removes them afterwards', async () => {
    const sources = join(scratch, 'sources');
    const outputPath = join(scratch, 'pagefind');
    // A server and one of its tools, from the real catalogue, as the build hands them over. Only that
    // server is read (a catalogue of links to it): the whole catalogue would take most of this test's time.
    const { catalogueRoot, readCatalogue } = await import('../src/lib/catalogue/reader.ts');
    const { mkdirSync, readdirSync, symlinkSync } = await import('node:fs');
    const { resolve } = await import('node:path');
    const first = readdirSync(join(catalogueRoot(), 'servers')).sort()[0]!;
    const one = join(scratch, 'one-server');
    mkdirSync(join(one, 'servers'), { recursive: true });
    symlinkSync(resolve(catalogueRoot(), 'attacks'), join(one, 'attacks'));
    symlinkSync(resolve(catalogueRoot(), 'servers', first), join(one, 'servers', first));
    const catalogue = readCatalogue(one);
    const server = catalogue.servers.find((s) => s.slug === first)!;
    const tool = catalogue.tools.find((t) => t.server === server.slug)!;
    const result = await runInBackground({
      kind: 'search-index',
      sources,
      servers: [{ slug: server.slug, record: serverSearchFields(server.record, 'Its publisher is unknown.') }],
      tools: [{ server: tool.server, serverName: server.record.name, record: toolSearchFields(tool.record) }],
      outputPath,
    });
    expect(result.pages).toBe(2);
    expect(existsSync(join(outputPath, 'pagefind-entry.json'))).toBe(true);
    expect(existsSync(sources)).toBe(false);
  });
});

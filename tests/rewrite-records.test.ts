/** The walk the record migrations share (scripts/support/rewrite-records.ts). */
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { recordYaml } from '../src/lib/import/yaml-writer.ts';
import { rewriteServers, rewriteTools } from '../scripts/support/rewrite-records.ts';
import { validServer, validTool } from './support/catalogue.ts';

function catalogue(): { root: string; toolFile: string; serverFile: string } {
  const root = mkdtempSync(join(tmpdir(), 'rewrite-'));
  mkdirSync(join(root, 'servers', 'acme', 'tools'), { recursive: true });
  const serverFile = join(root, 'servers', 'acme', 'server.yaml');
  const toolFile = join(root, 'servers', 'acme', 'tools', 'acme_get.yaml');
  writeFileSync(serverFile, recordYaml('server', validServer()));
  writeFileSync(toolFile, recordYaml('tool', validTool('acme_get')));
  return { root, toolFile, serverFile };
}

describe('rewriting records', () => {
  it('writes a changed tool record, counts it, and hands the change its server', () => {
    const { root, toolFile } = catalogue();
    const servers: unknown[] = [];
    const changed = rewriteTools({
      root,
      check: false,
      change: (record, { slug, server }) => {
        servers.push([slug, (server as { name: string }).name]);
        return { ...record, rationale: `${record.rationale} It also lists records.` };
      },
    });
    expect(changed).toBe(1);
    expect(servers).toEqual([['acme', validServer().name]]);
    expect(readFileSync(toolFile, 'utf8')).toContain('It also lists records.');
    expect(rewriteTools({ root, check: false, change: (record) => record })).toBe(0);
  });

  it('counts without writing under --check', () => {
    const { root, serverFile } = catalogue();
    const before = readFileSync(serverFile, 'utf8');
    expect(rewriteServers({ root, check: true, change: (record) => ({ ...record, name: 'Acme Two' }) })).toBe(1);
    expect(readFileSync(serverFile, 'utf8')).toBe(before);
  });

  it('refuses a change the schema rejects, naming the file, and writes nothing', () => {
    const { root, toolFile } = catalogue();
    const before = readFileSync(toolFile, 'utf8');
    expect(() =>
      rewriteTools({ root, check: false, change: (record) => ({ ...record, risk: 'extreme' as never }) }),
    ).toThrow(/acme_get\.yaml: risk: /);
    expect(readFileSync(toolFile, 'utf8')).toBe(before);
  });
});

/**
 * The walk every record migration shares: read each tool (or server) record's YAML directly (a migration runs
 * before the catalogue loads), let the migration change it, check the result against the schema, and write it
 * with the catalogue's writer when its text changed. `--check` writes nothing and counts what would change.
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { recordYaml } from '../../src/lib/import/yaml-writer.ts';
import { serverSchema, type ServerRecord } from '../../src/schema/server.ts';
import { toolSchema, type ToolRecord } from '../../src/schema/tool.ts';

interface Where {
  /** The server's slug (its folder name). */
  slug: string;
  /** The record's file. */
  path: string;
}

interface Options<R> {
  /** The catalogue folder (holding servers/). */
  root: string;
  /** Count, do not write. */
  check: boolean;
  /** The record as it should be (the same object changed, or a new one); it is then checked and written. */
  change: (record: R, where: Where) => R;
}

const read = <R>(path: string): { text: string; record: R } => {
  const text = readFileSync(path, 'utf8');
  return { text, record: parse(text, { version: '1.2' }) as R };
};

function write(kind: 'tool' | 'server', path: string, text: string, record: unknown, check: boolean): boolean {
  const parsed = (kind === 'tool' ? toolSchema : serverSchema).safeParse(record);
  if (!parsed.success)
    throw new Error(`${path}: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
  const out = recordYaml(kind, record as object);
  if (out === text) return false;
  if (!check) writeFileSync(path, out);
  return true;
}

const slugsOf = (root: string) =>
  readdirSync(join(root, 'servers'))
    .filter((slug) => existsSync(join(root, 'servers', slug, 'server.yaml')))
    .sort();

/** Every server record; returns how many changed (or would). */
export function rewriteServers({ root, check, change }: Options<ServerRecord>): number {
  let changed = 0;
  for (const slug of slugsOf(root)) {
    const path = join(root, 'servers', slug, 'server.yaml');
    const { text, record } = read<ServerRecord>(path);
    if (write('server', path, text, change(record, { slug, path }), check)) changed++;
  }
  return changed;
}

/**
 * Every tool record, server by server; `change` also gets the server's record as written (not checked: a
 * migration may run before the servers are migrated). Returns how many changed (or would).
 */
export function rewriteTools({
  root,
  check,
  change,
}: Omit<Options<ToolRecord>, 'change'> & {
  change: (record: ToolRecord, where: Where & { server: unknown }) => ToolRecord;
}): number {
  let changed = 0;
  for (const slug of slugsOf(root)) {
    const toolsDir = join(root, 'servers', slug, 'tools');
    if (!existsSync(toolsDir)) continue;
    const server = read<unknown>(join(root, 'servers', slug, 'server.yaml')).record;
    for (const name of readdirSync(toolsDir).sort()) {
      const path = join(toolsDir, name);
      const { text, record } = read<ToolRecord>(path);
      if (write('tool', path, text, change(record, { slug, path, server }), check)) changed++;
    }
  }
  return changed;
}

/**
 * node scripts/fill-obtained.ts [--check]
 *
 * Fills `obtained` (how the tools were obtained) in every server.yaml written before the field existed: a server
 * the harvest ran in the sandbox (`package.sandbox` present) was listed in the sandbox; any other was imported
 * from a tools/list file. A record that already says how is left alone. `--check` only reports what it would fill.
 * Reads CATALOGUE_DIR (default data).
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { isMap, parse, parseDocument, type YAMLMap } from 'yaml';
import { catalogueRoot } from '../src/lib/catalogue/reader.ts';
import { schemaKeys } from '../src/lib/catalogue/key-order.ts';
import { serverSchema, type ServerRecord } from '../src/schema/server.ts';

/** How a record written before the field existed got its tools. */
export function obtainedFor(record: ServerRecord): NonNullable<ServerRecord['obtained']> {
  return record.package?.sandbox ? { how: 'sandbox' } : { how: 'file' };
}

const check = process.argv.includes('--check');
const servers = join(catalogueRoot(), 'servers');
let filled = 0;
let kept = 0;
for (const slug of readdirSync(servers).sort()) {
  const file = join(servers, slug, 'server.yaml');
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    continue;
  }
  const record = serverSchema.parse(parse(text, { maxAliasCount: 0 }));
  if (record.obtained) {
    kept++;
    continue;
  }
  record.obtained = obtainedFor(record);
  filled++;
  if (check) {
    console.log(`${slug}: would fill obtained.how = ${record.obtained.how}`);
    continue;
  }
  // The block goes in at its place in the schema's key order; every other line is kept as it was written.
  const doc = parseDocument<YAMLMap, false>(text);
  if (!isMap(doc.contents)) throw new Error(`${file}: not a mapping`);
  const order = schemaKeys(serverSchema)!;
  const after = order.indexOf('obtained');
  const items = doc.contents.items;
  const at = items.findIndex((pair) => order.indexOf(String((pair.key as { value?: unknown }).value)) > after);
  items.splice(at === -1 ? items.length : at, 0, doc.createPair('obtained', record.obtained));
  const written = doc.toString({ lineWidth: 0 });
  serverSchema.parse(parse(written, { maxAliasCount: 0 }));
  writeFileSync(file, written);
}
console.log(
  `${check ? 'would fill' : 'filled'} ${filled} server records; ${kept} already said how their tools were obtained`,
);

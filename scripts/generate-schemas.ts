/** Writes public/schema/*.json from the zod schemas. `--check` fails instead when a file is out of date. */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PUBLISHED_SCHEMAS, jsonSchemaText, type PublishedSchemaName } from '../src/schema/json-schemas.ts';

const check = process.argv.includes('--check');
let stale = 0;
for (const name of Object.keys(PUBLISHED_SCHEMAS) as PublishedSchemaName[]) {
  const path = join('public', 'schema', name);
  const text = jsonSchemaText(name);
  let current = '';
  try {
    current = readFileSync(path, 'utf8');
  } catch {}
  if (current === text) continue;
  if (check) {
    console.error(`${path} is out of date with src/schema; run npm run schemas`);
    stale++;
  } else {
    writeFileSync(path, text);
    console.log(`wrote ${path}`);
  }
}
process.exit(stale > 0 ? 1 : 0);

/**
 * One-off migration of server.yaml to publisher identity and reader text:
 * - publisher keeps its name; `verified` and `evidence` go (identity is computed: src/lib/catalogue/publisher-identity.ts);
 * - `name`, `serves`, `caveats` and `description` are set from scripts/migrations/server-records.yaml, the researched and
 *   hand-written values, slug by slug (a slug without an entry there keeps what it has).
 *
 *   node scripts/migrate-server-records.ts [--check]
 *
 * Reads the YAML directly (the catalogue does not load until this has run), validates each record with the server
 * schema, writes with the catalogue's writer, and prints how many servers land in each identity state.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { catalogueRoot } from '../src/lib/catalogue/reader.ts';
import { indexOrganisations, publisherIdentity } from '../src/lib/catalogue/publisher-identity.ts';
import { organisationSchema } from '../src/schema/organisation.ts';
import { serverSchema, type ServerRecord } from '../src/schema/server.ts';
import { rewriteServers } from './support/rewrite-records.ts';

interface Entry {
  name?: string;
  serves?: string;
  caveats?: string[];
  description?: string;
}
const check = process.argv.includes('--check');
const root = catalogueRoot();
const input = parse(readFileSync(new URL('./migrations/server-records.yaml', import.meta.url), 'utf8')) as {
  servers: Record<string, Entry>;
};
const organisations = indexOrganisations(
  readdirSync(join(root, 'organisations'))
    .filter((name) => name.endsWith('.yaml'))
    .map((name) => ({
      id: name.slice(0, -5),
      record: organisationSchema.parse(parse(readFileSync(join(root, 'organisations', name), 'utf8'))),
    })),
);
const slugs = readdirSync(join(root, 'servers')).sort();
for (const slug of Object.keys(input.servers))
  if (!slugs.includes(slug))
    throw new Error(`scripts/migrations/server-records.yaml names ${slug}, which is not a server`);

const states: Record<string, number> = {};
const changed = rewriteServers({
  root,
  check,
  change(raw, { slug }) {
    const entry = input.servers[slug] ?? {};
    const record = { ...raw, publisher: { name: String(raw.publisher.name) } } as ServerRecord;
    if (entry.name) record.name = entry.name;
    if (entry.serves) record.serves = entry.serves;
    if (entry.caveats) record.caveats = entry.caveats;
    if (entry.description) record.description = entry.description;
    const parsed = serverSchema.safeParse(record);
    if (parsed.success) {
      const state = publisherIdentity(parsed.data, organisations).state;
      states[state] = (states[state] ?? 0) + 1;
    }
    return record;
  },
});
process.stdout.write(
  `Identity: ${Object.entries(states)
    .sort()
    .map(([state, n]) => `${state} ${n}`)
    .join(', ')}.\n${changed} of ${slugs.length} server records ${check ? 'would change' : 'changed'}.\n`,
);
process.exit(check && changed > 0 ? 1 : 0);

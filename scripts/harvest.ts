/**
 * npm run harvest -- [--sources data/sources/npm.yaml] [--out data] [--state .harvest/state.json]
 *   [--report data/sources/harvest-report.yaml] [--workers 2] [--batch 40] [--timeout 20000]
 *   [--only <package>] [--limit <n>] [--retry]
 * Installs each listed npm package (exact version, install scripts off) into a
 * throwaway folder, starts it inside bubblewrap, reads tools/list, imports the
 * tools and deletes the folder. Resumable: the state file records every
 * package done; --retry tries the failed ones again. Refuses to run without bwrap.
 */
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { parse } from 'yaml';
import { npmSourcesSchema, type HarvestEntry } from '../src/schema/harvest.ts';
import { harvestPackage, type HarvestTarget } from '../src/lib/harvest/pipeline.ts';
import { buildReport, figures, keyOf, progressLine, reportYaml, summaryLine } from '../src/lib/harvest/report.ts';
import { assertSandbox, SandboxMissingError } from '../src/lib/harvest/sandbox.ts';
import { heldOut } from '../src/lib/harvest/select.ts';

const { values } = parseArgs({
  options: {
    sources: { type: 'string', default: 'data/sources/npm.yaml' },
    out: { type: 'string', default: process.env.CATALOGUE_DIR ?? 'data' },
    state: { type: 'string', default: '.harvest/state.json' },
    report: { type: 'string', default: 'data/sources/harvest-report.yaml' },
    work: { type: 'string', default: '/tmp/mcp-harvest' },
    workers: { type: 'string', default: '2' },
    batch: { type: 'string', default: '40' },
    timeout: { type: 'string', default: '20000' },
    only: { type: 'string', multiple: true },
    limit: { type: 'string' },
    retry: { type: 'boolean', default: false },
  },
});

try {
  assertSandbox();
} catch (error) {
  if (error instanceof SandboxMissingError) {
    console.error(error.message);
    process.exit(2);
  }
  throw error;
}

const sourcesFile = values.sources!;
const parsed = npmSourcesSchema.safeParse(parse(readFileSync(sourcesFile, 'utf8')));
if (!parsed.success) {
  console.error(`${sourcesFile}: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
  process.exit(2);
}
const order = parsed.data.packages;
for (const p of order) {
  if (heldOut(p.package)) {
    console.error(`${sourcesFile}: ${p.package} is held out of the catalogue and must not be harvested; remove it`);
    process.exit(2);
  }
}

const statePath = values.state!;
const done = new Map<string, HarvestEntry>();
if (existsSync(statePath))
  for (const e of JSON.parse(readFileSync(statePath, 'utf8')) as HarvestEntry[]) done.set(keyOf(e), e);
const saveState = () => {
  mkdirSync(dirname(statePath), { recursive: true });
  writeFileSync(`${statePath}.tmp`, JSON.stringify([...done.values()], null, 1));
  renameSync(`${statePath}.tmp`, statePath);
  const report = buildReport(order, done, new Date().toISOString().slice(0, 10));
  writeFileSync(`${values.report}.tmp`, reportYaml(report));
  renameSync(`${values.report}.tmp`, values.report!);
};

const retryable = new Set(['crashed', 'timed-out', 'install-failed']);
let queue: HarvestTarget[] = order.filter((p) => {
  const prior = done.get(keyOf(p));
  return !prior || (values.retry && retryable.has(prior.outcome));
});
if (values.only?.length) queue = queue.filter((p) => values.only!.includes(p.package));
if (values.limit) queue = queue.slice(0, Number(values.limit));

// A folder of this run's own: an interrupted run's leftovers are removed when they can be, never waited on.
try {
  rmSync(resolve(values.work!), { recursive: true, force: true, maxRetries: 2 });
} catch {}
const workRoot = join(resolve(values.work!), `run-${process.pid}`);
mkdirSync(workRoot, { recursive: true });
const cache = join(workRoot, 'npm-cache');
const nodeDir = resolve(dirname(process.execPath), '..');
const options = {
  catalogue: resolve(values.out!),
  workRoot,
  nodeDir,
  npmCache: cache,
  timeoutMs: Number(values.timeout),
  today: new Date().toISOString().slice(0, 10),
};
const total = queue.length;
console.log(
  `harvest: ${total} package(s) to try (${done.size} already in ${statePath}), ${values.workers} worker(s), sandbox bwrap`,
);

let index = 0;
const batchSize = Number(values.batch);
const workers = Math.max(1, Number(values.workers));
for (let start = 0; start < queue.length; start += batchSize) {
  const batch = queue.slice(start, start + batchSize);
  let next = 0;
  await Promise.all(
    Array.from({ length: workers }, async () => {
      while (next < batch.length) {
        const target = batch[next++]!;
        let entry: HarvestEntry;
        try {
          entry = await harvestPackage(target, options);
        } catch (error) {
          entry = {
            package: target.package,
            version: target.version,
            outcome: 'crashed',
            detail: `harvest error: ${(error as Error).message.split('\n')[0]}`,
          };
        }
        done.set(keyOf(entry), entry);
        saveState();
        console.log(progressLine(++index, total, entry));
      }
    }),
  );
  rmSync(cache, { recursive: true, force: true });
}
rmSync(workRoot, { recursive: true, force: true, maxRetries: 2 });
const all = buildReport(order, done, options.today).packages;
console.log(`summary: ${summaryLine(figures(all))}`);
console.log(`report: ${values.report}; state: ${statePath}`);

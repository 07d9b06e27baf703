/**
 * npm run harvest -- [--sources data/sources/npm.yaml] [--out data] [--state .harvest/state.json]
 *   [--report data/sources/harvest-report.yaml] [--workers 2] [--batch 40] [--timeout 20000]
 *   [--only <package>] [--limit <n>] [--retry] [--retry-rejected]
 * npm run harvest -- --tarball <file.tgz> [--out <catalogue>] [--report <file>] [--state <file>]
 * Both: [--wait <ms>] how long to wait for another import or harvest writing the same catalogue (default 120000).
 * Resolves each listed npm package's dependency tree from registry metadata
 * (refusing any dependency that is not a registry package), installs it from
 * registry tarballs checked by integrity into a throwaway folder, starts it
 * inside bubblewrap as two ordinary MCP clients, reads tools/list, imports the
 * tools and deletes the folder. Resumable: the state file records every
 * package done; --retry tries the failed ones again, --retry-rejected the ones the importer refused (a change to
 * the judgement or the checks may let them in). Refuses to run without bwrap.
 * --tarball takes one package from a local file through exactly the same path.
 * Exit codes: HARVEST_EXIT below.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { parse } from 'yaml';
import { npmSourcesSchema, type HarvestEntry, type NpmSources } from '../src/schema/harvest.ts';
import { CatalogueBusy, withCatalogueLock } from '../src/lib/import/lock.ts';
import { configuredRegistry, httpRegistry, manifestOfTarball } from '../src/lib/harvest/install.ts';
import { harvestPackage, type HarvestTarget } from '../src/lib/harvest/pipeline.ts';
import {
  buildReport,
  figures,
  keyOf,
  progressLine,
  readHarvestReport,
  reportYaml,
  seedState,
  summaryLine,
} from '../src/lib/harvest/report.ts';
import { assertSandbox, openForSandbox, SandboxMissingError } from '../src/lib/harvest/sandbox.ts';
import { heldOut } from '../src/lib/harvest/select.ts';

const processAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code !== 'ESRCH';
  }
};

/** Exit codes of `npm run harvest`, stable for scripts. */
const HARVEST_EXIT = {
  /** Every package tried listed its tools (or there was nothing to do). */
  ok: 0,
  /** The run finished, but some package ended otherwise; the report says how. */
  notAllListed: 1,
  /** A bad option, an unreadable source list or tarball, or no usable sandbox: nothing was tried. */
  usage: 2,
  /** Another import or harvest held the catalogue too long, or a killed writer's leftovers could not be put back. */
  busy: 3,
} as const;

let parsedArgs;
try {
  parsedArgs = parseArgs({
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
      'retry-rejected': { type: 'boolean', default: false },
      tarball: { type: 'string' },
      wait: { type: 'string', default: '120000' },
    },
  });
} catch (error) {
  console.error((error as Error).message);
  process.exit(HARVEST_EXIT.usage);
}
const { values } = parsedArgs;
for (const name of ['wait', 'timeout', 'workers', 'batch'] as const) {
  const value = Number(values[name]);
  if (!Number.isInteger(value) || value < (name === 'wait' ? 0 : 1)) {
    console.error(`--${name} must be a whole number${name === 'wait' || name === 'timeout' ? ' of milliseconds' : ''}`);
    process.exit(HARVEST_EXIT.usage);
  }
}
const explicit = (name: string) => process.argv.some((a) => a === `--${name}` || a.startsWith(`--${name}=`));

try {
  assertSandbox();
} catch (error) {
  if (error instanceof SandboxMissingError) {
    console.error(error.message);
    process.exit(HARVEST_EXIT.usage);
  }
  throw error;
}

/** The source list when the packages come from one (it also says how much of the env's MCP list the report covers). */
let sourceList: NpmSources | undefined;

/** The packages to try: the source list, or the one package in --tarball (name and version from its package.json). */
async function packagesToTry(): Promise<HarvestTarget[]> {
  if (values.tarball !== undefined) {
    const file = resolve(values.tarball);
    let manifest;
    try {
      manifest = await manifestOfTarball(readFileSync(file));
    } catch (error) {
      console.error(`${values.tarball}: ${(error as Error).message.split('\n')[0]}`);
      process.exit(HARVEST_EXIT.usage);
    }
    if (
      typeof manifest.name !== 'string' ||
      typeof manifest.version !== 'string' ||
      !manifest.name ||
      !manifest.version
    ) {
      console.error(`${values.tarball}: its package.json names no package name and version`);
      process.exit(HARVEST_EXIT.usage);
    }
    return [{ package: manifest.name, version: manifest.version, tarball: file }];
  }
  const sourcesFile = values.sources!;
  let text: string;
  try {
    text = readFileSync(sourcesFile, 'utf8');
  } catch (error) {
    console.error(`${sourcesFile}: ${(error as Error).message}`);
    process.exit(HARVEST_EXIT.usage);
  }
  const parsed = npmSourcesSchema.safeParse(parse(text));
  if (!parsed.success) {
    console.error(`${sourcesFile}: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
    process.exit(HARVEST_EXIT.usage);
  }
  sourceList = parsed.data;
  return parsed.data.packages;
}

const order = await packagesToTry();
for (const p of order) {
  if (heldOut(p.package)) {
    console.error(
      `${values.tarball ?? values.sources}: ${p.package} is held out of the catalogue and must not be harvested`,
    );
    process.exit(HARVEST_EXIT.usage);
  }
}

// A writer killed earlier (an import or a harvest) is recovered from before anything else, under the catalogue's lock.
const catalogue = resolve(values.out!);
try {
  withCatalogueLock(catalogue, () => {}, {
    waitMs: Number(values.wait),
    onWait: (owner) => console.log(`harvest: waiting for another writer of ${catalogue} (pid ${owner?.pid ?? '?'})`),
    onRecover: (done) => done.forEach((line) => console.log(`harvest: recovered: ${line}`)),
  });
} catch (error) {
  if (error instanceof CatalogueBusy) {
    console.error(`harvest: ${error.message}`);
    process.exit(HARVEST_EXIT.busy);
  }
  throw error;
}

// In --tarball mode the state and report files are written only when named: one author's package is not the catalogue's run.
const keepState = values.tarball === undefined || explicit('state');
const keepReport = values.tarball === undefined || explicit('report');
const statePath = values.state!;
// No state file (a fresh clone): the committed report says what was already tried.
const done = keepState
  ? seedState(
      existsSync(statePath) ? (JSON.parse(readFileSync(statePath, 'utf8')) as HarvestEntry[]) : undefined,
      keepReport ? readHarvestReport(values.report!) : undefined,
    )
  : new Map<string, HarvestEntry>();
if (keepState && !existsSync(statePath) && done.size)
  console.log(`harvest: no ${statePath}; ${done.size} package(s) taken as done from ${values.report}`);
const saveState = () => {
  if (keepState) {
    mkdirSync(dirname(statePath), { recursive: true });
    writeFileSync(`${statePath}.tmp`, JSON.stringify([...done.values()], null, 1));
    renameSync(`${statePath}.tmp`, statePath);
  }
  if (keepReport) {
    const report = buildReport(order, done, new Date().toISOString().slice(0, 10), sourceList);
    mkdirSync(dirname(values.report!), { recursive: true });
    writeFileSync(`${values.report}.tmp`, reportYaml(report));
    renameSync(`${values.report}.tmp`, values.report!);
  }
};

// A retry runs the current pipeline again: its placeholders may now start what needed a credential or an option.
const retryable = new Set(['crashed', 'timed-out', 'install-failed', 'needs-credential']);
let queue: HarvestTarget[] = order.filter((p) => {
  const prior = done.get(keyOf(p));
  return (
    values.tarball !== undefined ||
    !prior ||
    (values.retry && retryable.has(prior.outcome)) ||
    (values['retry-rejected'] && prior.outcome === 'rejected')
  );
});
if (values.only?.length) queue = queue.filter((p) => values.only!.includes(p.package));
if (values.limit) queue = queue.slice(0, Number(values.limit));

// A folder of this run's own: an interrupted run's leftovers (runs whose process is gone) are removed when they
// can be, never waited on; another harvest running at the same time keeps its own.
const workBase = resolve(values.work!);
for (const name of existsSync(workBase) ? readdirSync(workBase) : []) {
  const pid = Number(/^run-(\d+)$/.exec(name)?.[1]);
  if (!pid || pid === process.pid || processAlive(pid)) continue;
  try {
    rmSync(join(workBase, name), { recursive: true, force: true, maxRetries: 2 });
  } catch {}
}
const workRoot = join(workBase, `run-${process.pid}`);
// Readable by the unprivileged user the sandbox runs as (when the harvest runs as root); writable by this process only.
mkdirSync(workRoot, { recursive: true, mode: 0o755 });
openForSandbox(workRoot, workBase);
const cache = join(workRoot, 'npm-cache');
const nodeDir = resolve(dirname(process.execPath), '..');
const options = {
  catalogue,
  lockWaitMs: Number(values.wait),
  workRoot,
  nodeDir,
  npmCache: cache,
  // One registry client for the run: each packument is read once whatever number of packages need it.
  registry: httpRegistry(configuredRegistry(), { cacheDir: cache }),
  timeoutMs: Number(values.timeout),
  today: new Date().toISOString().slice(0, 10),
};
const total = queue.length;
// Written once before the first package too: a run with nothing left to try still brings the report up to date.
saveState();
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
if (keepReport || keepState)
  console.log(
    `${keepReport ? `report: ${values.report}` : ''}${keepReport && keepState ? '; ' : ''}${keepState ? `state: ${statePath}` : ''}`,
  );
const tried = all.filter((e) => values.tarball !== undefined || queue.some((t) => keyOf(t) === keyOf(e)));
process.exit(tried.every((e) => e.outcome === 'listed') ? HARVEST_EXIT.ok : HARVEST_EXIT.notAllListed);

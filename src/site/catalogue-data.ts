import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { isAbsolute, join, relative, resolve } from 'node:path';
import { Worker } from 'node:worker_threads';
import { catalogueRoot, readCatalogue, type Catalogue } from '../lib/catalogue/reader.ts';
import { formatReport } from '../lib/catalogue/problems.ts';
import { validateRead } from '../lib/validate/runner.ts';

/**
 * The validated catalogue, read once per build process.
 *
 * Astro evaluates the integrations (src/integrations/catalogue-read.ts reads it
 * first) and the pages in different module graphs (the config, then the
 * bundled prerender chunk), so a module-level
 * cache alone would read and validate 250,000 files twice. The result is kept on
 * globalThis, keyed by catalogue folder, so the integrations, the pages and
 * the background work all share one read.
 */
const KEY = Symbol.for('mcp-risk-catalogue.validated-catalogue');
const PENDING = Symbol.for('mcp-risk-catalogue.validated-catalogue.pending');
type Holder = { [KEY]?: Map<string, Catalogue>; [PENDING]?: Map<string, Promise<Catalogue>> };
const shared = () => ((globalThis as Holder)[KEY] ??= new Map());

function checked(catalogue: Catalogue): Catalogue {
  if (catalogue.problems.length > 0) {
    throw new Error(
      `The catalogue has problems; fix them and build again.\n\n${formatReport(catalogue.problems, catalogue.filesChecked)}`,
    );
  }
  return catalogue;
}

/** The shared catalogue, read on this thread if nobody has read it yet. */
export function validatedCatalogue(root: string = catalogueRoot()): Catalogue {
  const cache = shared();
  let catalogue = cache.get(root);
  if (!catalogue) {
    catalogue = validateRead(compact(readCatalogue(root)));
    cache.set(root, catalogue);
  }
  return checked(catalogue);
}

/**
 * The shared catalogue, read in parallel when it is large: the build (src/integrations/catalogue-read.ts)
 * calls this first, so every later call finds it read. YAML parsing is nearly
 * all of the read (about 100 s for 250,000 files on one core), and servers are
 * independent, so worker threads each validate a contiguous part of servers/
 * with the reader's own code (src/site/catalogue-worker.ts), then the validator's checks run over the whole. If any part has
 * a problem, the whole catalogue is read again on this thread so the report is
 * exactly the validator's.
 */
export async function loadValidatedCatalogue(root: string = catalogueRoot()): Promise<Catalogue> {
  const cache = shared();
  const ready = cache.get(root);
  if (ready) return checked(ready);
  // Callers that arrive while the read runs (Astro loads the three collections together) wait for the same read.
  const pending = ((globalThis as Holder)[PENDING] ??= new Map());
  let reading = pending.get(root);
  if (!reading) {
    reading = (async () => {
      const started = performance.now();
      const parallel = await readInParallel(root);
      // Parts are read in parallel; the checks, several of which compare records across servers, run on the whole.
      const catalogue = validateRead(parallel?.catalogue ?? compact(readCatalogue(root)));
      cache.set(root, catalogue);
      reads.set(root, { threads: parallel?.threads ?? 1, seconds: (performance.now() - started) / 1000 });
      return catalogue;
    })();
    pending.set(root, reading);
    reading.finally(() => pending.delete(root)).catch(() => {});
  }
  return checked(await reading);
}

/** Below this many servers a parallel read saves less than starting the workers costs. */
const PARALLEL_FROM_SERVERS = 200;

const reads = new Map<string, { threads: number; seconds: number }>();
/** How the last read of a catalogue went (for build logs and tests). */
export const readInfo = (root: string = catalogueRoot()) => reads.get(root);

async function readInParallel(root: string): Promise<{ catalogue: Catalogue; threads: number } | undefined> {
  const threads = Math.min(availableParallelism(), 4);
  let entries: string[];
  try {
    entries = readdirSync(join(root, 'servers')).sort();
  } catch {
    return undefined;
  }
  if (threads < 2 || entries.length < PARALLEL_FROM_SERVERS) return undefined;

  // Each part is a folder of symbolic links: its own servers/ holding a slice of the real one, and the real attacks/.
  const scratch = mkdtempSync(join(tmpdir(), 'mcp-catalogue-parts-'));
  try {
    const size = Math.ceil(entries.length / threads);
    const parts = Array.from({ length: threads }, (_, i) => entries.slice(i * size, (i + 1) * size)).filter(
      (p) => p.length > 0,
    );
    const roots = parts.map((slugs, i) => {
      const part = join(scratch, String(i));
      mkdirSync(join(part, 'servers'), { recursive: true });
      symlinkSync(resolve(root, 'attacks'), join(part, 'attacks'));
      if (existsSync(resolve(root, 'organisations')))
        symlinkSync(resolve(root, 'organisations'), join(part, 'organisations'));
      for (const slug of slugs) symlinkSync(resolve(root, 'servers', slug), join(part, 'servers', slug));
      return part;
    });
    const workerUrl = new URL(['.', 'catalogue-worker.ts'].join('/'), import.meta.url);
    const results = await Promise.all(
      roots.map(
        (part) =>
          new Promise<Catalogue>((done, fail) => {
            const worker = new Worker(workerUrl, { workerData: { root: part, whole: root } });
            worker.once('message', done);
            worker.once('error', fail);
            worker.once('exit', (code) => fail(new Error(`catalogue worker exited with code ${code}`)));
          }),
      ),
    );
    if (results.some((r) => r.problems.length > 0)) return undefined;

    const rootLabel = displayPath(root);
    const relabel = (file: string, part: string) =>
      file.startsWith(part) ? `${rootLabel}${file.slice(part.length)}` : file;
    const attacksChecked = results[0]!.attacks.length;
    const merged: Catalogue = {
      root,
      servers: results.flatMap((r, i) =>
        r.servers.map((s) => ({ ...s, file: relabel(s.file, displayPath(roots[i]!)) })),
      ),
      tools: results.flatMap((r, i) => r.tools.map((t) => ({ ...t, file: relabel(t.file, displayPath(roots[i]!)) }))),
      attacks: results[0]!.attacks.map((a) => ({ ...a, file: relabel(a.file, displayPath(roots[0]!)) })),
      organisations: results[0]!.organisations,
      problems: [],
      filesChecked:
        results.reduce((sum, r) => sum + r.filesChecked, 0) -
        (attacksChecked + results[0]!.organisations.length) * (results.length - 1),
    };
    return { catalogue: merged, threads: results.length };
  } catch {
    // No worker threads here (or a worker could not start): read on this thread instead.
    return undefined;
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

/** How the validator names a path: relative to the working folder when inside it. */
function displayPath(path: string): string {
  const rel = relative(process.cwd(), path);
  return rel && !rel.startsWith('..') && !isAbsolute(rel) ? rel : path;
}

/**
 * Rebuilds every record from its JSON, in place. Values read by the YAML parser
 * are slices of each file's text, so a record kept the whole file (and more)
 * alive: 10 KB of heap per tool instead of under 2 KB. At 250,000 tools that was
 * 2.4 GB, most of Node's default heap, and the build slowed to a crawl in
 * garbage collection (docs/benchmarks.md). The copies are plain, equal data.
 * (Records read by worker threads arrive as copies already.)
 */
function compact(catalogue: Catalogue): Catalogue {
  const copy = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;
  for (const entry of catalogue.tools) entry.record = copy(entry.record);
  for (const entry of catalogue.servers) entry.record = copy(entry.record);
  for (const entry of catalogue.attacks) entry.record = copy(entry.record);
  return catalogue;
}

/** Drops the shared copy (tests, and a dev server that reloads the catalogue). */
export function forgetCatalogue(): void {
  delete (globalThis as Holder)[KEY];
  delete (globalThis as Holder)[PENDING];
}

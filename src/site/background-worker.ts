/**
 * Worker side of src/site/background.ts: build work that needs the catalogue
 * but not the rendered pages, run on its own thread at low CPU priority.
 * Files are written with synchronous calls so the work stays on this niced
 * thread rather than on libuv's shared pool.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { setPriority } from 'node:os';
import { dirname, join } from 'node:path';
import { parentPort, workerData } from 'node:worker_threads';
import * as pagefind from 'pagefind';
import { toolPolicyJson } from '../lib/policy/generate.ts';
import { checkedPolicyJson } from '../lib/policy/checked-json.ts';
import { EXPORT_TARGETS } from '../lib/policy/exports/index.ts';
import { serverSearchSource, toolSearchSource } from '../lib/search/sources.ts';
import type { BackgroundJob, BackgroundResult } from './background.ts';

/** Writes each file, making its folder first only when the write finds none. */
function writeAll(files: ReadonlyArray<readonly [path: string, text: string]>): void {
  for (const [path, text] of files) {
    try {
      writeFileSync(path, text);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      mkdirSync(dirname(path), { recursive: true });
      writeFileSync(path, text);
    }
  }
}

const fail = (what: string, errors: readonly string[]): never => {
  throw new Error(`Pagefind ${what} failed:\n${errors.join('\n')}`);
};

async function run(job: BackgroundJob): Promise<BackgroundResult> {
  const started = performance.now();
  switch (job.kind) {
    case 'policies': {
      // The same two functions give the text a tool page shows; each file is checked against policy v1 before it is written.
      writeAll(
        job.files.map(([path, verdict, url]) => [path, checkedPolicyJson(toolPolicyJson(verdict), url)] as const),
      );
      // Every server's exports (src/lib/policy/exports/), the same functions the server page shows them with.
      for (const [folder, server] of job.exports)
        writeAll(EXPORT_TARGETS.map((target) => [join(folder, target.file), target.render([server])] as const));
      return {
        files: job.files.length + job.exports.length * EXPORT_TARGETS.length,
        pages: 0,
        seconds: (performance.now() - started) / 1000,
      };
    }
    case 'search-index': {
      try {
        // Written here rather than by the caller: building 260,000 sources takes seconds, and the caller's thread renders the pages.
        const files = [
          ...job.servers.map(
            (server) => [join(job.sources, 'servers', server.slug, 'index.html'), serverSearchSource(server)] as const,
          ),
          ...job.tools.map(
            (tool) =>
              [
                join(job.sources, 'servers', tool.server, tool.record.name, 'index.html'),
                toolSearchSource(tool),
              ] as const,
          ),
        ];
        writeAll(files);
        // One fragment file per page (Pagefind's default): grouping them into fewer files grew the metadata
        // every first full-text query downloads by about 40% (2.14 MB at 250,000 tools; docs/benchmarks.md).
        const { index, errors } = await pagefind.createIndex({ forceLanguage: 'en' });
        if (!index || errors.length > 0) fail('createIndex', errors);
        const added = await index!.addDirectory({ path: job.sources });
        if (added.errors.length > 0) fail('indexing the tools and servers', added.errors);
        if (added.page_count !== files.length)
          fail('indexing the tools and servers', [
            `${added.page_count} of ${files.length} search sources were indexed`,
          ]);
        const written = await index!.writeFiles({ outputPath: job.outputPath });
        if (written.errors.length > 0) fail('writing the tools and servers index', written.errors);
        return { files: files.length, pages: added.page_count, seconds: (performance.now() - started) / 1000 };
      } finally {
        await pagefind.close();
        rmSync(job.sources, { recursive: true, force: true });
      }
    }
  }
}

const { job, priority } = workerData as { job: BackgroundJob; priority: number };
try {
  // On Linux this lowers only this thread (and the Pagefind process it starts), not the thread that renders.
  setPriority(priority);
} catch {
  // Not permitted here: run at normal priority.
}
parentPort!.postMessage(await run(job));

import { Worker } from 'node:worker_threads';
import type { ToolVerdict } from '../lib/policy/generate.ts';
import type { ExportServer } from '../lib/policy/exports/index.ts';
import type { ServerSearchFields, ToolSearchFields } from '../lib/search/sources.ts';

/**
 * Build work that needs only the catalogue, not the rendered pages: writing the
 * tool policy.json files and the servers' export files, and indexing the records for search. It starts when
 * the build does and runs beside rendering, on worker threads at low CPU
 * priority. Rendering is single-threaded and is the build's critical path; on a
 * two-core machine this work otherwise takes CPU from it (docs/benchmarks.md),
 * while at low priority it uses what rendering leaves and still finishes first.
 */
export type BackgroundJob =
  | {
      kind: 'policies';
      /** Where each tool's policy.json goes, its verdict, and its URL (for error messages). */
      files: Array<[path: string, verdict: ToolVerdict, url: string]>;
      /** Each server's export folder (/servers/<slug>/export/) and its verdicts: one file per target goes there. */
      exports: Array<[folder: string, server: ExportServer]>;
    }
  | {
      kind: 'search-index';
      /** A scratch folder for the search sources (src/lib/search/sources.ts), removed afterwards. */
      sources: string;
      servers: Array<{ slug: string; record: ServerSearchFields; tools?: number }>;
      tools: Array<{ server: string; serverName: string; record: ToolSearchFields }>;
      outputPath: string;
    };

export interface BackgroundResult {
  files: number;
  pages: number;
  seconds: number;
}

/** Niceness of background work on Linux: 0 is normal, 19 the lowest priority. */
const BACKGROUND_PRIORITY = 10;

const workerUrl = new URL(['.', 'background-worker.ts'].join('/'), import.meta.url);

export function runInBackground(job: BackgroundJob, priority = BACKGROUND_PRIORITY): Promise<BackgroundResult> {
  return new Promise((done, fail) => {
    const worker = new Worker(workerUrl, { workerData: { job, priority } });
    worker.once('message', done);
    worker.once('error', fail);
    worker.once('exit', (code) => fail(new Error(`background ${job.kind} worker exited with code ${code}`)));
  });
}

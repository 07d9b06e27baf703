/**
 * Puts the machine in the same state before each build the benchmark times, so that one build's leftovers do not
 * land in the next one's time: the files the last build wrote (hundreds of megabytes at 20,000 tools) and deleted are
 * flushed to disk first (`sync`), and the catalogue is read once so both builds find it in the page cache. Without
 * this, the baseline, built right after the site, paid for writing out the site's pages while it ran, and its time
 * moved by a third from one run to the next (docs/benchmarks.md).
 */
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Writes out what the page cache holds for the disk; false where there is no `sync` to run. */
export function flushToDisk(): boolean {
  try {
    execFileSync('sync', { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/** Reads every file under `dir` once (into the page cache); returns how many. */
export function readAllOnce(dir: string): number {
  let files = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    readFileSync(join(entry.parentPath, entry.name));
    files++;
  }
  return files;
}

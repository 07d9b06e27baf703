import { mkdirSync, mkdtempSync } from 'node:fs';
import { join, resolve } from 'node:path';

/**
 * A working folder of one Astro build's own, inside the project. Astro keeps a static build's prerender chunks in
 * <outDir>/.prerender only when outDir is inside the working folder, and otherwise in <cwd>/.astro/.prerender, which
 * it deletes after the build: two builds into folders outside the project (the benchmark's, the hostile fixture's)
 * run from the same folder would delete each other's chunks. Inside the project, the chunks still resolve its packages.
 * Remove it when the build has ended.
 */
export function astroWorkFolder(project = process.cwd()): string {
  const parent = resolve(project, 'node_modules', '.cache');
  mkdirSync(parent, { recursive: true });
  return mkdtempSync(join(parent, 'astro-build-'));
}

import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serialize } from 'node:v8';
import type { TestProject } from 'vitest/node';
import { preview } from 'astro';
import { catalogueRoot, readCatalogue } from '../../src/lib/catalogue/reader.ts';
import { siteDir } from './site-dir.ts';

/**
 * Serves the built site once for every browser test (they read its address with inject('baseUrl')), and reads the
 * catalogue once for all of them (e2e/support/catalogue.ts). The catalogue is written to a file rather than
 * provided as a value: a provided value is copied to the worker of every test file (tens of megabytes each time),
 * and most files never read it.
 */
export default async function setup(project: TestProject) {
  if (!existsSync(join(siteDir(), 'index.html'))) {
    throw new Error(
      `${siteDir()}/ holds no built site: run \`npm run build:sample\` before the browser tests (npm test does both), ` +
        'or set OUT_DIR=dist CATALOGUE_DIR=data after `npm run build`.',
    );
  }
  const port = Number(process.env.E2E_PORT ?? 4399);
  const server = await preview({ root: process.cwd(), logLevel: 'error', server: { host: '127.0.0.1', port } });
  project.provide('baseUrl', `http://127.0.0.1:${server.port ?? port}`);
  const dir = mkdtempSync(join(tmpdir(), 'e2e-catalogue-'));
  const file = join(dir, 'catalogue.v8');
  writeFileSync(file, serialize(readCatalogue(catalogueRoot())));
  project.provide('cataloguePath', file);
  return async () => {
    await server.stop();
    rmSync(dir, { recursive: true, force: true });
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** The catalogue the site was built from, serialized with node:v8 (read it with builtCatalogue()). */
    cataloguePath: string;
  }
}

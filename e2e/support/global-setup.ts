import { existsSync } from 'node:fs';
import type { TestProject } from 'vitest/node';
import { preview } from 'astro';
import { catalogueRoot, readCatalogue, type Catalogue } from '../../src/lib/catalogue/reader.ts';

/** Serves the built site once for every browser test (they read its address with inject('baseUrl')), and reads the catalogue once for all of them (e2e/support/catalogue.ts). */
export default async function setup(project: TestProject) {
  if (!existsSync('dist/index.html')) {
    throw new Error('dist/ is missing: run `npm run build` before the browser tests (npm test does both).');
  }
  const port = Number(process.env.E2E_PORT ?? 4399);
  const server = await preview({ root: process.cwd(), logLevel: 'error', server: { host: '127.0.0.1', port } });
  project.provide('baseUrl', `http://127.0.0.1:${server.port ?? port}`);
  project.provide('catalogue', readCatalogue(catalogueRoot()));
  return async () => {
    await server.stop();
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    catalogue: Catalogue;
  }
}

import { readFileSync } from 'node:fs';
import { deserialize } from 'node:v8';
import { inject } from 'vitest';
import type { Catalogue } from '../../src/lib/catalogue/reader.ts';

let catalogue: Catalogue | undefined;

/**
 * The catalogue the site was built from, read once for the whole browser run by the production loader
 * (readCatalogue, in e2e/support/global-setup.ts) and written to a file that a test file reads only when it asks
 * for the catalogue: reading thousands of YAML files takes seconds, and the files would otherwise each read it again.
 */
export function builtCatalogue(): Catalogue {
  catalogue ??= deserialize(readFileSync(inject('cataloguePath'))) as Catalogue;
  return catalogue;
}

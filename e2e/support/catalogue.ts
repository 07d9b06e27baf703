import { inject } from 'vitest';
import type { Catalogue } from '../../src/lib/catalogue/reader.ts';

/**
 * The catalogue the site was built from, read once for the whole browser run by the production loader
 * (readCatalogue, in e2e/support/global-setup.ts) and handed to every test file: reading thousands of
 * YAML files takes seconds, and the files would otherwise each read it again.
 */
export function builtCatalogue(): Catalogue {
  return inject('catalogue');
}

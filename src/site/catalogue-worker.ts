/**
 * Worker side of the parallel catalogue read (src/site/catalogue-data.ts): reads
 * and validates one part of the catalogue with the validator's own code and
 * posts the result back. Structured cloning also leaves the parent plain,
 * compact strings (see compact() there).
 */
import { parentPort, workerData } from 'node:worker_threads';
import { loadCatalogue } from '../lib/catalogue/catalogue.ts';
import { defaultParseCache } from '../lib/catalogue/parse-cache-default.ts';

// `whole` is the catalogue this part is a slice of: its parse cache, read-only, spares the worker re-reading files
// the validator read a moment before.
const { root, whole } = workerData as { root: string; whole: string };
parentPort!.postMessage(
  loadCatalogue(root, { cache: defaultParseCache(whole, process.env, { write: false }) ?? false }),
);

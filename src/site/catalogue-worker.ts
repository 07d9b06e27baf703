/**
 * Worker side of the parallel catalogue read (src/site/catalogue-data.ts): reads
 * one part of the catalogue with the reader's own code (the validator's checks run on the whole, in the parent) and
 * posts the result back. Structured cloning also leaves the parent plain,
 * compact strings (see compact() there).
 */
import { parentPort, workerData } from 'node:worker_threads';
import { readCatalogue } from '../lib/catalogue/reader.ts';
import { defaultParseCache } from '../lib/catalogue/parse-cache-default.ts';

// `whole` is the catalogue this part is a slice of: its parse cache, read-only, spares the worker re-reading files
// the validator read a moment before.
const { root, whole } = workerData as { root: string; whole: string };
parentPort!.postMessage(
  readCatalogue(root, { cache: defaultParseCache(whole, process.env, { write: false }) ?? false }),
);

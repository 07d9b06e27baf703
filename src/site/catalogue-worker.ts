/**
 * Worker side of the parallel catalogue read (src/site/catalogue-data.ts): reads
 * and validates one part of the catalogue with the validator's own code and
 * posts the result back. Structured cloning also leaves the parent plain,
 * compact strings (see compact() there).
 */
import { parentPort, workerData } from 'node:worker_threads';
import { loadCatalogue } from '../lib/catalogue/catalogue.ts';

const { root } = workerData as { root: string };
parentPort!.postMessage(loadCatalogue(root));

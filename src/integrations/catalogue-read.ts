import { setFlagsFromString } from 'node:v8';
import type { AstroIntegration } from 'astro';
import { loadValidatedCatalogue, readInfo } from '../site/catalogue-data.ts';

/**
 * How the build's garbage collector counts the bytes of the pages it renders. Every page passes through buffers held
 * outside V8's heap (the HTML encoded, copied into a Response, read back and written), and by default V8 starts a
 * full collection each time some 64 MB of such memory has been allocated since the last one. A full collection marks
 * everything alive, and the build keeps the whole catalogue alive: at 100,000 tools it marked 560 MB, 87 times,
 * each time to free one batch of page buffers, so the cost grew with the catalogue times the pages. Counted in the
 * heap's overall limit instead, the same build collected 9 times, and rendered in 2 min 32 s instead of 3 min 22 s
 * (docs/benchmarks.md). A V8 option set at run time, before any page renders; it changes when memory is collected,
 * never what is kept.
 */
export const BUILD_GC_FLAG = '--external-memory-accounted-in-global-limit';

/**
 * Reads and validates the catalogue when the build starts, with the same code
 * as `npm run validate` (src/site/catalogue-data.ts), so the build stops on
 * exactly the problems the validator lists before any page renders. Pages,
 * integrations and the background work all share this one read; nothing goes
 * through Astro's content collections (at 250,000 tools the data store is a
 * 300 MB second copy of every record: docs/benchmarks.md).
 */
export function catalogueRead(): AstroIntegration {
  return {
    name: 'mcp-catalogue',
    hooks: {
      'astro:config:setup': ({ command }) => {
        if (command === 'build') setFlagsFromString(BUILD_GC_FLAG);
      },
      'astro:build:start': async ({ logger }) => {
        const catalogue = await loadValidatedCatalogue();
        const read = readInfo();
        logger.info(
          `read and validated ${catalogue.filesChecked} files${read ? ` in ${read.seconds.toFixed(1)} s on ${read.threads} thread${read.threads === 1 ? '' : 's'}` : ''}: ${catalogue.servers.length} servers, ${catalogue.tools.length} tools`,
        );
      },
    },
  };
}

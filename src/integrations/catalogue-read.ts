import type { AstroIntegration } from 'astro';
import { loadValidatedCatalogue, readInfo } from '../site/catalogue-data.ts';

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

import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import * as pagefind from 'pagefind';

/**
 * Indexes the built site with Pagefind's Node API right after Astro writes it.
 * Only record pages carry data-pagefind-body, so only they are indexed. Any
 * indexing error, or an index with no pages, fails the build.
 */
export function pagefindIndex(): AstroIntegration {
  return {
    name: 'mcp-catalogue-pagefind',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const outDir = fileURLToPath(dir);
        const started = performance.now();
        const fail = (what: string, errors: readonly string[]) => {
          throw new Error(`Pagefind ${what} failed:\n${errors.join('\n')}`);
        };
        try {
          const { index, errors } = await pagefind.createIndex({ forceLanguage: 'en' });
          if (!index || errors.length > 0) fail('createIndex', errors);
          const added = await index!.addDirectory({ path: outDir });
          if (added.errors.length > 0) fail('indexing', added.errors);
          if (added.page_count === 0) fail('indexing', ['no pages were indexed: are the record pages marked with data-pagefind-body?']);
          const written = await index!.writeFiles({ outputPath: `${outDir}pagefind` });
          if (written.errors.length > 0) fail('writing the index', written.errors);
          logger.info(`indexed ${added.page_count} pages in ${((performance.now() - started) / 1000).toFixed(1)} s`);
        } finally {
          await pagefind.close();
        }
      },
    },
  };
}

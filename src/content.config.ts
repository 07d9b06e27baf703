import { defineCollection } from 'astro:content';
import type { Loader } from 'astro/loaders';
import { attackSchema } from './schema/attack.ts';
import { serverSchema } from './schema/server.ts';
import { toolSchema } from './schema/tool.ts';
import { slugSchema } from './schema/common.ts';
import type { Catalogue } from './lib/catalogue/catalogue.ts';
import { loadValidatedCatalogue, readInfo } from './site/catalogue-data.ts';

/**
 * The declared contract of the catalogue: three collections and their schemas.
 *
 * One loader reads the whole catalogue with the same code as `npm run validate`,
 * so the build stops on exactly the problems the validator lists. Records are
 * validated there; Astro does not parse them a second time.
 *
 * What the loader hands Astro's data store is chosen per collection. Servers and
 * attack patterns are stored. Tool records are not: at 250,000 tools the store
 * is a 300 MB JSON file that Astro embeds in the prerender bundle and parses
 * back, a second copy of every record in memory; storing them made that build
 * about two minutes slower (docs/benchmarks.md). The site reads tools through
 * src/site/catalogue.ts instead, from the same validated read this loader
 * makes, so `getCollection('tools')` is empty by design.
 */
const reported = new WeakSet<object>();

export function catalogueLoader(pick: (catalogue: Catalogue) => Array<{ id: string; data: Record<string, unknown> }>): Loader {
  return {
    name: 'mcp-catalogue',
    load: async ({ store, logger }) => {
      const catalogue = await loadValidatedCatalogue();
      const read = readInfo();
      if (read && !reported.has(read)) {
        reported.add(read);
        logger.info(`read and validated ${catalogue.filesChecked} files in ${read.seconds.toFixed(1)} s on ${read.threads} thread${read.threads === 1 ? '' : 's'}`);
      }
      store.clear();
      for (const entry of pick(catalogue)) store.set(entry);
    },
  };
}

export const collections = {
  servers: defineCollection({
    loader: catalogueLoader((c) => c.servers.map((s) => ({ id: s.slug, data: s.record }))),
    schema: serverSchema,
  }),
  tools: defineCollection({
    // Validates every tool file (the build fails on any problem) and stores nothing: see above.
    loader: catalogueLoader(() => []),
    schema: toolSchema.extend({ server: slugSchema }),
  }),
  attacks: defineCollection({
    loader: catalogueLoader((c) => c.attacks.map((a) => ({ id: a.id, data: a.record }))),
    schema: attackSchema,
  }),
};

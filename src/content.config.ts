import { defineCollection } from 'astro:content';
import type { Loader } from 'astro/loaders';
import { attackSchema } from './schema/attack.ts';
import { serverSchema } from './schema/server.ts';
import { toolSchema } from './schema/tool.ts';
import { slugSchema } from './schema/common.ts';
import { loadCatalogueOnce, type Catalogue } from './lib/catalogue.ts';
import { formatReport } from './lib/problems.ts';

/**
 * One loader reads the whole catalogue with the same code as `npm run validate`,
 * so the build stops on exactly the problems the validator lists. Records are
 * stored already validated; Astro does not parse them a second time.
 */
function catalogueLoader(pick: (catalogue: Catalogue) => Array<{ id: string; data: Record<string, unknown> }>): Loader {
  return {
    name: 'mcp-catalogue',
    load: async ({ store }) => {
      const catalogue = loadCatalogueOnce();
      if (catalogue.problems.length > 0) {
        throw new Error(`The catalogue has problems; fix them and build again.\n\n${formatReport(catalogue.problems, catalogue.filesChecked)}`);
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
    loader: catalogueLoader((c) => c.tools.map((t) => ({ id: `${t.server}/${t.record.name}`, data: { ...t.record, server: t.server } }))),
    schema: toolSchema.extend({ server: slugSchema }),
  }),
  attacks: defineCollection({
    loader: catalogueLoader((c) => c.attacks.map((a) => ({ id: a.id, data: a.record }))),
    schema: attackSchema,
  }),
};

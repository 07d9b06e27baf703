import type { APIRoute } from 'astro';
import { siteCatalogue } from '../../../site/catalogue-views.ts';
import { apiJson, apiToolsIndex } from '../../../lib/publish/api-files.ts';

/** /api/tools/index.json: the pages of the tool catalogue (schema: /schema/api-tools-index.json). */
export const GET: APIRoute = async ({ site }) => {
  const catalogue = await siteCatalogue();
  return new Response(apiJson(apiToolsIndex(catalogue.tools, site!)), {
    headers: { 'Content-Type': 'application/json' },
  });
};

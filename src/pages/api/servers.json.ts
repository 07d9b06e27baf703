import type { APIRoute } from 'astro';
import { siteCatalogue } from '../../site/catalogue-views.ts';
import { apiJson, apiServersFile } from '../../lib/publish/api-files.ts';

/** /api/servers.json: every server with its grade, score and counts (schema: /schema/api-servers.json). */
export const GET: APIRoute = async ({ site }) => {
  const catalogue = await siteCatalogue();
  return new Response(apiJson(apiServersFile(catalogue.servers, site!)), {
    headers: { 'Content-Type': 'application/json' },
  });
};

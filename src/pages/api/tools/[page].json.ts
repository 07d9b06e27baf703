import type { APIRoute, GetStaticPaths } from 'astro';
import { siteCatalogue } from '../../../site/catalogue-views.ts';
import { apiJson, apiToolsPage, toolPageCount } from '../../../lib/publish/api-files.ts';

export const getStaticPaths = (async () => {
  const catalogue = await siteCatalogue();
  return Array.from({ length: toolPageCount(catalogue.tools.length) }, (_, i) => ({
    params: { page: String(i + 1) },
    props: { page: i + 1 },
  }));
}) satisfies GetStaticPaths;

/** /api/tools/<n>.json: one page of every tool, ordered by name (schema: /schema/api-tools-page.json). */
export const GET: APIRoute<{ page: number }> = async ({ props, site }) => {
  const catalogue = await siteCatalogue();
  return new Response(apiJson(apiToolsPage(catalogue.tools, props.page, site!)), {
    headers: { 'Content-Type': 'application/json' },
  });
};

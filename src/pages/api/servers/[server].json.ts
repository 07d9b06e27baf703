import type { APIRoute, GetStaticPaths } from 'astro';
import { siteCatalogue, type ServerView } from '../../../site/catalogue-views.ts';
import { catalogueToolNames } from '../../../site/stack-servers.ts';
import { apiJson, apiServerFile } from '../../../lib/publish/api-files.ts';

export const getStaticPaths = (async () => {
  const catalogue = await siteCatalogue();
  return catalogue.servers.map((server) => ({ params: { server: server.slug }, props: { server } }));
}) satisfies GetStaticPaths;

/** /api/servers/<slug>.json: the server and every tool (schema: /schema/api-server.json); /stack/ loads this file alone per server. */
export const GET: APIRoute<{ server: ServerView }> = async ({ props, site }) =>
  new Response(apiJson(apiServerFile(props.server, site!, await catalogueToolNames())), {
    headers: { 'Content-Type': 'application/json' },
  });

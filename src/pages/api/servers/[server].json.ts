import type { APIRoute, GetStaticPaths } from 'astro';
import { siteCatalogue, type ServerView } from '../../../site/catalogue.ts';
import { apiJson, apiServerFile } from '../../../lib/publish/api.ts';
import { toolNameIndex } from '../../../lib/stack/mentions.ts';

export const getStaticPaths = (async () => {
  const catalogue = await siteCatalogue();
  return catalogue.servers.map((server) => ({ params: { server: server.slug }, props: { server } }));
}) satisfies GetStaticPaths;

let names: Promise<Map<string, Set<string>>> | undefined;
/** Every tool name of the catalogue, built once per build: shadowing mentions are matched against it. */
const catalogueNames = () => (names ??= siteCatalogue().then((site) => toolNameIndex(site.tools.map((t) => ({ server: t.server, name: t.record.name })))));

/** /api/servers/<slug>.json: the server and every tool (schema: /schema/api-server.json). */
export const GET: APIRoute<{ server: ServerView }> = async ({ props, site }) =>
  new Response(apiJson(apiServerFile(props.server, site!, await catalogueNames())), { headers: { 'Content-Type': 'application/json' } });

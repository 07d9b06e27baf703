import type { APIRoute, GetStaticPaths } from 'astro';
import { siteCatalogue, type ServerView } from '../../../site/catalogue-views.ts';
import { checkedPolicyJson } from '../../../lib/policy/checked-json.ts';

export const getStaticPaths = (async () => {
  const site = await siteCatalogue();
  return site.servers.map((server) => ({ params: { server: server.slug }, props: { server } }));
}) satisfies GetStaticPaths;

export const GET: APIRoute<{ server: ServerView }> = ({ props }) =>
  new Response(checkedPolicyJson(props.server.policyJson, props.server.url), {
    headers: { 'Content-Type': 'application/json' },
  });

import type { APIRoute, GetStaticPaths } from 'astro';
import { siteCatalogue, type ToolView } from '../../../../site/catalogue.ts';
import { checkedPolicyJson } from '../../../../lib/policy-check.ts';

export const getStaticPaths = (async () => {
  const site = await siteCatalogue();
  return site.tools.map((tool) => ({ params: { server: tool.server, tool: tool.record.name }, props: { tool } }));
}) satisfies GetStaticPaths;

/** Byte for byte the text the tool page shows: both come from ToolView.policyJson. */
export const GET: APIRoute<{ tool: ToolView }> = ({ props }) =>
  new Response(checkedPolicyJson(props.tool.policyJson, props.tool.url), { headers: { 'Content-Type': 'application/json' } });

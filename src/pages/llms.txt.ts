import type { APIRoute } from 'astro';
import { siteCatalogue } from '../site/catalogue-views.ts';
import { llmsTxt } from '../lib/publish/llms.ts';

/** /llms.txt: what the site is and where its API, docs and feed are. */
export const GET: APIRoute = async ({ site }) => {
  const catalogue = await siteCatalogue();
  return new Response(llmsTxt({ site: site!, servers: catalogue.servers, attacks: catalogue.attacks }), {
    headers: { 'Content-Type': 'text/plain; charset=utf-8' },
  });
};

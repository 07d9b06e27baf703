import type { APIRoute } from 'astro';
import { siteCatalogue } from '../site/catalogue-views.ts';
import { llmsFullTxt } from '../lib/publish/llms.ts';

/** /llms-full.txt: every server and, while the file stays under 1 MB, every tool. */
export const GET: APIRoute = async ({ site }) => {
  const catalogue = await siteCatalogue();
  const { text } = llmsFullTxt({ site: site!, servers: catalogue.servers, attacks: catalogue.attacks });
  return new Response(text, { headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
};

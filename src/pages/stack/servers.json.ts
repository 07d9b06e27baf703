import type { APIRoute } from 'astro';
import { siteCatalogue } from '../../site/catalogue-views.ts';

/**
 * /stack/servers.json: [slug, name, tool count] for every server, the list the
 * /stack/ search box matches names against. Fetched only when that box is used.
 */
export const GET: APIRoute = async () => {
  const site = await siteCatalogue();
  const list = site.servers.map((s) => [s.slug, s.record.name, s.tools.length]);
  return new Response(`${JSON.stringify(list)}\n`, { headers: { 'Content-Type': 'application/json' } });
};

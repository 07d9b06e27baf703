import type { APIRoute } from 'astro';
import { siteCatalogue } from '../site/catalogue-views.ts';
import { atomFeed, type FeedServer } from '../lib/publish/feed.ts';
import { changeNoticeOf } from '../lib/import/change-note.ts';

/** /feed.xml: Atom feed of new servers, new tools and changed definitions, newest first. */
export const GET: APIRoute = async ({ site }) => {
  const catalogue = await siteCatalogue();
  const servers: FeedServer[] = catalogue.servers.map((server) => ({
    slug: server.slug,
    name: server.record.name,
    description: server.record.description,
    url: server.url,
    grade: server.grade.grade,
    added: server.record.added,
    tools: server.tools.map((tool) => ({
      name: tool.record.name,
      url: tool.url,
      category: tool.record.category,
      risk: tool.record.risk,
      verdict: tool.verdict.verdict,
      definitionHash: tool.record.definitionHash,
      added: tool.record.added,
      changed: tool.record.changed,
      tightened: changeNoticeOf(tool.record)?.tightened,
    })),
  }));
  return new Response(atomFeed(servers, { site: site! }), {
    headers: { 'Content-Type': 'application/atom+xml; charset=utf-8' },
  });
};

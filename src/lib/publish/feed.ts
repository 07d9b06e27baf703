/**
 * The changes feed (Atom, RFC 4287) at /feed.xml: new servers, new tools and
 * changed definitions, read from the dates the records keep (server.added,
 * tool.added, tool.changed). Nothing depends on the build time, so a rebuild of
 * the same catalogue writes the same bytes, and entry ids are tag: URIs made of
 * the site's host, the event's date and what happened, so they never change.
 */
import { CATEGORIES, type Category, type RiskLevel, type Verdict } from '../../schema/enums.ts';

export interface FeedTool {
  name: string;
  url: string;
  category: Category;
  risk: RiskLevel;
  verdict: Verdict;
  definitionHash: string;
  added: string;
  changed: string;
  /** Set while a changed definition awaits review and its verdict was tightened at once (src/lib/import/change-note.ts). */
  tightened?: { from: Verdict; to: Verdict };
}
export interface FeedServer {
  slug: string;
  name: string;
  description: string;
  url: string;
  grade: string;
  added: string;
  tools: readonly FeedTool[];
}

type FeedEntryKind = 'server-added' | 'tool-added' | 'tool-changed';
export interface FeedEntry {
  id: string;
  kind: FeedEntryKind;
  /** YYYY-MM-DD: the date the record keeps for the event. */
  date: string;
  title: string;
  /** Absolute URL of the page the entry is about. */
  url: string;
  summary: string;
}

export const FEED_LIMIT = 200;
export const FEED_PATH = '/feed.xml';
const TOOLS_NAMED = 20;

/** Same-day events are listed in this order, then by title: deterministic, whatever order the records came in. */
const KIND_ORDER: Record<FeedEntryKind, number> = { 'tool-changed': 0, 'tool-added': 1, 'server-added': 2 };

/** Code-point order: the same on every machine, whatever its locale. */
const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** tag: URI (RFC 4151): tag:<host>,<date>:<what>. */
export const tagUri = (host: string, date: string, specific: string) => `tag:${host},${date}:${specific}`;

function mixText(tools: readonly FeedTool[]): string {
  const counts = CATEGORIES.map((c) => [c, tools.filter((t) => t.category === c).length] as const).filter(
    ([, n]) => n > 0,
  );
  return counts.map(([c, n]) => `${n} ${c}`).join(', ');
}

/**
 * Every event, newest first, at most `limit`. A server's entry covers the tools
 * that came with it (added on the same day or before); a tool added later gets an
 * entry of its own, and so does each tool whose definition changed after it was
 * added (changed later than added).
 */
export function feedEntries(servers: readonly FeedServer[], site: URL | string, limit = FEED_LIMIT): FeedEntry[] {
  const origin = new URL(site);
  const host = origin.hostname;
  const abs = (path: string) => new URL(path, origin).href;
  const entries: FeedEntry[] = [];
  for (const server of servers) {
    const initial = server.tools.filter((t) => t.added <= server.added).sort((a, b) => compare(a.name, b.name));
    const named = initial
      .slice(0, TOOLS_NAMED)
      .map((t) => t.name)
      .join(', ');
    const more = initial.length > TOOLS_NAMED ? ` and ${initial.length - TOOLS_NAMED} more` : '';
    entries.push({
      id: tagUri(host, server.added, `server/${server.slug}`),
      kind: 'server-added',
      date: server.added,
      title: `New server: ${server.name}`,
      url: abs(server.url),
      summary: `${server.name} entered the catalogue with grade ${server.grade} and ${initial.length} ${initial.length === 1 ? 'tool' : 'tools'}${initial.length > 0 ? ` (${mixText(initial)}): ${named}${more}` : ''}. ${server.description}`,
    });
    for (const tool of server.tools) {
      const facts = `${tool.category}, ${tool.risk} risk, recommended verdict ${tool.verdict}`;
      if (tool.added > server.added) {
        entries.push({
          id: tagUri(host, tool.added, `tool/${server.slug}/${tool.name}/added`),
          kind: 'tool-added',
          date: tool.added,
          title: `New tool: ${tool.name} (${server.name})`,
          url: abs(tool.url),
          summary: `${server.name} has a new tool, ${tool.name}: ${facts}.`,
        });
      }
      if (tool.changed > tool.added) {
        entries.push({
          id: tagUri(
            host,
            tool.changed,
            `tool/${server.slug}/${tool.name}/changed/${tool.definitionHash.replace(/^sha256:/, '').slice(0, 16)}`,
          ),
          kind: 'tool-changed',
          date: tool.changed,
          title: `${tool.tightened ? 'Definition changed, policy tightened' : 'Definition changed'}: ${tool.name} (${server.name})`,
          url: abs(tool.url),
          summary: `The definition of ${tool.name} (${server.name}) changed; it now hashes to ${tool.definitionHash}. ${tool.tightened ? `Its fresh judgement is stricter, so the recommended verdict tightened from ${tool.tightened.from} to ${tool.tightened.to} at once, until a person reviews the change. ` : ''}Our judgement after the change: ${facts}. A changed description is how a rug pull shows: compare it with what you approved.`,
        });
      }
    }
  }
  entries.sort(
    (a, b) =>
      compare(b.date, a.date) ||
      KIND_ORDER[a.kind] - KIND_ORDER[b.kind] ||
      compare(a.title, b.title) ||
      compare(a.id, b.id),
  );
  return entries.slice(0, Math.max(0, limit));
}

/** Characters XML 1.0 does not allow at all (C0 controls but tab, CR and LF; lone surrogates; U+FFFE, U+FFFF) are dropped. */
const INVALID_XML =
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

export function xmlText(text: string): string {
  return text
    .replace(INVALID_XML, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

const atomDate = (date: string) => `${date}T00:00:00Z`;

export interface FeedOptions {
  site: URL | string;
  title?: string;
  subtitle?: string;
  limit?: number;
}

/** The feed document. Its <updated> is the newest entry's date, so it too only changes when the catalogue does. */
export function atomFeed(servers: readonly FeedServer[], options: FeedOptions): string {
  const origin = new URL(options.site);
  const entries = feedEntries(servers, origin, options.limit ?? FEED_LIMIT);
  const self = new URL(FEED_PATH, origin).href;
  const updated =
    entries[0]?.date ?? servers.reduce((latest, s) => (s.added > latest ? s.added : latest), '1970-01-01');
  const title = options.title ?? 'MCP Risk Catalogue: changes';
  const subtitle =
    options.subtitle ?? 'New MCP servers, new tools and changed tool definitions in the MCP Risk Catalogue.';
  const lines = [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<feed xmlns="http://www.w3.org/2005/Atom">',
    `  <id>${xmlText(self)}</id>`,
    `  <title>${xmlText(title)}</title>`,
    `  <subtitle>${xmlText(subtitle)}</subtitle>`,
    `  <updated>${atomDate(updated)}</updated>`,
    `  <link rel="self" type="application/atom+xml" href="${xmlText(self)}"/>`,
    `  <link rel="alternate" type="text/html" href="${xmlText(origin.href)}"/>`,
    '  <author><name>MCP Risk Catalogue</name></author>',
    ...entries.flatMap((entry) => [
      '  <entry>',
      `    <id>${xmlText(entry.id)}</id>`,
      `    <title>${xmlText(entry.title)}</title>`,
      `    <link rel="alternate" type="text/html" href="${xmlText(entry.url)}"/>`,
      `    <published>${atomDate(entry.date)}</published>`,
      `    <updated>${atomDate(entry.date)}</updated>`,
      `    <category term="${entry.kind}"/>`,
      `    <summary type="text">${xmlText(entry.summary)}</summary>`,
      '  </entry>',
    ]),
    '</feed>',
    '',
  ];
  return lines.join('\n');
}

import { describe, expect, it } from 'vitest';
import { atomFeed, feedEntries, tagUri, xmlText, type FeedServer, type FeedTool } from '../src/lib/publish/feed.ts';

const SITE = 'https://catalogue.test';
const HASH = `sha256:${'ab'.repeat(32)}`;

const tool = (name: string, added: string, changed = added, server = 'alpha'): FeedTool => ({
  name,
  url: `/servers/${server}/${name}/`,
  category: 'Write',
  risk: 'high',
  verdict: 'require-approval',
  definitionHash: HASH,
  added,
  changed,
});
const server = (slug: string, added: string, tools: FeedTool[]): FeedServer => ({
  slug,
  name: `Server ${slug}`,
  description: `What ${slug} does.`,
  url: `/servers/${slug}/`,
  grade: 'B',
  added,
  tools,
});

const servers = [
  server('alpha', '2026-01-10', [
    tool('first', '2026-01-10'),
    tool('second', '2026-01-10', '2026-03-01'),
    tool('later', '2026-02-15'),
  ]),
  server('beta', '2026-02-15', [tool('only', '2026-02-15', '2026-02-15', 'beta')]),
];

describe('feedEntries', () => {
  const entries = feedEntries(servers, SITE);

  it('has one entry per new server, per tool added later and per changed definition, newest first', () => {
    expect(entries.map((e) => [e.date, e.kind, e.title])).toEqual([
      ['2026-03-01', 'tool-changed', 'Definition changed: second (Server alpha)'],
      ['2026-02-15', 'tool-added', 'New tool: later (Server alpha)'],
      ['2026-02-15', 'server-added', 'New server: Server beta'],
      ['2026-01-10', 'server-added', 'New server: Server alpha'],
    ]);
    for (let i = 1; i < entries.length; i++) expect(entries[i - 1]!.date >= entries[i]!.date).toBe(true);
  });

  it('folds the tools a server came with into its entry', () => {
    const alpha = entries.find((e) => e.title === 'New server: Server alpha')!;
    expect(alpha.summary).toContain('grade B and 2 tools (2 Write): first, second.');
    expect(alpha.url).toBe(`${SITE}/servers/alpha/`);
  });

  it('gives stable tag: ids made of host, date and what happened', () => {
    expect(entries.map((e) => e.id)).toEqual([
      `tag:catalogue.test,2026-03-01:tool/alpha/second/changed/${'ab'.repeat(8)}`,
      'tag:catalogue.test,2026-02-15:tool/alpha/later/added',
      'tag:catalogue.test,2026-02-15:server/beta',
      'tag:catalogue.test,2026-01-10:server/alpha',
    ]);
    expect(new Set(entries.map((e) => e.id)).size).toBe(entries.length);
    expect(tagUri('h.test', '2026-01-01', 'x')).toBe('tag:h.test,2026-01-01:x');
  });

  it('does not depend on the order records come in', () => {
    const shuffled = [...servers].reverse().map((s) => ({ ...s, tools: [...s.tools].reverse() }));
    expect(feedEntries(shuffled, SITE)).toEqual(entries);
  });

  it('keeps the newest entries up to the cap', () => {
    const many = [
      server(
        'gamma',
        '2025-01-01',
        Array.from({ length: 300 }, (_, i) =>
          tool(`t${i}`, `2025-${String((i % 12) + 1).padStart(2, '0')}-02`, undefined, 'gamma'),
        ),
      ),
    ];
    const capped = feedEntries(many, SITE, 200);
    expect(capped).toHaveLength(200);
    expect(capped[0]!.date).toBe('2025-12-02');
    expect(feedEntries(servers, SITE, 2)).toEqual(entries.slice(0, 2));
  });
});

describe('xmlText', () => {
  it('escapes markup and drops characters XML cannot carry', () => {
    expect(xmlText(`a<b>&"c'`)).toBe('a&lt;b&gt;&amp;&quot;c&apos;');
    expect(xmlText('bell\u0007 tab\t nl\n \uFFFE lone\uD800 pair\uD83D\uDE00')).toBe(
      'bell tab\t nl\n  lone pair\uD83D\uDE00',
    );
  });
});

describe('atomFeed', () => {
  const xml = atomFeed(servers, { site: SITE });

  it('is an Atom feed whose updated is the newest entry', () => {
    expect(xml.startsWith('<?xml version="1.0" encoding="utf-8"?>\n<feed xmlns="http://www.w3.org/2005/Atom">')).toBe(
      true,
    );
    expect(xml).toContain(`<id>${SITE}/feed.xml</id>`);
    expect(xml).toContain(`<link rel="self" type="application/atom+xml" href="${SITE}/feed.xml"/>`);
    expect(/<feed[^]*?<updated>([^<]+)<\/updated>/.exec(xml)![1]).toBe('2026-03-01T00:00:00Z');
    expect(xml.match(/<entry>/g)).toHaveLength(4);
    expect(xml.trimEnd().endsWith('</feed>')).toBe(true);
  });

  it('writes the same bytes for the same records', () => {
    expect(atomFeed(servers, { site: SITE })).toBe(xml);
  });

  it('escapes hostile names and descriptions', () => {
    const hostile = [server('evil', '2026-01-01', [])].map((s) => ({
      ...s,
      name: '<script>&</script>',
      description: ']]> <!-- \u0000',
    }));
    const text = atomFeed(hostile, { site: SITE });
    expect(text).not.toContain('<script>');
    expect(text).toContain('&lt;script&gt;&amp;&lt;/script&gt;');
    expect(text).not.toContain('\u0000');
    expect(text).not.toContain('<!--');
  });

  it('is still a valid feed with no entries', () => {
    const empty = atomFeed([], { site: SITE });
    expect(empty).toContain('<updated>1970-01-01T00:00:00Z</updated>');
    expect(empty).not.toContain('<entry>');
  });
});

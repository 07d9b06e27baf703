import { describe, expect, it } from 'vitest';
import {
  byKind,
  kindSample,
  pageKind,
  samplePages,
  SAMPLE_SERVER_PAGES,
  SAMPLE_TOOL_PAGES,
  type SampleTool,
} from '../e2e/support/sample.ts';
import { toolUrl } from '../src/lib/catalogue/urls.ts';

/** A made-up built site: one big server (three pages of tools), many small ones, and every kind of page once or more. */
const CATEGORIES = ['Read', 'Write', 'Execute', 'Destructive', 'Network', 'Admin'];
const RISKS = ['low', 'medium', 'high', 'critical'];
const tools: SampleTool[] = [];
for (let s = 0; s < 30; s++) {
  const server = `server-${String(s).padStart(2, '0')}`;
  const count = s === 7 ? 120 : s === 3 ? 1 : 3 + (s % 4);
  for (let t = 0; t < count; t++)
    tools.push({
      server,
      name: `${server}_tool_${t}`,
      category: CATEGORIES[(s + t) % CATEGORIES.length]!,
      risk: RISKS[(s * 7 + t) % RISKS.length]!,
    });
}
// The only critical tool and the only Admin tool are on middle servers, so they are found by their kind, not by chance.
for (const tool of tools) if (tool.risk === 'critical') tool.risk = 'high';
for (const tool of tools) if (tool.category === 'Admin') tool.category = 'Read';
tools.find((t) => t.server === 'server-15')!.risk = 'critical';
tools.find((t) => t.server === 'server-20')!.category = 'Admin';

const servers = [...new Set(tools.map((t) => t.server))];
const paths = [
  '/',
  '/404.html',
  '/search/',
  '/stack/',
  '/servers/',
  '/categories/',
  '/risk/',
  '/attacks/',
  '/docs/api/',
  '/docs/policy/',
  ...servers.flatMap((s) => [`/servers/${s}/`, `/servers/${s}/policy/`]),
  '/servers/server-07/tools/2/',
  '/servers/server-07/tools/3/',
  '/servers/server-07/policy/2/',
  '/servers/server-07/policy/3/',
  ...tools.map((t) => toolUrl(t.server, t.name)),
  ...CATEGORIES.flatMap((c) => [`/categories/${c.toLowerCase()}/`, `/categories/${c.toLowerCase()}/2/`]),
  ...RISKS.map((r) => `/risk/${r}/`),
  '/risk/low/2/',
  '/attacks/ssrf/',
  '/attacks/rug-pull/',
];

describe('the page sample of the browser checks', () => {
  const sample = samplePages(paths, tools);

  it('tells the kinds of pages apart', () => {
    expect(pageKind('/servers/a/')).toBe('/servers/:server/');
    expect(pageKind('/servers/a/b_c/')).toBe('/servers/:server/:tool/');
    expect(pageKind('/servers/a/policy/')).toBe('/servers/:server/policy/');
    expect(pageKind('/servers/a/policy/2/')).toBe('/servers/:server/policy/:page/');
    expect(pageKind('/servers/a/tools/2/')).toBe('/servers/:server/tools/:page/');
    expect(pageKind('/categories/read/2/')).toBe('/categories/:category/:page/');
    expect(pageKind('/servers/')).toBe('/servers/');
    expect(pageKind('/docs/api/')).toBe('/docs/api/');
    expect(byKind(paths).size).toBe(20);
  });

  it('covers every page kind', () => {
    const kinds = new Set(sample.map(pageKind));
    expect([...byKind(paths).keys()].filter((kind) => !kinds.has(kind))).toEqual([]);
    // First, middle and last of each kind.
    const toolPages = byKind(paths).get('/servers/:server/:tool/')!;
    for (const path of [toolPages[0]!, toolPages[Math.floor(toolPages.length / 2)]!, toolPages.at(-1)!])
      expect(kindSample(paths)).toContain(path);
  });

  it('has a tool page of every category and every risk level', () => {
    const sampled = tools.filter((t) => sample.includes(toolUrl(t.server, t.name)));
    expect(new Set(sampled.map((t) => t.category))).toEqual(new Set(CATEGORIES));
    expect(new Set(sampled.map((t) => t.risk))).toEqual(new Set(RISKS));
  });

  it('has every page of the biggest and of the smallest server, and their first and last tools', () => {
    for (const path of [
      '/servers/server-07/',
      '/servers/server-07/tools/2/',
      '/servers/server-07/tools/3/',
      '/servers/server-07/policy/',
      '/servers/server-07/policy/3/',
      '/servers/server-03/',
      '/servers/server-03/policy/',
    ])
      expect(sample).toContain(path);
    const big = tools
      .filter((t) => t.server === 'server-07')
      .map((t) => toolUrl(t.server, t.name))
      .sort();
    expect(sample).toContain(big[0]);
    expect(sample).toContain(big.at(-1));
    expect(sample).toContain(toolUrl('server-03', 'server-03_tool_0'));
  });

  it('draws the same pages on every run, other pages with another seed, and stays small', () => {
    expect(samplePages([...paths].reverse(), [...tools].reverse())).toEqual(sample);
    expect(samplePages(paths, tools, { seed: 1 })).not.toEqual(sample);
    const drawn = sample.filter((p) => pageKind(p) === '/servers/:server/:tool/').length;
    expect(drawn).toBeGreaterThanOrEqual(SAMPLE_TOOL_PAGES);
    expect(sample.length).toBeLessThanOrEqual(
      kindSample(paths).length + CATEGORIES.length + RISKS.length + 4 + 6 + SAMPLE_TOOL_PAGES + SAMPLE_SERVER_PAGES,
    );
    expect(sample.length).toBeLessThan(paths.length / 2);
    expect(new Set(sample).size).toBe(sample.length);
  });

  it('returns only pages that were built', () => {
    const missing = toolUrl('server-07', 'server-07_tool_0');
    expect(
      samplePages(
        paths.filter((p) => p !== missing),
        tools,
      ),
    ).not.toContain(missing);
  });
});

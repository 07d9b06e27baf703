import { describe, expect, it } from 'vitest';
import {
  FACETS,
  ORDERS,
  TOOL_FILTERS,
  allViews,
  facetCounts,
  facetOf,
  filterTools,
  toolFilterUrl,
  viewRows,
  viewTitle,
  viewUrl,
  type ServerRow,
} from '../src/lib/search/browse.ts';
import { CATEGORIES } from '../src/schema/enums.ts';

const mix = (counts: Partial<Record<(typeof CATEGORIES)[number], number>>) =>
  Object.fromEntries(CATEGORIES.map((c) => [c, counts[c] ?? 0])) as ServerRow['mix'];
const row = (slug: string, over: Partial<ServerRow>): ServerRow => ({
  slug,
  name: slug,
  url: `/servers/${slug}/`,
  grade: 'B',
  score: 80,
  tools: 3,
  mix: mix({ Read: 3 }),
  auth: 'none',
  obtained: 'sandbox',
  publisher: 'third-party',
  ...over,
});
const rows = [
  row('alpha', { grade: 'F', score: 20, tools: 60, mix: mix({ Read: 50, Destructive: 10 }), auth: 'oauth' }),
  row('beta', { grade: 'A', score: 95, tools: 1, obtained: 'source', publisher: 'vendor' }),
  row('gamma', { grade: 'F', score: 30, tools: 12, mix: mix({ Financial: 2, Read: 10 }), auth: 'api-key' }),
];
const slugs = (list: ServerRow[]) => list.map((r) => r.slug);

describe('server lists', () => {
  it('filter by grade, by what the tools can do, by size, auth and how the tools were listed', () => {
    expect(slugs(viewRows(rows, { facet: 'grade', value: 'f', order: 'name' }))).toEqual(['alpha', 'gamma']);
    expect(slugs(viewRows(rows, { facet: 'can', value: 'destructive', order: 'name' }))).toEqual(['alpha']);
    expect(slugs(viewRows(rows, { facet: 'can', value: 'read', order: 'name' }))).toEqual(['alpha', 'beta', 'gamma']);
    expect(slugs(viewRows(rows, { facet: 'tools', value: '50-plus', order: 'name' }))).toEqual(['alpha']);
    expect(slugs(viewRows(rows, { facet: 'tools', value: '10-49', order: 'name' }))).toEqual(['gamma']);
    expect(slugs(viewRows(rows, { facet: 'tools', value: '1', order: 'name' }))).toEqual(['beta']);
    expect(slugs(viewRows(rows, { facet: 'auth', value: 'oauth', order: 'name' }))).toEqual(['alpha']);
    expect(slugs(viewRows(rows, { facet: 'obtained', value: 'source', order: 'name' }))).toEqual(['beta']);
    expect(slugs(viewRows(rows, { facet: 'publisher', value: 'vendor', order: 'name' }))).toEqual(['beta']);
  });

  it('sort by name, by grade worst first and by size biggest first', () => {
    expect(slugs(viewRows(rows, { order: 'name' }))).toEqual(['alpha', 'beta', 'gamma']);
    expect(slugs(viewRows(rows, { order: 'grade' }))).toEqual(['alpha', 'gamma', 'beta']);
    expect(slugs(viewRows(rows, { order: 'tools' }))).toEqual(['alpha', 'gamma', 'beta']);
    expect(ORDERS.map((o) => o.key)).toEqual(['name', 'grade', 'tools']);
  });

  it('count each value, a server under every category its tools have', () => {
    expect(Object.fromEntries(facetCounts(rows, facetOf('can')))).toMatchObject({
      read: 3,
      destructive: 1,
      financial: 1,
      write: 0,
    });
    expect(Object.fromEntries(facetCounts(rows, facetOf('grade')))).toMatchObject({ a: 1, f: 2, b: 0 });
  });

  it('have a page for all servers and each value some server has, in every order, and no other', () => {
    const views = allViews(rows);
    expect(views).toContainEqual({ facet: 'grade', value: 'f', order: 'tools' });
    expect(views).not.toContainEqual({ facet: 'grade', value: 'c', order: 'name' });
    const values = FACETS.flatMap((f) => [...facetCounts(rows, f).values()].filter((n) => n > 0)).length;
    expect(views).toHaveLength((1 + values) * ORDERS.length);
  });

  it('live at /servers/ (all, by name, page 1) and under /browse/, and say what they hold', () => {
    expect(viewUrl({ order: 'name' })).toBe('/servers/');
    expect(viewUrl({ order: 'name' }, 2)).toBe('/browse/all/name/2/');
    expect(viewUrl({ facet: 'can', value: 'destructive', order: 'grade' })).toBe('/browse/can-destructive/grade/');
    expect(viewTitle({ facet: 'can', value: 'destructive' })).toBe('Servers whose tools can delete or overwrite');
    expect(viewTitle({ facet: 'tools', value: '1' })).toBe('Servers with 1 tool');
    expect(viewTitle({})).toBe('All servers');
    expect(() => facetOf('colour')).toThrow(/no facet "colour"/);
  });
});

describe("a big server's tools", () => {
  const tools = [
    { record: { category: 'Read' as const, risk: 'low' as const }, name: 'a' },
    { record: { category: 'Execute' as const, risk: 'critical' as const }, name: 'b' },
    { record: { category: 'Execute' as const, risk: 'high' as const }, name: 'c' },
  ];
  it('filter by category and by risk, worst risk listed first', () => {
    const of = (key: string) =>
      filterTools(
        tools,
        TOOL_FILTERS.find((f) => f.key === key)!,
      ).map((t) => t.name);
    expect(of('execute')).toEqual(['b', 'c']);
    expect(of('critical')).toEqual(['b']);
    expect(TOOL_FILTERS.filter((f) => f.facet === 'risk').map((f) => f.key)).toEqual([
      'critical',
      'high',
      'medium',
      'low',
    ]);
  });

  it('live beside the numbered pages of the whole list', () => {
    expect(toolFilterUrl('big', 'execute')).toBe('/servers/big/tools/execute/');
    expect(toolFilterUrl('big', 'execute', 3)).toBe('/servers/big/tools/execute/3/');
    expect(toolFilterUrl('big', undefined, 2)).toBe('/servers/big/tools/2/');
  });
});

/**
 * Browsing the servers: the facets a list of servers is filtered by (grade, what its tools can do, how many
 * tools, who publishes it, auth, how its tools were obtained) and the orders it is sorted in, as plain functions of one row per
 * server. The site builds the rows from its catalogue views (src/site/server-row.ts) and writes a static page for
 * every facet value and order (`/browse/<filter>/<order>/`, paged), so every list works without JavaScript and
 * no page grows with the catalogue. A new field of a server record becomes a facet here: a field of ServerRow
 * and an entry of FACETS.
 */
import {
  AUTH_KINDS,
  CATEGORIES,
  GRADES,
  RISK_LEVELS,
  type AuthKind,
  type Category,
  type Grade,
  type RiskLevel,
} from '../../schema/enums.ts';
import { TOOLS_OBTAINED, type ToolsObtainedHow } from '../../schema/obtained.ts';
import { AUTH_LABEL } from '../text/labels.ts';
import { IDENTITY_LABEL, IDENTITY_STATES, type IdentityState } from '../catalogue/publisher-identity.ts';
import { toolListUrl } from '../catalogue/paging.ts';
import { SERVER_TOOL_PAGES_DIR } from '../catalogue/urls.ts';

/**
 * How a server's tool definitions came into the catalogue (the record's `obtained.how`), in the few words a
 * list has room for; the server page says it in a sentence (TOOLS_OBTAINED_LABEL).
 */
export type Obtained = ToolsObtainedHow;
export const OBTAINED_LABEL: Record<Obtained, string> = {
  sandbox: 'a sandbox run',
  source: 'the source code',
  file: 'a tools/list file',
  live: 'the running server',
};

/** One server as the lists show and filter it. */
export interface ServerRow {
  slug: string;
  name: string;
  url: string;
  grade: Grade;
  /** The grade's points: lower is worse. */
  score: number;
  tools: number;
  /** How many of its tools are in each category. */
  mix: Record<Category, number>;
  auth: AuthKind;
  obtained: Obtained;
  /** Whether it is the vendor's own, a third party's, or of an unknown publisher (publisher-identity.ts). */
  publisher: IdentityState;
}

interface FacetValue {
  key: string;
  label: string;
}

export interface Facet {
  key: string;
  /** What the facet asks, as a row's label: "Grade", "Its tools can". */
  label: string;
  values: readonly FacetValue[];
  /** The values a server has (several for "its tools can"). */
  valuesOf(row: ServerRow): readonly string[];
}

/** What a category lets a server's tools do, in a reader's words. */
export const CAN_LABEL: Record<Category, string> = {
  Read: 'read',
  Write: 'write',
  Execute: 'run or send',
  Destructive: 'delete or overwrite',
  Financial: 'move money',
};

/** Sizes a server's tool count falls in. */
const TOOL_COUNTS: ReadonlyArray<FacetValue & { from: number; to: number }> = [
  { key: '1', label: '1', from: 1, to: 1 },
  { key: '2-9', label: '2 to 9', from: 2, to: 9 },
  { key: '10-49', label: '10 to 49', from: 10, to: 49 },
  { key: '50-plus', label: '50 or more', from: 50, to: Infinity },
];

const lower = (value: string) => value.toLowerCase();

export const FACETS: readonly Facet[] = [
  {
    key: 'grade',
    label: 'Grade',
    values: GRADES.map((g) => ({ key: lower(g), label: g })),
    valuesOf: (row) => [lower(row.grade)],
  },
  {
    key: 'can',
    label: 'Its tools can',
    values: CATEGORIES.map((c) => ({ key: lower(c), label: CAN_LABEL[c] })),
    valuesOf: (row) => CATEGORIES.filter((c) => row.mix[c] > 0).map(lower),
  },
  {
    key: 'tools',
    label: 'Tools',
    values: TOOL_COUNTS.map(({ key, label }) => ({ key, label })),
    valuesOf: (row) => TOOL_COUNTS.filter((t) => row.tools >= t.from && row.tools <= t.to).map((t) => t.key),
  },
  {
    key: 'publisher',
    label: 'Publisher',
    values: IDENTITY_STATES.map((p) => ({ key: p, label: IDENTITY_LABEL[p] })),
    valuesOf: (row) => [row.publisher],
  },
  {
    key: 'auth',
    label: 'Auth',
    values: AUTH_KINDS.map((a) => ({ key: a, label: AUTH_LABEL[a] })),
    valuesOf: (row) => [row.auth],
  },
  {
    key: 'obtained',
    label: 'Tools listed from',
    values: TOOLS_OBTAINED.map((o) => ({ key: o, label: OBTAINED_LABEL[o] })),
    valuesOf: (row) => [row.obtained],
  },
];

const byName = (a: ServerRow, b: ServerRow) => a.name.localeCompare(b.name) || a.slug.localeCompare(b.slug);

export interface Order {
  key: string;
  label: string;
  compare(a: ServerRow, b: ServerRow): number;
}

export const ORDERS: readonly Order[] = [
  { key: 'name', label: 'Name', compare: byName },
  { key: 'grade', label: 'Grade, worst first', compare: (a, b) => a.score - b.score || byName(a, b) },
  { key: 'tools', label: 'Most tools', compare: (a, b) => b.tools - a.tools || byName(a, b) },
];

/** Servers a list page shows at a time. */
export const SERVERS_PER_PAGE = 50;

/** A list: every server, or those with one facet value, in one order. */
export interface View {
  facet?: string;
  value?: string;
  order: string;
}

/** The list's folder name: "all", or "<facet>-<value>" ("grade-f", "can-destructive", "tools-50-plus"). */
export const filterSlug = (view: Pick<View, 'facet' | 'value'>) =>
  view.facet && view.value ? `${view.facet}-${view.value}` : 'all';

/** Where a list's page lives: the first page of every server by name is /servers/ itself. */
export function viewUrl(view: View, page = 1): string {
  const filter = filterSlug(view);
  if (filter === 'all' && view.order === 'name' && page <= 1) return '/servers/';
  return `/browse/${filter}/${view.order}/${page > 1 ? `${page}/` : ''}`;
}

export function facetOf(key: string): Facet {
  const facet = FACETS.find((f) => f.key === key);
  if (!facet) throw new Error(`no facet "${key}" (facets: ${FACETS.map((f) => f.key).join(', ')})`);
  return facet;
}

export function orderOf(key: string): Order {
  const order = ORDERS.find((o) => o.key === key);
  if (!order) throw new Error(`no order "${key}" (orders: ${ORDERS.map((o) => o.key).join(', ')})`);
  return order;
}

/** The servers of a list, in its order. */
export function viewRows(rows: readonly ServerRow[], view: View): ServerRow[] {
  const facet = view.facet ? facetOf(view.facet) : undefined;
  const kept = facet ? rows.filter((row) => facet.valuesOf(row).includes(view.value ?? '')) : [...rows];
  return kept.sort(orderOf(view.order).compare);
}

/** How many servers have each value of a facet (a server with tools of three categories counts under each). */
export function facetCounts(rows: readonly ServerRow[], facet: Facet): Map<string, number> {
  // Every list page shows the same counts over the same rows: counted once per rows and facet, not once per page.
  const known = countsRead.get(rows)?.get(facet);
  if (known) return known;
  const counts = new Map(facet.values.map((v) => [v.key, 0]));
  for (const row of rows) for (const value of facet.valuesOf(row)) counts.set(value, (counts.get(value) ?? 0) + 1);
  countsRead.set(rows, (countsRead.get(rows) ?? new Map<Facet, Map<string, number>>()).set(facet, counts));
  return counts;
}
const countsRead = new WeakMap<readonly ServerRow[], Map<Facet, Map<string, number>>>();

/** Every list there is a page for: all servers and each facet value that some server has, in every order. */
export function allViews(rows: readonly ServerRow[]): View[] {
  const views: View[] = ORDERS.map((o) => ({ order: o.key }));
  for (const facet of FACETS) {
    const counts = facetCounts(rows, facet);
    for (const value of facet.values)
      if ((counts.get(value.key) ?? 0) > 0)
        for (const order of ORDERS) views.push({ facet: facet.key, value: value.key, order: order.key });
  }
  return views;
}

/** What a list is, in words: "Servers whose tools can delete or overwrite", "Servers with grade F". */
export function viewTitle(view: Pick<View, 'facet' | 'value'>): string {
  if (!view.facet || !view.value) return 'All servers';
  const facet = facetOf(view.facet);
  const value = facet.values.find((v) => v.key === view.value)?.label ?? view.value;
  switch (facet.key) {
    case 'grade':
      return `Servers graded ${value}`;
    case 'can':
      return `Servers whose tools can ${value}`;
    case 'tools':
      return `Servers with ${value} ${value === '1' ? 'tool' : 'tools'}`;
    case 'auth':
      return `Servers with auth: ${value}`;
    case 'publisher':
      return `Servers by publisher: ${value}`;
    case 'obtained':
      return `Servers whose tools were listed from ${value}`;
    default:
      return `Servers: ${facet.label} ${value}`;
  }
}

/**
 * A big server's tools, filtered by category or risk: a list of its own for each value some tool has
 * (`/servers/<slug>/tools/<value>/`, paged like the whole list). Category and risk names never meet, and a
 * page number is never a word, so one folder holds them all.
 */
export interface ToolFilter {
  facet: 'category' | 'risk';
  key: string;
  label: string;
}
export const TOOL_FILTERS: readonly ToolFilter[] = [
  ...CATEGORIES.map((c): ToolFilter => ({ facet: 'category', key: lower(c), label: c })),
  // Worst first: the tools to look at first.
  ...[...RISK_LEVELS].reverse().map((r): ToolFilter => ({ facet: 'risk', key: r, label: r })),
];

/** The tools a filter keeps, in the order given. */
export function filterTools<T extends { record: { category: Category; risk: RiskLevel } }>(
  tools: readonly T[],
  filter: ToolFilter,
): T[] {
  return tools.filter((t) => lower(filter.facet === 'category' ? t.record.category : t.record.risk) === filter.key);
}

/** Where a page of a server's tools lives: the whole list (page 1 is on the server page) or a filtered one. */
export const toolFilterUrl = (slug: string, filter: string | undefined, page = 1): string =>
  filter === undefined
    ? toolListUrl(slug, page)
    : `/servers/${slug}/${SERVER_TOOL_PAGES_DIR}/${filter}/${page > 1 ? `${page}/` : ''}`;

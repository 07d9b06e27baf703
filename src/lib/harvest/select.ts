/**
 * Chooses which npm packages the harvest tries: MCP servers, most monthly
 * downloads first. Pure: reads rows, returns decisions with their reason, so
 * the committed list (data/sources/npm.yaml) can be reviewed and re-drafted.
 */

/** Kept out of the catalogue for an independent evaluation of the judgement engine: never installed, run, read or imported. */
export const HELD_OUT_EXACT = [
  '@supabase/mcp-server-supabase',
  '@stripe/mcp',
  '@sentry/mcp-server',
  'kubernetes-mcp-server',
] as const;
/** Any Grafana or Terraform MCP package is held out too, and so are the platform builds of the held-out ones. */
const HELD_OUT_PATTERNS: RegExp[] = [/grafana/i, /terraform/i, /^kubernetes-mcp-server(-|$)/i];

export function heldOut(name: string): boolean {
  return (HELD_OUT_EXACT as readonly string[]).includes(name) || HELD_OUT_PATTERNS.some((p) => p.test(name));
}

export interface PackageRow {
  name: string;
  version: string;
  downloads: number;
  summary: string;
}

export type Decision = { take: true; why: string } | { take: false; why: string };

/** Parses the env's npm list (name, version, downloads a month, summary; tab-separated, one header line). */
export function parseTsv(text: string): PackageRow[] {
  const rows: PackageRow[] = [];
  for (const line of text.split('\n').slice(1)) {
    if (!line.trim()) continue;
    const [name = '', version = '', downloads = '0', ...rest] = line.split('\t');
    rows.push({ name, version, downloads: Number(downloads) || 0, summary: rest.join('\t') });
  }
  return rows;
}

const PLATFORM =
  /[-_/](linux|darwin|win32|windows|macos|freebsd)[-_](x64|amd64|arm64|ia32|x86|arm)\b|[-_](linux|darwin|win32|windows)$/i;
const NOT_A_SERVER: Array<[RegExp, string]> = [
  [/\bsdk\b|software development kit|\bsdk-/i, 'an SDK for building servers or clients'],
  [
    /framework|middleware|adapter|plugin for|\bplugin\b|toolkit for building|library for building|build (mcp )?servers|building (mcp )?servers|create mcp servers|utilities|utils\b|helpers?\b|types? definitions?|polyfill|schemas? (and|for)|transport (for|implementation)|instrumentation/i,
    'a framework, library or plugin',
  ],
  [
    /\bproxy\b|\bgateway\b|\bbridge\b|tunnel|aggregat|multiplex|\brouter\b/i,
    'a proxy or gateway in front of other servers',
  ],
  [
    /\bclient\b|inspector|debugger for mcp|\bcli (to|for) (install|manage|connect)|installer|install(ing)? mcp servers|add mcp servers|manage mcp servers|package manager|test(ing)? (utility|framework)|evaluat(e|ion|ing)/i,
    'a client, inspector, installer or test tool',
  ],
  [/generat(e|es|or) (mcp )?server|scaffold|template|boilerplate|starter/i, 'a generator or template for servers'],
];
const NAME_NOT_A_SERVER: Array<[RegExp, string]> = [
  [
    /(^|[/-])(sdk|types|utils|core|shared|client|inspector(-\w+)?|proxy|remote|adapter|adapters|transport(-\w+)?|middleware|handler|framework|cli|create-server|session-manager|evals?|tester|test-client)$/i,
    'a library, client or tool rather than a server',
  ],
  [
    /^@tmcp\/|^tmcp$|^fastmcp$|^mcp-framework$|^mcp-use$|^@mcp-use\/|^@mcp-ui\/|^@mcp-b\/|^xmcp$|^@frontmcp\//i,
    'a framework for building servers',
  ],
];
const SERVER_SIGNAL =
  /\bmcp server\b|\bmodel context protocol server\b|\bmcp[- ]server\b|server for|mcp for\b|mcp\b.*\btools?\b|\bmcp\b.*\bserver\b|server.*\bmcp\b/i;
const NAME_SERVER_SIGNAL = /(^|[/-])(mcp|server|mcp-server)([-.]|$)|mcp$/i;

/** Why a row is or is not an MCP server package to harvest. The list it drafts is reviewed by hand (`overrides`). */
export function decide(row: PackageRow, overrides: ReadonlyMap<string, Decision> = new Map()): Decision {
  if (heldOut(row.name)) return { take: false, why: 'held out for the independent evaluation of the judgement engine' };
  const override = overrides.get(row.name);
  if (override) return override;
  if (PLATFORM.test(row.name)) return { take: false, why: 'a platform-binary sub-package of another server' };
  const text = `${row.name} ${row.summary}`;
  if (!/mcp|model context protocol/i.test(text)) return { take: false, why: 'not about MCP' };
  for (const [pattern, why] of NAME_NOT_A_SERVER) if (pattern.test(row.name)) return { take: false, why };
  const serverWords = SERVER_SIGNAL.test(row.summary);
  for (const [pattern, why] of NOT_A_SERVER)
    if (pattern.test(row.summary) && !/\bmcp server (for|that)\b/i.test(row.summary)) return { take: false, why };
  if (serverWords) return { take: true, why: `described as an MCP server: "${row.summary.slice(0, 100)}"` };
  if (NAME_SERVER_SIGNAL.test(row.name)) return { take: true, why: 'named as an MCP server' };
  return { take: false, why: 'not described as a server' };
}

export interface Selection {
  taken: Array<PackageRow & { why: string }>;
  skipped: Array<PackageRow & { why: string }>;
}

/** The `count` most downloaded MCP server packages, and every MCP-related package ranked above the last one taken with why it was left out. */
export function select(
  rows: PackageRow[],
  count: number,
  overrides: ReadonlyMap<string, Decision> = new Map(),
): Selection {
  const ranked = rows
    .filter((r) => /mcp|model context protocol/i.test(`${r.name} ${r.summary}`) || overrides.has(r.name))
    .sort((a, b) => b.downloads - a.downloads || a.name.localeCompare(b.name));
  const selection: Selection = { taken: [], skipped: [] };
  for (const row of ranked) {
    if (selection.taken.length >= count) break;
    const decision = decide(row, overrides);
    (decision.take ? selection.taken : selection.skipped).push({ ...row, why: decision.why });
  }
  return selection;
}

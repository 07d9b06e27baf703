/** The harvest's state file and report: pure functions over HarvestEntry lists. */
import { readFileSync } from 'node:fs';
import { parse, stringify } from 'yaml';
import { revealHidden } from '../text/reveal.ts';
import {
  HARVEST_OUTCOMES,
  harvestReportSchema,
  npmSourcesSchema,
  type HarvestCoverage,
  type HarvestEntry,
  type HarvestOutcome,
  type HarvestReport,
  type NpmSources,
} from '../../schema/harvest.ts';

const SANDBOX_DESCRIPTION =
  'bubblewrap as an unprivileged user: no network, no nested user namespaces, seccomp filter, read-only system, package and root, small private home and /tmp, no other folder visible, an ordinary login environment, bounded processes, memory, files and CPU time, own process group killed on timeout; registry packages only, checked by integrity; listed as two MCP clients and compared';

/** Rows of the coverage page's table of packages tried, a page: page 1 on /docs/coverage/, the rest on their own pages. */
export const HARVEST_ROWS_PER_PAGE = 200;
export const harvestPageUrl = (page: number) => (page <= 1 ? '/docs/coverage/#tried' : `/docs/coverage/npm/${page}/`);

export const keyOf = (e: { package: string; version: string }) => `${e.package}@${e.version}`;

/**
 * The share of the env's MCP-related npm packages the harvest covered: the source list holds every one of them,
 * either listed to try or skipped with why, so its two lists are the whole; `entries` are the packages tried.
 */
export function coverageOf(sources: NpmSources, entries: readonly HarvestEntry[]): HarvestCoverage {
  const listed = new Set(sources.packages.map(keyOf));
  const tried = entries.filter((e) => listed.has(keyOf(e)));
  const byOutcome = Object.fromEntries(HARVEST_OUTCOMES.map((o) => [o, 0])) as Record<HarvestOutcome, number>;
  for (const e of tried) byOutcome[e.outcome]++;
  const skipped = sources.skipped?.length ?? 0;
  return {
    mcpPackages: sources.packages.length + skipped,
    listed: sources.packages.length,
    skipped,
    tried: tried.length,
    byOutcome,
  };
}

/** A share as the page and report print it: "12.3%" of a whole; "0%" of nothing. */
export function percent(part: number, whole: number): string {
  return whole > 0 ? `${((100 * part) / whole).toFixed(1)}%` : '0%';
}

/** Orders the entries as the source list does, so the report reads in download order; with the source list, says how much of it was covered. */
export function buildReport(
  order: Array<{ package: string; version: string }>,
  done: ReadonlyMap<string, HarvestEntry>,
  generated: string,
  sources?: NpmSources,
): HarvestReport {
  const packages: HarvestEntry[] = [];
  for (const target of order) {
    const entry = done.get(keyOf(target));
    if (entry) packages.push(entry);
  }
  return {
    generated,
    sandbox: SANDBOX_DESCRIPTION,
    ...(sources ? { coverage: coverageOf(sources, packages) } : {}),
    packages,
  };
}

/**
 * The packages already done: the state file's entries when there is one, else the committed report's (a fresh
 * clone has no .harvest/ folder, and the report holds every outcome the state file held), so a run on another
 * machine goes on where the last one stopped instead of trying every package again.
 */
export function seedState(
  state: readonly HarvestEntry[] | undefined,
  report: HarvestReport | undefined,
): Map<string, HarvestEntry> {
  const done = new Map<string, HarvestEntry>();
  for (const e of state ?? report?.packages ?? []) done.set(keyOf(e), e);
  return done;
}

export function reportYaml(report: HarvestReport): string {
  return `# yaml-language-server: $schema=../../public/schema/harvest-report.json\n# Written by npm run harvest: every package tried and how it ended. Rendered at /docs/coverage/.\n${stringify(report, { lineWidth: 0 })}`;
}

export interface HarvestFigures {
  tried: number;
  byOutcome: Record<HarvestOutcome, number>;
  tools: number;
  servers: number;
  withPlaceholders: number;
  withInstallScripts: number;
}

export function figures(entries: readonly HarvestEntry[]): HarvestFigures {
  const byOutcome = Object.fromEntries(HARVEST_OUTCOMES.map((o) => [o, 0])) as Record<HarvestOutcome, number>;
  for (const e of entries) byOutcome[e.outcome]++;
  const listed = entries.filter((e) => e.outcome === 'listed');
  return {
    tried: entries.length,
    byOutcome,
    tools: listed.reduce((n, e) => n + (e.tools ?? 0), 0),
    servers: new Set(listed.map((e) => e.server)).size,
    withPlaceholders: listed.filter((e) => (e.variables ?? []).length > 0).length,
    withInstallScripts: entries.filter((e) => e.installScripts).length,
  };
}

export function summaryLine(f: HarvestFigures): string {
  const parts = HARVEST_OUTCOMES.filter((o) => f.byOutcome[o] > 0).map((o) => `${o} ${f.byOutcome[o]}`);
  return `tried ${f.tried}: ${parts.join(', ')}; ${f.tools} tools into ${f.servers} servers (${f.withPlaceholders} listed with placeholder credentials, ${f.withInstallScripts} needed install scripts)`;
}

/** One progress line: "[12/320] @scope/name@1.2.3  listed 14 tools (3.1 s)". */
export function progressLine(index: number, total: number, e: HarvestEntry): string {
  const what =
    e.outcome === 'listed'
      ? `listed ${e.tools} tools -> ${e.server}${e.variables?.length ? ` (placeholders ${e.variables.join(', ')})` : ''}`
      : e.outcome === 'needs-credential'
        ? `needs a credential${e.variables?.length ? ` (${e.variables.join(', ')})` : ''}`
        : `${e.outcome}${e.detail ? `: ${JSON.stringify(e.detail).slice(1, -1).slice(0, 160)}` : ''}`;
  return `[${index}/${total}] ${keyOf(e)}  ${what}${e.seconds !== undefined ? ` (${e.seconds} s)` : ''}`;
}

/** Reads the committed report; a catalogue without one (a fixture) has an empty report. Bad content is an error naming the file. */
export function readHarvestReport(path: string): HarvestReport | undefined {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch {
    return undefined;
  }
  const result = harvestReportSchema.safeParse(parse(text, { maxAliasCount: 0 }));
  if (!result.success) {
    const issue = result.error.issues[0]!;
    throw new Error(`${path}: ${issue.path.join('.')}: ${issue.message} (regenerate it with npm run harvest)`);
  }
  return result.data;
}

/** Reads the committed npm source list; a catalogue without one (a fixture) has none. Bad content is an error naming the file. */
export function readNpmSources(path: string): NpmSources | undefined {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch {
    return undefined;
  }
  const result = npmSourcesSchema.safeParse(parse(text, { maxAliasCount: 0 }));
  if (!result.success) {
    const issue = result.error.issues[0]!;
    throw new Error(`${path}: ${issue.path.join('.')}: ${issue.message} (redraft it with npm run draft:sources)`);
  }
  return result.data;
}

/** The report's detail text as the page shows it: one line, invisible and control characters made visible. */
export function shownDetail(detail: string | undefined): string {
  if (!detail) return '';
  return revealHidden(detail.replace(/[\t\n\r ]+/g, ' ').trim()).slice(0, 400);
}

/** The harvest's state file and report: pure functions over HarvestEntry lists. */
import { readFileSync } from 'node:fs';
import { parse, stringify } from 'yaml';
import { revealHidden } from '../text/reveal.ts';
import {
  HARVEST_OUTCOMES,
  harvestReportSchema,
  type HarvestEntry,
  type HarvestOutcome,
  type HarvestReport,
} from '../../schema/harvest.ts';

const SANDBOX_DESCRIPTION =
  'bubblewrap as an unprivileged user: no network, no nested user namespaces, seccomp filter, read-only system, package and root, small private home and /tmp, no other folder visible, an ordinary login environment, bounded processes, memory, files and CPU time, own process group killed on timeout; registry packages only, checked by integrity; listed as two MCP clients and compared';

export const keyOf = (e: { package: string; version: string }) => `${e.package}@${e.version}`;

/** Orders the entries as the source list does, so the report reads in download order. */
export function buildReport(
  order: Array<{ package: string; version: string }>,
  done: ReadonlyMap<string, HarvestEntry>,
  generated: string,
): HarvestReport {
  const packages: HarvestEntry[] = [];
  for (const target of order) {
    const entry = done.get(keyOf(target));
    if (entry) packages.push(entry);
  }
  return { generated, sandbox: SANDBOX_DESCRIPTION, packages };
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

/** The report's detail text as the page shows it: one line, invisible and control characters made visible. */
export function shownDetail(detail: string | undefined): string {
  if (!detail) return '';
  return revealHidden(detail.replace(/[\t\n\r ]+/g, ' ').trim()).slice(0, 400);
}

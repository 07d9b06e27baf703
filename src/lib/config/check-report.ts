/**
 * `npm run check`: configuration files to a judged stack, its findings and a summary a person reads. Pure: the
 * script (scripts/check.ts) reads the files and the catalogue and writes the outputs; this module decides. The
 * /stack/ page shows the same matches (./match.ts), stack (./stack-from-config.ts) and paths (src/lib/stack/analyse.ts).
 *
 * Findings, each located at the entry of the server it is about:
 * - tool-risk: a tool at or above the reported risk (high, or the --fail-on level when lower);
 * - dangerous-path: private data that can leave (a path group of the stack analysis), at the sending server's entry;
 * - unknown-server: an entry the catalogue does not know (or only guesses at), which nobody has judged;
 * - version: a pinned version other than the one the catalogue read (told, never counted).
 */
import { RISK_LEVELS, VERDICT_LABEL, type RiskLevel } from '../../schema/enums.ts';
import {
  analyseStack,
  applyFix,
  type OverrideVerdict,
  type StackAnalysis,
  type StackServer,
} from '../stack/analyse.ts';
import { CONFIG_CLIENTS } from './clients.ts';
import { importAdvice, type HarvestKnowledge, type ImportAdvice } from './import-command.ts';
import { CONFIDENCE_LABEL, matchConfig, type CatalogueIndex, type CatalogueServer, type EntryMatch } from './match.ts';
import { withheldText, type ParsedConfig } from './parse.ts';
import { describeRuns } from './runs.ts';
import { stackFromMatches } from './stack-from-config.ts';
import { versionNote, versionText, type ToolFingerprint, type VersionNote } from './versions.ts';

export interface ConfigFileInput {
  /** The path as the user gave it (shown, and the SARIF location). */
  path: string;
  parsed: ParsedConfig;
}

/** A catalogue server as the check needs it: its tools (with risk and flow facts) and its grade. */
export interface ServerData {
  summary: CatalogueServer;
  stack: StackServer;
  grade?: string;
}

export type FindingRule = 'tool-risk' | 'dangerous-path' | 'unknown-server' | 'version';

export interface Finding {
  rule: FindingRule;
  /** The risk; "unknown" for a server nobody judged; undefined for a version note (never counted). */
  risk?: RiskLevel | 'unknown';
  message: string;
  file: string;
  line: number;
  column: number;
  server?: string;
  tool?: string;
}

export interface CheckOptions {
  /** The lowest risk that fails the check (exit 1); unknown servers fail at every level. */
  failOn?: RiskLevel;
  /** Apply the cheapest fix of the dangerous paths to the verdicts (and so to the files written). */
  fix?: boolean;
  /** A version's tools and the catalogue's, when the catalogue holds both (its git history, for the CLI). */
  toolsAt?: (slug: string, version: string) => { before: ToolFingerprint[]; after: ToolFingerprint[] } | undefined;
  /** What the harvest knows of an npm package, for the import advice. */
  harvest?: (pkg: string) => HarvestKnowledge | undefined;
}

interface MatchedEntry extends EntryMatch {
  file: string;
  version?: VersionNote;
}

export interface CheckReport {
  files: readonly ConfigFileInput[];
  entries: MatchedEntry[];
  servers: StackServer[];
  data: Map<string, ServerData>;
  names: Map<string, string>;
  overrides: Map<string, OverrideVerdict>;
  analysis: StackAnalysis;
  /** The fix applied with `fix`, in words. */
  fixed?: string;
  findings: Finding[];
  /** For each entry the catalogue does not know, the command that imports it. */
  advice: Map<MatchedEntry, ImportAdvice>;
  notes: string[];
  failOn?: RiskLevel;
  /** Findings that fail the check. */
  failing: Finding[];
}

const rank = (risk: RiskLevel) => RISK_LEVELS.indexOf(risk);
/** The lowest risk reported: high, or lower when the check fails on lower. */
const reportedRisk = (failOn?: RiskLevel): RiskLevel => (failOn && rank(failOn) < rank('high') ? failOn : 'high');

function counts(finding: Finding, failOn?: RiskLevel): boolean {
  if (!failOn || finding.risk === undefined) return false;
  return finding.risk === 'unknown' || rank(finding.risk) >= rank(failOn);
}

export function runCheck(
  files: readonly ConfigFileInput[],
  index: CatalogueIndex,
  load: (slug: string) => ServerData | undefined,
  options: CheckOptions = {},
): CheckReport {
  const notes: string[] = [];
  const entries: MatchedEntry[] = [];
  for (const file of files) {
    for (const note of file.parsed.notes) notes.push(`${file.path}: ${note}`);
    for (const match of matchConfig(file.parsed.entries, index)) {
      const summary = match.match ? index.servers.get(match.match.slug) : undefined;
      const version = summary
        ? versionNote(match.entry.runs, summary, (v) => options.toolsAt?.(summary.slug, v))
        : undefined;
      entries.push({ ...match, file: file.path, ...(version ? { version } : {}) });
    }
  }
  const stack = stackFromMatches(entries);
  notes.push(...stack.notes);
  const data = new Map<string, ServerData>();
  for (const slug of stack.slugs) {
    const loaded = load(slug);
    if (loaded) data.set(slug, loaded);
    else notes.push(`${slug}: its record could not be read from the catalogue; it is left out of the stack.`);
  }
  const servers = stack.slugs.map((s) => data.get(s)?.stack).filter((s): s is StackServer => s !== undefined);
  let overrides = new Map<string, OverrideVerdict>();
  let analysis = analyseStack(servers, overrides);
  let fixed: string | undefined;
  if (options.fix && analysis.fixes[0]) {
    fixed = analysis.fixes[0].summary;
    overrides = applyFix(overrides, analysis.fixes[0]);
    analysis = analyseStack(servers, overrides);
  }

  const taken = new Set(index.servers.keys());
  const advice = new Map<MatchedEntry, ImportAdvice>();
  for (const e of entries)
    if (!e.match)
      advice.set(
        e,
        importAdvice(
          e.entry.runs,
          e.entry.name,
          e.entry.runs.kind === 'npm' ? options.harvest?.(e.entry.runs.name) : undefined,
          taken,
        ),
      );
  const findings = findingsOf(entries, data, stack.names, analysis, reportedRisk(options.failOn), advice);
  return {
    files,
    entries,
    servers,
    data,
    names: stack.names,
    overrides,
    analysis,
    ...(fixed ? { fixed } : {}),
    findings,
    advice,
    notes,
    ...(options.failOn ? { failOn: options.failOn } : {}),
    failing: findings.filter((f) => counts(f, options.failOn)),
  };
}

const called = (slug: string, names: ReadonlyMap<string, string>, data: ReadonlyMap<string, ServerData>) => {
  const name = data.get(slug)?.summary.name ?? slug;
  const own = names.get(slug);
  return own && own !== slug ? `${name} ("${own}" in your config)` : name;
};

function findingsOf(
  entries: readonly MatchedEntry[],
  data: ReadonlyMap<string, ServerData>,
  names: ReadonlyMap<string, string>,
  analysis: StackAnalysis,
  reported: RiskLevel,
  advices: ReadonlyMap<MatchedEntry, ImportAdvice>,
): Finding[] {
  const findings: Finding[] = [];
  const firstEntry = new Map<string, MatchedEntry>();
  for (const e of entries)
    if (e.match && !e.entry.disabled && !firstEntry.has(e.match.slug)) firstEntry.set(e.match.slug, e);
  const at = (e: MatchedEntry) => ({ file: e.file, line: e.entry.line, column: e.entry.column });

  for (const e of entries) {
    if (e.entry.disabled) continue;
    if (!e.match) {
      const advice = advices.get(e)!;
      const guesses =
        e.guesses.length > 0
          ? ` It may be ${e.guesses.map((g) => g.slug).join(' or ')} (${e.guesses[0]!.how}), but that is only a guess.`
          : '';
      findings.push({
        rule: 'unknown-server',
        risk: 'unknown',
        message:
          `"${e.entry.name}" runs ${describeRuns(e.entry.runs)}, which the catalogue does not know, so none of its tools is judged.${guesses}${advice.command ? ` Import it: ${advice.command}` : ''} ${advice.note}`.trim(),
        ...at(e),
        server: e.entry.name,
      });
      continue;
    }
    if (e.version && e.version.kind !== 'same')
      findings.push({
        rule: 'version',
        message: `"${e.entry.name}" (${called(e.match.slug, names, data)}): ${versionText(e.version)}`,
        ...at(e),
        server: e.match.slug,
      });
  }

  for (const [slug, e] of firstEntry) {
    const server = data.get(slug);
    if (!server) continue;
    for (const tool of server.stack.tools) {
      if (!tool.risk || rank(tool.risk) < rank(reported)) continue;
      findings.push({
        rule: 'tool-risk',
        risk: tool.risk,
        message: `${tool.name} of ${called(slug, names, data)} is ${tool.risk} risk${tool.category ? ` (${tool.category})` : ''}; recommended: ${VERDICT_LABEL[tool.verdict.verdict].toLowerCase()}.`,
        ...at(e),
        server: slug,
        tool: tool.name,
      });
    }
  }

  if (analysis.pathCount > 0) {
    const injection = analysis.legs.injection.map((r) => r.tool);
    for (const path of analysis.paths) {
      const e = firstEntry.get(path.sinkServer);
      if (!e) continue;
      findings.push({
        rule: 'dangerous-path',
        risk: 'critical',
        message: `Private data can leave: ${list(path.sources.map((r) => r.tool))} of ${called(path.sourceServer, names, data)} can read it and ${list(path.sinks.map((r) => r.tool))} of ${called(path.sinkServer, names, data)} can send it out without approval, while ${list(injection)} bring${injection.length === 1 ? 's' : ''} text written by others into the conversation.`,
        ...at(e),
        server: path.sinkServer,
      });
    }
  }
  return findings;
}

const list = (items: readonly string[], max = 4) =>
  items.length > max ? `${items.slice(0, max).join(', ')} and ${items.length - max} more` : items.join(', ');
const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** Where an entry is, for a person: "file:line" and its scope when the file has several. */
const where = (e: MatchedEntry) => `${e.file}:${e.entry.line}${e.entry.scope ? ` (${e.entry.scope})` : ''}`;

/** The summary `npm run check` prints: each server, its grade and riskiest tools, the paths, what the policy changes. */
export function checkSummary(report: CheckReport): string {
  const out: string[] = [];
  const fileLine = report.files
    .map((f) => `${f.path} (${f.parsed.client ? CONFIG_CLIENTS[f.parsed.client].label : 'client not known'})`)
    .join(', ');
  const on = report.entries.filter((e) => !e.entry.disabled);
  const matched = on.filter((e) => e.match);
  out.push(
    `Checked ${fileLine}: ${plural(on.length, 'server entry', 'server entries')}, ${matched.length} matched to the catalogue.`,
  );
  const off = report.entries.filter((e) => e.entry.disabled);
  if (off.length > 0) out.push(`Switched off in the config, not checked: ${off.map((e) => e.entry.name).join(', ')}.`);
  out.push('');

  const shown = new Set<string>();
  for (const e of matched) {
    const slug = e.match!.slug;
    const server = report.data.get(slug);
    const header = `${e.entry.name} → ${server?.summary.name ?? slug} (${slug})${server?.grade ? `, grade ${server.grade}` : ''}`;
    out.push(header);
    out.push(`  matched (${CONFIDENCE_LABEL[e.match!.confidence]}): ${e.match!.how}; at ${where(e)}`);
    if (e.version && e.version.kind !== 'same') out.push(`  version: ${versionText(e.version)}`);
    const left = withheldText(e.entry.withheld);
    if (left) out.push(`  left out of everything shown and written: ${left}`);
    if (!shown.has(slug) && server) {
      shown.add(slug);
      const risky = [...server.stack.tools]
        .filter((t) => t.risk)
        .sort((a, b) => rank(b.risk!) - rank(a.risk!) || a.name.localeCompare(b.name))
        .slice(0, 5);
      if (risky.length > 0)
        out.push(
          `  riskiest tools: ${risky.map((t) => `${t.name} (${t.risk}, ${VERDICT_LABEL[t.verdict.verdict].toLowerCase()})`).join(', ')}`,
        );
    } else if (shown.has(slug)) out.push('  (the same server as above)');
  }

  const unknown = on.filter((e) => !e.match);
  if (unknown.length > 0) {
    out.push('', `Not in the catalogue (${unknown.length}): nobody has judged their tools.`);
    for (const e of unknown) {
      out.push(`  ${e.entry.name} at ${where(e)}: ${describeRuns(e.entry.runs)}`);
      if (e.guesses.length > 0)
        out.push(`    possibly ${e.guesses.map((g) => `${g.slug} (${g.how})`).join('; ')}: a guess, not used`);
      const advice = report.advice.get(e);
      if (advice?.command) out.push(`    import it: ${advice.command}`);
      if (advice) out.push(`    ${advice.note}`);
    }
  }

  const { analysis } = report;
  out.push('');
  if (analysis.pathCount > 0) {
    out.push(
      `Dangerous paths across servers: ${plural(analysis.pathCount, 'way')} private data can leave, because ${list(
        analysis.legs.injection.map((r) => `${r.tool} (${r.serverName})`),
        3,
      )} bring${analysis.legs.injection.length === 1 ? 's' : ''} in text written by others:`,
    );
    for (const path of analysis.paths)
      out.push(
        `  ${path.sources[0]!.serverName} → ${path.sinks[0]!.serverName}: read with ${list(
          path.sources.map((r) => r.tool),
          3,
        )}, send with ${list(
          path.sinks.map((r) => r.tool),
          3,
        )}`,
      );
    const fix = analysis.fixes[0];
    if (fix) out.push(`  The cheapest fix: ${fix.summary} (npm run check -- --fix … writes it into the files.)`);
  } else if (report.servers.length > 0) {
    const gated = report.servers.some((s) =>
      s.tools.some(
        (t) =>
          t.flow?.sink && (report.overrides.get(`${s.slug}/${t.name}`) ?? t.verdict.verdict) === 'require-approval',
      ),
    );
    out.push(
      `${report.fixed ? `Applied: ${report.fixed} ` : ''}${
        gated
          ? "No path lets private data leave without a person's approval: every tool that can send data out asks first. Approving by habit undoes that."
          : 'No dangerous path: the stack cannot both bring in text written by others and send private data out.'
      }`,
    );
  }

  if (report.servers.length > 0) {
    const tally = { allow: 0, 'rate-limit': 0, 'require-approval': 0, deny: 0 };
    for (const server of report.servers)
      for (const tool of server.tools)
        tally[report.overrides.get(`${server.slug}/${tool.name}`) ?? tool.verdict.verdict]++;
    out.push(
      '',
      `What the policy changes: of ${plural(analysis.tools, 'tool')}, ${tally.allow} stay allowed, ${tally['rate-limit']} get a rate limit, ${tally['require-approval']} wait for a person's approval and ${tally.deny} are denied (hidden from the model).`,
    );
  }
  if (report.notes.length > 0) out.push('', ...report.notes.map((n) => `Note: ${n}`));
  if (report.failOn) {
    out.push(
      '',
      report.failing.length > 0
        ? `Failed: ${plural(report.failing.length, 'finding')} at ${report.failOn} risk or above (unknown servers count at every level).`
        : `Passed: no finding at ${report.failOn} risk or above.`,
    );
  }
  return out.join('\n');
}

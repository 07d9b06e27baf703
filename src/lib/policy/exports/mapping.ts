/**
 * How a verdict becomes one a target can enforce: never looser. Where a target
 * lacks a verdict it gets the nearest stricter one it has (a rate limit asks a
 * person where there is no limit, and is refused where there is no approval
 * either; approval is refused where there is none). Only the explicit looser
 * option trades a rate limit for an unlimited allow.
 */
import { VERDICT_LABEL, type Verdict } from '../../../schema/enums.ts';
import type { Capabilities, ExportOptions, ExportRule, ExportServer, LossNote, MappedRule } from './types.ts';

/** How much each verdict holds back, for "never looser" checks. */
export const STRICTNESS: Record<Verdict, number> = { allow: 0, 'rate-limit': 1, 'require-approval': 2, deny: 3 };

const limitText = (rule: ExportRule) => `at most ${rule.max} call${rule.max === 1 ? '' : 's'} per ${rule.window}`;

/** What a tool loses in a target, in parts: the tool's own note is `tool: recommended <detail>; <consequence>`. */
function lost(rule: ExportRule, to: Verdict, asked: string, detail: string, consequence: string): MappedRule {
  return { tool: rule.tool, from: rule, verdict: to, note: `${rule.tool}: recommended ${detail}; ${consequence}`, loss: { asked, consequence } };
}

export function mapRule(rule: ExportRule, caps: Capabilities, label: string, options: ExportOptions = {}): MappedRule {
  const same = (): MappedRule =>
    rule.verdict === 'rate-limit' ? { tool: rule.tool, from: rule, verdict: rule.verdict, max: rule.max, window: rule.window } : { tool: rule.tool, from: rule, verdict: rule.verdict };
  switch (rule.verdict) {
    case 'allow':
    case 'deny':
      return same();
    case 'rate-limit':
      if (rule.max === undefined || rule.window === undefined) throw new Error(`rate-limit verdict for ${rule.tool} needs max and window`);
      if (caps.rateLimit) return same();
      if (options.looser) return lost(rule, 'allow', 'a rate limit', limitText(rule), `${label} cannot limit calls, and you chose the looser export, so it is allowed with no limit.`);
      if (caps.approval) return lost(rule, 'require-approval', 'a rate limit', limitText(rule), `${label} cannot limit calls, so every call asks a person instead (nearest stricter verdict).`);
      return lost(rule, 'deny', 'a rate limit', limitText(rule), `${label} can neither limit calls nor ask a person, so the tool is refused (nearest stricter verdict).`);
    case 'require-approval':
      if (caps.approval) return same();
      return lost(rule, 'deny', 'approval of each call', 'approval of each call', `${label} cannot ask a person, so the tool is refused (nearest stricter verdict).`);
  }
}

export const mapServer = (server: ExportServer, caps: Capabilities, label: string, options?: ExportOptions): MappedRule[] =>
  server.rules.map((rule) => mapRule(rule, caps, label, options));

export function mappingNotes(servers: readonly ExportServer[], caps: Capabilities, label: string, options?: ExportOptions): LossNote[] {
  return servers.flatMap((server) =>
    mapServer(server, caps, label, options)
      .filter((m) => m.note)
      .map((m) => ({ server: server.slug, tool: servers.length > 1 ? `${server.clientName}/${m.tool}` : m.tool, text: servers.length > 1 ? `${server.clientName}/${m.note}` : m.note!, loss: m.loss })),
  );
}

/** Tools named in a grouped note before the rest are counted. */
export const GROUP_NAMES_SHOWN = 5;

/**
 * The loss notes as a page lists them: notes about the whole target first, as they are; then the tools' own notes,
 * one line per kind of loss (a tool alone keeps its own note, with its limit): "34 tools asked a rate limit
 * (a, b, c, d, e and 29 more): Claude Code cannot limit calls, so…". The files keep one note per tool.
 */
export function groupedNotes(notes: readonly LossNote[]): string[] {
  const groups = new Map<string, { asked: string; consequence: string; notes: LossNote[] }>();
  const lines: string[] = [];
  for (const note of notes) {
    if (!note.loss || !note.tool) {
      lines.push(note.text);
      continue;
    }
    const key = `${note.loss.asked}\u0000${note.loss.consequence}`;
    const group = groups.get(key) ?? { ...note.loss, notes: [] };
    group.notes.push(note);
    groups.set(key, group);
  }
  for (const { asked, consequence, notes: members } of groups.values()) {
    if (members.length === 1) {
      lines.push(members[0]!.text);
      continue;
    }
    const names = members.slice(0, GROUP_NAMES_SHOWN).map((m) => m.tool!);
    const rest = members.length - names.length;
    const list = rest > 0 ? `${names.join(', ')} and ${rest.toLocaleString('en-US')} more` : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
    lines.push(`${members.length.toLocaleString('en-US')} tools recommended ${asked} (${list}): ${consequence}`);
  }
  return lines;
}

/** One line per verdict for the docs: what a target turns each verdict into. */
export function verdictMapping(caps: Capabilities, options: ExportOptions = {}): Array<{ from: Verdict; to: Verdict }> {
  const sample = (verdict: Verdict): ExportRule => (verdict === 'rate-limit' ? { tool: 't', verdict, max: 10, window: 'minute' } : { tool: 't', verdict });
  return (Object.keys(STRICTNESS) as Verdict[]).map((from) => ({ from, to: mapRule(sample(from), caps, '', options).verdict }));
}

export const verdictLabel = (verdict: Verdict) => VERDICT_LABEL[verdict];

/** Tools sorted into the four verdicts the target enforces, in the server's order. */
export function byVerdict(mapped: readonly MappedRule[]): Record<Verdict, MappedRule[]> {
  const out: Record<Verdict, MappedRule[]> = { allow: [], 'rate-limit': [], 'require-approval': [], deny: [] };
  for (const m of mapped) out[m.verdict].push(m);
  return out;
}

export const SITE_NAME = 'MCP Risk Catalogue';

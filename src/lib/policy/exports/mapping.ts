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
      if (options.looser) return { tool: rule.tool, from: rule, verdict: 'allow', note: `${rule.tool}: recommended ${limitText(rule)}; ${label} cannot limit calls, and you chose the looser export, so it is allowed with no limit.` };
      if (caps.approval) return { tool: rule.tool, from: rule, verdict: 'require-approval', note: `${rule.tool}: recommended ${limitText(rule)}; ${label} cannot limit calls, so every call asks a person instead (nearest stricter verdict).` };
      return { tool: rule.tool, from: rule, verdict: 'deny', note: `${rule.tool}: recommended ${limitText(rule)}; ${label} can neither limit calls nor ask a person, so the tool is refused (nearest stricter verdict).` };
    case 'require-approval':
      if (caps.approval) return same();
      return { tool: rule.tool, from: rule, verdict: 'deny', note: `${rule.tool}: recommended approval of each call; ${label} cannot ask a person, so the tool is refused (nearest stricter verdict).` };
  }
}

export const mapServer = (server: ExportServer, caps: Capabilities, label: string, options?: ExportOptions): MappedRule[] =>
  server.rules.map((rule) => mapRule(rule, caps, label, options));

export function mappingNotes(servers: readonly ExportServer[], caps: Capabilities, label: string, options?: ExportOptions): LossNote[] {
  return servers.flatMap((server) =>
    mapServer(server, caps, label, options)
      .filter((m) => m.note)
      .map((m) => ({ server: server.slug, tool: m.tool, text: servers.length > 1 ? `${server.clientName}/${m.note}` : m.note! })),
  );
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

/**
 * How a verdict becomes one a target can enforce: never looser. Where a target
 * lacks a verdict it gets the nearest stricter one it has (a rate limit asks a
 * person where there is no limit, and is refused where there is no approval
 * either; approval is refused where there is none). Only the explicit looser
 * option trades a rate limit for an unlimited allow.
 */
import { VERDICT_LABEL, type Verdict } from '../../../schema/enums.ts';
import { describeWhen } from '../conditions.ts';
import { capitalise, count } from '../../text/grammar.ts';
import { namesAndMore } from '../../text/lists.ts';
import type { Capabilities, ExportOptions, ExportRule, ExportServer, Loss, LossNote, MappedRule } from './types.ts';

/** How much each verdict holds back, for "never looser" checks. */
export const STRICTNESS: Record<Verdict, number> = { allow: 0, 'rate-limit': 1, 'require-approval': 2, deny: 3 };

const limitText = (rule: ExportRule) => `at most ${rule.max} call${rule.max === 1 ? '' : 's'} per ${rule.window}`;

/**
 * What a tool loses in a target, in parts: its own note is `tool: recommended <detail>; <one>`, and a group of
 * tools that lose the same way is told once with `many` (groupedNotes).
 */
function lost(rule: ExportRule, to: Verdict, detail: string, loss: Loss): MappedRule {
  return { tool: rule.tool, from: rule, verdict: to, note: `${rule.tool}: recommended ${detail}; ${loss.one}`, loss };
}

/** The mapping of a rule without its conditions. */
function mapVerdict(rule: ExportRule, caps: Capabilities, label: string, options: ExportOptions): MappedRule {
  const same = (): MappedRule =>
    rule.verdict === 'rate-limit'
      ? { tool: rule.tool, from: rule, verdict: rule.verdict, max: rule.max, window: rule.window }
      : { tool: rule.tool, from: rule, verdict: rule.verdict };
  switch (rule.verdict) {
    case 'allow':
      return same();
    case 'deny': {
      if (caps.refuse !== false) return same();
      const text =
        caps.refuseNote ??
        `${label} cannot refuse one tool, so it asks before each call until you switch the tool off in ${label}'s own settings.`;
      return lost(rule, 'require-approval', 'refusal', { asked: 'refusal', one: text, many: text });
    }
    case 'rate-limit': {
      if (rule.max === undefined || rule.window === undefined)
        throw new Error(`rate-limit verdict for ${rule.tool} needs max and window`);
      if (caps.rateLimit) return same();
      const asked = 'a rate limit';
      if (options.looser) {
        const why = `${label} cannot limit calls, and you chose the looser export`;
        return lost(rule, 'allow', limitText(rule), {
          asked,
          one: `${why}, so it is allowed with no limit.`,
          many: `${why}, so they are allowed with no limit.`,
        });
      }
      if (caps.approval) {
        const text = `${label} cannot limit calls, so every call asks a person instead (nearest stricter verdict).`;
        return lost(rule, 'require-approval', limitText(rule), { asked, one: text, many: text });
      }
      const why = `${label} can neither limit calls nor ask a person`;
      return lost(rule, 'deny', limitText(rule), {
        asked,
        one: `${why}, so the tool is refused (nearest stricter verdict).`,
        many: `${why}, so they are refused (nearest stricter verdict).`,
      });
    }
    case 'require-approval': {
      if (caps.approval) return same();
      const why = `${label} cannot ask a person`;
      return lost(rule, 'deny', 'approval of each call', {
        asked: 'approval of each call',
        one: `${why}, so the tool is refused (nearest stricter verdict).`,
        many: `${why}, so they are refused (nearest stricter verdict).`,
      });
    }
  }
}

const CONDITION_LOSS = 'a condition on the arguments';

/**
 * A rule as the target enforces it. Without conditions, its verdict or the nearest stricter one the target has.
 * With conditions the target checks in full, the mapped verdict inside them and the mapped "otherwise" outside;
 * with any condition the target cannot check, every call gets the stricter of the two, with a note.
 */
export function mapRule(rule: ExportRule, caps: Capabilities, label: string, options: ExportOptions = {}): MappedRule {
  const inside = mapVerdict(rule, caps, label, options);
  if (!rule.conditions) return inside;
  const outside = mapVerdict({ tool: rule.tool, verdict: rule.conditions.outside }, caps, label, options);
  const stricter = STRICTNESS[outside.verdict] >= STRICTNESS[inside.verdict] ? outside : inside;
  const asked = describeWhen({
    all: rule.conditions.all,
    otherwise: rule.conditions.outside === 'deny' ? 'deny' : 'approval',
  });
  const outsideText = rule.conditions.outside === 'deny' ? 'refused' : 'held for approval';
  if (STRICTNESS[inside.verdict] >= STRICTNESS[outside.verdict]) {
    // Inside is already as strict as outside here: the conditions would change nothing.
    if (inside.note || outside.verdict === rule.conditions.outside) return { ...inside, from: rule };
    const loss: Loss = {
      asked: `${rule.conditions.outside === 'deny' ? 'refusal' : 'approval'} of calls outside the conditions`,
      one: `${outside.note!.slice(outside.note!.indexOf('; ') + 2)}`,
      many: `${outside.note!.slice(outside.note!.indexOf('; ') + 2)}`,
    };
    return {
      ...inside,
      from: rule,
      note: `${rule.tool}: calls outside ${asked} were to be ${outsideText}; ${loss.one}`,
      loss,
    };
  }
  const checks = caps.condition;
  if (checks && rule.conditions.all.every(checks)) {
    const changed = outside.verdict !== rule.conditions.outside;
    const outsideLoss: Loss = {
      asked: 'approval of calls outside the conditions',
      one: `${label} cannot ask a person, so those calls are refused (nearest stricter verdict).`,
      many: `${label} cannot ask a person, so those calls are refused (nearest stricter verdict).`,
    };
    const outsideNote = changed
      ? `${rule.tool}: calls outside ${asked} were to be held for approval; ${outsideLoss.one}`
      : undefined;
    const note = [inside.note, outsideNote].filter(Boolean).join(' ');
    return {
      ...inside,
      from: rule,
      conditions: rule.conditions.all,
      outside: outside.verdict,
      ...(note ? { note, loss: inside.loss ?? outsideLoss } : {}),
    };
  }
  const why = checks
    ? `${label} cannot check ${rule.conditions.all.filter((c) => !checks(c)).length === 1 ? 'this condition' : 'these conditions'} as policy.json means them`
    : `${label} cannot check a call's arguments`;
  const to = VERDICT_LABEL[stricter.verdict].toLowerCase();
  const loss: Loss = {
    asked: CONDITION_LOSS,
    one: `${why}, so every call gets the stricter verdict, ${to} (nearest stricter verdict).`,
    many: `${why}, so every call of these tools gets the stricter of its two verdicts (nearest stricter verdict).`,
  };
  return {
    ...stricter,
    tool: rule.tool,
    from: rule,
    note: `${rule.tool}: recommended only when ${asked} (other calls ${outsideText}); ${loss.one}`,
    loss,
  };
}

export const mapServer = (
  server: ExportServer,
  caps: Capabilities,
  label: string,
  options?: ExportOptions,
): MappedRule[] => server.rules.map((rule) => mapRule(rule, caps, label, options));

export function mappingNotes(
  servers: readonly ExportServer[],
  caps: Capabilities,
  label: string,
  options?: ExportOptions,
): LossNote[] {
  return servers.flatMap((server) =>
    mapServer(server, caps, label, options)
      .filter((m) => m.note)
      .map((m) => ({
        server: server.slug,
        tool: m.tool,
        ...(servers.length > 1 ? { name: `${server.clientName}/${m.tool}` } : {}),
        text: servers.length > 1 ? `${server.clientName}/${m.note}` : m.note!,
        loss: m.loss,
      })),
  );
}

/** Tools named in a grouped note before the rest are counted (all of them when only one would be left). */
const GROUP_NAMES_SHOWN = 5;

/**
 * The loss notes as a page lists them: notes about the whole target first, as they are; then the tools' own notes,
 * one line per kind of loss, e.g. "A rate limit was recommended for 34 tools (a, b, c, d, e and 29 more): Claude
 * Code cannot limit calls, so every call asks a person instead (nearest stricter verdict)." A tool alone keeps its
 * own note, with its limit. The files (those that take comments) keep one note per tool.
 */
export function groupedNotes(notes: readonly LossNote[]): string[] {
  const groups = new Map<string, { loss: Loss; notes: LossNote[] }>();
  const lines: string[] = [];
  for (const note of notes) {
    if (!note.loss || !note.tool) {
      lines.push(note.text);
      continue;
    }
    const key = `${note.loss.asked}\u0000${note.loss.many}`;
    const group = groups.get(key) ?? { loss: note.loss, notes: [] };
    group.notes.push(note);
    groups.set(key, group);
  }
  for (const { loss, notes: members } of groups.values()) {
    if (members.length === 1) {
      lines.push(members[0]!.text);
      continue;
    }
    const names = namesAndMore(
      members.map((m) => m.name ?? m.tool!),
      GROUP_NAMES_SHOWN,
    );
    lines.push(
      `${capitalise(loss.asked)} was recommended for ${count(members.length, 'tool')} (${names}): ${loss.many}`,
    );
  }
  return lines;
}

/** One line per verdict for the docs: what a target turns each verdict into. */
export function verdictMapping(caps: Capabilities, options: ExportOptions = {}): Array<{ from: Verdict; to: Verdict }> {
  const sample = (verdict: Verdict): ExportRule =>
    verdict === 'rate-limit' ? { tool: 't', verdict, max: 10, window: 'minute' } : { tool: 't', verdict };
  return (Object.keys(STRICTNESS) as Verdict[]).map((from) => ({
    from,
    to: mapRule(sample(from), caps, '', options).verdict,
  }));
}

/** Tools sorted into the four verdicts the target enforces, in the server's order. */
export function byVerdict(mapped: readonly MappedRule[]): Record<Verdict, MappedRule[]> {
  const out: Record<Verdict, MappedRule[]> = { allow: [], 'rate-limit': [], 'require-approval': [], deny: [] };
  for (const m of mapped) out[m.verdict].push(m);
  return out;
}

export const SITE_NAME = 'MCP Risk Catalogue';

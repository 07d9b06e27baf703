/**
 * What a re-import records when a tool's definition changed under a reviewed
 * judgement: a flag a reviewer sees, a note of what changed, and, when the fresh
 * verdict is stricter, that the published policy tightened at once. The tool page
 * and the feed read the flag back with `changeNoticeOf`, so the wording lives here only.
 */
import { VERDICTS, type Verdict } from '../../schema/enums.ts';
import type { ToolRecord } from '../../schema/tool.ts';
import { canonicalJson, type Definition } from './definition.ts';

export const CHANGE_FLAG_PREFIX = 'Definition changed upstream';

/** Strictness of a verdict: its place in VERDICTS (allow < rate-limit < require-approval < deny). */
export const strictness = (verdict: Verdict) => VERDICTS.indexOf(verdict);

export interface ChangeNotice {
  /** YYYY-MM-DD of the re-import that saw the change. */
  date: string;
  /** Set when the published policy was tightened at once. */
  tightened?: { from: Verdict; to: Verdict };
}

const FLAG = new RegExp(
  `^${CHANGE_FLAG_PREFIX} on (\\d{4}-\\d{2}-\\d{2})(?: \\(was [^)]*\\))?(?:: the published policy tightened from (${VERDICTS.join('|')}) to (${VERDICTS.join('|')}))?`,
);

export function changeFlag(date: string, previousHash: string, tightened?: ChangeNotice['tightened']): string {
  const head = `${CHANGE_FLAG_PREFIX} on ${date} (was ${previousHash.slice(0, 19)}…)`;
  const what = tightened
    ? `: the published policy tightened from ${tightened.from} to ${tightened.to} at once, because the fresh judgement of the new definition is stricter; restore the reviewed verdict only after checking the new definition.`
    : ': check the new description and schema for new behaviour or injected instructions before trusting the earlier review.';
  return head + what;
}

/** The pending change of a record that still awaits review, read back from its flag. */
export function changeNoticeOf(record: Pick<ToolRecord, 'review'>): ChangeNotice | undefined {
  if (record.review.status === 'reviewed') return undefined;
  for (const flag of record.review.flags) {
    const match = FLAG.exec(flag);
    if (!match) continue;
    return {
      date: match[1]!,
      tightened: match[2] ? { from: match[2] as Verdict, to: match[3] as Verdict } : undefined,
    };
  }
  return undefined;
}

const HINTS = ['readOnlyHint', 'destructiveHint', 'idempotentHint', 'openWorldHint'] as const;
const show = (value: unknown) => (value === undefined ? 'absent' : String(value));

/**
 * Hint changes that make a tool claim to be safer than before: destructiveHint
 * true → false/absent, readOnlyHint false/absent → true. A rug pull that adds
 * behaviour and relaxes the hints in the same release is the pattern to catch.
 */
export function annotationDowngrades(before: Definition, after: Definition): string[] {
  const was = before.annotations ?? {};
  const now = after.annotations ?? {};
  const found: string[] = [];
  if (was.destructiveHint === true && now.destructiveHint !== true)
    found.push(`destructiveHint ${show(was.destructiveHint)} → ${show(now.destructiveHint)}`);
  if (was.readOnlyHint !== true && now.readOnlyHint === true)
    found.push(`readOnlyHint ${show(was.readOnlyHint)} → ${show(now.readOnlyHint)}`);
  return found;
}

const clip = (text: string, max = 240) => (text.length > max ? `${text.slice(0, max)}…` : text);

/** The part of `after` that differs from `before`, as removed and added text (common start and end cut off). */
function textDiff(before: string, after: string): string {
  let start = 0;
  while (start < before.length && start < after.length && before[start] === after[start]) start++;
  let end = 0;
  while (
    end < before.length - start &&
    end < after.length - start &&
    before[before.length - 1 - end] === after[after.length - 1 - end]
  )
    end++;
  const removed = before.slice(start, before.length - end);
  const added = after.slice(start, after.length - end);
  return [removed && `removed "${clip(removed)}"`, added && `added "${clip(added)}"`].filter(Boolean).join(', ');
}

function propertyNames(definition: Definition): Map<string, string> {
  const properties = definition.inputSchema?.properties;
  const names = new Map<string, string>();
  if (properties && typeof properties === 'object' && !Array.isArray(properties)) {
    for (const [key, value] of Object.entries(properties)) names.set(key, canonicalJson(value));
  }
  return names;
}

/** One line per part of the definition that changed, for a reviewer. */
export function definitionChanges(before: Definition, after: Definition): string[] {
  const lines: string[] = [];
  if ((before.title ?? '') !== (after.title ?? ''))
    lines.push(`title: ${textDiff(before.title ?? '', after.title ?? '')}`);
  if (before.description !== after.description)
    lines.push(`description: ${textDiff(before.description, after.description)}`);
  if (canonicalJson(before.inputSchema ?? null) !== canonicalJson(after.inputSchema ?? null)) {
    const was = propertyNames(before);
    const now = propertyNames(after);
    const added = [...now.keys()].filter((k) => !was.has(k));
    const removed = [...was.keys()].filter((k) => !now.has(k));
    const changed = [...now.keys()].filter((k) => was.has(k) && was.get(k) !== now.get(k));
    const parts = [
      added.length && `parameters added: ${added.join(', ')}`,
      removed.length && `parameters removed: ${removed.join(', ')}`,
      changed.length && `parameters changed: ${changed.join(', ')}`,
    ].filter(Boolean);
    lines.push(`inputSchema: ${parts.length > 0 ? clip(parts.join('; '), 400) : 'changed'}`);
  }
  const hintChanges = HINTS.filter((h) => before.annotations?.[h] !== after.annotations?.[h]).map(
    (h) => `${h} ${show(before.annotations?.[h])} → ${show(after.annotations?.[h])}`,
  );
  if (hintChanges.length > 0) lines.push(`annotations: ${hintChanges.join(', ')}`);
  return lines;
}

export const judgementLabel = (record: Pick<ToolRecord, 'category' | 'risk' | 'policy'>) =>
  `${record.category}, ${record.risk} risk, ${record.policy.verdict}`;

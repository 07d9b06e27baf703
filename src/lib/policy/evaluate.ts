/**
 * The reference evaluator of policy.json version "1": what a gateway that
 * enforces our policies must decide for each tool call. Pure: state goes in
 * and comes out, nothing is mutated, no clock is read.
 *
 * Semantics (written once in src/schema/policy-model.ts, shown at /docs/policy/;
 * tests/policy-model.test.ts checks this code against each decision there):
 * 1. A tool named in "hide", or any tool when "hide" holds "*", is denied (and
 *    is not in the tool list the agent sees).
 * 2. A tool listed under "tools" is governed by its rule. An unlisted tool is
 *    hidden and denied under "default": "deny", and allowed without a rule of
 *    its own under "default": "allow" (the "all_tools" limits still count it).
 * 3. A rule with "when" applies as written only to calls whose arguments meet
 *    every condition (./conditions.ts). A call outside is denied when
 *    "otherwise" is "deny", and answers needs-approval until it carries a
 *    person's approval when it is "approval".
 * 4. A rule whose "require" holds "approval" answers needs-approval until the
 *    call carries a person's approval; an approved call goes on to the limits.
 * 5. Limits are the rule's own plus those of "all_tools"; every one must have
 *    room for the call, or it is denied. A denied call consumes nothing.
 * 6. Windows are calendar windows in UTC: a "minute" limit counts calls from
 *    :00.000 to :59.999 of each minute, and so on. Limits naming the same
 *    counter with the same window share one count and count a call once.
 * 7. "scope": "grant" means the state belongs to one grant (one agent session
 *    given the policy): a new grant starts from empty state.
 * 8. The clock never runs backwards for a grant: a call stamped earlier than
 *    the latest allowed call is counted at that call's time, so moving the
 *    clock back cannot reopen a full window. A denied call changes nothing,
 *    the clock included.
 */
import { WINDOW_MS, type PolicyWindow } from '../../schema/enums.ts';
import type { Limit, Policy } from '../../schema/policy.ts';
import { describeCondition, failedConditions } from './conditions.ts';

export interface ToolCall {
  tool: string;
  /** Milliseconds since the epoch. */
  time: number;
  arguments?: unknown;
  /** True when a person approved this very call. */
  approved?: boolean;
}

interface CounterValue {
  windowStart: number;
  count: number;
}

export interface GrantState {
  /** Time of the latest allowed call, for rule 8. */
  clock: number;
  /** Keyed "<counter>@<window>". */
  counters: ReadonlyMap<string, CounterValue>;
}

export type Outcome = 'allow' | 'deny' | 'needs-approval';

export interface Decision {
  outcome: Outcome;
  reason: string;
  state: GrantState;
}

export const emptyState = (): GrantState => ({ clock: -Infinity, counters: new Map() });

/** Reads an own property only: tool names such as "__proto__" or "constructor" are plain keys. */
function own<T>(record: Record<string, T> | undefined, key: string): T | undefined {
  if (!record) return undefined;
  const descriptor = Object.getOwnPropertyDescriptor(record, key);
  return descriptor ? (descriptor.value as T) : undefined;
}

const keyOf = (limit: { counter: string; window: PolicyWindow }) => `${limit.counter}@${limit.window}`;

export function windowStart(time: number, window: PolicyWindow): number {
  return Math.floor(time / WINDOW_MS[window]) * WINDOW_MS[window];
}

/** An instant for a reason text. Finite times beyond the Date range (±8.64e15 ms) have no ISO form; toISOString would throw. */
function instant(ms: number): string {
  const date = new Date(ms);
  return Number.isNaN(date.getTime()) ? `${ms} ms since the epoch` : date.toISOString();
}

export function evaluate(policy: Policy, call: ToolCall, state: GrantState = emptyState()): Decision {
  const deny = (reason: string): Decision => ({ outcome: 'deny', reason, state });
  if (!Number.isFinite(call.time)) return deny('the call has no valid time');
  if (policy.hide?.includes('*')) return deny('every tool is hidden by "hide": ["*"]');
  if (policy.hide?.includes(call.tool)) return deny(`${call.tool} is hidden by "hide"`);

  const rule = own(policy.tools, call.tool);
  if (rule === undefined && policy.default === 'deny')
    return deny(`${call.tool} is not listed under "tools" and "default" is "deny"`);
  if (rule?.when) {
    const failed = failedConditions(rule.when, call.arguments);
    if (failed.length > 0) {
      const outside = `the call is outside the conditions of ${call.tool} (${failed.map(describeCondition).join('; ')} does not hold)`;
      if (rule.when.otherwise === 'deny') return deny(outside);
      if (call.approved !== true)
        return { outcome: 'needs-approval', reason: `${outside}, so a person approves it`, state };
    }
  }
  if (rule?.require?.includes('approval') && call.approved !== true) {
    return { outcome: 'needs-approval', reason: `${call.tool} requires a person's approval for each call`, state };
  }

  const limits: Limit[] = [...(rule?.limits ?? []), ...(policy.all_tools?.limits ?? [])];
  const now = Math.max(call.time, state.clock);
  const next = new Map(state.counters);
  const counted = new Set<string>();
  for (const limit of limits) {
    const key = keyOf(limit);
    const start = windowStart(now, limit.window);
    const stored = next.get(key);
    const count = stored && stored.windowStart === start ? stored.count : 0;
    if (!(count + (counted.has(key) ? 0 : 1) <= limit.max)) {
      const resets = instant(start + WINDOW_MS[limit.window]);
      return deny(
        `limit "${limit.counter}" allows ${limit.max} call${limit.max === 1 ? '' : 's'} per ${limit.window}; it is used up until ${resets}`,
      );
    }
    if (!counted.has(key)) {
      next.set(key, { windowStart: start, count: count + 1 });
      counted.add(key);
    }
  }
  const why =
    rule === undefined
      ? `${call.tool} is not listed and "default" is "allow"`
      : limits.length > 0
        ? `${call.tool} is within its limits`
        : `${call.tool} is allowed`;
  return { outcome: 'allow', reason: call.approved ? `${why} (approved)` : why, state: { clock: now, counters: next } };
}

/** The tool list an agent sees under a policy: what is not hidden and not refused outright. */
export function visibleTools(policy: Policy, offered: readonly string[]): string[] {
  if (policy.hide?.includes('*')) return [];
  const hidden = new Set(policy.hide ?? []);
  return offered.filter(
    (tool) => !hidden.has(tool) && (policy.default === 'allow' || own(policy.tools, tool) !== undefined),
  );
}

/**
 * The calls-per-window cap a person types into the policy builder. A value the
 * policy cannot hold is refused with a message, never rounded or clamped into one
 * that it can: a cap of 0.5 or 1e20 means the person wanted something else.
 * The bounds are the schema's (src/schema/tool.ts, src/schema/policy.ts); a test
 * holds them equal. It runs in the builder island, so it formats numbers
 * without Intl (groupDigits).
 */
import { groupDigits } from '../text/grammar.ts';

export const MIN_CALLS = 1;
export const MAX_CALLS = 1_000_000;

export type MaxCallsCheck = { ok: true; max: number } | { ok: false; message: string };

const RANGE = `a whole number from ${MIN_CALLS} to ${groupDigits(MAX_CALLS)}`;

export function checkMaxCalls(raw: string): MaxCallsCheck {
  const text = raw.trim();
  if (text === '') return { ok: false, message: `Enter the calls allowed per window: ${RANGE}.` };
  if (!/^[+-]?(?:\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?$/i.test(text))
    return { ok: false, message: `Not a number: enter ${RANGE}.` };
  const value = Number(text);
  if (!Number.isInteger(value)) return { ok: false, message: `Calls are counted whole: enter ${RANGE}.` };
  if (value < MIN_CALLS)
    return { ok: false, message: `At least ${MIN_CALLS} call per window; to forbid the tool, choose Deny.` };
  if (value > MAX_CALLS) return { ok: false, message: `At most ${groupDigits(MAX_CALLS)} calls per window.` };
  return { ok: true, max: value };
}

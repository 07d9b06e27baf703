import { describe, expect, it } from 'vitest';
import { checkMaxCalls, MAX_CALLS, MIN_CALLS } from '../src/lib/policy/max-calls.ts';
import { policySchema } from '../src/schema/policy.ts';
import { toolPolicySchema } from '../src/schema/tool.ts';

describe("the builder's calls-per-window cap", () => {
  it('takes whole numbers in range as typed', () => {
    expect(checkMaxCalls('1')).toEqual({ ok: true, max: 1 });
    expect(checkMaxCalls(' 250 ')).toEqual({ ok: true, max: 250 });
    expect(checkMaxCalls('1000000')).toEqual({ ok: true, max: 1_000_000 });
  });

  it('refuses, with a reason, what it used to bend into range', () => {
    expect(checkMaxCalls('0')).toEqual({
      ok: false,
      message: 'At least 1 call per window; to forbid the tool, choose Deny.',
    });
    expect(checkMaxCalls('-5')).toEqual({
      ok: false,
      message: 'At least 1 call per window; to forbid the tool, choose Deny.',
    });
    expect(checkMaxCalls('')).toEqual({
      ok: false,
      message: 'Enter the calls allowed per window: a whole number from 1 to 1,000,000.',
    });
    expect(checkMaxCalls('abc')).toEqual({
      ok: false,
      message: 'Not a number: enter a whole number from 1 to 1,000,000.',
    });
    expect(checkMaxCalls('0.5')).toEqual({
      ok: false,
      message: 'Calls are counted whole: enter a whole number from 1 to 1,000,000.',
    });
    expect(checkMaxCalls('1e20')).toEqual({ ok: false, message: 'At most 1,000,000 calls per window.' });
    for (const odd of ['0x10', 'Infinity', 'NaN', '1,000', '12abc']) expect(checkMaxCalls(odd).ok, odd).toBe(false);
  });

  it('has the bounds of the schemas', () => {
    const tool = (max: number) => toolPolicySchema.safeParse({ verdict: 'rate-limit', max, window: 'minute' }).success;
    expect([tool(MIN_CALLS), tool(MAX_CALLS), tool(MIN_CALLS - 1), tool(MAX_CALLS + 1)]).toEqual([
      true,
      true,
      false,
      false,
    ]);
    const policy = (max: number) =>
      policySchema.safeParse({
        version: '1',
        default: 'deny',
        tools: { t: { limits: [{ counter: 't_rate', window: 'minute', max, scope: 'grant' }] } },
      }).success;
    expect([policy(MIN_CALLS), policy(MAX_CALLS), policy(MIN_CALLS - 1), policy(MAX_CALLS + 1)]).toEqual([
      true,
      true,
      false,
      false,
    ]);
  });
});

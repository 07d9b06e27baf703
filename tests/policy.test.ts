import { describe, expect, it } from 'vitest';
import { buildPolicy, counterName, describeVerdict, policyJson } from '../src/lib/policy/generate.ts';
import { policySchema } from '../src/schema/policy.ts';

describe('buildPolicy', () => {
  it("writes the seed page's rate-limit shape exactly", () => {
    const policy = buildPolicy([{ name: 'cloudron_cancel_task', verdict: 'rate-limit', max: 10, window: 'minute' }]);
    expect(JSON.parse(policyJson(policy))).toEqual({
      version: '1',
      default: 'deny',
      tools: {
        cloudron_cancel_task: {
          limits: [{ counter: 'cloudron_cancel_task_rate', window: 'minute', max: 10, scope: 'grant' }],
        },
      },
    });
  });

  it('expresses each verdict in the format', () => {
    const policy = buildPolicy([
      { name: 'read_it', verdict: 'allow' },
      { name: 'ask_first', verdict: 'require-approval' },
      { name: 'never', verdict: 'deny' },
    ]);
    expect(policy.tools.read_it).toEqual({});
    expect(policy.tools.ask_first).toEqual({ require: ['approval'] });
    expect(Object.hasOwn(policy.tools, 'never')).toBe(false);
    expect(policy.hide).toEqual(['never']);
    expect(policySchema.safeParse(JSON.parse(policyJson(policy))).success).toBe(true);
  });

  it('keeps prototype-named tools as plain keys', () => {
    const names = ['__proto__', 'constructor', 'toString', 'hasOwnProperty'];
    const text = policyJson(buildPolicy(names.map((name) => ({ name, verdict: 'allow' as const }))));
    const parsed = JSON.parse(text) as { tools: Record<string, unknown> };
    expect(Object.keys(parsed.tools).sort()).toEqual([...names].sort());
    expect(text).toContain('"__proto__": {}');
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('ends the file with one newline and uses two-space indentation', () => {
    const text = policyJson(buildPolicy([{ name: 'a', verdict: 'allow' }]));
    expect(text.endsWith('}\n')).toBe(true);
    expect(text.split('\n')[1]).toBe('  "version": "1",');
  });

  it('refuses a rate limit without numbers', () => {
    expect(() => buildPolicy([{ name: 'a', verdict: 'rate-limit' }])).toThrow(/needs max and window/);
  });

  it('describes verdicts with their numbers', () => {
    expect(describeVerdict({ name: 'a', verdict: 'rate-limit', max: 5, window: 'hour' })).toContain(
      'at most 5 calls per hour',
    );
    expect(counterName('x')).toBe('x_rate');
  });
});

/** What a reader types into the builder's condition field: read as the condition the schema accepts, or refused with a message. */
import { describe, expect, it } from 'vitest';
import { readConditionInput } from '../src/lib/policy/condition-input.ts';
import { policySchema } from '../src/schema/policy.ts';

const accepted = (condition: unknown) =>
  policySchema.safeParse({
    version: '1',
    default: 'deny',
    tools: { t: { when: { all: [condition], otherwise: 'deny' } } },
  }).success;

describe('the builder condition field', () => {
  it('reads lists, numbers and the read-only tick into conditions the schema accepts', () => {
    const cases = [
      [{ arg: 'path', kind: 'under' }, ' /srv/app , /tmp,/srv/app ', { arg: 'path', under: ['/srv/app', '/tmp'] }],
      [{ arg: 'url', kind: 'hosts' }, 'docs.example.com', { arg: 'url', hosts: ['docs.example.com'] }],
      [{ arg: 'command', kind: 'programs' }, 'git, ls', { arg: 'command', programs: ['git', 'ls'] }],
      [{ arg: 'to', kind: 'domains' }, 'example.com', { arg: 'to', domains: ['example.com'] }],
      [{ arg: 'amount', kind: 'atMost' }, ' 500 ', { arg: 'amount', atMost: 500 }],
      [{ arg: 'sql', kind: 'readOnly' }, 'on', { arg: 'sql', readOnly: true }],
    ] as const;
    for (const [offer, raw, condition] of cases) {
      const read = readConditionInput(offer, raw);
      expect(read, raw).toEqual({ ok: true, condition });
      expect(accepted(condition), raw).toBe(true);
    }
  });

  it('an empty field (or no tick) is no condition', () => {
    expect(readConditionInput({ arg: 'path', kind: 'under' }, '  ')).toBeUndefined();
    expect(readConditionInput({ arg: 'sql', kind: 'readOnly' }, '')).toBeUndefined();
  });

  it('refuses, with a message, what the schema would refuse', () => {
    const bad = [
      [{ arg: 'path', kind: 'under' }, 'relative/dir'],
      [{ arg: 'path', kind: 'under' }, '/srv/../etc'],
      [{ arg: 'url', kind: 'hosts' }, 'https://docs.example.com/'],
      [{ arg: 'url', kind: 'hosts' }, 'Example.com'],
      [{ arg: 'command', kind: 'programs' }, 'git status'],
      [{ arg: 'amount', kind: 'atMost' }, '12.5'],
      [{ arg: 'amount', kind: 'atMost' }, '-1'],
      [{ arg: 'amount', kind: 'atMost' }, '1e20'],
      [{ arg: 'path', kind: 'under' }, Array.from({ length: 17 }, (_, i) => `/d${i}`).join(',')],
    ] as const;
    for (const [offer, raw] of bad) {
      const read = readConditionInput(offer, raw);
      expect(read?.ok, raw).toBe(false);
      if (read && !read.ok) expect(read.message.length, raw).toBeGreaterThan(10);
    }
  });
});

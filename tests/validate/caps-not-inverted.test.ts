import { describe, expect, it } from 'vitest';
import check from '../../src/lib/validate/checks/caps-not-inverted.ts';
import { catalogueOf, entry, found, tool } from '../support/checks.ts';

const write = (name: string, risk: string, max: number, window: string) =>
  tool(name, {
    category: 'Write',
    risk,
    effect: { readOnly: false, destructive: false, idempotent: false, openWorld: false, source: 'heuristic' },
    policy: { verdict: 'rate-limit', max, window },
  });

describe('caps-not-inverted', () => {
  it('passes a riskier tool capped tighter', () => {
    const catalogue = catalogueOf([
      entry(write('restart', 'high', 5, 'hour')),
      entry(write('note', 'low', 10, 'minute')),
    ]);
    expect(found(check, catalogue)).toEqual([]);
  });
  it('reports a riskier tool capped looser than a less risky one of the same server', () => {
    const catalogue = catalogueOf([
      entry(write('restart', 'high', 10, 'minute')),
      entry(write('note', 'low', 5, 'hour')),
    ]);
    expect(found(check, catalogue)).toEqual([
      'restart.yaml: high-risk restart is capped at 10 per minute, looser than low-risk note of example (5 per hour)',
    ]);
  });
  it('compares caps within a server only', () => {
    const catalogue = catalogueOf([
      entry(write('restart', 'high', 10, 'minute'), 'one'),
      entry(write('note', 'low', 5, 'hour'), 'two'),
    ]);
    expect(found(check, catalogue)).toEqual([]);
  });
});

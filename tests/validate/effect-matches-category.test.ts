import { describe, expect, it } from 'vitest';
import check from '../../src/lib/validate/checks/effect-matches-category.ts';
import { catalogueOf, entry, found, tool } from '../support/checks.ts';

const effect = (readOnly: boolean, destructive: boolean) => ({
  readOnly,
  destructive,
  idempotent: false,
  openWorld: false,
  source: 'heuristic',
});

describe('effect-matches-category', () => {
  it('passes a read-only Read and a destructive Destructive', () => {
    const wipe = tool('wipe', {
      category: 'Destructive',
      risk: 'high',
      effect: effect(false, true),
      policy: { verdict: 'require-approval' },
    });
    expect(found(check, catalogueOf([entry(tool('read')), entry(wipe)]))).toEqual([]);
  });
  it('refuses each way the category and the effect can disagree', () => {
    const catalogue = catalogueOf([
      entry(tool('a', { effect: effect(false, false) })),
      entry(tool('b', { category: 'Write' })),
      entry(tool('c', { category: 'Destructive', effect: effect(false, false), policy: { verdict: 'deny' } })),
    ]);
    expect(found(check, catalogue)).toEqual([
      'a.yaml: category is Read but effect.readOnly is false',
      'b.yaml: category is Write but effect.readOnly is true',
      'c.yaml: category is Destructive but effect.destructive is false',
    ]);
  });
});

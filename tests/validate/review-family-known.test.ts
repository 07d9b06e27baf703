import { describe, expect, it } from 'vitest';
import check from '../../src/lib/validate/checks/review-family-known.ts';
import { catalogueOf, entry, found, tool } from '../support/checks.ts';

const reviewed = (family: string) => ({
  status: 'reviewed',
  read: { what: 'definition', by: 'agent' },
  flags: [],
  family,
});

describe('review-family-known', () => {
  it('passes a known correction the record follows, and none', () => {
    const catalogue = catalogueOf([
      entry(tool('a', { family: 'read-logs', review: reviewed('read-logs') })),
      entry(tool('b', { review: reviewed('none') })),
    ]);
    expect(found(check, catalogue)).toEqual([]);
  });
  it('refuses an unknown family, and marks a record that does not follow its correction as repairable', () => {
    const catalogue = catalogueOf([
      entry(tool('a', { family: 'read-logs', review: reviewed('read-everything') })),
      entry(tool('b', { family: 'read-logs', review: reviewed('none') })),
    ]);
    expect(found(check, catalogue)).toEqual([
      'a.yaml: unknown family "read-everything"',
      'b.yaml: family is read-logs but review.family says none',
    ]);
    expect(check.run(catalogue).findings.map((finding) => finding.repairable)).toEqual([undefined, true]);
  });
});

import { describe, expect, it } from 'vitest';
import check from '../../src/lib/validate/checks/family-grade-shared.ts';
import { FAMILY_GRADES } from '../../src/lib/judgement/families.ts';
import { catalogueOf, entry, found, tool } from '../support/checks.ts';

const family = 'arbitrary-query';
const member = (name: string, risk: string, server: string, familyNote?: string) =>
  entry(
    tool(name, {
      family,
      risk,
      policy: { verdict: 'allow' },
      ...(familyNote
        ? { review: { status: 'reviewed', read: { what: 'definition', by: 'agent' }, flags: [], familyNote } }
        : {}),
    }),
    server,
  );

describe('family-grade-shared', () => {
  const declared = FAMILY_GRADES[family]!;
  const other = declared.risk === 'low' ? 'medium' : 'low';
  it('passes members graded as the family', () => {
    const catalogue = catalogueOf([
      entry(tool('q1', { family, risk: declared.risk, policy: { verdict: declared.verdict } })),
    ]);
    expect(found(check, catalogue)).toEqual([]);
  });
  it('reports a member graded apart without a note, and accepts one with a note', () => {
    const off = member('q2', other, 'other');
    const catalogue = catalogueOf([off]);
    expect(found(check, catalogue)).toEqual([
      `q2.yaml: graded ${other}/allow, while the family "${family}" is ${declared.risk}/${declared.verdict}`,
    ]);
    expect(found(check, catalogueOf([member('q2', other, 'other', 'It searches public data only.')]))).toEqual([]);
  });
});

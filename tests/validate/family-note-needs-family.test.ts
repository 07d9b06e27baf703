import { describe, expect, it } from 'vitest';
import check from '../../src/lib/validate/checks/family-note-needs-family.ts';
import { catalogueOf, entry, found, tool } from '../support/checks.ts';

const note = 'Graded below its family because it reads public pages only.';
const review = { status: 'reviewed', read: { what: 'definition', by: 'agent' }, flags: [], familyNote: note };

describe('family-note-needs-family', () => {
  it('keeps a note on a family member, and a record without a note', () => {
    const catalogue = catalogueOf([entry(tool('a', { family: 'read-logs', review })), entry(tool('b'))]);
    expect(found(check, catalogue)).toEqual([]);
  });
  it('refuses a note on a record without a family', () => {
    const catalogue = catalogueOf([entry(tool('a', { review }))]);
    expect(found(check, catalogue)).toEqual([
      'a.yaml: review.familyNote explains a difference from a family, but the record has no family',
    ]);
    expect(check.run(catalogue).findings[0]?.tip).toMatch(/delete review\.familyNote/);
    // Re-judging mends it (the family is derived), so it does not stop npm run rejudge.
    expect(check.run(catalogue).findings[0]?.repairable).toBe(true);
  });
});

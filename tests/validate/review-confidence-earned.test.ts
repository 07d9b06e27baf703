import { describe, expect, it } from 'vitest';
import check from '../../src/lib/validate/checks/review-confidence-earned.ts';
import type { ToolRecord } from '../../src/schema/tool.ts';
import { catalogueOf, entry, found, tool } from '../support/checks.ts';

// validServer() lists commit aaaa…: a review of that commit read the catalogued version.
const atCommit = { what: 'source', commit: 'a'.repeat(40), by: 'agent' } as const;

describe('review-confidence-earned', () => {
  it('passes reviews whose confidence follows from what they read, and counts how they stand', () => {
    const catalogue = catalogueOf([
      entry(tool('a', { review: { status: 'reviewed', read: atCommit, flags: [] } })),
      entry(
        tool('b', {
          review: { status: 'reviewed', read: { what: 'source', commit: 'b'.repeat(40), by: 'agent' }, flags: [] },
        }),
      ),
      entry(tool('c', { review: { status: 'reviewed', read: { what: 'definition', by: 'agent' }, flags: [] } })),
      entry(tool('d', { review: { status: 'draft', confidence: 'high', flags: [] } })),
    ]);
    expect(found(check, catalogue)).toEqual([]);
    expect(check.run(catalogue).figure).toBe(
      'reviews read definition 1, source-catalogued 1, source-other 1, source-unrecorded 0; 1 stale, queued by npm run review-queue',
    );
  });
  it('names a reviewed record that shows high confidence with no source read recorded', () => {
    // What records said before review.read: a chosen "high" on a review of the definition (the schema now refuses it).
    const chosen = { ...tool('e'), review: { status: 'reviewed', confidence: 'high', flags: [] } } as ToolRecord;
    expect(found(check, catalogueOf([entry(chosen)]))).toEqual([
      'e.yaml: high confidence, but no source read at the catalogued version is recorded',
    ]);
  });
});

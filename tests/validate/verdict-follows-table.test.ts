import { describe, expect, it } from 'vitest';
import check from '../../src/lib/validate/checks/verdict-follows-table.ts';
import { catalogueOf, entry, found, tool } from '../support/checks.ts';

const write = (name: string, verdict: Record<string, unknown>, review: Record<string, unknown> = {}) =>
  tool(name, {
    description: 'Adds a note to a ticket.',
    effect: { readOnly: false, destructive: false, idempotent: false, openWorld: true, source: 'heuristic' },
    category: 'Write',
    risk: 'low',
    rationale: 'Adds a note.',
    policy: verdict,
    review: { status: 'reviewed', read: { what: 'definition', by: 'agent' }, flags: [], ...review },
  });

describe('verdict-follows-table', () => {
  it('passes a reviewed verdict that is the table’s', () => {
    expect(
      found(check, catalogueOf([entry(write('add_note', { verdict: 'rate-limit', max: 60, window: 'hour' }))])),
    ).toEqual([]);
  });
  it('reports a departure that says nothing, and accepts one with review.departure', () => {
    expect(found(check, catalogueOf([entry(write('add_note', { verdict: 'allow' }))]))).toEqual([
      'add_note.yaml: verdict allow departs from the table (Write, low risk: rate-limit), and review.departure does not say why',
    ]);
    const said = write(
      'add_note',
      { verdict: 'allow' },
      { departure: 'A note only the author sees, removed in one click.' },
    );
    expect(found(check, catalogueOf([entry(said)]))).toEqual([]);
  });
  it('holds drafts to the engine, not to this check', () => {
    const draft = write('add_note', { verdict: 'allow' }, { status: 'draft' });
    expect(found(check, catalogueOf([entry(draft)]))).toEqual([]);
  });
});

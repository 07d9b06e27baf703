import { describe, expect, it } from 'vitest';
import check from '../../src/lib/validate/checks/trail-concludes-grade.ts';
import { judgeTool } from '../../src/lib/judgement/engine.ts';
import { conclusionStep } from '../../src/lib/judgement/reviewed.ts';
import { catalogueOf, entry, found, tool } from '../support/checks.ts';

// The engine drafts deleting a widget as a Destructive tool held for approval; the reviewer capped it as a Write.
const reviewed = (evidence?: unknown[]) =>
  tool('delete_widget', {
    description: 'Delete a widget.',
    effect: { readOnly: false, destructive: true, idempotent: true, openWorld: true, source: 'heuristic' },
    category: 'Write',
    risk: 'low',
    rationale: 'Widgets come back from the bin.',
    policy: { verdict: 'rate-limit', max: 60, window: 'hour' },
    ...(evidence ? { evidence } : {}),
  });

describe('trail-concludes-grade', () => {
  it('starts from a draft that differs from the reviewed grade', () => {
    expect(judgeTool(reviewed(), { serverSlug: 'example' })).toMatchObject({ category: 'Destructive' });
  });
  it('reports a reviewed record whose steps end on the engine’s draft, and asks nothing of one without steps', () => {
    expect(found(check, catalogueOf([entry(reviewed())]))).toEqual([]);
    const engineStep = { rule: 'verb-changes', signal: 'name', match: 'delete', says: '"delete" changes state' };
    expect(found(check, catalogueOf([entry(reviewed([engineStep]))]))).toEqual([
      'delete_widget.yaml: the steps end on the engine’s draft (Destructive, high risk, held for approval), not on the reviewed grade (Write, low risk, capped at 60 per hour)',
    ]);
  });
  it('passes when the person’s step naming the reviewed grade comes last', () => {
    const record = reviewed();
    const step = conclusionStep(record, judgeTool(record, { serverSlug: 'example' }));
    expect(step?.match).toBe('grade: Write, low risk, capped at 60 per hour');
    expect(found(check, catalogueOf([entry(reviewed([step]))]))).toEqual([]);
  });
  it('asks nothing of a record that agrees with its draft, or of a draft', () => {
    expect(found(check, catalogueOf([entry(tool('list_widgets', { description: 'List the widgets.' }))]))).toEqual([]);
    const draft = tool('delete_widget', {
      description: 'Delete a widget.',
      review: { status: 'draft', confidence: 'low', flags: [] },
    });
    expect(found(check, catalogueOf([entry(draft)]))).toEqual([]);
  });
});

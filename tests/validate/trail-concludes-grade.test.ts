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
  it('reports a reviewed record whose steps do not end on its grade, and asks nothing of one without steps', () => {
    expect(found(check, catalogueOf([entry(reviewed())]))).toEqual([]);
    const engineStep = { rule: 'verb-changes', signal: 'name', match: 'delete', says: '"delete" changes state' };
    expect(found(check, catalogueOf([entry(reviewed([engineStep]))]))).toEqual([
      'delete_widget.yaml: the steps do not end with the person’s step naming the reviewed grade (Write, low risk, capped at 60 per hour)',
    ]);
  });
  it('passes when the person’s step naming the reviewed grade comes last', () => {
    const record = reviewed();
    const step = conclusionStep(record, judgeTool(record, { serverSlug: 'example' }));
    expect(step?.match).toBe('grade: Write, low risk, capped at 60 per hour');
    expect(found(check, catalogueOf([entry(reviewed([step]))]))).toEqual([]);
  });
  it('asks a record that kept its draft’s grade for the same closing step, and nothing of a draft', () => {
    const kept = tool('list_widgets', { description: 'List the widgets.' });
    const step = conclusionStep(kept, judgeTool(kept, { serverSlug: 'example' }))!;
    expect(step.says).toBe('Kept the grade the steps above reached: Read, low risk, allowed');
    expect(found(check, catalogueOf([entry({ ...kept, evidence: [step] })]))).toEqual([]);
    const stale = { ...kept, evidence: [{ ...step, match: 'grade: Write, low risk, allowed' }] };
    expect(found(check, catalogueOf([entry(stale)]))).toHaveLength(1);
    const draft = tool('delete_widget', {
      description: 'Delete a widget.',
      review: { status: 'draft', confidence: 'low', flags: [] },
    });
    expect(found(check, catalogueOf([entry(draft)]))).toEqual([]);
  });
});

/**
 * Every row of the reading tables (src/lib/judgement/reading-rows.ts) fires on its own invented examples and stays
 * quiet on its counter-examples, does what its table says (a read-only row turns the reading, a destructive row makes
 * a writing tool destructive), and is documented on /docs/judgement/ from the table.
 */
import { describe, expect, it } from 'vitest';
import { inferEffect } from '../src/lib/judgement/infer-effect.ts';
import { DESTRUCTIVE_ROWS, NAME_VERB_ROWS, READ_ONLY_ROWS, READING_ROWS } from '../src/lib/judgement/reading-rows.ts';
import { RULES } from '../src/lib/judgement/rules.ts';
import { VERB_CONTEXT_RULES } from '../src/lib/judgement/verb-context.ts';
import { judgementStages } from '../src/lib/text/judgement-doc.ts';

describe('reading rows', () => {
  for (const row of READING_ROWS) {
    describe(row.id, () => {
      it.each(row.examples.fires.map((tool) => [tool.name, tool] as const))('fires on %s', (_name, tool) => {
        expect(inferEffect(tool).readingSteps, `${row.id} should fire on ${tool.name} (${tool.description})`).toContain(row.id);
      });
      it.each(row.examples.quiet.map((tool) => [tool.name, tool] as const))('stays quiet on %s', (_name, tool) => {
        expect(inferEffect(tool).readingSteps, `${row.id} should not fire on ${tool.name} (${tool.description})`).not.toContain(row.id);
      });
    });
  }

  it('has unique ids that clash with no rule or context row, each with examples both ways', () => {
    const ids = READING_ROWS.map((row) => row.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) {
      expect(id).toMatch(/^reading-[a-z0-9]+(?:-[a-z0-9]+)*$/);
      expect(RULES.some((rule) => rule.id === id)).toBe(false);
      expect(VERB_CONTEXT_RULES.some((rule) => rule.id === id)).toBe(false);
    }
    for (const row of READING_ROWS) {
      expect(row.examples.fires.length).toBeGreaterThan(0);
      expect(row.examples.quiet.length).toBeGreaterThan(0);
    }
  });

  it('turns the reading the way each read-only row says', () => {
    for (const row of READ_ONLY_ROWS) {
      for (const tool of row.examples.fires) {
        const effect = inferEffect(tool);
        // The rows reporting the turn come from the table; the read-only flag is the turn itself.
        expect(effect.readOnly, `${row.id} on ${tool.name}`).toBe(row.turns === 'read');
        expect(effect.readReasons.length).toBeGreaterThan(0);
      }
    }
  });

  it('makes a writing tool destructive on every destructive row, with the row\'s reason first among its own', () => {
    for (const row of DESTRUCTIVE_ROWS) {
      for (const tool of row.examples.fires) {
        const effect = inferEffect(tool);
        expect(effect.readOnly, `${row.id} on ${tool.name}`).toBe(false);
        expect(effect.destructive, `${row.id} on ${tool.name}`).toBe(true);
        expect(effect.destructiveReasons.length).toBeGreaterThan(0);
      }
    }
  });

  it('lets the first name-verb row that fits settle the verb, and only one', () => {
    for (const row of NAME_VERB_ROWS) {
      for (const tool of row.examples.fires) {
        const fired = inferEffect(tool).readingSteps.filter((id) => NAME_VERB_ROWS.some((candidate) => candidate.id === id));
        expect(fired).toEqual([row.id]);
      }
    }
    // "run_search" reads as a search, so nothing in it is destructive.
    const search = inferEffect({ name: 'run_search', description: 'Run a search over the indexed notes.' });
    expect(search.readOnly).toBe(true);
    expect(search.dominant).toMatchObject({ lemma: 'search', cls: 'read' });
  });

  it('is documented on /docs/judgement/ around the context stage, in table order', () => {
    const stages = judgementStages();
    expect(stages.slice(0, 4).map((stage) => stage.stage)).toEqual(['name-verb', 'context', 'read-only', 'destructive']);
    expect(stages[0]?.rules.map((rule) => rule.id)).toEqual(NAME_VERB_ROWS.map((row) => row.id));
    expect(stages[2]?.rules.map((rule) => rule.id)).toEqual(READ_ONLY_ROWS.map((row) => row.id));
    expect(stages[3]?.rules.map((rule) => rule.id)).toEqual(DESTRUCTIVE_ROWS.map((row) => row.id));
  });
});

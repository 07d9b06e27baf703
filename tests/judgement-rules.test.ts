/**
 * Every rule of the judgement table fires on its own positive examples and stays quiet on its negative ones,
 * run through the whole engine so that order and stages are part of what is tested. A new rule is tested by
 * adding it with its examples.
 */
import { describe, expect, it } from 'vitest';
import { judgeTool } from '../src/lib/judgement/engine.ts';
import { RULES } from '../src/lib/judgement/rules/index.ts';
import { STAGES } from '../src/lib/judgement/rule.ts';

describe('the rule table', () => {
  it('has unique ids, a summary and examples of both kinds for every rule', () => {
    const ids = RULES.map((rule) => rule.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const rule of RULES) {
      expect(rule.id).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
      expect(STAGES).toContain(rule.stage);
      expect(rule.summary.length, rule.id).toBeGreaterThan(20);
      expect(rule.examples.fires.length, rule.id).toBeGreaterThan(0);
      expect(rule.examples.quiet.length, rule.id).toBeGreaterThan(0);
    }
  });

  it('lists rules stage by stage, in the order they run', () => {
    const order = RULES.map((rule) => STAGES.indexOf(rule.stage));
    expect(order).toEqual([...order].sort((a, b) => a - b));
  });

  describe.each(RULES.map((rule) => [rule.id, rule] as const))('%s', (id, rule) => {
    it.each(rule.examples.fires.map((tool) => [tool.name, tool] as const))('fires on %s', (_name, tool) => {
      const judgement = judgeTool(tool);
      expect(
        judgement.evidence.map((step) => step.rule),
        JSON.stringify(judgement.evidence),
      ).toContain(id);
      const step = judgement.evidence.find((candidate) => candidate.rule === id);
      expect(step?.match.length).toBeGreaterThan(0);
      expect(step?.says).not.toMatch(/\{match\}/);
    });
    it.each(rule.examples.quiet.map((tool) => [tool.name, tool] as const))('stays quiet on %s', (_name, tool) => {
      expect(judgeTool(tool).evidence.map((step) => step.rule)).not.toContain(id);
    });
  });
});

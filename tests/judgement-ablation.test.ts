/**
 * Whether a rule earns its place: the reviewed records drafted with one rule left out at a time
 * (src/lib/judgement/evaluation/ablation.ts), on a handful of reviewed tools whose drafts are known.
 */
import { describe, expect, it } from 'vitest';
import { ablateRules, formatAblation, standingOf } from '../src/lib/judgement/evaluation/ablation.ts';
import type { ReviewedTool } from '../src/lib/judgement/evaluation/drafts.ts';
import { judgeTool, type McpToolDefinition } from '../src/lib/judgement/index.ts';

const tool = (name: string, description: string, properties: Record<string, unknown> = {}): McpToolDefinition => ({
  name,
  description,
  inputSchema: { type: 'object', properties },
});
const read = { readOnly: true, destructive: false, category: 'Read', risk: 'low', verdict: 'allow' } as const;
const change = { readOnly: false, destructive: true, category: 'Write', risk: 'low', verdict: 'rate-limit' } as const;

// A disconnect that cuts a link is a change only through reading-cuts-link; without it the draft reads it as a read.
const cut = tool('disconnect_repository', 'Disconnect the Git repository from the project.', {
  project: { type: 'string' },
});
const list = tool('list_notes', 'List the notes.');
const items: Array<ReviewedTool & { set: 'dev' | 'test' }> = [
  { set: 'dev', server: 'one', tool: cut, reviewed: change },
  { set: 'dev', server: 'two', tool: list, reviewed: read },
  { set: 'test', server: 'three', tool: cut, reviewed: change },
  { set: 'test', server: 'three', tool: list, reviewed: read },
];
const rules = [
  { id: 'reading-cuts-link', stage: 'name-verb' as const },
  // A rule none of these tools sets off.
  { id: 'commits-spend', stage: 'category' as const },
];

describe('each rule left out in turn', () => {
  it('starts from known drafts', () => {
    expect(judgeTool(cut, { ignoreAnnotations: true }).effect.readOnly).toBe(false);
    expect(
      judgeTool(cut, { ignoreAnnotations: true, withoutRules: new Set(['reading-cuts-link']) }).effect.readOnly,
    ).toBe(true);
  });

  const [cuts, spend] = ablateRules(items, rules);

  it('measures what leaving a rule out does to each set, and how many tools and servers move', () => {
    expect(cuts?.rule).toBe('reading-cuts-link');
    expect(cuts?.sets.test.change).toMatchObject({ readOnly: -1, under: 1 });
    expect(cuts?.sets.test).toMatchObject({ toolsMoved: 1, serversMoved: 1 });
    expect(cuts?.sets.dev).toMatchObject({ toolsMoved: 1, serversMoved: 1 });
    // Worse without it on the test set, and better on nothing: it earns its place.
    expect(cuts?.standing).toBe('earns its place');
    expect(spend?.sets.test).toEqual({ change: {}, toolsMoved: 0, serversMoved: 0 });
    expect(spend?.standing).toBe('moves no reviewed draft');
  });

  it('tells a rule fitted to one development server from one the test set supports or refutes', () => {
    const none = { change: {}, toolsMoved: 0, serversMoved: 0 };
    expect(standingOf({ dev: { change: { readOnly: -2 }, toolsMoved: 2, serversMoved: 1 }, test: none })).toBe(
      'one server only',
    );
    expect(standingOf({ dev: { change: { readOnly: -4 }, toolsMoved: 4, serversMoved: 3 }, test: none })).toBe(
      'no test evidence',
    );
    // Removing it makes the test set better, and no safety figure worse.
    expect(standingOf({ dev: none, test: { change: { readOnly: 2, over: -1 }, toolsMoved: 2, serversMoved: 2 } })).toBe(
      'hurts the test set',
    );
    // Better on agreement, worse on a safety figure: mixed.
    expect(standingOf({ dev: none, test: { change: { readOnly: 2, under: 1 }, toolsMoved: 3, serversMoved: 2 } })).toBe(
      'mixed on the test set',
    );
  });

  it('prints a line per rule, grouped by standing, naming no tool or server', () => {
    const text = formatAblation([cuts, spend].filter((ablation) => ablation !== undefined));
    expect(text).toMatch(
      /earns its place \(1\)\n {2}reading-cuts-link \[name-verb\]: test readOnly -1, category -1, under \+1[^\n]*\(1 tool on 1 server moves\)/,
    );
    expect(text).toContain('moves no reviewed draft (1)');
    expect(text).not.toMatch(/disconnect_repository|list_notes|\bthree\b/);
  });
});

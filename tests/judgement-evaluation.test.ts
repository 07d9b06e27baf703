/**
 * The evaluation of drafts: the development/test split of the catalogue's servers, and the protection figures of
 * drafts against reviewed records (src/lib/judgement/evaluation/).
 */
import { readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { evaluateAgainstReview, formatReviewEvaluation } from '../src/lib/judgement/evaluation/drafts.ts';
import { evaluationSet, hashedSet, placeServers, SPLIT } from '../src/lib/judgement/evaluation/split.ts';
import {
  formatReviewerConsistency,
  reviewerConsistency,
  sameWords,
} from '../src/lib/judgement/evaluation/reviewer-consistency.ts';
import { judgeTool, type McpToolDefinition } from '../src/lib/judgement/index.ts';
import type { Category, RiskLevel, Verdict } from '../src/schema/enums.ts';

describe('the development and test split', () => {
  it('lists each server once, where the seeded hash puts it, so no hand can move one', () => {
    expect(new Set([...SPLIT.dev, ...SPLIT.test]).size).toBe(SPLIT.dev.length + SPLIT.test.length);
    for (const slug of SPLIT.dev) expect(hashedSet(slug), slug).toBe('dev');
    for (const slug of SPLIT.test) expect(hashedSet(slug), slug).toBe('test');
  });

  it('places every catalogue server, by server and never by tool', () => {
    const servers = readdirSync(resolve(import.meta.dirname, '../data/servers'));
    const listed = new Set([...SPLIT.dev, ...SPLIT.test]);
    expect(servers.filter((slug) => !listed.has(slug))).toEqual([]);
    expect(SPLIT.test.length / servers.length).toBeGreaterThan(0.2);
    expect(SPLIT.test.length / servers.length).toBeLessThan(0.4);
  });

  it('places a server added later by the same hash, and never moves one already listed', () => {
    expect(evaluationSet('a-server-added-next-year')).toBe(hashedSet('a-server-added-next-year'));
    const [first] = SPLIT.test as [string];
    expect(evaluationSet(first)).toBe('test');
    // Another seed would place servers elsewhere: the seed is what freezes the split.
    const moved = [...SPLIT.dev, ...SPLIT.test].filter(
      (slug) => hashedSet(slug, 'another seed') !== evaluationSet(slug),
    );
    expect(moved.length).toBeGreaterThan(0);
    // Placing servers adds the new ones by the hash and leaves every listed one in its set.
    const placed = placeServers(['a-server-added-next-year', ...SPLIT.test]);
    expect(placed.test).toEqual(expect.arrayContaining(SPLIT.test));
    expect(placed.dev).toEqual(expect.arrayContaining(SPLIT.dev));
    expect([...placed.dev, ...placed.test]).toContain('a-server-added-next-year');
    expect(placed.dev.length + placed.test.length).toBe(SPLIT.dev.length + SPLIT.test.length + 1);
  });
});

describe('protection figures of drafts against reviewed records', () => {
  const tool = (name: string, description: string): McpToolDefinition => ({
    name,
    description,
    inputSchema: { type: 'object', properties: {} },
  });
  const reviewed = (category: Category, risk: RiskLevel, verdict: Verdict, destructive = false) => ({
    readOnly: category === 'Read',
    destructive,
    category,
    risk,
    verdict,
  });
  const list = tool('list_notes', 'List the notes.');
  const remove = tool('delete_note', 'Delete a note.');
  // What the engine drafts for each, so that the figures below follow from the reviewed side alone.
  it('starts from known drafts', () => {
    expect(judgeTool(list, { ignoreAnnotations: true }).policy.verdict).toBe('allow');
    expect(judgeTool(remove, { ignoreAnnotations: true }).policy.verdict).toBe('require-approval');
  });

  const evaluation = evaluateAgainstReview([
    // Reviewed stricter than drafted: under-protected, and on a Destructive tool.
    { server: 's', tool: list, reviewed: reviewed('Destructive', 'high', 'require-approval', true) },
    // Reviewed allow, drafted approval: over-protected.
    { server: 's', tool: remove, reviewed: reviewed('Write', 'low', 'allow') },
    // Agrees.
    { server: 's', tool: list, reviewed: reviewed('Read', 'low', 'allow') },
    // A money tool the draft does not hold as Financial.
    { server: 's', tool: list, reviewed: reviewed('Financial', 'high', 'require-approval') },
  ]);

  it('counts drafts looser than the review, and those on guarded tools', () => {
    expect(evaluation.underProtected).toMatchObject({ count: 2, share: 0.5, onGuarded: 2 });
    expect(evaluation.underProtected.worst.map((miss) => miss.reviewed.category)).toEqual(['Destructive', 'Financial']);
  });

  it('says how the looser drafts fall without naming a tool: by verdict step and by reviewed category', () => {
    expect(evaluation.underProtected.bySteps).toEqual([['require-approval', 'allow', 2]]);
    expect(evaluation.underProtected.byCategory).toEqual([
      ['Destructive', 1],
      ['Financial', 1],
    ]);
    const text = formatReviewEvaluation(evaluation, false);
    expect(text).toContain('reviewed → drafted: require-approval → allow 2');
    expect(text).toContain('reviewed category: Destructive 1; Financial 1');
    expect(evaluation.underProtected.spread).toEqual({ servers: 1, mostFromOne: 2 });
    expect(evaluation.overProtected.spread).toEqual({ servers: 1, mostFromOne: 1 });
    expect(evaluation.moneyMissed).toEqual({ servers: 1, mostFromOne: 1 });
    expect(text).toMatch(/money held[^\n]*\n\s+the rest from 1 server, at most 1 from any one/);
    expect(text).toContain('from 1 server, at most 2 from any one');
    expect(text).not.toContain('list_notes');
  });

  it('counts reviewed-allow tools drafted approval or deny, as a share of the reviewed-allow tools', () => {
    expect(evaluation.overProtected).toMatchObject({ count: 1, allowed: 2, share: 0.5 });
    expect(evaluation.overProtected.worst[0]).toMatchObject({ tool: 'delete_note' });
  });

  it('measures read-only tools left usable, destructive tools held and money tools held', () => {
    expect(evaluation.readOnlyUsable).toEqual({ agree: 1, total: 1, rate: 1 });
    expect(evaluation.destructiveHeld).toEqual({ agree: 0, total: 1, rate: 0 });
    expect(evaluation.moneyHeld).toEqual({ agree: 0, total: 1, rate: 0 });
    expect(evaluation.moneyHeldAnyCategory).toEqual({ agree: 0, total: 1, rate: 0 });
  });

  it('says apart how many money tools are held at all, when the draft gives them another category', () => {
    // delete_note is drafted Destructive and held: held, though not as Financial.
    const money = evaluateAgainstReview([
      { server: 's', tool: remove, reviewed: reviewed('Financial', 'high', 'require-approval') },
    ]);
    expect(money.moneyHeld).toEqual({ agree: 0, total: 1, rate: 0 });
    expect(money.moneyHeldAnyCategory).toEqual({ agree: 1, total: 1, rate: 1 });
    expect(formatReviewEvaluation(money, false)).toMatch(
      /money held\s+0\.0% \(0\/1\)[^\n]*\n[^\n]*\n\s+held for approval or denied, whatever the category: 100\.0% \(1\/1\)/,
    );
  });

  it('marks each figure that misses its target, and lists the worst cases only when asked', () => {
    const text = formatReviewEvaluation(evaluation);
    expect(text).toMatch(
      /under-protected\s+50\.0% \(2\/4\)[^\n]*2 of them Financial, Destructive or critical\s+← misses target/,
    );
    expect(text).toMatch(
      /worst under-protected:\n\s+s\/list_notes: reviewed Destructive\/high\/require-approval, drafted Read\/low\/allow/,
    );
    expect(formatReviewEvaluation(evaluation, false)).not.toMatch(/worst/);
  });
});

describe('reviewers against each other', () => {
  const grade = (
    verdict: Verdict,
    category: Category = 'Read',
    readOnly = category === 'Read',
    destructive = false,
  ) => ({
    readOnly,
    destructive,
    category,
    risk: 'medium' as RiskLevel,
    verdict,
  });
  const record = (
    server: string,
    hash: string,
    reviewed: ReturnType<typeof grade>,
    description = 'List the items.',
  ) => ({
    server,
    name: 'list_items',
    description,
    definitionHash: hash,
    reviewed,
  });

  it('counts each pair of reviews of one definition on different servers both ways round', () => {
    const figures = reviewerConsistency([
      record('a', 'h1', grade('allow')),
      record('b', 'h1', grade('require-approval')),
      // Same server twice: not a pair. Another definition on one server only: no pairs.
      record('a', 'h1', grade('deny')),
      record('c', 'h2', grade('allow')),
    ]);
    expect(figures.definitions).toBe(1);
    // a(allow)↔b, a(deny)↔b, each both ways: 4 ordered pairs.
    expect(figures.pairs).toBe(4);
    // Looser: a's allow against b as the reference, and b against a's deny as the reference.
    expect(figures.notLooser).toEqual({ agree: 2, total: 4, rate: 0.5 });
    // With a's allow as the reference, b holds: an allow the other review holds.
    expect(figures.notOverHeld).toEqual({ agree: 0, total: 1, rate: 0 });
    expect(figures.readOnlyUsable).toEqual({ agree: 0, total: 1, rate: 0 });
    expect(figures.verdict.agree).toBe(0);
  });

  it('counts a looser review of a guarded tool, and can group by name and description instead of the hash', () => {
    const records = [
      record('a', 'h1', grade('require-approval', 'Destructive', false, true)),
      record('b', 'h2', grade('rate-limit', 'Write', false, true)),
    ];
    expect(reviewerConsistency(records).definitions).toBe(0);
    const figures = reviewerConsistency(records, sameWords);
    expect(figures.pairs).toBe(2);
    expect(figures.looserOnGuarded).toBe(1);
    expect(figures.destructiveHeld).toEqual({ agree: 1, total: 2, rate: 0.5 });
    expect(figures.destructiveHeldByReference).toEqual({ agree: 1, total: 2, rate: 0.5 });
    expect(formatReviewerConsistency([['the same words', figures]])).toContain(
      'one review looser than the other  50.0% (1/2); 1 of them on Financial, Destructive or critical tools',
    );
  });
});

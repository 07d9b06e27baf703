/**
 * Whether each rule earns its place: the reviewed records drafted again with one rule left out at a time, and what
 * that does to the figures of each set (development and frozen test) and to how many servers' drafts it moves. A rule
 * earns its place by what it does on the test set; one whose removal leaves the test set as it is and moves the drafts
 * of a single development server is fitted to that server's names (issue 29). Nothing here names a tool or a server,
 * so the report can be read for both sets.
 */
import type { Rule } from '../rule.ts';
import { evaluateAgainstReview, type ReviewedTool, type ReviewEvaluation } from './drafts.ts';
import { createJudge, EVAL_OPTIONS, type Judge } from './hint-agreement.ts';
import type { EvaluationSet } from './split.ts';

/** The figures compared, each with the direction that is better. */
export const ABLATION_FIGURES = [
  { key: 'readOnly', label: 'readOnly', better: 'more', of: (e: ReviewEvaluation) => e.readOnly.agree },
  { key: 'category', label: 'category', better: 'more', of: (e: ReviewEvaluation) => e.category.agree },
  { key: 'under', label: 'under', better: 'fewer', of: (e: ReviewEvaluation) => e.underProtected.count },
  {
    key: 'underGuarded',
    label: 'under on F/D/critical',
    better: 'fewer',
    of: (e: ReviewEvaluation) => e.underProtected.onGuarded,
  },
  { key: 'over', label: 'over', better: 'fewer', of: (e: ReviewEvaluation) => e.overProtected.count },
  {
    key: 'readOnlyUsable',
    label: 'read-only usable',
    better: 'more',
    of: (e: ReviewEvaluation) => e.readOnlyUsable.agree,
  },
  {
    key: 'destructiveHeld',
    label: 'destructive held',
    better: 'more',
    of: (e: ReviewEvaluation) => e.destructiveHeld.agree,
  },
  { key: 'moneyHeld', label: 'money held', better: 'more', of: (e: ReviewEvaluation) => e.moneyHeld.agree },
] as const;
/** The figures that say whether a draft protects: a rule whose removal worsens one of them is kept for safety. */
const SAFETY = new Set(['under', 'underGuarded', 'destructiveHeld', 'moneyHeld']);

export type FigureKey = (typeof ABLATION_FIGURES)[number]['key'];

export interface SetEffect {
  /** Figure after removing the rule minus figure with it (raw counts). */
  change: Partial<Record<FigureKey, number>>;
  /** Reviewed tools whose drafted read-only, category, risk or verdict moves when the rule is left out. */
  toolsMoved: number;
  serversMoved: number;
}

export type Standing =
  /** Removing it makes the test set worse on some figure and better on none. */
  | 'earns its place'
  /** Removing it makes the test set better on some figure and worse on no safety figure. */
  | 'hurts the test set'
  /** Removing it moves the test set both ways. */
  | 'mixed on the test set'
  /** It moves no reviewed draft in either set: another rule covers the same ground, or no reviewed tool needs it. */
  | 'moves no reviewed draft'
  /** It moves no test figure, and the drafts of one development server: fitted to that server's names. */
  | 'one server only'
  /** It moves no test draft, but drafts of several development servers. */
  | 'no test evidence';

export interface RuleAblation {
  rule: string;
  stage: string;
  /** The engine cannot run without it (a rule every other one builds on). */
  structural: boolean;
  sets: Record<EvaluationSet, SetEffect>;
  standing?: Standing;
}

const better = (key: FigureKey, change: number) =>
  (ABLATION_FIGURES.find((figure) => figure.key === key)?.better === 'more' ? change : -change) > 0;

/** Where a rule stands, from what removing it does (a positive change on a "more" figure means removing helps). */
export function standingOf(sets: Record<EvaluationSet, SetEffect>): Standing {
  const test = Object.entries(sets.test.change) as Array<[FigureKey, number]>;
  // Only figures that moved are recorded, so every entry helps or hurts.
  const helps = test.filter(([key, change]) => better(key, change));
  const hurts = test.filter(([key, change]) => !better(key, change));
  if (sets.test.toolsMoved === 0 && sets.dev.toolsMoved === 0) return 'moves no reviewed draft';
  if (helps.length === 0 && hurts.length === 0)
    return sets.dev.serversMoved <= 1 ? 'one server only' : 'no test evidence';
  if (hurts.length > 0 && helps.length === 0) return 'earns its place';
  if (helps.length > 0 && !hurts.some(([key]) => SAFETY.has(key))) return 'hurts the test set';
  return 'mixed on the test set';
}

const keyOf = (judged: ReturnType<Judge>) =>
  `${judged.judgement.effect.readOnly}|${judged.judgement.category}|${judged.judgement.risk}|${judged.judgement.policy.verdict}`;

/**
 * Drafts every reviewed tool of each set once with all rules and once per rule without it. `rules` is the table to
 * leave out one at a time; `makeJudge` gives a fresh judge (a judge remembers what it judged).
 */
export function ablateRules(
  items: ReadonlyArray<ReviewedTool & { set: EvaluationSet }>,
  rules: readonly Pick<Rule, 'id' | 'stage'>[],
  makeJudge: () => Judge = createJudge,
): RuleAblation[] {
  const bySet = { dev: items.filter((item) => item.set === 'dev'), test: items.filter((item) => item.set === 'test') };
  const baseJudge = makeJudge();
  const baseKeys = new Map(
    items.map((item) => [item, keyOf(baseJudge(item.tool, { ...EVAL_OPTIONS, serverSlug: item.server }))]),
  );
  const baseFigures = {
    dev: evaluateAgainstReview(bySet.dev, baseJudge),
    test: evaluateAgainstReview(bySet.test, baseJudge),
  };
  return rules.map((rule) => {
    const inner = makeJudge();
    const without = new Set([rule.id]);
    const judge: Judge = (tool, options = EVAL_OPTIONS) => inner(tool, { ...options, withoutRules: without });
    const effect = (set: EvaluationSet): SetEffect => {
      const evaluation = evaluateAgainstReview(bySet[set], judge);
      const change: Partial<Record<FigureKey, number>> = {};
      for (const figure of ABLATION_FIGURES) {
        const delta = figure.of(evaluation) - figure.of(baseFigures[set]);
        if (delta !== 0) change[figure.key] = delta;
      }
      const moved = bySet[set].filter(
        (item) => keyOf(judge(item.tool, { ...EVAL_OPTIONS, serverSlug: item.server })) !== baseKeys.get(item),
      );
      return { change, toolsMoved: moved.length, serversMoved: new Set(moved.map((item) => item.server)).size };
    };
    try {
      const sets = { dev: effect('dev'), test: effect('test') };
      return { rule: rule.id, stage: rule.stage, structural: false, sets, standing: standingOf(sets) };
    } catch {
      const none = { change: {}, toolsMoved: 0, serversMoved: 0 };
      return { rule: rule.id, stage: rule.stage, structural: true, sets: { dev: none, test: none } };
    }
  });
}

const changeText = (change: SetEffect['change']) =>
  ABLATION_FIGURES.filter((figure) => change[figure.key] !== undefined)
    .map((figure) => `${figure.label} ${(change[figure.key] as number) > 0 ? '+' : ''}${change[figure.key]}`)
    .join(', ') || 'no figure moves';

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
const movedText = (effect: SetEffect) =>
  `${count(effect.toolsMoved, 'tool', 'tools')} on ${count(effect.serversMoved, 'server', 'servers')} ${effect.toolsMoved === 1 ? 'moves' : 'move'}`;

/** The report: one line per rule, grouped by standing, with what leaving it out does to each set. */
export function formatAblation(ablations: readonly RuleAblation[]): string {
  const order: Array<Standing | 'structural'> = [
    'hurts the test set',
    'mixed on the test set',
    'one server only',
    'no test evidence',
    'moves no reviewed draft',
    'earns its place',
    'structural',
  ];
  const lines = [
    '== Each rule left out in turn (figures: with it left out minus with it; under and over are counts, the rest tools that agree)',
  ];
  for (const group of order) {
    const members = ablations.filter((ablation) => (ablation.structural ? 'structural' : ablation.standing) === group);
    if (members.length === 0) continue;
    lines.push(`${group} (${members.length})`);
    for (const { rule, stage, sets, structural } of members) {
      lines.push(
        structural
          ? `  ${rule} [${stage}]: the engine needs it to run`
          : `  ${rule} [${stage}]: test ${changeText(sets.test.change)} (${movedText(sets.test)}); dev ${changeText(sets.dev.change)} (${movedText(sets.dev)})`,
      );
    }
  }
  return lines.join('\n');
}

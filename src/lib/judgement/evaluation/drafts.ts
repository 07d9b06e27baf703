/**
 * Drafts against reviewed records: every reviewed tool drafted again as a new import would be (annotations and review
 * hidden, the server's slug known), then compared with what the reviewer who read the source decided.
 *
 * Agreement: read-only, destructive (over tools the reviewer judged not read-only), category, risk (exact and within
 * one level) and verdict; denominator = every reviewed tool unless stated.
 *
 * Protection, the figures a draft must meet because drafts are what every new server gets:
 * - under-protected: the drafted verdict is looser than the reviewed one (allow < rate-limit < require-approval <
 *   deny); share of all tools, and the count among Financial, Destructive and critical tools (reviewed grade);
 * - over-protected: reviewed allow, drafted require-approval or deny; share of the reviewed-allow tools;
 * - read-only tools that stay usable: reviewed read-only and usable (allow or rate-limit), drafted allow or rate-limit
 *   (a read the reviewer holds, such as one that returns secrets, is held by the draft too, rightly);
 * - destructive tools held: reviewed destructive (may overwrite or remove what exists), drafted require-approval or deny;
 * - money tools held: reviewed Financial, drafted Financial and require-approval or deny.
 */
import { RISK_LEVELS, VERDICTS, type Category, type RiskLevel, type Verdict } from '../../../schema/enums.ts';
import type { McpToolDefinition } from '../index.ts';
import {
  counter,
  createJudge,
  EVAL_OPTIONS,
  inDestructiveSet,
  percent,
  type Agreement,
  type Judge,
} from './hint-agreement.ts';

/** A reviewed tool record: its definition and the judgement the reviewer settled on. */
export interface ReviewedTool {
  server: string;
  tool: McpToolDefinition;
  reviewed: { readOnly: boolean; destructive: boolean; category: Category; risk: RiskLevel; verdict: Verdict };
}

/** One draft set beside its review, for the lists of worst cases. */
interface DraftMiss {
  server: string;
  tool: string;
  reviewed: { category: Category; risk: RiskLevel; verdict: Verdict };
  drafted: { category: Category; risk: RiskLevel; verdict: Verdict };
  /** The first sentence of the draft's rationale: why the engine chose what it did. */
  why: string;
}

/** The targets the figures are held to (issue 29); the report marks each figure that misses its target. */
const TARGETS = {
  underProtected: 0.01,
  overProtected: 0.1,
  readOnly: 0.98,
  readOnlyUsable: 0.97,
  destructiveHeld: 0.9,
} as const;

export interface ReviewEvaluation {
  tools: number;
  /** The engine (annotations hidden) against the reviewed effect. */
  readOnly: Agreement;
  destructive: Agreement;
  /** The whole draft against the reviewed judgement: category, risk level (exact, and at most one level apart) and verdict. */
  category: Agreement;
  risk: Agreement;
  riskWithinOne: Agreement;
  verdict: Agreement;
  /** Where draft and review part on category, most frequent first: [reviewed, drafted, tools]. */
  categoryMisses: Array<[Category, Category, number]>;
  /** How far the drafted risk sits from the reviewed one: tools drafted lower and tools drafted higher. */
  riskDirection: { lower: number; higher: number };
  /** Of the tools whose author declares a hint: how often the reviewer sided with the hint, and how often against it. */
  hints: { readOnly: { agree: number; against: number }; destructive: { agree: number; against: number } };
  /** Drafts whose verdict is looser than the reviewed one, worst first; `agree` counts the tools that are not. */
  underProtected: {
    count: number;
    share: number;
    onGuarded: number;
    worst: DraftMiss[];
    /**
     * How the looser drafts fall, most frequent first, with no tool named: by [reviewed verdict, drafted verdict,
     * tools], and by the reviewed category. Printed for the frozen test set too, where cases are not listed.
     */
    bySteps: Array<[Verdict, Verdict, number]>;
    byCategory: Array<[Category, number]>;
    spread: Spread;
  };
  /** Reviewed allow, drafted require-approval or deny, worst first; the share is of the reviewed-allow tools. */
  overProtected: { count: number; share: number; allowed: number; worst: DraftMiss[]; spread: Spread };
  /** Reviewed read-only tools the reviewer left usable (allow or rate-limit), drafted allow or rate-limit too. */
  readOnlyUsable: Agreement;
  /** Reviewed destructive tools drafted require-approval or deny. */
  destructiveHeld: Agreement;
  /** Reviewed Financial tools drafted Financial and require-approval or deny. */
  moneyHeld: Agreement;
  /** Reviewed Financial tools drafted require-approval or deny, whatever category the draft gave them. */
  moneyHeldAnyCategory: Agreement;
  /** Where the money tools the draft does not hold come from. */
  moneyMissed: Spread;
}

/** How many servers some drafts come from, and the most from any one of them (unnamed). */
export interface Spread {
  servers: number;
  mostFromOne: number;
}
const spreadOf = (misses: ReadonlyArray<{ server: string }>): Spread => {
  const perServer = new Map<string, number>();
  for (const miss of misses) perServer.set(miss.server, (perServer.get(miss.server) ?? 0) + 1);
  return { servers: perServer.size, mostFromOne: Math.max(0, ...perServer.values()) };
};
const spreadText = (spread: Spread) =>
  `from ${spread.servers} ${spread.servers === 1 ? 'server' : 'servers'}, at most ${spread.mostFromOne} from any one`;

const verdictRank = (verdict: Verdict) => VERDICTS.indexOf(verdict);
const riskRank = (risk: RiskLevel) => RISK_LEVELS.indexOf(risk);
/** Whether a verdict holds the tool: each call waits for a person, or the tool is refused. */
export const held = (verdict: Verdict) => verdict === 'require-approval' || verdict === 'deny';
/** A tool whose reviewed grade makes any looser draft a serious miss. */
const guarded = (reviewed: ReviewedTool['reviewed']) =>
  reviewed.category === 'Financial' || reviewed.category === 'Destructive' || reviewed.risk === 'critical';

/** A whole grade: the reviewed one, or a draft's, or another reviewer's of the same definition. */
export type Grade = ReviewedTool['reviewed'];

/**
 * One grade set against the reviewed one, on each measure of the protection report: whether they agree, whether the
 * other is looser, and the held-or-usable checks that apply to the reviewed grade (undefined where one does not). The
 * drafts' report and the reviewers' consistency (reviewer-consistency.ts) both count these.
 */
export function sideBySide(reviewed: Grade, other: Grade) {
  const gap = verdictRank(reviewed.verdict) - verdictRank(other.verdict);
  return {
    readOnly: other.readOnly === reviewed.readOnly,
    category: other.category === reviewed.category,
    verdict: other.verdict === reviewed.verdict,
    /** How many verdict steps looser the other grade is (0 when it is as strict or stricter). */
    looser: Math.max(0, gap),
    guarded: guarded(reviewed),
    overHeld: reviewed.verdict === 'allow' ? held(other.verdict) : undefined,
    readOnlyUsable: reviewed.readOnly && !held(reviewed.verdict) ? !held(other.verdict) : undefined,
    destructiveHeld: !reviewed.readOnly && reviewed.destructive ? held(other.verdict) : undefined,
    moneyHeld: reviewed.category === 'Financial' ? other.category === 'Financial' && held(other.verdict) : undefined,
  };
}

/**
 * The engine against what people decided after reading the source. A reviewer starts from the engine's draft, so
 * agreement is not independent of it; the protection figures say which way a draft errs, which agreement cannot.
 */
export function evaluateAgainstReview(items: readonly ReviewedTool[], judge: Judge = createJudge()): ReviewEvaluation {
  const readOnly = counter();
  const destructive = counter();
  const category = counter();
  const risk = counter();
  const riskWithinOne = counter();
  const verdict = counter();
  const readOnlyUsable = counter();
  const destructiveHeld = counter();
  const moneyHeld = counter();
  const moneyHeldAnyCategory = counter();
  const moneyMissed: DraftMiss[] = [];
  const categoryMisses = new Map<string, [Category, Category, number]>();
  const riskDirection = { lower: 0, higher: 0 };
  const hints = { readOnly: { agree: 0, against: 0 }, destructive: { agree: 0, against: 0 } };
  const under: Array<DraftMiss & { gap: number; guarded: boolean }> = [];
  const over: DraftMiss[] = [];
  let allowed = 0;
  for (const item of items) {
    const { judgement } = judge(item.tool, { ...EVAL_OPTIONS, serverSlug: item.server });
    const drafted = { category: judgement.category, risk: judgement.risk, verdict: judgement.policy.verdict };
    const side = sideBySide(item.reviewed, { ...judgement.effect, ...drafted });
    const miss: DraftMiss = {
      server: item.server,
      tool: item.tool.name,
      reviewed: { category: item.reviewed.category, risk: item.reviewed.risk, verdict: item.reviewed.verdict },
      drafted,
      why: (judgement.rationale.split(/(?<=\.)\s/)[0] ?? '').slice(0, 160),
    };
    readOnly.count(side.readOnly);
    if (!item.reviewed.readOnly) destructive.count(judgement.effect.destructive === item.reviewed.destructive);
    category.count(side.category);
    if (drafted.category !== item.reviewed.category) {
      const key = `${item.reviewed.category}>${drafted.category}`;
      const entry = categoryMisses.get(key) ?? [item.reviewed.category, drafted.category, 0];
      entry[2]++;
      categoryMisses.set(key, entry);
    }
    const apart = riskRank(drafted.risk) - riskRank(item.reviewed.risk);
    risk.count(apart === 0);
    riskWithinOne.count(Math.abs(apart) <= 1);
    if (apart < 0) riskDirection.lower++;
    if (apart > 0) riskDirection.higher++;
    verdict.count(side.verdict);
    if (side.looser > 0) under.push({ ...miss, gap: side.looser, guarded: side.guarded });
    if (side.overHeld !== undefined) {
      allowed++;
      if (side.overHeld) over.push(miss);
    }
    if (side.readOnlyUsable !== undefined) readOnlyUsable.count(side.readOnlyUsable);
    if (side.destructiveHeld !== undefined) destructiveHeld.count(side.destructiveHeld);
    if (side.moneyHeld !== undefined) {
      moneyHeld.count(side.moneyHeld);
      moneyHeldAnyCategory.count(held(drafted.verdict));
      if (!side.moneyHeld) moneyMissed.push(miss);
    }
    const declared = item.tool.annotations;
    if (typeof declared?.readOnlyHint === 'boolean')
      hints.readOnly[declared.readOnlyHint === item.reviewed.readOnly ? 'agree' : 'against']++;
    if (inDestructiveSet(item.tool) && !item.reviewed.readOnly)
      hints.destructive[declared?.destructiveHint === item.reviewed.destructive ? 'agree' : 'against']++;
  }
  // Worst first: the widest gap, then a guarded tool, then the higher reviewed risk.
  under.sort(
    (a, b) =>
      b.gap - a.gap ||
      Number(b.guarded) - Number(a.guarded) ||
      riskRank(b.reviewed.risk) - riskRank(a.reviewed.risk) ||
      `${a.server}/${a.tool}`.localeCompare(`${b.server}/${b.tool}`),
  );
  // Worst first: denied before held, then the lowest reviewed risk (the plainer the tool, the costlier the prompt).
  over.sort(
    (a, b) =>
      verdictRank(b.drafted.verdict) - verdictRank(a.drafted.verdict) ||
      riskRank(a.reviewed.risk) - riskRank(b.reviewed.risk) ||
      `${a.server}/${a.tool}`.localeCompare(`${b.server}/${b.tool}`),
  );
  const steps = new Map<string, [Verdict, Verdict, number]>();
  const categories = new Map<Category, number>();
  for (const miss of under) {
    const key = `${miss.reviewed.verdict}>${miss.drafted.verdict}`;
    const entry = steps.get(key) ?? [miss.reviewed.verdict, miss.drafted.verdict, 0];
    entry[2]++;
    steps.set(key, entry);
    categories.set(miss.reviewed.category, (categories.get(miss.reviewed.category) ?? 0) + 1);
  }
  const strip = ({ gap: _gap, guarded: _guarded, ...miss }: DraftMiss & { gap: number; guarded: boolean }) => miss;
  return {
    tools: items.length,
    readOnly: readOnly.result(),
    destructive: destructive.result(),
    category: category.result(),
    risk: risk.result(),
    riskWithinOne: riskWithinOne.result(),
    verdict: verdict.result(),
    categoryMisses: [...categoryMisses.values()].sort(
      (a, b) => b[2] - a[2] || `${a[0]}${a[1]}`.localeCompare(`${b[0]}${b[1]}`),
    ),
    riskDirection,
    hints,
    underProtected: {
      count: under.length,
      share: items.length === 0 ? 0 : under.length / items.length,
      onGuarded: under.filter((miss) => miss.guarded).length,
      worst: under.slice(0, 10).map(strip),
      bySteps: [...steps.values()].sort((a, b) => b[2] - a[2] || `${a[0]}${a[1]}`.localeCompare(`${b[0]}${b[1]}`)),
      byCategory: [...categories].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])),
      spread: spreadOf(under),
    },
    overProtected: {
      count: over.length,
      share: allowed === 0 ? 0 : over.length / allowed,
      allowed,
      worst: over.slice(0, 10),
      spread: spreadOf(over),
    },
    readOnlyUsable: readOnlyUsable.result(),
    destructiveHeld: destructiveHeld.result(),
    moneyHeld: moneyHeld.result(),
    moneyHeldAnyCategory: moneyHeldAnyCategory.result(),
    moneyMissed: spreadOf(moneyMissed),
  };
}

const grade = (side: DraftMiss['reviewed']) => `${side.category}/${side.risk}/${side.verdict}`;
const mark = (ok: boolean) => (ok ? '' : '  ← misses target');

/** The report: agreement, then protection with its targets; the worst cases are listed only when `listWorst` is set. */
export function formatReviewEvaluation(evaluation: ReviewEvaluation, listWorst = true): string {
  const { hints, underProtected: under, overProtected: over } = evaluation;
  const share = (side: { agree: number; against: number }) => `${side.against} of ${side.agree + side.against}`;
  const pct = (value: number) => `${(value * 100).toFixed(1)}%`;
  const misses = evaluation.categoryMisses
    .slice(0, 8)
    .map(([reviewed, drafted, tools]) => `${reviewed} drafted as ${drafted} ${tools}`);
  const worst = (list: DraftMiss[]) =>
    list.map(
      (miss) =>
        `    ${miss.server}/${miss.tool}: reviewed ${grade(miss.reviewed)}, drafted ${grade(miss.drafted)}. ${miss.why}`,
    );
  return [
    `Against reviewed judgements (${evaluation.tools} reviewed records, each checked by a reviewer (review.read.by says who) against the server's source; annotations and review hidden from the engine)`,
    `  readOnly     ${percent(evaluation.readOnly)}${mark(evaluation.readOnly.rate >= TARGETS.readOnly)}`,
    `  destructive  ${percent(evaluation.destructive)} (tools the reviewer judged not read-only)`,
    `  category     ${percent(evaluation.category)}`,
    `  risk         ${percent(evaluation.risk)} exact, ${percent(evaluation.riskWithinOne)} within one level (drafted lower ${evaluation.riskDirection.lower}, higher ${evaluation.riskDirection.higher})`,
    `  verdict      ${percent(evaluation.verdict)}`,
    ...(misses.length > 0 ? [`  category disagreements, most frequent first: ${misses.join('; ')}`] : []),
    `  Reviewers overruled the author's readOnlyHint on ${share(hints.readOnly)} of these tools that declare one, and the destructiveHint on ${share(hints.destructive)}.`,
    'Protection',
    `  under-protected  ${pct(under.share)} (${under.count}/${evaluation.tools}) drafted looser than reviewed; ${under.onGuarded} of them Financial, Destructive or critical${mark(under.share <= TARGETS.underProtected && under.onGuarded === 0)}`,
    ...(under.count > 0
      ? [
          `    reviewed → drafted: ${under.bySteps.map(([reviewed, drafted, tools]) => `${reviewed} → ${drafted} ${tools}`).join('; ')}`,
          `    reviewed category: ${under.byCategory.map(([category, tools]) => `${category} ${tools}`).join('; ')}`,
          `    ${spreadText(under.spread)}`,
        ]
      : []),
    `  over-protected   ${pct(over.share)} (${over.count}/${over.allowed}) of reviewed-allow tools drafted require-approval or deny${mark(over.share <= TARGETS.overProtected)}`,
    ...(over.count > 0 ? [`    ${spreadText(over.spread)}`] : []),
    `  read-only usable ${percent(evaluation.readOnlyUsable)} of reviewed read-only tools left usable (allowed or rate-limited) that the draft leaves usable${mark(evaluation.readOnlyUsable.rate >= TARGETS.readOnlyUsable)}`,
    `  destructive held ${percent(evaluation.destructiveHeld)} of reviewed destructive tools drafted require-approval or deny${mark(evaluation.destructiveHeld.rate >= TARGETS.destructiveHeld)}`,
    `  money held       ${percent(evaluation.moneyHeld)} of reviewed Financial tools drafted Financial and require-approval or deny${mark(evaluation.moneyHeld.rate === 1)}`,
    ...(evaluation.moneyHeld.agree < evaluation.moneyHeld.total
      ? [
          `    the rest ${spreadText(evaluation.moneyMissed)}`,
          `    held for approval or denied, whatever the category: ${percent(evaluation.moneyHeldAnyCategory)}`,
        ]
      : []),
    ...(listWorst && under.worst.length > 0 ? ['  worst under-protected:', ...worst(under.worst)] : []),
    ...(listWorst && over.worst.length > 0 ? ['  worst over-protected:', ...worst(over.worst)] : []),
    "  The reviewer starts from the engine's draft, so agreement measures closeness to checked judgements, not independence from the engine.",
  ].join('\n');
}

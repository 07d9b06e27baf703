/**
 * Runs the rules (rules/index.ts) over one tool definition and turns what fired into a judgement: effect, category,
 * risk, verdict and cap, attacks, flow facts, flags, confidence, and the evidence list that shows each step.
 *
 * gatherFacts reads the definition: its signals, then the reading stages (which verbs, what they mean here, whether
 * the tool only reads, whether it is destructive). judgeFacts runs the judging stages over that reading. Stages run
 * in the order of STAGES; within a stage, rules in registry order, as many as the stage's mode lets count (rule.ts).
 * Risk starts at the category's baseline; ceilings lower it for plainly harmless actions; risk rules only raise it.
 * The verdict starts from the category × risk table (VERDICT_TABLE), rules raise it, a bounded-harm rule may lower it
 * only when nothing raised it, and the consistency rules (consistency.ts) hold by construction.
 */
import {
  RISK_LEVELS,
  VERDICTS,
  type Category,
  type Confidence,
  type RiskLevel,
  type Verdict,
} from '../../schema/enums.ts';
import type { Evidence, ToolEffect, ToolPolicy } from '../../schema/tool.ts';
import type { AttackId } from './attacks.ts';
import { capFor, CAPS } from './caps.ts';
import { assessExposure } from './exposure.ts';
import type { Facts, JudgeContext, McpToolDefinition } from './facts.ts';
import { FAMILY_GRADES } from './families.ts';
import { decideConfidence, doubts } from './confidence.ts';
import { composeRationale } from './rationale.ts';
import { DEFAULT_CADENCE, RISK_BASELINE, VERDICT_TABLE } from './verdict-table.ts';
import { finishReading, startReading } from './reading.ts';
import { READING_STAGES, STAGES, type Cadence, type Contribution, type Flow, type Rule, type State } from './rule.ts';
import { readStage, runStage, stepOf } from './run-rules.ts';

export interface Judgement {
  effect: ToolEffect;
  category: Category;
  risk: RiskLevel;
  rationale: string;
  attacks: AttackId[];
  policy: ToolPolicy;
  confidence: Confidence;
  flags: string[];
  evidence: Evidence[];
  flow: Flow;
  /** Families of tools with the same behaviour this tool belongs to. */
  families: string[];
  /** How often such calls are normally made: it sizes the cap, when the tool is capped now or once a person loosens it. */
  cadence: Cadence;
  /** Why the grade differs from the family's, when it does (FAMILY_GRADES). */
  familyNote?: string;
}

const riskRank = (risk: RiskLevel) => RISK_LEVELS.indexOf(risk);
const verdictRank = (verdict: Verdict) => VERDICTS.indexOf(verdict);
const maxRisk = (a: RiskLevel, b: RiskLevel) => (riskRank(a) >= riskRank(b) ? a : b);

export function judgeTool(tool: McpToolDefinition, context: JudgeContext = {}): Judgement {
  return judgeFacts(gatherFacts(tool, context));
}

/** A definition's facts: its signals, and the reading the reading stages settle. */
export function gatherFacts(tool: McpToolDefinition, context: JudgeContext = {}): Facts {
  const reading = startReading(tool);
  const description = tool.description ?? '';
  const lower = description.toLowerCase();
  const declared = tool.annotations;
  const usable =
    context.ignoreAnnotations !== true &&
    declared !== undefined &&
    (typeof declared.readOnlyHint === 'boolean' || typeof declared.destructiveHint === 'boolean');
  // What the tool touches follows from the finished reading; nothing reads it before the judging stages.
  const facts = {
    name: tool.name,
    tokens: reading.name.tokens,
    description,
    lower,
    first: (lower.split(/(?<=[.!?])\s|\n/)[0] ?? '').trim(),
    params: reading.schema.parameters,
    nested: reading.schema.nested,
    hints: usable ? declared : undefined,
    declared,
    derivedHints: context.annotationsDerived === true,
    productWords: new Set(
      (context.serverSlug ?? '')
        .split('-')
        .filter((word) => word.length > 1 && !['mcp', 'server', 'servers'].includes(word)),
    ),
    inferred: reading,
    readingSteps: [],
    ...(context.withoutRules ? { withoutRules: context.withoutRules } : {}),
  } as Omit<Facts, 'exposure'> as Facts;
  for (const stage of READING_STAGES) readStage(stage, facts);
  finishReading(reading, description);
  facts.exposure = assessExposure(reading);
  return facts;
}

/** What the reading stages alone say of a definition: its verbs, whether it only reads, whether it is destructive. */
export function readDefinition(tool: McpToolDefinition): Facts['inferred'] {
  return gatherFacts(tool, { ignoreAnnotations: true }).inferred;
}

/** The judgement of facts already gathered (gatherFacts): a caller that also reads the facts gathers them once. */
export function judgeFacts(facts: Facts): Judgement {
  const state: State = { readOnly: facts.inferred.readOnly, destructive: facts.inferred.destructive };
  const evidence: Evidence[] = [...facts.readingSteps];
  const fired: Array<{ rule: Rule; contribution: Contribution }> = [];
  const attacks: AttackId[] = [];
  const flags: string[] = [];
  const families: string[] = [];
  const flow: Flow = { source: false, injection: false, sink: false };
  let ceiling: RiskLevel = 'critical';
  let floor: RiskLevel = 'low';
  let verdictFloor: Verdict = 'allow';
  let verdictCeiling: Verdict | undefined;
  const cadences: Cadence[] = [];

  // The grade the category, ceiling and risk stages settled: what the verdict stage reads.
  const categoryNow = (): Category => state.category ?? (state.readOnly ? 'Read' : 'Write');
  const riskNow = (): RiskLevel => {
    const category = categoryNow();
    const risk = maxRisk(capRisk(RISK_BASELINE[category], ceiling), floor);
    // Destructive and Financial tools are never low risk.
    return (category === 'Destructive' || category === 'Financial') && risk === 'low' ? 'medium' : risk;
  };

  for (const stage of STAGES) {
    if ((READING_STAGES as readonly string[]).includes(stage)) continue;
    if (stage === 'verdict') state.risk = riskNow();
    runStage(stage, facts, state, (rule, hit, contribution) => {
      fired.push({ rule, contribution });
      evidence.push(stepOf(rule, hit));
      if (contribution.readOnly !== undefined) state.readOnly = contribution.readOnly;
      if (contribution.destructive !== undefined) state.destructive = contribution.destructive;
      if (state.readOnly) state.destructive = false;
      if (contribution.category !== undefined && state.category === undefined) state.category = contribution.category;
      if (contribution.riskAtMost !== undefined && riskRank(contribution.riskAtMost) < riskRank(ceiling))
        ceiling = contribution.riskAtMost;
      if (contribution.riskAtLeast !== undefined) floor = maxRisk(floor, contribution.riskAtLeast);
      if (
        contribution.verdictAtLeast !== undefined &&
        verdictRank(contribution.verdictAtLeast) > verdictRank(verdictFloor)
      )
        verdictFloor = contribution.verdictAtLeast;
      if (contribution.verdictAtMost !== undefined) verdictCeiling = contribution.verdictAtMost;
      if (contribution.riskAtMost !== undefined || contribution.verdictAtMost !== undefined) state.bounded = true;
      if (contribution.doubt !== undefined) flags.push(contribution.doubt);
      if (contribution.cadence !== undefined) cadences.push(contribution.cadence);
      for (const attack of contribution.attacks ?? []) if (!attacks.includes(attack)) attacks.push(attack);
      for (const fact of ['source', 'injection', 'sink'] as const) if (contribution.flow?.[fact]) flow[fact] = true;
      if (contribution.flag !== undefined) flags.push(contribution.flag);
      if (contribution.family !== undefined && !families.includes(contribution.family))
        families.push(contribution.family);
    });
  }

  // A tool in several families belongs first to the one with the strictest grade.
  families.sort((a, b) => riskRank(FAMILY_GRADES[b]?.risk ?? 'low') - riskRank(FAMILY_GRADES[a]?.risk ?? 'low'));
  const category = categoryNow();
  const risk = riskNow();

  let verdict: Verdict = VERDICT_TABLE[category][risk];
  if (verdictRank(verdictFloor) > verdictRank(verdict)) verdict = verdictFloor;
  else if (
    verdictCeiling !== undefined &&
    verdictFloor === 'allow' &&
    verdictRank(verdictCeiling) < verdictRank(verdict)
  )
    verdict = verdictCeiling;
  // Consistency by construction: no allow on Destructive, Financial or critical; no deny on a low-risk Read.
  if (verdict === 'allow' && (category === 'Destructive' || category === 'Financial' || risk === 'critical'))
    verdict = 'require-approval';
  if (verdict === 'deny' && category === 'Read' && risk === 'low') verdict = 'require-approval';

  const cadence = tightestCadence(cadences.length > 0 ? cadences : [DEFAULT_CADENCE[category]], risk);
  const policy: ToolPolicy = verdict === 'rate-limit' ? { verdict, ...capFor(cadence, risk) } : { verdict };

  // Any tool that changes state can act beyond what the user meant; a read with no specific power lists no attack.
  if (!state.readOnly && !attacks.includes('excessive-agency')) attacks.push('excessive-agency');
  // Confused deputy is not added by category: a rule adds it when the tool's own power makes it real (money sent to a
  // payee the caller names, access granted, an approval, a whole container removed, acting as another user or account,
  // a message sent on the user's behalf to a recipient the caller chooses), and its evidence says why.
  if (
    !state.readOnly &&
    !flow.sink &&
    category === 'Execute' &&
    facts.inferred.verbs.some((verb) => verb.cls === 'send')
  )
    flow.sink = true;

  const effect: ToolEffect = {
    readOnly: state.readOnly,
    destructive: state.readOnly ? false : state.destructive,
    idempotent: facts.hints?.idempotentHint ?? (state.readOnly ? true : facts.inferred.idempotent),
    openWorld: facts.hints?.openWorldHint ?? facts.inferred.openWorld,
    source: facts.hints ? 'annotations' : 'heuristic',
  };
  if (category === 'Destructive') effect.destructive = true;

  flags.push(...doubts(facts), ...ignoredHintFlags(facts, state));
  const confidence = decideConfidence(facts, fired, flags);
  const rationale = composeRationale({ facts, category, risk, policy, fired, cadence, flow });
  const judgement: Judgement = {
    effect,
    category,
    risk,
    rationale,
    attacks,
    policy,
    confidence,
    flags: [...new Set(flags)],
    evidence,
    flow,
    families,
    cadence,
  };
  const familyNote = familyDifference(families[0], risk, verdict, fired);
  if (familyNote) judgement.familyNote = familyNote;
  return judgement;
}

/** When a family member ends up graded otherwise, the rule that moved it says why, in words for readers. */
function familyDifference(
  family: string | undefined,
  risk: RiskLevel,
  verdict: Verdict,
  fired: Array<{ rule: Rule; contribution: Contribution }>,
): string | undefined {
  const grade = family ? FAMILY_GRADES[family] : undefined;
  if (!family || !grade || (grade.risk === risk && grade.verdict === verdict)) return undefined;
  const mover = [...fired]
    .reverse()
    .find(
      ({ rule, contribution }) =>
        rule.stage !== 'category' &&
        contribution.family !== family &&
        (contribution.riskAtLeast === risk ||
          contribution.verdictAtLeast === verdict ||
          contribution.riskAtMost === risk),
    );
  // Without a rule that explains the difference, leave it unexplained: validate lists it for a person.
  if (!mover) return undefined;
  const because = (mover.rule.summary.split(/(?<=[.:])\s/)[0] ?? mover.rule.summary).replace(/[.:]$/, '');
  // The rule's name opens its reason, so a reason that ends in brackets never meets a second pair.
  return `Graded ${risk} risk, ${verdict.replace('-', ' ')}, where its family usually is ${grade.risk}, ${grade.verdict.replace('-', ' ')}. Rule ${mover.rule.id}: ${because.charAt(0).toLowerCase()}${because.slice(1)}.`;
}

function capRisk(risk: RiskLevel, ceiling: RiskLevel): RiskLevel {
  return riskRank(risk) > riskRank(ceiling) ? ceiling : risk;
}

function tightestCadence(cadences: Cadence[], risk: RiskLevel): Cadence {
  let best = cadences[0] as Cadence;
  for (const cadence of cadences) {
    const a = CAPS[cadence][risk];
    const b = CAPS[best][risk];
    if (a.max / windowWeight(a.window) < b.max / windowWeight(b.window)) best = cadence;
  }
  return best;
}

const windowWeight = (window: 'minute' | 'hour' | 'day') => (window === 'minute' ? 1 : window === 'hour' ? 60 : 1440);

/** When the caller ignores the hints (the eval does), still say where they disagree with the judgement. */
function ignoredHintFlags(facts: Facts, state: State): string[] {
  const declared = facts.declared;
  if (facts.hints !== undefined || declared === undefined) return [];
  const out: string[] = [];
  if (declared.readOnlyHint === true && !state.readOnly)
    out.push('Declared read-only (readOnlyHint: true), but judged to change state from the definition.');
  if (declared.readOnlyHint === false && state.readOnly)
    out.push('Declared as changing state (readOnlyHint: false), but the definition only describes reading.');
  if (
    declared.readOnlyHint !== true &&
    typeof declared.destructiveHint === 'boolean' &&
    !state.readOnly &&
    declared.destructiveHint !== state.destructive
  ) {
    out.push(
      `Declared destructiveHint: ${declared.destructiveHint}, but judged ${state.destructive ? 'destructive' : 'additive'} from the definition.`,
    );
  }
  return out;
}

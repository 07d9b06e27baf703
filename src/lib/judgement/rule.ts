/**
 * What a judgement rule is: one file under rules/<stage>/ made with defineRule, holding an id, a one-line summary
 * (it becomes /docs/judgement/), a test of the definition that returns the exact words it matched, what it
 * contributes, what it says on a tool page, and examples on which it must and must not fire
 * (tests/judgement-rules.test.ts runs them all, both ways). rules/index.ts lists the rules in the order they run.
 *
 * Stages:
 * - effect: what the definition says the tool does (verbs, enum values).
 * - hints: the author's declared annotations, read as the MCP specification
 *   defines them ("destructive" = may perform destructive updates, against
 *   "only additive updates"), so an overwrite stays destructive whatever a hint says.
 * - category: the first rule that fires names the kind of power.
 * - ceiling: rules that cap the risk of plainly harmless actions.
 * - risk: rules that raise the risk, add attacks, flow facts and a cadence.
 * - verdict: rules that settle the verdict beyond the category × risk table.
 * - poisoning: the definition speaks to the model.
 */
import type { AttackId } from './attacks.ts';
import type { Facts, ToolDefinitionInput } from './facts.ts';
import type { Category, EvidenceSignal, RiskLevel, Verdict } from '../../schema/enums.ts';

export const STAGES = ['effect', 'hints', 'category', 'ceiling', 'risk', 'verdict', 'poisoning'] as const;
export type Stage = (typeof STAGES)[number];
/** What each stage decides, in the order the engine runs them (shown on /docs/judgement/). */
export const STAGE_SUMMARY: Record<Stage, string> = {
  effect:
    'What the definition says the tool does: the verbs of its name and description, and the values its parameters offer, properties nested inside object and array parameters included (read by path, a few levels down). Sets read-only and destructive.',
  hints:
    "The author's declared annotations, read as the MCP specification defines them: a tool is destructive unless it performs only additive updates, so an overwrite stays destructive whatever the hint says, and the disagreement is shown.",
  category: 'The kind of power. The first rule that fires decides.',
  ceiling: 'Caps on the risk of plainly harmless actions, applied before any rule raises it.',
  risk: 'What the tool touches and how far it reaches: each rule can raise the risk, add attacks and data-flow facts, and say how often such calls are normally made.',
  verdict: 'Rules that settle the verdict beyond the category and risk table.',
  poisoning: 'The definition speaks to the model instead of describing the tool.',
};
/** How often the kind of call is normally made: it sizes rate caps (src/lib/judgement/caps.ts). */
export type Cadence = 'ui' | 'content' | 'message' | 'fetch' | 'metered' | 'operation' | 'infra';
export interface Flow {
  source: boolean;
  injection: boolean;
  sink: boolean;
}
export interface Contribution {
  readOnly?: boolean;
  destructive?: boolean;
  category?: Category;
  riskAtLeast?: RiskLevel;
  riskAtMost?: RiskLevel;
  verdictAtLeast?: Exclude<Verdict, 'allow'>;
  /** The harm is bounded: the verdict need not be stricter than this, whatever the category table says. */
  verdictAtMost?: Exclude<Verdict, 'deny' | 'require-approval'>;
  cadence?: Cadence;
  attacks?: AttackId[];
  flow?: Partial<Flow>;
  /** A sentence for the reviewer; the record goes to review. */
  flag?: string;
  /** A family of tools with the same behaviour across servers: they get the same grade unless a record says why not. */
  family?: string;
  /** The worst realistic outcome when a misled agent calls the tool, for the rationale ("{objects}" is filled in). */
  outcome?: string;
  /**
   * What the tool does, for the rationale's opening sentence, when the category's own sentence would misdescribe it
   * (an install read as a page action, a command line given as arguments); "{objects}" is filled in.
   */
  touches?: string;
  /** Evidence weight for confidence: a clear, specific signal counts 1; words read in a long description count less. */
  weight?: number;
}
export interface State {
  readOnly: boolean;
  destructive: boolean;
  category?: Category;
  risk?: RiskLevel;
}
export interface Hit {
  signal: EvidenceSignal;
  match: string;
}
export interface Rule {
  id: string;
  stage: Stage;
  summary: string;
  when(facts: Facts, state: State): Hit | undefined;
  then: Contribution | ((facts: Facts, hit: Hit, state: State) => Contribution);
  /** What the rule concluded, for readers ("{match}" is filled in). */
  says: string;
  examples: { fires: ToolDefinitionInput[]; quiet: ToolDefinitionInput[] };
}

/** A rule, checked against the Rule shape where it is written. */
export function defineRule(rule: Rule): Rule {
  return rule;
}

/**
 * What a judgement rule is. Every rule is one file under rules/<stage>/<id>.ts made with defineRule: an id, the stage
 * it belongs to, a one-line summary (it becomes /docs/judgement/), a test of the definition (`when`) that returns the
 * exact words it matched, what it contributes (`then`), what it says on a tool page, and examples on which it must and
 * must not fire, which tests/judgement-rules.test.ts runs both ways. rules/index.ts lists the rules in the order they
 * run. Adding a rule is one file with its examples and one line in the registry.
 *
 * The stages run in the order of STAGES. The first six read what the definition says the tool does (`facts.inferred`
 * is that reading so far: its verbs after the verb stages, read-only after the read-only stage, destructive after the
 * destructive stage); the others judge it. Within a stage rules run in registry order, and the stage's mode says how
 * many of them count (STAGE_MODE).
 */
import type { AttackId } from './attacks.ts';
import type { Facts, McpToolDefinition } from './facts.ts';
import type { JudgedVerb } from './reading.ts';
import type { VerbClass } from './vocabulary/verbs.ts';
import type { Category, EvidenceSignal, RiskLevel, Verdict } from '../../schema/enums.ts';

export const STAGES = [
  'verbs',
  'name-verb',
  'added-verbs',
  'context',
  'read-only',
  'destructive',
  'hints',
  'category',
  'ceiling',
  'risk',
  'verdict',
  'poisoning',
] as const;
export type Stage = (typeof STAGES)[number];

/** The stages that read what the definition says the tool does; the engine runs them once per definition. */
export const READING_STAGES: readonly Stage[] = [
  'verbs',
  'name-verb',
  'added-verbs',
  'context',
  'read-only',
  'destructive',
];

/**
 * How many rules of a stage count: `first`, the first rule that fires decides and the rest of the stage is skipped;
 * `each`, every rule that fires adds what it contributes; `per-verb`, for each verb read so far (and each verb of the
 * description's opening sentence) the first rule that fires gives it its meaning.
 */
export const STAGE_MODE: Record<Stage, 'first' | 'each' | 'per-verb'> = {
  verbs: 'first',
  'name-verb': 'first',
  'added-verbs': 'each',
  context: 'per-verb',
  'read-only': 'first',
  destructive: 'each',
  hints: 'each',
  category: 'first',
  ceiling: 'each',
  risk: 'each',
  verdict: 'each',
  poisoning: 'each',
};

/** What each stage decides, in the order the engine runs them (shown on /docs/judgement/). */
export const STAGE_SUMMARY: Record<Stage, string> = {
  verbs:
    'Which verbs the reading rests on: the verbs of the name, or, when the name has none, the opening of the description, the data it names, or a verb further on. The first rule that fires decides, and a reading from anything but the name is flagged as less sure.',
  'name-verb':
    "Which verb the name's verb really is: a word as often a noun as a verb gives way to the description's opening verb, and a generic verb named after a read (execute_query) is that read. The first rule that fires decides.",
  'added-verbs':
    'Verbs the name does not say: what a generic verb (manage, handle) takes from the description, and the writing values an operation parameter offers, read by path a few levels into object and array parameters.',
  context:
    'What each verb means here: "stop" on a trace switches a recorder off, "open" on an app launches it, "transfer" with an amount moves money. For each verb the first rule that fires gives it its meaning; a page shows a step for every verb a rule changed.',
  'read-only':
    'Whether the tool only reads. The verbs decide, unless the definition shows more: a path the result is saved to, SQL that may write, a further action the description names, or a description that says the tool only reads. The first rule that fires decides.',
  destructive:
    'For a tool that writes, every reason it may overwrite or remove what exists, as the MCP specification defines destructive (anything but purely additive updates). Each rule that fires adds its reason.',
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
  /** The verbs the reading rests on (verbs stage), or all of them read anew (read-only stage). */
  verbs?: JudgedVerb[];
  /** Where the verbs came from (verbs stage). */
  basis?: 'name' | 'document-name' | 'description' | 'nouns' | 'fallback';
  /** The word read as a verb we do not know (verbs stage). */
  unknownVerb?: string;
  /** What the name's verb really is: the verbs that take its place (name-verb stage). */
  nameVerb?: JudgedVerb[];
  /** Verbs the reading gains. */
  addVerbs?: JudgedVerb[];
  /** The meaning the verb under consideration takes here (context stage). */
  verbClass?: VerbClass;
  /** Why the tool is (not) read-only or destructive, one short phrase, kept with the reading. */
  reason?: string;
  /**
   * A point of weak or conflicting evidence: the draft goes to review with it and its confidence is low. In a
   * judging stage it also says, for the rationale, why the draft is held (a clause: "its name's verb, manage, does
   * not say what it does").
   */
  doubt?: string;
  readOnly?: boolean;
  destructive?: boolean;
  category?: Category;
  riskAtLeast?: RiskLevel;
  riskAtMost?: RiskLevel;
  verdictAtLeast?: Exclude<Verdict, 'allow'>;
  /** Why a draft waits for a person, as a clause the rationale gives ("it may overwrite what exists"). */
  held?: string;
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
  /** In the context stage: the verb whose meaning is being read. */
  verb?: JudgedVerb;
  readOnly: boolean;
  destructive: boolean;
  /** A bounded-harm rule fired (it capped the risk or the verdict): what the tool can lose is small and known. */
  bounded?: boolean;
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
  /**
   * A caution for drafts only: the rule holds a draft whose evidence is weak or unchecked until a person has read the
   * source. A reviewed record is held to the table and the other rules, not to these (reviewed.ts).
   */
  draftOnly?: true;
  examples: { fires: McpToolDefinition[]; quiet: McpToolDefinition[] };
}

/** A rule, checked against the Rule shape where it is written. */
export function defineRule(rule: Rule): Rule {
  return rule;
}

/**
 * Putting a judgement into a tool record, and the server-wide steps around it:
 * whether a server's annotations look generated for the whole server, and the
 * calibration of rate caps across a server's tools. Used by the importer and by
 * `npm run rejudge`, so both write exactly the same thing.
 */
import { toolSchema, type ToolRecord } from '../../schema/tool.ts';
import { inKeyOrder } from '../catalogue/key-order.ts';
import { calibrateCaps } from '../judgement/caps.ts';
import { judgeTool, type Judgement } from '../judgement/engine.ts';
import type { JudgeContext } from '../judgement/facts.ts';
import { annotationsLookDerived, conclusionStep, isConclusion, rationaleArguesFor } from '../judgement/reviewed.ts';
import { splitSentences } from '../text/sentences.ts';
import type { Verdict } from '../../schema/enums.ts';
import { strictness } from './change-note.ts';

/** Marks a note written by a re-import, so a record that was reviewed stays known as such until it is reviewed again. */
export const LAST_REVIEWED = 'Last reviewed judgement:';

/** True when a person's judgement is in the record: reviewed, or sent back to review by a change since. */
export const humanJudged = (record: ToolRecord) =>
  record.review.status === 'reviewed' || (record.review.notes ?? '').includes(LAST_REVIEWED);

/** Attacks that describe a server's definitions rather than one tool's power; they live on the server page. */
export const SERVER_WIDE_ATTACKS = ['tool-poisoning', 'rug-pull'] as const;

/**
 * A hold on a tool that its definition cannot lift: the flag that marks it (kept by `npm run rejudge`), the verdict it
 * needs at least, and the sentence that says why, for readers (it becomes the policy's reason and ends the rationale).
 */
export interface Hold {
  flag: string;
  minVerdict: Verdict;
  reason: string;
}

/** Flags that hold a tool whatever the engine finds, by how the flag opens, with the hold each one puts back. */
export const HOLDING_FLAGS: ReadonlyArray<{ opens: string; minVerdict: Verdict; reason: string }> = [
  {
    opens: 'Cloaking:',
    minVerdict: 'require-approval',
    reason:
      'Every call needs approval: the server showed different MCP clients different tools, so no definition it gives can be trusted until a person has checked which list real clients get.',
  },
];

/** The holds a record's flags carry (HOLDING_FLAGS). */
export function holdsOf(record: Pick<ToolRecord, 'review'>): Hold[] {
  return record.review.flags.flatMap((flag) => {
    const hold = HOLDING_FLAGS.find((h) => flag.startsWith(h.opens));
    return hold ? [{ flag, minVerdict: hold.minVerdict, reason: hold.reason }] : [];
  });
}

/**
 * The record held: needs-review with the hold's flag, and where its verdict is looser than the hold's, the hold's
 * verdict, with the hold's reason as the policy's and in the rationale in place of the sentences that argued for the
 * looser verdict (so the page never says "allowed" above a verdict that holds every call).
 */
export function withHold(record: ToolRecord, hold: Hold): ToolRecord {
  const flags = record.review.flags.includes(hold.flag) ? record.review.flags : [...record.review.flags, hold.flag];
  const review = { ...record.review, status: 'needs-review' as const, flags };
  if (strictness(record.policy.verdict) >= strictness(hold.minVerdict)) return inSchemaOrder({ ...record, review });
  const kept = splitSentences(record.rationale).filter(
    (sentence) => rationaleArguesFor(sentence, hold.minVerdict) === undefined && sentence !== hold.reason,
  );
  return inSchemaOrder({
    ...record,
    rationale: [...kept, hold.reason].join(' '),
    policy: { verdict: hold.minVerdict, reason: hold.reason } as ToolRecord['policy'],
    review,
  });
}

/** The judgement fields of a record, as the engine wrote them. */
export function judgementFields(
  judgement: Judgement,
): Pick<
  ToolRecord,
  'effect' | 'category' | 'risk' | 'rationale' | 'attacks' | 'policy' | 'evidence' | 'flow' | 'family'
> {
  const fields: Pick<
    ToolRecord,
    'effect' | 'category' | 'risk' | 'rationale' | 'attacks' | 'policy' | 'evidence' | 'flow' | 'family'
  > = {
    effect: judgement.effect,
    category: judgement.category,
    risk: judgement.risk,
    rationale: judgement.rationale,
    attacks: judgement.attacks,
    policy: judgement.policy,
    evidence: judgement.evidence,
    flow: judgement.flow,
  };
  if (judgement.families[0] !== undefined) fields.family = judgement.families[0];
  return fields;
}

/** Whether a server's hints look generated for the whole server (judgement/reviewed.ts, where the checks read it too). */
export { annotationsLookDerived };

/**
 * A record re-judged by the current engine. A draft or a record waiting for review takes the new judgement
 * whole (keeping its review notes); a reviewed record keeps the reviewer's judgement and gains the engine's
 * evidence, flow facts and family (unless the reviewer set review.family), and loses server-wide attacks unless its own definition is poisoned.
 */
/** Record keys in the order the schema lists them, so files read the same whoever wrote them (catalogue/key-order.ts). */
export function inSchemaOrder(record: ToolRecord): ToolRecord {
  return inKeyOrder(record, toolSchema);
}

export function rejudgeRecord(record: ToolRecord, context: JudgeContext = {}): ToolRecord {
  return inSchemaOrder(rejudgeUnordered(record, context));
}

function rejudgeUnordered(record: ToolRecord, context: JudgeContext): ToolRecord {
  const judgement = judgeTool(record, context);
  // A person's judgement stays, also while a changed definition waits for them (the importer tightened it if needed).
  if (humanJudged(record)) {
    const poisoned = judgement.attacks.includes('tool-poisoning');
    const attacks = record.attacks.filter(
      (attack) => poisoned || !(SERVER_WIDE_ATTACKS as readonly string[]).includes(attack),
    );
    // A person's own steps (rule "review") stay after the engine's, and the last step names the grade the record
    // carries (reviewed.ts), so the page ends on it whether the person kept the draft's grade or changed it.
    const reviewSteps = (record.evidence ?? []).filter((step) => step.rule === 'review' && !isConclusion(step));
    const conclusion = conclusionStep(record, judgement);
    const next: ToolRecord = {
      ...record,
      attacks,
      evidence: [
        ...[...judgement.evidence, ...reviewSteps].slice(0, conclusion ? 63 : 64),
        ...(conclusion ? [conclusion] : []),
      ],
      flow: record.flow && reviewSteps.length > 0 ? record.flow : judgement.flow,
    };
    setFamily(next, record.review.family ?? judgement.families[0]);
    // A note that explains a difference from a family goes with the family: the engine no longer puts the record in
    // one, so there is no difference left to explain (check family-note-needs-family).
    if (next.family === undefined && next.review.familyNote !== undefined) {
      const { familyNote: _explained, ...review } = next.review;
      next.review = review;
    }
    return next;
  }
  const flags = [
    ...judgement.flags,
    ...record.review.flags.filter((flag) => flag.startsWith('Definition changed upstream')),
  ];
  const review: ToolRecord['review'] = {
    ...record.review,
    status: flags.length > 0 || judgement.confidence === 'low' ? 'needs-review' : 'draft',
    confidence: judgement.confidence,
    flags,
  };
  if (judgement.familyNote) review.familyNote = judgement.familyNote;
  else delete review.familyNote;
  let next: ToolRecord = { ...record, ...judgementFields(judgement), review };
  setFamily(next, record.review.family ?? judgement.families[0]);
  // A hold the record carries (a cloaking finding) stays, whatever the definition says.
  for (const hold of holdsOf(record)) next = withHold(next, hold);
  return next;
}

/** The family a record carries: a reviewer's review.family when given ("none": no family), else the engine's. */
function setFamily(record: ToolRecord, family: string | undefined) {
  if (family !== undefined && family !== 'none') record.family = family;
  else delete record.family;
}

/** Tightens the caps of a server's unreviewed records so a riskier tool never has a looser cap; returns the records, changed where needed. */
export function calibrateServer(records: readonly ToolRecord[]): ToolRecord[] {
  const changes = calibrateCaps(records);
  return records.map((record) => {
    const cap = changes.get(record);
    if (!cap || record.policy.verdict !== 'rate-limit') return record;
    if (record.review.status === 'reviewed') return record;
    const rationale = record.rationale.replace(
      /Capped at \d+ per (?:minute|hour|day)/,
      `Capped at ${cap.max} per ${cap.window}`,
    );
    return inSchemaOrder({ ...record, policy: { ...record.policy, max: cap.max, window: cap.window }, rationale });
  });
}

/**
 * A reviewed record beside the published verdict table and the engine's draft of it: "How we judged it" ends with the
 * person's step that names the grade the record carries, a verdict that departs from the table says why
 * (review.departure), and a rationale argues for the verdict it sits on. The validator's checks read these from the
 * record alone, without the rules; `npm run rejudge` writes the closing step. reviewed-drafts.ts holds what needs the
 * engine.
 */
import type { Evidence, ToolRecord } from '../../schema/tool.ts';
import type { Verdict } from '../../schema/enums.ts';
import type { DeclaredHints } from './facts.ts';
import { VERDICT_TABLE } from './verdict-table.ts';

type Graded = Pick<ToolRecord, 'category' | 'risk' | 'policy'>;

/** What the match of a person's closing step starts with: the step that names the grade the record carries. */
const CONCLUSION_MARK = 'grade: ';

/** A grade in words: "Write, medium risk, capped at 30 per hour". */
export function gradePhrase(record: Graded): string {
  const verdict =
    record.policy.verdict === 'rate-limit'
      ? `capped at ${record.policy.max} per ${record.policy.window}`
      : record.policy.verdict === 'require-approval'
        ? 'held for approval'
        : record.policy.verdict === 'allow'
          ? 'allowed'
          : 'denied';
  return `${record.category}, ${record.risk} risk, ${verdict}`;
}

/** Category, risk and verdict agree (a cap's size aside). */
const sameGrade = (a: Graded, b: Graded) =>
  a.category === b.category && a.risk === b.risk && a.policy.verdict === b.policy.verdict;

/**
 * The person's closing step of a reviewed record: it names the record's grade, so the steps end on what the page says
 * and never on a draft a person overruled; it says whether the person kept the draft's grade or changed it.
 */
export function conclusionStep(record: ToolRecord, draft: Graded): Evidence | undefined {
  if (record.review.status !== 'reviewed') return undefined;
  return {
    rule: 'review',
    signal: 'review',
    match: `${CONCLUSION_MARK}${gradePhrase(record)}`,
    says: sameGrade(record, draft)
      ? `Kept the grade the steps above reached: ${gradePhrase(record)}`
      : `Set the grade to ${gradePhrase(record)}, where the steps above drafted ${gradePhrase(draft)}`,
  };
}

/** The step a reviewed record's evidence must end with: the person's grade step for the grade it carries. */
export const closesWithGrade = (record: ToolRecord): boolean => {
  const last = record.evidence?.[record.evidence.length - 1];
  return last !== undefined && isConclusion(last) && last.match === `${CONCLUSION_MARK}${gradePhrase(record)}`;
};

/** The person's closing step, when the record's evidence has one. */
export const isConclusion = (step: Evidence) => step.rule === 'review' && step.match.startsWith(CONCLUSION_MARK);

/** The verdict the published table starts a record of this category and risk from. */
export const tableVerdict = (record: Pick<ToolRecord, 'category' | 'risk'>): Verdict =>
  VERDICT_TABLE[record.category][record.risk];

/**
 * True when most of a server's tools declare exactly the same hints: they were most likely set by one server-wide
 * function, and say less about each tool than hints written per tool.
 */
export function annotationsLookDerived(annotations: ReadonlyArray<DeclaredHints | undefined>): boolean {
  const declared = annotations.filter(
    (hints): hints is DeclaredHints =>
      hints !== undefined && (hints.readOnlyHint !== undefined || hints.destructiveHint !== undefined),
  );
  if (declared.length < 10 || declared.length < annotations.length * 0.9) return false;
  // Every tool spells out both hints, even destructiveHint on read-only tools where MCP ignores it, in at most
  // three combinations: the mark of hints set from a tool's type by one function, not written tool by tool.
  if (!declared.every((hints) => typeof hints.readOnlyHint === 'boolean' && typeof hints.destructiveHint === 'boolean'))
    return false;
  const shapes = new Set(
    declared.map((hints) =>
      JSON.stringify([hints.readOnlyHint, hints.destructiveHint, hints.idempotentHint, hints.openWorldHint]),
    ),
  );
  return shapes.size <= 3;
}

/** The verdict a rationale argues for, when it argues for another than the record's: a cap, approval or no limit. */
export function rationaleArguesFor(rationale: string, verdict: Verdict): Verdict | undefined {
  const text = rationale.replace(/\s+/g, ' ');
  // What a sentence says the tool gets, ignoring what it says the tool does not get ("rather than held", "not capped").
  // A phrase in a clause about another tool ("send-broadcast, which needs approval") says nothing of this one.
  const says = (pattern: RegExp) =>
    [...text.matchAll(new RegExp(pattern.source, 'gi'))].some((match) => {
      const before = text.slice(Math.max(0, (match.index ?? 0) - 30), match.index ?? 0);
      const clause =
        text
          .slice(0, match.index ?? 0)
          .split(/[.;:]\s/)
          .pop() ?? '';
      return (
        !/\b(?:rather than|instead of|not|no|nor|never|without|than)\s+(?:\w+\s+){0,2}$/i.test(before) &&
        !/\b(?:which|that|tools?|separate|step|submitting|sending|creating)\b/i.test(clause)
      );
    });
  const capped = says(
    /\b(?:capped (?:at|tightly|loosely|per|hourly|rather than)|(?:a|the) (?:\w+ )?cap (?:fits|suffices|is enough)|same cap|cap(?:ped)? (?:fits|suffices)|not (?:a loss )?worth approval)\b/,
  );
  const approval = says(
    /\b(?:held for (?:a person's )?approval|needs approval|requires approval|waits for a person)\b/,
  );
  // "Allowed ..." opening a sentence, or "allowed without a cap"; "a few calls an hour are allowed" is a cap.
  const allowed = says(/(?<=^|[.!?]\s)allowed\b|\ballowed (?:without|rather than|freely)\b/);
  const denied = says(/\bdenied\b/);
  if (verdict === 'require-approval' && (capped || allowed) && !approval) return capped ? 'rate-limit' : 'allow';
  if (verdict === 'rate-limit' && approval && !capped) return 'require-approval';
  if (verdict === 'rate-limit' && allowed && !capped) return 'allow';
  if (verdict === 'allow' && (capped || approval) && !allowed) return capped ? 'rate-limit' : 'require-approval';
  if (verdict === 'deny' && !denied && (capped || allowed || approval))
    return capped ? 'rate-limit' : approval ? 'require-approval' : 'allow';
  return undefined;
}

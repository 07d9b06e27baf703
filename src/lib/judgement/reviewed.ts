/**
 * A reviewed record beside the engine's draft of it and the published verdict table: whether a person changed the
 * draft (then "How we judged it" ends with that person's step, which names the grade the record carries), whether the
 * verdict departs from the table (then the record says why), and whether its rationale argues for another verdict.
 * The validator's checks and `npm run rejudge` read these, so the page, the data and the checks agree.
 */
import type { Evidence, ToolRecord } from '../../schema/tool.ts';
import type { Verdict } from '../../schema/enums.ts';
import { judgeTool, type Judgement } from './engine.ts';
import type { DeclaredHints, JudgeContext } from './facts.ts';
import { RULES } from './rules/index.ts';
import { VERDICT_TABLE } from './verdict-table.ts';

type Graded = Pick<ToolRecord, 'category' | 'risk' | 'policy'>;

/** What the match of a person's closing step starts with: the step that names the grade the record carries. */
export const CONCLUSION_MARK = 'grade: ';

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
export const sameGrade = (a: Graded, b: Graded) =>
  a.category === b.category && a.risk === b.risk && a.policy.verdict === b.policy.verdict;

/**
 * The person's closing step of a reviewed record whose grade is not the engine's draft: it names the record's grade,
 * so the trail ends on what the page says, not on a draft a person overruled. Undefined when the draft agrees.
 */
export function conclusionStep(record: ToolRecord, draft: Judgement): Evidence | undefined {
  if (record.review.status !== 'reviewed' || sameGrade(record, draft)) return undefined;
  return {
    rule: 'review',
    signal: 'review',
    match: `${CONCLUSION_MARK}${gradePhrase(record)}`,
    says: `a person who checked this tool set its grade, where the steps above drafted ${gradePhrase(draft)}`,
  };
}

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

/** The rules that hold drafts only (Rule.draftOnly): a reviewed record is not held to them. */
export const DRAFT_ONLY_RULES: ReadonlySet<string> = new Set(
  RULES.filter((rule) => rule.draftOnly).map((rule) => rule.id),
);

const drafted = new WeakMap<object, Map<ToolRecord, Judgement>>();
const standard = new WeakMap<object, Map<ToolRecord, Judgement>>();

/**
 * The engine's draft of each record, judged as `npm run rejudge` judges it (its server's slug, and whether the
 * server's hints look generated), once per catalogue object however many checks ask.
 */
export function draftsOf(catalogue: Judged): Map<ToolRecord, Judgement> {
  return judgedOnce(drafted, catalogue, {});
}

/**
 * What the engine says of each record with the draft-only rules left out: the table and the rules that read the
 * definition. A reviewed record whose verdict is neither this one nor the table's must say why (review.departure).
 */
export function standardsOf(catalogue: Judged): Map<ToolRecord, Judgement> {
  return judgedOnce(standard, catalogue, { withoutRules: DRAFT_ONLY_RULES });
}

type Judged = { tools: ReadonlyArray<{ server: string; record: ToolRecord }> };

function judgedOnce(
  memo: WeakMap<object, Map<ToolRecord, Judgement>>,
  catalogue: Judged,
  context: JudgeContext,
): Map<ToolRecord, Judgement> {
  const known = memo.get(catalogue);
  if (known) return known;
  const byServer = new Map<string, ToolRecord[]>();
  for (const { server, record } of catalogue.tools) byServer.set(server, [...(byServer.get(server) ?? []), record]);
  const judged = new Map<ToolRecord, Judgement>();
  for (const [server, records] of byServer) {
    const annotationsDerived = annotationsLookDerived(records.map((record) => record.annotations));
    for (const record of records)
      judged.set(record, judgeTool(record, { ...context, annotationsDerived, serverSlug: server }));
  }
  memo.set(catalogue, judged);
  return judged;
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
    /\b(?:capped at|a cap (?:fits|suffices|is enough)|same cap|capped rather than|cap(?:ped)? (?:fits|suffices)|not (?:a loss )?worth approval)\b/,
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

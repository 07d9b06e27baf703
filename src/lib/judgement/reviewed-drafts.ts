/**
 * What needs the engine about reviewed records: each record drafted as `npm run rejudge` drafts it, and the verdict the
 * rules reach with the draft-only rules left out (the standard a reviewed record is held to). Used by
 * scripts/align-reviewed-verdicts.ts and the evaluation, never by the validator, which reads records alone.
 */
import type { ToolRecord } from '../../schema/tool.ts';
import { judgeTool, type Judgement } from './engine.ts';
import type { JudgeContext } from './facts.ts';
import { annotationsLookDerived } from './reviewed.ts';
import { RULES } from './rules/index.ts';

/** The rules that hold drafts only (Rule.draftOnly): a reviewed record is not held to them. */
export const DRAFT_ONLY_RULES: ReadonlySet<string> = new Set(
  RULES.filter((rule) => rule.draftOnly).map((rule) => rule.id),
);

const standard = new WeakMap<object, Map<ToolRecord, Judgement>>();

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

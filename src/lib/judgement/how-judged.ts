/**
 * Words for the "How we judged it" section of a tool page and for /docs/judgement/, built from the
 * record's evidence and the rule table, so the page shows each step the engine (or a reviewer) took.
 */
import type { EvidenceSignal, FlowFact } from '../../schema/enums.ts';
import { FLOW_FACTS, FLOW_SUMMARY } from '../../schema/enums.ts';
import type { Evidence, ToolRecord } from '../../schema/tool.ts';
import { ruleById } from './rules/index.ts';
import { tableVerdict } from './reviewed.ts';
import { VERDICT_LABEL } from '../../schema/enums.ts';
import { hintConflicts } from '../text/hints.ts';

const SIGNAL_LABEL: Record<EvidenceSignal, string> = {
  name: 'Name',
  description: 'Description',
  parameter: 'Parameter',
  annotation: 'Declared hint',
  server: 'Server',
  inferred: 'Inferred',
  review: 'Review',
};

export interface EvidenceRow {
  rule: string;
  /** Link to the rule's entry on /docs/judgement/, or undefined for a reviewer's step. */
  href?: string;
  signal: string;
  match: string;
  says: string;
}

const ruleAnchor = (rule: string) => `/docs/judgement/#rule-${rule}`;

export function evidenceRows(evidence: readonly Evidence[] | undefined): EvidenceRow[] {
  return (evidence ?? []).map((step) => {
    const row: EvidenceRow = { rule: step.rule, signal: SIGNAL_LABEL[step.signal], match: step.match, says: step.says };
    if (ruleById(step.rule)) row.href = ruleAnchor(step.rule);
    return row;
  });
}

/** Where the author's declared hints and the catalogue's reading differ, one sentence each. */
export function hintDisagreements(record: Pick<ToolRecord, 'annotations' | 'effect'>): string[] {
  const declared = record.annotations;
  if (!declared) return [];
  const conflicts = hintConflicts(record);
  const out: string[] = [];
  if (conflicts.readOnly) {
    out.push(
      declared.readOnlyHint
        ? 'The author declares this tool read-only (readOnlyHint: true); the catalogue judges that it changes state.'
        : 'The author declares that this tool changes state (readOnlyHint: false); the catalogue judges that it only reads.',
    );
  }
  if (conflicts.destructive) {
    out.push(
      declared.destructiveHint
        ? 'The author declares it destructive (destructiveHint: true); the catalogue finds only additions in its definition.'
        : 'The author declares it non-destructive (destructiveHint: false). The MCP specification calls a tool destructive unless it performs only additive updates; this one overwrites or removes what exists, so the catalogue treats it as destructive.',
    );
  }
  return out;
}

export function flowSentences(flow: ToolRecord['flow']): Array<{ fact: FlowFact; yes: boolean; text: string }> {
  if (!flow) return [];
  return FLOW_FACTS.map((fact) => ({ fact, yes: flow[fact], text: FLOW_SUMMARY[fact] }));
}

export const FLOW_LABEL: Record<FlowFact, string> = {
  source: 'Reads private data',
  injection: 'Brings in third-party text',
  sink: 'Can send data out',
};

/**
 * Why a reviewed verdict departs from the published table, as the tool page says it: the table's starting verdict for
 * the record's category and risk, then the reviewer's reason (review.departure). Undefined when the record gives none.
 */
export function departureSentence(
  record: Pick<ToolRecord, 'category' | 'risk' | 'policy' | 'review'>,
): { table: string; reason: string } | undefined {
  const reason = record.review.departure;
  if (!reason) return undefined;
  return {
    table: `The table starts a ${record.category} tool at ${record.risk} risk from ${VERDICT_LABEL[tableVerdict(record)].toLowerCase()}; this one is ${VERDICT_LABEL[record.policy.verdict].toLowerCase()}.`,
    reason,
  };
}

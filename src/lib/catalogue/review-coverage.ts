/**
 * How much of what matters has been reviewed: the tools that run code, remove or overwrite, or move money, or that
 * are rated high or critical risk, are the ones a draft must not be trusted on (issue 32: every one is reviewed
 * against the source before it is marked reviewed; low-risk reads may stay drafts). Pure; /docs/coverage/ shows it.
 */
import type { ToolRecord } from '../../schema/tool.ts';

/** The categories whose tools are reviewed first, whatever their risk. */
export const HIGH_STAKES_CATEGORIES = ['Execute', 'Destructive', 'Financial'] as const;
/** The risk levels whose tools are reviewed first, whatever their category. */
export const HIGH_STAKES_RISKS = ['high', 'critical'] as const;

/** A tool a draft must not be trusted on: it runs code, removes or overwrites, moves money, or is rated high or critical. */
export function isHighStakes(record: Pick<ToolRecord, 'category' | 'risk'>): boolean {
  return (
    (HIGH_STAKES_CATEGORIES as readonly string[]).includes(record.category) ||
    (HIGH_STAKES_RISKS as readonly string[]).includes(record.risk)
  );
}

export interface ReviewCoverage {
  /** Every tool. */
  tools: number;
  /** Tools reviewed. */
  reviewed: number;
  /** High-stakes tools, and how many of them are not reviewed (drafts or needing review). */
  highStakes: number;
  highStakesUnreviewed: number;
}

export function reviewCoverage(records: Iterable<Pick<ToolRecord, 'category' | 'risk' | 'review'>>): ReviewCoverage {
  const out: ReviewCoverage = { tools: 0, reviewed: 0, highStakes: 0, highStakesUnreviewed: 0 };
  for (const record of records) {
    out.tools++;
    const reviewed = record.review.status === 'reviewed';
    if (reviewed) out.reviewed++;
    if (!isHighStakes(record)) continue;
    out.highStakes++;
    if (!reviewed) out.highStakesUnreviewed++;
  }
  return out;
}

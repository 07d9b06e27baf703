/**
 * The review queue: unreviewed records, and reviewed ones whose review is stale
 * (it read another version than the catalogued one), ordered by exposure ×
 * uncertainty, so a reviewer's hour goes where a wrong judgement would cost most. Exposure grows
 * with the risk, with how loose the verdict is (a wrong allow costs more than a
 * wrong approval) and with each data-flow leg; uncertainty with low confidence
 * and open flags.
 */
import type { Confidence } from '../../schema/enums.ts';
import type { ToolRecord } from '../../schema/tool.ts';

const RISK_WEIGHT = { low: 1, medium: 2, high: 3, critical: 4 } as const;
const LOOSENESS = { allow: 3, 'rate-limit': 2, 'require-approval': 1, deny: 0.5 } as const;
const UNCERTAINTY = { low: 3, medium: 2, high: 1 } as const;

export interface QueueEntry {
  file: string;
  server: string;
  name: string;
  score: number;
  exposure: number;
  uncertainty: number;
  /** A reviewed record whose review read another version than the catalogued one. */
  stale: boolean;
  record: ToolRecord;
}

/** A record as the queue reads it: a reviewed record's confidence and staleness come from what its review read. */
export interface QueueInput {
  server: string;
  file: string;
  record: ToolRecord;
  /** The confidence the page shows (review-read.ts); the engine's when absent. */
  confidence?: Confidence;
  stale?: boolean;
}

function exposureOf(record: ToolRecord): number {
  const legs = record.flow ? Number(record.flow.source) + Number(record.flow.injection) + Number(record.flow.sink) : 1;
  return RISK_WEIGHT[record.risk] * LOOSENESS[record.policy.verdict] + 0.5 * legs;
}

function uncertaintyOf(record: ToolRecord, confidence: Confidence = record.review.confidence ?? 'low'): number {
  return UNCERTAINTY[confidence] + (record.review.flags.length > 0 ? 1 : 0);
}

export function reviewQueue(tools: readonly QueueInput[]): QueueEntry[] {
  return tools
    .filter((tool) => tool.record.review.status !== 'reviewed' || tool.stale === true)
    .map((tool) => {
      const exposure = exposureOf(tool.record);
      const uncertainty = uncertaintyOf(tool.record, tool.confidence);
      return {
        file: tool.file,
        server: tool.server,
        name: tool.record.name,
        score: exposure * uncertainty,
        exposure,
        uncertainty,
        stale: tool.stale === true,
        record: tool.record,
      };
    })
    .sort((a, b) => b.score - a.score || a.file.localeCompare(b.file));
}

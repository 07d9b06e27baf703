/**
 * The review queue: unreviewed records ordered by exposure × uncertainty, so a
 * reviewer's hour goes where a wrong judgement would cost most. Exposure grows
 * with the risk, with how loose the verdict is (a wrong allow costs more than a
 * wrong approval) and with each data-flow leg; uncertainty with low confidence
 * and open flags.
 */
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
  record: ToolRecord;
}

export function exposureOf(record: ToolRecord): number {
  const legs = record.flow ? Number(record.flow.source) + Number(record.flow.injection) + Number(record.flow.sink) : 1;
  return RISK_WEIGHT[record.risk] * LOOSENESS[record.policy.verdict] + 0.5 * legs;
}

export function uncertaintyOf(record: ToolRecord): number {
  return UNCERTAINTY[record.review.confidence] + (record.review.flags.length > 0 ? 1 : 0);
}

export function reviewQueue(tools: ReadonlyArray<{ server: string; file: string; record: ToolRecord }>): QueueEntry[] {
  return tools
    .filter((tool) => tool.record.review.status !== 'reviewed')
    .map((tool) => {
      const exposure = exposureOf(tool.record);
      const uncertainty = uncertaintyOf(tool.record);
      return {
        file: tool.file,
        server: tool.server,
        name: tool.record.name,
        score: exposure * uncertainty,
        exposure,
        uncertainty,
        record: tool.record,
      };
    })
    .sort((a, b) => b.score - a.score || a.file.localeCompare(b.file));
}

/**
 * Turning a judgement into a catalogue record (the shape of data/servers/<slug>/tools/<name>.yaml).
 * Pure: the caller supplies the definition hash and the dates.
 */
import type { ReviewStatus } from '../../schema/enums.ts';
import type { ToolRecord } from '../../schema/tool.ts';
import type { Judgement, McpToolDefinition } from './index.ts';

export interface RecordMeta {
  /** "sha256:" + 64 hex digits of the definition, computed by the importer. */
  definitionHash: string;
  /** YYYY-MM-DD the tool entered the catalogue. */
  added: string;
  /** YYYY-MM-DD the definition last changed; defaults to added. */
  changed?: string;
  /** Defaults to needs-review when the judgement carries flags or low confidence, else draft. */
  status?: ReviewStatus;
}

export function judgementToRecord(tool: McpToolDefinition, judgement: Judgement, meta: RecordMeta): ToolRecord {
  const status: ReviewStatus = meta.status ?? (judgement.flags.length > 0 || judgement.confidence === 'low' ? 'needs-review' : 'draft');
  const annotations = tool.annotations === undefined ? undefined : stripUndefined(tool.annotations);
  return {
    name: tool.name,
    ...(tool.title !== undefined ? { title: tool.title } : {}),
    description: tool.description ?? '',
    ...(tool.inputSchema !== undefined ? { inputSchema: tool.inputSchema } : {}),
    ...(annotations !== undefined ? { annotations } : {}),
    definitionHash: meta.definitionHash,
    effect: judgement.effect,
    category: judgement.category,
    risk: judgement.risk,
    rationale: judgement.rationale,
    attacks: judgement.attacks,
    policy: judgement.policy,
    review: { status, confidence: judgement.confidence, flags: judgement.flags },
    added: meta.added,
    changed: meta.changed ?? meta.added,
  };
}

function stripUndefined<T extends Record<string, unknown>>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, entry]) => entry !== undefined)) as T;
}

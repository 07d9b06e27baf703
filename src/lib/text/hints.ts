import type { ToolRecord } from '../../schema/tool.ts';

/**
 * Which of the author's declared hints the catalogue's reading contradicts: read-only, and (for a tool that changes
 * state) destructive. The one test of it, for the tool page's sentences and for a review's confidence.
 */
export function hintConflicts(record: Pick<ToolRecord, 'annotations' | 'effect'>): {
  readOnly: boolean;
  destructive: boolean;
} {
  const declared = record.annotations;
  return {
    readOnly: typeof declared?.readOnlyHint === 'boolean' && declared.readOnlyHint !== record.effect.readOnly,
    destructive:
      !record.effect.readOnly &&
      typeof declared?.destructiveHint === 'boolean' &&
      declared.destructiveHint !== record.effect.destructive,
  };
}

/**
 * The one place the stack meets the export formats (src/lib/policy/exports/,
 * built under the exports issue). Until that module is on this branch the list
 * is empty and the stack offers policy.json per server only; swapping it in is
 * the one export line below.
 */
import type { PolicyWindow, Verdict } from '../../schema/enums.ts';

export interface ExportRule {
  tool: string;
  verdict: Verdict;
  max?: number;
  window?: PolicyWindow;
}
export interface ExportServer {
  slug: string;
  /** The name the client knows the server by (its key in the client's configuration). */
  clientName: string;
  rules: ExportRule[];
}
export interface ExportTarget {
  id: string;
  file: string;
  label: string;
  docsUrl: string;
  mediaType: string;
  render(servers: ExportServer[], options?: Record<string, unknown>): string;
}

export const EXPORT_TARGETS: readonly ExportTarget[] = [];

/**
 * The one place the stack meets the export formats (src/lib/policy/exports/):
 * every target, rendered for the whole set of servers at once.
 */
export { EXPORT_TARGETS, groupedNotes, renderFiles } from '../policy/exports/index.ts';
export type { ExportServer, ExportTarget } from '../policy/exports/index.ts';

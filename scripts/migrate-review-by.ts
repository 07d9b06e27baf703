/**
 * Migration: every review says who made it (review.read.by). The reviews in this catalogue so far were all made by AI
 * agents working for it (the sessions that built it and their helpers), so a review without `by` gets `by: agent`;
 * a review that already says who made it is left as it is. Run it again after merging branches whose reviews
 * predate the field.
 *
 *   node scripts/migrate-review-by.ts [--check]
 *
 * Reads the YAML directly (the catalogue does not load until this has run), validates each record with the tool
 * schema and writes it with the catalogue's writer.
 */
import { catalogueRoot } from '../src/lib/catalogue/reader.ts';
import type { ToolRecord } from '../src/schema/tool.ts';
import { rewriteTools } from './support/rewrite-records.ts';

const check = process.argv.includes('--check');
const changed = rewriteTools({
  root: catalogueRoot(),
  check,
  change(record) {
    const read = record.review.read as (ToolRecord['review']['read'] & { by?: string }) | undefined;
    if (!read || read.by !== undefined) return record;
    return { ...record, review: { ...record.review, read: { ...read, by: 'agent' } } };
  },
});
process.stdout.write(`${changed} reviews ${check ? 'would say' : 'now say'} who made them (by: agent).\n`);
process.exit(check && changed > 0 ? 1 : 0);

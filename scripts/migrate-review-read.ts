/**
 * One-off migration: gives every reviewed tool record a structured account of what the review read
 * (review.read), inferred from its review step's citation and its notes (src/lib/import/review-read-infer.ts),
 * and removes the confidence a reviewer chose: a reviewed record's confidence now follows from review.read
 * (src/lib/catalogue/review-read.ts). Records that already have review.read are left as they are.
 *
 *   node scripts/migrate-review-read.ts [--check]
 *
 * Reads the YAML directly (the catalogue does not load until this has run), writes with the catalogue's writer,
 * and prints how many records fall in each class and confidence before and after.
 */
import { catalogueRoot } from '../src/lib/catalogue/reader.ts';
import { cataloguedVersion, reviewReading, type ReadClass } from '../src/lib/catalogue/review-read.ts';
import { inferReviewRead } from '../src/lib/import/review-read-infer.ts';
import { toolSchema } from '../src/schema/tool.ts';
import { rewriteTools } from './support/rewrite-records.ts';

const check = process.argv.includes('--check');
const before: Record<string, number> = {};
const after: Record<string, number> = {};
const classes: Partial<Record<ReadClass, number>> = {};
let stale = 0;
const count = (table: Record<string, number>, key: string) => (table[key] = (table[key] ?? 0) + 1);

const changed = rewriteTools({
  root: catalogueRoot(),
  check,
  change(record, { path, server }) {
    const catalogued = cataloguedVersion(
      server as { source: { version?: string; commit?: string }; package?: { name: string; version: string } },
    );
    count(before, `${record.review.status}/${record.review.confidence ?? 'derived'}`);
    if (record.review.status === 'reviewed' && record.review.read === undefined) {
      const read = inferReviewRead(record, catalogued);
      const { confidence: _chosen, ...rest } = record.review;
      record.review = { ...rest, read };
    }
    const parsed = toolSchema.safeParse(record);
    if (!parsed.success) throw new Error(`${path}: ${parsed.error.issues.map((i) => i.message).join('; ')}`);
    const reading = reviewReading(record, catalogued);
    if (reading) {
      classes[reading.readClass] = (classes[reading.readClass] ?? 0) + 1;
      if (reading.stale) stale++;
    }
    count(after, `${record.review.status}/${reading?.confidence ?? record.review.confidence}`);
    return record;
  },
});
const show = (table: Record<string, number>) =>
  Object.entries(table)
    .sort()
    .map(([key, n]) => `${key} ${n}`)
    .join(', ');
process.stdout.write(
  `Status/confidence before: ${show(before)}\nStatus/confidence after: ${show(after)}\nWhat reviews read: ${show(classes)}; ${stale} stale (another version than the catalogued one).\n${changed} records ${check ? 'would change' : 'changed'}.\n`,
);
process.exit(check && changed > 0 ? 1 : 0);

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
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { catalogueRoot } from '../src/lib/catalogue/reader.ts';
import { recordYaml } from '../src/lib/import/yaml-writer.ts';
import { toolSchema, type ToolRecord } from '../src/schema/tool.ts';

const check = process.argv.includes('--check');
const root = join(catalogueRoot(), 'servers');
let changed = 0;
for (const slug of readdirSync(root).sort()) {
  const toolsDir = join(root, slug, 'tools');
  if (!existsSync(toolsDir)) continue;
  for (const name of readdirSync(toolsDir).sort()) {
    const path = join(toolsDir, name);
    const text = readFileSync(path, 'utf8');
    const record = parse(text, { version: '1.2' }) as ToolRecord;
    const read = record.review.read as (ToolRecord['review']['read'] & { by?: string }) | undefined;
    if (!read || read.by !== undefined) continue;
    record.review = { ...record.review, read: { ...read, by: 'agent' } };
    const parsed = toolSchema.safeParse(record);
    if (!parsed.success) throw new Error(`${path}: ${parsed.error.issues.map((i) => i.message).join('; ')}`);
    const out = recordYaml('tool', record);
    if (out === text) continue;
    changed++;
    if (!check) writeFileSync(path, out);
  }
}
process.stdout.write(`${changed} reviews ${check ? 'would say' : 'now say'} who made them (by: agent).\n`);
process.exit(check && changed > 0 ? 1 : 0);

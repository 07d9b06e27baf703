/**
 * npm run review-queue [-- --limit N] [--server slug]: unreviewed records and stale reviews (a review of another
 * version than the catalogued one), the most exposed and least certain first (src/lib/judgement/queue.ts). One
 * line each: score, grade, confidence, file.
 */
import { catalogueRoot, readCatalogue } from '../src/lib/catalogue/reader.ts';
import { reviewQueue } from '../src/lib/judgement/queue.ts';
import { cataloguedVersion, reviewReading } from '../src/lib/catalogue/review-read.ts';
import { uncheckedReporters } from '../src/lib/catalogue/telemetry.ts';

const args = process.argv.slice(2);
const limitAt = args.indexOf('--limit');
const limit = limitAt >= 0 ? Number(args[limitAt + 1]) : 100;
const serverAt = args.indexOf('--server');
const server = serverAt >= 0 ? args[serverAt + 1] : undefined;
if (!Number.isInteger(limit) || limit < 1) {
  process.stderr.write('review-queue: --limit takes a whole number of records, at least 1\n');
  process.exit(2);
}
const catalogue = readCatalogue(catalogueRoot());
const versions = new Map(catalogue.servers.map((entry) => [entry.slug, cataloguedVersion(entry.record)]));
const queue = reviewQueue(
  catalogue.tools
    .filter((tool) => !server || tool.server === server)
    .map((tool) => {
      const reading = reviewReading(tool.record, versions.get(tool.server) ?? {});
      return reading ? { ...tool, confidence: reading.confidence, stale: reading.stale } : tool;
    }),
);
const stale = queue.filter((entry) => entry.stale).length;
process.stdout.write(
  `${queue.length} records wait for review (${stale} of them reviewed at another version than the catalogued one); the first ${Math.min(limit, queue.length)}, most exposed and least certain first:\n`,
);
for (const entry of queue.slice(0, limit)) {
  const { record } = entry;
  const policy =
    record.policy.verdict === 'rate-limit'
      ? `rate-limit ${record.policy.max}/${record.policy.window}`
      : record.policy.verdict;
  process.stdout.write(
    `${entry.score.toFixed(1).padStart(5)}  ${record.category}/${record.risk}/${policy}  ${entry.stale ? 'stale review' : (record.review.confidence ?? '')}${record.review.flags.length ? ' flagged' : ''}  ${entry.file}\n`,
  );
}
const reporters = uncheckedReporters(catalogue.servers.filter((entry) => !server || entry.slug === server));
if (reporters.length > 0) {
  process.stdout.write(
    `\n${reporters.length} servers depend on a reporting library and nobody has read their code for what they send by themselves (record it in server.yaml behaviours and behavioursChecked):\n`,
  );
  for (const entry of reporters)
    process.stdout.write(`  ${entry.slug}: ${entry.record.package?.telemetryLibraries?.join(', ')}\n`);
}

import { cataloguedVersion, confidenceOf, reviewReading, READ_CLASSES } from '../../catalogue/review-read.ts';
import { defineCheck, type Finding } from '../check.ts';

/**
 * A reviewed record shows high confidence only when a person read the source at the version the catalogue lists.
 * Its confidence is derived from review.read, so this holds by construction for every record the schema admits;
 * the check states the rule where the validator's rules are, and its figure says how the reviews stand.
 */
export default defineCheck({
  id: 'review-confidence-earned',
  summary:
    'A reviewed record shows high confidence only when its review read the source at the catalogued version; stale reviews are counted and queued.',
  scope: 'catalogue',
  run(catalogue) {
    const versions = new Map(catalogue.servers.map((server) => [server.slug, cataloguedVersion(server.record)]));
    const findings: Finding[] = [];
    const classes = Object.fromEntries(READ_CLASSES.map((c) => [c, 0])) as Record<
      (typeof READ_CLASSES)[number],
      number
    >;
    let stale = 0;
    for (const tool of catalogue.tools) {
      if (tool.record.review.status !== 'reviewed') continue;
      const catalogued = versions.get(tool.server) ?? {};
      const reading = reviewReading(tool.record, catalogued);
      if (reading) {
        classes[reading.readClass]++;
        if (reading.stale) stale++;
      }
      if (confidenceOf(tool.record, catalogued) === 'high' && reading?.readClass !== 'source-catalogued')
        findings.push({
          file: tool.file,
          path: ['review'],
          message: 'high confidence, but no source read at the catalogued version is recorded',
          tip: 'say what the review read in review.read (what: definition, or what: source with the version or commit; by: agent or person); the confidence follows from it',
        });
    }
    const figure = `reviews read ${READ_CLASSES.map((c) => `${c} ${classes[c]}`).join(', ')}; ${stale} stale, queued by npm run review-queue`;
    return { findings, figure };
  },
});

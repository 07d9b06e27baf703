import { CONFIDENCE_LEVELS } from '../../schema/enums.ts';
import { cataloguedVersion, confidenceOf } from '../catalogue/review-read.ts';
import type { ValidatedCatalogue } from './runner.ts';

/** What `npm run validate` prints under its report: each check's figure, then how confidence is spread. */
export function formatFigures(catalogue: ValidatedCatalogue): string {
  const width = Math.max(...catalogue.figures.map((figure) => figure.id.length));
  const lines = catalogue.figures.map(
    (figure) => `  ${figure.id.padEnd(width)}  ${figure.findings}${figure.figure ? ` (${figure.figure})` : ''}`,
  );
  // The confidence a page shows: derived from what a review read, the engine's for a draft (catalogue/review-read.ts).
  const versions = new Map(catalogue.servers.map((server) => [server.slug, cataloguedVersion(server.record)]));
  const shown = new Map(
    catalogue.tools.map((tool) => [tool, confidenceOf(tool.record, versions.get(tool.server) ?? {})]),
  );
  const confidence = CONFIDENCE_LEVELS.map((level) => {
    const records = catalogue.tools.filter((tool) => shown.get(tool) === level);
    const drafts = records.filter((tool) => tool.record.review.status !== 'reviewed').length;
    return `${level} ${records.length} (drafts ${drafts})`;
  });
  return [`Checks (findings):`, ...lines, `Confidence: ${confidence.join(', ')}.`].join('\n');
}

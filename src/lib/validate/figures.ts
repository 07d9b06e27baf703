import { CONFIDENCE_LEVELS } from '../../schema/enums.ts';
import type { ValidatedCatalogue } from './runner.ts';

/** What `npm run validate` prints under its report: each check's figure, then how confidence is spread. */
export function formatFigures(catalogue: ValidatedCatalogue): string {
  const width = Math.max(...catalogue.figures.map((figure) => figure.id.length));
  const lines = catalogue.figures.map(
    (figure) => `  ${figure.id.padEnd(width)}  ${figure.findings}${figure.figure ? ` (${figure.figure})` : ''}`,
  );
  const confidence = CONFIDENCE_LEVELS.map((level) => {
    const records = catalogue.tools.filter((tool) => tool.record.review.confidence === level);
    const drafts = records.filter((tool) => tool.record.review.status !== 'reviewed').length;
    return `${level} ${records.length} (drafts ${drafts})`;
  });
  return [`Checks (findings):`, ...lines, `Confidence: ${confidence.join(', ')}.`].join('\n');
}

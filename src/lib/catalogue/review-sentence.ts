/**
 * The one sentence a tool page says about who judged a record and how far: kept apart from review-read.ts, which the
 * validator loads, because the engine's words for its own confidence come with the engine.
 */
import type { ToolRecord } from '../../schema/tool.ts';
import { CONFIDENCE_TEXT } from '../judgement/confidence.ts';
import { REVIEW_TEXT } from '../text/labels.ts';
import { reviewReading, type CataloguedVersion } from './review-read.ts';

const lowerFirst = (text: string) => `${text[0]!.toLowerCase()}${text.slice(1)}`;

/**
 * The one sentence a tool page says about who judged the record and how far: a review with who made it and what it read,
 * or the importer's draft with the engine's confidence.
 */
export function reviewSentence(
  record: Pick<ToolRecord, 'review' | 'annotations' | 'effect'>,
  catalogued: CataloguedVersion,
): string {
  const reading = reviewReading(record, catalogued);
  if (reading) {
    return record.review.status === 'reviewed'
      ? reading.sentence
      : `${REVIEW_TEXT[record.review.status]} Before that, ${lowerFirst(reading.sentence).replace(' reviewed this judgement', ' reviewed the judgement')}`;
  }
  const level = record.review.confidence ?? 'low';
  return `${REVIEW_TEXT[record.review.status]} Confidence: ${level}. ${CONFIDENCE_TEXT[level]}`;
}

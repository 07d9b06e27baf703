/**
 * What a review read and who made it, and what follows from it: the one sentence a tool page says about the review, the
 * confidence (derived from what was read, never chosen), and whether the review is stale because it read another
 * version than the one catalogued. Pure; the page, the review queue, the validator's figures and the checks use it.
 */
import type { Confidence, Reviewer } from '../../schema/enums.ts';
import type { ToolRecord } from '../../schema/tool.ts';
import { hintConflicts } from '../text/hints.ts';

/** How a review stands against the version the catalogue lists. */
export const READ_CLASSES = ['definition', 'source-catalogued', 'source-other', 'source-unrecorded'] as const;
export type ReadClass = (typeof READ_CLASSES)[number];

/** The version the catalogue lists for a server: the package's, else the one its tools were read at. */
export interface CataloguedVersion {
  version?: string;
  commit?: string;
  /** The npm package, to name it in the sentence. */
  packageName?: string;
}

export function cataloguedVersion(server: {
  source: { version?: string; commit?: string };
  package?: { name: string; version: string };
}): CataloguedVersion {
  const out: CataloguedVersion = {};
  const version = server.package?.version ?? server.source.version;
  if (version) out.version = version;
  if (server.source.commit) out.commit = server.source.commit;
  if (server.package) out.packageName = server.package.name;
  return out;
}

const sameCommit = (a: string, b: string) => a.startsWith(b) || b.startsWith(a);

export interface ReviewReading {
  readClass: ReadClass;
  /** The review read another version or commit than the one catalogued: it may no longer hold. */
  stale: boolean;
  confidence: Confidence;
  /** What was read and what follows, in plain words, once on the page. */
  sentence: string;
}

/** Each kind of reviewer: who a page says reviewed (`subject`, opening a sentence), and what it is, for /docs/judgement/. */
export const REVIEWERS_SAID: Record<Reviewer, { subject: string; label: string; text: string }> = {
  agent: {
    subject: 'An AI agent working for this catalogue',
    label: 'AI agent',
    text: "An AI agent working for this catalogue, which reads the tool's definition or the published source with tools and writes down what it read.",
  },
  person: { subject: 'A person', label: 'Person', text: 'A person, who read what the record says they read.' },
};

/** Why each derived confidence is what it is, for the page and the docs. */
export const REVIEW_CONFIDENCE_RULE =
  "A reviewed record's confidence follows from what the review read: high when the reviewer read the source at the version the catalogue lists; medium when they read the definition only, or the source at another version or an unrecorded one; low when they read the definition only and the author's declared hints contradict the judgement, with no source read to settle it.";

/** A review of a record, against the catalogued version; undefined when nobody has reviewed it. */
export function reviewReading(
  record: Pick<ToolRecord, 'review' | 'annotations' | 'effect'>,
  catalogued: CataloguedVersion,
): ReviewReading | undefined {
  const read = record.review.read;
  if (!read) return undefined;
  const who = REVIEWERS_SAID[read.by].subject;
  if (read.what === 'definition') {
    const conflicts = hintConflicts(record);
    const contradicted = conflicts.readOnly || conflicts.destructive;
    return {
      readClass: 'definition',
      stale: false,
      confidence: contradicted ? 'low' : 'medium',
      sentence: contradicted
        ? `${who} reviewed this judgement from the tool's definition only; the source was not read, and the author's declared hints disagree with it. Confidence: low.`
        : `${who} reviewed this judgement from the tool's definition only; the source was not read. Confidence: medium.`,
    };
  }
  const what = catalogued.packageName ? `the source of ${catalogued.packageName}` : 'the source';
  if (read.version !== undefined || read.commit !== undefined) {
    const atVersion = read.version !== undefined && read.version === catalogued.version;
    const atCommit =
      read.version === undefined &&
      read.commit !== undefined &&
      catalogued.commit !== undefined &&
      sameCommit(read.commit, catalogued.commit);
    const readAt = read.version !== undefined ? read.version : `commit ${read.commit!.slice(0, 7)}`;
    if (atVersion || atCommit)
      return {
        readClass: 'source-catalogued',
        stale: false,
        confidence: 'high',
        sentence: `${who} reviewed this judgement by reading ${what} at ${readAt}, the version listed here. Confidence: high.`,
      };
    const listed = catalogued.version ?? (catalogued.commit ? `commit ${catalogued.commit.slice(0, 7)}` : undefined);
    return {
      readClass: 'source-other',
      stale: true,
      confidence: 'medium',
      sentence: `${who} reviewed this judgement by reading ${what} at ${readAt}${listed ? `, not ${listed}, the version listed here` : ''}: the review may be out of date and waits to be done again. Confidence: medium.`,
    };
  }
  return {
    readClass: 'source-unrecorded',
    stale: false,
    confidence: 'medium',
    sentence: `${who} reviewed this judgement by reading ${what}; which version they read is not recorded. Confidence: medium.`,
  };
}

/** The confidence a page shows: derived from the review when the record was reviewed, else the engine's. */
export function confidenceOf(
  record: Pick<ToolRecord, 'review' | 'annotations' | 'effect'>,
  catalogued: CataloguedVersion,
): Confidence {
  return reviewReading(record, catalogued)?.confidence ?? record.review.confidence ?? 'low';
}

/**
 * What an earlier review read, inferred from what it wrote: the citation of its review step (evidence rule
 * "review") and its notes. Used once, by scripts/migrate-review-read.ts, to give the records reviewed before
 * review.read existed a structured account of their review. Every doubt goes to the weaker claim: a citation of
 * the definition, or notes that say the tool was judged from it, is a definition-only review; a source read with
 * no version in the citation or notes has its version unrecorded; a citation or note naming another version or
 * commit (or a mirror or HEAD) is a read of another version, even when the catalogued one is named beside it.
 */
import type { ToolRecord } from '../../schema/tool.ts';

type Read = NonNullable<ToolRecord['review']['read']>;

const VERSION = /(?<![\w.])v?(\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?)(?!\w)/g;
const HEX = /(?<![0-9A-Za-z])([0-9a-f]{7,40})(?![0-9A-Za-z])/g;
/** A citation of the definition: "definition", "tool definition (…)", "definitions and …", "definition diff …". */
const CITES_DEFINITION = /^(?:tool )?definitions?\b/i;
/** A citation of code: "source: …" or "npm <package> <version>: …". */
const CITES_SOURCE = /^(?:source\b|npm\s)/i;
/** Notes that say the judgement came from the definition, or that the source was not read. */
const NOTES_DEFINITION =
  /judged (?:only )?from the (?:tool'?s? )?definitions?|definition only|from the definitions?\b(?! of)|not read the source|source (?:was )?not (?:read|in)/i;
/** Notes that say code was read: a file of code named after "read", npm pack, "read the source/code/package". */
const NOTES_READ_CODE =
  /\bread\b[^.]*\.(?:ts|js|mjs|cjs|py|go|rs|json)\b|\bnpm pack\b|\bread the (?:source|code|package|published package)/i;
/** A read of something other than a release: a mirror, a branch head. */
const NOT_A_RELEASE = /\bmirror\b|\bHEAD\b|\bmain branch\b/;

interface Mentions {
  catalogued: boolean;
  otherVersions: string[];
  otherCommits: string[];
  notARelease: boolean;
}

function mentions(text: string, version: string | undefined, commit: string | undefined): Mentions {
  const isCatalogued = (hex: string) => commit !== undefined && (commit.startsWith(hex) || hex.startsWith(commit));
  const versions = [...text.matchAll(VERSION)].map((m) => m[1]!);
  // A commit is hex with both a digit and a letter (not a bare number or a word).
  const commits = [...text.matchAll(HEX)].map((m) => m[1]!).filter((hex) => /[a-f]/.test(hex) && /\d/.test(hex));
  return {
    catalogued: (version !== undefined && versions.includes(version)) || commits.some(isCatalogued),
    otherVersions: versions.filter((v) => v !== version),
    otherCommits: commits.filter((hex) => !isCatalogued(hex)),
    notARelease: NOT_A_RELEASE.test(text),
  };
}

/**
 * The read of a reviewed record, from its review step's citation and its notes, against the version and commit
 * the catalogue lists for its server.
 */
export function inferReviewRead(
  record: Pick<ToolRecord, 'evidence' | 'review'>,
  catalogued: { version?: string; commit?: string },
): Read {
  const citation = (record.evidence ?? []).find((step) => step.rule === 'review')?.match.trim() ?? '';
  const notes = record.review.notes ?? '';
  const judgedFromDefinition = NOTES_DEFINITION.test(notes);
  const source =
    !judgedFromDefinition &&
    (CITES_SOURCE.test(citation) || (citation === '' && NOTES_READ_CODE.test(notes))) &&
    !CITES_DEFINITION.test(citation);
  if (!source) return { what: 'definition', by: 'agent' };

  const atCatalogued = (): Read =>
    catalogued.version !== undefined
      ? { what: 'source', version: catalogued.version, by: 'agent' }
      : { what: 'source', commit: catalogued.commit!, by: 'agent' };
  const cited = mentions(citation, catalogued.version, catalogued.commit);
  const noted = mentions(notes, catalogued.version, catalogued.commit);
  // The citation says what was read; the notes count only where it is silent.
  if (cited.catalogued && !cited.notARelease) return atCatalogued();
  for (const seen of [cited, noted]) {
    if (seen.otherVersions.length > 0) return { what: 'source', version: seen.otherVersions[0], by: 'agent' };
    if (seen.otherCommits.length > 0) return { what: 'source', commit: seen.otherCommits[0], by: 'agent' };
    if (seen.notARelease) return { what: 'source', by: 'agent' };
  }
  if (noted.catalogued) return atCatalogued();
  return { what: 'source', by: 'agent' };
}

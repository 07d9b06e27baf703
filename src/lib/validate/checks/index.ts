/** Every check the validator runs, in the order it reports them. Adding a check: a file here, its test, one line below. */
import type { Check } from '../check.ts';
import attackIdsKnown from './attack-ids-known.ts';
import capsNotInverted from './caps-not-inverted.ts';
import effectMatchesCategory from './effect-matches-category.ts';
import enumBounded from './enum-bounded.ts';
import familyGradeShared from './family-grade-shared.ts';
import familyNoteNeedsFamily from './family-note-needs-family.ts';
import organisationFactsDistinct from './organisation-facts-distinct.ts';
import noWriteLeftovers from './no-write-leftovers.ts';
import obtainedAgrees from './obtained-agrees.ts';
import rationaleNotGarbled from './rationale-not-garbled.ts';
import rationaleNotRepeated from './rationale-not-repeated.ts';
import reviewConfidenceEarned from './review-confidence-earned.ts';
import reviewFamilyKnown from './review-family-known.ts';
import serverNamesDistinct from './server-names-distinct.ts';
import servesKnownProduct from './serves-known-product.ts';
import serverTextPlain from './server-text-plain.ts';
import toolNameMatchesFile from './tool-name-matches-file.ts';
import verdictFitsTool from './verdict-fits-tool.ts';
import viaToolExists from './via-tool-exists.ts';
import verdictFollowsTable from './verdict-follows-table.ts';
import trailConcludesGrade from './trail-concludes-grade.ts';
import rationaleAgreesWithVerdict from './rationale-agrees-with-verdict.ts';
import writtenTextComplete from './written-text-complete.ts';

export const CHECKS: readonly Check[] = [
  toolNameMatchesFile,
  attackIdsKnown,
  effectMatchesCategory,
  verdictFitsTool,
  verdictFollowsTable,
  rationaleAgreesWithVerdict,
  writtenTextComplete,
  trailConcludesGrade,
  reviewFamilyKnown,
  familyNoteNeedsFamily,
  serverNamesDistinct,
  servesKnownProduct,
  organisationFactsDistinct,
  reviewConfidenceEarned,
  obtainedAgrees,
  rationaleNotRepeated,
  rationaleNotGarbled,
  capsNotInverted,
  familyGradeShared,
  enumBounded,
  serverTextPlain,
  viaToolExists,
  noWriteLeftovers,
];

import { FAMILY_GRADES } from '../../judgement/families.ts';
import { defineCheck, type Finding } from '../check.ts';

export default defineCheck({
  id: 'review-family-known',
  summary:
    'A reviewer’s family correction (review.family) names a known family or none, and the record’s family follows it.',
  scope: 'record',
  run(catalogue) {
    const families = Object.keys(FAMILY_GRADES);
    const findings: Finding[] = [];
    for (const { file, record } of catalogue.tools) {
      const corrected = record.review.family;
      if (corrected === undefined) continue;
      if (corrected !== 'none' && !families.includes(corrected)) {
        findings.push({
          file,
          path: ['review', 'family'],
          message: `unknown family "${corrected}"`,
          tip: `use one of ${families.join(', ')}, or none`,
        });
      } else if ((record.family ?? 'none') !== corrected) {
        findings.push({
          file,
          path: ['family'],
          message: `family is ${record.family ?? 'absent'} but review.family says ${corrected}`,
          tip: 'run npm run rejudge, which sets the family from review.family',
          repairable: true,
        });
      }
    }
    return { findings };
  },
});

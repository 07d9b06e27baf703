import { closesWithGrade, gradePhrase } from '../../judgement/reviewed.ts';
import { defineCheck, type Finding } from '../check.ts';

export default defineCheck({
  id: 'trail-concludes-grade',
  summary:
    'A reviewed record’s “How we judged it” ends with the person’s step naming the grade the record carries, so the page never ends on a draft the record contradicts.',
  scope: 'record',
  run(catalogue) {
    const findings: Finding[] = [];
    for (const { file, record } of catalogue.tools) {
      // A record with no steps shows none; the page says its judgement was written by a person.
      if (record.review.status !== 'reviewed' || (record.evidence ?? []).length === 0 || closesWithGrade(record))
        continue;
      findings.push({
        file,
        path: ['evidence'],
        at: 'key',
        message: `the steps do not end with the person’s step naming the reviewed grade (${gradePhrase(record)})`,
        tip: 'run npm run rejudge: it ends the steps with the person’s grade',
        repairable: true,
      });
    }
    return { findings };
  },
});

import { defineCheck, type Finding } from '../check.ts';

export default defineCheck({
  id: 'family-note-needs-family',
  summary:
    'A family note (review.familyNote) explains a difference from the record’s family, so it needs one: a note left behind when a record leaves every family would still be shown.',
  scope: 'record',
  run(catalogue) {
    const findings: Finding[] = [];
    for (const { file, record } of catalogue.tools) {
      if (record.review.familyNote === undefined || record.family !== undefined) continue;
      findings.push({
        file,
        path: ['review', 'familyNote'],
        message: 'review.familyNote explains a difference from a family, but the record has no family',
        tip: 'delete review.familyNote, or set review.family to the family it differs from and run npm run rejudge',
        // The family is derived: re-judging gives the record its family again, or drops the note when it has none.
        repairable: true,
      });
    }
    return { findings };
  },
});

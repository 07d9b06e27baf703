import { conclusionStep, draftsOf, gradePhrase } from '../../judgement/reviewed.ts';
import { defineCheck, type Finding } from '../check.ts';

export default defineCheck({
  id: 'trail-concludes-grade',
  summary:
    'Where a person changed the engine’s draft, “How we judged it” ends with that person’s step naming the grade the record carries, so the page never ends on a conclusion the record contradicts.',
  scope: 'catalogue',
  run(catalogue) {
    // Judged beside every record of its server, as npm run rejudge judges it (whether the server's hints look generated).
    const reviewed = { tools: catalogue.tools.filter(({ record }) => record.review.status === 'reviewed') };
    const drafts = draftsOf(catalogue);
    const findings: Finding[] = [];
    for (const { file, record } of reviewed.tools) {
      // A record with no steps shows none; the page says its judgement was written by a person.
      if ((record.evidence ?? []).length === 0) continue;
      const draft = drafts.get(record);
      const expected = draft ? conclusionStep(record, draft) : undefined;
      if (!expected) continue;
      const last = record.evidence?.[record.evidence.length - 1];
      if (last?.rule === expected.rule && last.match === expected.match) continue;
      findings.push({
        file,
        path: ['evidence'],
        at: 'key',
        message: `the steps end on the engine’s draft (${gradePhrase(draft!)}), not on the reviewed grade (${gradePhrase(record)})`,
        tip: 'run npm run rejudge: it ends the steps with the person’s grade',
        repairable: true,
      });
    }
    return { findings };
  },
});

import { VERDICT_LABEL } from '../../../schema/enums.ts';
import { tableVerdict } from '../../judgement/reviewed.ts';
import { defineCheck, type Finding } from '../check.ts';

export default defineCheck({
  id: 'verdict-follows-table',
  summary:
    'A reviewed verdict is the published table’s for its category and risk, or review.departure says why it departs (the rule that moved it, or the reviewer’s reason); the tool page shows it.',
  scope: 'record',
  run(catalogue) {
    const findings: Finding[] = [];
    for (const { file, record } of catalogue.tools) {
      if (record.review.status !== 'reviewed' || record.review.departure) continue;
      const table = tableVerdict(record);
      if (record.policy.verdict === table) continue;
      findings.push({
        file,
        path: ['policy', 'verdict'],
        message: `verdict ${record.policy.verdict} departs from the table (${record.category}, ${record.risk} risk: ${VERDICT_LABEL[table].toLowerCase()}), and review.departure does not say why`,
        tip: 'write why in review.departure (shown on the tool page), or change the verdict to the table’s',
      });
    }
    return { findings };
  },
});

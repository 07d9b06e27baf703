import { VERDICT_LABEL } from '../../../schema/enums.ts';
import { standardsOf, tableVerdict } from '../../judgement/reviewed.ts';
import { defineCheck, type Finding } from '../check.ts';

export default defineCheck({
  id: 'verdict-follows-table',
  summary:
    'A reviewed verdict is the published table’s for its category and risk, or the one the judgement rules reach from its definition (their steps show why), or review.departure says why it departs.',
  scope: 'catalogue',
  run(catalogue) {
    // Judged beside every record of its server, as npm run rejudge judges it (whether the server's hints look generated).
    const reviewed = { tools: catalogue.tools.filter(({ record }) => record.review.status === 'reviewed') };
    const standards = standardsOf(catalogue);
    const findings: Finding[] = [];
    for (const { file, record } of reviewed.tools) {
      const table = tableVerdict(record);
      const ruled = standards.get(record)?.policy.verdict;
      if (record.policy.verdict === table || record.policy.verdict === ruled || record.review.departure) continue;
      findings.push({
        file,
        path: ['policy', 'verdict'],
        message: `verdict ${record.policy.verdict} departs from the table (${record.category}, ${record.risk} risk: ${VERDICT_LABEL[table].toLowerCase()})${ruled && ruled !== table ? ` and from what the rules reach (${VERDICT_LABEL[ruled].toLowerCase()})` : ''}, and nothing says why`,
        tip: 'write why in review.departure (shown on the tool page), or change the verdict to the table’s',
      });
    }
    return { findings };
  },
});

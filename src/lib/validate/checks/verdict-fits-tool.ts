import { verdictIssues } from '../../judgement/consistency.ts';
import { defineCheck } from '../check.ts';

export default defineCheck({
  id: 'verdict-fits-tool',
  summary:
    'A verdict the tool’s category and risk rule out is refused: no allow on a Destructive, Financial or critical tool, no deny on a low-risk Read.',
  scope: 'record',
  run(catalogue) {
    return {
      findings: catalogue.tools.flatMap(({ file, record }) =>
        verdictIssues(record, record.policy.verdict).map((issue) => ({ file, ...issue })),
      ),
    };
  },
});

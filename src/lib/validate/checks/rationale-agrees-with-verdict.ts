import { rationaleArguesFor } from '../../judgement/reviewed.ts';
import { defineCheck, type Finding } from '../check.ts';

export default defineCheck({
  id: 'rationale-agrees-with-verdict',
  summary:
    'A rationale argues for the verdict the record carries: one that says the tool is capped, held for approval or allowed cannot sit on another verdict.',
  scope: 'record',
  run(catalogue) {
    const findings: Finding[] = [];
    for (const { file, record } of catalogue.tools) {
      const argued = rationaleArguesFor(record.rationale, record.policy.verdict);
      if (argued === undefined) continue;
      findings.push({
        file,
        path: ['policy', 'verdict'],
        message: `the rationale argues for ${argued}, but the verdict is ${record.policy.verdict}`,
        tip:
          record.review.status === 'reviewed'
            ? 'change the verdict to the one the rationale argues for, or rewrite the rationale'
            : 'run npm run rejudge: it writes an unreviewed record’s rationale and verdict again',
        // An unreviewed record's rationale and verdict are the engine's: re-judging writes both again.
        ...(record.review.status !== 'reviewed' ? { repairable: true as const } : {}),
      });
    }
    return { findings };
  },
});

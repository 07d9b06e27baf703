import { tool } from '../../examples.ts';
import { enumValue } from '../../facts.ts';
import { defineRule } from '../../rule.ts';

export default defineRule({
  id: 'approves',
  stage: 'risk',
  summary:
    'An event or action parameter can approve (a review, a request, a change): an approval counts toward protections meant for people. High risk, approval.',
  when: (facts, state) => {
    if (state.readOnly) return undefined;
    const found = enumValue(facts, /^approved?$/i);
    return found
      ? { signal: 'parameter', match: `${found.parameter.path ?? found.parameter.name}: ${found.value}` }
      : undefined;
  },
  then: {
    riskAtLeast: 'high',
    verdictAtLeast: 'require-approval',
    attacks: ['excessive-agency', 'confused-deputy'],
    outcome: 'an approval that satisfies a protection meant for a person, given by the agent',
    weight: 1,
  },
  says: 'the value {match} gives an approval',
  examples: {
    fires: [
      tool('submit_review', 'Submit a review.', {
        event: { type: 'string', enum: ['APPROVE', 'COMMENT', 'REQUEST_CHANGES'] },
      }),
    ],
    quiet: [tool('submit_review', 'Submit a comment.', { event: { type: 'string', enum: ['COMMENT'] } })],
  },
});

import { forVerb } from '../../find.ts';
import { defineRule } from '../../rule.ts';

/** The simulation answers what would happen: it evaluates a policy or checks whether something would pass. */
const WHAT_WOULD_HAPPEN =
  /\b(?:evaluat\w*|check (?:if|whether)|whether|would (?:be|have|it)|what[- ]if|dry[- ]run|without (?:applying|changing|executing|sending))\b/i;

export default defineRule({
  id: 'context-simulates-check',
  stage: 'context',
  summary:
    'Simulating a policy evaluation or a packet\'s path to check whether it would pass ("Simulate IAM policy evaluation", "to check if it would be accepted") only computes an answer: nothing is sent or changed.',
  when: forVerb(
    (verb, facts) => verb.lemma === 'simulate' && WHAT_WOULD_HAPPEN.test(facts.inferred.description.sentence),
  ),
  then: { verbClass: 'compute' },
  says: '"{match}" here works out what would happen, and changes nothing',
  examples: {
    fires: [
      { name: 'simulate_principal_policy', description: 'Simulate IAM policy evaluation for a principal.' },
      {
        name: 'simulate_packet',
        description: "Simulate a packet flow through a gateway's policy to check if it would be accepted or dropped.",
      },
    ],
    quiet: [
      {
        name: 'simulate_conversation',
        description: 'Simulate a text conversation between an AI agent and a simulated user.',
      },
      { name: 'simulate_webhook_event', description: 'Simulate a payment event and send it to the endpoint.' },
    ],
  },
});

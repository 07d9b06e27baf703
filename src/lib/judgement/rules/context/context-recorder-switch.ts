import { forVerb } from '../../find.ts';
import { defineRule } from '../../rule.ts';

export default defineRule({
  id: 'context-recorder-switch',
  stage: 'context',
  summary:
    'Starting or stopping a trace, recording or capture switches a recorder on or off and leaves its file behind: a change of state, and nothing is lost.',
  when: forVerb((verb, facts) => facts.inferred.observation && (verb.cls === 'trigger' || verb.cls === 'disruptive')),
  then: { verbClass: 'state' },
  says: '"{match}" on a recorder switches it on or off',
  examples: {
    fires: [{ name: 'stop_tracing', description: 'Stop the performance trace.' }],
    quiet: [{ name: 'stop_server', description: 'Stop the server.' }],
  },
});

import { forVerb } from '../../find.ts';
import { defineRule } from '../../rule.ts';

export default defineRule({
  id: 'context-copies-observation',
  stage: 'context',
  summary: 'Taking, saving or exporting a screenshot, trace or log copies data out; the source is unchanged.',
  when: forVerb(
    (verb, facts) =>
      facts.inferred.observation && !['delete', 'overwrite', 'execute', 'financial', 'send'].includes(verb.cls),
  ),
  then: { verbClass: 'export' },
  says: '"{match}" on a screenshot, trace or log only copies data out',
  examples: {
    fires: [{ name: 'save_trace', description: 'Save the recorded trace.' }],
    quiet: [{ name: 'delete_traces', description: 'Delete the recorded traces.' }],
  },
});

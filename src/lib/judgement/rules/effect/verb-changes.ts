import { tool } from '../../examples.ts';
import { verbSignal } from '../../find.ts';
import { defineRule } from '../../rule.ts';
import { READ_CLASSES } from '../../vocabulary/verbs.ts';

export default defineRule({
  id: 'verb-changes',
  stage: 'effect',
  summary: 'A verb of the name, the description or an operation parameter changes state: the tool is not read-only.',
  when: (facts) => {
    if (facts.inferred.readOnly) return undefined;
    const verb = facts.inferred.verbs.find((candidate) => !READ_CLASSES.has(candidate.cls)) ?? facts.inferred.dominant;
    return { signal: verbSignal(facts, verb.lemma), match: verb.lemma };
  },
  then: { readOnly: false, weight: 1 },
  says: '"{match}" changes state',
  examples: {
    fires: [tool('create_widget', 'Create a widget.')],
    quiet: [tool('get_widget', 'Get one widget by id.')],
  },
});

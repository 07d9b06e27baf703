import { tool } from '../../examples.ts';
import { verbSignal } from '../../find.ts';
import { defineRule } from '../../rule.ts';

export default defineRule({
  id: 'verb-reads',
  stage: 'effect',
  summary: 'The verbs of the name and description only read, compute or export: the tool changes nothing.',
  when: (facts) =>
    facts.inferred.readOnly
      ? { signal: verbSignal(facts, facts.inferred.dominant.lemma), match: facts.inferred.dominant.lemma }
      : undefined,
  then: { readOnly: true, destructive: false, weight: 1 },
  says: '"{match}" only reads: the tool changes nothing',
  examples: {
    fires: [tool('list_widgets', 'List the widgets in a workspace.')],
    quiet: [tool('delete_widget', 'Delete a widget.')],
  },
});

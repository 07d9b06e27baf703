import { allVerbsRead, describeSource } from '../../reading.ts';
import { tool } from '../../examples.ts';
import { verbSignal } from '../../find.ts';
import { defineRule } from '../../rule.ts';

export default defineRule({
  id: 'verb-reads',
  stage: 'read-only',
  summary: 'The verbs of the name and description only read, compute or export: the tool changes nothing.',
  when: (facts) =>
    allVerbsRead(facts.inferred)
      ? { signal: verbSignal(facts, facts.inferred.dominant.lemma), match: facts.inferred.dominant.lemma }
      : undefined,
  then: (facts) => {
    const primary = facts.inferred.verbs[0];
    return {
      readOnly: true,
      ...(primary ? { reason: `${describeSource(primary)} "${primary.lemma}" only reads` } : {}),
    };
  },
  says: '"{match}" only reads: the tool changes nothing',
  examples: {
    fires: [tool('list_widgets', 'List the widgets in a workspace.')],
    quiet: [tool('delete_widget', 'Delete a widget.')],
  },
});

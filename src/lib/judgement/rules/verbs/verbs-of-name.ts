import { tool } from '../../examples.ts';
import { defineRule } from '../../rule.ts';

export default defineRule({
  id: 'verbs-of-name',
  stage: 'verbs',
  summary:
    "The name has a verb (the first clear verb of its words, and any other verbs joined to it): the reading rests on the name's verbs, the most trusted part of a definition.",
  when: (facts) =>
    facts.inferred.name.primary ? { signal: 'name', match: facts.inferred.name.primary.token } : undefined,
  then: (facts) => ({
    verbs: facts.inferred.name.verbs.map((verb) => ({ lemma: verb.token, cls: verb.cls, source: 'name' as const })),
    basis: 'name',
  }),
  says: '"{match}" is the verb of the name',
  examples: {
    fires: [tool('list_widgets', 'List the widgets.'), tool('widget_delete', 'Removes a widget.')],
    quiet: [tool('widget_status', 'The status of a widget.')],
  },
});

import { tool } from '../../examples.ts';
import { defineRule } from '../../rule.ts';

export default defineRule({
  id: 'description-opening',
  stage: 'verbs',
  summary:
    'The name has no verb, so the verbs that open the description are read instead; the judgement rests on prose, which is less sure than a name.',
  when: (facts) => {
    const lead = facts.inferred.description.leading;
    return lead.length > 0 ? { signal: 'description', match: lead.map((verb) => verb.lemma).join(', ') } : undefined;
  },
  then: (facts) => ({
    verbs: facts.inferred.description.leading.map((verb) => ({ ...verb, source: 'description' as const })),
    basis: 'description',
    doubt: 'The name has no verb, so the judgement rests on the opening of the description.',
  }),
  says: 'the name has no verb; the description opens with "{match}"',
  examples: {
    fires: [tool('widget_status', 'Returns the status of a widget.'), tool('crates', 'Deletes the given crates.')],
    quiet: [tool('get_widget', 'Returns a widget.')],
  },
});

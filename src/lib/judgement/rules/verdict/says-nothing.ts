import { tool } from '../../examples.ts';
import { defineRule } from '../../rule.ts';

export default defineRule({
  id: 'says-nothing',
  stage: 'verdict',
  draftOnly: true,
  summary:
    'Its definition does not say what a call does: no description, or no verb we know in the name or the description. Unless it plainly only reads, a draft waits for a person, with low confidence.',
  when: (facts, state) => {
    if (state.readOnly) return undefined;
    if (facts.inferred.description.empty) return { signal: 'description', match: 'no description' };
    return facts.inferred.unknownVerb !== undefined ? { signal: 'name', match: facts.inferred.unknownVerb } : undefined;
  },
  then: (_facts, hit) => ({
    verdictAtLeast: 'require-approval',
    held:
      hit.match === 'no description'
        ? 'it has no description, so nothing says what a call does'
        : `nothing in its definition says what "${hit.match}" does`,
    doubt:
      hit.match === 'no description'
        ? 'The tool has no description, so what a call does is judged from its name alone.'
        : `Nothing in the definition says what "${hit.match}" does.`,
  }),
  says: 'the definition does not say what a call does ({match}): a draft waits for a person',
  examples: {
    fires: [tool('frobnicate_widget', 'Frobnicate the widget.'), tool('create_widget', '')],
    quiet: [tool('create_widget', 'Create a widget.'), tool('list_widgets', '')],
  },
});

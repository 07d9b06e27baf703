import { tool } from '../../examples.ts';
import { defineRule } from '../../rule.ts';
import { OPEN_GENERIC_VERBS } from '../../vocabulary/verbs.ts';

export default defineRule({
  id: 'unclear-generic-verb',
  stage: 'verdict',
  draftOnly: true,
  summary:
    'The verb of its name (manage, handle, process, administer, operate, control, maintain) says only that it does something: what a call does is read from its operations and prose, which is weak evidence. A draft that changes anything waits for a person, with low confidence.',
  when: (facts, state) => {
    if (state.readOnly || state.bounded) return undefined;
    const verb = facts.inferred.first ?? facts.inferred.verbs[0];
    return verb && verb.source === 'name' && OPEN_GENERIC_VERBS.has(verb.lemma)
      ? { signal: 'name', match: verb.lemma }
      : undefined;
  },
  then: (_facts, hit) => ({
    verdictAtLeast: 'require-approval',
    held: `the verb of its name, "${hit.match}", does not say what a call does`,
    doubt: `The verb of the name, "${hit.match}", does not say what the tool does; the draft rests on its operations and prose. Check what each call can do.`,
  }),
  says: '"{match}" does not say what a call does: a draft waits for a person',
  examples: {
    fires: [tool('manage_notes', 'Manage notes: create, update or delete them.')],
    quiet: [
      tool('manage_notes', 'List notes or get one note.', {
        operation: { type: 'string', enum: ['list', 'get'] },
      }),
      tool('update_note', 'Update a note.'),
    ],
  },
});

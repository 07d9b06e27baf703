import { describeParameter, type Facts } from '../../facts.ts';
import { tool } from '../../examples.ts';
import { defineRule } from '../../rule.ts';
import type { Parameter } from '../../signals/schema.ts';
import { READ_CLASSES, verbClass, verbLemma } from '../../vocabulary/verbs.ts';
import { snake } from '../../find.ts';
import { tokenizeName } from '../../signals/tokens.ts';

/** Names of a parameter that picks what the tool does. */
const SELECTOR =
  /^(?:action|actions|operation|op|method|mode|command|sub_?command|verb|action_?type|operation_?type|task)$/;

/** An operation parameter whose values pick between several actions, one of which writes. */
function writingSelector(facts: Facts): Parameter | undefined {
  return [...facts.params, ...facts.nested].find((parameter) => {
    if (!SELECTOR.test(snake(parameter.name)) || parameter.values.length < 2) return false;
    return parameter.values.some((value) => {
      const lemma = tokenizeName(value)
        .slice(0, 2)
        .map((token) => verbLemma(token))
        .find((candidate) => candidate !== undefined);
      const cls = lemma === undefined ? undefined : verbClass(lemma);
      return cls !== undefined && !READ_CLASSES.has(cls);
    });
  });
}

export default defineRule({
  id: 'operation-offers-writes',
  stage: 'verdict',
  draftOnly: true,
  summary:
    'An action or operation parameter picks what each call does, and some of its values write: one tool holds several powers, and a policy cannot see which one a call uses. A draft waits for a person, with low confidence, until someone checks the widest of them.',
  when: (facts, state) => {
    // A bounded-harm rule that covers the whole tool (tags, labels, formatting) bounds its widest operation too.
    if (state.readOnly || state.bounded) return undefined;
    const parameter = writingSelector(facts);
    return parameter ? { signal: 'parameter', match: describeParameter(parameter) } : undefined;
  },
  then: {
    verdictAtLeast: 'require-approval',
    held: 'an operation parameter picks what each call does, some of its values write, and a policy cannot see which one a call uses',
    doubt:
      'An operation parameter picks what each call does and some of its values write; a policy cannot tell the calls apart. Check the widest operation it offers.',
  },
  says: '{match} picks what each call does, and some values write: a draft waits for a person',
  examples: {
    fires: [
      tool('notes', 'Work with notes.', {
        action: { type: 'string', enum: ['list', 'create', 'delete'] },
      }),
    ],
    quiet: [
      tool('notes', 'Read notes.', { action: { type: 'string', enum: ['list', 'get'] } }),
      tool('create_note', 'Create a note.', { title: { type: 'string' } }),
    ],
  },
});

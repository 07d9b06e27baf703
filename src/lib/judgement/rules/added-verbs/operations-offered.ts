import { tool } from '../../examples.ts';
import type { Facts } from '../../facts.ts';
import type { JudgedVerb } from '../../reading.ts';
import { defineRule } from '../../rule.ts';
import { READ_CLASSES } from '../../vocabulary/verbs.ts';

/**
 * The changing values an operation parameter offers (action, method, operation; nested ones read by path), when the
 * reading already changes something or does not rest on the name's own verb: a name that only reads is believed over a
 * list of operations beside it.
 */
function offered(facts: Facts): JudgedVerb[] {
  const { verbs, basis, schema } = facts.inferred;
  if (verbs.every((verb) => READ_CLASSES.has(verb.cls)) && basis === 'name') return [];
  return schema.operations
    .filter((verb) => !READ_CLASSES.has(verb.cls))
    .map((verb) => ({ ...verb, source: 'operation' as const }));
}

export default defineRule({
  id: 'operations-offered',
  stage: 'added-verbs',
  summary:
    'An operation parameter (action, method, operation) offers values that change something: each is a verb of the tool, since the caller can pick it.',
  when: (facts) => {
    const verbs = offered(facts);
    return verbs.length > 0
      ? { signal: 'parameter', match: [...new Set(verbs.map((verb) => verb.lemma))].join(', ') }
      : undefined;
  },
  then: (facts) => ({ addVerbs: offered(facts) }),
  says: 'an operation parameter offers "{match}"',
  examples: {
    fires: [tool('manage_notes', 'Manage notes.', { action: { type: 'string', enum: ['list', 'create', 'delete'] } })],
    quiet: [
      tool('manage_notes', 'Manage notes.', { action: { type: 'string', enum: ['list', 'get'] } }),
      tool('list_notes', 'List notes.', { action: { type: 'string', enum: ['list', 'delete'] } }),
    ],
  },
});

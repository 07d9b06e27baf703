import { tool } from '../../examples.ts';
import { defineRule } from '../../rule.ts';

export default defineRule({
  id: 'hint-writes',
  stage: 'hints',
  summary: 'The author declares readOnlyHint: false: the tool changes state, whatever its verbs suggest.',
  when: (facts) =>
    facts.hints?.readOnlyHint === false ? { signal: 'annotation', match: 'readOnlyHint: false' } : undefined,
  then: (facts, _hit, state) =>
    state.readOnly
      ? {
          readOnly: false,
          weight: 0,
          flag: 'Declared as changing state (readOnlyHint: false), yet the name and description only describe reading; check what it writes.',
        }
      : { readOnly: false, weight: facts.derivedHints ? 1 : 2 },
  says: 'the author declares that it changes state',
  examples: {
    fires: [tool('sync_thing', 'Sync a thing.', {}, { readOnlyHint: false })],
    quiet: [tool('sync_thing', 'Sync a thing.', {}, { readOnlyHint: true })],
  },
});

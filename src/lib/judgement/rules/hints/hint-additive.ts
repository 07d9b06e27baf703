import { tool } from '../../examples.ts';
import { defineRule } from '../../rule.ts';

export default defineRule({
  id: 'hint-additive',
  stage: 'hints',
  summary:
    'The author declares destructiveHint: false. Believed when the definition shows only additions; when it shows an overwrite or a removal, the tool stays destructive (as the specification defines it) and the disagreement is shown.',
  when: (facts, state) =>
    facts.hints?.destructiveHint === false && !state.readOnly
      ? { signal: 'annotation', match: 'destructiveHint: false' }
      : undefined,
  then: (facts, _hit, state) =>
    state.destructive
      ? {
          destructive: true,
          weight: 0,
          flag: 'The author declares it non-destructive (destructiveHint: false), but it overwrites or removes existing state, which the MCP specification counts as destructive; kept destructive.',
        }
      : { destructive: false, weight: facts.derivedHints ? 1 : 2 },
  says: 'the author declares it additive only',
  examples: {
    fires: [tool('add_thing', 'Add a thing.', {}, { readOnlyHint: false, destructiveHint: false })],
    quiet: [tool('add_thing', 'Add a thing.')],
  },
});

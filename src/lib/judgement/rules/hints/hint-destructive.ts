import { tool } from '../../examples.ts';
import { defineRule } from '../../rule.ts';

export default defineRule({
  id: 'hint-destructive',
  stage: 'hints',
  summary: 'The author declares destructiveHint: true on a tool that changes state: it is destructive.',
  when: (facts, state) =>
    facts.hints?.destructiveHint === true && !state.readOnly
      ? { signal: 'annotation', match: 'destructiveHint: true' }
      : undefined,
  then: (facts, _hit, state) => ({
    destructive: true,
    weight: facts.derivedHints ? 1 : 2,
    ...(state.destructive
      ? {}
      : {
          flag: 'Declared destructive (destructiveHint: true), though the definition only describes additions; the hint may be over-cautious, and the catalogue follows it.',
        }),
  }),
  says: 'the author declares that it may destroy or overwrite',
  examples: {
    fires: [tool('archive_thing', 'Archive a thing.', {}, { readOnlyHint: false, destructiveHint: true })],
    quiet: [tool('archive_thing', 'Archive a thing.', {}, { readOnlyHint: false, destructiveHint: false })],
  },
});

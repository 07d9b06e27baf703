import { tool } from '../../examples.ts';
import { verbSignal } from '../../find.ts';
import { defineRule } from '../../rule.ts';

// category (first rule that fires wins) -------------------------------------------------------
export default defineRule({
  id: 'category-read',
  stage: 'category',
  summary: 'A read-only tool is a Read.',
  when: (facts, state) =>
    state.readOnly
      ? facts.hints?.readOnlyHint === true
        ? { signal: 'annotation', match: 'readOnlyHint: true' }
        : { signal: verbSignal(facts, facts.inferred.dominant.lemma), match: facts.inferred.dominant.lemma }
      : undefined,
  then: { category: 'Read' },
  says: 'nothing it does changes state, so it is a Read',
  examples: { fires: [tool('list_widgets', 'List widgets.')], quiet: [tool('create_widget', 'Create a widget.')] },
});

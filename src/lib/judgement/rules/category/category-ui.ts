import { str, tool } from '../../examples.ts';
import { listedVerbs } from '../../vocabulary/verbs.ts';
import { classes, hitVerb } from '../../find.ts';
import { defineRule } from '../../rule.ts';

/** What a page action is: any verb of interaction, and choosing an option ("select"). */
const UI_LEMMAS: ReadonlySet<string> = new Set([...listedVerbs('interact'), 'select']);
export default defineRule({
  id: 'category-ui',
  stage: 'category',
  summary:
    'It drives a browser page (click, type, navigate): Execute, since a page action can submit anything the page can.',
  when: (facts) =>
    facts.inferred.browser && classes(facts).has('interact')
      ? (hitVerb(facts, UI_LEMMAS) ?? { signal: 'name', match: facts.inferred.dominant.lemma })
      : undefined,
  then: { category: 'Execute', cadence: 'ui' },
  says: '"{match}" acts on a live page',
  examples: {
    fires: [tool('browser_click', 'Click an element on the page.', { selector: str })],
    quiet: [tool('browser_tabs_list', 'List open tabs.')],
  },
});

import { wordSet } from '../../vocabulary/word-set.ts';
import { forVerb, hasNoun } from '../../find.ts';
import { defineRule } from '../../rule.ts';

/** What is picked on screen rather than made the current one: selecting it reads it. */
const PICKED_OBJECTS = wordSet('element elements node nodes text region area pixel pixels coordinates');
export default defineRule({
  id: 'context-select-current',
  stage: 'context',
  summary:
    'Away from a page, selecting something by name makes it the current one for later calls: a change of state. Picking an element or a piece of text on screen only reads what was picked.',
  when: forVerb(
    (verb, facts) =>
      verb.lemma === 'select' &&
      verb.source === 'name' &&
      !facts.inferred.browser &&
      verb === facts.inferred.first &&
      !hasNoun(facts, PICKED_OBJECTS),
  ),
  then: { verbClass: 'state' },
  says: '"{match}" makes it the current one, a change of state',
  examples: {
    fires: [{ name: 'select_notebook', description: 'Select the notebook to work in.' }],
    quiet: [
      { name: 'browser_select_option', description: 'Select an option in the page.' },
      { name: 'app_select_element', description: 'Let the user pick an element on screen and return its details.' },
    ],
  },
});

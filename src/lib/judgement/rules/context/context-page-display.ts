import { wordSet } from '../../vocabulary/word-set.ts';
import { forVerb } from '../../find.ts';
import { defineRule } from '../../rule.ts';

/** Verbs that turn into page interactions in a browser; reads and deletes keep their meaning there. */
const BROWSER_DISPLAY = wordSet('annotate highlight unhighlight hide show display');
export default defineRule({
  id: 'context-page-display',
  stage: 'context',
  summary: 'In a browser, highlighting, showing or hiding an element changes only what is drawn.',
  when: forVerb((verb, facts) => facts.inferred.browser && BROWSER_DISPLAY.has(verb.lemma)),
  then: { verbClass: 'display' },
  says: '"{match}" in a page changes only what is shown',
  examples: {
    fires: [{ name: 'browser_hide_element', description: 'Hide an element of the page.' }],
    quiet: [{ name: 'hide_thread', description: 'Hide a thread from the inbox.' }],
  },
});

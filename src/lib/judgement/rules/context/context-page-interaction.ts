import { wordSet } from '../../vocabulary/word-set.ts';
import { forVerb } from '../../find.ts';
import { defineRule } from '../../rule.ts';

/** Verbs that set up software (the browser, a driver, an extension), never a page. */
const SETUP_LEMMAS = wordSet('install uninstall reinstall');
export default defineRule({
  id: 'context-page-interaction',
  stage: 'context',
  summary:
    'In a browser, selecting, checking, opening, creating, changing, sending, dropping or closing is a page interaction, whose effects depend on the page. Installing is not: it sets up the browser itself or an extension, on no page.',
  when: forVerb(
    (verb, facts) =>
      facts.inferred.browser &&
      !SETUP_LEMMAS.has(verb.lemma) &&
      (['select', 'check', 'choose', 'open', 'drop', 'close'].includes(verb.lemma) ||
        ['create', 'modify', 'state', 'generic', 'trigger', 'overwrite', 'send'].includes(verb.cls)),
  ),
  then: { verbClass: 'interact' },
  says: '"{match}" in a page is an interaction whose effects depend on the page',
  examples: {
    fires: [{ name: 'browser_select_option', description: 'Select an option in the page.' }],
    quiet: [
      { name: 'close_ticket', description: 'Close a ticket.' },
      // Installing the browser binary or an extension is setup of the machine, not an action on a page.
      {
        name: 'browser_setup_install',
        description: 'Install the headless browser binary the crawler drives.',
        inputSchema: { type: 'object', properties: { force: { type: 'boolean' } } },
      },
      {
        name: 'browser_install_extension',
        description: 'Install a browser extension from its store page.',
        inputSchema: { type: 'object', properties: { extension_id: { type: 'string' } } },
      },
    ],
  },
});

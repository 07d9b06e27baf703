import { wordSet } from '../../vocabulary/word-set.ts';
import { forVerb, hasNoun } from '../../find.ts';
import { defineRule } from '../../rule.ts';

/** What "set" makes current for later calls, by the name's words: set_active_board, set_working_dir. */
const CURRENT_WORDS = wordSet('active current working cwd workdir facts');
/** Prose that says a "set" only chooses what later calls work on. */
const FOR_LATER_CALLS =
  /\b(?:for|before)\s+(?:using\s+)?(?:all\s+|any\s+|future\s+|subsequent\s+|later\s+|other\s+)+(?:[\w-]+\s+)?(?:operations|calls|tool calls|interactions|requests|tools|commands)\b|\bfor the (?:current|this) session\b|^sets?\s+(?:the\s+|an?\s+)?(?:session\s+)?(?:active|current|working)\b/i;
export default defineRule({
  id: 'context-sets-current',
  stage: 'context',
  summary:
    "Setting the active or current project, board, folder or context for the calls that follow chooses what they work on, like selecting it: a change of the session's state, and nothing stored is replaced.",
  when: forVerb(
    (verb, facts) =>
      verb.lemma === 'set' &&
      verb === facts.inferred.first &&
      !facts.inferred.browser &&
      (hasNoun(facts, CURRENT_WORDS) || FOR_LATER_CALLS.test(facts.inferred.description.sentence)) &&
      !facts.inferred.money,
  ),
  then: { verbClass: 'state' },
  says: '"{match}" here chooses what later calls work on, a change of state',
  examples: {
    fires: [
      { name: 'set_active_shelf', description: 'Set the active shelf for future operations.' },
      { name: 'set_library_root', description: 'Set the library root folder for all subsequent calls.' },
    ],
    quiet: [
      { name: 'set_shelf_title', description: 'Set the title of a shelf.' },
      { name: 'set_default_card', description: 'Set the default payment card of the account.' },
      { name: 'set_project_name', description: 'Set the name of the current project.' },
    ],
  },
});

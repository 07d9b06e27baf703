import { alternation, wordSet } from '../../vocabulary/word-set.ts';
import { ARTICLES } from '../../vocabulary/function-words.ts';
import { forVerb, hasNoun } from '../../find.ts';
import { defineRule } from '../../rule.ts';

/** What "open" starts rather than reads. */
const LAUNCHED_OBJECTS = wordSet(
  'simulator emulator app apps application applications program terminal session window tab browser device editor ide',
);
/** Prose that says "open" starts something: "Open a browser window ...", "... opens them in the editor". */
const LAUNCH_PROSE = new RegExp(
  String.raw`\bopen(?:s|ed|ing)?\s+(?:(?:${alternation([...ARTICLES, 'new', 'your'])})\s+)?(?:[\w-]+\s+)?(?:${alternation(LAUNCHED_OBJECTS)})\b|\bopen(?:s|ed|ing)?\b[^.\n]{0,60}?\bin\s+(?:the|an|your|their)\s+(?:code\s+)?(?:editor|ide)\b`,
  'i',
);
export default defineRule({
  id: 'context-launches',
  stage: 'context',
  summary:
    'Opening an app, a simulator, a terminal or a window, or opening files in an editor, launches something: it starts something, it does not read.',
  when: forVerb(
    (verb, facts) =>
      verb.lemma === 'open' &&
      (hasNoun(facts, LAUNCHED_OBJECTS) ||
        (!facts.inferred.browser &&
          (LAUNCH_PROSE.test(facts.inferred.description.sentence) ||
            (verb === facts.inferred.first && LAUNCH_PROSE.test(facts.description))))),
  ),
  then: { verbClass: 'trigger' },
  says: '"{match}" here launches something',
  examples: {
    fires: [
      { name: 'open_simulator', description: 'Open the simulator.' },
      { name: 'setup_sso', description: 'Open a browser window where the user signs in.' },
      {
        name: 'open_lesson_files',
        description: 'Open the files of the current lesson. Then edit the opened files in the editor.',
      },
    ],
    quiet: [
      { name: 'open_file', description: 'Open a file and return its text.' },
      { name: 'open_note', description: 'Open a note and return what it says about the editor.' },
    ],
  },
});

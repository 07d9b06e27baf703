import { tool } from '../../examples.ts';
import { defineRule } from '../../rule.ts';
import { READ_CLASSES } from '../../vocabulary/verbs.ts';
import { ARTICLES } from '../../vocabulary/function-words.ts';
import { alternation } from '../../vocabulary/word-set.ts';

/** An opening that hands back guidance about the name's action: "Provide installation instructions for the CLI". */
const GIVES_GUIDANCE = new RegExp(
  String.raw`^(?:provides?|returns?|gets?|shows?|gives?|lists?|explains?)\s+(?:(?:${alternation([...ARTICLES, 'step-by-step', 'detailed'])})\s+)?(?:[\w-]+\s+){0,2}?(?:instructions|guidance|guides?|how-?tos?|steps|documentation|docs|tips|best practices|playbooks?)\b`,
  'i',
);
export default defineRule({
  id: 'reading-gives-instructions',
  stage: 'name-verb',
  summary:
    'A tool named after an action ("install_cli") whose description opens by handing back instructions, a guide or documentation for it only reads: the caller or the user does the action.',
  when: (facts) => {
    const first = facts.inferred.verbs[0];
    if (facts.inferred.basis !== 'name' || first === undefined) return undefined;
    const gives = GIVES_GUIDANCE.exec(facts.inferred.description.sentence);
    return READ_CLASSES.has(first.cls) || !gives ? undefined : { signal: 'description', match: gives[0] };
  },
  then: { nameVerb: [{ lemma: 'get', cls: 'read', source: 'description' }] },
  says: 'the description opens "{match}": it hands back guidance, and the caller does the action',
  examples: {
    fires: [tool('toolkit_install', 'Provide installation instructions for the toolkit command-line tools.')],
    quiet: [
      tool('toolkit_install', 'Install the toolkit command-line tools.'),
      tool('deploy_site', 'Deploy the site and return the deployment steps it ran.'),
    ],
  },
});

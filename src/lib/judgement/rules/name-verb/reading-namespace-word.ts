import { tool } from '../../examples.ts';
import { openingVerbsInstead } from '../../find.ts';
import { defineRule } from '../../rule.ts';
import { tokenizeText } from '../../signals/tokens.ts';
import { CONJUNCTIONS, DETERMINERS, OBJECT_PRONOUNS } from '../../vocabulary/function-words.ts';
import { verbLemma } from '../../vocabulary/verbs.ts';

/**
 * Whether the word is named as a thing somewhere after the description's first word: not after "to" or a joiner
 * ("to delete", "then delete"), and not before an object ("delete the item", "delete them").
 */
function namedAsThing(word: string, sentence: string): boolean {
  const words = tokenizeText(sentence);
  return words.some(
    (candidate, index) =>
      index > 0 &&
      candidate === word &&
      words[index - 1] !== 'to' &&
      !CONJUNCTIONS.has(words[index - 1] ?? '') &&
      !DETERMINERS.has(words[index + 1] ?? '') &&
      !OBJECT_PRONOUNS.has(words[index + 1] ?? ''),
  );
}

/**
 * "bash_read_file: Read content from a file in the persistent bash environment": the name opens on a word that could
 * be a verb, the next word is another verb, and the description opens with that second verb while it names the first
 * word as a thing ("the bash environment"). The first word is the namespace the tool lives in, not what it does.
 */
export default defineRule({
  id: 'reading-namespace-word',
  stage: 'name-verb',
  summary:
    'A name that opens on a word that could be a verb, straight followed by another verb, is a namespace and its verb when the description opens with that second verb and names the first word as a thing ("bash_read_file: Read content from a file in the bash environment"): the second verb is what the tool does.',
  when: (facts) => {
    const first = facts.inferred.verbs[0];
    const { tokens } = facts.inferred.name;
    if (facts.inferred.basis !== 'name' || first === undefined || first.source !== 'name') return undefined;
    if (facts.inferred.name.primary?.index !== 0 || tokens.length < 3) return undefined;
    const [namespace = '', second = ''] = tokens;
    const secondLemma = verbLemma(second);
    const lead = facts.inferred.description.leading[0];
    if (secondLemma === undefined || secondLemma === first.lemma || lead?.lemma !== secondLemma) return undefined;
    // The first word named again later in the description, as what the tool works in or on: a thing, not an action.
    if (!namedAsThing(namespace, facts.inferred.description.sentence)) return undefined;
    return { signal: 'description', match: `${namespace} … ${secondLemma}` };
  },
  then: openingVerbsInstead,
  says: 'the name opens on its namespace ("{match}"): the description names that word as a thing and opens with the verb that follows it',
  examples: {
    fires: [
      tool('bash_read_file', 'Read content from a file in the persistent bash environment.', {
        path: { type: 'string' },
      }),
    ],
    quiet: [
      tool('bash_read_file', 'Read content from a file.', { path: { type: 'string' } }),
      tool('run_list_tests', 'Run the listed tests in the suite.'),
      tool('delete_list_items', 'List items, then delete them from the list.'),
    ],
  },
});

import { DETERMINERS } from '../../vocabulary/function-words.ts';
import { tool } from '../../examples.ts';
import type { Facts } from '../../facts.ts';
import { defineRule } from '../../rule.ts';
import { tokenizeText } from '../../signals/tokens.ts';

/**
 * The description opens with a noun phrase that names the data the tool returns ("All jobs by account"). A phrase
 * opening on a word of the name is that only when the word is the name's head noun, its last word, and no object
 * follows it: "Domains on server" for server_domains names data, but "Frobnicate the widget" for frobnicate_widget
 * opens on a verb we do not know, and "Pull changes" for git_pull on a verb with its object.
 */
function descriptionNamesData(facts: Facts): string | undefined {
  const { name, description } = facts.inferred;
  if (!description.nounPhraseLead || description.empty) return undefined;
  const words = tokenizeText(description.sentence);
  const first = words[0] ?? '';
  if (!name.tokens.includes(first)) return first;
  // A plural noun ("Domains on ..."), not a verb with its object ("Pull changes", "Arrange nodes").
  return name.tokens.length > 1 &&
    first === name.tokens[name.tokens.length - 1] &&
    /[^s]s$/.test(first) &&
    !DETERMINERS.has(words[1] ?? '')
    ? first
    : undefined;
}

export default defineRule({
  id: 'description-names-data',
  stage: 'verbs',
  summary:
    'Neither the name nor the description opens with a verb, and the description opens by naming data ("All jobs by account", "Domains on the server"): judged a read, with a doubt for the reviewer.',
  when: (facts) => {
    const noun = descriptionNamesData(facts);
    return noun !== undefined ? { signal: 'description', match: noun } : undefined;
  },
  then: {
    verbs: [{ lemma: 'get', cls: 'read', source: 'noun' }],
    basis: 'nouns',
    doubt: 'Neither the name nor the description opens with a verb; the description names data, so judged a read.',
  },
  says: 'no verb opens the name or the description; it opens by naming data ("{match}")',
  examples: {
    fires: [tool('server_domains', 'Domains on the server, with their status.')],
    quiet: [tool('frobnicate_widget', 'Frobnicate the widget.'), tool('git_pull', 'Pull changes from the remote.')],
  },
});

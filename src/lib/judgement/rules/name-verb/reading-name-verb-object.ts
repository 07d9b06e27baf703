import { tool } from '../../examples.ts';
import { openingVerbsInstead } from '../../find.ts';
import { defineRule } from '../../rule.ts';
import { CONJUNCTIONS } from '../../vocabulary/function-words.ts';
import { READ_CLASSES, verbLemma } from '../../vocabulary/verbs.ts';
import { wordSet } from '../../vocabulary/word-set.ts';

/** Words that end the object of an opening verb: what follows them is another clause ("Get a file to send"). */
const CLAUSE_ENDS = wordSet('to then if when that which who before after while so but until unless');
/** Verbs that only fetch what exists: "Open a new page" opens something, "Get a new page" does not. */
const FETCH_VERBS = wordSet(
  'get list read search find fetch retrieve query lookup describe show view inspect count browse summarize summarise',
);
/** How far past the opening verb the name's word is looked for: the object's own words, not the rest of the sentence. */
const OBJECT_WORDS = 4;

/**
 * The description opens with a clear read verb, and the name's changing verb stands in that verb's object: "List all
 * Sends" for list_send, "Get a single Purchase Invoice" for x_purchase_invoice_get, "Get hover information" for hover.
 * There the word names the thing read, not the action; the opening verb is the tool's verb.
 */
export default defineRule({
  id: 'reading-name-verb-object',
  stage: 'name-verb',
  summary:
    'The name\'s verb is the object of the read that opens the description: "List all Sends" for list_send, "Get a single Purchase Invoice" for purchase_invoice_get. The word names what is read, and the opening verb is the verb. A verb joined by "and", or one after "to", is still an action.',
  when: (facts) => {
    const first = facts.inferred.verbs[0];
    if (facts.inferred.basis !== 'name' || first === undefined || first.source !== 'name') return undefined;
    if (READ_CLASSES.has(first.cls)) return undefined;
    const { leading, sentence } = facts.inferred.description;
    const lead = leading[0];
    if (leading.length !== 1 || lead === undefined || !FETCH_VERBS.has(lead.lemma) || lead.lemma === first.lemma)
      return undefined;
    const words = sentence
      .replace(/['’]/g, '')
      .toLowerCase()
      .replace(/([,;:()])/g, ' $1 ')
      .split(/[^a-z0-9,;:()]+/)
      .filter((word) => word.length > 0);
    if (verbLemma(words[0] ?? '') !== lead.lemma) return undefined;
    for (const word of words.slice(1, 1 + OBJECT_WORDS)) {
      if (/^[,;:()]$/.test(word) || CONJUNCTIONS.has(word) || CLAUSE_ENDS.has(word)) return undefined;
      if (word === first.lemma || verbLemma(word) === first.lemma)
        return { signal: 'description', match: `${words[0]} … ${word}` };
    }
    return undefined;
  },
  then: openingVerbsInstead,
  says: 'the description opens "{match}": the word of the name is what is read, not what the tool does',
  examples: {
    fires: [
      tool('list_send', 'List all Bitwarden Sends.'),
      tool('shop_refund_list', 'List refunds. Filterable by status and date.'),
      tool('hover', 'Get hover information (type, documentation) for a symbol at a position.'),
    ],
    quiet: [
      tool('send_message', 'Send a message to a channel.'),
      tool('delete_file', 'Read the file and delete it.'),
      tool('send_digest', 'Get the digest and send it to the team.'),
      tool('run_report', 'Get a report to run on the warehouse.'),
      tool('new_page', 'Open a new page in the browser.'),
    ],
  },
});

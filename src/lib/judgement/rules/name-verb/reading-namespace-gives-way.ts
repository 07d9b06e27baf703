import { str, tool } from '../../examples.ts';
import type { Facts } from '../../facts.ts';
import { defineRule } from '../../rule.ts';
import { HOMOGRAPHS, READ_CLASSES, verbClass } from '../../vocabulary/verbs.ts';
import { wordSet } from '../../vocabulary/word-set.ts';

/** Verbs that only read, as a name puts them after its namespace and object ("page_audit_get_report", "bash_get_cwd"). */
const READ_VERBS = wordSet('get list read fetch describe show find retrieve lookup search view inspect');
/** Classes a leading word may have and still be a namespace: never one that removes or replaces. */
const REMOVING = wordSet('delete overwrite disruptive');

/**
 * The read verb that follows the name's leading word, when that word is a word of the server's name (bash in just-bash)
 * or a word as often a noun as a verb (page, dm) and the description's opening, if it has verbs, only reads.
 */
function readAfter(facts: Facts): { lead: string; read: string } | undefined {
  const primary = facts.inferred.name.primary;
  if (facts.inferred.basis !== 'name' || primary === undefined || REMOVING.has(primary.cls)) return undefined;
  if (!facts.productWords.has(primary.token) && !HOMOGRAPHS.has(primary.token)) return undefined;
  if (facts.inferred.description.leading.some((verb) => !READ_CLASSES.has(verb.cls))) return undefined;
  const tokens = facts.inferred.name.tokens;
  const read = tokens.find((token, index) => index > primary.index && READ_VERBS.has(token));
  return read !== undefined ? { lead: primary.token, read } : undefined;
}

export default defineRule({
  id: 'reading-namespace-gives-way',
  stage: 'name-verb',
  summary:
    "A word that opens the name as its namespace is not its verb when a read verb follows it and the description does not say the tool changes anything: a word of the server's own name (bash_get_cwd on a bash server) or a word as often a noun as a verb (page_audit_get_report).",
  when: (facts) => {
    const found = readAfter(facts);
    return found ? { signal: 'name', match: `${found.lead} … ${found.read}` } : undefined;
  },
  then: (facts) => {
    const read = readAfter(facts)?.read ?? 'get';
    return { verbs: [{ lemma: read, cls: verbClass(read) ?? 'read', source: 'name' }] };
  },
  says: '"{match}": the word that opens the name is its namespace, and the verb after it only reads',
  examples: {
    fires: [
      tool('page_audit_get_report', 'Results of a page audit, by category.', { reportId: str }),
      tool('order_get_status', 'Status of one order.', { orderId: str }),
    ],
    quiet: [
      tool('delete_user_list', 'Delete a list of users.', { ids: { type: 'array' } }),
      tool('post_message', 'Post a message to a channel.', { channel: str, text: str }),
      tool('post_get_token', 'Create a session and get its token.', { user: str }),
    ],
  },
});

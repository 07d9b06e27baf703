import { tool } from '../../examples.ts';
import type { Facts } from '../../facts.ts';
import { defineRule } from '../../rule.ts';
import { DETERMINERS } from '../../vocabulary/function-words.ts';

/**
 * The word that opens the name is the product's own name, not what the tool does: the server is called after it
 * ("bash" in a bash sandbox's bash_read_file), or the description speaks of it as a thing ("the persistent bash
 * environment").
 */
function namesProduct(facts: Facts, word: string): boolean {
  if (facts.productWords.has(word)) return true;
  return new RegExp(`\\b(?:${[...DETERMINERS].join('|')})\\s+(?:[a-z-]+\\s+)?${word}\\s+[a-z]`).test(facts.lower);
}

export default defineRule({
  id: 'reading-namespace-verb',
  stage: 'name-verb',
  summary:
    'A name that opens on the product\'s own name, which is also a verb ("bash" in bash_read_file of a bash sandbox), and goes on to a verb of its own: the product name is a namespace, and the verbs after it say what the tool does. It counts only where the server is named after the word or the description speaks of it as a thing ("the bash environment"), and only when the description opens with a verb that follows it.',
  when: (facts) => {
    const { name, basis, verbs } = facts.inferred;
    const first = verbs[0];
    if (basis !== 'name' || first === undefined || first.source !== 'name') return undefined;
    if (name.primary === undefined || name.primary.index !== 0 || name.primary.token !== first.lemma) return undefined;
    const after = verbs.slice(1).filter((verb) => verb.source === 'name');
    if (after.length === 0 || after.some((verb) => verb.lemma === first.lemma)) return undefined;
    // The verbs after it are joined to it by position only, never by "and" ("stop_and_remove").
    if (name.tokens[1] === 'and' || name.tokens[1] === 'or') return undefined;
    // The description opens with one of the verbs after it: a word that only followed the product name
    // ("page_audit_rescan", where "audit" is the object) is not taken for the verb.
    const leading = facts.inferred.description.leading;
    if (!leading.some((lead) => after.some((verb) => verb.lemma === lead.lemma))) return undefined;
    return namesProduct(facts, first.lemma) ? { signal: 'name', match: first.lemma } : undefined;
  },
  then: { nameVerb: [] },
  says: '"{match}" names the product, not what the tool does: the verbs after it do',
  examples: {
    fires: [
      tool('bash_read_file', 'Read content from a file in the persistent bash environment.', {
        path: { type: 'string' },
      }),
      tool('bash_get_cwd', 'Get the current working directory of the persistent bash environment.'),
    ],
    quiet: [
      tool('bash_info', 'Get information about the bash environment configuration.'),
      tool('stop_start_service', 'Stop the service, then start it again.'),
      tool('page_audit_rescan', 'Rescan an existing page audit.', { pageId: { type: 'integer' } }),
      tool('bash', 'Run a command in the persistent bash environment.', { command: { type: 'string' } }),
    ],
  },
});

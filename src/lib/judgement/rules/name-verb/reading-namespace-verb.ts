import { tool } from '../../examples.ts';
import type { Facts } from '../../facts.ts';
import { defineRule } from '../../rule.ts';
import { DETERMINERS } from '../../vocabulary/function-words.ts';
import type { JudgedVerb } from '../../reading.ts';
import { HOMOGRAPHS, verbLemma } from '../../vocabulary/verbs.ts';

/**
 * The word that opens the name is the product's own name, not what the tool does: the server is called after it
 * ("bash" in a bash sandbox's bash_read_file), or the description speaks of it as a thing ("the persistent bash
 * environment").
 */
function namesProduct(facts: Facts, word: string): boolean {
  if (facts.productWords.has(word)) return true;
  // A word as often a noun as a verb ("port" in port_forward: "Forward a local port") is read by the name's own rules.
  if (HOMOGRAPHS.has(word)) return false;
  return new RegExp(`\\b(?:${[...DETERMINERS].join('|')})\\s+(?:[a-z-]+\\s+)?${word}\\s+[a-z]`).test(facts.lower);
}

/**
 * What takes the product name's place: nothing, when a verb of the name after it opens the description (bash_get_cwd:
 * "Get the current working directory"), or a later word of the name that the description opens with (bash_list_files:
 * "List files and directories", where "list" is a noun as often as a verb). Undefined when neither holds.
 */
function afterProduct(facts: Facts): JudgedVerb[] | undefined {
  const { name, basis, verbs, description } = facts.inferred;
  const first = verbs[0];
  if (basis !== 'name' || first === undefined || first.source !== 'name') return undefined;
  if (name.primary === undefined || name.primary.index !== 0 || name.primary.token !== first.lemma) return undefined;
  // The words after it are joined to it by position only, never by "and" ("stop_and_remove").
  if (name.tokens[1] === 'and' || name.tokens[1] === 'or') return undefined;
  if (!namesProduct(facts, first.lemma)) return undefined;
  // The description opens with a verb that follows it in the name: a word that only followed the product name
  // ("page_audit_rescan", where "audit" is the object) is not taken for the verb.
  const opens = (lemma: string) => lemma !== first.lemma && description.leading.some((lead) => lead.lemma === lemma);
  if (verbs.slice(1).some((verb) => verb.source === 'name' && opens(verb.lemma))) return [];
  const later = name.tokens
    .slice(1)
    .map((token) => verbLemma(token))
    .find((lemma) => lemma !== undefined && opens(lemma));
  return later === undefined
    ? undefined
    : description.leading.filter((lead) => lead.lemma === later).map((lead) => ({ ...lead, source: 'name' as const }));
}

export default defineRule({
  id: 'reading-namespace-verb',
  stage: 'name-verb',
  summary:
    'A name that opens on the product\'s own name, which is also a verb ("bash" in bash_read_file of a bash sandbox), and goes on to a verb of its own: the product name is a namespace, and the verbs after it say what the tool does. It counts only where the server is named after the word or the description speaks of it as a thing ("the bash environment"), and only when the description opens with a word of the name that follows it.',
  when: (facts) => {
    const first = facts.inferred.verbs[0];
    return first !== undefined && afterProduct(facts) !== undefined
      ? { signal: 'name', match: first.lemma }
      : undefined;
  },
  then: (facts) => ({ nameVerb: afterProduct(facts) ?? [] }),
  says: '"{match}" names the product, not what the tool does: the verbs after it do',
  examples: {
    fires: [
      tool('bash_read_file', 'Read content from a file in the persistent bash environment.', {
        path: { type: 'string' },
      }),
      tool('bash_get_cwd', 'Get the current working directory of the persistent bash environment.'),
      tool('bash_list_files', 'List files and directories in the persistent bash environment.'),
    ],
    quiet: [
      tool('bash_info', 'Get information about the bash environment configuration.'),
      tool('stop_start_service', 'Stop the service, then start it again.'),
      tool('port_forward', 'Forward a local port to a port on a cluster resource.', { localPort: { type: 'number' } }),
      tool('page_audit_rescan', 'Rescan an existing page audit.', { pageId: { type: 'integer' } }),
      tool('bash', 'Run a command in the persistent bash environment.', { command: { type: 'string' } }),
    ],
  },
});

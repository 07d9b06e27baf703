import { tool } from '../../examples.ts';
import { defineRule } from '../../rule.ts';
import { READ_ACTION_NOUNS } from '../../signals/description.ts';

export default defineRule({
  id: 'reading-generic-verb-read-action',
  stage: 'name-verb',
  summary: 'A generic verb ("execute", "run") named after a read action ("execute_query", "run_search") is that read.',
  when: (facts) => {
    const first = facts.inferred.verbs[0];
    if (facts.inferred.basis !== 'name' || first === undefined) return undefined;
    if (first.cls !== 'execute' && first.cls !== 'generic') return undefined;
    const index = facts.inferred.name.primary?.index ?? 0;
    const token = facts.inferred.name.tokens.slice(index + 1).find((candidate) => READ_ACTION_NOUNS[candidate]);
    return token === undefined ? undefined : { signal: 'name', match: `${first.lemma} ${token}` };
  },
  then: (_facts, hit) => ({
    nameVerb: [{ lemma: READ_ACTION_NOUNS[hit.match.split(' ')[1] ?? ''] ?? 'read', cls: 'read', source: 'name' }],
  }),
  says: '"{match}" names a read action: the tool does that read',
  examples: {
    fires: [tool('run_search', 'Run a search over the indexed notes.')],
    quiet: [tool('run_script', 'Run a script.'), tool('search_notes', 'Search the notes.')],
  },
});

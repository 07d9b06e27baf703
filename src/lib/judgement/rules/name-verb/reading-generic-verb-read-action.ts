import { tool } from '../../examples.ts';
import { defineRule } from '../../rule.ts';
import { READ_ACTION_NOUNS } from '../../signals/description.ts';
import { freeFormQueryParameter, READ_ONLY_QUERY_LANGUAGE } from '../../signals/query-parameters.ts';

export default defineRule({
  id: 'reading-generic-verb-read-action',
  stage: 'name-verb',
  summary:
    'A generic verb ("execute", "run") named after a read action ("execute_query", "run_search") is that read. Running a query the caller writes is not, unless the description says it runs read-only or the query language can only read (PromQL, GAQL): the statement decides what it does.',
  when: (facts) => {
    const first = facts.inferred.verbs[0];
    if (facts.inferred.basis !== 'name' || first === undefined) return undefined;
    if (first.cls !== 'execute' && first.cls !== 'generic') return undefined;
    const index = facts.inferred.name.primary?.index ?? 0;
    const token = facts.inferred.name.tokens.slice(index + 1).find((candidate) => READ_ACTION_NOUNS[candidate]);
    if (token === undefined) return undefined;
    // "execute_query" with a query the caller writes runs that statement, whatever it is, unless the description
    // says the tool runs read-only or the query is in a language that can only read (PromQL, GAQL).
    const writtenQuery =
      first.cls === 'execute' &&
      READ_ACTION_NOUNS[token] === 'query' &&
      !facts.inferred.description.readOnlyClaim &&
      !READ_ONLY_QUERY_LANGUAGE.test(`${facts.tokens.join(' ')} ${facts.description}`) &&
      freeFormQueryParameter(facts) !== undefined;
    return writtenQuery ? undefined : { signal: 'name', match: `${first.lemma} ${token}` };
  },
  then: (_facts, hit) => ({
    nameVerb: [{ lemma: READ_ACTION_NOUNS[hit.match.split(' ')[1] ?? ''] ?? 'read', cls: 'read', source: 'name' }],
  }),
  says: '"{match}" names a read action: the tool does that read',
  examples: {
    fires: [
      tool('run_search', 'Run a search over the indexed notes.'),
      tool('execute_query', 'Execute a query. Queries run in read-only mode.', { query: { type: 'string' } }),
      tool('execute_range_query', 'Execute a PromQL range query.', { query: { type: 'string' } }),
    ],
    quiet: [
      tool('run_script', 'Run a script.'),
      tool('search_notes', 'Search the notes.'),
      // The caller writes the query, and nothing says the tool runs read-only.
      tool('execute_query', 'Execute a query against the graph database.', { query: { type: 'string' } }),
    ],
  },
});

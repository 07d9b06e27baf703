import { allVerbsRead } from '../../reading.ts';
import { str, tool } from '../../examples.ts';
import { quoteList } from '../../find.ts';
import { defineRule } from '../../rule.ts';
import { ANALYSE_VERBS } from '../../vocabulary/verbs-analysis.ts';

export default defineRule({
  id: 'reading-sql-may-write',
  stage: 'read-only',
  summary:
    'A parameter that takes SQL may write, unless the description says the tool only reads or the tool only analyses the SQL.',
  when: (facts) => {
    if (!allVerbsRead(facts.inferred)) return undefined;
    const primary = facts.inferred.verbs[0];
    const { schema, description } = facts.inferred;
    if (schema.sql.length === 0 || description.readOnlyClaim || (primary && ANALYSE_VERBS.has(primary.lemma)))
      return undefined;
    return { signal: 'parameter', match: quoteList(schema.sql) };
  },
  then: (_facts, hit) => ({
    readOnly: false,
    reason: `the ${hit.match} parameter takes SQL that may write, and nothing says it is limited to reads`,
    addVerbs: [{ lemma: 'execute', cls: 'execute', source: 'inferred' }],
  }),
  says: 'the {match} parameter takes SQL that may write, and nothing says it is limited to reads',
  examples: {
    fires: [
      tool('query_db', 'Query the database.', { sql: str }),
      // A `query` the parameter leaves undescribed takes the SQL the description says the tool runs.
      tool('query_warehouse', 'Execute SQL queries in the warehouse.', { query: str }),
    ],
    quiet: [
      tool('query_db', 'Run a read-only query against the database.', { sql: str }),
      tool('query_tables', 'Execute SQL queries. It gives an interface to run read-only SQL queries.', { query: str }),
      tool('explain_query', 'Explain a query plan.', { sql: str }),
    ],
  },
});

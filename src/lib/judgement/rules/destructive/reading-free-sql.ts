import { str, tool } from '../../examples.ts';
import { quoteList } from '../../find.ts';
import { defineRule } from '../../rule.ts';

export default defineRule({
  id: 'reading-free-sql',
  stage: 'destructive',
  summary: 'Arbitrary SQL can delete or overwrite rows, unless the description says the tool only reads.',
  when: (facts) => {
    if (facts.inferred.readOnly) return undefined;
    const { schema, description } = facts.inferred;
    return schema.sql.length > 0 && !description.readOnlyClaim
      ? { signal: 'parameter', match: quoteList(schema.sql) }
      : undefined;
  },
  then: (_facts, hit) => ({
    destructive: true,
    reason: `the ${hit.match} parameter takes arbitrary SQL, which can delete or overwrite rows`,
  }),
  says: 'the {match} parameter takes arbitrary SQL, which can delete or overwrite rows',
  examples: {
    fires: [tool('run_sql', 'Run SQL against the warehouse.', { sql: str })],
    quiet: [tool('run_sql', 'Run a read-only SQL query.', { sql: str })],
  },
});

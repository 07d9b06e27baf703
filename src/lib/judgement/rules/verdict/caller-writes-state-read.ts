import { str, tool } from '../../examples.ts';
import { defineRule } from '../../rule.ts';

export default defineRule({
  id: 'caller-writes-state-read',
  stage: 'verdict',
  summary: 'A read that also connects to an address or account the caller names is capped rather than free.',
  when: (facts, state) =>
    state.readOnly && facts.inferred.schema.secret.length > 0
      ? { signal: 'parameter', match: facts.inferred.schema.secret[0] as string }
      : undefined,
  then: { verdictAtLeast: 'rate-limit', cadence: 'operation', weight: 0 },
  says: 'connections chosen by the caller are capped',
  examples: {
    fires: [tool('list_tables', 'List the tables of a database.', { connectionString: str })],
    quiet: [tool('list_tables', 'List tables.'), tool('create_table', 'Create a table.', { connectionString: str })],
  },
});

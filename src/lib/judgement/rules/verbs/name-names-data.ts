import { tool } from '../../examples.ts';
import { defineRule } from '../../rule.ts';
import { READ_NOUNS } from '../../vocabulary/nouns.ts';

export default defineRule({
  id: 'name-names-data',
  stage: 'verbs',
  summary:
    'Neither the name nor the description opens with a verb, and the name names data ("weather_forecast", "server_logs"): judged a read, with a doubt for the reviewer.',
  when: (facts) => {
    if (!facts.inferred.name.readNoun) return undefined;
    const noun = facts.inferred.name.tokens.find((token) => READ_NOUNS.has(token));
    return { signal: 'name', match: noun ?? facts.name };
  },
  then: {
    verbs: [{ lemma: 'get', cls: 'read', source: 'noun' }],
    basis: 'nouns',
    doubt: 'Neither the name nor the description opens with a verb; judged a read from the data nouns in the name.',
  },
  says: 'no verb anywhere; "{match}" names data, so it is read as a read',
  examples: {
    fires: [tool('server_logs', 'Recent lines, newest first.')],
    quiet: [tool('weather_forecast', 'Returns seven days ahead.'), tool('create_forecast', 'Create a forecast.')],
  },
});

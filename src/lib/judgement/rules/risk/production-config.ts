import { tool } from '../../examples.ts';
import { nameWords } from '../../facts.ts';
import { wordSet } from '../../vocabulary/word-set.ts';
import { hitVerb } from '../../find.ts';
import { defineRule } from '../../rule.ts';

const CONFIG_NOUNS = wordSet(
  'config configuration configurations settings setting connection connections origin origins dns route routes routing env environment variables binding bindings hyperdrive domain domains certificate certificates',
);
export default defineRule({
  id: 'production-config',
  stage: 'risk',
  summary:
    'It edits connection settings, origins, routes, DNS, bindings or environment configuration that live traffic depends on. High risk, approval.',
  when: (facts, state) => {
    if (state.readOnly) return undefined;
    const verb = hitVerb(facts, wordSet('update set edit modify change configure patch replace put upsert'));
    const noun = nameWords(facts, CONFIG_NOUNS);
    return verb && noun ? { signal: 'name', match: `${verb.match} ${noun}` } : undefined;
  },
  then: {
    riskAtLeast: 'high',
    verdictAtLeast: 'require-approval',
    cadence: 'infra',
    attacks: ['excessive-agency', 'confused-deputy'],
    family: 'edit-live-configuration',
    outcome: 'live traffic pointed at a host the attacker controls',
    weight: 1,
  },
  says: '"{match}" changes settings live traffic depends on',
  examples: {
    fires: [tool('edit_connection_config', 'Edit the database connection settings used by workers.')],
    quiet: [tool('get_connection_config', 'Get connection settings.')],
  },
});

import { tool } from '../../examples.ts';
import { inName } from '../../find.ts';
import { defineRule } from '../../rule.ts';
import { LOG_WORDS } from '../../vocabulary/nouns.ts';

export default defineRule({
  id: 'reads-logs',
  stage: 'risk',
  summary:
    'It returns logs: they hold tokens, personal data and text written by outsiders. Medium risk, with exfiltration and injection.',
  when: (facts, state) => (state.readOnly ? inName(facts, LOG_WORDS) : undefined),
  then: {
    riskAtLeast: 'medium',
    attacks: ['data-exfiltration', 'indirect-prompt-injection'],
    flow: { source: true, injection: true },
    family: 'read-logs',
    outcome: 'log lines carrying tokens, personal data or planted instructions',
    weight: 1,
  },
  says: 'it returns {match}',
  examples: {
    fires: [tool('get_app_logs', 'Get the logs of an app.')],
    quiet: [tool('get_app_status', 'Get the status of an app.')],
  },
});

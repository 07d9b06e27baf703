import { allVerbsRead } from '../../reading.ts';
import { str, tool } from '../../examples.ts';
import { defineRule } from '../../rule.ts';

/** Switch pairs an operation parameter offers when a read-named tool turns something on or off: "action: start | stop". */
const SWITCH_PAIRS: ReadonlyArray<readonly [string, string]> = [
  ['start', 'stop'],
  ['enable', 'disable'],
  ['activate', 'deactivate'],
  ['attach', 'detach'],
];
export default defineRule({
  id: 'reading-switch-operations',
  stage: 'read-only',
  summary:
    'A tool named as a read ("monitor_calls") whose operation parameter offers to start and stop, or enable and disable, switches something on or off in the system it watches.',
  when: (facts) => {
    if (!allVerbsRead(facts.inferred)) return undefined;
    if (facts.inferred.verbs[0]?.source !== 'name' || facts.inferred.description.readOnlyClaim) return undefined;
    const offered = new Set(facts.inferred.schema.operations.map((operation) => operation.lemma));
    const pair = SWITCH_PAIRS.find(([on, off]) => offered.has(on) && offered.has(off));
    return pair ? { signal: 'parameter', match: `${pair[0]}, ${pair[1]}` } : undefined;
  },
  then: (_facts, hit) => {
    const on = hit.match.split(', ')[0] ?? 'start';
    return {
      readOnly: false,
      reason: `its operations "${hit.match.replace(', ', '" and "')}" switch something on and off`,
      addVerbs: [{ lemma: on, cls: 'state', source: 'operation' }],
    };
  },
  says: 'its operations ({match}) switch something on and off',
  examples: {
    fires: [
      tool('monitor_calls', 'Monitor the calls between the app and its backend.', {
        action: { type: 'string', enum: ['start', 'stop'] },
      }),
    ],
    quiet: [
      tool('monitor_calls', 'Monitor the calls between the app and its backend.', {
        action: { type: 'string', enum: ['list', 'get'] },
      }),
      tool('get_job', 'Get a job.', { id: str }),
    ],
  },
});

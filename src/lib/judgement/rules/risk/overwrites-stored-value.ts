import { str, tool } from '../../examples.ts';
import { defineRule } from '../../rule.ts';

export default defineRule({
  id: 'overwrites-stored-value',
  stage: 'risk',
  summary:
    'It sets the value of a key in a store: sessions, feature flags and queues live there, and the old value is gone. High risk, capped.',
  when: (facts, state) => {
    if (state.readOnly || !state.destructive) return undefined;
    const key = facts.params.find((parameter) => /^key$/i.test(parameter.name));
    const value = facts.params.find((parameter) => /^value$/i.test(parameter.name));
    return key && value ? { signal: 'parameter', match: `${key.name}, ${value.name}` } : undefined;
  },
  then: {
    riskAtLeast: 'high',
    cadence: 'content',
    attacks: ['excessive-agency'],
    outcome: 'a session, flag or queue entry replaced, with the old value lost',
    weight: 1,
  },
  says: 'it writes {match} over whatever the key held',
  examples: {
    fires: [tool('set', 'Set a key to a value.', { key: str, value: str })],
    quiet: [tool('get', 'Get a key.', { key: str })],
  },
});

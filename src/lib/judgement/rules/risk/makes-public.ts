import { str, tool } from '../../examples.ts';
import { enumValue } from '../../facts.ts';
import { defineRule } from '../../rule.ts';

export default defineRule({
  id: 'makes-public',
  stage: 'risk',
  summary:
    'A parameter can make something public (visibility: public, private: false): private data becomes readable by anyone. High risk.',
  when: (facts, state) => {
    if (state.readOnly) return undefined;
    const found = enumValue(facts, /^public$/i);
    return found
      ? { signal: 'parameter', match: `${found.parameter.path ?? found.parameter.name}: ${found.value}` }
      : undefined;
  },
  then: {
    riskAtLeast: 'high',
    attacks: ['data-exfiltration'],
    flow: { sink: true },
    outcome: 'private {objects} published for anyone to read',
    weight: 1,
  },
  says: 'the value {match} exposes it to everyone',
  examples: {
    fires: [
      tool('update_repository', 'Update repository settings.', {
        visibility: { type: 'string', enum: ['private', 'public'] },
      }),
    ],
    quiet: [tool('update_repository', 'Update the description.', { description: str })],
  },
});

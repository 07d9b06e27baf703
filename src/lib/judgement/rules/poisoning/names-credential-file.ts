import { tool } from '../../examples.ts';
import { isPoisoned, poisonSigns } from '../../poisoning.ts';
import { defineRule } from '../../rule.ts';

export default defineRule({
  id: 'names-credential-file',
  stage: 'poisoning',
  summary:
    "The description names a credential file (~/.ssh, .env, id_rsa) without addressing the model: worth a reviewer's look.",
  when: (facts) => {
    const signs = poisonSigns(facts.description);
    if (isPoisoned(signs)) return undefined;
    const sign = signs.find((candidate) => candidate.kind === 'secret-file');
    return sign ? { signal: 'description', match: sign.match } : undefined;
  },
  then: {
    flag: 'The description names a credential file; check that the tool does not read or send it.',
    attacks: ['data-exfiltration'],
    weight: 0,
  },
  says: 'the description names {match}',
  examples: {
    fires: [tool('load_settings', 'Load settings from the .env file.')],
    quiet: [tool('load_settings', 'Load settings.')],
  },
});

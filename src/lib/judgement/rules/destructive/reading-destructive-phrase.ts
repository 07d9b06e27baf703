import { tool } from '../../examples.ts';
import { defineRule } from '../../rule.ts';

export default defineRule({
  id: 'reading-destructive-phrase',
  stage: 'destructive',
  summary: 'The description says outright that the change is permanent, irreversible or wipes data.',
  when: (facts) => {
    if (facts.inferred.readOnly) return undefined;
    const phrases = facts.inferred.description.destructivePhrases;
    return phrases.length > 0 ? { signal: 'description', match: phrases.join('; ') } : undefined;
  },
  then: (facts) => ({
    destructive: true,
    reason: facts.inferred.description.destructivePhrases.map((phrase) => `the description ${phrase}`).join('; '),
  }),
  says: 'the description {match}',
  examples: {
    fires: [tool('reset_workspace', 'Reset the workspace. This action is irreversible.')],
    quiet: [tool('reset_filter', 'Reset the filter of the list view.')],
  },
});

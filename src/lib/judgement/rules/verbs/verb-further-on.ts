import { tool } from '../../examples.ts';
import { defineRule } from '../../rule.ts';
import { HOMOGRAPHS } from '../../vocabulary/verbs.ts';

export default defineRule({
  id: 'verb-further-on',
  stage: 'verbs',
  summary:
    'No verb opens the name or the description, so the first clear verb further on is read (a word as often a noun as a verb does not count); a doubt goes to the reviewer.',
  when: (facts) => {
    const { description } = facts.inferred;
    const clear =
      description.firstSentenceVerbs.find((verb) => !HOMOGRAPHS.has(verb.lemma)) ??
      description.allVerbs.find((verb) => !HOMOGRAPHS.has(verb.lemma));
    return clear ? { signal: 'description', match: clear.lemma } : undefined;
  },
  then: (facts, hit) => {
    const { description } = facts.inferred;
    const clear = [...description.firstSentenceVerbs, ...description.allVerbs].find((verb) => verb.lemma === hit.match);
    return {
      verbs: clear ? [{ ...clear, source: 'description' as const }] : [],
      basis: 'description',
      doubt: `No verb opens the name or the description; judged from the verb "${hit.match}" further on.`,
    };
  },
  says: 'no verb opens the name or the description; "{match}" further on is read instead',
  examples: {
    fires: [tool('zorp_widgets', 'Once a week it deletes old widgets.')],
    quiet: [tool('delete_widget', 'Delete a widget.')],
  },
});

import { tool } from '../../examples.ts';
import { defineRule } from '../../rule.ts';
import { HOMOGRAPHS } from '../../vocabulary/verbs.ts';

export default defineRule({
  id: 'reading-homograph-gives-way',
  stage: 'name-verb',
  summary:
    'A word inside the name that is as often a noun as a verb ("request" in a network request tool) gives way to a clear verb that opens the description.',
  when: (facts) => {
    const first = facts.inferred.verbs[0];
    if (facts.inferred.basis !== 'name' || first === undefined) return undefined;
    const lead = facts.inferred.description.leading[0];
    if (
      !HOMOGRAPHS.has(first.lemma) ||
      (facts.inferred.name.primary?.index ?? 0) === 0 ||
      lead === undefined ||
      HOMOGRAPHS.has(lead.lemma)
    )
      return undefined;
    return { signal: 'description', match: lead.lemma };
  },
  then: (facts) => ({
    nameVerb: facts.inferred.description.leading.map((verb) => ({ ...verb, source: 'description' as const })),
  }),
  says: 'the word of the name is as often a noun as a verb; "{match}", which opens the description, is the verb',
  examples: {
    fires: [tool('acme_post', 'Create a resource in the Acme API.')],
    quiet: [tool('acme_post', 'POST endpoint of the Acme API.'), tool('post_message', 'Post a message to a channel.')],
  },
});

import { tool } from '../../examples.ts';
import type { Facts } from '../../facts.ts';
import type { JudgedVerb } from '../../reading.ts';
import { defineRule } from '../../rule.ts';
import { HOMOGRAPHS, READ_CLASSES } from '../../vocabulary/verbs.ts';

/** The changing verbs a generic verb ("write", "manage") takes from the description: its opening and its clear verbs. */
function described(facts: Facts): JudgedVerb[] {
  if (!facts.inferred.verbs.some((verb) => verb.cls === 'generic')) return [];
  const { description } = facts.inferred;
  // Words such as "comment", "type" or "new" are nouns in prose; only the opening verbs and clear verbs count.
  return [...description.leading, ...description.allVerbs.filter((verb) => !HOMOGRAPHS.has(verb.lemma))]
    .filter((verb) => !READ_CLASSES.has(verb.cls) && verb.cls !== 'execute' && verb.cls !== 'financial')
    .map((verb) => ({ ...verb, source: 'description' as const }));
}

export default defineRule({
  id: 'generic-verb-described',
  stage: 'added-verbs',
  summary:
    'A generic verb ("write", "manage", "handle") says nothing of what is done: it takes its meaning from the changing verbs the description uses (running code and moving money excepted, which need their own evidence).',
  when: (facts) => {
    const verbs = described(facts);
    return verbs.length > 0
      ? { signal: 'description', match: [...new Set(verbs.map((verb) => verb.lemma))].join(', ') }
      : undefined;
  },
  then: (facts) => ({ addVerbs: described(facts) }),
  says: 'the generic verb of the name takes its meaning from the description: "{match}"',
  examples: {
    fires: [tool('manage_notes', 'Create or delete notes in a notebook.')],
    quiet: [tool('manage_notes', 'Notes of a notebook.'), tool('create_note', 'Create or delete notes.')],
  },
});

import { wordSet } from '../../vocabulary/word-set.ts';
import { tool } from '../../examples.ts';
import { defineRule } from '../../rule.ts';

/** Objects a "resolve" looks up rather than settles. */
const LOOKUP_OBJECTS = wordSet(
  'id ids uid uids uuid uuids name names host hostname address dns path url uri reference ref alias symbol library version location coordinates identifier handle did domain',
);
export default defineRule({
  id: 'reading-resolve-lookup',
  stage: 'name-verb',
  summary: '"Resolve" on an id, name, address or reference looks it up; resolving a thread or an alert settles it.',
  when: (facts) => {
    const first = facts.inferred.verbs[0];
    if (facts.inferred.basis !== 'name' || first === undefined) return undefined;
    const noun = facts.inferred.name.nouns.find((candidate) => LOOKUP_OBJECTS.has(candidate));
    return first.lemma === 'resolve' && noun !== undefined ? { signal: 'name', match: `resolve ${noun}` } : undefined;
  },
  then: { nameVerb: [{ lemma: 'resolve', cls: 'read', source: 'name' }] },
  says: '"{match}" looks it up',
  examples: {
    fires: [tool('resolve_symbol_name', 'Resolve a symbol to its full name.')],
    quiet: [tool('resolve_thread', 'Mark a review thread as resolved.')],
  },
});

import { tool } from '../../examples.ts';
import { BULK_WORDS, bulkNameWords } from '../../vocabulary/nouns.ts';
import { defineRule } from '../../rule.ts';

export default defineRule({
  id: 'reading-bulk-change',
  stage: 'destructive',
  summary: 'A change that reaches many objects at once (bulk, all, every) is destructive.',
  when: (facts) => {
    if (facts.inferred.readOnly) return undefined;
    if (!facts.inferred.bulk || !['modify', 'generic', 'overwrite'].includes(facts.inferred.dominant.cls))
      return undefined;
    const words = bulkNameWords(facts.tokens, BULK_WORDS);
    return words.length > 0
      ? { signal: 'name', match: words.join(' ') }
      : { signal: 'description', match: 'many objects at once' };
  },
  then: { destructive: true, reason: 'it changes many objects at once' },
  says: '"{match}": it changes many objects at once',
  examples: {
    fires: [tool('bulk_update_tags', 'Update tags on many records.')],
    quiet: [tool('update_tag', 'Update a tag on one record.')],
  },
});

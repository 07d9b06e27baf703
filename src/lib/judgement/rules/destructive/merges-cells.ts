import { tool } from '../../examples.ts';
import { nameWords } from '../../facts.ts';
import { wordSet } from '../../vocabulary/word-set.ts';
import { defineRule } from '../../rule.ts';

export default defineRule({
  id: 'merges-cells',
  stage: 'destructive',
  summary: 'Merging cells keeps the value of one cell and drops the others: what was in them is lost.',
  when: (facts) => {
    if (facts.inferred.readOnly || facts.inferred.dominant.lemma !== 'merge') return undefined;
    const noun = nameWords(facts, wordSet('cell cells range ranges'));
    return noun ? { signal: 'name', match: `merge ${noun}` } : undefined;
  },
  then: { destructive: true, weight: 1 },
  says: '"{match}" keeps one cell\'s value and drops the rest',
  examples: {
    fires: [tool('merge_cells', 'Merge a range of cells.')],
    quiet: [tool('merge_pull_request', 'Merge a pull request.'), tool('unmerge_cells', 'Unmerge cells.')],
  },
});

import { str, tool } from '../../examples.ts';
import { nameWords } from '../../facts.ts';
import { hitVerb } from '../../find.ts';
import { defineRule } from '../../rule.ts';
import { wordSet } from '../../vocabulary/word-set.ts';

/** What a merge lands in a branch: a pull or merge request, or another branch. */
const MERGED_CHANGES = wordSet(
  'pull-request pull-requests pull pulls pr prs merge-request merge-requests mr mrs request requests branch branches',
);

export default defineRule({
  id: 'merges-code',
  stage: 'risk',
  summary:
    'It merges a pull request, a merge request or a branch: the change lands in the target branch at once, and the next build or deploy runs it. High risk, approval.',
  when: (facts, state) => {
    if (state.readOnly) return undefined;
    const verb = hitVerb(facts, wordSet('merge'));
    const change = nameWords(facts, MERGED_CHANGES);
    return verb && change ? { signal: verb.signal, match: `${verb.match} ${change}` } : undefined;
  },
  then: {
    riskAtLeast: 'high',
    verdictAtLeast: 'require-approval',
    cadence: 'content',
    attacks: ['excessive-agency', 'supply-chain-impersonation'],
    flow: { sink: true },
    outcome: 'an unreviewed change merged into the branch the next build ships',
  },
  says: '"{match}" lands the change in the target branch',
  examples: {
    fires: [tool('merge_pull_request', 'Merge a pull request.', { number: str })],
    quiet: [tool('merge_cells', 'Merge a range of cells.'), tool('list_pull_requests', 'List pull requests.')],
  },
});

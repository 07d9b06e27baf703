import { str, tool } from '../../examples.ts';
import { nameWords } from '../../facts.ts';
import { wordSet } from '../../vocabulary/word-set.ts';
import { hitVerb } from '../../find.ts';
import { defineRule } from '../../rule.ts';
import { BULK_WORDS } from '../../vocabulary/nouns.ts';

/** One piece of discussion on an item: a comment or a reply (a note is often a document of its own, so it is left out). */
const COMMENT_NOUNS = wordSet('comment comments reply replies');
export default defineRule({
  id: 'deletes-comment',
  stage: 'ceiling',
  summary:
    'It deletes a comment or a reply on an item: one piece of discussion goes, the item it was on stays. Medium risk, the least a destructive tool gets, and capped like any removal of bounded loss.',
  when: (facts, state) => {
    if (!state.destructive || nameWords(facts, BULK_WORDS) !== undefined) return undefined;
    const verb = hitVerb(facts, wordSet('delete remove destroy'));
    const head = facts.inferred.name.nouns[facts.inferred.name.nouns.length - 1];
    return verb && head !== undefined && COMMENT_NOUNS.has(head)
      ? { signal: 'name', match: `${verb.match} ${head}` }
      : undefined;
  },
  then: {
    riskAtMost: 'low',
    cadence: 'content',
    outcome: 'a comment gone from the discussion, the item it was on left as it was',
    weight: 1,
  },
  says: '"{match}" removes one piece of discussion',
  examples: {
    fires: [
      tool('remove_card_comment', 'Delete a comment from a card.', { comment_id: str }),
      tool('delete_review_reply', 'Delete a reply in a review thread.', { reply_id: str }),
    ],
    quiet: [
      tool('delete_card', 'Delete a card with its comments.', { card_id: str }),
      tool('delete_all_comments', 'Delete all comments of a board.', { board_id: str }),
    ],
  },
});

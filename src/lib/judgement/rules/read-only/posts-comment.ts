import { allVerbsRead } from '../../reading.ts';
import { str, tool } from '../../examples.ts';
import { defineRule } from '../../rule.ts';
import { postsComment } from '../../signals/comment.ts';

export default defineRule({
  id: 'posts-comment',
  stage: 'read-only',
  summary:
    'The opening sentence says it posts, leaves or adds a comment, reply or answer, though the name\'s verb reads ("review_comment", "answer_thread"): posting puts words where others read them, so the tool is not read-only.',
  when: (facts) => (allVerbsRead(facts.inferred) ? postsComment(facts) : undefined),
  then: { readOnly: false, destructive: false, weight: 1 },
  says: '"{match}" puts text where others read it',
  examples: {
    fires: [
      tool('review_comment', 'Leave a review comment on a line of a merge proposal.', {
        path: str,
        line: { type: 'number' },
        body: str,
      }),
      tool('answer_forum_thread', 'Posts an answer to a forum thread.', { thread_id: str, text: str }),
    ],
    quiet: [
      tool('review_comments', 'Returns the review comments of a merge proposal.', { id: str }),
      tool('get_comment_settings', 'Get the comment settings of a page.', { page_id: str }),
      tool('answer_question', 'Answer a question about the uploaded documents.', { question: str }),
    ],
  },
});

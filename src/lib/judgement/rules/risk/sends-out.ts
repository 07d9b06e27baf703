import { str, tool } from '../../examples.ts';
import { nameWords } from '../../facts.ts';
import { wordSet } from '../../vocabulary/word-set.ts';
import { either, hitVerb, inName } from '../../find.ts';
import { defineRule } from '../../rule.ts';
import { postsComment } from '../../signals/comment.ts';
import { onlyReaction } from '../../signals/recipient.ts';
import { OUTBOUND_LEMMAS } from '../../vocabulary/actions.ts';

export default defineRule({
  id: 'sends-out',
  stage: 'risk',
  summary:
    'It sends, posts, comments, publishes or calls a webhook: an outbound channel that can carry data out. Exfiltration risk, capped as messages.',
  when: (facts, state) =>
    state.readOnly || onlyReaction(facts)
      ? undefined
      : either(
          hitVerb(facts, OUTBOUND_LEMMAS),
          inName(facts, wordSet('webhook webhooks comment comments message messages email emails post')),
          // A reply goes out unless it is only saved as a draft.
          nameWords(facts, wordSet('draft drafts')) === undefined ? inName(facts, wordSet('reply replies')) : undefined,
          postsComment(facts),
        ),
  then: {
    riskAtLeast: 'medium',
    cadence: 'message',
    attacks: ['data-exfiltration'],
    flow: { sink: true },
    outcome: "private data posted where others can read it, under the user's name",
    weight: 1,
  },
  says: '"{match}" sends data where others read it',
  examples: {
    fires: [
      tool('send_message', 'Send a message to a channel.', { text: str }),
      tool('post_reaction_note', 'Post a comment with a reaction on a thread.', {
        body: str,
        reaction: { type: 'string', enum: ['+1', 'heart'] },
      }),
      // Posting a comment, a reply or an answer sends words out, whatever verb the name reads as.
      tool('review_comment', 'Leave a review comment on a line of a merge proposal.', {
        path: str,
        line: { type: 'number' },
        body: str,
      }),
      tool('answer_forum_thread', 'Posts an answer to a forum thread.', { thread_id: str, text: str }),
    ],
    quiet: [
      tool('list_messages', 'List messages in a channel.'),
      // A reaction is one of a few fixed emoji: it carries no text out.
      tool('add_ticket_comment_reaction', 'Add a reaction to a ticket comment.', {
        comment_id: { type: 'number' },
        content: { type: 'string', enum: ['+1', '-1', 'laugh', 'heart', 'rocket'] },
      }),
      tool('add_post_reaction', 'Add a reaction to a post.', {
        post_id: str,
        content: { type: 'string', description: 'The emoji reaction type' },
      }),
    ],
  },
});

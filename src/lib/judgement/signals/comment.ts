import { descriptionMatch, type Facts } from '../facts.ts';
import type { Hit } from '../rule.ts';

/** The opening sentence posts a comment or a reply: "Leave a review comment on…", "Posts a reply to…". */
const POSTS_COMMENT =
  /^(?:post|posts|add|adds|leave|leaves|write|writes|submit|submits|create|creates|publish|publishes|send|sends|reply|replies|respond|responds|make|makes|put|puts)\s+(?:an?\s+|the\s+|new\s+|your\s+|one\s+)?(?:(?!drafts?\b|to\b|for\b)[\w-]+\s+){0,2}?(?:comments?|repl(?:y|ies)|responses?|answers?|review comments?|(?:inline|line) comments?)\b(?!\s+(?:settings?|permissions?|counts?|ids?))/i;
/** A tool whose verb reads ("review_comment") but whose description says it posts a comment or reply: posting sends words out. */
export const postsComment = (facts: Facts): Hit | undefined => {
  const said = descriptionMatch({ ...facts, description: facts.first }, POSTS_COMMENT);
  return said !== undefined ? { signal: 'description', match: said } : undefined;
};

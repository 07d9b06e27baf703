import { str, tool } from '../../examples.ts';
import { type Facts, nameWords } from '../../facts.ts';
import { wordSet } from '../../vocabulary/word-set.ts';
import { inName, readingFired } from '../../find.ts';
import { defineRule } from '../../rule.ts';
import { BULK_WORDS } from '../../vocabulary/nouns.ts';

const METADATA_NOUNS = wordSet(
  'label labels notification notifications subscription subscriptions reaction reactions star stars watch watchers sub-issue sub-issues subissue subissues bookmark bookmarks tag tags emoji',
);
/** Verbs that put a mark on an object or take it off, or make one to put on. */
const MARK_LEMMAS = wordSet(
  'add remove create star unstar watch unwatch react dismiss mark assign unassign apply attach detach tag untag label unlabel pin unpin bookmark unbookmark favorite unfavorite get find',
);
/** Marks whose removal loses nothing but the mark itself. */
const MARK_ONLY_NOUNS = wordSet('reaction reactions emoji star stars watch watchers bookmark bookmarks');
/**
 * A metadata change that only puts a mark on an object or takes it off: every verb of the name is one of MARK_LEMMAS
 * (or, for a reaction, star, watch or bookmark, a delete), no subscription other than to notifications, and not on
 * many objects at once.
 */
const markOnly = (facts: Facts): boolean => {
  const marks = nameWords(facts, MARK_ONLY_NOUNS) !== undefined;
  const verbs = facts.inferred.verbs.filter((verb) => verb.source === 'name').map((verb) => verb.lemma);
  if (
    verbs.length === 0 ||
    !verbs.every((lemma) => MARK_LEMMAS.has(lemma) || (marks && ['delete', 'unreact'].includes(lemma)))
  )
    return false;
  // "Remove a shared label" deletes the label itself; "remove a label from an issue" takes the mark off.
  if (!marks && verbs.includes('remove') && !/\bfrom\b/i.test(facts.first)) return false;
  if (
    nameWords(facts, wordSet('subscription subscriptions')) !== undefined &&
    nameWords(facts, wordSet('notification notifications')) === undefined
  )
    return false;
  if (nameWords(facts, BULK_WORDS) !== undefined) return false;
  return !/\b(?:many|all|every|bulk)\b/i.test(facts.first);
};
/** A parameter name that ends on an address things are delivered to: notify_url, webhookUrl, callbacks. */
const DELIVERY_ADDRESS = /(?:url|uri|endpoint|webhook|callback)$|(?:^|_)(?:urls|uris|endpoints|webhooks|callbacks)$/i;
/** A subscription that delivers to an address the caller gives (a notification URL) is a channel out, not bookkeeping. */
const deliversToAddress = (facts: Facts): boolean =>
  [...facts.params, ...facts.nested].some((parameter) =>
    DELIVERY_ADDRESS.test(parameter.name.replace(/([a-z])([A-Z])/g, '$1_$2')),
  );

export default defineRule({
  id: 'metadata-link',
  stage: 'category',
  summary:
    'It adds or removes labels, reactions, stars, notification subscriptions or sub-issue links: bookkeeping on an object, a Write even when it removes one.',
  when: (facts) =>
    facts.inferred.readOnly ||
    facts.inferred.runsCode ||
    deliversToAddress(facts) ||
    // A description that says outright the removal is permanent ("This is destructive — the bookmark, its highlights
    // and its assets") is taken at its word: it is no mark that one click puts back.
    readingFired(facts, 'reading-destructive-phrase')
      ? undefined
      : inName(facts, METADATA_NOUNS),
  // Putting a mark on an object or taking it off (a label, a reaction, a star, a watch) is low risk: one click puts it
  // back. Deleting or rewriting a label itself, a subscription, or marks on many objects at once stay medium.
  then: (facts) => ({
    category: 'Write',
    riskAtMost: markOnly(facts) ? 'low' : 'medium',
    cadence: 'content',
    outcome: 'wrong {objects} that someone has to tidy up',
    weight: 1,
  }),
  says: 'it only changes {match}, which are easy to put back',
  examples: {
    fires: [
      tool('remove_label', 'Remove a label from an issue.'),
      tool('add_card_reaction', 'Add an emoji reaction to a card.', { card_id: str, emoji: str }),
    ],
    quiet: [
      tool('remove_issue', 'Remove an issue.'),
      // The description says the removal is permanent and takes more than the mark with it.
      tool(
        'delete_bookmark',
        'Delete a bookmark by id. This is destructive: the bookmark and its highlights are gone.',
      ),
    ],
  },
});

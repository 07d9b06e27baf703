import { str, tool } from '../../examples.ts';
import { type Facts, nameWords } from '../../facts.ts';
import { wordSet } from '../../vocabulary/word-set.ts';
import { hitVerb, inText } from '../../find.ts';
import { defineRule } from '../../rule.ts';
import { clearsCacheOrCapture } from '../../signals/clears.ts';
import { ACCOUNT_CONTAINERS, BULK_WORDS } from '../../vocabulary/nouns.ts';

/** Containers whose loss takes everything in them: a site, an app, a folder, a mailbox, a domain, a machine. */
const WIPED_CONTAINERS = new Set([
  ...ACCOUNT_CONTAINERS,
  ...wordSet(
    'site sites website websites app apps application applications domain domains mailbox mailboxes folder folders directory directories calendar calendars trash bin vm vms machine machines server servers instance instances collection collections table tables index indexes indices store stores',
  ),
]);
const SWEEPING_TEXT =
  /\b(?:all|every|everything|entire|whole|one or more|older than|matching|that match|(?:up to|max(?:imum)?(?: of)?) \d+)\b/i;
/**
 * A permanent loss that sweeps: many items at once (the name says batch, bulk, all or multiple, or the first sentence
 * all, every, one or more, up to N), a whole container (the name's head noun), or a redeploy, recreate or empty that
 * replaces what was there.
 */
const sweepingLoss = (facts: Facts): boolean => {
  if (nameWords(facts, BULK_WORDS) !== undefined || SWEEPING_TEXT.test(facts.first)) return true;
  const head = facts.inferred.name.nouns[facts.inferred.name.nouns.length - 1];
  if (head !== undefined && WIPED_CONTAINERS.has(head)) return true;
  return hitVerb(facts, wordSet('recreate rebuild redeploy deploy reinstall empty wipe purge format')) !== undefined;
};
export default defineRule({
  id: 'permanent-loss',
  stage: 'risk',
  summary:
    'The description says the change is permanent or cannot be undone. High risk, approval; critical when the loss is sweeping: many items at once, a whole container (a site, an app, a folder, a domain, a machine) or a redeploy that replaces it.',
  // A cache or a captured buffer is rebuilt or captured again: "permanently cleared" loses nothing anyone kept.
  when: (facts, state) =>
    state.destructive && clearsCacheOrCapture(facts) === undefined
      ? inText(
          facts,
          /\b(?:permanent(?:ly)?|cannot be (?:undone|recovered|reversed)|irreversibl[ey]|no way to (?:undo|recover))\b/,
        )
      : undefined,
  // One comment, webhook or contact gone for good is what approval is for; critical is kept for losses that sweep.
  then: (facts) => ({
    riskAtLeast: sweepingLoss(facts) ? 'critical' : 'high',
    verdictAtLeast: 'require-approval',
    outcome: "{objects} erased for good, by the tool's own account",
    weight: 1,
  }),
  says: 'the description says "{match}"',
  examples: {
    fires: [
      tool('ledger_housekeeping', 'Permanently erases ledger entries older than the retention window.'),
      tool('drop_coupon', 'Delete a coupon. This action cannot be undone.', { coupon_id: str }),
    ],
    quiet: [tool('archive_entries', 'Archives old entries; they can be restored.')],
  },
});

import { str, tool } from '../../examples.ts';
import { wordSet } from '../../vocabulary/word-set.ts';
import { either, hitVerb, inText } from '../../find.ts';
import { defineRule } from '../../rule.ts';

const SPEND_LEMMAS = wordSet(
  'pay purchase buy order charge refund subscribe checkout bid trade sell spend fund topup book reserve rent',
);
/** Verbs that buy on their own, whatever the object: "buy a domain" or "rent a GPU" needs no price in sight. */
const BUY_LEMMAS = wordSet('buy purchase pay rent');
export default defineRule({
  id: 'spends-money',
  stage: 'category',
  summary:
    'It buys, orders, charges, refunds or subscribes, or says it bills the account (a hedged warning that a call may incur costs is metered use and does not count). Financial.',
  when: (facts) =>
    facts.inferred.readOnly
      ? undefined
      : either(
          facts.inferred.money ? hitVerb(facts, SPEND_LEMMAS) : hitVerb(facts, BUY_LEMMAS),
          facts.inferred.description.billing
            ? // A hedged warning ("may incur costs", "can be billed") is metered use of a paid API, not a spend.
              inText(
                facts,
                /(?<!\b(?:may|might|can|could)(?: be)? )\b(?:bill(?:s|ed|ing)?|charge[sd]?|costs? money|paid|incurs? (?:costs?|charges))\b/,
              )
            : undefined,
        ),
  then: {
    category: 'Financial',
    riskAtLeast: 'high',
    verdictAtLeast: 'require-approval',
    attacks: ['denial-of-wallet', 'unauthorised-transfer'],
    outcome: 'a charge on the account that someone must notice and dispute',
    weight: 1,
  },
  says: '"{match}" commits money',
  examples: {
    fires: [
      tool('purchase_credits', 'Purchase credits with the saved card.', { amount: { type: 'number' } }),
      tool('book_hotel', 'Book a hotel room.', { hotel_id: str, check_in: str, payment_method: str }),
      tool('rent_gpu', 'Rent a GPU machine.', { gpu_type: str }),
    ],
    quiet: [
      tool('get_price', 'Get the price of a plan.'),
      tool('book_meeting_room', 'Book a meeting room for a time slot.', { room: str, start: str }),
      tool('text_to_speech', 'Convert text to speech. COST WARNING: this call may incur costs.', { text: str }),
    ],
  },
});

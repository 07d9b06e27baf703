import { tool } from '../../examples.ts';
import { wordSet } from '../../vocabulary/word-set.ts';
import { either, hitVerb, inText } from '../../find.ts';
import { defineRule } from '../../rule.ts';

const SPEND_LEMMAS = wordSet('pay purchase buy order charge refund subscribe checkout bid trade sell spend fund topup');
/** Verbs that buy on their own, whatever the object: "buy a domain" needs no price in sight. */
const BUY_LEMMAS = wordSet('buy purchase pay');
export default defineRule({
  id: 'spends-money',
  stage: 'category',
  summary: 'It buys, orders, charges, refunds or subscribes, or says it bills the account. Financial.',
  when: (facts) =>
    facts.inferred.readOnly
      ? undefined
      : either(
          facts.inferred.money ? hitVerb(facts, SPEND_LEMMAS) : hitVerb(facts, BUY_LEMMAS),
          facts.inferred.description.billing
            ? inText(facts, /\b(?:bill(?:s|ed|ing)?|charge[sd]?|costs? money|paid|incurs? (?:costs?|charges))\b/)
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
    fires: [tool('purchase_credits', 'Purchase credits with the saved card.', { amount: { type: 'number' } })],
    quiet: [tool('get_price', 'Get the price of a plan.')],
  },
});

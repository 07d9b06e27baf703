import { str, tool } from '../../examples.ts';
import { inText } from '../../find.ts';
import { defineRule } from '../../rule.ts';
import { CALL_PAYS_TEXT } from '../../vocabulary/money-words.ts';

export default defineRule({
  id: 'call-pays',
  stage: 'category',
  summary:
    'Its description says the call itself pays: a payment it requires or makes (x402), or a sum it takes from the wallet, the card, the balance or the credits. A warning that calls may incur costs is metered use and does not count. Financial, held for approval.',
  when: (facts, state) => (state.readOnly ? undefined : inText(facts, CALL_PAYS_TEXT)),
  then: {
    category: 'Financial',
    riskAtLeast: 'high',
    verdictAtLeast: 'require-approval',
    attacks: ['denial-of-wallet', 'unauthorised-transfer'],
    outcome: 'a payment made from the account for a call nobody asked for',
    held: 'each call pays from the account',
    weight: 1,
  },
  says: 'its description says "{match}": the call pays',
  examples: {
    fires: [
      tool('domain_renew', 'Renew an existing domain. Requires x402 USDC payment on Base.', { domain: str }),
      tool('publish_listing', 'Publish the listing on the marketplace. Requires a USDC payment.', { listing: str }),
      tool('create_delivery', 'Create a delivery; the courier fee is charged to your account.', {
        pickup: str,
        dropoff: str,
      }),
    ],
    quiet: [
      tool('text_to_speech', 'Convert text to speech. COST WARNING: this call may incur costs.', { text: str }),
      tool('get_payment', 'Get a payment.', { payment_id: str }),
    ],
  },
});

import { str, tool } from '../../examples.ts';
import { defineRule } from '../../rule.ts';
import { wordSet } from '../../vocabulary/word-set.ts';
import type { Facts } from '../../facts.ts';

/** Names of a sum the caller offers to pay: a budget, a bounty, a reward, a tip, a bid, a stake or a fee. */
const OFFER_WORDS = wordSet(
  'budget budgets bounty bounties reward rewards tip tips bid bids wager stake fee fees payment',
);
/** Currencies and units of money in a parameter's name. */
const CURRENCY_WORDS = wordSet('usd eur gbp jpy cents sats satoshi lamports wei usdc usdt eth btc sol');
/** A bound on a price is a filter of what is read, not a sum paid. */
const FILTER_WORDS = wordSet('min max minimum maximum range filter from to');

/** The parameter that names a sum the call pays or offers, if any: a read-only reading and the category both turn on it. */
export function offeredSum(facts: Facts): { signal: 'parameter'; match: string } | undefined {
  for (const parameter of facts.params) {
    const { tokens } = parameter;
    if (!tokens.some((token) => OFFER_WORDS.has(token))) continue;
    if (tokens.some((token) => FILTER_WORDS.has(token))) continue;
    const numeric = parameter.type === 'number' || parameter.type === 'integer';
    if (numeric || tokens.some((token) => CURRENCY_WORDS.has(token)))
      return { signal: 'parameter', match: parameter.name };
  }
  return undefined;
}

export default defineRule({
  id: 'pays-for-the-call',
  stage: 'read-only',
  summary:
    "The caller sets a sum of money the call pays or offers (a budget, a bounty, a reward, a tip, a bid or a fee, as a number or in a currency): however it reads, each call spends the account's money, so it is not read-only.",
  when: offeredSum,
  then: { readOnly: false, weight: 1 },
  says: '"{match}" is a sum the call pays',
  examples: {
    fires: [
      tool('ask_expert', 'Ask a human expert a question and wait for the answer.', {
        question: str,
        budget_usd: { type: 'number' },
      }),
      tool('get_answer', 'Get an answer from the crowd.', { question: str, bounty: { type: 'integer' } }),
    ],
    quiet: [
      tool('search_hotels', 'Search hotels.', { city: str, max_budget: { type: 'number' } }),
      tool('get_fee', 'Get the fee schedule.', { plan: str }),
      tool('list_tips', 'List tips for a topic.', { topic: str }),
    ],
  },
});

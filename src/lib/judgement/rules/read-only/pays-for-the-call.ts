import { str, tool } from '../../examples.ts';
import { defineRule } from '../../rule.ts';
import { wordSet } from '../../vocabulary/word-set.ts';
import type { Facts } from '../../facts.ts';

/** Names of a sum paid for the call: a bounty, a tip, a bid, a wager or a fee. */
const OFFER_WORDS = wordSet('bounty bounties tip tips bid bids wager fee fees payment');
/**
 * Names that are money only with a currency beside them: a budget or a reward may be a price level or a score, a
 * prize or a bonus a game's points, pay a setting.
 */
const MONEY_IF_CURRENCY = wordSet('budget budgets reward rewards stake prize prizes bonus bonuses pay wage wages');
/** What a parameter about a payment is when it is no sum: its state, its method, its kind, its record's id. */
const NOT_A_SUM = wordSet('status state method methods type kind id ids terms intent');
/** A parameter's description that speaks of money paid. */
const PAID_TEXT = /(?:\$|\b(?:usd|dollars?|euros?|cents|paid|pays?|spend|spent|charged?)\b)/i;
/** Currencies and units of money in a parameter's name. */
const CURRENCY_WORDS = wordSet('usd eur gbp jpy cents sats satoshi lamports wei usdc usdt eth btc sol');
/** A bound on a price is a filter of what is read, not a sum paid. */
const FILTER_WORDS = wordSet('min max minimum maximum range filter from to');

/** The parameter that names a sum the call pays or offers, if any: a read-only reading and the category both turn on it. */
export function offeredSum(facts: Facts): { signal: 'parameter'; match: string } | undefined {
  for (const parameter of facts.params) {
    const { tokens } = parameter;
    if (tokens.some((token) => FILTER_WORDS.has(token) || NOT_A_SUM.has(token))) continue;
    const currency = tokens.some((token) => CURRENCY_WORDS.has(token)) || PAID_TEXT.test(parameter.description);
    const numeric = parameter.type === 'number' || parameter.type === 'integer';
    const offer = tokens.some((token) => OFFER_WORDS.has(token)) && (numeric || currency);
    if (offer || (tokens.some((token) => MONEY_IF_CURRENCY.has(token)) && currency))
      return { signal: 'parameter', match: parameter.name };
  }
  return undefined;
}

export default defineRule({
  id: 'pays-for-the-call',
  stage: 'read-only',
  summary:
    "The caller sets a sum of money the call pays or offers (a bounty, a tip, a bid or a fee; a budget, a reward or a stake in a currency): however it reads, each call spends the account's money, so it is not read-only.",
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
      tool('post_contest', 'Post a contest that people enter; you pick the winner.', {
        title: str,
        prize_usd: { type: 'number' },
      }),
    ],
    quiet: [
      tool('search_hotels', 'Search hotels.', { city: str, max_budget: { type: 'number' } }),
      tool('get_fee', 'Get the fee schedule.', { plan: str }),
      tool('record_episode', 'Store an episode for learning.', {
        reward: { type: 'number', description: 'Reward signal (0-1)' },
      }),
      tool('find_rooms', 'Find rooms to stay in.', { budget: { type: 'number', description: 'Budget level, 1 to 5' } }),
      tool('list_tips', 'List tips for a topic.', { topic: str }),
      tool('list_orders', 'List orders, filtered by payment status.', {
        payment_status: { type: 'string', description: 'paid, unpaid or refunded' },
      }),
      tool('score_level', 'Score a game level.', { level: str, bonus_points: { type: 'integer' } }),
    ],
  },
});

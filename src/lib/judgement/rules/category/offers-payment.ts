import { str, tool } from '../../examples.ts';
import { defineRule } from '../../rule.ts';
import { offeredSum } from '../read-only/pays-for-the-call.ts';

export default defineRule({
  id: 'offers-payment',
  stage: 'category',
  summary:
    'The caller sets a sum the call pays or offers (a bounty, a tip, a bid or a fee; a budget, a reward or a stake in a currency): each call spends money, whatever else it does. Financial, held for approval.',
  when: (facts) => offeredSum(facts),
  then: {
    category: 'Financial',
    riskAtLeast: 'high',
    verdictAtLeast: 'require-approval',
    attacks: ['denial-of-wallet'],
    outcome: 'money paid out for calls nobody asked for',
    held: 'each call pays the sum the caller sets',
  },
  says: '"{match}" is a sum each call pays',
  examples: {
    fires: [
      tool('ask_expert', 'Ask a human expert a question and wait for the answer.', {
        question: str,
        budget_usd: { type: 'number' },
      }),
    ],
    quiet: [tool('search_hotels', 'Search hotels.', { city: str, max_budget: { type: 'number' } })],
  },
});

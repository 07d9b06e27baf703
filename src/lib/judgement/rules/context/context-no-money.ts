import { forVerb } from '../../find.ts';
import { defineRule } from '../../rule.ts';
import { MONEY_CONTEXT_VERBS } from '../../vocabulary/verbs.ts';

export default defineRule({
  id: 'context-no-money',
  stage: 'context',
  summary:
    'Without an amount, a currency or a payment noun, a verb that can move money (transfer, charge) only changes what it names.',
  when: forVerb(
    (verb, facts) => verb.cls === 'financial' && !facts.inferred.money && MONEY_CONTEXT_VERBS.has(verb.lemma),
  ),
  then: { verbClass: 'modify' },
  says: '"{match}" with no amount or payment in sight only changes what it names',
  examples: {
    fires: [
      { name: 'sell_item', description: 'Mark an inventory item as sold.' },
      {
        name: 'sell_trading_card',
        description: 'Mark a trading card of the collection as sold.',
        inputSchema: { type: 'object', properties: { cardId: { type: 'string' } } },
      },
    ],
    quiet: [
      {
        name: 'transfer_payment',
        description: 'Transfer a payment of an amount in USD.',
        inputSchema: { type: 'object', properties: { amount: { type: 'number' } } },
      },
      { name: 'sell_gift_card', description: 'Sell a gift card to a customer.' },
    ],
  },
});

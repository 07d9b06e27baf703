import { forVerb } from '../../find.ts';
import { defineRule } from '../../rule.ts';
import { MONEY_CONTEXT_VERBS } from '../../vocabulary/verbs.ts';

export default defineRule({
  id: 'context-moves-money',
  stage: 'context',
  summary: 'Verbs such as transfer, charge or pay move money when an amount, a currency or a payment noun is in play.',
  when: forVerb((verb, facts) => MONEY_CONTEXT_VERBS.has(verb.lemma) && facts.inferred.money),
  then: { verbClass: 'financial' },
  says: '"{match}" with an amount or a payment moves money',
  examples: {
    fires: [
      {
        name: 'transfer_funds',
        description: 'Transfer an amount between accounts.',
        inputSchema: { type: 'object', properties: { amount: { type: 'number' } } },
      },
      { name: 'charge_card', description: 'Charge the saved card for an order.' },
      {
        name: 'transfer_to_card',
        description: 'Send to a card.',
        inputSchema: { type: 'object', properties: { card_number: { type: 'string' } } },
      },
    ],
    quiet: [
      { name: 'transfer_issue', description: 'Transfer an issue to another repository.' },
      {
        name: 'transfer_board_card',
        description: 'Transfer a card to another board.',
        inputSchema: { type: 'object', properties: { card_id: { type: 'string' }, board_id: { type: 'string' } } },
      },
    ],
  },
});

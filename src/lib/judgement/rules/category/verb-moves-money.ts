import { str, tool } from '../../examples.ts';
import { signalOfVerb } from '../../reading.ts';
import { defineRule } from '../../rule.ts';

export default defineRule({
  id: 'verb-moves-money',
  stage: 'category',
  summary:
    'A verb the reading took to move money here (stake, swap, settle, deposit or invoice beside an amount, a currency or a payment; pay, buy, sell or trade): the call moves money or commits it, whatever it is called. Financial, held for approval.',
  when: (facts, state) => {
    if (state.readOnly) return undefined;
    const verb = facts.inferred.verbs.find((candidate) => candidate.cls === 'financial');
    return verb ? { signal: signalOfVerb(verb.source), match: verb.lemma } : undefined;
  },
  then: {
    category: 'Financial',
    riskAtLeast: 'high',
    verdictAtLeast: 'require-approval',
    attacks: ['denial-of-wallet', 'unauthorised-transfer'],
    outcome: 'money moved or committed that someone must notice and undo',
    held: 'it moves money or commits the account to spend it',
    weight: 1,
  },
  says: '"{match}" moves money here',
  examples: {
    fires: [
      tool('stake', 'Stake SOL with a validator.', { amount: { type: 'number' }, validator: str }),
      tool('void_invoice', 'Void an invoice.', { invoice_id: str }),
    ],
    quiet: [
      tool('get_stake', 'Get the staked balance of a wallet.', { wallet: str }),
      tool('transfer_issue', 'Transfer an issue to another repository.', { issue: str, repository: str }),
    ],
  },
});

import { tool } from '../../examples.ts';
import { wordSet } from '../../vocabulary/word-set.ts';
import { classes, verbSignal } from '../../find.ts';
import { defineRule } from '../../rule.ts';

const MONEY_OUT = wordSet(
  'payment payments transfer transfers payout payouts withdrawal withdrawals wire remittance tip tips donation donations',
);
const TRANSFER_LEMMAS = wordSet('transfer send wire withdraw payout remit pay tip donate');
export default defineRule({
  id: 'moves-money-out',
  stage: 'category',
  summary:
    'It creates, sends or approves a payment, payout, transfer or withdrawal: money leaves the account. Financial.',
  when: (facts) => {
    if (facts.inferred.readOnly) return undefined;
    const head = facts.inferred.name.nouns[facts.inferred.name.nouns.length - 1];
    if (head !== undefined && MONEY_OUT.has(head)) return { signal: 'name', match: head };
    const verb = facts.inferred.verbs.find((candidate) => TRANSFER_LEMMAS.has(candidate.lemma));
    // Sending an invoice, a receipt or a quote asks for money; it moves none out.
    const document = head !== undefined && /^(?:invoices?|bills?|receipts?|quotes?|estimates?|statements?)$/.test(head);
    if (verb && facts.inferred.money && !document) return { signal: verbSignal(facts, verb.lemma), match: verb.lemma };
    if (facts.inferred.schema.amount.length > 0 && classes(facts).has('send'))
      return { signal: 'parameter', match: facts.inferred.schema.amount.join(', ') };
    return undefined;
  },
  then: {
    category: 'Financial',
    riskAtLeast: 'critical',
    verdictAtLeast: 'require-approval',
    attacks: ['unauthorised-transfer', 'confused-deputy'],
    outcome: 'money sent to an account an attacker named, which is rarely recovered',
    weight: 1,
  },
  says: '{match}: money leaves the account',
  examples: {
    fires: [tool('create_payout', 'Create a payout to a bank account.', { amount: { type: 'number' } })],
    quiet: [
      tool('list_payouts', 'List payouts.'),
      // A retention amount counts kept backups: the "send" is of a schedule, not of money.
      tool('backups', 'Manage backups: create, update, delete. The schedule is replaced, so send it whole.', {
        retention_amount: { type: 'number' },
      }),
    ],
  },
});

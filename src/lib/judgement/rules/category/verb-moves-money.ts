import { str, tool } from '../../examples.ts';
import { signalOfVerb, type JudgedVerb } from '../../reading.ts';
import { HOMOGRAPHS } from '../../vocabulary/verbs.ts';
import type { Facts } from '../../facts.ts';
import { defineRule } from '../../rule.ts';
import { NOT_THE_CALLS_ACTION } from '../../vocabulary/money-words.ts';
import { paidSubscription } from '../../signals/money.ts';

/** Whether the opening sentence uses the verb as the call's own action: some use of it is not after a word that makes it a noun or a clause about something else. */
const ownAction = (facts: Facts, lemma: string): boolean => {
  // A money word the name has as its object is that object in the description too ("create an invoice").
  if (facts.inferred.name.nouns.some((noun) => noun === lemma || noun === `${lemma}s`)) return false;
  // Words in brackets are an aside ("(invoice units)"), not the sentence's act.
  const sentence = (facts.description.trim().split(/(?<=[.!?])\s|\n/)[0] ?? '').replace(/\([^)]*\)/g, ' ');
  const words = sentence.split(/[^A-Za-z0-9]+/).filter(Boolean);
  const stem = lemma.replace(/e$/, '');
  return words.some(
    (word, index) =>
      // A capitalised word inside the sentence is part of a name ("AWS Invoice Configuration", "Billing and Cost
      // Management"), not an act.
      (index === 0 || !/^[A-Z]/.test(word)) &&
      word.toLowerCase().startsWith(stem) &&
      word.length <= lemma.length + 3 &&
      words.slice(Math.max(0, index - 2), index).every((before) => !NOT_THE_CALLS_ACTION.has(before.toLowerCase())),
  );
};

/**
 * A verb the reading rests on counts, except a name's word that is as often a noun (invoice, bill, order, deposit)
 * which the description does not use as the call's act: "invoice-units" names units, it invoices nothing.
 */
const counts = (facts: Facts, verb: JudgedVerb): boolean =>
  verb.source !== 'name' || !HOMOGRAPHS.has(verb.lemma) || ownAction(facts, verb.lemma);

export default defineRule({
  id: 'verb-moves-money',
  stage: 'category',
  summary:
    'A verb the reading took to move money here (stake, swap, settle, deposit or invoice beside an amount, a currency or a payment; pay, buy, sell or trade), in the name or as the call\'s own action in the description\'s opening sentence (not the name\'s object, not a clause such as "already paid for" or "without purchasing"): the call moves money or commits it, whatever it is called. Financial, held for approval.',
  when: (facts, state) => {
    if (state.readOnly) return undefined;
    // The verbs the reading rests on, and a money verb of the description's opening sentence that is the call's own
    // action there, not a noun or a clause about something else.
    const verb = [
      ...facts.inferred.verbs.filter((candidate) => counts(facts, candidate)),
      ...facts.inferred.opening.filter((candidate) => ownAction(facts, candidate.lemma)),
    ].find(
      (candidate) => candidate.cls === 'financial' && (candidate.lemma !== 'subscribe' || paidSubscription(facts)),
    );
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
      tool('submit_cart', 'Purchase the items in the cart with the saved card.', { cart_id: str }),
    ],
    quiet: [
      tool('get_stake', 'Get the staked balance of a wallet.', { wallet: str }),
      tool('transfer_issue', 'Transfer an issue to another repository.', { issue: str, repository: str }),
      tool('invoice_units', 'Access the Invoice Configuration of the organisation (invoice units).', { unit: str }),
      tool('pricing_calc', 'Work with estimates of the Billing and Cost Management pricing calculator.', {
        action: str,
      }),
      tool('create_invoice', 'Create an invoice in the accounting ledger.', {
        contact: str,
        amount: { type: 'number' },
      }),
      tool('complete_domain_setup', 'Register a domain you have already paid for.', { domain: str }),
      tool('generate_subdomain', 'Generate a free subdomain without purchasing a domain.', { site: str }),
    ],
  },
});

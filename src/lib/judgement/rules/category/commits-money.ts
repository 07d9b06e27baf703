import { str, tool } from '../../examples.ts';
import { type Facts } from '../../facts.ts';
import { alternation, wordSet } from '../../vocabulary/word-set.ts';
import { hitVerb, inText } from '../../find.ts';
import { defineRule, type Hit } from '../../rule.ts';

/** Verbs that put a ledger entry or a share of money in place. */
const LEDGER_VERBS = wordSet(
  'add create issue grant apply set update adjust give award deduct record post allocate split credit debit topup top increase decrease change configure edit modify',
);
/** Money that is split between parties: revenue, payouts, payments, royalties, commissions, earnings, proceeds. */
const SHARED_MONEY = wordSet(
  'revenue payout payouts payment payments royalty royalties commission commissions earnings proceeds',
);
/** Whose balance money sits in: a customer's, an account's, a wallet's, a user's, a prepaid one. */
const BALANCE_HOLDERS = wordSet('customer account wallet prepaid user');
const LEDGER_TEXT = new RegExp(
  `\\b(?:credits?|debits?)\\b(?! cards?\\b)(?:[^.]{0,40}\\b(?:balances?|accounts?|wallets?|customers?|invoices?)\\b)|\\b(?:credit|debit) notes?\\b|\\bstore credit\\b|\\brevenue (?:splits?|shares?|sharing)\\b|\\bsplits? (?:of )?(?:the )?(?:${alternation(SHARED_MONEY)})\\b|\\b(?:${alternation(BALANCE_HOLDERS)})(?:'s|s')? balances?\\b|\\bbalances? of (?:a|the|an) (?:${alternation(BALANCE_HOLDERS)})\\b`,
  'i',
);
/** Ledger words of the name: credits or debits (never a credit card), a balance, or a split or share of money. */
const ledgerInName = (facts: Facts): Hit | undefined => {
  const tokens = facts.tokens;
  const at = tokens.findIndex(
    (token, index) => /^(?:credits?|debits?)$/.test(token) && !/^cards?$/.test(tokens[index + 1] ?? ''),
  );
  if (at >= 0) return { signal: 'name', match: tokens[at] as string };
  // Funds added to a wallet or a balance, a gift card issued: money put where it can be spent.
  if (tokens.includes('funds')) return { signal: 'name', match: 'funds' };
  // A gift card the name ends on is what is issued; a gift card design or template is not money.
  if (tokens.at(-2) === 'gift' && /^cards?$/.test(tokens.at(-1) ?? ''))
    return { signal: 'name', match: `gift ${tokens.at(-1) as string}` };
  const split = tokens.find((token) => /^(?:splits?|shares?|sharing)$/.test(token));
  const money = tokens.find((token) => SHARED_MONEY.has(token));
  if (split && money) return { signal: 'name', match: `${money} ${split}` };
  return tokens.includes('balance') && tokens.some((token) => BALANCE_HOLDERS.has(token.replace(/s$/, '')))
    ? { signal: 'name', match: 'balance' }
    : undefined;
};
export default defineRule({
  id: 'commits-money',
  stage: 'category',
  summary:
    'It adds credits to a balance, creates a debit or credit note, adjusts an account balance or sets a revenue, payout or commission split: money is moved or committed even though nothing is bought. Financial.',
  when: (facts) => {
    if (facts.inferred.readOnly) return undefined;
    const verb = hitVerb(facts, LEDGER_VERBS);
    if (!verb) return undefined;
    const object =
      ledgerInName(facts) ??
      inText({ ...facts, description: facts.description.split(/(?<=[.!?])\s/)[0] ?? '' }, LEDGER_TEXT);
    return object ? { signal: object.signal, match: `${verb.match} ${object.match}` } : undefined;
  },
  then: {
    category: 'Financial',
    riskAtLeast: 'high',
    verdictAtLeast: 'require-approval',
    attacks: ['unauthorised-transfer', 'denial-of-wallet'],
    outcome: 'credit granted, a debit taken or a revenue share redirected to an account someone else named',
    weight: 1,
  },
  says: '"{match}" moves or commits money',
  examples: {
    fires: [
      tool('add_customer_credits', "Add credits to a customer's balance.", {
        customer_id: str,
        amount: { type: 'number' },
      }),
      tool('create_debit', 'Create a debit on a connected account.', { account: str, amount: { type: 'number' } }),
      tool('add_funds', 'Add funds to the wallet from the saved card.', { amount: { type: 'number' } }),
      tool('issue_gift_card', 'Issue a gift card.', { value: { type: 'number' } }),
      tool('set_revenue_split', 'Set the revenue split between the creator and the platform.', {
        creator_share: { type: 'number' },
      }),
      tool('issue_adjustment', "Issue an adjustment that adds store credit to the shopper's balance.", {
        shopper_id: str,
        value: { type: 'number' },
      }),
    ],
    quiet: [
      tool('get_customer_credits', "Get the credits left on a customer's balance."),
      tool('update_credit_card', 'Update the expiry date of a saved credit card.', { card_id: str }),
      tool('add_photo_caption', 'Add a caption to a photo.', { text: str }),
      tool('add_gift_card_design', 'Add a design to the gallery of card templates.', { image: str }),
      tool('generate_thumbnail', 'Generate a thumbnail image; each call uses 2 credits.', { prompt: str }),
    ],
  },
});

import { str, tool } from '../../examples.ts';
import type { Facts } from '../../facts.ts';
import { forVerb } from '../../find.ts';
import { defineRule } from '../../rule.ts';
import { ALLOWANCE_WORDS, ASSET_MOVING_VERBS, CRYPTO_WORDS } from '../../vocabulary/money-words.ts';

/** The words of the name, the parameters' names and the description, as one list. */
const allWords = (facts: Facts): string[] => [
  ...facts.tokens,
  ...facts.params.flatMap((parameter) => parameter.tokens),
  ...facts.lower.replace(/\bon-chain\b/g, 'onchain').split(/[^a-z0-9]+/),
];

/** The tool works on crypto assets: its name, parameters or description name a chain, a wallet or a coin. */
export const amongCryptoAssets = (facts: Facts): boolean => allWords(facts).some((word) => CRYPTO_WORDS.has(word));

export default defineRule({
  id: 'context-moves-crypto',
  stage: 'context',
  summary:
    'Among crypto assets (a chain, a wallet, a coin or an NFT is named), swapping, bridging, staking, lending, depositing, withdrawing, claiming, minting or transferring moves value, and approving an allowance lets another address spend it.',
  when: forVerb((verb, facts) => {
    if (!amongCryptoAssets(facts)) return false;
    if (ASSET_MOVING_VERBS.has(verb.lemma)) return true;
    return verb.lemma === 'approve' && allWords(facts).some((word) => ALLOWANCE_WORDS.has(word));
  }),
  then: { verbClass: 'financial' },
  says: '"{match}" moves a crypto asset',
  examples: {
    fires: [
      tool('swap_tokens', 'Swap one token for another on a DEX.', {
        fromToken: str,
        toToken: str,
        slippage: { type: 'number' },
      }),
      tool('transfer_nft', 'Transfer an NFT to an address.', { contract: str, token_id: str, to: str }),
      tool('approve_token_spending', 'Approve another address to spend your ERC20 tokens.', {
        spender: str,
        amount: str,
      }),
    ],
    quiet: [
      tool('redeem_token', 'Redeem a licence token for this site.', { token: str }),
      tool('approve_pull_request', 'Approve a pull request.', { number: { type: 'integer' } }),
      tool('get_swap_quote', 'Get a quote to swap one token for another on a DEX.', { fromToken: str, toToken: str }),
    ],
  },
});

/**
 * Words of money that the money rules share: what puts a tool among crypto assets, and what a call does to them.
 * General vocabulary only, never a product's name.
 */
import { alternation, words, wordSet } from './word-set.ts';

/**
 * Words that place a tool on a blockchain or among crypto assets, where a token is money rather than a credential
 * (an ERC-20, an NFT, a wallet, a chain's coin or its smallest unit).
 */
export const CRYPTO_WORDS = wordSet(`
  crypto cryptocurrency cryptocurrencies blockchain onchain erc20 erc721 erc1155 spl nft nfts defi liquidity wallet
  wallets solana ethereum bitcoin usdc usdt eth sol btc bnb matic lamports wei gwei sats satoshi web3 evm mainnet
  slippage stablecoin stablecoins
`);

/** What a call does to a crypto asset that moves it or commits it: each spends, locks or hands over value. */
export const ASSET_MOVING_VERBS = wordSet(`
  swap bridge stake unstake restake lend borrow repay supply deposit withdraw redeem claim wrap unwrap transfer send
  mint burn buy sell trade
`);

/** Words of an allowance: approving one lets another address spend the wallet's tokens. */
export const ALLOWANCE_WORDS = wordSet('spend spending spender allowance allowances');

/**
 * A description that says the call itself pays: a payment it requires or makes (x402), or a sum it takes from the
 * wallet, the card, the balance or the credits. "May incur costs" is metered use, not a payment, and is not here.
 */
const PAID_FROM = alternation(words('wallet balance card account credits'));
export const CALL_PAYS_TEXT = new RegExp(
  String.raw`\b(?:x402|requires? (?:an? )?(?:\w+ ){0,2}payment|paid automatically|pays? (?:automatically )?(?:from|with) (?:the|your) (?:${PAID_FROM})|(?:deducted|debited) from (?:the|your) (?:${PAID_FROM})|charged? (?:to )?(?:the|your) (?:saved )?(?:card|wallet|balance|account)|spends? (?:the |your )?(?:credits|balance|funds))\b`,
  'i',
);

/**
 * Words just before a verb of the description's opening sentence that make it a clause about something else, not the
 * call's own action: "a domain you have already paid for", "without purchasing", "humans get paid", "the store can
 * accept orders".
 */
export const NOT_THE_CALLS_ACTION = wordSet(`
  been being already can could may might will would should must without after before once when if unless which who
  whom whose where get gets got getting have has had
`);

/** Usage reported for billing: usage or meter events and records, which a meter totals into a customer's bill. */
export const BILLED_USAGE_TEXT = /\b(?:usage|meter(?:ed)?) (?:events?|records?|readings?)\b|\bmeter events?\b/i;

/** Words that say the usage reported is billed: billing, an invoice, a charge, a meter. */
export const BILLING_TEXT = /\b(?:bill(?:s|ed|ing)?|invoic(?:e|es|ed|ing)|charged?|meters?|metered)\b/i;

/** What a payment processor captures, confirms, authorises or voids: a payment, a charge, an intent to pay. */
export const PAYMENT_OBJECTS = wordSet(
  'payment payments charge charges paymentintent paymentintents authorization authorizations authorisation',
);

/** Verbs that settle a payment already begun: taking the money held, confirming the intent, authorising the card. */
export const PAYMENT_SETTLING_VERBS = wordSet('capture confirm authorize authorise void');

/** Words that place a domain with a registrar, where registering, renewing or transferring one is paid for. */
export const REGISTRAR_TEXT =
  /\b(?:registrar|registrant|registration (?:period|fee|price|cost)|tld|whois|renewal|auto[_ -]?renew\w*|purchas\w*|price|prices|cost|costs|years?)\b/i;

/** Parameters of a registration: its length, its renewal, its owner's contacts. */
export const REGISTRATION_PARAMS =
  /^(?:years?|period|duration|auto_?renew|registrant\w*|domain_?contacts?|contacts?)$/i;

/** Words that say the domain costs nothing: a free domain, one already paid for, one registered without buying. */
export const FREE_DOMAIN_TEXT = /\b(?:free|already (?:paid|purchased|bought)|without (?:purchasing|buying|paying))\b/i;

/** Words that place a tool on a market where orders are filled with money: shares, stocks, futures, a broker. */
export const TRADING_WORDS = wordSet(`
  stock stocks share shares equity equities etf etfs ticker futures options forex fx brokerage broker exchange
  portfolio leverage margin perp perps perpetual
`);

/** Verbs that trade on such a market: each fills an order, opens or closes a position. */
export const TRADING_VERBS = wordSet('trade sell buy bid order short open close place');

/** The parameters of an order on a market: the instrument, the side, how much. */
export const ORDER_PARAMS = wordSet('symbol ticker side qty quantity size shares notional leverage');

/** Words of advertising, where a campaign, an ad set or an ad spends a budget while it runs. */
export const AD_WORDS = wordSet(
  'ad ads adset adsets adgroup adgroups advertising advertiser sponsored cpc cpm cpa impressions',
);

/** Parameters that set what an ad spends: its budget, its bid, its spend cap. */
export const AD_SPEND_PARAM = /(?:^|_)(?:budget|budgets|bid|bids|spend|cpc|cpm|micros)(?:_|$)/;

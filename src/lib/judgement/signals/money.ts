/**
 * Money changing hands: a tool that moves money or commits the account to spend it, read from its words and from its
 * schema (an amount with a currency, a price or a product and a quantity). Every case names a thing anyone would call
 * money: a refund, a charge, a payout or transfer, an invoice finalised or sent, a payment link, a subscription
 * changed or cancelled, a purchase or an order, credits debited, a paid tier chosen, a price or discount set.
 */
import { nameWords, type Facts } from '../facts.ts';
import { firstLemma } from '../find.ts';
import type { Hit } from '../rule.ts';
import { wordSet } from '../vocabulary/word-set.ts';

/** What a paid subscription is to: a plan, product, tier or price that bills. */
const PAID_SUBSCRIPTION =
  /\b(?:plans?|pricing|prices?|billing|billed|bills?|paid|products?|tiers?|renewals?|seats?|licen[cs]es?|invoices?|charges?|payments?|trial)\b/i;
/** What a subscription that bills nothing is to: notifications, webhooks, events, topics, feeds. */
const NOTIFY_SUBSCRIPTION =
  /\b(?:notifications?|webhooks?|events|listeners?|callbacks?|topics?|feeds?|channels?|alerts|changes|updates|messages|push|subscribed|watch(?:ing|ers?)?|follow(?:ing|ers?)?)\b/i;
/** A subscription that bills: to a plan, a product or seats, or any subscription not to notifications, events or feeds. */
export const paidSubscription = (facts: Facts): boolean => {
  const text = `${facts.tokens.join(' ')} ${facts.first}`;
  // Not inferred.money: "subscription" is itself one of its money words.
  if (
    facts.inferred.description.money ||
    facts.inferred.description.billing ||
    facts.inferred.schema.amount.length > 0 ||
    facts.inferred.schema.paidTier.length > 0
  )
    return true;
  if (PAID_SUBSCRIPTION.test(text)) return true;
  return !NOTIFY_SUBSCRIPTION.test(
    `${text} ${facts.description} ${facts.params.map((parameter) => parameter.name).join(' ')}`,
  );
};

/**
 * Words beside a plan or a membership that make it one that bills: a price, billing, a paid tier, seats, a renewal, a
 * subscription. A test plan, a task plan, a roadmap or a group membership has none of them.
 */
const BILLING_CONTEXT =
  /\b(?:pricing|prices?|priced|billing|billed|bills?|paid|tiers?|subscriptions?|subscribers?|seats?|licen[cs]es?|invoices?|charges?|payments?|trials?|renewals?|renews?|monthly|yearly|annual(?:ly)?|checkout|upgrade|downgrade)\b/i;
/**
 * A plan or a membership that bills: money, billing or a paid tier in sight, or billing words in the name, the opening
 * sentence or the parameters' names. "Plan" and "membership" alone are as often a document or a group.
 */
export const billingPlan = (facts: Facts): boolean =>
  facts.inferred.description.money ||
  facts.inferred.description.billing ||
  facts.inferred.schema.amount.length > 0 ||
  facts.inferred.schema.paidTier.length > 0 ||
  BILLING_CONTEXT.test(
    `${facts.tokens.join(' ')} ${facts.first} ${facts.params.map((parameter) => parameter.tokens.join(' ')).join(' ')}`,
  );

/** What shows a price on a page rather than setting one. */
const PRICE_DISPLAY = 'table tables widget widgets section sections block blocks chart charts calculator calculators';

/**
 * Whether the money word of the name modifies another noun that the name ends on ("order notes", "order history"):
 * then that other thing is what the call acts on.
 */
const notTheObject = (facts: Facts, words: string): boolean => {
  const nouns = facts.inferred.name.nouns;
  const last = nouns[nouns.length - 1];
  return (
    last !== undefined && !words.split(' ').some((word) => word === last || `${word}s` === last || word === `${last}s`)
  );
};

/** What creating, funding or releasing an escrow does: each moves the money it holds. */
const ESCROW_ACTIONS = wordSet('create fund release add open pay deposit');
/** Verbs that change a subscription or its billing. */
const SUBSCRIPTION_CHANGES = wordSet(
  'create add update modify change edit cancel end terminate delete remove upgrade downgrade pause resume renew extend enable disable schedule switch set subscribe unsubscribe migrate',
);
/** Verbs that make an invoice or a bill payable, send it, or settle it. */
const BILLING_ACTIONS = wordSet('finalize finalise send issue pay void collect approve mark charge submit email');
/** An opening sentence that sends, emails or finalises the invoice the tool makes. */
const INVOICE_SENT_TEXT =
  /\b(?:and|then) (?:immediately )?(?:sends?|emails?|finali[sz]es?|charges?)\b(?: it| the (?:invoice|bill|customer))?/i;
/** Verbs that take credits or a balance away. */
const DEBIT_VERBS = wordSet('debit deduct consume spend withdraw charge burn redeem');
/** Verbs that set or change what something costs. */
const PRICE_CHANGES = wordSet('create add update set change modify edit delete remove apply adjust');
/** Verbs that place an order or a purchase. */
const ORDER_VERBS = wordSet('create place submit confirm complete checkout buy purchase order');

/** The money action a tool takes, when it takes one: the words that show it. */
export function moneyAction(facts: Facts): Hit | undefined {
  const inName = (list: string) => nameWords(facts, wordSet(list));
  const verb = (list: ReadonlySet<string>) => firstLemma(facts, list);
  const said = (pattern: RegExp) => pattern.exec(`${facts.tokens.join(' ')} ${facts.first}`)?.[0];

  const refund = inName('refund refunds') ?? (verb(wordSet('refund')) !== undefined ? 'refund' : undefined);
  if (refund !== undefined) return { signal: 'name', match: refund };

  const bill = inName('invoice invoices bill bills');
  const billed = verb(BILLING_ACTIONS);
  if (bill !== undefined && billed !== undefined) return { signal: 'name', match: `${billed} ${bill}` };
  // "Create an invoice and send it to the customer": the opening sentence sends or finalises what the name creates.
  const sent = bill !== undefined ? INVOICE_SENT_TEXT.exec(facts.first)?.[0] : undefined;
  if (sent !== undefined) return { signal: 'description', match: sent };

  // A charge made (not a charge read or a battery charged): money is in play and the name creates one.
  const charge = inName('charge charges');
  const made = verb(wordSet('create add make issue post'));
  if (charge !== undefined && made !== undefined && facts.inferred.money)
    return { signal: 'name', match: `${made} ${charge}` };

  // A bet or a wager stakes money on an outcome; a bounty offered is paid to whoever claims it.
  const bet = inName('bet bets wager wagers');
  if (bet !== undefined) return { signal: 'name', match: bet };
  const bounty = inName('bounty bounties');
  const offered = verb(wordSet('create add post offer award fund place open'));
  if (bounty !== undefined && offered !== undefined) return { signal: 'name', match: `${offered} ${bounty}` };

  // Money held in escrow: creating, funding or releasing it moves the money.
  const escrow = inName('escrow escrows');
  const escrowed = escrow !== undefined ? verb(ESCROW_ACTIONS) : undefined;
  if (escrow !== undefined && escrowed !== undefined) return { signal: 'name', match: `${escrowed} ${escrow}` };

  // Seats added to a paid plan are billed; a shipping label bought or created pays the carrier's postage.
  const seats = inName('seat seats');
  const more = verb(wordSet('add buy purchase increase update set change remove reduce'));
  if (seats !== undefined && more !== undefined) return { signal: 'name', match: `${more} ${seats}` };
  const label = said(/\b(?:shipping|postage|return) labels?\b|\bpostage\b/i);
  if (label !== undefined && verb(wordSet('create buy purchase generate')) !== undefined)
    return { signal: 'name', match: label.toLowerCase() };

  // A payment card issued or its spending limit set: whoever holds it can spend up to the limit.
  const card = inName('card cards');
  const cardText = said(
    /\b(?:virtual|physical|debit|prepaid|corporate|expense|payment) cards?\b|\bspend(?:ing)? limits?\b/i,
  );
  const issued = verb(wordSet('create issue add update set change increase raise'));
  if (card !== undefined && cardText !== undefined && issued !== undefined)
    return { signal: 'name', match: `${issued} ${cardText.toLowerCase()}` };

  // Checking out a cart or a basket buys what is in it.
  const cart = inName('cart carts basket baskets') ?? said(/\b(?:cart|basket)\b/i);
  if (cart !== undefined && verb(wordSet('checkout')) !== undefined)
    return { signal: 'name', match: `checkout ${cart}` };

  const link = said(/\b(?:payment|checkout|pay|purchase) (?:links?|sessions?|pages?)\b/i);
  if (link !== undefined) return { signal: 'name', match: link.toLowerCase() };

  const subscription = inName('subscription subscriptions') ?? said(/\bsubscriptions?\b/i)?.toLowerCase();
  const changed = verb(SUBSCRIPTION_CHANGES);
  if (subscription !== undefined && changed !== undefined && paidSubscription(facts))
    return { signal: 'name', match: `${changed} ${subscription}` };
  // A plan or a membership is one that bills only with billing words in sight.
  const plan = inName('plan plans membership memberships') ?? said(/\bmemberships?\b/i)?.toLowerCase();
  if (plan !== undefined && changed !== undefined && billingPlan(facts))
    return { signal: 'name', match: `${changed} ${plan}` };

  const debited = verb(DEBIT_VERBS);
  const balance = inName('credit credits balance balances wallet wallets points funds');
  if (debited !== undefined && balance !== undefined) return { signal: 'name', match: `${debited} ${balance}` };

  const method = said(
    /\b(?:(?:default )?payment (?:methods?|cards?|sources?)|billing (?:details|address|methods?))\b/i,
  );
  if (method !== undefined && verb(PRICE_CHANGES) !== undefined) return { signal: 'name', match: method.toLowerCase() };

  // A price shown on a page (a pricing table, a price widget) is content, not a price set.
  const price = inName('price prices pricing discount discounts coupon coupons promotion promotions promo');
  if (price !== undefined && verb(PRICE_CHANGES) !== undefined && inName(PRICE_DISPLAY) === undefined)
    return { signal: 'name', match: `${verb(PRICE_CHANGES)} ${price}` };

  // An order placed, not a note on one (the name's object is another noun) or a work order (a job).
  const order = inName('order orders purchase purchases');
  const notBuying = inName('sort sorting fulfil fulfill fulfilment fulfillment shipment shipments tracking work');
  const ordered = verb(ORDER_VERBS);
  const sameWord = ordered !== undefined && order?.split(' ').includes(ordered) && order.split(' ').length === 1;
  if (
    order !== undefined &&
    ordered !== undefined &&
    notBuying === undefined &&
    (sameWord || !notTheObject(facts, order))
  )
    return { signal: 'name', match: `${ordered} ${order}` };

  const trading = inName('leverage margin futures position positions');
  if (trading !== undefined && said(/\b(?:trad(?:e|es|ing)|futures|leverage|margin|exchange)\b/i) !== undefined)
    return { signal: 'name', match: trading };

  if (facts.inferred.schema.paidTier.length > 0)
    return { signal: 'parameter', match: facts.inferred.schema.paidTier[0] as string };

  // The schema shows it: an amount beside a currency, or a product beside a quantity. A catalogue entry (a product,
  // an item, a listing) or stock (inventory) carries a price or a quantity without anyone paying.
  // A budget, a goal or a forecast carries an amount and a currency without anyone paying.
  if (
    inName(
      'product products item items variant variants listing listings inventory stock catalog catalogue budget budgets goal goals forecast forecasts',
    )
  )
    return undefined;
  const names = facts.params.map((parameter) => parameter.name.toLowerCase().replace(/[-_]/g, ''));
  const has = (pattern: RegExp) => names.find((name) => pattern.test(name));
  const amount = has(/^(?:amount|price|unitamount|unitprice|total|totalamount|cost)$/);
  const currency = has(/^(?:currency|currencycode)$/);
  if (amount !== undefined && currency !== undefined) return { signal: 'parameter', match: `${amount} + ${currency}` };
  const product = has(/^(?:product|productid|sku|priceid|price|item|itemid|variantid)$/);
  const quantity = has(/^(?:quantity|qty|units|seats)$/);
  if (product !== undefined && quantity !== undefined)
    return { signal: 'parameter', match: `${product} + ${quantity}` };
  return undefined;
}

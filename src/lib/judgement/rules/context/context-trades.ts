import { str, tool } from '../../examples.ts';
import type { Facts } from '../../facts.ts';
import { forVerb } from '../../find.ts';
import { defineRule } from '../../rule.ts';
import { ORDER_PARAMS, TRADING_VERBS, TRADING_WORDS } from '../../vocabulary/money-words.ts';

/** A market where orders are filled with money: its words in the name or the opening sentence, or an order's parameters. */
const onAMarket = (facts: Facts): boolean => {
  const words = [...facts.tokens, ...facts.first.split(/[^a-z0-9]+/)];
  if (words.some((word) => TRADING_WORDS.has(word))) return true;
  const names = facts.params.flatMap((parameter) => parameter.tokens);
  // An instrument and how much of it: a symbol with a side, a quantity or a size.
  return (
    (names.includes('symbol') || names.includes('ticker')) &&
    names.some((token) => token !== 'symbol' && token !== 'ticker' && ORDER_PARAMS.has(token))
  );
};

export default defineRule({
  id: 'context-trades',
  stage: 'context',
  summary:
    'On a market (stocks, shares, futures, a broker or an exchange is named, or the parameters give an instrument with a side, a quantity or a size), trading, buying, selling, bidding, placing an order and opening or closing a position fill orders with money.',
  when: forVerb((verb, facts) => {
    if (!TRADING_VERBS.has(verb.lemma) || !onAMarket(facts)) return false;
    // Opening or closing moves money only for a position or a trade: "open a file" on a broker's app does not.
    if (
      (verb.lemma === 'open' || verb.lemma === 'close') &&
      !/\b(?:positions?|trades?)\b/.test(`${facts.tokens.join(' ')} ${facts.first}`)
    )
      return false;
    return true;
  }),
  then: { verbClass: 'financial' },
  says: '"{match}" fills an order on a market',
  examples: {
    fires: [
      tool('close_position', 'Close a position on the futures exchange.', { symbol: str }),
      tool('open_position', 'Open a leveraged position.', {
        symbol: str,
        size: { type: 'number' },
        leverage: { type: 'number' },
      }),
    ],
    quiet: [
      tool('sell_item', 'Mark an inventory item as sold.', { item: str }),
      tool('open_chart', 'Open the chart of a stock.', { symbol: str }),
      tool('close_issue', 'Close an issue.', { issue: str }),
    ],
  },
});

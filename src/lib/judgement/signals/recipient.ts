import { describeParameter, type Facts, nameWords } from '../facts.ts';
import { wordSet } from '../vocabulary/word-set.ts';
import { firstLemma, hitVerb, snake } from '../find.ts';
import type { Hit } from '../rule.ts';
import type { Parameter } from './schema.ts';
import { OUTBOUND_LEMMAS } from '../vocabulary/actions.ts';

/** A parameter naming who receives what the tool sends. */
/** A "to" that ends a time range or a page, not a recipient. */
const NOT_RECIPIENT =
  /\b(?:time|date|timestamp|epoch|range|end|until|period|page|offset|index|version|revision|language|locale|currency|format|unit)\b/i;
const RECIPIENT_PARAM =
  /^(?:to|cc|bcc|recipients?|recipient_?\w+|(?:to|cc|bcc)_?recipients?|to_?(?:address|addresses|email|emails|number|phone|user)|email_?to|send_?to|phone(?:_?number)?|destination_?(?:number|address|email))$/i;
/**
 * A parameter, top-level or nested in a message body (message.toRecipients), naming who receives what the tool sends,
 * as free text: a "to" of a time range, a numeric id or a fixed list of values names no one.
 */
const freeRecipient = (facts: Facts): Parameter | undefined =>
  [...facts.params, ...facts.nested].find(
    (candidate) =>
      RECIPIENT_PARAM.test(snake(candidate.name)) &&
      candidate.values.length === 0 &&
      !NOT_RECIPIENT.test(candidate.description) &&
      candidate.type !== 'number' &&
      candidate.type !== 'integer' &&
      candidate.type !== 'boolean',
  );
/** A tool that sends (mail, a message, a share, a forward) to a recipient the caller writes in: anyone at all. */
export const sendsToChosenRecipient = (facts: Facts): Hit | undefined => {
  if (onlyReaction(facts)) return undefined;
  const sends = hitVerb(facts, OUTBOUND_LEMMAS);
  const recipient = sends ? freeRecipient(facts) : undefined;
  return sends && recipient
    ? { signal: 'parameter', match: `${sends.match}, recipient in ${describeParameter(recipient)}` }
    : undefined;
};
export const onlyReaction = (facts: Facts): boolean => {
  if (
    nameWords(facts, wordSet('reaction reactions emoji emojis')) === undefined &&
    firstLemma(facts, wordSet('react')) === undefined
  )
    return false;
  return facts.inferred.schema.content.every((name) => {
    const parameter = facts.params.find((candidate) => candidate.name === name);
    return (
      parameter === undefined || parameter.values.length > 0 || /\b(?:emoji|reaction)\b/i.test(parameter.description)
    );
  });
};

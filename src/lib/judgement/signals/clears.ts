import { type Facts, nameWords } from '../facts.ts';
import { wordSet } from '../vocabulary/word-set.ts';
import { hitVerb } from '../find.ts';

const CLEAR_LEMMAS = wordSet('clear wipe flush purge reset empty clean cleanup');
/** A capture the session itself collected, by the first sentence's words: a buffer, collected or captured messages. */
const CAPTURE_TEXT = /\b(?:buffer|in-memory|captured|collected|capture)\b/i;
/**
 * "clear_cache", "purge_page_cache": a cache of any kind; "clear_console", "clear_network", "wipe_logs": a buffer the
 * session captured, when the first sentence says buffer, captured or collected (or names console messages). A log
 * file, a history, a cart or a queue is not one.
 */
export const clearsCacheOrCapture = (facts: Facts): string | undefined => {
  const verb = hitVerb(facts, CLEAR_LEMMAS);
  if (!verb) return undefined;
  const cache = nameWords(facts, wordSet('cache caches'));
  if (cache !== undefined) return `${verb.match} ${cache}`;
  const capture = nameWords(
    facts,
    wordSet('console network log logs requests messages buffer buffers capture captures'),
  );
  if (capture === undefined || /\b(?:files?|history|histories|archives?)\b/i.test(facts.first)) return undefined;
  return CAPTURE_TEXT.test(facts.first) || /\bconsole\b/.test(capture) ? `${verb.match} ${capture}` : undefined;
};

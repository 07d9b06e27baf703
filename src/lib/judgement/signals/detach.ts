import { type Facts } from '../facts.ts';
import { wordSet } from '../vocabulary/word-set.ts';

export const DETACH_LEMMAS = wordSet('remove unlink detach unassign disassociate');
/** Objects that exist only inside their container: removing one from it deletes it. */
export const CONTAINED_CONTENT = wordSet(
  'file files document documents record records row rows message messages entry entries data object objects key keys vector vectors point points blob blobs item items value values line lines content contents comment comments attachment attachments',
);
/** "remove_X_from_Y": the X taken out of Y, when both outlive the call (X is not content that only lives in Y). */
export const detachedObject = (facts: Facts): string | undefined => {
  if (!DETACH_LEMMAS.has(facts.inferred.dominant.lemma) || facts.inferred.dominant.source !== 'name') return undefined;
  const tokens = facts.inferred.name.tokens;
  const from = tokens.indexOf('from');
  const verbAt = tokens.indexOf(facts.inferred.dominant.lemma);
  if (from < 0 || verbAt < 0 || from <= verbAt + 1 || from === tokens.length - 1) return undefined;
  const object = tokens.slice(verbAt + 1, from).filter((token) => !['a', 'an', 'the'].includes(token));
  if (object.length === 0 || object.some((token) => CONTAINED_CONTENT.has(token))) return undefined;
  const container = tokens
    .slice(from + 1)
    .filter((token) => !['a', 'an', 'the'].includes(token) && !/^v\d+$/.test(token));
  return `${facts.inferred.dominant.lemma} ${object.join(' ')} from ${container.join(' ')}`;
};

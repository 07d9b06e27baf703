/**
 * Lists of names in words. Apart from grammar.ts so the builder island, which needs only counts, does not load them.
 */
import { groupDigits } from './grammar.ts';

/** "a", "a and b", "a, b and c". */
export const andList = (items: readonly string[]): string =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;

/** The first `shown` names and a count of the rest ("a, b and 4 more"); every name when only one would be left over. */
export function namesAndMore(names: readonly string[], shown: number): string {
  if (names.length <= shown + 1) return andList(names);
  return `${names.slice(0, shown).join(', ')} and ${groupDigits(names.length - shown)} more`;
}

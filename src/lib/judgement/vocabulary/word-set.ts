/**
 * How word lists are written: one string of words separated by spaces, so a list reads as data and a diff shows the
 * word that changed.
 */

const built = new Map<string, ReadonlySet<string>>();

/**
 * A set of words, for membership tests. Built once per list: rules write their lists inline in `when`, which runs for
 * every tool judged.
 */
export function wordSet(list: string): ReadonlySet<string> {
  let set = built.get(list);
  if (!set) {
    set = new Set(list.split(/\s+/).filter(Boolean));
    built.set(list, set);
  }
  return set;
}

/** The words of a list, in order. */
export const words = (list: string): readonly string[] => list.split(/\s+/).filter(Boolean);

/** A list as the alternatives of a regular expression ("llm|model|prompt"), so a pattern reads its words from the list. */
export const alternation = (list: Iterable<string>): string =>
  [...list].map((word) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|');

/**
 * How word lists are written: one string of words separated by spaces, so a list reads as data and a diff shows the
 * word that changed.
 */

/** A set of words, for membership tests. */
export const wordSet = (list: string): ReadonlySet<string> => new Set(list.split(/\s+/).filter(Boolean));

/** The words of a list, in order. */
export const words = (list: string): readonly string[] => list.split(/\s+/).filter(Boolean);

/**
 * The small words of English that carry no object: articles and other determiners, joiners and prepositions. Readers
 * skip them to find the verb and the object of a name or a sentence. Each list is written once; the lists a reader
 * needs are built from them here.
 */
import { wordSet } from './word-set.ts';

/** a, an, the. */
export const ARTICLES = wordSet('a an the');

/** Words that open a noun phrase: articles, quantities, possessives, demonstratives and the adjectives a reference takes ("the given", "an existing"). */
export const DETERMINERS = wordSet(
  'a an the any all every one some each my your this that these those its their single new given specified provided existing specific multiple more',
);

/** Words that join two verbs or two objects: create_or_update, "list, create, or close". */
export const CONJUNCTIONS = wordSet('and or then plus also');

/** Pronouns that stand as the object of a verb: a word before one is a verb ("delete them"). */
export const OBJECT_PRONOUNS = wordSet('them it him her us me you');

/** Prepositions that introduce an object or a destination in a name: migrate_pages_to_workers_guide. */
export const PREPOSITIONS = wordSet('to for on about how into from with by of in as before after');

/** Words skipped before the object of an opening clause: the determiners, and the joiners between objects. */
export const CLAUSE_FILLER: ReadonlySet<string> = new Set([...DETERMINERS, 'and', 'or']);

import { descriptionMatch, type Facts, nameWords } from './facts.ts';
import type { Contribution, Hit, State } from './rule.ts';
import { signalOfVerb, type JudgedVerb } from './reading.ts';
import type { EvidenceSignal } from '../../schema/enums.ts';

export const lemmas = (facts: Facts) => facts.inferred.verbs.map((verb) => verb.lemma);
export const classes = (facts: Facts) => new Set(facts.inferred.verbs.map((verb) => verb.cls));
export const firstLemma = (facts: Facts, set: ReadonlySet<string>) => lemmas(facts).find((lemma) => set.has(lemma));
/**
 * Where a step says its verb was read. A verb the engine supplied is `inferred`, unless it is a word the name does say
 * (an unknown verb of the name, "frobnicate_widget"): that one is quoted as the name's.
 */
export const verbSignal = (facts: Facts, lemma: string): EvidenceSignal => {
  const verb = facts.inferred.verbs.find((candidate) => candidate.lemma === lemma);
  const signal = verb ? signalOfVerb(verb.source) : 'inferred';
  return signal === 'inferred' && facts.inferred.name.tokens.includes(lemma) ? 'name' : signal;
};
/** Whether a rule of the reading stages fired for this tool. */
export const readingFired = (facts: Facts, rule: string) => facts.readingSteps.some((step) => step.rule === rule);
export const hitVerb = (facts: Facts, set: ReadonlySet<string>): Hit | undefined => {
  const lemma = firstLemma(facts, set);
  return lemma === undefined ? undefined : { signal: verbSignal(facts, lemma), match: lemma };
};
export const inName = (facts: Facts, set: ReadonlySet<string>): Hit | undefined => {
  const words = nameWords(facts, set);
  return words === undefined ? undefined : { signal: 'name', match: words };
};
export const inText = (facts: Facts, pattern: RegExp): Hit | undefined => {
  const words = descriptionMatch(facts, pattern);
  return words === undefined ? undefined : { signal: 'description', match: words };
};
export const either = (...hits: Array<Hit | undefined>) => hits.find((hit) => hit !== undefined);
export const snake = (name: string) =>
  name
    .replace(/([a-z])([A-Z])/g, '$1_$2')
    .replace(/-/g, '_')
    .toLowerCase();

export const hasNoun = (facts: Facts, words: ReadonlySet<string>) =>
  facts.inferred.name.nouns.some((noun) => words.has(noun));

/**
 * The test of a context rule: whether the verb whose meaning the context stage is reading (state.verb) takes the
 * rule's meaning here. The hit names the verb, read from the part of the definition it came from.
 */
export const forVerb =
  (test: (verb: JudgedVerb, facts: Facts) => boolean) =>
  (facts: Facts, state: State): Hit | undefined =>
    state.verb !== undefined && test(state.verb, facts)
      ? { signal: signalOfVerb(state.verb.source), match: state.verb.lemma }
      : undefined;

export const quoteList = (names: string[]) => names.map((name) => `"${name}"`).join(', ');

/** A name-verb rule's verdict that the verbs opening the description, not the name's word, are what the tool does. */
export const openingVerbsInstead = (facts: Facts): Contribution => ({
  nameVerb: facts.inferred.description.leading.map((verb) => ({ ...verb, source: 'description' as const })),
});

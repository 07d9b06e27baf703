/**
 * How sure a judgement is, from how much evidence there is and whether it agrees (decideConfidence), and the words for
 * each level the tool page and /docs/judgement/ show (CONFIDENCE_TEXT).
 */
import type { Confidence } from '../../schema/enums.ts';
import type { Facts } from './facts.ts';
import type { Contribution, Rule } from './rule.ts';

/** The doubts of the reading a person should see: what the reading stages noted, and a read-only claim it overruled. */
export function doubts(facts: Facts): string[] {
  const out = [...facts.inferred.doubts];
  if (facts.inferred.description.readOnlyClaim && !facts.inferred.readOnly && !facts.hints) {
    out.push(
      'The description mentions read-only behaviour, but the tool was judged to change state; confirm which is true.',
    );
  }
  return out;
}

/** What each confidence level means, for the tool page and /docs/judgement/ (decideConfidence implements it). */
export const CONFIDENCE_TEXT: Record<Confidence, string> = {
  high: "The author's own hints for this tool agree with what its name and description say, and nothing contradicts them.",
  medium:
    'The reading rests on a clear verb, or on hints that look generated for the whole server, or a point is still open.',
  low: 'The reading rests on the description alone, on nouns or a fallback, or the evidence contradicts itself; treat it as a first draft.',
};

/**
 * How sure the judgement is, from how much evidence there is and whether it agrees:
 * - high needs the author's per-tool hints agreeing with what the definition says, a clear verb, and no flag;
 * - hints that look generated for the whole server, or a clear verb alone, give medium;
 * - a judgement resting on the description alone, on nouns, a fallback, a weak or contradicted reading, or one a rule
 *   found doubtful (a generic verb, an operation chosen by the caller, a tool that runs any operation), is low;
 * - any other open flag caps it at medium.
 */
export function decideConfidence(
  facts: Facts,
  fired: Array<{ rule: Rule; contribution: Contribution }>,
  flags: string[],
): Confidence {
  const { inferred } = facts;
  const hintWeight = fired
    .filter(({ rule }) => rule.stage === 'hints')
    .reduce((sum, { contribution }) => sum + (contribution.weight ?? 0), 0);
  const hintConflict = fired.some(
    ({ rule, contribution }) => rule.stage === 'hints' && contribution.flag !== undefined,
  );
  // A poisoning rule that asks for a person's look (a flag) makes the reading doubtful; usage advice noted as evidence does not.
  const poisoned = fired.some(
    ({ rule, contribution }) => rule.stage === 'poisoning' && contribution.flag !== undefined,
  );
  const clearVerb = inferred.basis === 'name' || inferred.basis === 'document-name';
  // A rule that found the evidence weak or conflicting (a generic verb, an operation that picks what it does) asks for a person.
  const doubted = fired.some(({ rule, contribution }) => rule.stage !== 'hints' && contribution.doubt !== undefined);
  if (poisoned || hintConflict || doubted) return 'low';
  if (
    inferred.basis === 'fallback' ||
    inferred.basis === 'nouns' ||
    inferred.basis === 'description' ||
    inferred.strength === 'weak'
  )
    return hintWeight >= 2 ? 'medium' : 'low';
  if (flags.length > 0) return 'medium';
  if (hintWeight >= 2 && !facts.derivedHints && clearVerb && !inferred.description.empty) return 'high';
  return clearVerb || hintWeight > 0 ? 'medium' : 'low';
}

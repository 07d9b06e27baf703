import { tool } from '../../examples.ts';
import type { Facts } from '../../facts.ts';
import { defineRule } from '../../rule.ts';
import { tokenizeText } from '../../signals/tokens.ts';
import { verbClass, verbLemma, type VerbClass } from '../../vocabulary/verbs.ts';

/** The word a name or description opens on when no verb is known. */
const opening = (facts: Facts): string | undefined =>
  facts.inferred.name.tokens[0] ?? tokenizeText(facts.inferred.description.sentence)[0];

/** A word made of "re" and a verb we know (resend → send, reindex → index): the same action again. */
function repeatedVerb(word: string): string | undefined {
  if (!/^re[a-z]{3,}$/.test(word) || verbLemma(word) !== undefined) return undefined;
  const lemma = verbLemma(word.slice(2));
  return lemma !== undefined && verbClass(lemma) !== undefined ? lemma : undefined;
}

export default defineRule({
  id: 'verb-done-again',
  stage: 'verbs',
  summary:
    'No verb we know anywhere, but the opening word is a known verb done again ("resend_invite", "reindex_table"): read as that verb, with a doubt for the reviewer.',
  when: (facts) => {
    const word = opening(facts);
    return word !== undefined && repeatedVerb(word) !== undefined ? { signal: 'name', match: word } : undefined;
  },
  then: (_facts, hit) => {
    const again = repeatedVerb(hit.match) as string;
    return {
      verbs: [{ lemma: again, cls: verbClass(again) as VerbClass, source: 'name' }],
      basis: 'fallback',
      doubt: `"${hit.match}" is not a verb we know; read as "${again}" done again. Check that reading.`,
    };
  },
  says: '"{match}" is not a verb we know; it is read as a known verb done again',
  examples: {
    fires: [tool('revalidate_cache_entries', 'Cache entries, once more.')],
    quiet: [tool('validate_cache_entries', 'Validate the cache entries.')],
  },
});

import { wordSet } from '../../vocabulary/word-set.ts';
import { tool } from '../../examples.ts';
import { defineRule } from '../../rule.ts';
import { HARD_DELETE } from '../../vocabulary/verbs-analysis.ts';
import { verbLemma } from '../../vocabulary/verbs.ts';

/** What opens a later sentence about the tool itself: "It also ...", "The operation ...". */
const SELF_SUBJECT = /^(?:it|this tool|this operation|the operation|this endpoint|the tool|this call|the call)\b/i;
/** Words that deny the removal that follows ("never deletes", "without deleting"). */
const DENIALS = wordSet('not never without cannot cant wont doesnt dont no');
/**
 * Hard removals a later sentence of the description says the tool itself does: a sentence that opens with the tool's
 * own verbs ("Closes all sessions, deletes saved cookies and the profile") or with the tool as its subject ("The
 * operation ... may delete the source branch"). The first sentence is the opening row's to read.
 */
function laterRemovals(text: string): string[] {
  const sentences = text.split(/(?<=[.!?])\s+|\n\s*\n/).slice(1);
  const found: string[] = [];
  for (const sentence of sentences) {
    const words = sentence
      .replace(/['’]/g, '')
      .toLowerCase()
      .split(/[^a-z]+/)
      .filter((word) => word.length > 0);
    const first = words[0] ?? '';
    const ownVerbs = /[^s]s$/.test(first) && verbLemma(first) !== undefined && verbLemma(first) !== first;
    if (!ownVerbs && !SELF_SUBJECT.test(sentence.trim())) continue;
    words.forEach((word, index) => {
      const lemma = verbLemma(word);
      if (lemma === undefined || !HARD_DELETE.has(lemma) || found.includes(lemma)) return;
      if (words.slice(Math.max(0, index - 3), index).some((before) => DENIALS.has(before))) return;
      // "deleted" or "deleting" describe objects or conditions ("restores deleted items"); the tool's own verb is its base or -s form.
      if (word !== lemma && word !== `${lemma}s` && word !== `${lemma}es`) return;
      found.push(lemma);
    });
  }
  return found;
}
export default defineRule({
  id: 'reading-removal-stated-later',
  stage: 'destructive',
  summary:
    'A later sentence that says what the tool itself does ("Closes all sessions, deletes saved cookies", "The operation may delete the source branch") names a hard removal.',
  when: (facts) => {
    if (facts.inferred.readOnly) return undefined;
    const lemmas = laterRemovals(facts.description);
    return lemmas.length > 0 ? { signal: 'description', match: lemmas.join(', ') } : undefined;
  },
  then: (facts) => ({
    destructive: true,
    reason: laterRemovals(facts.description)
      .map((lemma) => `the description says it can also "${lemma}"`)
      .join('; '),
  }),
  says: 'a later sentence says the tool itself can also "{match}"',
  examples: {
    fires: [
      tool(
        'switch_account',
        'Switch to another account. Closes the open sessions, deletes saved cookies and opens a fresh login.',
      ),
      tool('land_change', 'Land a change request. The operation may squash commits or delete the source branch.'),
    ],
    quiet: [
      tool('switch_account', 'Switch to another account. Opens a fresh login; saved cookies are kept.'),
      tool('land_change', 'Land a change request. The operation never deletes the source branch.'),
      tool('restore_items', 'Restore items. Restores deleted items to their folder.'),
    ],
  },
});

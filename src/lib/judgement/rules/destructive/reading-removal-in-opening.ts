import type { Facts } from '../../facts.ts';
import { tool } from '../../examples.ts';
import type { JudgedVerb } from '../../reading.ts';
import { defineRule } from '../../rule.ts';
import { HARD_DELETE } from '../../vocabulary/verbs-analysis.ts';

/**
 * Removals named in the opening sentence (read in context) of a tool that mainly creates, sends, triggers or manages:
 * not a verb already read, not the "deleted" of something brought back, and for an in-place update only a hard
 * removal or one the description plainly claims.
 */
function removalsInOpening(facts: Facts): JudgedVerb[] {
  const { readOnly, verbs, dominant, opening, bringsBack, description } = facts.inferred;
  if (readOnly || !['create', 'state', 'send', 'trigger', 'generic', 'modify'].includes(dominant.cls)) return [];
  const found: JudgedVerb[] = [];
  const known = (lemma: string) =>
    verbs.some((verb) => verb.lemma === lemma) || found.some((verb) => verb.lemma === lemma);
  for (const verb of opening) {
    const removes = verb.cls === 'delete' || verb.cls === 'overwrite' || verb.cls === 'disruptive';
    if (!removes || known(verb.lemma)) continue;
    // "deleted" in "restores a deleted card" is no deletion.
    if (bringsBack && (verb.lemma === 'restore' || verb.lemma === 'recover' || verb.cls === 'delete')) continue;
    if (
      dominant.cls === 'modify' &&
      !HARD_DELETE.has(verb.lemma) &&
      !description.actionClaims.some((claim) => claim.lemma === verb.lemma)
    )
      continue;
    found.push({ ...verb, source: 'description' });
  }
  return found;
}

export default defineRule({
  id: 'reading-removal-in-opening',
  stage: 'destructive',
  summary:
    'A removal named in the opening sentence of a tool that mainly creates, sends, triggers or manages counts; an in-place update escalates only on hard removals or a plain statement, and restoring something deleted is no removal.',
  when: (facts) => {
    const verb = removalsInOpening(facts)[0];
    return verb ? { signal: 'description', match: verb.lemma } : undefined;
  },
  then: (facts) => {
    const verbs = removalsInOpening(facts);
    return {
      destructive: true,
      reason: verbs.map((verb) => `the description also says it can "${verb.lemma}"`).join('; '),
      addVerbs: verbs,
    };
  },
  says: 'the description also says it can "{match}"',
  examples: {
    fires: [tool('close_session', 'Close the session and delete its recordings.')],
    quiet: [
      tool('restore_card', 'Restores a deleted card to its list.'),
      tool('create_label', 'Create a label on a board.'),
    ],
  },
});

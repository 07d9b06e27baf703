import { allVerbsRead } from '../../reading.ts';
import { tool } from '../../examples.ts';
import { defineRule } from '../../rule.ts';

export default defineRule({
  id: 'reading-claims-action',
  stage: 'read-only',
  summary:
    'A tool named as a read whose description plainly says it also does something else ("builds the digest and sends it", "runs the diagnostics and fixes what it finds") writes.',
  when: (facts) => {
    if (!allVerbsRead(facts.inferred)) return undefined;
    const claim = facts.inferred.description.actionClaims[0];
    if (claim === undefined || facts.inferred.description.readOnlyClaim) return undefined;
    return { signal: 'description', match: claim.lemma };
  },
  then: (facts, hit) => {
    const claim = facts.inferred.description.actionClaims[0];
    return {
      readOnly: false,
      reason: `the description names a further action, "${hit.match}"`,
      addVerbs: claim ? [{ ...claim, source: 'description' }] : [],
    };
  },
  says: 'the description names a further action, "{match}": the tool does more than read',
  examples: {
    fires: [
      tool('get_digest', 'Builds the weekly digest and sends it to all subscribers.'),
      tool('run_checks', 'Runs the diagnostics and fixes the problems it finds.'),
    ],
    quiet: [
      tool('get_digest', 'Get the weekly digest.'),
      tool('run_checks', 'Runs the diagnostics and lists the problems it finds.'),
    ],
  },
});

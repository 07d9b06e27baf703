import { tool } from '../../examples.ts';
import { allVerbsRead } from '../../reading.ts';
import { defineRule } from '../../rule.ts';
import { ANALYSE_VERBS, PRODUCING_VERBS } from '../../vocabulary/verbs-analysis.ts';

export default defineRule({
  id: 'reading-dry-run',
  stage: 'read-only',
  summary: 'A dry-run switch exists only on tools that change things.',
  when: (facts) => {
    if (!allVerbsRead(facts.inferred)) return undefined;
    const primary = facts.inferred.verbs[0];
    const analyses = primary !== undefined && ANALYSE_VERBS.has(primary.lemma) && !PRODUCING_VERBS.has(primary.lemma);
    if (!facts.inferred.schema.dryRun || analyses) return undefined;
    const parameter = facts.params.find((candidate) => /dry/i.test(candidate.name));
    return { signal: 'parameter', match: parameter?.name ?? 'dry run' };
  },
  then: {
    readOnly: false,
    reason: 'it has a dry-run switch, which only tools that change things need',
    addVerbs: [{ lemma: 'change', cls: 'modify', source: 'inferred' }],
  },
  says: 'it has a dry-run switch ({match}), which only tools that change things need',
  examples: {
    fires: [tool('fetch_orders', 'Fetch the orders.', { dryRun: { type: 'boolean' } })],
    quiet: [
      tool('validate_config', 'Validate the config.', { dryRun: { type: 'boolean' } }),
      tool('fetch_orders', 'Fetch the orders.'),
    ],
  },
});

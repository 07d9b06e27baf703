import { str, tool } from '../../examples.ts';
import { defineRule } from '../../rule.ts';

export default defineRule({
  id: 'aggregation-writes',
  stage: 'destructive',
  summary:
    'It runs an aggregation pipeline the caller writes against a collection: a pipeline stage can write its results over another collection ($out, $merge), so the tool is not read-only and can replace what exists.',
  when: (facts) => {
    if (facts.inferred.dominant.lemma !== 'aggregate' || facts.inferred.description.readOnlyClaim) return undefined;
    const pipeline = facts.params.find(
      (parameter) => /^(?:pipeline|stages)$/i.test(parameter.name) && ['array', 'object', ''].includes(parameter.type),
    );
    return pipeline ? { signal: 'parameter', match: pipeline.name } : undefined;
  },
  then: {
    readOnly: false,
    destructive: true,
    reason: 'its aggregation pipeline can write its results over a collection',
  },
  says: 'the stages in {match} can write their results over a collection',
  examples: {
    fires: [
      tool('aggregate', 'Run an aggregation against a collection.', {
        collection: str,
        pipeline: { type: 'array', items: { type: 'object' } },
      }),
    ],
    quiet: [
      tool('aggregate_logs', 'Aggregate log counts by service.', { query: str }),
      tool('list_collections', 'List the collections.'),
    ],
  },
});

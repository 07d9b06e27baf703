import { tool } from '../../examples.ts';
import { verbSignal } from '../../find.ts';
import { defineRule } from '../../rule.ts';

export default defineRule({
  id: 'category-destructive',
  stage: 'category',
  summary: 'It deletes, drops, overwrites, moves or resets data. Destructive.',
  when: (facts, state) => {
    if (!state.destructive) return undefined;
    const verb = facts.inferred.verbs.find((candidate) => candidate.cls === 'delete' || candidate.cls === 'overwrite');
    if (verb) return { signal: verbSignal(facts, verb.lemma), match: verb.lemma };
    const operation = facts.inferred.schema.operations.find(
      (candidate) => candidate.cls === 'delete' || candidate.cls === 'overwrite',
    );
    return operation ? { signal: 'parameter', match: operation.lemma } : undefined;
  },
  then: { category: 'Destructive' },
  says: '"{match}" loses what was there',
  examples: {
    fires: [tool('delete_record', 'Delete a record.'), tool('queue_pop', 'Pop the next item off a queue.')],
    quiet: [tool('update_record', 'Update a record.')],
  },
});

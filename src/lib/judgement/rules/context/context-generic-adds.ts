import { forVerb } from '../../find.ts';
import { defineRule } from '../../rule.ts';

export default defineRule({
  id: 'context-generic-adds',
  stage: 'context',
  summary:
    'A generic verb ("modify", "manage") whose operation parameter offers only to create or add adds: nothing already there is changed.',
  when: forVerb(
    (verb, facts) =>
      verb.cls === 'generic' &&
      verb === facts.inferred.first &&
      facts.inferred.schema.operations.length > 0 &&
      facts.inferred.schema.operations.every(
        (operation) =>
          operation.cls === 'create' && ['create', 'add', 'insert', 'append', 'new'].includes(operation.lemma),
      ),
  ),
  then: { verbClass: 'create' },
  says: '"{match}" here only adds: every operation it offers creates',
  examples: {
    fires: [
      {
        name: 'modify_model',
        description: 'Create a data model from a diagram.',
        inputSchema: { type: 'object', properties: { action: { type: 'string', enum: ['create'] } } },
      },
    ],
    quiet: [
      {
        name: 'modify_model',
        description: 'Change a data model.',
        inputSchema: { type: 'object', properties: { action: { type: 'string', enum: ['create', 'update'] } } },
      },
    ],
  },
});

import { forVerb, hasNoun } from '../../find.ts';
import { defineRule } from '../../rule.ts';
import { DOCUMENT_PARTS } from '../../vocabulary/documents.ts';

export default defineRule({
  id: 'context-document-part',
  stage: 'context',
  summary:
    'Formatting or sorting part of a stored document or sheet (a range, cells, a paragraph) changes it in place; formatting a string the caller passes only computes.',
  when: forVerb((verb, facts) => (verb.lemma === 'format' || verb.lemma === 'sort') && hasNoun(facts, DOCUMENT_PARTS)),
  then: { verbClass: 'modify' },
  says: '"{match}" on part of a stored document changes it in place',
  examples: {
    fires: [{ name: 'format_cells', description: 'Format a range of cells.' }],
    quiet: [{ name: 'format_sql', description: 'Format an SQL string.' }],
  },
});

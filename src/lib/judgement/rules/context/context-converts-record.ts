import { forVerb, hasNoun } from '../../find.ts';
import { defineRule } from '../../rule.ts';
import { RECORD_NOUNS } from '../../vocabulary/nouns.ts';

export default defineRule({
  id: 'context-converts-record',
  stage: 'context',
  summary:
    'Converting a stored work item (an issue into a subtask, a note into a task) changes that record; converting a value the caller passes only computes.',
  when: forVerb(
    (verb, facts) =>
      verb.lemma === 'convert' &&
      verb.source === 'name' &&
      hasNoun(facts, RECORD_NOUNS) &&
      facts.inferred.schema.outputFile.length === 0,
  ),
  then: { verbClass: 'modify' },
  says: '"{match}" on a stored item changes that item',
  examples: {
    fires: [{ name: 'convertTicketToSubtask', description: 'Turns a ticket into a subtask of another ticket.' }],
    quiet: [
      { name: 'convert_currency', description: 'Convert an amount between currencies.' },
      { name: 'convert_markdown_to_html', description: 'Convert Markdown text to HTML.' },
    ],
  },
});

import { wordSet } from '../../vocabulary/word-set.ts';
import { tool } from '../../examples.ts';
import { defineRule } from '../../rule.ts';

/** Nouns of file-like content: replacing part of one loses what was there. */
const CONTENT_OBJECTS = wordSet(
  'file files content contents document documents text line lines data storage state cookies blob object objects',
);
export default defineRule({
  id: 'reading-replaces-content',
  stage: 'destructive',
  summary: 'Replacing part of a file or of stored content loses what was there.',
  when: (facts) => {
    if (facts.inferred.readOnly) return undefined;
    const replaces = /\breplac(?:e|es|ing)\b/.exec(facts.lower);
    const contentObject =
      facts.inferred.name.nouns.some((noun) => CONTENT_OBJECTS.has(noun)) ||
      facts.inferred.schema.content.some((param) => CONTENT_OBJECTS.has(param.toLowerCase()));
    return replaces && contentObject && ['modify', 'generic', 'create'].includes(facts.inferred.dominant.cls)
      ? { signal: 'description', match: replaces[0] }
      : undefined;
  },
  then: { destructive: true, reason: 'the description says it replaces existing content' },
  says: 'the description says it "{match}" existing content: what was there is lost',
  examples: {
    fires: [tool('edit_file', 'Edit a file by replacing a block of lines.')],
    quiet: [tool('edit_label', 'Edit a label by replacing its colour.')],
  },
});

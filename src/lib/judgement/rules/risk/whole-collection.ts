import { str, tool } from '../../examples.ts';
import { nameWords } from '../../facts.ts';
import { alternation, wordSet } from '../../vocabulary/word-set.ts';
import { COLLECTION_UNITS } from '../../vocabulary/nouns.ts';
import { hitVerb, inText } from '../../find.ts';
import { defineRule } from '../../rule.ts';
import { COLLECTION_WORDS } from '../../signals/query-parameters.ts';

const WHOLE_WORDS = new RegExp(
  `\\b(?:all (?:${alternation([...COLLECTION_UNITS, 'data', 'entries', 'keys'])})|entire|whole|every (?:document|record|row)|full (?:export|dump|contents?))\\b`,
  'i',
);
export default defineRule({
  id: 'whole-collection',
  stage: 'risk',
  summary:
    'It exports, dumps or scans a whole collection, table, index or bucket. Medium risk at least, with exfiltration.',
  when: (facts) => {
    const bulkRead = hitVerb(facts, wordSet('export dump find scan download backup'));
    const container =
      nameWords(facts, COLLECTION_WORDS) ??
      (facts.params.some((parameter) => COLLECTION_WORDS.has(parameter.name.toLowerCase())) ? 'collection' : undefined);
    if (bulkRead && container) return { signal: bulkRead.signal, match: `${bulkRead.match} … ${container}` };
    return facts.inferred.readOnly ? inText(facts, WHOLE_WORDS) : undefined;
  },
  then: {
    riskAtLeast: 'medium',
    attacks: ['data-exfiltration', 'indirect-prompt-injection'],
    flow: { source: true, injection: true },
    outcome: 'a whole {objects} handed to the agent in one call',
    weight: 1,
  },
  says: 'one call hands over a whole collection',
  examples: {
    fires: [tool('export_collection', 'Export a collection to a file.', { collection: str })],
    quiet: [tool('get_item', 'Get one item.')],
  },
});

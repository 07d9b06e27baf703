import { allVerbsRead } from '../../reading.ts';
import { str, tool } from '../../examples.ts';
import { quoteList } from '../../find.ts';
import { defineRule } from '../../rule.ts';
import { ANALYSE_VERBS } from '../../vocabulary/verbs-analysis.ts';

export default defineRule({
  id: 'reading-runs-code',
  stage: 'read-only',
  summary:
    'A code parameter on a tool whose opening sentence runs something carries code that the tool runs, whatever the name says.',
  when: (facts) => {
    if (!allVerbsRead(facts.inferred)) return undefined;
    const primary = facts.inferred.verbs[0];
    const { schema, description } = facts.inferred;
    if (
      schema.code.length === 0 ||
      description.readOnlyClaim ||
      (primary && ANALYSE_VERBS.has(primary.lemma)) ||
      !description.firstSentenceVerbs.some((verb) => verb.cls === 'execute')
    )
      return undefined;
    return { signal: 'parameter', match: quoteList(schema.code) };
  },
  then: (_facts, hit) => ({
    readOnly: false,
    reason: `the ${hit.match} parameter carries code that the tool runs`,
    addVerbs: [{ lemma: 'execute', cls: 'execute', source: 'inferred' }],
  }),
  says: 'the {match} parameter carries code that the tool runs',
  examples: {
    fires: [tool('capture_page', 'Capture the page state, then execute the given script in it.', { script: str })],
    quiet: [tool('capture_page', 'Capture the page and return its text.', { url: str })],
  },
});

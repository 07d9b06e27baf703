import { tool } from '../../examples.ts';
import { defineRule } from '../../rule.ts';
import { tokenizeText } from '../../signals/tokens.ts';

export default defineRule({
  id: 'unknown-verb',
  stage: 'verbs',
  summary:
    'No verb we know in the name or the description: neither the worst reading nor a read. Judged a plain change of medium risk, with low confidence and a doubt, until a person says what it does; other evidence can still raise it.',
  when: (facts) => {
    const fromName = facts.inferred.name.tokens[0];
    const word = fromName ?? tokenizeText(facts.inferred.description.sentence)[0];
    if (word === undefined || !/^[a-z]{3,}$/.test(word)) return { signal: 'inferred', match: 'change' };
    return { signal: fromName !== undefined ? 'name' : 'description', match: word };
  },
  then: (_facts, hit) => ({
    verbs: [{ lemma: hit.match, cls: 'generic', source: 'noun' }],
    basis: 'fallback',
    unknownVerb: hit.match,
    doubt: `No known verb in the name or the description${hit.match !== 'change' ? ` ("${hit.match}" is not one we know)` : ''}; judged a change of medium risk until a person reads what it does.`,
  }),
  says: 'no verb we know; "{match}" is read as a change of unknown kind',
  examples: {
    fires: [tool('frobnicate_widget', 'Frobnicate the widget.')],
    quiet: [tool('list_widgets', 'List the widgets.')],
  },
});

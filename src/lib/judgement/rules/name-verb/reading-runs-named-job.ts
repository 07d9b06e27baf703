import { str, tool } from '../../examples.ts';
import { defineRule } from '../../rule.ts';
import { wordSet } from '../../vocabulary/words.ts';

/** Verbs that run something the name then names. */
const RUN_VERBS = wordSet('run execute start trigger launch kick');
/** What such a name runs: a test, a job, a workflow, a build, a scan. */
const RUN_OBJECTS = wordSet('test tests suite job jobs workflow workflows pipeline pipelines build builds');

export default defineRule({
  id: 'reading-runs-named-job',
  stage: 'name-verb',
  summary:
    'A name that pairs "run", "execute" or "start" with the thing it runs ("run_test", "execute_workflow") starts that job, even where the word for the job ("test", "check") could be read as the verb.',
  when: (facts) => {
    // Only where the name's verb was taken to be the job itself ("test" in "reflect_run_test").
    const first = facts.inferred.verbs[0];
    if (facts.inferred.basis !== 'name' || first === undefined || !RUN_OBJECTS.has(first.lemma)) return undefined;
    const tokens = facts.inferred.name.tokens;
    const at = tokens.findIndex((token) => RUN_VERBS.has(token));
    return at >= 0 && tokens.indexOf(first.lemma) > at
      ? { signal: 'name', match: `${tokens[at]} ${first.lemma}` }
      : undefined;
  },
  then: (_facts, hit) => ({ nameVerb: [{ lemma: hit.match.split(' ')[0] ?? 'run', cls: 'trigger', source: 'name' }] }),
  says: '"{match}" starts that job',
  examples: {
    fires: [tool('suite_run_test', 'Run a test of the suite.', { testId: str })],
    quiet: [
      tool('test_connection', 'Test the connection.'),
      tool('run_search', 'Run a search over the notes.'),
      tool('run_tests', 'Run the tests of the project.'),
    ],
  },
});

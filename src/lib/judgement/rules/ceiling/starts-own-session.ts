import { tool } from '../../examples.ts';
import { nameWords } from '../../facts.ts';
import { wordSet } from '../../vocabulary/word-set.ts';
import { hitVerb } from '../../find.ts';
import { defineRule } from '../../rule.ts';

/** What a tool starts for the agent's own work: a session, a lesson, a recording. */
const OWN_RUN_NOUNS = wordSet('session sessions lesson lessons recording recordings');
const START_VERBS = wordSet('start begin resume');
export default defineRule({
  id: 'starts-own-session',
  stage: 'ceiling',
  summary:
    'It starts or resumes a session of its own (a code-generation session, a course lesson, a recording) that the agent can end again, and spends nothing: medium risk at most, capped rather than held, the counterpart of ends-own-session.',
  when: (facts, state) => {
    if (state.readOnly || state.destructive || state.category === 'Financial' || facts.inferred.money) return undefined;
    const verb = hitVerb(facts, START_VERBS);
    const noun = nameWords(facts, OWN_RUN_NOUNS);
    return verb && noun ? { signal: 'name', match: `${verb.match} ${noun}` } : undefined;
  },
  then: {
    riskAtMost: 'medium',
    verdictAtMost: 'rate-limit',
    cadence: 'operation',
    outcome: 'a {objects} started that nobody asked for, which the agent can end again',
    weight: 1,
  },
  says: '"{match}" starts something of the session\'s own',
  examples: {
    fires: [
      tool('start_codegen_session', 'Start a new code generation session to record actions.'),
      tool('startCourseLesson', 'Starts a specific lesson in the course.', { lessonName: { type: 'string' } }),
    ],
    quiet: [
      tool('start_server', 'Start the server.'),
      tool('create_checkout_session', 'Create a checkout session to take a payment.', { amount: { type: 'number' } }),
      tool('start_job', 'Start a job on the cluster.', { jobId: { type: 'string' } }),
    ],
  },
});

import { str, tool } from '../../examples.ts';
import { defineRule } from '../../rule.ts';
import { readingFired } from '../../find.ts';
import { chosenOutputPath } from '../../signals/output-path.ts';

export default defineRule({
  id: 'switches-own-recorder',
  stage: 'ceiling',
  summary:
    'It only starts or stops a recorder (a trace, a recording, a capture) of the session it works in, and writes nothing where the caller says: a wrong call is put right by the next start or stop. Low risk, capped rather than held (a trace can hold the session’s secrets, so not allowed outright); a switch another bounded-harm rule has already judged keeps that judgement.',
  when: (facts, state) => {
    if (state.readOnly || state.destructive || state.bounded || chosenOutputPath(facts) !== undefined) return undefined;
    const switched = facts.inferred.verbs.find((verb) => verb.cls === 'state');
    return switched && readingFired(facts, 'context-recorder-switch')
      ? { signal: 'name', match: switched.lemma }
      : undefined;
  },
  then: {
    riskAtMost: 'low',
    verdictAtMost: 'rate-limit',
    cadence: 'operation',
    outcome: 'a recording started or stopped at the wrong moment, started again by the next call',
    weight: 1,
  },
  says: '"{match}" switches the session\'s own recorder on or off',
  examples: {
    fires: [
      tool('browser_start_tracing', 'Start trace recording.'),
      tool('start_performance_trace', 'Start a performance trace of the page.'),
    ],
    quiet: [
      tool('stop_server', 'Stop the server.'),
      tool('start_trace', 'Start a trace and save it where the caller says.', {
        outputPath: { type: 'string', description: 'File path to save the trace to.' },
      }),
      tool('get_trace', 'Get the recorded trace.', { id: str }),
    ],
  },
});

import { tool } from '../../examples.ts';
import { nameWords } from '../../facts.ts';
import { wordSet } from '../../vocabulary/word-set.ts';
import { hitVerb } from '../../find.ts';
import { defineRule } from '../../rule.ts';

const OWN_SESSION_NOUNS = wordSet(
  'session sessions port-forward forward forwarding crawl crawls recording recordings trace traces tab tabs pty scan scans audit audits job jobs task tasks',
);
export default defineRule({
  id: 'ends-own-session',
  stage: 'ceiling',
  summary:
    'It stops or closes a run in progress that can be started again (a browser or terminal session, a port forward, a crawl, a recording, a scan, an audit, a job or a task): medium risk at most.',
  when: (facts) => {
    const verb = hitVerb(facts, wordSet('stop cancel close kill end disconnect abort'));
    const noun = nameWords(facts, OWN_SESSION_NOUNS);
    return verb && noun ? { signal: 'name', match: `${verb.match} ${noun}` } : undefined;
  },
  then: {
    riskAtMost: 'medium',
    cadence: 'operation',
    outcome: 'a {objects} cut short, which the agent can start again',
    weight: 1,
  },
  says: '"{match}" ends something the session started itself',
  examples: {
    fires: [
      tool('kill_browser_session', 'Close a browser session.'),
      tool('stop_scan', 'Stop a running security scan.', { scanId: { type: 'string' } }),
      tool('cancel_job', 'Cancel a queued or running job.', { jobId: { type: 'string' } }),
    ],
    quiet: [
      tool('kill_process', 'Kill a process on the host.'),
      tool('stop_pipeline', 'Stop a running pipeline.', { pipelineId: { type: 'string' } }),
    ],
  },
});

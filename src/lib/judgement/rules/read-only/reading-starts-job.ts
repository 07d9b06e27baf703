import { wordSet } from '../../vocabulary/word-set.ts';
import { allVerbsRead } from '../../reading.ts';
import { tool } from '../../examples.ts';
import { defineRule } from '../../rule.ts';

/** Verbs that open a description when the tool starts a job: "Trigger a background scan ...". */
const JOB_STARTERS = wordSet('trigger start initiate launch kick enqueue queue schedule dispatch');
/** Prose that says the work goes on after the call returns. */
const RUNS_LATER = /\b(?:background|asynchronous(?:ly)?|async|queued|job)\b/i;
export default defineRule({
  id: 'reading-starts-job',
  stage: 'read-only',
  summary:
    'A tool named as a read ("detect_installs") whose description opens by triggering or starting a job that runs after the call returns ("Trigger a background scan ...") queues work on the service.',
  when: (facts) => {
    if (!allVerbsRead(facts.inferred)) return undefined;
    const lead = facts.inferred.description.leading[0];
    const primary = facts.inferred.verbs[0];
    if (
      lead === undefined ||
      !JOB_STARTERS.has(lead.lemma) ||
      primary?.source !== 'name' ||
      facts.inferred.description.readOnlyClaim ||
      !RUNS_LATER.test(facts.description)
    )
      return undefined;
    return { signal: 'description', match: lead.lemma };
  },
  then: (facts, hit) => {
    const lead = facts.inferred.description.leading[0];
    return {
      readOnly: false,
      reason: `the description opens with "${hit.match}": it starts a job on the service`,
      addVerbs: lead ? [{ ...lead, cls: 'trigger', source: 'description' }] : [],
    };
  },
  says: 'the description opens with "{match}": it starts a job that runs on after the call',
  examples: {
    fires: [tool('detect_sites', 'Trigger a background scan to detect the sites of the account.')],
    quiet: [
      tool('detect_sites', 'Detect the sites of the account and list them.'),
      tool('get_scan', 'Get the result of a scan started earlier.'),
      tool('get_guide', 'Start here: a guide to the other tools and when to use each.'),
    ],
  },
});

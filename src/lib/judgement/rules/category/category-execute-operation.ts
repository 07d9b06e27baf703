import { str, tool } from '../../examples.ts';
import { verbSignal } from '../../find.ts';
import { defineRule } from '../../rule.ts';

export default defineRule({
  id: 'category-execute-operation',
  stage: 'category',
  summary: 'It starts, stops, sends or deploys something outside the conversation. Execute.',
  when: (facts) => {
    // The name's own verb creates or changes a record ("add_task"): a value of some option ("start-after-completion",
    // a schedule basis) does not make that ordinary write an operation.
    const own = facts.inferred.verbs.find((candidate) => candidate.source === 'name');
    const ordinaryWrite = own !== undefined && ['create', 'modify', 'overwrite', 'state'].includes(own.cls);
    const verb = facts.inferred.verbs.find(
      (candidate) =>
        ['trigger', 'send', 'disruptive', 'execute', 'interact'].includes(candidate.cls) &&
        !(ordinaryWrite && candidate.source === 'operation'),
    );
    return verb && !facts.inferred.readOnly ? { signal: verbSignal(facts, verb.lemma), match: verb.lemma } : undefined;
  },
  then: { category: 'Execute', cadence: 'operation' },
  says: '"{match}" starts an action outside the conversation',
  examples: {
    fires: [
      tool('trigger_build', 'Trigger a build of the project.'),
      tool('manage_job', 'Manage a job.', { action: { type: 'string', enum: ['start', 'stop', 'status'] } }),
    ],
    quiet: [
      tool('update_title', 'Update the title.'),
      // A to-do item with a repeat rule whose "method" offers "start-after-completion": an ordinary write.
      tool('add_planner_task', 'Create a new to-do item in the planner.', {
        name: str,
        repeatRule: {
          type: 'object',
          properties: { method: { type: 'string', enum: ['fixed', 'start-after-completion'] }, unit: str },
        },
      }),
    ],
  },
});

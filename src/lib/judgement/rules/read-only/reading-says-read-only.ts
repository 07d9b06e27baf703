import { allVerbsRead } from '../../reading.ts';
import { tool } from '../../examples.ts';
import { defineRule } from '../../rule.ts';
import { READ_CLASSES } from '../../vocabulary/verbs.ts';

export default defineRule({
  id: 'reading-says-read-only',
  stage: 'read-only',
  summary:
    'A tool whose only changing verb is a soft one (run, execute, trigger, a generic verb) and whose description says it only reads, with no code to run, is a read.',
  when: (facts) => {
    if (allVerbsRead(facts.inferred)) return undefined;
    const changing = facts.inferred.verbs.filter((verb) => !READ_CLASSES.has(verb.cls));
    const softOnly = changing.every(
      (verb) => verb.cls === 'execute' || verb.cls === 'generic' || verb.cls === 'trigger',
    );
    // An operation the caller picks that changes something: a read-only claim may speak of one operation only
    // ('action "doctor": read-only … action "bootstrap": set up the trainer').
    const offered = changing.some((verb) => verb.source === 'operation');
    if (!facts.inferred.description.readOnlyClaim || !softOnly || offered || facts.inferred.schema.code.length > 0)
      return undefined;
    return { signal: 'description', match: facts.inferred.description.readOnlyWords ?? 'read-only' };
  },
  then: (facts) => ({
    readOnly: true,
    reason: 'the description says it runs read-only',
    verbs: facts.inferred.verbs.map((verb) => (READ_CLASSES.has(verb.cls) ? verb : { ...verb, cls: 'read' as const })),
  }),
  says: 'the description says "{match}", and nothing it runs is code: it only reads',
  examples: {
    fires: [
      tool('trigger_health_check', 'Triggers a health check. Read-only.'),
      // Writes named only to be refused leave the claim standing.
      tool('trigger_audit', 'Triggers an audit of the account. Read-only: no write operations are allowed.'),
    ],
    quiet: [
      tool('trigger_health_check', 'Triggers a health check.'),
      tool('delete_report', 'Delete a report. This tool is read-only.'),
      // The claim covers one mode of the tool; the other writes.
      tool(
        'transact',
        'Execute SQL statements in a transaction. READ-ONLY MODE: only SELECT. READ-WRITE MODE: supports INSERT, UPDATE, DELETE.',
        { statements: { type: 'array', items: { type: 'string' } } },
      ),
      tool(
        'ecs_operations',
        'Execute ECS API operations: DescribeClusters (read-only), CreateCluster (requires WRITE permission).',
        {
          operation: { type: 'string' },
        },
      ),
    ],
  },
});

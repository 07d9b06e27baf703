import { str, tool } from '../../examples.ts';
import { defineRule } from '../../rule.ts';
import { genericApiCall } from '../../signals/api-call.ts';

export default defineRule({
  id: 'calls-any-operation',
  stage: 'destructive',
  summary:
    'A generic API caller: the caller names the service and action, or the HTTP method, as free text and passes the arguments. Judged by its widest power: any operation the API has, a deletion included, so it can remove.',
  when: (facts) => {
    const call = genericApiCall(facts);
    return call !== undefined && call.kind !== 'any-endpoint' ? { signal: 'parameter', match: call.match } : undefined;
  },
  then: { readOnly: false, destructive: true, weight: 1 },
  says: 'the caller names the operation freely ({match}), so it can make any call the API allows, deletions included',
  examples: {
    fires: [
      tool('call_cloud_api', 'Call a cloud control-plane API by service and action.', {
        service: str,
        action: str,
        params: { type: 'object' },
      }),
      tool('make_request', 'Make an HTTP request to the service API.', {
        method: { type: 'string', description: 'HTTP method' },
        path: str,
        body: { type: 'object' },
      }),
    ],
    quiet: [
      tool('call_cloud_api', 'Call a read API of the service.', {
        service: str,
        action: { type: 'string', enum: ['DescribeInstances', 'ListBuckets'] },
        params: { type: 'object' },
      }),
      tool('ticket_write', 'Write operations on tickets.', {
        method: { type: 'string', description: "Operation: 'create' creates a ticket, 'update' changes one." },
        body: { type: 'object' },
      }),
    ],
  },
});

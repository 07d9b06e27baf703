import { str, tool } from '../../examples.ts';
import { defineRule } from '../../rule.ts';
import { genericApiCall } from '../../signals/api-call.ts';

export default defineRule({
  id: 'calls-any-endpoint',
  stage: 'risk',
  summary:
    "A generic API caller: whatever operation or endpoint the caller names is called with the server's credentials. Any operation (free action or HTTP method) is critical; a free endpoint on a tool that writes is high. Approval either way, since no policy can tell a harmless call from a deletion by the tool's name.",
  when: (facts, state) => {
    const call = genericApiCall(facts);
    if (!call || (call.kind === 'any-endpoint' && state.readOnly)) return undefined;
    return { signal: 'parameter', match: call.match };
  },
  then: (facts) => ({
    riskAtLeast: genericApiCall(facts)?.kind === 'any-operation' ? 'critical' : 'high',
    verdictAtLeast: 'require-approval',
    cadence: 'operation',
    attacks: ['excessive-agency', 'confused-deputy', 'data-exfiltration'],
    flow: { source: true, sink: true },
    outcome:
      "any call the API allows, a deletion or a change of permissions included, made with the server's credentials",
    weight: 1,
  }),
  says: "the caller picks the call in {match}: any operation the API allows runs with the server's credentials",
  examples: {
    fires: [
      tool('call_cloud_api', 'Call a cloud control-plane API by service and action.', {
        service: str,
        action: str,
        params: { type: 'object' },
      }),
      tool('post_to_api', 'Send a POST request to any endpoint of the tracker API.', {
        path: str,
        body: { type: 'object' },
      }),
    ],
    quiet: [
      tool('read_tracker_api', 'Read any tracker data with a GET request.', {
        path: str,
        query_params: { type: 'object' },
      }),
      tool('create_ticket', 'Create a ticket.', { title: str, body: str }),
    ],
  },
});

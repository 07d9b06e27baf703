import { str, tool } from '../../examples.ts';
import { defineRule } from '../../rule.ts';
import { genericApiCall } from '../../signals/api-call.ts';

export default defineRule({
  id: 'category-any-operation',
  stage: 'category',
  summary:
    'A generic API caller that can make any operation of the API (free service and action, or a free HTTP method) is Destructive: its widest power includes deleting.',
  when: (facts) => {
    const call = genericApiCall(facts);
    return call?.kind === 'any-operation' ? { signal: 'parameter', match: call.match } : undefined;
  },
  then: { category: 'Destructive' },
  says: '{match} can name a deleting operation',
  examples: {
    fires: [
      tool('call_cloud_api', 'Call a cloud control-plane API by service and action.', {
        service: str,
        action: str,
        params: { type: 'object' },
      }),
    ],
    quiet: [tool('get_cloud_instance', 'Get one instance.', { instance_id: str })],
  },
});

import { str, tool } from '../../examples.ts';
import { defineRule } from '../../rule.ts';
import { serviceSandbox } from '../../signals/service-sandbox.ts';

export default defineRule({
  id: 'service-sandbox-code',
  stage: 'risk',
  summary:
    'The code is a template, resolver or function that a managed service evaluates in its own sandbox (a test or evaluate endpoint returns the result; a stored resolver runs in the service runtime): it never reaches a host. Evaluating is medium risk, capped; storing code the service runs on every request is high, with approval.',
  when: (facts, state) => {
    if (state.readOnly) return undefined;
    const kind = serviceSandbox(facts);
    return kind ? { signal: 'name', match: kind.match } : undefined;
  },
  then: (facts) =>
    serviceSandbox(facts)?.kind === 'evaluate'
      ? {
          riskAtLeast: 'medium',
          verdictAtLeast: 'rate-limit',
          destructive: false,
          cadence: 'operation',
          attacks: ['excessive-agency'],
          outcome: "a loop of evaluations in the service's sandbox; the code sees only the context it is given",
          weight: 1,
        }
      : {
          riskAtLeast: 'high',
          verdictAtLeast: 'require-approval',
          cadence: 'infra',
          attacks: ['excessive-agency'],
          flow: { sink: true },
          outcome: 'code that runs in the service on every request, reading whatever its data sources hold',
          weight: 1,
        },
  says: '{match}: the service runs this code in its own sandbox, not on a host',
  examples: {
    fires: [
      tool(
        'evaluate_mapping_template',
        'Evaluates a mapping template against a context object and returns the result.',
        { template: str, context: str },
      ),
      tool(
        'evaluate_resolver_code',
        'Evaluates resolver code in the service runtime with a test context and returns the response.',
        { code: str, runtime: str, context: str },
      ),
      tool('create_graph_function', 'Creates a function of resolver logic for a graph API.', {
        api_id: str,
        code: { type: 'string', description: 'The function code' },
      }),
    ],
    quiet: [
      tool('run_code', 'Run code on the host and return its output.', { code: str }),
      tool('page_evaluate', 'Evaluate a JavaScript function on the open browser page and return the result.', {
        function: str,
      }),
    ],
  },
});

import { tool } from '../../examples.ts';
import { enumValue } from '../../facts.ts';
import { defineRule } from '../../rule.ts';

export default defineRule({
  id: 'enum-writes',
  stage: 'read-only',
  summary: 'An HTTP method parameter offers POST, PUT or PATCH: the tool can write.',
  when: (facts) => {
    const found = enumValue(facts, /^(?:post|put|patch)$/i);
    // The method of the request the tool makes ("method", "httpMethod"), not a list of methods a filter or matcher accepts.
    return found && /(?:^|[._\]])(?:http_?)?(?:method|verb)$/i.test(found.parameter.name)
      ? { signal: 'parameter', match: `${found.parameter.path ?? found.parameter.name}: ${found.value}` }
      : undefined;
  },
  then: { readOnly: false, weight: 1 },
  says: 'the parameter value {match} writes to the service',
  examples: {
    fires: [tool('api_request', 'Send a request.', { method: { type: 'string', enum: ['GET', 'POST'] } })],
    quiet: [tool('api_request', 'Send a GET request.', { method: { type: 'string', enum: ['GET'] } })],
  },
});

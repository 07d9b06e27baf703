import { str, tool } from '../../examples.ts';
import { enumValue } from '../../facts.ts';
import { defineRule } from '../../rule.ts';

/** Paths of enum parameters that list what is matched or included, not what the tool does (matcher.methods, filter.actions). */
const MATCHED_VALUES =
  /(?:^|[._\]])(?:matchers?|filters?|where|include|includes)(?:[.[]|$)|(?:^|[._\]])(?:methods|event_?types)$/i;
export default defineRule({
  id: 'enum-removes',
  stage: 'destructive',
  summary: 'An operation parameter offers a removing value (method DELETE, action delete): the tool can remove.',
  when: (facts) => {
    const found = enumValue(facts, /^(?:delete|remove|drop|destroy|purge|uninstall|truncate|wipe|rm)$/i);
    // A list of methods or actions to match or include (a test generator's matcher, a log filter) picks what is
    // selected, not what the tool does.
    if (
      found &&
      (MATCHED_VALUES.test(found.parameter.path ?? found.parameter.name) ||
        /\b(?:match\w*|filter\w*|to include|include only|only include)\b/i.test(found.parameter.description))
    )
      return undefined;
    return found
      ? { signal: 'parameter', match: `${found.parameter.path ?? found.parameter.name}: ${found.value}` }
      : undefined;
  },
  then: { readOnly: false, destructive: true, weight: 1 },
  says: 'the parameter value {match} removes data',
  examples: {
    fires: [
      tool('call_endpoint', 'Call a REST endpoint of the service.', {
        method: { type: 'string', enum: ['GET', 'POST', 'DELETE'] },
        path: str,
      }),
    ],
    quiet: [
      tool('call_endpoint', 'Call a read endpoint.', { method: { type: 'string', enum: ['GET', 'HEAD'] } }),
      tool('draft_contract_tests', 'Draft contract tests from an API description.', {
        spec: str,
        matcher: {
          type: 'object',
          properties: {
            methods: {
              type: 'array',
              description: 'HTTP methods to include',
              items: { type: 'string', enum: ['GET', 'POST', 'DELETE'] },
            },
          },
        },
      }),
    ],
  },
});

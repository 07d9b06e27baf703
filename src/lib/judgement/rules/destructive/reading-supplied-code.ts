import { str, tool } from '../../examples.ts';
import { quoteList } from '../../find.ts';
import { defineRule } from '../../rule.ts';

export default defineRule({
  id: 'reading-supplied-code',
  stage: 'destructive',
  summary: 'Code or commands the caller supplies, to a tool that does not merely store them, have unbounded effects.',
  when: (facts) => {
    if (facts.inferred.readOnly) return undefined;
    const dominant = facts.inferred.dominant;
    const stores =
      dominant.cls === 'create' || dominant.cls === 'modify' || dominant.cls === 'state' || dominant.cls === 'send';
    if (
      facts.inferred.schema.code.length === 0 ||
      stores ||
      facts.inferred.destructiveReasons.some((reason) => reason.includes('runs'))
    )
      return undefined;
    return { signal: 'parameter', match: quoteList(facts.inferred.schema.code) };
  },
  then: (_facts, hit) => ({
    destructive: true,
    reason: `the ${hit.match} parameter carries code or commands, whose effects are unbounded`,
  }),
  says: 'the {match} parameter carries code or commands, whose effects are unbounded',
  examples: {
    fires: [
      tool('navigate_page', 'Navigate the page to a URL.', {
        script: { type: 'string', description: 'A script to evaluate after load.' },
      }),
    ],
    quiet: [tool('create_function', 'Create a function with the given code.', { code: str })],
  },
});

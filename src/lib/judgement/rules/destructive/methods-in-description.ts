import { tool } from '../../examples.ts';
import { defineRule } from '../../rule.ts';

export default defineRule({
  id: 'methods-in-description',
  stage: 'destructive',
  summary:
    'The description lists the HTTP methods a request may use, PUT, PATCH or DELETE among them: the tool passes writes and deletions through.',
  when: (facts) => {
    // Upper case only, two methods or more named together: "method: 'GET'|'POST'|'DELETE'", not the word "delete".
    const found =
      /\b(?:GET|POST|PUT|PATCH|DELETE)\b['"`]?\s*(?:\||,|\/|or)\s*['"`]?(?:GET|POST|PUT|PATCH|DELETE)\b/.exec(
        facts.description,
      );
    if (!found) return undefined;
    const writes = /\b(?:PUT|PATCH|DELETE)\b/.exec(
      facts.description.slice(Math.max(0, found.index - 40), found.index + 120),
    );
    return writes ? { signal: 'description', match: writes[0] } : undefined;
  },
  then: (_facts, hit) => ({
    readOnly: false,
    destructive: hit.match === 'DELETE' || hit.match === 'PUT' || hit.match === 'PATCH',
    weight: 1,
  }),
  says: 'the description lets a request use {match}, which changes or removes data',
  examples: {
    fires: [
      tool(
        'batch_requests',
        "Combine requests into one call. Body: { requests: [{ method: 'GET'|'POST'|'DELETE', url }] }.",
        { body: { type: 'object' } },
      ),
    ],
    quiet: [
      tool('batch_requests', "Combine read requests into one call. Only 'GET' is allowed.", {
        body: { type: 'object' },
      }),
      tool('delete_widget', 'Delete or archive a widget.'),
    ],
  },
});

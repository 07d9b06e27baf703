import { str, tool } from '../../examples.ts';
import { describeParameter, findParameter } from '../../facts.ts';
import { defineRule } from '../../rule.ts';
import { freeFormParameter, listFilter } from '../../signals/query-parameters.ts';

export default defineRule({
  id: 'filters-listed-collection',
  stage: 'risk',
  summary:
    'A filter or search parameter only narrows the one collection a list tool returns (OData-style $filter, $search, $top, $select, $orderby): it reaches nothing the plain list would not, so it adds no risk of its own.',
  when: (facts) => {
    const parameter = findParameter(
      facts,
      (candidate) => freeFormParameter(facts, candidate) && listFilter(facts, candidate),
    );
    return parameter ? { signal: 'parameter', match: describeParameter(parameter) } : undefined;
  },
  then: { weight: 0.5 },
  says: '{match} narrows the listed items; it is not a query language over the store',
  examples: {
    fires: [
      tool('list-board-cards', 'List the cards of a board.', {
        boardId: str,
        filter: { type: 'string', description: 'OData filter expression' },
        top: { type: 'integer' },
        select: str,
        orderby: str,
      }),
      tool('list_my_tickets', 'List tickets of the current user.', {
        $filter: { type: 'string', description: "Filter expression, e.g. status eq 'open'" },
        $top: { type: 'integer' },
        $orderby: str,
      }),
    ],
    quiet: [
      tool('find_documents', 'Find documents in a collection.', { collection: str, filter: { type: 'object' } }),
      tool('query_store', 'Run a query over the store.', { query: { type: 'string', description: 'SQL query' } }),
    ],
  },
});

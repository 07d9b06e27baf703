import { str, tool } from '../../examples.ts';
import { describeParameter } from '../../facts.ts';
import { defineRule } from '../../rule.ts';
import { freeFormQueryParameter, PUBLIC_SEARCH } from '../../signals/query-parameters.ts';

export default defineRule({
  id: 'free-form-query',
  stage: 'risk',
  summary:
    'It takes a free-form query, filter, pipeline or expression over a data store: whatever the caller writes comes back. Medium risk at least, with exfiltration and injection. A filter or search that only narrows the one collection a list tool returns (OData $filter beside $top and $select) is not one.',
  when: (facts) => {
    const parameter = freeFormQueryParameter(facts);
    if (!parameter) return undefined;
    if (
      PUBLIC_SEARCH.test(`${facts.description} ${parameter.description}`) &&
      !/\b(?:index|indices|collection|table|database|sql)\b/i.test(facts.description)
    )
      return undefined;
    return { signal: 'parameter', match: describeParameter(parameter) };
  },
  then: (_facts, _hit, state) =>
    state.readOnly
      ? {
          riskAtLeast: 'medium',
          attacks: ['data-exfiltration', 'indirect-prompt-injection'],
          flow: { source: true, injection: true },
          family: 'arbitrary-query',
          outcome: 'any {objects} the query can reach, personal data and stored secrets included, returned in one call',
          weight: 1,
        }
      : {
          riskAtLeast: 'critical',
          verdictAtLeast: 'require-approval',
          attacks: ['command-injection', 'data-exfiltration', 'excessive-agency'],
          flow: { source: true, injection: true },
          family: 'arbitrary-statement',
          outcome: 'any statement the caller writes, a mass update or a drop included',
          weight: 1,
        },
  says: 'the caller writes the {match}, so it decides what comes back',
  examples: {
    fires: [
      tool('find_documents', 'Find documents in a collection.', { collection: str, filter: { type: 'object' } }),
      tool('run_statement', 'Run a statement against the database.', { statement: str }),
      // A named query language: the caller writes the query whatever the parameter is called.
      tool('list_board_items', 'List the work items of a board.', {
        boardId: str,
        wiql: { type: 'string', description: 'Work item query language query' },
      }),
      tool('find_wiki_pages', 'Find wiki pages.', { cql: str }),
      // A search over what the account keeps private reaches everything the token can see.
      tool('search_team_notes', 'Search the notes of the workspace.', { query: str }),
    ],
    quiet: [
      tool('web_search', 'Search the web.', { query: str }),
      // A search engine, a public catalogue or public documentation: what comes back anyone can read.
      tool('quick_answer_search', 'Quick search for simple questions using the answer model.', {
        query: { type: 'string', description: 'The search query or question' },
      }),
      tool('search_icon_catalog', 'Search for icons by name or tags.', { query: str }),
      tool('create_schema_api', 'Create a schema API.', { graphql_schema: str }),
      tool('get_document', 'Get one document by id.', { id: str }),
      // An OData filter beside $top and $select narrows the one list the tool returns: no query language over a store.
      tool('list-board-cards', 'List the cards of a board.', {
        boardId: str,
        filter: { type: 'string', description: 'OData filter expression' },
        search: { type: 'string', description: 'KQL search over the card messages' },
        top: { type: 'integer' },
        select: str,
      }),
    ],
  },
});

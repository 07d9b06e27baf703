import { str, tool } from '../../examples.ts';
import { defineRule } from '../../rule.ts';

export default defineRule({
  id: 'takes-credentials',
  stage: 'risk',
  summary:
    'A parameter carries a password, token or connection string: the agent handles the secret and can point the server at any host.',
  when: (facts) =>
    facts.inferred.schema.secret.length > 0
      ? { signal: 'parameter', match: facts.inferred.schema.secret.slice(0, 2).join(', ') }
      : undefined,
  then: {
    riskAtLeast: 'medium',
    attacks: ['token-passthrough'],
    outcome: 'credentials passed through the conversation to a host the caller names',
    weight: 0.5,
  },
  says: 'the {match} parameter carries a secret through the conversation',
  examples: {
    fires: [
      tool('connect', 'Connect to a database.', { connectionString: str }),
      tool('call_hook', 'Send a message through a hook.', { hookToken: str, text: str }),
    ],
    quiet: [
      tool('list_databases', 'List databases.'),
      // Tokens a model reads or writes are amounts, not credentials.
      tool('ask_chat_model', 'Ask the chat model a question.', { prompt: str, max_tokens: { type: 'integer' } }),
      tool('fetch_lib_docs', 'Get the documentation of a library.', {
        library: str,
        tokens: { type: 'number', description: 'Maximum number of tokens of documentation to return' },
      }),
      tool('search_news_pages', 'Search news pages.', { query: str, max_tokens_per_page: { type: 'integer' } }),
      tool('count_prompt_tokens', 'Count the tokens of a prompt.', {
        text: str,
        tokenizer: { type: 'string', enum: ['cl100k', 'o200k'] },
      }),
      tool('apply_theme_tokens', 'Apply design tokens to a theme.', {
        tokens: { type: 'object', description: 'Design tokens (colours, spacing)' },
      }),
    ],
  },
});

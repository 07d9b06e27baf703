import { str, tool } from '../../examples.ts';
import { defineRule } from '../../rule.ts';
import { clearsCacheOrCapture } from '../../signals/clears.ts';

export default defineRule({
  id: 'clears-cache-or-capture',
  stage: 'ceiling',
  summary:
    'It clears a cache, or a buffer the session itself captured (console messages, network requests, an in-memory log): what goes is rebuilt or captured again, nothing anyone kept. Low risk (medium when it counts as destructive, the least a Destructive tool gets), and capped rather than held: what goes comes back. Log files and histories are not buffers.',
  when: (facts, state) => {
    if (state.readOnly) return undefined;
    const hit = clearsCacheOrCapture(facts);
    return hit ? { signal: 'name', match: hit } : undefined;
  },
  // A capture of the agent's own session is capped; a cache others are served from (a cold cache loads the origin) keeps approval.
  then: {
    riskAtMost: 'low',
    verdictAtMost: 'rate-limit',
    cadence: 'operation',
    outcome: 'a cache rebuilt or a capture started again',
    weight: 1,
  },
  says: '"{match}" empties what is rebuilt or captured again',
  examples: {
    fires: [
      tool('purge_site_cache', 'Purge the page cache of a site.', { site_id: str }),
      tool('devtools_clear_console', 'Clear the console messages collected from the page.'),
      tool('reset_capture_buffer', 'Clear the in-memory buffer of captured network requests.'),
    ],
    quiet: [
      tool('clear_app_logs', 'Empty the log file of the app on the server.', { app_id: str }),
      tool('clear_chat_history', 'Clear the chat history of a conversation.', { chat_id: str }),
      tool('clear_cart', 'Clear the shopping cart.'),
    ],
  },
});

import { str, tool } from '../../examples.ts';
import { wordSet } from '../../vocabulary/word-set.ts';
import { either, inName, inText } from '../../find.ts';
import { defineRule } from '../../rule.ts';

const SESSION_STATE = /\b(?:cookies?|local ?storage|session ?storage|storage[ _-]?state|indexeddb|session state)\b/i;
export default defineRule({
  id: 'dumps-session-state',
  stage: 'risk',
  summary:
    'It reads or writes cookies, local or session storage, or a whole storage state: logged-in sessions. High risk, approval. Reading them hands the session over (exfiltration, token passthrough); setting or clearing them only writes, so it can plant a session or log the user out, but hands nothing over.',
  when: (facts) =>
    either(
      inName(facts, wordSet('cookie cookies localstorage sessionstorage')),
      inText({ ...facts, description: facts.first }, SESSION_STATE),
    ),
  then: (_facts, _hit, state) => ({
    riskAtLeast: 'high',
    verdictAtLeast: 'require-approval',
    weight: 1,
    ...(state.readOnly
      ? {
          attacks: ['data-exfiltration', 'token-passthrough'],
          flow: { source: true },
          family: 'cookies-and-storage',
          outcome: "session cookies that log anyone who holds them into the user's accounts",
        }
      : {
          attacks: ['excessive-agency'],
          outcome: 'the user logged out, or logged into an account someone else controls, by a planted session',
        }),
  }),
  says: '{match}: session cookies and stored logins',
  examples: {
    fires: [
      tool('browser_storage_state', 'Save the storage state (cookies, local storage) to a file.'),
      tool('page_cookie_set', 'Set a cookie in the browser context.', { name: str, value: str }),
    ],
    quiet: [tool('browser_hover', 'Hover over an element.')],
  },
});

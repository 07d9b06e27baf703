import { str, tool } from '../../examples.ts';
import { nameWords } from '../../facts.ts';
import { defineRule } from '../../rule.ts';
import { wordSet } from '../../vocabulary/word-set.ts';

/** Words of a name that start a sign-in: the user then completes it in a browser or on a device. */
const SIGN_IN = wordSet('login signin authenticate');
/** "start_auth", "setup_auth": a verb that begins the flow, with the flow named after it. */
const BEGIN = wordSet('start setup begin initiate');
const AUTH = wordSet('auth oauth authentication');
/** The reply hands the tokens back: then the call itself is a credential, and returns-secrets speaks. */
const RETURNS_TOKENS =
  /\b(?:returns?|returning|gives?)\b[^.]{0,60}\b(?:access|refresh|bearer|session|id)[ _-]?tokens?\b/i;

export default defineRule({
  id: 'starts-sign-in',
  stage: 'ceiling',
  summary:
    "It starts the user's own sign-in (a login, an OAuth or device-code flow) that the user completes themselves, takes no password or key and returns no token: a call opens a sign-in, nothing more. Low risk, capped so that prompts cannot flood the user.",
  when: (facts) => {
    if (facts.inferred.schema.secret.length > 0 || RETURNS_TOKENS.test(facts.description)) return undefined;
    if (facts.tokens.some((token) => /^(?:logout|signout|revoke)$/.test(token))) return undefined;
    const word =
      nameWords(facts, SIGN_IN) ??
      (nameWords(facts, BEGIN) !== undefined && nameWords(facts, AUTH) !== undefined
        ? `${nameWords(facts, BEGIN)} ${nameWords(facts, AUTH)}`
        : undefined);
    return word !== undefined ? { signal: 'name', match: word } : undefined;
  },
  then: {
    riskAtMost: 'low',
    verdictAtLeast: 'rate-limit',
    cadence: 'operation',
    outcome: 'a sign-in prompt the user did not ask for, which they can ignore',
    weight: 1,
  },
  says: '"{match}" starts a sign-in that the user completes themselves',
  examples: {
    fires: [
      tool('login', 'Authenticate with your Microsoft account.'),
      tool('start_auth', 'Initiates the OAuth 2.0 authentication flow for the given user email.', { email: str }),
    ],
    quiet: [
      tool('service_login', 'Log in to an existing account. Returns access_token and refresh_token.', {
        email: str,
      }),
      tool('login', 'Log in with a password.', { username: str, password: str }),
      tool('logout', 'Log out and clear the cached credentials.'),
    ],
  },
});

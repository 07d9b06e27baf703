import { str, tool } from '../../examples.ts';
import { defineRule } from '../../rule.ts';
import { READ_CLASSES } from '../../vocabulary/verbs.ts';
import { wordSet } from '../../vocabulary/word-set.ts';

/** Verbs that open or renew the server's own connection (a disconnect is a session verb and reads). */
const CONNECTING = wordSet('connect reconnect');
/**
 * What a lasting link joins: connecting an account, a repository or an integration to another service is a change
 * that stays after the call, not a connection the server holds for itself.
 */
const LINKED =
  /\b(?:accounts?|repositor(?:y|ies)|repos?|integrations?|workspaces?|projects?|organi[sz]ations?|orgs?|channels?|calendars?|banks?|wallets?|cards?|domains?|users?|teams?|apps? to|webhooks?|providers?)\b/i;

export default defineRule({
  id: 'opens-own-connection',
  stage: 'ceiling',
  summary:
    'It only opens or renews its own connection to a server, database, device or session ("Connect to a MySQL database", "Force a reconnection to the desktop bridge"): the server holds a connection it did not hold before, and nothing stored changes. Low risk, capped. Linking an account or a repository to another service is not this: it stays a change.',
  when: (facts) => {
    // The name's verbs say what the call does; the prose may add steps of its own ("and stop auto-reconnection").
    const named = facts.inferred.verbs.filter((verb) => verb.source === 'name' || verb.source === 'description');
    const changing = (
      named.some((verb) => verb.source === 'name') ? named.filter((verb) => verb.source === 'name') : named
    ).filter((verb) => !READ_CLASSES.has(verb.cls));
    if (changing.length === 0 || !changing.every((verb) => CONNECTING.has(verb.lemma))) return undefined;
    if (LINKED.test(`${facts.tokens.join(' ')} ${facts.first}`)) return undefined;
    const verb = changing[0]?.lemma ?? 'connect';
    return { signal: 'name', match: verb };
  },
  then: {
    riskAtMost: 'low',
    verdictAtLeast: 'rate-limit',
    cadence: 'operation',
    outcome: 'a connection opened that the agent did not need, which it can close again',
    weight: 1,
  },
  says: '"{match}" opens its own connection, and nothing stored changes',
  examples: {
    fires: [
      tool('connect_db', 'Connect to MySQL database.', { host: str }),
      tool('connect_metro', 'Connect to a Metro server on a specific port.', { port: { type: 'number' } }),
      tool('reconnect', 'Force a complete reconnection to the desktop bridge.'),
    ],
    quiet: [
      tool('connect_repository', 'Connect a GitHub repository to the project.', { repo: str }),
      tool('ping', 'Check that the server is up.'),
    ],
  },
});

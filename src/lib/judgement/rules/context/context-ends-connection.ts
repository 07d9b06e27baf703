import { wordSet } from '../../vocabulary/word-set.ts';
import { forVerb, hasNoun } from '../../find.ts';
import { defineRule } from '../../rule.ts';

/** Objects that a "stop" or "close" ends without losing anything: a connection, not a running service. */
const CONNECTION_OBJECTS = wordSet('session sessions connection connections driver socket websocket tunnel');
export default defineRule({
  id: 'context-ends-connection',
  stage: 'context',
  summary:
    'Stopping or closing a session or connection ends it; the data it touched stays where it was: a change of state.',
  when: forVerb(
    (verb, facts) =>
      ['stop', 'close', 'end', 'terminate', 'quit', 'exit'].includes(verb.lemma) &&
      !facts.inferred.browser &&
      (hasNoun(facts, CONNECTION_OBJECTS) ||
        facts.inferred.name.tokens.some((token) => CONNECTION_OBJECTS.has(token))) &&
      !/\b(?:permanent(?:ly)?|discard|delete|destroy|cannot be resumed)\b/i.test(facts.description),
  ),
  then: { verbClass: 'state' },
  says: '"{match}" here ends a connection, which loses nothing stored',
  examples: {
    fires: [
      {
        name: 'bridge_session',
        description: 'Start or stop the bridge session to a running app.',
        inputSchema: {
          type: 'object',
          properties: { action: { type: 'string', enum: ['start', 'stop', 'status'] } },
        },
      },
    ],
    quiet: [
      { name: 'stop_server', description: 'Stop the server.' },
      { name: 'close_session', description: 'Permanently close a session and discard its state.' },
    ],
  },
});

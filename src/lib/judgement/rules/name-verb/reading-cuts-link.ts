import { str, tool } from '../../examples.ts';
import { defineRule } from '../../rule.ts';
import { wordSet } from '../../vocabulary/word-set.ts';

/** What the server itself holds open: disconnecting one of these returns the server to where it was. */
const OWN_CONNECTION = wordSet(
  'connection connections session sessions server servers database databases db dbs cluster clusters client clients host hosts socket sockets cdp browser instance instances remote current active all',
);
export default defineRule({
  id: 'reading-cuts-link',
  stage: 'name-verb',
  summary:
    'A disconnect checks nothing and keeps nothing only when it closes the server\'s own connection ("disconnect", "db_disconnect"). Disconnecting anything else cuts a link that stays cut: an account, a repository, a relation, a signal in a scene, a device or an editor\'s presence. That is a change of state.',
  when: (facts) => {
    const first = facts.inferred.verbs[0];
    if (facts.inferred.basis !== 'name' || first?.lemma !== 'disconnect') return undefined;
    const object = facts.inferred.name.nouns.find(
      (noun) => !OWN_CONNECTION.has(noun) && !facts.productWords.has(noun) && !/^v?\d+$/.test(noun),
    );
    return object !== undefined ? { signal: 'name', match: `disconnect ${object}` } : undefined;
  },
  then: { nameVerb: [{ lemma: 'disconnect', cls: 'state', source: 'name' }] },
  says: '"{match}" cuts a link that stays cut: a change of state',
  examples: {
    fires: [
      tool('disconnect_signal', 'Remove a signal connection from a scene file.', { signal: str }),
      tool('disconnect_git_repository', 'Disconnect the Git repository from the project.', { project: str }),
      tool('disconnect_account', 'Disconnect your account and remove the stored credentials.'),
    ],
    quiet: [
      tool('disconnect', 'Disconnect from the database.'),
      tool('db_disconnect', 'Close the connection to the database.'),
      tool('disconnect_session', 'Close the current session.'),
      tool('list_connections', 'List the open connections.'),
    ],
  },
});

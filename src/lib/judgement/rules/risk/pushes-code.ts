import { str, tool } from '../../examples.ts';
import { type Facts, nameWords } from '../../facts.ts';
import { wordSet } from '../../vocabulary/word-set.ts';
import { hitVerb } from '../../find.ts';
import { defineRule, type Hit } from '../../rule.ts';
import { signalOfVerb } from '../../reading.ts';

/** What a push sends when it is no code: a message, a notification, a screen onto a navigation stack. */
const PUSHED_NOT_CODE = wordSet(
  'message messages notification notifications text flex alert alerts event events screen screens route routes stack banner toast',
);
const PUSHED_NOT_CODE_TEXT =
  /\bpush (?:notifications?|messages?|alerts?)\b|\bpush(?:es|ed)? (?:a |the )?(?:\w+ )?(?:messages?|notifications?|screens?|routes?)\b/i;
/**
 * A push of code to a remote or branch: the verb of the name or description, or an operation value beside a branch
 * parameter. "push" as one value of an unrelated selector (a navigation action, a notification kind) or a push
 * message lands no code.
 */
const pushOfCode = (facts: Facts, branch: boolean): Hit | undefined => {
  const verb = facts.inferred.verbs.find(
    (candidate) => candidate.lemma === 'push' && (candidate.source !== 'operation' || branch),
  );
  if (!verb) return undefined;
  if (nameWords(facts, PUSHED_NOT_CODE) !== undefined || PUSHED_NOT_CODE_TEXT.test(facts.first)) return undefined;
  return { signal: signalOfVerb(verb.source), match: verb.lemma };
};
const SOURCE_NOUNS = wordSet('file files');
export default defineRule({
  id: 'pushes-code',
  stage: 'risk',
  summary: 'It commits or pushes files to a branch: a change to code that can skip review. High risk, approval.',
  when: (facts, state) => {
    if (state.readOnly) return undefined;
    const branch = facts.params.find((parameter) => parameter.name.toLowerCase() === 'branch');
    const verb = pushOfCode(facts, branch !== undefined);
    if (verb) return verb;
    const commits = hitVerb(facts, wordSet('commit'));
    if (commits && branch) return { signal: 'parameter', match: `${commits.match} to ${branch.name}` };
    const writesFile = hitVerb(facts, wordSet('create update put write upsert'));
    const file = nameWords(facts, SOURCE_NOUNS);
    return writesFile && branch && file ? { signal: 'parameter', match: `${file} on ${branch.name}` } : undefined;
  },
  then: {
    riskAtLeast: 'high',
    verdictAtLeast: 'require-approval',
    cadence: 'content',
    attacks: ['excessive-agency', 'supply-chain-impersonation'],
    flow: { sink: true },
    family: 'push-to-branch',
    outcome: 'code on the default branch that nobody reviewed, running in the next build',
    weight: 1,
  },
  says: '{match} lands code without a pull request',
  examples: {
    fires: [
      tool('push_files', 'Push several files to a branch in one commit.', { branch: str }),
      tool('repo_sync', 'Sync the local repository with its remote.', {
        mode: { type: 'string', enum: ['pull', 'push'] },
        branch: str,
      }),
    ],
    quiet: [
      tool('create_pull_request', 'Open a pull request.'),
      // "push" as one value of an unrelated selector, or a push message or notification, lands no code.
      tool('route_screen', 'Go to a screen of the app under test.', {
        screen: str,
        action: { type: 'string', enum: ['navigate', 'push', 'replace', 'reset'] },
      }),
      tool('send_alert', 'Send an alert to the on-call phone.', {
        kind: { type: 'string', enum: ['push', 'sms', 'email'] },
        text: str,
      }),
      tool('push_chat_message', 'Push a text message to a chat user.', { user_id: str, text: str }),
      tool('manage_shelves', 'Manage shelves: list them, save current changes (push) or remove them (drop).', {
        mode: { type: 'string', enum: ['list', 'push', 'pop', 'drop'] },
      }),
    ],
  },
});

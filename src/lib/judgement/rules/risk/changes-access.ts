import { str, tool } from '../../examples.ts';
import { type Facts, nameWords } from '../../facts.ts';
import { alternation, wordSet } from '../../vocabulary/word-set.ts';
import { MODEL_TOKEN_KINDS } from '../../vocabulary/nouns.ts';
import { firstLemma } from '../../find.ts';
import { defineRule } from '../../rule.ts';
import { READ_CLASSES } from '../../vocabulary/verbs.ts';

const ACCESS_NAME = wordSet(
  'user users member members collaborator collaborators role roles permission permissions acl acls apikey apikeys key keys token tokens password passwords secret secrets credential credentials firewall allowlist whitelist invite invitation admin admins owner owners sso saml certificate certificates policy policies access',
);
/**
 * The access words of a name that mean access here: keys pressed on a keyboard are no access keys, and tokens are
 * credentials only in a credential context (an API, access or auth token; a description about access, scopes or
 * authentication), not design tokens or a model's tokens.
 */
const accessNameWords = (facts: Facts): ReadonlySet<string> => {
  const drop = new Set<string>();
  if (keyboardKeys(facts)) drop.add('key').add('keys');
  if (!credentialTokens(facts)) drop.add('token').add('tokens');
  return drop.size === 0 ? ACCESS_NAME : new Set([...ACCESS_NAME].filter((word) => !drop.has(word)));
};
const CREDENTIAL_TOKEN_NAME = wordSet(
  'api apitoken access auth oauth bearer session personal refresh credential credentials client secret jwt pat bot deploy registry provider cloud',
);
const CREDENTIAL_TOKEN_TEXT =
  /\b(?:api|access|auth\w*|oauth|bearer|session|personal|refresh|service|bot|deploy|registry|provider|app|user|client|activation) tokens?\b|\btokens? (?:grants?|gives?|loses?|authori[sz]\w*|authenticat\w*)\b|\b(?:authenticat\w*|authori[sz]\w*|credentials?|permissions?|scopes?|grants? access|revok\w*|rotat\w*|log ?in|sign ?in)\b/i;
/** "create_api_token", "revoke_token: Revoke an access token": a token in a name is a credential only where this says so. */
const credentialTokens = (facts: Facts): boolean => {
  if (nameWords(facts, wordSet('token tokens')) === undefined) return true;
  if (
    /\b(?:design|style|theme|styling)[ -]tokens?\b/i.test(facts.description) ||
    MODEL_TOKEN_NAME_TEXT.test(facts.description)
  )
    return false;
  return nameWords(facts, CREDENTIAL_TOKEN_NAME) !== undefined || CREDENTIAL_TOKEN_TEXT.test(facts.description);
};
const MODEL_TOKEN_NAME_TEXT = new RegExp(
  `\\b(?:${alternation(MODEL_TOKEN_KINDS)}) tokens?\\b|\\btokens? (?:count|counts|usage|limits?|budget|prices?|pricing)\\b`,
  'i',
);
/** "press_key", "type_keys", "keyboard_press": the keys are keyboard keys, pressed on a page or a device. */
const keyboardKeys = (facts: Facts): boolean =>
  facts.tokens.includes('keyboard') ||
  firstLemma(facts, wordSet('press type keypress keydown keyup')) !== undefined ||
  /\bkeyboard\b|\bkey ?press/i.test(facts.first);
export default defineRule({
  id: 'changes-access',
  stage: 'risk',
  summary:
    'It changes who can do what: users, roles, keys, tokens, passwords, firewall rules, invitations. High risk, approval.',
  when: (facts, state) => {
    if (state.readOnly || state.category === 'Financial') return undefined;
    const noun = nameWords(facts, accessNameWords(facts));
    if (noun !== undefined) return { signal: 'name', match: noun };
    // A read that only saves its result to a file changes no access, whatever credential it is called with.
    if (
      facts.inferred.verbs.every(
        (verb) => READ_CLASSES.has(verb.cls) || (verb.lemma === 'save' && verb.source === 'operation'),
      )
    )
      return undefined;
    const parameter = facts.params.find(
      (candidate) =>
        facts.inferred.schema.access.includes(candidate.name) &&
        candidate.type === 'string' &&
        !/^max|limit|count/i.test(candidate.name),
    );
    return parameter !== undefined ? { signal: 'parameter', match: parameter.name } : undefined;
  },
  then: {
    riskAtLeast: 'high',
    verdictAtLeast: 'require-approval',
    attacks: ['excessive-agency', 'confused-deputy'],
    outcome: 'a new way in for whoever steers the agent: an account, a key or an opened rule',
    weight: 1,
  },
  says: 'it changes {match}: who can get in',
  examples: {
    fires: [
      tool('create_api_key', 'Create an API key.'),
      tool('add_collaborator', 'Add a collaborator to a repository.'),
      // A token that grants access, named plainly or by what it does, is a credential.
      tool('create_token', 'Create a token for the store. The token grants access to the orders API.', { name: str }),
      tool('revoke_service_token', 'Revoke a token so it can no longer be used.', { token_id: str }),
    ],
    // A key pressed or typed on a keyboard is no access key; design tokens and a model's tokens are no credentials.
    quiet: [
      tool('create_note', 'Create a note.'),
      tool('page_press_key', 'Press a key on the keyboard, such as Enter or ArrowLeft.', { key: str }),
      tool('device_type_keys', 'Type keys into the focused field.', { text: str }),
      tool(
        'write_theme_tokens',
        'Write the design tokens (colours, spacing, type sizes) of the theme to token files.',
        { outDir: str },
      ),
      tool('update_style_tokens', 'Update style tokens of the canvas from a JSON file.', { file: str }),
      tool('set_token_budget', 'Set the maximum number of model tokens a reply may use.', {
        limit: { type: 'integer' },
      }),
    ],
  },
});

import { str, tool } from '../../examples.ts';
import { hitVerb } from '../../find.ts';
import { defineRule } from '../../rule.ts';
import { wordSet } from '../../vocabulary/word-set.ts';

/** What a session works in: the board, project, workspace, account or tab the next calls act on. */
const CONTEXT_OBJECTS =
  /\b(?:workspaces?|boards?|projects?|accounts?|notebooks?|tabs?|pages?|files?|director(?:y|ies)|folders?|profiles?|contexts?|targets?|organi[sz]ations?|orgs?|teams?|databases?|connections?|sessions?|channels?)\b/i;
/** The opening says it picks which one is active, current or the default. */
const PICKS_CURRENT = /\b(?:active|current|default|working)\b/i;

export default defineRule({
  id: 'sets-working-context',
  stage: 'ceiling',
  summary:
    'It sets, selects or switches which workspace, project, board, account, tab or file the next calls act on (the active, current or default one): only what the session works in changes, and the next call can switch back. Low risk.',
  when: (facts) => {
    const verb = hitVerb(facts, wordSet('set select switch use choose pick'));
    if (!verb || facts.inferred.money) return undefined;
    const opening = facts.inferred.description.sentence;
    const picks = PICKS_CURRENT.exec(opening);
    const object = CONTEXT_OBJECTS.exec(`${facts.tokens.join(' ')} ${opening}`);
    return picks && object ? { signal: 'description', match: `${verb.match} the ${picks[0]} ${object[0]}` } : undefined;
  },
  then: {
    riskAtMost: 'low',
    cadence: 'ui',
    outcome: 'later calls made in another {objects} than the user meant, until the next call switches back',
    weight: 1,
  },
  says: '"{match}" picks what the next calls work in, and changes nothing else',
  examples: {
    fires: [
      tool('set_active_board', 'Set the active board for future operations.', { boardId: str }),
      tool('select_account', 'Select a Microsoft account as the default.', { email: str }),
    ],
    quiet: [
      tool('set_default_branch', 'Set the default branch of a repository.', { repo: str, branch: str }),
      tool('set_default_payment_method', 'Set the default payment method of a customer account.', {
        customer: str,
        payment_method: str,
      }),
      tool('set_board_title', 'Set the title of a board.', { boardId: str, title: str }),
    ],
  },
});

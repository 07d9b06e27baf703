import { str, tool } from '../../examples.ts';
import { defineRule } from '../../rule.ts';
import { verbSignal } from '../../find.ts';

export default defineRule({
  id: 'change-held-until-checked',
  stage: 'verdict',
  draftOnly: true,
  summary:
    'It changes something at medium risk or more, and no bounded-harm rule shows that a wrong call can be put right: a cap is only as good as that claim, so a draft waits for a person until someone has checked it. A reviewer may then cap it, as the table does for reviewed writes at low and medium risk.',
  when: (facts, state) => {
    if (state.readOnly || state.destructive || state.bounded || state.risk === undefined || state.risk === 'low')
      return undefined;
    const verb = facts.inferred.dominant;
    return { signal: verbSignal(facts, verb.lemma), match: verb.lemma };
  },
  then: {
    verdictAtLeast: 'require-approval',
    held: 'what a wrong call changes, and whether it can be put right, has not been checked',
  },
  says: '"{match}" changes something, and nothing shows a wrong call can be put right: a draft waits for a person',
  examples: {
    fires: [tool('create_webhook_rule', 'Create a rule for the project.', { project: str, rule: str })],
    quiet: [
      tool('list_rules', 'List the rules.'),
      tool('set_cell_color', 'Set the background colour of a cell.', { color: str }),
    ],
  },
});

import { str, tool } from '../../examples.ts';
import { defineRule } from '../../rule.ts';
import { runsAnyOperation } from '../../signals/api-call.ts';
import { HOMOGRAPHS, OPEN_GENERIC_VERBS, READ_CLASSES } from '../../vocabulary/verbs.ts';

export default defineRule({
  id: 'runs-any-operation',
  stage: 'verdict',
  draftOnly: true,
  summary:
    'It runs whichever operation of a product the caller names (a command router, a generic API caller, a tool that runs another tool by name with its arguments) and its words say it changes or manages something: its power is the widest operation the product has, and nothing in the definition lists them. A draft waits for a person, with low confidence.',
  when: (facts, state) => {
    // A router whose own words only read (list, query, show) is judged by them; one that changes or manages anything waits.
    const { description } = facts.inferred;
    const manages = [...description.leading, ...description.firstSentenceVerbs].some(
      (verb) => (!READ_CLASSES.has(verb.cls) && !HOMOGRAPHS.has(verb.lemma)) || OPEN_GENERIC_VERBS.has(verb.lemma),
    );
    if (state.readOnly && !manages) return undefined;
    const shown = runsAnyOperation(facts);
    return shown !== undefined ? { signal: 'parameter', match: shown.match } : undefined;
  },
  then: {
    verdictAtLeast: 'require-approval',
    held: 'it runs whichever operation the caller names, so it can do anything the product allows',
    doubt:
      'It runs whichever operation the caller names; its judgement is that of the widest operation, which the definition does not list. Check what the product lets it do.',
  },
  says: 'the caller names the operation it runs ({match}): a draft waits for a person',
  examples: {
    fires: [
      tool(
        'widget_router',
        'Create, update or delete widgets. A command router: set "command" and wrap its arguments in "parameters".',
        { command: str, parameters: { type: 'object' } },
      ),
      tool('execute_widget_tool', 'Runs a tool of the widget service.', {
        tool_name: str,
        arguments: { type: 'object' },
      }),
    ],
    quiet: [
      tool('run_command', 'Run a shell command.', { command: str, args: { type: 'array' } }),
      tool('list_widgets', 'List widgets.', { filter: str }),
      tool('widget_reports', 'List and show widget reports. A command router: set "command" and its "parameters".', {
        command: str,
        parameters: { type: 'object' },
      }),
    ],
  },
});

import { str, tool } from '../../examples.ts';
import { type Facts, nameWords } from '../../facts.ts';
import { wordSet } from '../../vocabulary/word-set.ts';
import { classes } from '../../find.ts';
import { type Contribution, defineRule } from '../../rule.ts';
import { codeInOtherShape, commandArguments, configLoadedAsCode } from '../../signals/command.ts';
import { serviceSandbox } from '../../signals/service-sandbox.ts';

/** Objects that hold code to run later: a cron job, a function, a hook, a build step. */
const RUNS_LATER_NOUNS = wordSet(
  'cron job jobs function functions lambda lambdas script scripts hook hooks worker workers macro macros task tasks automation automations workflow workflows migration migrations resolver resolvers handler handlers plugin plugins action actions trigger triggers command commands build builds pipeline pipelines schedule schedules rule rules test tests',
);
const SHOWN_CODE_TEXT =
  /\b(?:code blocks?|snippets?|display\w*|shows?|showing|shar(?:e|es|ing)|highlight\w*|example|documentation|comments?|suggestion|formatted|render(?:s|ed)? as text)\b/i;
/**
 * The code a tool takes is shown, not run: the tool adds or changes a code block, a snippet, a comment or an item
 * ("create_code_block", an item's "code", a comment's "code_snippet"), runs nothing itself, and holds no job, function
 * or hook that would run it later.
 */
const codeShownNotRun = (facts: Facts): boolean => {
  const code = facts.inferred.schema.code;
  if (code.length === 0 || facts.inferred.runsCode || classes(facts).has('execute')) return false;
  if (!['create', 'modify', 'overwrite', 'send', 'state', 'generic'].includes(facts.inferred.dominant.cls))
    return false;
  if (nameWords(facts, RUNS_LATER_NOUNS) !== undefined) return false;
  const shownHeads = code.every((name) => {
    const parameter = facts.params.find((candidate) => candidate.name === name);
    const head = parameter?.tokens[parameter.tokens.length - 1] ?? '';
    return (
      (head === 'code' || head === 'snippet' || head === 'snippets') &&
      !/\b(?:runs?|execut\w*|evaluat\w*)\b/i.test(parameter?.description ?? '')
    );
  });
  if (!shownHeads) return false;
  // The description says the code is shown or shared, or the parameter is an item's bare code with nothing said about it.
  const bare =
    code.every(
      (name) => (facts.params.find((candidate) => candidate.name === name)?.description ?? '').trim() === '',
    ) && nameWords(facts, wordSet('code')) === undefined;
  return (
    SHOWN_CODE_TEXT.test(facts.description) ||
    nameWords(facts, wordSet('block blocks snippet snippets comment comments note notes message messages')) !==
      undefined ||
    bare
  );
};
export default defineRule({
  id: 'runs-code',
  stage: 'risk',
  summary: 'It runs code, shell commands or scripts the caller supplies: anything the host can do. Critical, approval.',
  when: (facts, state) => {
    if (state.readOnly || serviceSandbox(facts) !== undefined) return undefined;
    // A code block or snippet put on a board, a comment or an item is shown, not run.
    if (codeShownNotRun(facts)) return undefined;
    // Code nested in a stage or step (pipeline[].command) runs when the tool itself runs things.
    const code = [
      ...facts.inferred.schema.code,
      ...(classes(facts).has('execute') ? facts.inferred.schema.nestedCode : []),
    ];
    if (code.length > 0) return { signal: 'parameter', match: code.slice(0, 2).join(', ') };
    // A command given as its argument list, or a config file that is code.
    const other = codeInOtherShape(facts);
    return other !== undefined ? { signal: 'parameter', match: other } : undefined;
  },
  then: (facts) => {
    const base: Contribution = {
      riskAtLeast: 'critical',
      verdictAtLeast: 'require-approval',
      attacks: ['command-injection', 'excessive-agency'],
      flow: { source: true, sink: true },
      family: 'run-command',
      outcome: "a command of an attacker's choosing run with the server's rights",
      weight: 1,
    };
    if (facts.inferred.schema.code.length > 0) return base;
    const args = commandArguments(facts);
    if (args)
      return {
        ...base,
        touches: `It runs whatever command line the caller writes in \`${args.name}\`, every flag and sub-command of it included, so its effect is that command's effect.`,
      };
    const config = configLoadedAsCode(facts);
    return config
      ? {
          ...base,
          touches: `It loads the code file the caller names in \`${config.name}\` as its configuration, and loading it runs that file's code.`,
        }
      : base;
  },
  says: 'the caller supplies the {match} it runs',
  examples: {
    fires: [
      tool('exec_in_container', 'Run a command in the container.', { command: str }),
      tool('run_on_host', 'Run a shell command on the host, e.g. git status|head.', {
        command: { type: 'string', description: 'Shell command line to run, e.g. status|list' },
      }),
      tool('run_job_pipeline', 'Run a pipeline of stages on the build host.', {
        pipeline: {
          type: 'array',
          items: {
            type: 'object',
            properties: { name: str, command: { type: 'string', description: 'Shell command the stage runs' } },
          },
        },
      }),
      // The command line comes as an argument list: every flag and sub-command of the CLI is the caller's.
      tool('run_cloud_cli', 'Executes a cloud CLI command.', { args: { type: 'array', items: str } }),
      tool('box_exec', 'Run a command in a sandbox box and return stdout.', { args: { type: 'object' } }),
      tool('start_helper_process', 'Start a helper process.', {
        program: { type: 'string', enum: ['indexer', 'watcher'] },
        args: { type: 'array', items: str },
      }),
      // A config file that is code runs when it is loaded.
      tool('generate_client_code', 'Generate API client helpers with the build configuration.', {
        config: { type: 'string', description: 'Path to the build.config file (supports .ts, .js, .cjs)' },
        output: str,
      }),
    ],
    quiet: [
      tool('list_containers', 'List containers.'),
      tool('create_coupon', 'Create a discount coupon.', {
        request: {
          type: 'object',
          properties: { code: { type: 'string', description: 'The coupon code customers enter' } },
        },
      }),
      // Code put on a board or in a comment is shown, not run; an item's bare "code" is its identifier.
      tool('create_board_code_block', 'Create a code block on a whiteboard, for sharing snippets with the team.', {
        code: { type: 'string', description: 'The code content' },
        language: str,
      }),
      tool('add_review_note', 'Add a review note on a pull request; code_snippet finds the line from the diff text.', {
        pr_id: str,
        text: str,
        code_snippet: str,
      }),
      tool('create-stock-item', 'Create an item in the stock ledger.', {
        code: str,
        name: str,
        price: { type: 'number' },
      }),
      // A command parameter that picks one of the tool's own operations is a selector, not a command line.
      tool('run_mirror_task', 'Run a task of the mirror service.', {
        command: { type: 'string', description: 'The task to run: status|list|sync' },
      }),
      tool('run_mirror_task', 'Run a task of the mirror service.', {
        command: { type: 'string', enum: ['status', 'list', 'sync'] },
      }),
      tool(
        'cloud_storage',
        'Storage operations. This tool routes sub commands: set "command" to one of them and pass its arguments in "parameters".',
        {
          command: { type: 'string', description: 'The command to execute against the tool.' },
          parameters: { type: 'object' },
        },
      ),
      // Arguments of an API call or of a named tool, and a JSON config, run no command line.
      tool('invoke_api_operation', 'Invoke an operation of the hosted API by its name.', {
        operation_name: str,
        args: { type: 'object' },
      }),
      tool('box_file_read', 'Read a file in the sandbox box.', { args: { type: 'object' } }),
      tool('generate_client_code', 'Generate API client helpers.', {
        config: { type: 'string', description: 'Path to the build.config.json file' },
        output: str,
      }),
    ],
  },
});

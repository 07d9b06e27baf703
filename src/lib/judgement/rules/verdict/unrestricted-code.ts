import { str, tool } from '../../examples.ts';
import { descriptionMatch } from '../../facts.ts';
import { defineRule } from '../../rule.ts';

/** Words an author uses for code or commands nothing limits: arbitrary, any, unsafe, unrestricted. */
const UNRESTRICTED =
  /\b(?:arbitrary|unrestricted|unsafe|unsandboxed|any (?:shell |kubectl |cli |system )?(?:command|code|script|javascript|program|executable)s?|full (?:shell|system|host) access)\b/i;
/**
 * What else says one call can do anything: the caller names the program itself ("the first element is the
 * executable"), the author calls the commands it runs destructive, or secrets are put into the command's environment,
 * where the command can read them and send them anywhere.
 */
const UNBOUNDED =
  /\b(?:(?:first|1st) (?:element|item|entry|argument) is the (?:executable|program|binary)|(?:runs?|executes?|execute) an? destructive (?:[\w-]+ ){0,2}commands?|(?:secrets?|credentials?|passwords?|api keys?|tokens?) (?:are )?injected (?:as|into)\b)/i;

export default defineRule({
  id: 'unrestricted-code',
  stage: 'verdict',
  summary:
    'It runs code or commands the caller writes, and its own description says nothing limits them (arbitrary, any command, unsafe, unrestricted, the caller names the executable, the commands are destructive, secrets are injected into them): one call can do anything the server can. Denied in a draft; a person who needs it can enable it for one task.',
  when: (facts, state) => {
    if (state.readOnly || state.risk !== 'critical' || !facts.inferred.runsCode) return undefined;
    const said = descriptionMatch(facts, UNRESTRICTED) ?? descriptionMatch(facts, UNBOUNDED);
    return said !== undefined ? { signal: 'description', match: said } : undefined;
  },
  then: { verdictAtLeast: 'deny' },
  says: 'its description says the code it runs is "{match}": nothing limits one call',
  examples: {
    fires: [
      tool('run_code_unsafe', 'Run a code snippet. Unsafe: executes arbitrary JavaScript in the server process.', {
        code: str,
      }),
      tool('cli_generic', 'Execute any command of the CLI with the provided arguments.', {
        command: str,
        args: { type: 'array', items: str },
      }),
      // The caller names the program, the author calls the commands destructive, or secrets go into their environment.
      tool('exec_in_box', 'Execute a command in a box. The first element is the executable, the rest its arguments.', {
        command: { type: 'array', items: str },
      }),
      tool('cache_admin', 'Execute a destructive cache command such as FLUSHALL or CONFIG SET.', {
        command: str,
        args: str,
      }),
      tool('vault_run', 'Run a local shell command with vault secrets injected as environment variables.', {
        command: str,
      }),
    ],
    quiet: [
      tool('run_tests', 'Run the test suite of the project.', { pattern: str }),
      tool('run_query', 'Run a SQL query against the database.', { sql: str }),
      tool('run_in_box', 'Run a shell command in a box and return its output.', { command: str }),
    ],
  },
});

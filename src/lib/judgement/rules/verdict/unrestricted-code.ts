import { str, tool } from '../../examples.ts';
import { descriptionMatch } from '../../facts.ts';
import { defineRule } from '../../rule.ts';

/** Words an author uses for code or commands nothing limits: arbitrary, any, unsafe, unrestricted. */
const UNRESTRICTED =
  /\b(?:arbitrary|unrestricted|unsafe|unsandboxed|any (?:shell |kubectl |cli |system )?(?:command|code|script|javascript|program)s?|full (?:shell|system|host) access)\b/i;

export default defineRule({
  id: 'unrestricted-code',
  stage: 'verdict',
  summary:
    'It runs code or commands the caller writes, and its own description says nothing limits them (arbitrary, any command, unsafe, unrestricted): one call can do anything the server can. Denied in a draft; a person who needs it can enable it for one task.',
  when: (facts, state) => {
    if (state.readOnly || state.risk !== 'critical' || !facts.inferred.runsCode) return undefined;
    const said = descriptionMatch(facts, UNRESTRICTED);
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
    ],
    quiet: [
      tool('run_tests', 'Run the test suite of the project.', { pattern: str }),
      tool('run_query', 'Run a SQL query against the database.', { sql: str }),
    ],
  },
});

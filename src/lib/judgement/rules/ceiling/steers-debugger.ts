import { str, tool } from '../../examples.ts';
import { nameWords } from '../../facts.ts';
import { defineRule } from '../../rule.ts';
import { wordSet } from '../../vocabulary/word-set.ts';

/** The marks a debugger keeps for its own session: setting or removing one changes nothing outside it. */
const DEBUG_MARKS = wordSet('breakpoint breakpoints watchpoint watchpoints logpoint logpoints');
/** How a debugger moves through a paused program. */
const DEBUG_STEPS = wordSet('step pause resume continue');
/** The description places the step in a debugger: a paused program, its stack, its current line. */
const DEBUGGING =
  /\b(?:debug\w*|breakpoints?|stack ?frames?|call ?stack|current (?:call|line|function|frame|statement)|script execution)\b/i;

export default defineRule({
  id: 'steers-debugger',
  stage: 'ceiling',
  summary:
    "It steers a debugger through the program it is debugging (the description or the server's name says it is a debugger): sets or removes a breakpoint, steps into, over or out of a call, pauses or resumes. Only the debug session's own state changes. Low risk, and at most rate-limited where it removes a mark.",
  when: (facts) => {
    const mark = nameWords(facts, DEBUG_MARKS);
    if (mark !== undefined) return { signal: 'name', match: mark };
    const step = nameWords(facts, DEBUG_STEPS);
    if (step === undefined || facts.inferred.runsCode) return undefined;
    const found = DEBUGGING.exec(facts.description);
    if (found) return { signal: 'description', match: `${step}: ${found[0]}` };
    // The server is a debugger ("mcp-debugger"): its pause and step act on the program it debugs.
    const server = [...facts.productWords].find((word) => /^debug/.test(word));
    return server !== undefined ? { signal: 'name', match: `${step} in ${server}` } : undefined;
  },
  then: {
    riskAtMost: 'low',
    verdictAtMost: 'rate-limit',
    cadence: 'ui',
    outcome: 'a debug session stopped at another line, which the next step puts right',
    weight: 1,
  },
  says: '"{match}" steers the debug session and changes nothing outside it',
  examples: {
    fires: [
      tool('delete_breakpoint', 'Deletes a specified breakpoint.', { breakpointId: str }),
      tool('step_over', 'Step over the current line. Waits briefly for the program to stop.', { sessionId: str }),
      tool('pause_execution', 'Pause a running program in the debug session.', { sessionId: str }),
    ],
    quiet: [
      tool('pause_workflow', 'Pause a running workflow until it is resumed.', { workflowId: str }),
      tool('resume_subscription', 'Resume a paused subscription.', { subscriptionId: str }),
      tool('delete_branch', 'Delete a branch of the repository.', { branch: str }),
    ],
  },
});

import { str, tool } from '../../examples.ts';
import { defineRule } from '../../rule.ts';
import { autonomousAgent } from '../../signals/agent.ts';

/** Where the agent acts: a browser, the computer or a shell is Execute; an account's data is Write. */
const AGENT_REACH =
  /\b(?:browsers?|web ?pages?|websites?|sites|computer|desktop|screen|system|shell|terminal|operating system|machine)\b/i;
export default defineRule({
  id: 'category-agent',
  stage: 'category',
  summary:
    "An autonomous agent that acts on the caller's behalf: in a browser, on the computer or the system it is Execute, elsewhere Write. It does whatever the task says, a purchase, a post or a deletion included, with nobody checking each step: high risk, approval.",
  when: (facts, state) => (state.readOnly ? undefined : autonomousAgent(facts)),
  then: (facts) => ({
    category: AGENT_REACH.test(`${facts.tokens.join(' ')} ${facts.description}`) ? 'Execute' : 'Write',
    riskAtLeast: 'high',
    verdictAtLeast: 'require-approval',
    cadence: 'operation',
    attacks: ['excessive-agency', 'indirect-prompt-injection', 'data-exfiltration'],
    flow: { injection: true, sink: true },
    outcome:
      "whatever the task asks carried out with the user's sessions, a purchase, a post or a deletion included, with no one checking each step",
    weight: 1,
  }),
  says: '"{match}": the agent decides each step itself',
  examples: {
    fires: [
      tool(
        'web_helper_agent',
        'This tool employs a browser automation agent for browser tasks. Give it detailed instructions to perform specific interactions.',
        { task: { type: 'string', description: 'The task to do inside the browser' } },
      ),
      // Whatever the name, the description says an agent chooses the calls.
      tool(
        'ask_helpdesk_ai',
        "Describe what you want in plain language and the service's agent decides which calls to make, then returns its answer.",
        { query: str },
      ),
      tool(
        'inbox_agent',
        'An agent that autonomously carries out tasks in the mailbox: replies, files and deletes mail.',
        { task: str },
      ),
    ],
    quiet: [
      tool('list_helper_agents', 'List all active agents.'),
      tool('set_custom_user_agent', 'Set a custom user agent for the browser.', { userAgent: str }),
    ],
  },
});

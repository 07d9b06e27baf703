import { str, tool } from '../../examples.ts';
import { defineRule } from '../../rule.ts';
import { autonomousAgent } from '../../signals/agent.ts';

export default defineRule({
  id: 'runs-autonomous-agent',
  stage: 'read-only',
  summary:
    "It hands a task to an autonomous agent that carries it out by itself (clicks, types and submits in a browser, or acts on the system): whatever it needs to read, the agent acts on the caller's behalf, so the tool is not read-only, whatever its name lacks in verbs.",
  when: (facts) => autonomousAgent(facts),
  then: { readOnly: false, weight: 1 },
  says: '"{match}": an agent acts on the caller\'s behalf',
  examples: {
    fires: [
      tool(
        'web_helper_agent',
        'This tool employs a browser automation agent for browser tasks. Give it detailed instructions to perform specific interactions.',
        { task: { type: 'string', description: 'The task to do inside the browser' } },
      ),
      tool('run_desk_agent', 'Runs an agent that autonomously completes tasks on the desktop.', {
        instructions: str,
      }),
    ],
    quiet: [
      tool('set_custom_user_agent', 'Set a custom user agent for the browser.', { userAgent: str }),
      tool('create_helper_agent', 'Create a new agent in a new terminal pane.', { name: str }),
      tool('helper_agent_status', 'Retrieve progress of an agent job by id.', { id: str }),
      tool('research_agent', 'Researches a topic on the web and returns a cited report.', { topic: str }),
    ],
  },
});

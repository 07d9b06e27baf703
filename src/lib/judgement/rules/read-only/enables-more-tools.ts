import { allVerbsRead } from '../../reading.ts';
import { str, tool } from '../../examples.ts';
import { inText } from '../../find.ts';
import { defineRule } from '../../rule.ts';

/** The tool turns on further tools for the session: "activate additional tool categories", "enable a toolset". */
const ENABLES_TOOLS =
  /\b(?:enabl\w*|activat\w*|turn(?:s|ing)? on|unlock\w*) (?:[\w-]+ ){0,3}(?:toolsets?|tool ?(?:categories|category|groups?|sets?|packs?)|tools)\b/i;

export default defineRule({
  id: 'enables-more-tools',
  stage: 'read-only',
  summary:
    "It turns on further tools for the session (a toolset, a tool category): the agent gains powers the server's listed tools did not show, and a policy built from that list does not cover them. Not read-only, whatever it says of the data behind them.",
  when: (facts) => (allVerbsRead(facts.inferred) ? inText(facts, ENABLES_TOOLS) : undefined),
  then: {
    readOnly: false,
    destructive: false,
    reason: 'it turns on further tools for the session',
    addVerbs: [{ lemma: 'enable', cls: 'state', source: 'description' }],
    weight: 1,
  },
  says: '"{match}": the agent gains tools the server did not list',
  examples: {
    fires: [
      tool(
        'discover_tools',
        'Discover and activate additional tool categories for this session. It does not change any project data.',
        { category: str },
      ),
      tool('get_toolset', 'Describe a toolset and enable the toolset for this session when asked.', {
        toolset: str,
        enable: { type: 'boolean' },
      }),
    ],
    quiet: [
      tool('list_toolsets', 'List the toolsets the server offers and which are on.'),
      tool('search_tools', 'Search the catalogue of tools by keyword.', { query: str }),
    ],
  },
});

import { str, tool } from '../../examples.ts';
import { type Facts, nameWords } from '../../facts.ts';
import { wordSet } from '../../vocabulary/word-set.ts';
import { either, inName, inText } from '../../find.ts';
import { defineRule, type Hit } from '../../rule.ts';

/** Words beside "network" in a name that make it the traffic itself (requests, calls, logs), not a graph or a setting. */
const TRAFFIC_NOUNS = wordSet(
  'request requests traffic log logs error errors call calls activity capture captures packet packets',
);
/** "get_network_requests", "networkLogs": the name says recorded traffic; "network_graph", "network_condition" do not. */
const networkTrafficInName = (facts: Facts): Hit | undefined => {
  if (!facts.tokens.includes('network')) return undefined;
  const traffic = nameWords(facts, TRAFFIC_NOUNS);
  return traffic !== undefined ? { signal: 'name', match: `network ${traffic}` } : undefined;
};
/** A reply that carries the requests' headers, cookies or bodies. */
const HEADERS = /\b(?:headers?|cookies?|bodies|request body|response body|full details)\b/i;
/** A sentence that says the headers are taken out of what comes back. */
const WITHHELD = /\b(?:redact\w*|mask\w*|strip\w*|omit\w*|exclud\w*|removed)\b/i;
/**
 * The reply hands back the headers, cookies or bodies: a sentence names them, unless it says they are redacted or sends
 * the reader to another tool for them ("use browser_network_request with the number to get full details").
 */
const headersReturned = (facts: Facts): boolean =>
  facts.description
    .split(/(?<=[.!?])\s+|\n/)
    .some(
      (sentence) =>
        HEADERS.test(sentence) &&
        !WITHHELD.test(sentence) &&
        !(sentence.match(/\b[a-z][a-z0-9]*(?:_[a-z0-9]+)+\b/g) ?? []).some((word) => word !== facts.name),
    );

/** A detail level that hands back everything recorded: "detail: full", "verbosity: raw". */
const FULL_DETAIL = /^(?:full|verbose|raw|all|complete|headers)$/i;
/**
 * The reply can carry the headers without the description naming them: one recorded request looked up by its id
 * ("get_network_request: Get request details by ID"), or a detail level that returns everything recorded.
 */
const fullRecordReturned = (facts: Facts): boolean =>
  (facts.tokens.includes('network') &&
    facts.tokens.includes('request') &&
    !facts.tokens.includes('requests') &&
    facts.inferred.readOnly) ||
  (networkTrafficInName(facts) !== undefined &&
    facts.params.some(
      (parameter) =>
        /detail|verbosity|level/i.test(parameter.name) && parameter.values.some((value) => FULL_DETAIL.test(value)),
    ));

export default defineRule({
  id: 'captures-traffic',
  stage: 'risk',
  summary:
    'It records a trace, HAR or the network requests of a page: those carry authorization headers and cookies. Medium risk, a source of private data; high, with approval, when it hands back the headers, cookies or bodies themselves: its description says so, it returns one recorded request by its id, or a detail level returns all that was recorded.',
  when: (facts) =>
    either(
      inName(facts, wordSet('trace tracing har requests')),
      networkTrafficInName(facts),
      inText(
        { ...facts, description: facts.first },
        /\b(?:network (?:requests|traffic|calls|activity|logs?)|har\b|trac(?:e|ing))\b/,
      ),
    ),
  // What comes back with the headers or bodies of the requests hands the credentials over: high, approval.
  then: (facts) => ({
    riskAtLeast: headersReturned(facts) || fullRecordReturned(facts) ? 'high' : 'medium',
    ...(headersReturned(facts) || fullRecordReturned(facts) ? { verdictAtLeast: 'require-approval' as const } : {}),
    attacks: ['data-exfiltration', 'token-passthrough'],
    flow: { source: true },
    outcome: 'authorization headers and session cookies captured in a trace the agent can read or hand on',
    weight: 1,
  }),
  says: '{match}: recorded traffic includes credentials',
  examples: {
    fires: [
      tool('page_start_tracing', 'Start recording a trace of the page.'),
      tool('tab_network_errors', 'Return the failed calls the page made.'),
      tool('app_list_traffic', 'List the network requests of the app under debug, with headers and bodies.'),
      // One recorded request by its id, or a detail level that returns all that was recorded, carries the headers.
      tool('get_network_request', 'Get request details by ID.', { id: str }),
      tool('list_network_requests', 'List network requests.', {
        limit: { type: 'number' },
        detail: { type: 'string', enum: ['summary', 'full'] },
      }),
    ],
    quiet: [
      tool('page_snapshot', 'Take an accessibility snapshot of the page.'),
      // "network" as a graph of nodes and links, a network of people, or a switch of simulated conditions: no traffic is recorded.
      tool('draw_network_chart', 'Draw a network chart of nodes and the links between them.', {
        nodes: { type: 'array' },
        edges: { type: 'array' },
      }),
      tool('member_network_analysis', 'Analyse the network of co-authorship between members of a committee.', {
        member_id: str,
      }),
      tool('set_network_condition', 'Simulate a slow or offline network on the device.', {
        preset: { type: 'string', enum: ['offline', '3g', 'wifi'] },
      }),
    ],
  },
});

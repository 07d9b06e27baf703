import { str, tool } from '../../examples.ts';
import { descriptionMatch, type Facts, nameWords } from '../../facts.ts';
import { wordSet } from '../../vocabulary/word-set.ts';
import { defineRule, type Hit } from '../../rule.ts';
import { NOT_SECRET_CONTEXT, SECRET_NAME } from '../../signals/secret-names.ts';
import { LOG_WORDS } from '../../vocabulary/nouns.ts';
import { tokenizeText } from '../../signals/tokens.ts';

/** Whose doings a recording holds: sessions, visitors, users, calls, meetings. */
const RECORDED_PEOPLE = wordSet(
  'session sessions visitor visitors user users call calls meeting meetings customer customers',
);
const RECORDING_WORDS = wordSet('recording recordings replay replays');
const PEOPLE_RECORDING_TEXT = /\b(?:session|visitor|user|call|meeting|customer)s?(?:'s?)? (?:recordings?|replays?)\b/i;
/** A read whose object is recordings of people: session recordings, call recordings, meeting replays. */
/** A CRM's business records: companies, deals and opportunities kept in the account, like its contacts and customers. ("lead" is left out: a QA lead or a team lead is a role.) */
const CRM_RECORD_NOUNS = wordSet('company companies deal deals opportunity opportunities');
/** Business data anyone can look up: a listed company's filings, its stock or a public register. */
const PUBLIC_BUSINESS_TEXT =
  /\b(?:public(?:ly)?|filings?|stocks?|tickers?|shares? price|markets?|exchanges?|registr(?:y|ies)|register|listed|open data|wikipedia)\b/i;
const crmRecords = (facts: Facts): Hit | undefined => {
  const noun = nameWords(facts, CRM_RECORD_NOUNS);
  if (noun === undefined || PUBLIC_BUSINESS_TEXT.test(facts.description)) return undefined;
  const kind = (noun.split(' ')[0] as string).replace(/ies$/, 'y').replace(/s$/, '');
  return { signal: 'name', match: `${kind} records` };
};
const peopleRecordings = (facts: Facts): Hit | undefined => {
  const recording = nameWords(facts, RECORDING_WORDS);
  const people = nameWords(facts, RECORDED_PEOPLE);
  if (recording !== undefined && people !== undefined) return { signal: 'name', match: `${people} ${recording}` };
  if (recording === undefined) return undefined;
  const said = descriptionMatch({ ...facts, description: facts.first }, PEOPLE_RECORDING_TEXT);
  return said !== undefined ? { signal: 'description', match: said } : undefined;
};
/**
 * "traceroute_network_path", "get_network_topology": a map of the hops and routes of a private network. A test's
 * summary, or the topology of something else (an event pipeline), is not one.
 */
const internalNetworkMap = (facts: Facts): Hit | undefined => {
  const route = facts.tokens.includes('network')
    ? nameWords(facts, wordSet('path paths hop hops route routes topology'))
    : undefined;
  return route !== undefined ? { signal: 'name', match: `network ${route}` } : undefined;
};
export default defineRule({
  id: 'reads-private-data',
  stage: 'risk',
  summary:
    "It returns private data: messages, mail, files, records about people, a CRM's company and deal records, private code, recordings of people's sessions, calls or meetings, and maps of a private network (traceroute paths, topology). Medium risk, a source of private data.",
  when: (facts, state) => {
    if (!state.readOnly) return undefined;
    const publicStats = NOT_SECRET_CONTEXT.test(facts.first);
    const words = [...facts.exposure.privateData, ...(publicStats ? [] : facts.exposure.secrets)].filter(
      (word) =>
        !LOG_WORDS.has(word) &&
        !(publicStats && SECRET_NAME.has(word)) &&
        !(/^tokens?$/.test(word) && NOT_SECRET_CONTEXT.test(facts.description)),
    );
    if (words.length > 0) {
      // The words come from the name, the description's opening sentence, or the parameters ("files" for a path,
      // "database rows" for SQL; exposure.ts): say which.
      const named = words.some((word) => facts.tokens.includes(word) || facts.inferred.name.nouns.includes(word));
      const sentence = tokenizeText(facts.inferred.description.sentence);
      const described = words.some((word) => sentence.includes(word));
      const signal = named ? 'name' : described ? 'description' : 'parameter';
      return { signal, match: words.slice(0, 3).join(', ') };
    }
    // Recordings of what people did or said (visitor sessions, calls, meetings) are personal data; the path traffic takes
    // through an organisation's network (traceroute hops, a topology) maps its private network.
    // A CRM's companies and deals are the organisation's business data, as its contacts and customers are.
    return peopleRecordings(facts) ?? internalNetworkMap(facts) ?? crmRecords(facts);
  },
  then: {
    riskAtLeast: 'medium',
    attacks: ['data-exfiltration'],
    flow: { source: true },
    outcome: '{objects} of the user or their organisation, shown to whoever steers the agent',
    weight: 0.5,
  },
  says: 'it returns {match}',
  examples: {
    fires: [
      tool('read_inbox_messages', 'Read the messages in the inbox.'),
      tool('list_vault_tokens', 'List the access tokens of the account.', { page_token: str }),
      // Recordings of visitors' sessions, calls or meetings show what people did and said.
      tool('list_visit_recordings', 'List the session recordings of site visitors, filtered by device and country.', {
        filters: { type: 'object' },
      }),
      tool('get_call_replay', 'Get the replay of a support call.', { call_id: str }),
      // The hops a probe's traffic takes map the organisation's own network.
      tool('get_probe_network_path', 'Retrieve the network path of a traceroute probe, hop by hop.', {
        probe_id: str,
      }),
      // A CRM's company records and the notes kept on them are business data, like its contacts.
      tool('fetch_company_notes', 'Fetch the notes kept on a company.', {
        uri: { type: 'string', description: 'URI of the company' },
      }),
      tool('show_deal', 'Show a deal with its stage and amount.', { deal_id: str }),
    ],
    quiet: [
      // A listed company's public filings or stock profile are there for anyone to read.
      tool('fetch_company_filings', 'Fetch the public filings of a listed company by its ticker.', { ticker: str }),
      tool('get_probe_summary', 'Get the summary of a traceroute probe: its name, target and interval.', {
        probe_id: str,
      }),
      tool('list_pipeline_topology', 'List the topology of the event pipeline: which handler feeds which.'),
      tool('list_demo_recordings', 'List the demo recordings of the product tour.'),
      tool('get_weather', 'Get the weather for a city.'),
      // A page token or cursor marks where a list goes on; it is no private data.
      tool('list_ledger_entries', 'List the entries of a ledger.', {
        page_token: str,
        next_page_token: str,
        cursor: str,
      }),
      tool('list_time_zones', 'List time zones.', {
        syncToken: { type: 'string', description: 'Token from a previous response to continue the list' },
      }),
    ],
  },
});

import { str, tool } from '../../examples.ts';
import type { Facts } from '../../facts.ts';
import { firstLemma } from '../../find.ts';
import { defineRule } from '../../rule.ts';
import { NAVIGATE_LEMMAS } from '../../vocabulary/actions.ts';
import { ADDRESS_PARAMS } from '../../vocabulary/issued.ts';

/** Words of a writing tool that say the address it takes is contacted: fetched, crawled, called back, subscribed. */
const CONTACTS_ADDRESS =
  /\b(?:fetch\w*|download\w*|scrap\w*|crawl\w*|scan\w*|open\w*|visit\w*|check\w*|clon(?:e|es|ing)|import\w*|ingest\w*|index(?:es|ing)? (?:the|its) (?:page|text|content)|navigat\w*|visit\w*|open(?:s|ed)? (?:the|a|an) (?:url|address|link|page)|load(?:s|ed)? (?:the|a|an) (?:url|address|page)|render\w*|screenshot\w*|webhooks?|callbacks?|notif\w*|deliver\w*|pings?|polls?|monitor\w*|subscri\w*|connect\w*|proxy|proxies|request(?:s|ed)? (?:to|the)|calls? (?:the|this|that|your) (?:url|address|endpoint))\b/i;
/**
 * A plain address parameter ("url", "link") of a tool that writes, where nothing says the address is contacted: the
 * server stores it (a bookmark, a link in a cell, a record's field), it does not call it.
 */
const storedAddress = (facts: Facts, name: string): boolean => {
  const parameter = facts.params.find((candidate) => candidate.name === name);
  if (parameter === undefined || !ADDRESS_PARAMS.has(parameter.name.toLowerCase())) return false;
  if (facts.inferred.browser || firstLemma(facts, NAVIGATE_LEMMAS) !== undefined) return false;
  return !CONTACTS_ADDRESS.test(`${facts.tokens.join(' ')} ${facts.description} ${parameter.description}`);
};
export default defineRule({
  id: 'takes-callback-url',
  stage: 'risk',
  summary:
    'A tool that changes state takes an address the server calls or passes on (a webhook, a callback, a forwarding target, a redirect): from then on data or people go to any host, internal ones included, without another call. High risk, approval.',
  when: (facts, state) => {
    if (state.readOnly) return undefined;
    // An address kept as data (a contact's website, a bookmark's link) or used to find a record is not called by the server.
    const parameter = facts.inferred.schema.calledUrl.find((name) => !storedAddress(facts, name));
    return parameter !== undefined ? { signal: 'parameter', match: parameter } : undefined;
  },
  then: {
    riskAtLeast: 'high',
    verdictAtLeast: 'require-approval',
    attacks: ['ssrf', 'data-exfiltration'],
    flow: { sink: true },
    outcome: 'every later event delivered to an address the agent was told to register',
    weight: 0.5,
  },
  // "Calls, or passes on": a webhook is called, a redirect or success address is handed to a browser, a base address is
  // written into what the tool makes; each sends data or people wherever the caller pointed it.
  says: 'the server calls, or passes on, the address in {match}',
  examples: {
    fires: [
      tool('create_webhook', 'Create a webhook.', { url: str }),
      tool('create_feed_import', 'Create an import job that downloads the feed.', { feed_url: str }),
      tool('add_source_page', 'Add a web page as a source; the service fetches it and indexes its text.', {
        url: str,
      }),
    ],
    quiet: [
      tool('create_note', 'Create a note.', { text: str }),
      // An address kept on a record as data, or one that finds a record, is not called by the server.
      tool('update_client_card', 'Update a client card of the address book.', {
        card_id: str,
        website_url: str,
        email: str,
      }),
      tool('register_build_run', 'Register a build run of a service.', {
        service: str,
        version: str,
        buildUrl: { type: 'string', description: 'Link to the CI build' },
      }),
      // A plain url stored as a bookmark or a link field: the server keeps it, it does not call it.
      tool('create_reading_bookmark', 'Save a bookmark to the reading list.', {
        url: str,
        title: str,
        tags: { type: 'array' },
      }),
      tool('insert_sheet_link', 'Insert a link into a cell of a spreadsheet.', {
        spreadsheetId: str,
        cell: str,
        url: str,
        label: str,
      }),
      // A switch named for a callback turns a feature on; it carries no address.
      tool('create_token_contract', 'Create the source code of a token contract.', {
        name: str,
        callback: { type: 'boolean', description: 'Whether to include support for callbacks on transfers.' },
      }),
    ],
  },
});

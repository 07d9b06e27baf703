import { str, tool } from '../../examples.ts';
import { firstLemma } from '../../find.ts';
import { defineRule } from '../../rule.ts';
import { NAVIGATE_LEMMAS } from '../../vocabulary/actions.ts';

export default defineRule({
  id: 'fetches-url',
  stage: 'risk',
  summary:
    'It fetches or opens an address the caller chooses: it reaches any host the server can (SSRF), brings back text anyone could write, and can leak data in the address itself. Medium risk, capped.',
  when: (facts) => {
    const parameter = facts.inferred.schema.fetchUrl[0];
    // Parsing or validating an address contacts nothing.
    if (parameter === undefined || !facts.exposure.fetchesUrl) return undefined;
    if (!facts.inferred.readOnly && !firstLemma(facts, NAVIGATE_LEMMAS)) return undefined;
    return { signal: 'parameter', match: parameter };
  },
  then: {
    riskAtLeast: 'medium',
    verdictAtLeast: 'rate-limit',
    cadence: 'fetch',
    attacks: ['ssrf', 'indirect-prompt-injection', 'data-exfiltration'],
    flow: { injection: true, sink: true },
    family: 'fetch-url',
    outcome:
      "a request to an internal address or an attacker's server, with data in the URL and instructions in the reply",
    weight: 1,
  },
  says: 'the caller chooses the {match} it opens',
  examples: {
    fires: [
      tool('get_url_markdown', 'Render a web page as markdown.', { url: str }),
      tool('fetch_link', 'Fetch the page a link points to and return its text.', { url: { type: 'string' } }),
      // A full address in an example, or a local file offered beside it, leaves the host to the caller.
      tool('audit_code_repo', 'Clone a code repository and return its source for review.', {
        url: { type: 'string', description: 'Repository URL to audit (e.g., https://git.example.test/owner/repo)' },
      }),
      tool('read_pdf_text', 'Read a PDF and return its text.', {
        url: { type: 'string', description: 'URL or local file path of the PDF' },
      }),
    ],
    quiet: [
      tool('get_page', 'Get a stored page by id.', { id: str }),
      // The server builds the address on its own host: the caller may give a path, an id or a name instead.
      tool('fetch_vendor_doc', 'Fetch a page of the vendor API documentation.', {
        url: {
          type: 'string',
          description: 'Documentation URL or path (e.g. https://docs.example.test/v1/items or v1/items)',
        },
      }),
      tool('get_forum_thread', 'Fetch a forum thread with its replies.', {
        thread_id: str,
        url: { type: 'string', description: 'Full forum URL (alternative to thread_id)' },
      }),
      tool('get_repo_wiki', 'Fetch the wiki of a code repository as markdown.', {
        url: { type: 'string', description: 'A URL, an owner/repo name (e.g. "acme/widgets") or a single keyword' },
      }),
      // An endpoint named from the server's own list, and a bare URI of a record, are no addresses to open.
      tool('get_endpoint_schema', 'Get the schema of an API endpoint.', {
        endpoint: { type: 'string', description: 'The name of the endpoint to describe' },
      }),
      tool('read_deal_details', 'Read the details of a deal.', {
        uri: { type: 'string', description: 'URI of the deal to read' },
      }),
      tool('parse-ticket-url', 'Parse a ticket URL into its parts: workspace, project and ticket number.', {
        url: str,
      }),
      tool('validate_link', 'Validate that a link is a well-formed https URL.', { url: str }),
      {
        name: 'get_alert',
        description: 'Get an alert of the tracker.',
        inputSchema: { type: 'object', properties: { alert_id_or_url: str }, required: ['alert_id_or_url'] },
      },
      // The address identifies a page or a record of the service; the server does not open it.
      {
        name: 'get_site_page',
        description: 'Get a page of the site builder by its URL, with its blocks and metadata.',
        inputSchema: { type: 'object', properties: { url: str }, required: ['url'] },
      },
      {
        name: 'get_captured_call',
        description: 'Get one network call captured in the session.',
        inputSchema: {
          type: 'object',
          properties: { url: { type: 'string', description: 'URL of the captured request to match' } },
          required: ['url'],
        },
      },
      {
        name: 'read_crm_record',
        description: 'Read a record of the CRM.',
        inputSchema: {
          type: 'object',
          properties: { uri: { type: 'string', description: 'Record URI, e.g. crm://companies/123' } },
          required: ['uri'],
        },
      },
    ],
  },
});

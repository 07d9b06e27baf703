/**
 * Secrets and private data: what a tool hands back that is a credential, a session or people's private records, and words that only look like one (pagination tokens, keyboard keys, public statistics). Invented look-alike tools only.
 */
import { describe, expect, it } from 'vitest';
import { judgeTool } from '../src/lib/judgement/engine.ts';
import { analyseSchema } from '../src/lib/judgement/signals/schema.ts';
import { grade, rules, str, tool } from './support/judge.ts';

describe('secrets in parameters', () => {
  it('request headers carry Authorization; mocked response headers do not', () => {
    expect(
      analyseSchema({
        type: 'object',
        properties: { url: str(), headers: { type: 'object', description: 'Extra headers to send' } },
      }).secret,
    ).toEqual(['headers']);
    expect(
      analyseSchema({
        type: 'object',
        properties: { url: str(), headers: { type: 'object', description: 'Headers of the mocked response' } },
      }).secret,
    ).toEqual([]);
    // A mocked route sends no request: its headers go back to the page, not out with a credential.
    expect(
      analyseSchema({
        type: 'object',
        properties: { pattern: str('URL pattern to match'), headers: { type: 'array', description: 'Headers to add' } },
      }).secret,
    ).toEqual([]);
    expect(
      judgeTool(
        tool('http_put_request', 'Perform an HTTP PUT request.', { url: str(), headers: { type: 'object' } }, ['url']),
      ).attacks,
    ).toContain('token-passthrough');
  });

  it('a paths parameter of a file drop hands local files to the page, as an upload does', () => {
    const drop = judgeTool(
      tool('tab_drop', 'Drop files onto an element, as if dragged from outside the page.', {
        target: str(),
        paths: { type: 'array', items: str(), description: 'Absolute paths to files to drop.' },
      }),
    );
    const upload = judgeTool(
      tool('tab_upload_files', 'Upload files to the page.', { paths: { type: 'array', items: str() } }),
    );
    expect(drop.flow.source).toBe(true);
    expect(drop.attacks).toContain('data-exfiltration');
    expect([drop.risk, drop.policy.verdict]).toEqual([upload.risk, upload.policy.verdict]);
  });
});

describe('cookies and storage', () => {
  it('setting or clearing cookies writes: no exfiltration or token passthrough; reading them has both', () => {
    for (const name of ['tab_cookie_set', 'tab_cookie_clear', 'tab_localstorage_set']) {
      const judgement = judgeTool(
        tool(name, 'Change cookies or storage of the browser context.', { name: str(), value: str() }),
      );
      expect(judgement.attacks, name).not.toContain('data-exfiltration');
      expect(judgement.attacks, name).not.toContain('token-passthrough');
      expect(judgement.policy.verdict, name).toBe('require-approval');
    }
    const read = judgeTool(tool('tab_cookie_list', 'List the cookies of the browser context.'));
    expect(read.attacks).toEqual(expect.arrayContaining(['data-exfiltration', 'token-passthrough']));
  });
});

describe('tokens are credentials only in a credential context', () => {
  it('does not read design tokens written to files as a change of access', () => {
    const design = tool(
      'palette_write_tokens',
      'Write the design tokens of the style guide (colours, spacing) to token files.',
      { outDir: str('Folder for the token files') },
    );
    expect(rules(design)).not.toContain('changes-access');
    expect(judgeTool(design).risk).not.toBe('high');
  });
  it('still reads an access token created or revoked as a change of access', () => {
    expect(
      grade(
        tool('mint_store_token', 'Create a token for the shop. The token grants access to the orders API.', {
          label: str(),
        }),
      ),
    ).toMatch(/\/high\/require-approval$/);
    expect(
      rules(tool('drop_service_token', 'Revoke a token so that it stops working.', { token_id: str() })),
    ).toContain('changes-access');
  });
});

describe('keyboard keys', () => {
  it('pressing a key is graded like typing text on the same browser server', () => {
    const press = judgeTool(
      tool('tab_press_key', 'Press a key on the keyboard.', { key: str('Name of the key, such as ArrowLeft') }),
    );
    const type = judgeTool(tool('tab_type', 'Type text into an editable element.', { selector: str(), text: str() }));
    expect(press.evidence.map((step) => step.rule)).not.toContain('changes-access');
    expect([press.category, press.risk, press.policy]).toEqual([type.category, type.risk, type.policy]);
  });
});

describe('session recordings', () => {
  it('are personal data of the people recorded', () => {
    const judged = judgeTool(
      tool(
        'list_visit_sessions_recordings',
        'List the session recordings of site visitors, filtered by country and device.',
        { filters: { type: 'object' } },
      ),
    );
    expect(judged.risk).toBe('medium');
    expect(judged.evidence.find((step) => step.rule === 'reads-private-data')?.match).toMatch(/recordings/);
  });

  it('but a product demo recording is not', () => {
    expect(rules(tool('list_tour_recordings', 'List the demo recordings of the product tour.'))).not.toContain(
      'reads-private-data',
    );
  });
});

describe('"network" in a name', () => {
  it('raises nothing when it is a graph, a committee network or a simulated condition', () => {
    expect(
      grade(
        tool('generate_network_chart', 'Generate a network chart of nodes and the edges between them.', {
          nodes: { type: 'array' },
          edges: { type: 'array' },
        }),
      ),
    ).toBe('Read/low/allow');
    expect(
      grade(
        tool('committee_network_analysis', 'Analyse the network of co-sponsorship between committees.', {
          committee_id: str(),
        }),
      ),
    ).toBe('Read/low/allow');
  });

  it('still reads recorded traffic as a source of credentials', () => {
    expect(rules(tool('get_network_calls', 'Get the recorded network calls of the app.'))).toContain(
      'captures-traffic',
    );
  });
});

describe("a CRM's company records", () => {
  it('are private business data, like its contacts', () => {
    const notes = judgeTool(
      tool('read_company_memos', 'Read the memos kept on a company.', { uri: str('URI of the company') }),
    );
    expect(`${notes.category}/${notes.risk}`).toBe('Read/medium');
    expect(notes.flow.source).toBe(true);
    expect(notes.evidence.find((step) => step.rule === 'reads-private-data')?.match).toBe('company records');
  });
  it('are not when the description says the data is public', () => {
    expect(
      grade(
        tool('fetch_company_filings', 'Fetch the public filings of a listed company by its ticker.', { ticker: str() }),
      ),
    ).toBe('Read/low/allow');
  });
});

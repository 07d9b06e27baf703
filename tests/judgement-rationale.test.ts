/**
 * Rationales say what the reading found, in words for readers. Invented look-alike tools only.
 */
import { describe, expect, it } from 'vitest';
import { judgeTool } from '../src/lib/judgement/engine.ts';
import { fillOutcome, nounOf, withArticle } from '../src/lib/judgement/rationale.ts';
import { tool } from './support/judge.ts';

describe('rationales of the new readings', () => {
  it('say which part of the definition overruled a read-only hint', () => {
    const judged = judgeTool(
      tool(
        'read_shelf_records',
        'Read the records of a shelf.',
        { action: { type: 'string', enum: ['list', 'create'] } },
        { readOnlyHint: true },
      ),
    );
    expect(judged.rationale).toMatch(/an operation that writes, or a path it saves to/);
    expect(judged.rationale).not.toMatch(/verb of its name/);
  });

  it('say only what the definition describes when the author declares a change it does not describe', () => {
    const judged = judgeTool(
      tool('list_shelf_certificates', 'List the certificates of a shelf.', {}, { readOnlyHint: false }),
    );
    expect(judged.category).not.toBe('Read');
    expect(judged.rationale).toMatch(/^Its name and description say only that it lists shelf certificates\./);
    expect(judged.rationale).not.toMatch(/adding to what is there/);
    expect(judged.rationale).toMatch(/This follows its author, who declares that it changes state/);
  });
});

describe('the object a rationale names', () => {
  it('takes its article in the sentence that says what the tool does', () => {
    expect(judgeTool(tool('update_ticket', 'Update a ticket.')).rationale).toMatch(/^It updates a ticket in place/);
    expect(judgeTool(tool('get_issue', 'Get an issue.')).rationale).toMatch(/^It returns an issue and changes nothing/);
    expect(withArticle('custom field')).toBe('a custom field');
    expect(withArticle('image')).toBe('an image');
    // A removal graded as a write loses what it removes, not "the earlier value in place".
    const unlinked = judgeTool(
      tool('remove_label_from_card', 'Remove a label from a card.', { card_id: { type: 'string' } }),
    );
    expect(unlinked.category).toBe('Write');
    expect(unlinked.rationale).toMatch(
      /^It removes a label; what it removes is gone from there unless something else kept it\./,
    );
    // A dash ends the clause the object is read from, as a stop does.
    expect(
      judgeTool(tool('archive', "Archive a spawned app — flips status to 'archived' so its page returns 404."))
        .rationale,
    ).toMatch(/^It archives an app, /);
    // An opening verb, in either form, is not the object: "Provide a …" and "Provides a …" alike.
    expect(judgeTool(tool('style_guide', 'Provide a style guide for components.')).rationale).toMatch(
      /^It returns a style guide and changes nothing/,
    );
    // A word with no vowel is spelled out: its letter's name decides.
    expect(withArticle('sms template')).toBe('an sms template');
    expect(withArticle('svg image')).toBe('an svg image');
    expect(withArticle('pdf report')).toBe('a pdf report');
    expect(withArticle('rhythm track')).toBe('a rhythm track');
    // An -ing noun that counts is not a gerund.
    expect(withArticle('security finding')).toBe('a security finding');
    expect(withArticle('connection string')).toBe('a connection string');
    // The vowel sound, not the letter: an undo and an upload, but a user, a unique key and a one-time token.
    expect(
      ['undo', 'upload', 'unused key', 'uninstall', 'user', 'unique key', 'unit', 'one-time token'].map(withArticle),
    ).toEqual([
      'an undo',
      'an upload',
      'an unused key',
      'an uninstall',
      'a user',
      'a unique key',
      'a unit',
      'a one-time token',
    ]);
  });

  it('leaves plurals, mass nouns, gerunds and phrases with their determiner as they are', () => {
    for (const phrase of ['discounts', 'usage data', 'pricing', 'status', 'the data it is pointed at', 'API keys'])
      expect(withArticle(phrase)).toBe(phrase);
  });

  it('names one thing with its article and "it" in every sentence, and a plural bare with "them"', () => {
    const one = judgeTool(tool('get_invoice_pdf_layout', 'Get the layout of an invoice PDF.')).rationale;
    expect(one).toMatch(/worst realistic result is an? [a-z ]+ shown to an agent that has no need for it,/);
    expect(one).toMatch(/reading an? [a-z ]+ changes nothing/);
    const many = judgeTool(tool('list_invoices', 'List the invoices.')).rationale;
    expect(many).toMatch(/worst realistic result is invoices shown to an agent that has no need for them,/);
    const written = judgeTool(tool('update_epic', 'Update an epic.')).rationale;
    expect(written).toMatch(/worst realistic result is a wrong or unwanted epic that/);
    expect(nounOf('usage data')).toEqual({ bare: 'usage data', a: 'usage data', them: 'it' });
  });

  it('names what a query the caller writes reaches, not the query, and keeps the clause between commas', () => {
    const judged = judgeTool(
      tool('execute_gaql_query', 'Executes a GAQL query and returns the result as JSON.', {
        query: { type: 'string', description: 'The GAQL query to run' },
      }),
    ).rationale;
    expect(judged).toMatch(/^It searches stored records, picked by a query the caller writes, and changes nothing\./);
    // A query in a language that can write, run by a tool that does not say it runs read-only: it runs the query.
    const cypher = judgeTool(
      tool('execute_query', 'Execute a Cypher query against the graph.', { query: { type: 'string' } }),
    );
    expect(cypher.category).toBe('Execute');
    expect(cypher.rationale).toMatch(/^It runs the query the caller writes against stored records, so its effect/);
    expect(judgeTool(tool('query_readonly', 'Runs read-only SQL query for diagnostics.')).rationale).not.toMatch(
      /\breadonly\b|\bonly sql\b/,
    );
  });

  it('says a change of state changes the state of what exists, and only a new thing adds to what is there', () => {
    const judged = (name: string, description: string) =>
      judgeTool(tool(name, description, { id: { type: 'string' } })).rationale;
    expect(judged('lock_issue', 'Lock an issue.')).toMatch(/^It locks an issue, a change of its state rather than/);
    expect(judged('disconnect_repo', 'Disconnect the repository from the project.')).not.toMatch(/adding to/);
    // Archiving a project hides it from use; it adds nothing.
    expect(judged('archive_project', 'Archive a project.')).toMatch(/^It archives a project, a change of its state/);
    expect(judged('create_note', 'Create a note.')).toMatch(/^It creates a note, adding to what is there\./);
  });

  it("drops a name's first word that shortens the server's product, and keeps one that is the whole product", () => {
    const shortened = judgeTool(tool('shop_orders_get', 'Get an order.'), { serverSlug: 'acme-shopkeeper-mcp' });
    expect(shortened.rationale).toMatch(/^It returns orders and changes nothing/);
    const whole = judgeTool(tool('shopkeeper_orders_get', 'Get an order.'), { serverSlug: 'acme-shopkeeper-mcp' });
    expect(whole.rationale).not.toMatch(/shopkeeper/);
    const unrelated = judgeTool(tool('shop_orders_get', 'Get an order.'), { serverSlug: 'acme-ledger-mcp' });
    expect(unrelated.rationale).toMatch(/^It returns shop orders/);
  });

  it("gives a rule's outcome the article its opening noun needs, and leaves a determined one as it is", () => {
    expect(fillOutcome('private {objects} published for anyone to read', nounOf('page'))).toBe(
      'a private page published for anyone to read',
    );
    expect(fillOutcome('private {objects} published for anyone to read', nounOf('pages'))).toBe(
      'private pages published for anyone to read',
    );
    expect(fillOutcome('any {objects} the query can reach', nounOf('table'))).toBe('any table the query can reach');
    expect(fillOutcome('live {objects} copied out, where a tool can carry {them} off', nounOf('key'))).toBe(
      'a live key copied out, where a tool can carry it off',
    );
  });

  it('does not cut a description in another language into fragments, and names the object of the name instead', () => {
    const judged = judgeTool(
      tool('contacts_information', 'Récupère les informations générales des contacts (coordonnées, société).'),
    );
    expect(judged.rationale).not.toMatch(/\br cup\b|\bcup re\b/);
    expect(judged.rationale).toMatch(/contacts information/);
  });
});

/**
 * What a tool sends out and to whom: outbound channels, third-party content coming in, a confused deputy only where the tool's own power makes it real, recipients the caller writes, addresses the server fixes, output paths. Invented look-alike tools only.
 */
import { describe, expect, it } from 'vitest';
import { judgeTool } from '../src/lib/judgement/engine.ts';
import { grade, rules, str, tool } from './support/judge.ts';

describe('outbound channels and untrusted content', () => {
  it('a reaction is no outbound channel; a comment is', () => {
    const reaction = judgeTool(
      tool('add_note_comment_reaction', 'Add a reaction to a note comment.', {
        comment_id: { type: 'number' },
        content: { type: 'string', enum: ['+1', 'heart', 'eyes'] },
      }),
    );
    expect(reaction.attacks).not.toContain('data-exfiltration');
    expect(reaction.flow.sink).toBe(false);
    expect(judgeTool(tool('add_note_comment', 'Add a comment to a note.', { body: str() })).attacks).toContain(
      'data-exfiltration',
    );
  });

  it('published documentation and statistics are no injection path; mail and web pages are', () => {
    for (const reference of [
      tool('search_vendor_docs', 'Search the vendor documentation and return matching pages.', { query: str() }),
      tool('probe_statistics', 'Analyze probe test results by quartile.', { testId: str() }),
    ]) {
      expect(judgeTool(reference).attacks).not.toContain('indirect-prompt-injection');
      expect(judgeTool(reference).flow.injection).toBe(false);
    }
    expect(judgeTool(tool('read_mailbox', 'Read the emails in a mailbox.')).flow.injection).toBe(true);
  });

  it('parsing a link is no fetch; fetching one is', () => {
    const parse = judgeTool(
      tool('parse-board-url', 'Parse a board URL into its parts: team, board and card.', { url: str() }, ['url']),
    );
    expect(parse.families).not.toContain('fetch-url');
    expect(parse.attacks).not.toContain('ssrf');
    expect(parse.risk).toBe('low');
    expect(
      judgeTool(tool('fetch_address', 'Fetch a URL and return the page as text.', { url: str() }, ['url'])).families,
    ).toContain('fetch-url');
  });
});

describe('confused deputy', () => {
  it('is not added to a Destructive or Financial tool by its category alone', () => {
    const remove = judgeTool(tool('delete_shelf_item', 'Deletes an item from a shelf.', { item_id: str() }));
    expect(remove.category).toBe('Destructive');
    expect(remove.attacks).not.toContain('confused-deputy');
    const buy = judgeTool(
      tool('purchase_seat_credits', 'Purchase credits with the saved card.', { amount: { type: 'number' } }),
    );
    expect(buy.category).toBe('Financial');
    expect(buy.attacks).not.toContain('confused-deputy');
  });

  it('is listed, with the evidence that says why, when the tool acts for someone the caller names', () => {
    const mail = judgeTool(
      tool('send_digest_mail', "Send an email from the user's mailbox.", {
        to: str('Recipient address'),
        subject: str(),
        body: str(),
      }),
    );
    expect(mail.attacks).toContain('confused-deputy');
    expect(mail.evidence.find((step) => step.rule === 'acts-for-caller')?.match).toBe('send, recipient in to (string)');
    const crossAccount = judgeTool(
      tool('sync_bucket_copy', 'Copy objects into a bucket of another account, assuming a role there.', {
        bucket: str(),
      }),
    );
    expect(crossAccount.attacks).toContain('confused-deputy');
    const payout = judgeTool(
      tool('send_vendor_payment', 'Send money to a recipient.', {
        amount: { type: 'number' },
        currency: str(),
        recipient: str(),
      }),
    );
    expect(payout.attacks).toEqual(expect.arrayContaining(['unauthorised-transfer', 'confused-deputy']));
    const wholeStore = judgeTool(tool('delete_workspace', 'Deletes a workspace and everything in it.'));
    expect(wholeStore.attacks).toContain('confused-deputy');
  });

  it('does not count a message to a fixed channel, or a read with a "to" filter', () => {
    expect(
      judgeTool(tool('post_team_update', 'Post an update to the team channel.', { text: str() })).attacks,
    ).not.toContain('confused-deputy');
    expect(
      judgeTool(tool('list_outbox_mails', 'List mails sent from the mailbox.', { to: str() })).attacks,
    ).not.toContain('confused-deputy');
  });
});

describe('a send to a recipient the caller writes', () => {
  it('needs approval: whatever it carries can go to anyone', () => {
    expect(
      grade(
        tool('send_notice_mail', 'Send an email.', {
          to: { type: 'array', items: { type: 'string' } },
          subject: str(),
          body: str(),
        }),
      ),
    ).toBe('Execute/high/require-approval');
    expect(grade(tool('send_text_notice', 'Send a text message.', { phone_number: str(), text: str() }))).toBe(
      'Execute/high/require-approval',
    );
  });

  it('stays a medium-risk send, capped once reviewed, when the destination is fixed or only filters a list', () => {
    const note = judgeTool(tool('post_status_note', 'Post a status note to the team channel.', { text: str() }));
    // Medium, not high: a draft waits for a person, as every unchecked change at medium risk does.
    expect(grade(tool('post_status_note', 'Post a status note to the team channel.', { text: str() }))).toBe(
      'Execute/medium/require-approval',
    );
    expect(note.evidence.map((step) => step.rule)).not.toContain('sends-to-anyone');
    expect(
      judgeTool(tool('list_sent_notices', 'List mails sent from the mailbox.', { to: str() })).policy.verdict,
    ).toBe('allow');
  });
});

describe('an address whose host the server fixes', () => {
  it('is no fetch when a path, an id or a name may stand in for the URL', () => {
    for (const definition of [
      tool('read_vendor_docs', 'Fetch a page of the vendor documentation.', {
        url: str('Documentation URL or path (e.g. https://docs.example.test/a/b or a/b)'),
      }),
      tool('get_board_post', 'Fetch a board post with its replies.', {
        post_id: str(),
        url: str('Full board URL (alternative to post_id)'),
      }),
      tool('get_endpoint_contract', 'Get the contract of one endpoint of the hosted API.', {
        endpoint: str('The name of the endpoint to describe'),
      }),
    ]) {
      expect(rules(definition), definition.name).not.toContain('fetches-url');
      expect(judgeTool(definition).families, definition.name).not.toContain('fetch-url');
      expect(grade(definition), definition.name).toBe('Read/low/allow');
    }
  });

  it('is still a fetch when the caller names any host, or a local file beside it', () => {
    expect(
      rules(tool('read_any_page', 'Fetch a web page and return its text.', { url: str('Address of the page') })),
    ).toContain('fetches-url');
    expect(
      rules(tool('read_any_pdf', 'Read a PDF and return its text.', { url: str('URL or local file path of the PDF') })),
    ).toContain('fetches-url');
  });
});

describe('an output path on a tool whose verb reads', () => {
  it('writes a file where the caller says: not read-only', () => {
    const judged = judgeTool(
      tool('download_vault_file', 'Download a file as base64 or to disk.', {
        file_id: str(),
        outputPath: str('Directory to save the file (optional)'),
      }),
    );
    expect(judged.effect.readOnly).toBe(false);
    expect(judged.category).toBe('Write');
    expect(judged.evidence.map((step) => step.rule)).toEqual(
      expect.arrayContaining(['saves-to-chosen-path', 'writes-chosen-path']),
    );
    expect(
      judgeTool(
        tool('snap_component', 'Take a screenshot of a component.', {
          name: str(),
          output_path: str('Custom output path for the screenshot (optional)'),
        }),
      ).effect.readOnly,
    ).toBe(false);
  });

  it('leaves a read with only an output format, or no path at all, a read', () => {
    expect(
      judgeTool(
        tool('get_cluster_items', 'Get items of the cluster.', {
          kind: str(),
          output: str('Output format: json or yaml'),
        }),
      ).effect.readOnly,
    ).toBe(true);
    expect(
      judgeTool(tool('download_vault_file', 'Download a file and return it as base64.', { file_id: str() })).effect
        .readOnly,
    ).toBe(true);
  });
});

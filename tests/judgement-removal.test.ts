/**
 * Removals and how much they lose: a loss is critical only when it sweeps, a listed batch or a mark taken off is bounded, a change of looks, a cleared cache or one comment is capped, formatting storage erases it. Invented look-alike tools only.
 */
import { describe, expect, it } from 'vitest';
import { judgeTool } from '../src/lib/judgement/engine.ts';
import { grade, rules, str, tool } from './support/judge.ts';

describe('a permanent loss is critical only when it sweeps', () => {
  it('one item deleted for good is high risk with approval, not critical', () => {
    expect(grade(tool('drop_coupon', 'Delete a coupon. This action cannot be undone.', { coupon_id: str() }))).toBe(
      'Destructive/high/require-approval',
    );
    expect(grade(tool('erase_hook', 'Permanently delete a webhook endpoint.', { hook_id: str() }))).toBe(
      'Destructive/high/require-approval',
    );
  });
  it('many items, a whole container or a redeploy lost for good stay critical', () => {
    expect(judgeTool(tool('purge_bin', 'Permanently delete all files in the bin.')).risk).toBe('critical');
    expect(
      judgeTool(
        tool('drop_letters', 'Delete letters permanently (up to 500 ids per call).', {
          ids: { type: 'array', items: str() },
        }),
      ).risk,
    ).toBe('critical');
    expect(
      judgeTool(tool('delete_site', 'Permanently deletes a site and all of its files.', { site_id: str() })).risk,
    ).toBe('critical');
    expect(
      judgeTool(
        tool(
          'site_deploy_archive',
          'Deploy a site from an archive. WARNING: this replaces the current files and cannot be undone.',
          { archive: str() },
        ),
      ).risk,
    ).toBe('critical');
  });
});

describe('a removal of a listed batch', () => {
  it('is graded as removing each item would be: high, approval', () => {
    expect(
      grade(
        tool('batch_drop_cards', 'Delete several cards of a board in one call, given their ids.', {
          card_ids: { type: 'array', items: str() },
        }),
      ),
    ).toBe('Destructive/high/require-approval');
  });
  it('stays critical when it reaches all that match, or runs whatever requests are listed', () => {
    expect(judgeTool(tool('delete_all_cards', 'Delete all cards of a board.', { board_id: str() })).risk).toBe(
      'critical',
    );
    expect(judgeTool(tool('bulk_drop_rows', 'Delete every row matching the filter.', { filter: str() })).risk).toBe(
      'critical',
    );
    const requests = judgeTool(
      tool('batch_api_requests', 'Send up to 20 API requests of any method (GET, POST, DELETE) in one call.', {
        requests: { type: 'array' },
      }),
    );
    expect(requests.risk).toBe('critical');
  });
});

describe('a mark put on an object or taken off', () => {
  it('is low risk, still rate-limited: labels, tags, reactions, stars', () => {
    expect(grade(tool('add_card_reaction', 'Add an emoji reaction to a card.', { card_id: str(), emoji: str() }))).toBe(
      'Write/low/rate-limit',
    );
    expect(grade(tool('remove_tag_from_note', 'Remove a tag from a note.', { note_id: str(), tag: str() }))).toBe(
      'Write/low/rate-limit',
    );
    expect(grade(tool('star_board', 'Star a board for the current user.', { board_id: str() }))).toBe(
      'Write/low/rate-limit',
    );
    expect(
      grade(tool('create_board_label', 'Create a label on a board.', { board_id: str(), name: str(), color: str() })),
    ).toBe('Write/low/rate-limit');
  });
  it('stays medium when the label itself goes, is rewritten, is a paid subscription, or reaches many objects', () => {
    expect(
      judgeTool(tool('remove_team_label', 'Remove a shared label of the team.', { label_id: str() })).risk,
    ).not.toBe('low');
    expect(
      judgeTool(
        tool('update_board_label', 'Update a label of a board: its name and colour.', { label_id: str(), name: str() }),
      ).risk,
    ).not.toBe('low');
    expect(
      judgeTool(
        tool('add_plan_subscription', 'Add a subscription to a paid plan for a customer.', {
          customer_id: str(),
          plan: str(),
        }),
      ).risk,
    ).not.toBe('low');
    expect(
      judgeTool(
        tool('tag_people_at_once', 'Add a tag to many contacts at once.', {
          contact_ids: { type: 'array', items: str() },
          tag: str(),
        }),
      ).risk,
    ).not.toBe('low');
  });
});

describe('a change of looks only', () => {
  it('is low risk, capped at the low-risk rate for edits', () => {
    const cells = judgeTool(
      tool('format_grid_cells', 'Format cells of a grid: font, colour and borders.', {
        range: str(),
        bold: { type: 'boolean' },
      }),
    );
    expect(`${cells.category}/${cells.risk}`).toBe('Write/low');
    expect(cells.policy).toMatchObject({ verdict: 'rate-limit', max: 60, window: 'hour' });
    expect(
      judgeTool(
        tool('set_frame_padding', 'Set the padding of a frame on the canvas.', {
          node_id: str(),
          padding: { type: 'number' },
        }),
      ).risk,
    ).toBe('low');
  });
  it('is not a disk format, code formatting, a value, a theme or a style that carries a link', () => {
    expect(
      rules(tool('format_volume', 'Format a disk volume with a new file system.', { device: str() })),
    ).not.toContain('appearance-only');
    expect(
      judgeTool(
        tool('format_source_file', 'Format a source file with the code formatter and save it.', { path: str() }),
      ).risk,
    ).not.toBe('low');
    expect(judgeTool(tool('set_cell_value', 'Set the value of a cell.', { cell: str(), value: str() })).risk).not.toBe(
      'low',
    );
    expect(
      judgeTool(
        tool('format_doc_text', 'Format text of a document: bold, italic, font size, or a link.', {
          range: str(),
          linkUrl: str(),
        }),
      ).risk,
    ).not.toBe('low');
  });
});

describe('clearing a cache or a captured buffer', () => {
  it('is at most medium even when the description says permanently, and capped: a cache and a captured buffer come back', () => {
    expect(grade(tool('purge_site_cache', 'Permanently purge the page cache of a site.', { site_id: str() }))).toBe(
      'Destructive/medium/rate-limit',
    );
    expect(grade(tool('devtools_clear_console', 'Clear the console messages collected from the page.'))).toBe(
      'Destructive/medium/rate-limit',
    );
    expect(grade(tool('reset_capture_buffer', 'Clear the in-memory buffer of captured network requests.'))).toBe(
      'Destructive/medium/rate-limit',
    );
  });
  it('does not cover log files, histories or carts', () => {
    expect(grade(tool('clear_app_logs', 'Empty the log file of the app on the server.', { app_id: str() }))).toMatch(
      /\/(?:high|critical)\/require-approval$/,
    );
    expect(
      rules(tool('clear_chat_history', 'Clear the chat history of a conversation.', { chat_id: str() })),
    ).not.toContain('clears-cache-or-capture');
  });
});

describe('deleting one comment', () => {
  it('is a medium-risk removal of bounded loss, capped', () => {
    expect(grade(tool('remove_card_comment', 'Delete a comment from a card.', { comment_id: str() }))).toBe(
      'Destructive/medium/rate-limit',
    );
  });
  it('does not lower the removal of the item itself or of every comment', () => {
    expect(judgeTool(tool('delete_card', 'Delete a card with its comments.', { card_id: str() })).risk).toBe('high');
    expect(judgeTool(tool('delete_all_comments', 'Delete all comments of a board.', { board_id: str() })).risk).toBe(
      'critical',
    );
  });
});

describe('formatting storage', () => {
  it('erases a disk or volume: destructive, critical for a whole volume', () => {
    const volume = judgeTool(tool('format_volume', 'Format a disk volume with a new file system.', { device: str() }));
    expect(`${volume.category}/${volume.risk}/${volume.policy.verdict}`).toBe('Destructive/critical/require-approval');
    expect(volume.evidence.map((step) => step.rule)).toContain('context-formats-storage');
  });
  it('leaves formatting a string or a stored document alone', () => {
    expect(judgeTool(tool('format_sql', 'Format an SQL string.', { sql: str() })).category).toBe('Read');
    expect(rules(tool('format_cells', 'Format a range of cells.', { range: str() }))).not.toContain(
      'context-formats-storage',
    );
  });
});

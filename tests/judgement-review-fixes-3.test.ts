/**
 * The third round of engine mistakes hand reviewers reported, each checked on invented look-alike tools (never a
 * real tool's name): a tool is judged by what its definition says it does, not by a word that only looks like a
 * power (a verb we do not know, an author's read-only hint beside writing operations, an address kept as data,
 * code shown rather than run, a generic API caller).
 */
import { describe, expect, it } from 'vitest';
import { judgeTool } from '../src/lib/judgement/engine.ts';
import type { ToolDefinitionInput } from '../src/lib/judgement/facts.ts';

const str = (description = '') => ({ type: 'string', description });
const tool = (
  name: string,
  description: string,
  properties: Record<string, unknown> = {},
  annotations?: ToolDefinitionInput['annotations'],
): ToolDefinitionInput => ({
  name,
  description,
  inputSchema: { type: 'object', properties },
  ...(annotations ? { annotations } : {}),
});
const rules = (definition: ToolDefinitionInput) => judgeTool(definition).evidence.map((step) => step.rule);

describe('verbs we do not know', () => {
  it('reads "re" and a known verb as that verb done again, with low confidence and a flag', () => {
    const again = judgeTool(
      tool('resend_confirmation', 'Resend the confirmation message of a booking.', { booking_id: str() }),
    );
    expect(again.category).toBe('Execute');
    expect(again.risk).toBe('medium');
    expect(again.confidence).toBe('low');
    expect(again.flags.join(' ')).toMatch(/"resend" is not a verb we know; read as "send"/);
  });

  it('judges an unknown verb a medium change, not destructive, flagged, with an honest rationale', () => {
    const unknown = judgeTool(tool('frobulate', 'Frobulate', {}));
    expect(unknown.category).toBe('Write');
    expect(unknown.risk).toBe('medium');
    expect(unknown.effect.destructive).toBe(false);
    expect(unknown.confidence).toBe('low');
    expect(unknown.flags.join(' ')).toMatch(/"frobulate" is not one we know/);
    expect(unknown.rationale).toMatch(/not certain/);
    expect(rules(tool('frobulate', 'Frobulate', {}))).not.toContain('overwrites-existing');
  });
});

describe("an author's read-only hint beside writing operations", () => {
  it('does not outweigh an action value that creates, updates or removes, and says the hint disagrees', () => {
    const definition = tool(
      'read_shelf_records',
      'Read the records of a shelf.',
      { action: { type: 'string', enum: ['list', 'get', 'create', 'update'] }, record_id: str() },
      { readOnlyHint: true },
    );
    const judged = judgeTool(definition);
    expect(judged.effect.readOnly).toBe(false);
    expect(judged.category).toBe('Write');
    expect(judged.flags.join(' ')).toMatch(
      /readOnlyHint: true.*action parameter offers "create".*author's hint disagrees/,
    );
    expect(judged.evidence.find((step) => step.rule === 'category-write')?.match).toBe('action: create');
    const removes = judgeTool(
      tool(
        'shelf_records',
        'Work with the records of a shelf.',
        { action: { type: 'string', enum: ['list', 'delete'] } },
        { readOnlyHint: true },
      ),
    );
    expect(removes.effect.readOnly).toBe(false);
    expect(removes.category).toBe('Destructive');
  });

  it('does not outweigh a path the result is saved to', () => {
    const judged = judgeTool(
      tool(
        'get_ticket_file',
        'Get a file attached to a ticket and save it to the local path given.',
        {
          file_id: str(),
          secret: str('Secret part of the attachment address'),
          local_path: str('Local path to save the file to'),
        },
        { readOnlyHint: true },
      ),
    );
    expect(judged.effect.readOnly).toBe(false);
    expect(judged.category).toBe('Write');
    // Saving a download changes no access, whatever credential the call carries.
    expect(judged.evidence.map((step) => step.rule)).not.toContain('changes-access');
    expect(judged.flags.join(' ')).toMatch(/saves its result to the path.*local_path/);
  });

  it('is believed when the options only read, or when an action of a list tool only filters', () => {
    expect(
      judgeTool(
        tool(
          'shelf_records',
          'Read the records of a shelf.',
          { action: { type: 'string', enum: ['list', 'get'] } },
          { readOnlyHint: true },
        ),
      ).effect.readOnly,
    ).toBe(true);
    const filter = judgeTool(
      tool(
        'list_my_chores',
        'List chores of the current user.',
        {
          action: {
            type: 'string',
            enum: ['assigned', 'mentioned', 'merged', 'build_failed'],
            description: 'Filter by action type',
          },
        },
        { readOnlyHint: true },
      ),
    );
    expect(filter.effect.readOnly).toBe(true);
    expect(filter.flags).toEqual([]);
  });
});

describe('"manage" and "track" that only read', () => {
  it('is a Read when every operation it offers lists or gets, or it tracks a status', () => {
    const boards = judgeTool(
      tool('manage_shelf_boards', 'List boards or get board details and settings.', {
        operation: { type: 'string', enum: ['get', 'list'] },
        board_id: str(),
      }),
    );
    expect(boards.category).toBe('Read');
    expect(boards.evidence.map((step) => step.rule)).toContain('context-generic-reads');
    expect(
      judgeTool(
        tool(
          'track_bill_progress',
          'Track the progress of a bill through its legislative stages, with its current status and timeline.',
          { bill_id: str() },
        ),
      ).category,
    ).toBe('Read');
  });

  it('stays a change when an operation writes or the tracking records something', () => {
    expect(
      judgeTool(
        tool('manage_shelf_boards', 'Manage boards.', {
          operation: { type: 'string', enum: ['get', 'list', 'create'] },
        }),
      ).category,
    ).not.toBe('Read');
    expect(
      judgeTool(
        tool('track_signup_event', 'Track an analytics event: records a signup in the event log.', { event: str() }),
      ).category,
    ).not.toBe('Read');
  });
});

describe('generic API callers', () => {
  it('are judged by their widest power: a free service and action can delete, so Destructive, critical, approval', () => {
    const judged = judgeTool(
      tool('invoke_cloud_api', 'Generic tool that calls a cloud control-plane API by service and action name.', {
        service: str('Service name'),
        action: str('API action name'),
        params: { type: 'object' },
      }),
    );
    expect(judged.category).toBe('Destructive');
    expect(judged.risk).toBe('critical');
    expect(judged.policy.verdict).toBe('require-approval');
    expect(judged.evidence.map((step) => step.rule)).toEqual(
      expect.arrayContaining(['calls-any-operation', 'category-any-operation', 'calls-any-endpoint']),
    );
    expect(judged.rationale).toMatch(/any call the API allows/);
  });

  it('hold a free endpoint of a writing call for approval, and leave reads and closed operation lists alone', () => {
    const post = judgeTool(
      tool('tracker_post', 'Send a POST request to any endpoint of the tracker API.', {
        path: str('API path, e.g. /rest/api/3/issue'),
        body: { type: 'object' },
      }),
    );
    expect(post.risk === 'high' || post.risk === 'critical').toBe(true);
    expect(post.policy.verdict).toBe('require-approval');
    expect(
      rules(
        tool('tracker_get', 'Read any tracker data with a GET request.', {
          path: str('API path'),
          query_params: { type: 'object' },
        }),
      ),
    ).not.toContain('calls-any-endpoint');
    expect(
      rules(
        tool('card_write', 'Write operations on cards.', {
          method: str("Operation: 'create' adds a card, 'update' changes one."),
          body: { type: 'object' },
        }),
      ),
    ).not.toContain('calls-any-operation');
    expect(
      rules(
        tool('mock_route', 'Mock responses of the app API.', {
          method: str('Restrict to one HTTP method.'),
          body: { type: 'object' },
        }),
      ),
    ).not.toContain('calls-any-operation');
  });
});

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
});

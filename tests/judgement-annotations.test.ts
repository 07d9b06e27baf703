/**
 * An author's declared hints beside what the definition says: a read-only hint does not outweigh operations that write. Invented look-alike tools only.
 */
import { describe, expect, it } from 'vitest';
import { judgeTool } from '../src/lib/judgement/engine.ts';
import { str, tool } from './support/judge.ts';

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

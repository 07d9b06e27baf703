/**
 * Rationales say what the reading found, in words for readers. Invented look-alike tools only.
 */
import { describe, expect, it } from 'vitest';
import { judgeTool } from '../src/lib/judgement/engine.ts';
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
});

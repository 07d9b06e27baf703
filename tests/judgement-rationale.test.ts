/**
 * Rationales say what the reading found, in words for readers. Invented look-alike tools only.
 */
import { describe, expect, it } from 'vitest';
import { judgeTool } from '../src/lib/judgement/engine.ts';
import { pluralObject } from '../src/lib/judgement/rationale.ts';
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

describe('the object a rationale names', () => {
  it('is plural, so every sentence built on it agrees', () => {
    const judged = judgeTool(tool('update_ticket', 'Update a ticket.'));
    expect(judged.rationale).toMatch(/^It updates tickets in place/);
    expect(judged.rationale).not.toMatch(/\bticket\b/);
    expect(judgeTool(tool('get_query', 'Get a saved query.')).rationale).toMatch(/^It returns (?:saved )?queries /);
    expect(pluralObject('custom field')).toBe('custom fields');
    expect(pluralObject('mesh')).toBe('meshes');
  });

  it('leaves plurals, mass nouns, gerunds and fixed phrases as they are', () => {
    for (const phrase of ['discounts', 'usage data', 'pricing', 'status', 'the data it is pointed at', 'API keys'])
      expect(pluralObject(phrase)).toBe(phrase);
  });

  it('does not cut a description in another language into fragments', () => {
    const judged = judgeTool(
      tool('contacts_information', 'Récupère les informations générales des contacts (coordonnées, société).'),
    );
    expect(judged.rationale).not.toMatch(/\br cup\b|\bcup re\b/);
  });
});

/**
 * Rationales say what the reading found, in words for readers. Invented look-alike tools only.
 */
import { describe, expect, it } from 'vitest';
import { judgeTool } from '../src/lib/judgement/engine.ts';
import { withArticle } from '../src/lib/judgement/rationale.ts';
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
  it('takes its article in the sentence that says what the tool does', () => {
    expect(judgeTool(tool('update_ticket', 'Update a ticket.')).rationale).toMatch(/^It updates a ticket in place/);
    expect(judgeTool(tool('get_issue', 'Get an issue.')).rationale).toMatch(/^It returns an issue and changes nothing/);
    expect(withArticle('custom field')).toBe('a custom field');
    expect(withArticle('image')).toBe('an image');
  });

  it('leaves plurals, mass nouns, gerunds and phrases with their determiner as they are', () => {
    for (const phrase of ['discounts', 'usage data', 'pricing', 'status', 'the data it is pointed at', 'API keys'])
      expect(withArticle(phrase)).toBe(phrase);
  });

  it('does not cut a description in another language into fragments, and names the object of the name instead', () => {
    const judged = judgeTool(
      tool('contacts_information', 'Récupère les informations générales des contacts (coordonnées, société).'),
    );
    expect(judged.rationale).not.toMatch(/\br cup\b|\bcup re\b/);
    expect(judged.rationale).toMatch(/contacts information/);
  });
});

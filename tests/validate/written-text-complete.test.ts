import { describe, expect, it } from 'vitest';
import check, { unpairedBracket } from '../../src/lib/validate/checks/written-text-complete.ts';
import { catalogueOf, entry, found, tool } from '../support/checks.ts';

describe('written-text-complete', () => {
  it('reports an evidence sentence cut off inside a bracket, and names the step', () => {
    const record = tool('acme_start', {
      evidence: [
        {
          rule: 'review',
          signal: 'review',
          match: 'source',
          says: 'GET /oauth/start, no body fields (a call sends path IDs, reconn…; sent with the caller token.',
        },
      ],
    });
    expect(found(check, catalogueOf([entry(record)]))).toEqual([
      'acme_start.yaml: "(" is never closed in evidence.0.says: the text looks cut off',
    ]);
  });
  it('reports a rationale that closes a bracket it never opened', () => {
    const record = tool('acme_get', { rationale: 'It returns records) and changes nothing. More words here.' });
    expect(found(check, catalogueOf([entry(record)]))).toEqual([
      'acme_get.yaml: ")" is never opened in rationale: the text looks cut off',
    ]);
  });
  it('accepts paired brackets, nested ones and code calls', () => {
    expect(unpairedBracket('Calls queue.pause() (global pause [stored in Redis]); resume undoes it.')).toBeUndefined();
    expect(unpairedBracket('Refuses schemes other than http (no file:), but not hosts.')).toBeUndefined();
    expect(found(check, catalogueOf([entry(tool('acme_list'))]))).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import check from '../../src/lib/validate/checks/attack-ids-known.ts';
import { catalogueOf, entry, found, tool } from '../support/checks.ts';

describe('attack-ids-known', () => {
  it('passes attacks that have their file', () => {
    expect(found(check, catalogueOf([entry(tool('a', { attacks: ['data-exfiltration'] }))]))).toEqual([]);
  });
  it('names an unknown id and suggests the close one', () => {
    const catalogue = catalogueOf([entry(tool('a', { attacks: ['data-exfiltraton'] }))]);
    expect(found(check, catalogue)).toEqual(['a.yaml: attacks[0]: unknown attack id "data-exfiltraton"']);
    expect(check.run(catalogue).findings[0]?.tip).toBe('did you mean "data-exfiltration"?');
  });
  it('leaves an attack whose own file has problems to that file', () => {
    const catalogue = catalogueOf([entry(tool('a', { attacks: ['broken-one'] }))], {
      problems: [{ file: 'data/attacks/broken-one.yaml', line: 1, col: 1, message: 'bad' }],
    });
    expect(found(check, catalogue)).toEqual([]);
  });
});

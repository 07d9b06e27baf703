import { describe, expect, it } from 'vitest';
import check from '../../src/lib/validate/checks/tool-name-matches-file.ts';
import { catalogueOf, entry, found, tool } from '../support/checks.ts';

describe('tool-name-matches-file', () => {
  it('passes a record stored under its own name', () => {
    expect(found(check, catalogueOf([entry(tool('list_things'))]))).toEqual([]);
  });
  it('names the file and the record when they differ', () => {
    const moved = { ...entry(tool('list_things')), file: 'data/servers/example/tools/list_other.yaml' };
    expect(found(check, catalogueOf([moved]))).toEqual([
      'list_other.yaml: name "list_things" does not match the file name "list_other.yaml"',
    ]);
  });
});

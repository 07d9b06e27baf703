import { describe, expect, it } from 'vitest';
import check from '../../src/lib/validate/checks/server-names-distinct.ts';
import { catalogueOf, entry, found, tool } from '../support/checks.ts';

describe('server-names-distinct', () => {
  it('passes distinct names', () => {
    expect(found(check, catalogueOf([entry(tool('a'), 'one'), entry(tool('b'), 'two')]))).toEqual([]);
  });
  it('refuses a look-alike of another server’s name, on both servers', () => {
    const catalogue = catalogueOf([entry(tool('a'), 'one'), entry(tool('b'), 'two')]);
    catalogue.servers[0]!.record.name = 'GitHub';
    catalogue.servers[1]!.record.name = 'GіtHub'; // Cyrillic і
    expect(found(check, catalogue).map((message) => message.split(':')[0])).toEqual(['server.yaml', 'server.yaml']);
    expect(check.run(catalogue).findings.map((finding) => finding.file)).toEqual([
      'data/servers/one/server.yaml',
      'data/servers/two/server.yaml',
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import check from '../../src/lib/validate/checks/obtained-agrees.ts';
import { serverSchema } from '../../src/schema/server.ts';
import { catalogueOf, entry, found, tool } from '../support/checks.ts';

const reading = (overrides: Record<string, unknown> = {}) => ({
  how: 'source',
  extraction: {
    repository: 'https://github.com/example/example-mcp',
    commit: 'a'.repeat(40),
    paths: ['server.py'],
    patterns: ['fastmcp-decorator'],
    tools: 2,
    descriptions: { static: 1, partial: 1, unknown: 0 },
    schemas: { static: 2, partial: 0, unknown: 0 },
    gaps: [],
    ...overrides,
  },
});

const withObtained = (obtained: unknown) => {
  const catalogue = catalogueOf([entry(tool('a')), entry(tool('b'))]);
  const server = catalogue.servers[0]!;
  server.record = serverSchema.parse({ ...server.record, obtained });
  return catalogue;
};

describe('obtained-agrees', () => {
  it('passes a reading from source that agrees with its record, and a file import', () => {
    expect(found(check, withObtained(reading()))).toEqual([]);
    expect(found(check, withObtained({ how: 'file' }))).toEqual([]);
  });
  it('refuses a sandbox run without package provenance', () => {
    expect(found(check, withObtained({ how: 'sandbox' }))).toEqual([
      'server.yaml: says the tools were listed in the sandbox, but the record has no package provenance',
    ]);
  });
  it('refuses a reading at another commit or repository, counts that do not add up, and more tools than the catalogue holds', () => {
    expect(
      found(
        check,
        withObtained(
          reading({
            commit: 'b'.repeat(40),
            repository: 'https://github.com/example/other',
            tools: 3,
            schemas: { static: 3, partial: 0, unknown: 0 },
          }),
        ),
      ),
    ).toEqual([
      "server.yaml: names https://github.com/example/other, not the record's repository https://github.com/example/example-mcp",
      'server.yaml: was read at bbbbbbbbbbbb, but source.commit says aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa',
      'server.yaml: counts 2 tools, not the 3 read',
      'server.yaml: says 3 tools were read, but the catalogue holds 2 for this server',
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import check from '../../src/lib/validate/checks/server-text-plain.ts';
import { serverSchema } from '../../src/schema/server.ts';
import { validServer } from '../support/catalogue.ts';
import { catalogueOf, entry, found, tool } from '../support/checks.ts';

const withServer = (overrides: Record<string, unknown>) => {
  const catalogue = catalogueOf([entry(tool('a'))]);
  catalogue.servers[0]!.record = serverSchema.parse({ ...validServer(), ...overrides });
  return catalogue;
};

describe('server-text-plain', () => {
  it('passes plain text, new lines included', () => {
    expect(found(check, withServer({ description: 'Reads notes.\nWrites none.' }))).toEqual([]);
  });
  it('names each field holding a bidi override, a control or a zero-width character (F14)', () => {
    const catalogue = withServer({
      description: 'Reads files \u202eevil\u202c safely',
      language: 'TypeScript\u0007',
      auth: { kind: 'api-key', needs: 'TOKEN\u200b' },
      source: { version: '1.0.0\u202e<b>' },
    });
    expect(found(check, catalogue)).toEqual([
      'server.yaml: description contains a control or invisible character (U+202E)',
      'server.yaml: source.version contains a control or invisible character (U+202E)',
      'server.yaml: auth.needs contains a control or invisible character (U+200B)',
      'server.yaml: language contains a control or invisible character (U+0007)',
    ]);
  });
  it('leaves the display name to server-names-distinct', () => {
    expect(found(check, withServer({ name: 'Ex\u202eample' }))).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import check from '../../src/lib/validate/checks/publisher-evidence.ts';
import { catalogueOf, entry, found, tool } from '../support/checks.ts';

const withPublisher = (publisher: { verified: boolean; evidence: string }, repository?: string) => {
  const catalogue = catalogueOf([entry(tool('a'))]);
  const server = catalogue.servers[0]!.record;
  server.publisher = { name: 'example', ...publisher };
  if (repository) server.repository = repository;
  return catalogue;
};

describe('publisher-evidence', () => {
  it("passes verified evidence that names the repository's owner", () => {
    expect(
      found(
        check,
        withPublisher({
          verified: true,
          evidence: 'Published in github.com/example/example-mcp, the vendor’s own organisation.',
        }),
      ),
    ).toEqual([]);
  });
  it('refuses "trust me" (F16), and evidence that names some other account', () => {
    expect(found(check, withPublisher({ verified: true, evidence: 'trust me' }))).toEqual([
      'server.yaml: publisher is verified, but the evidence does not name the repository\'s owner "example"',
    ]);
    expect(
      found(check, withPublisher({ verified: true, evidence: 'Published by example-fork, a friend.' })),
    ).toHaveLength(1);
  });
  it('asks nothing of an unverified publisher', () => {
    expect(found(check, withPublisher({ verified: false, evidence: 'trust me' }))).toEqual([]);
  });
  it('a package page standing in for the repository needs a provenance attestation', () => {
    expect(
      found(
        check,
        withPublisher({ verified: true, evidence: 'The npm page says so.' }, 'https://www.npmjs.com/package/x/v/1.0.0'),
      ),
    ).toEqual([
      'server.yaml: publisher is verified, but the repository names no owner and the record has no provenance attestation',
    ]);
  });
});

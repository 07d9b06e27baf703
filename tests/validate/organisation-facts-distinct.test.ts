import { describe, expect, it } from 'vitest';
import check from '../../src/lib/validate/checks/organisation-facts-distinct.ts';
import { organisationSchema } from '../../src/schema/organisation.ts';
import { catalogueOf, found } from '../support/checks.ts';

const org = (id: string, scope: string, products: Array<{ id: string; packages?: string[] }>) => ({
  id,
  file: `data/organisations/${id}.yaml`,
  record: organisationSchema.parse({
    name: id,
    site: `https://${id}.example`,
    domains: [],
    npmScopes: [{ scope, source: `https://${id}.example/npm` }],
    githubOwners: [{ owner: id, source: `https://github.com/${id}` }],
    products: products.map((p) => ({
      id: p.id,
      name: p.id,
      site: `https://${id}.example/${p.id}`,
      ...(p.packages ? { packages: p.packages.map((name) => ({ name, source: `https://${id}.example/docs` })) } : {}),
    })),
  }),
});

describe('organisation-facts-distinct', () => {
  it('passes organisations that claim different scopes, owners and packages', () => {
    const catalogue = catalogueOf([], {
      organisations: [org('acme', 'acme', [{ id: 'a', packages: ['@acme/mcp'] }]), org('zeta', 'zeta', [{ id: 'z' }])],
    });
    expect(found(check, catalogue)).toEqual([]);
  });
  it('names a scope or package two organisations claim, and a product id used twice', () => {
    const catalogue = catalogueOf([], {
      organisations: [
        org('acme', 'shared', [{ id: 'a', packages: ['x-mcp'] }]),
        org('zeta', 'shared', [{ id: 'z', packages: ['x-mcp'] }, { id: 'z' }]),
      ],
    });
    expect(found(check, catalogue)).toEqual([
      'zeta.yaml: npm scope @shared is claimed by both acme and zeta',
      'zeta.yaml: package x-mcp is claimed by both acme and zeta',
      'zeta.yaml: product id "z" is used twice',
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import check from '../../src/lib/validate/checks/serves-known-product.ts';
import { organisationSchema } from '../../src/schema/organisation.ts';
import { serverSchema } from '../../src/schema/server.ts';
import { validServer } from '../support/catalogue.ts';
import { catalogueOf, found } from '../support/checks.ts';

const acme = {
  id: 'acme',
  record: organisationSchema.parse({
    name: 'Acme',
    site: 'https://acme.example',
    domains: [],
    npmScopes: [],
    githubOwners: [],
    products: [{ id: 'rockets', name: 'Rockets', site: 'https://acme.example/rockets' }],
  }),
};
const serving = (serves: string) =>
  catalogueOf([], {
    organisations: [acme],
    servers: [
      { slug: 's', file: 'data/servers/s/server.yaml', record: serverSchema.parse({ ...validServer(), serves }) },
    ],
  });

describe('serves-known-product', () => {
  it('passes a product the organisations list, and a server that names none', () => {
    expect(found(check, serving('acme/rockets'))).toEqual([]);
    expect(found(check, catalogueOf([], { organisations: [acme] }))).toEqual([]);
  });
  it('names a product no organisation lists, and suggests the close one', () => {
    const catalogue = serving('acme/rocket');
    expect(found(check, catalogue)).toEqual([
      'server.yaml: serves names "acme/rocket", which no organisation in data/organisations/ lists',
    ]);
    expect(check.run(catalogue).findings[0]?.tip).toBe('did you mean "acme/rockets"?');
  });
});

import { defineCheck, type Finding } from '../check.ts';

/**
 * An npm scope, a GitHub owner or a package belongs to one organisation: two records claiming the same one would let
 * the identity of a server depend on which is read first.
 */
export default defineCheck({
  id: 'organisation-facts-distinct',
  summary: 'No npm scope, GitHub owner or MCP package is claimed by two organisations, and product ids are unique.',
  scope: 'catalogue',
  run(catalogue) {
    const findings: Finding[] = [];
    const owners = new Map<string, string>();
    const claim = (kind: string, value: string, org: string, file: string, path: PropertyKey[]) => {
      const key = `${kind}:${value.toLowerCase()}`;
      const first = owners.get(key);
      if (first === undefined) owners.set(key, org);
      else if (first !== org)
        findings.push({
          file,
          path,
          message: `${kind} ${value} is claimed by both ${first} and ${org}`,
          tip: 'a scope, owner or package has one owner: keep it in the organisation whose sources show it, and remove it from the other',
        });
    };
    for (const { id, file: read, record } of catalogue.organisations) {
      const file = read ?? `${catalogue.root}/organisations/${id}.yaml`;
      record.npmScopes.forEach((s, i) => claim('npm scope', `@${s.scope}`, id, file, ['npmScopes', i, 'scope']));
      record.githubOwners.forEach((o, i) => claim('GitHub owner', o.owner, id, file, ['githubOwners', i, 'owner']));
      const productIds = new Set<string>();
      record.products.forEach((product, p) => {
        if (productIds.has(product.id))
          findings.push({
            file,
            path: ['products', p, 'id'],
            message: `product id "${product.id}" is used twice`,
            tip: 'a server names a product as <organisation>/<product id>: give each product an id of its own',
          });
        productIds.add(product.id);
        (product.npmScopes ?? []).forEach((s, i) =>
          claim('npm scope', `@${s.scope}`, id, file, ['products', p, 'npmScopes', i, 'scope']),
        );
        (product.githubOwners ?? []).forEach((o, i) =>
          claim('GitHub owner', o.owner, id, file, ['products', p, 'githubOwners', i, 'owner']),
        );
        (product.packages ?? []).forEach((pkg, i) =>
          claim('package', pkg.name, id, file, ['products', p, 'packages', i, 'name']),
        );
      });
    }
    return { findings };
  },
});

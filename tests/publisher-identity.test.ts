import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  indexOrganisations,
  publisherIdentity,
  type IdentityInput,
  type OrganisationEntry,
} from '../src/lib/catalogue/publisher-identity.ts';
import { gradeInput, gradeServer, GRADE_RULE } from '../src/lib/catalogue/grade.ts';
import { organisationSchema } from '../src/schema/organisation.ts';

const DOCS = 'https://docs.acme.example/mcp';
const acme: OrganisationEntry = {
  id: 'acme',
  record: organisationSchema.parse({
    name: 'Acme',
    site: 'https://acme.example',
    domains: [{ domain: 'acme.example', source: 'https://acme.example' }],
    npmScopes: [{ scope: 'acme', source: 'https://acme.example/about/npm' }],
    githubOwners: [{ owner: 'acme-inc', source: 'https://acme.example/about/github' }],
    products: [
      {
        id: 'rockets',
        name: 'Rockets',
        site: 'https://rockets.acme.example',
        npmScopes: [{ scope: 'rockets', source: 'https://rockets.acme.example/npm' }],
        packages: [
          { name: '@acme/rockets-mcp', source: DOCS },
          { name: 'rockets-mcp', source: DOCS },
        ],
      },
    ],
  }),
};
const index = indexOrganisations([acme]);
const pkg = (name: string, repository?: string) => ({ name, ...(repository ? { repository } : {}) });
const npm = (name: string) => `https://www.npmjs.com/package/${name}`;

describe('publisher identity', () => {
  it("is the vendor's own when the package's scope and the repository's owner are the vendor's, each with its source", () => {
    const identity = publisherIdentity(
      {
        repository: 'https://github.com/acme-inc/mcp',
        serves: 'acme/rockets',
        package: pkg('@acme/anything', 'https://github.com/acme-inc/mcp'),
      },
      index,
    );
    expect(identity.state).toBe('vendor');
    expect(identity.summary).toBe("Acme's own server for Rockets.");
    expect(identity.evidence.map((fact) => fact.href)).toEqual([
      npm('@acme/anything'),
      'https://github.com/acme-inc/mcp',
      'https://acme.example/about/npm',
      'https://acme.example/about/github',
    ]);
    // A product's own scope counts as the vendor's.
    expect(
      publisherIdentity(
        { repository: 'x', serves: 'acme/rockets', package: pkg('@rockets/mcp', 'https://github.com/acme-inc/r') },
        index,
      ).state,
    ).toBe('vendor');
  });

  it("is the vendor's own for an unscoped name only when the vendor's own pages name it and the repository agrees", () => {
    const named = publisherIdentity(
      { repository: 'x', serves: 'acme/rockets', package: pkg('rockets-mcp', 'https://github.com/acme-inc/rockets') },
      index,
    );
    expect(named.state).toBe('vendor');
    expect(named.evidence.some((fact) => fact.href === DOCS)).toBe(true);
    // Anyone may publish an unscoped name and write the vendor's repository into its metadata.
    const claims = publisherIdentity(
      { repository: 'x', serves: 'acme/rockets', package: pkg('rocket-tools', 'https://github.com/acme-inc/rockets') },
      index,
    );
    expect(claims.state).toBe('unknown');
    expect(claims.evidence[0]!.text).toMatch(/unscoped name: anyone may publish one/);
  });

  it('is unknown when facts disagree: the vendor scope with another owner repository', () => {
    const identity = publisherIdentity(
      { repository: 'x', serves: 'acme/rockets', package: pkg('@acme/rockets-mcp', 'https://github.com/mallory/r') },
      index,
    );
    expect(identity.state).toBe('unknown');
  });

  it("is a third party's when its own scope or repository name someone else, said plainly and as no fault", () => {
    const identity = publisherIdentity(
      { repository: 'x', serves: 'acme/rockets', package: pkg('@jo/rocket-helper', 'https://github.com/jo/rh') },
      index,
    );
    expect(identity.state).toBe('third-party');
    expect(identity.summary).toBe(
      "A third party's server for Acme's Rockets: @jo publishes it, not Acme. That is common and legitimate; it means Acme does not stand behind it.",
    );
    expect(identity.imitates).toBeUndefined();
    expect(gradeServer(gradeInput({ auth: { kind: 'api-key' }, transport: 'stdio' }, [], identity)).score).toBe(100);
  });

  it("does not call a scope or owner that carries the vendor's name a third party's, with nothing recorded either way", () => {
    const identity = publisherIdentity(
      { repository: 'x', serves: 'acme/rockets', package: pkg('@acme-labs/rockets', 'https://github.com/acmehq/r') },
      index,
    );
    expect(identity.state).toBe('unknown');
    expect(identity.evidence.at(-1)!.text).toBe(
      "@acme-labs and acmehq carry Acme's name, but nothing recorded shows they are Acme's.",
    );
  });

  it("takes a package's homepage on the vendor's own domain as the vendor's repository link", () => {
    const identity = publisherIdentity(
      { repository: 'x', serves: 'acme/rockets', package: pkg('@acme/rockets', 'https://docs.acme.example/rockets') },
      index,
    );
    expect(identity.state).toBe('vendor');
    expect(identity.evidence.map((fact) => fact.text)).toContain(
      "docs.acme.example is on acme.example, Acme's domain.",
    );
  });

  it('reads a server read from source by its repository', () => {
    const own = publisherIdentity({ repository: 'https://github.com/acme-inc/r', serves: 'acme/rockets' }, index);
    expect(own.state).toBe('vendor');
    const other = publisherIdentity({ repository: 'https://github.com/jo/r', serves: 'acme/rockets' }, index);
    expect(other.state).toBe('third-party');
    const elsewhere = publisherIdentity({ repository: 'https://gitlab.com/jo/r', serves: 'acme/rockets' }, index);
    expect(elsewhere.state).toBe('unknown');
  });

  it('deducts only for a name that can pass for the vendor own package while a third party publishes it', () => {
    const copy = publisherIdentity(
      { repository: 'x', serves: 'acme/rockets', package: pkg('rockets-mcp-server', 'https://github.com/jo/r') },
      index,
    );
    expect(copy.state).toBe('third-party');
    expect(copy.imitates).toEqual({ package: '@acme/rockets-mcp', vendor: 'Acme', href: DOCS });
    // An unscoped package only names a repository: the page says that much, not who published it.
    expect(copy.summary).toMatch(
      /^A third party's server for Acme's Rockets: its package names jo's repository, not Acme's\./,
    );
    const graded = gradeServer(
      gradeInput({ auth: { kind: 'api-key' }, transport: 'stdio', package: { name: 'rockets-mcp-server' } }, [], copy),
    );
    expect(graded.deductions).toEqual([
      {
        points: 15,
        reason:
          "its package name, rockets-mcp-server, can pass for Acme's own @acme/rockets-mcp, but a third party publishes it",
      },
    ]);
    // Look-alike letters do not hide it; a name that is only "mcp" imitates no one.
    expect(
      publisherIdentity(
        { repository: 'x', serves: 'acme/rockets', package: pkg('rосkets-mcp', 'https://github.com/jo/r') },
        index,
      ).imitates?.package,
    ).toBe('@acme/rockets-mcp');
    expect(
      publisherIdentity(
        { repository: 'x', serves: 'acme/rockets', package: pkg('@jo/mcp', 'https://github.com/jo/r') },
        index,
      ).imitates,
    ).toBeUndefined();
    // A scope says who publishes: @jo/rockets-mcp-server passes for no one's.
    expect(
      publisherIdentity(
        { repository: 'x', serves: 'acme/rockets', package: pkg('@jo/rockets-mcp-server', 'https://github.com/jo/r') },
        index,
      ).imitates,
    ).toBeUndefined();
    expect(GRADE_RULE).toMatch(
      /15 if its package name can pass for a vendor's own package while a third party publishes it/,
    );
  });

  it('is unknown for a record no one has researched, unless the vendor own pages name its package', () => {
    const unresearched = publisherIdentity(
      { repository: 'x', package: pkg('@acme/new-thing', 'https://github.com/acme-inc/new') },
      index,
    );
    expect(unresearched.state).toBe('unknown');
    expect(unresearched.evidence.map((fact) => fact.text)).toContain("The npm scope @acme is Acme's.");
    const named = publisherIdentity(
      { repository: 'x', package: pkg('@acme/rockets-mcp', 'https://github.com/acme-inc/rockets') },
      index,
    );
    expect(named.state).toBe('vendor');
    expect(named.product?.id).toBe('rockets');
    expect(publisherIdentity({ repository: 'x', serves: 'acme/boats' }, index).state).toBe('unknown');
  });

  it('never says vendor for a record without serves unless the vendor names its package', () => {
    const names = fc.stringMatching(/^[a-z][a-z0-9-]{0,12}$/);
    fc.assert(
      fc.property(names, fc.option(names), names, (bare, scope, owner) => {
        const name = scope ? `@${scope}/${bare}` : bare;
        const input: IdentityInput = { repository: 'x', package: pkg(name, `https://github.com/${owner}/${bare}`) };
        const identity = publisherIdentity(input, index);
        const named = ['@acme/rockets-mcp', 'rockets-mcp'].includes(name);
        return identity.state === (named && owner === 'acme-inc' ? 'vendor' : 'unknown');
      }),
    );
  });
});

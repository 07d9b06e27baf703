/**
 * Publisher identity: is a server the vendor's own, a third party's server for someone else's product, or unknown?
 * Decided from facts, never guessed: the product the server record says it serves (`serves`), the package's npm
 * scope and the repository its metadata names (or, for a server read from source, its repository), and what
 * data/organisations/ records about each vendor, every fact with the address where it is stated.
 *
 * - vendor: two independent facts agree and none disagrees: the package is published under one of the vendor's npm
 *   scopes, or the vendor's own pages name it; and the repository is under one of the vendor's GitHub owners, or the
 *   vendor's pages name it. A server read from source needs its repository under the vendor's owner.
 * - third-party: the product's vendor is known, and the package's own scope and repository name someone else.
 *   Legitimate and common; it only means the vendor does not stand behind it.
 * - unknown: anything less, including a record no one has researched (no `serves`) and an unscoped name whose
 *   metadata points at the vendor's repository, which anyone may write.
 *
 * The one implementation: pages, API, grade, llms files and exports all take a server's identity from here.
 */
import type { OrganisationRecord, ProductRecord } from '../../schema/organisation.ts';
import { nameSkeleton } from './identity.ts';
import { capitalise } from '../text/grammar.ts';

export const IDENTITY_STATES = ['vendor', 'third-party', 'unknown'] as const;
export type IdentityState = (typeof IDENTITY_STATES)[number];

/** What each state is called on the page and in lists. */
export const IDENTITY_LABEL: Record<IdentityState, string> = {
  vendor: "Vendor's own",
  'third-party': 'Third party',
  unknown: 'Publisher unknown',
};

/** What each state means, for the page that explains the grade and the docs. */
export const IDENTITY_MEANING: Record<IdentityState, string> = {
  vendor:
    "the vendor of the product it serves publishes it: the package's npm scope or the vendor's own pages, and the repository's owner, agree",
  'third-party':
    "someone other than the product's vendor publishes it, as the package's own scope and repository say; that is common and legitimate, and means the vendor does not stand behind it",
  unknown: 'the evidence does not establish who publishes it, or which product it serves',
};

/** The parts of a server record identity reads. */
export interface IdentityInput {
  repository: string;
  serves?: string;
  package?: { name: string; repository?: string };
}

export interface OrganisationEntry {
  id: string;
  /** The file as the reader names it, when read from disk. */
  file?: string;
  record: OrganisationRecord;
}

/** One piece of evidence, in words, with the address that shows it. */
interface IdentityFact {
  text: string;
  href?: string;
}

export interface PublisherIdentity {
  state: IdentityState;
  /** The product's vendor and the product, when the record names one that data/organisations/ holds. */
  vendor?: { id: string; name: string; site: string };
  product?: { id: string; name: string; site: string };
  /** One sentence for readers: what the state is, for which product. */
  summary: string;
  /** The facts the state rests on, each with where it is stated. */
  evidence: IdentityFact[];
  /** A vendor's own package whose name this third party's package can pass for (the grade deducts for it). */
  imitates?: { package: string; vendor: string; href: string };
}

/** The npm scope of a package name, without "@". */
export function scopeOf(name: string): string | undefined {
  return /^@([^/]+)\//.exec(name)?.[1];
}

/** The owner of a github.com repository address; undefined for other hosts. */
function githubOwnerOf(url: string | undefined): string | undefined {
  if (!url || !URL.canParse(url)) return undefined;
  const parsed = new URL(url);
  if (parsed.hostname !== 'github.com') return undefined;
  return parsed.pathname.split('/').filter(Boolean)[0];
}

/** owner/name of a github.com repository address. */
function githubRepoOf(url: string | undefined): string | undefined {
  if (!url || !URL.canParse(url)) return undefined;
  const parsed = new URL(url);
  if (parsed.hostname !== 'github.com') return undefined;
  const [owner, repo] = parsed.pathname.split('/').filter(Boolean);
  return owner && repo ? `${owner}/${repo.replace(/\.git$/, '')}`.toLowerCase() : undefined;
}

/** Words that every MCP package name carries and that say nothing about whose it is. */
const GENERIC_WORDS = new Set(['mcp', 'server', 'mcpserver', 'model', 'context', 'protocol', 'modelcontextprotocol']);

/** The distinctive part of a package name ("notion" of notion-mcp-server), in skeleton form; '' when nothing is left. */
function nameCore(words: string): string {
  return nameSkeleton(
    words
      .split(/[^\p{L}\p{N}]+/u)
      .filter((word) => word && !GENERIC_WORDS.has(word.toLowerCase()))
      .join(' '),
  );
}

/** The cores a package name can be read as: its name without the scope, and with the scope as part of the name. */
function nameCores(name: string): string[] {
  const scope = scopeOf(name);
  const bare = name.replace(/^@[^/]+\//, '');
  return [...new Set([nameCore(bare), scope ? nameCore(`${scope} ${bare}`) : ''])].filter(Boolean);
}

export interface OrganisationIndex {
  byId: Map<string, OrganisationRecord>;
  /** Every package a vendor's pages name, with its vendor and product. */
  packages: Array<{ name: string; org: string; product: ProductRecord; source: string }>;
}

export function indexOrganisations(organisations: readonly OrganisationEntry[]): OrganisationIndex {
  const byId = new Map(organisations.map((entry) => [entry.id, entry.record]));
  const packages = organisations.flatMap((entry) =>
    entry.record.products.flatMap((product) =>
      (product.packages ?? []).map((pkg) => ({ name: pkg.name, org: entry.id, product, source: pkg.source })),
    ),
  );
  return { byId, packages };
}

/** The product a record names, or else the one whose vendor's pages name its package. */
function productOf(
  server: IdentityInput,
  index: OrganisationIndex,
): { org: string; organisation: OrganisationRecord; product: ProductRecord } | undefined {
  if (server.serves) {
    const [org, id] = server.serves.split('/') as [string, string];
    const organisation = index.byId.get(org);
    const product = organisation?.products.find((p) => p.id === id);
    return organisation && product ? { org, organisation, product } : undefined;
  }
  const named = server.package && index.packages.find((pkg) => pkg.name === server.package!.name);
  if (!named) return undefined;
  return { org: named.org, organisation: index.byId.get(named.org)!, product: named.product };
}

const at = (url: string) => url.replace(/^https:\/\//, '').replace(/\/$/, '');
const listOr = (items: readonly string[]) =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} or ${items[items.length - 1]}`;

/** Facts about who publishes a package or repository that hold whatever product it serves. */
function publisherFacts(server: IdentityInput, index: OrganisationIndex): { facts: IdentityFact[]; scopeOrg?: string } {
  const facts: IdentityFact[] = [];
  const pkg = server.package;
  let scopeOrg: string | undefined;
  if (pkg) {
    const scope = scopeOf(pkg.name);
    if (scope) {
      for (const [id, organisation] of index.byId) {
        const own = [...organisation.npmScopes, ...organisation.products.flatMap((p) => p.npmScopes ?? [])].find(
          (s) => s.scope === scope.toLowerCase(),
        );
        if (own) {
          scopeOrg = id;
          facts.push({ text: `The npm scope @${scope} is ${organisation.name}'s.`, href: own.source });
          break;
        }
      }
    }
  }
  return { facts, scopeOrg };
}

/**
 * The identity of a server: its state, the vendor and product when known, and every fact it rests on.
 * Pure: the same record and organisations give the same answer.
 */
export function publisherIdentity(server: IdentityInput, index: OrganisationIndex): PublisherIdentity {
  const pkg = server.package;
  const scope = pkg ? scopeOf(pkg.name) : undefined;
  // A package's repository is what its metadata names; a server read from source is its repository.
  const repository = pkg ? pkg.repository : server.repository;
  const owner = githubOwnerOf(repository);
  const repo = githubRepoOf(repository);
  const evidence: IdentityFact[] = [];

  if (pkg) {
    evidence.push(
      scope
        ? {
            text: `The package ${pkg.name} is published under the npm scope @${scope}: only the scope's members can publish there.`,
            href: `https://www.npmjs.com/package/${pkg.name}`,
          }
        : {
            text: `The package ${pkg.name} has an unscoped name: anyone may publish one, so the name alone says nothing about who publishes it.`,
            href: `https://www.npmjs.com/package/${pkg.name}`,
          },
    );
    evidence.push(
      repository
        ? {
            text: `Its metadata names the repository ${at(repository)}; a package's metadata can name any repository.`,
            href: repository,
          }
        : { text: 'Its metadata names no repository.' },
    );
  } else {
    evidence.push({
      text: `Its tools were read from the repository ${at(server.repository)}.`,
      href: server.repository,
    });
  }

  const found = productOf(server, index);
  if (!found) {
    const { facts } = publisherFacts(server, index);
    const summary = server.serves
      ? `It names the product ${server.serves}, which the catalogue's organisations do not hold, so whether its publisher is that product's vendor is not established.`
      : 'Which product it serves has not been established, so whether its publisher is that product\u2019s vendor is unknown.';
    return { state: 'unknown', summary, evidence: [...evidence, ...facts] };
  }

  const { org, organisation, product } = found;
  const vendor = { id: org, name: organisation.name, site: organisation.site };
  const productRef = { id: product.id, name: product.name, site: product.site };
  const vendorScopes = [...organisation.npmScopes, ...(product.npmScopes ?? [])];
  const vendorOwners = [...organisation.githubOwners, ...(product.githubOwners ?? [])];
  // "Atlassian's Jira", but "Microsoft Teams", "the Hostinger API" and "Git" (of "the Git project") as they are.
  const lower = (text: string) => text.toLowerCase();
  const productName =
    /^the /i.test(product.name) ||
    lower(product.name).includes(lower(organisation.name)) ||
    lower(organisation.name).includes(lower(product.name))
      ? product.name
      : `${organisation.name}'s ${product.name}`;

  const scopeFact = scope ? vendorScopes.find((s) => s.scope === scope.toLowerCase()) : undefined;
  const namedPackage = pkg ? product.packages?.find((p) => p.name === pkg.name) : undefined;
  const ownerFact = owner ? vendorOwners.find((o) => o.owner.toLowerCase() === owner.toLowerCase()) : undefined;
  const namedRepo = repo ? product.repositories?.find((r) => githubRepoOf(r.url) === repo) : undefined;
  // A repository link that is not on GitHub may be the vendor's own site (a package that names its homepage).
  const host =
    !owner && repository && URL.canParse(repository) ? new URL(repository).hostname.replace(/^www\./, '') : undefined;
  const domainFact = host
    ? [...organisation.domains, ...(product.domains ?? [])].find(
        (d) => host === d.domain || host.endsWith(`.${d.domain}`),
      )
    : undefined;

  if (scopeFact)
    evidence.push({ text: `@${scopeFact.scope} is an npm scope of ${organisation.name}.`, href: scopeFact.source });
  if (namedPackage)
    evidence.push({
      text: `${organisation.name}'s own repository or documentation names ${namedPackage.name} as its MCP server for ${product.name}.`,
      href: namedPackage.source,
    });
  if (ownerFact)
    evidence.push({ text: `github.com/${ownerFact.owner} is ${organisation.name}'s.`, href: ownerFact.source });
  if (domainFact)
    evidence.push({
      text: `${host} is on ${domainFact.domain}, ${organisation.name}'s domain.`,
      href: domainFact.source,
    });
  if (namedRepo)
    evidence.push({
      text: `${organisation.name}'s own repository or documentation names ${at(namedRepo.url)} as its MCP server's code.`,
      href: namedRepo.source,
    });

  const publisherIsVendor = Boolean(scopeFact || namedPackage);
  const repositoryIsVendor = Boolean(ownerFact || namedRepo || domainFact);
  // A scope that is not the vendor's, or a repository owner that is not, names someone else; unless it carries the
  // vendor's or the product's name, which the vendor may well own without the organisation's record saying so.
  const brands = [
    organisation.name,
    product.name,
    ...vendorScopes.map((s) => s.scope),
    ...vendorOwners.map((o) => o.owner),
  ]
    .map((name) => nameSkeleton(name))
    .filter((name) => name.length >= 3);
  const resembles = (name: string) => brands.some((brand) => nameSkeleton(name).includes(brand));
  const otherScope = scope !== undefined && !scopeFact;
  const otherOwner = owner !== undefined && !repositoryIsVendor;
  const lookAlike = [
    scope !== undefined && otherScope && resembles(scope) ? `@${scope}` : '',
    otherOwner && resembles(owner!) ? owner! : '',
  ].filter(Boolean);
  if (lookAlike.length > 0)
    evidence.push({
      text: `${lookAlike.join(' and ')} ${lookAlike.length === 1 ? 'carries' : 'carry'} ${organisation.name}'s name, but nothing recorded shows ${lookAlike.length === 1 ? 'it is' : 'they are'} ${organisation.name}'s.`,
    });
  const scopes = vendorScopes.map((s) => `@${s.scope}`);
  const owners = vendorOwners.map((o) => `github.com/${o.owner}`);

  let state: IdentityState;
  if (pkg) {
    const agreeing = [scopeFact, namedPackage, repositoryIsVendor ? true : undefined].filter(Boolean).length;
    if (publisherIsVendor && agreeing >= 2 && !otherScope && !otherOwner) state = 'vendor';
    else if (!publisherIsVendor && !repositoryIsVendor && (otherScope || otherOwner) && lookAlike.length === 0)
      state = 'third-party';
    else state = 'unknown';
  } else {
    state = repositoryIsVendor ? 'vendor' : otherOwner && lookAlike.length === 0 ? 'third-party' : 'unknown';
  }

  if (state === 'third-party') {
    const where = [
      scopes.length > 0 ? `publishes under ${listOr(scopes)}` : '',
      owners.length > 0 ? `keeps its code under ${listOr(owners)}` : '',
    ].filter(Boolean);
    if (where.length > 0)
      evidence.push({
        text: `${organisation.name} ${where.join(' and ')}.`,
        href: (vendorScopes[0] ?? vendorOwners[0])?.source ?? organisation.site,
      });
  }

  // Who the evidence names: a scope's members publish under it; an unscoped package only names a repository.
  const whoseIt = scope
    ? `@${scope} publishes it, not ${organisation.name}`
    : pkg
      ? `its package names ${owner}'s repository, not ${organisation.name}'s`
      : `its code is ${owner}'s, not ${organisation.name}'s`;
  const summary =
    state === 'vendor'
      ? product.name === organisation.name
        ? `${capitalise(organisation.name)}'s own server.`
        : `${capitalise(organisation.name)}'s own server for ${product.name}.`
      : state === 'third-party'
        ? `A third party's server for ${productName}: ${whoseIt}. That is common and legitimate; it means ${organisation.name} does not stand behind it.`
        : `A server for ${productName}; the evidence does not establish whether ${organisation.name} publishes it.`;

  const identity: PublisherIdentity = { state, vendor, product: productRef, summary, evidence };
  // Only an unscoped name can pass for someone else's: a scope says who publishes whatever the name after it is.
  if (state === 'third-party' && pkg && !scope) {
    const imitated = imitatedPackage(pkg.name, owner, index);
    if (imitated) identity.imitates = imitated;
  }
  return identity;
}

/**
 * A vendor's own package whose name this one can pass for: the same distinctive words once "mcp" and "server"
 * are set aside and look-alike letters folded (notion-mcp-server and @notionhq/notion-mcp-server; playwright-mcp
 * and @playwright/mcp). Only a third party's unscoped package is asked, so the vendor's own never matches.
 */
function imitatedPackage(
  name: string,
  owner: string | undefined,
  index: OrganisationIndex,
): PublisherIdentity['imitates'] {
  const own = nameCore(name.replace(/^@[^/]+\//, ''));
  if (!own) return undefined;
  const scope = scopeOf(name)?.toLowerCase();
  for (const pkg of index.packages) {
    if (pkg.name === name || !nameCores(pkg.name).includes(own)) continue;
    const vendor = index.byId.get(pkg.org)!;
    // Published under the imitated vendor's own scope or repository owner: the vendor's, not an imitation.
    const scopes = [...vendor.npmScopes, ...vendor.products.flatMap((p) => p.npmScopes ?? [])].map((s) => s.scope);
    const owners = [...vendor.githubOwners, ...vendor.products.flatMap((p) => p.githubOwners ?? [])].map((o) =>
      o.owner.toLowerCase(),
    );
    if ((scope && scopes.includes(scope)) || (owner && owners.includes(owner.toLowerCase()))) continue;
    return { package: pkg.name, vendor: vendor.name, href: pkg.source };
  }
  return undefined;
}

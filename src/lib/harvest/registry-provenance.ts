/**
 * Provenance of a harvested package from its registry metadata, and who we can
 * say publishes it. Pure.
 */
import type { PackageProvenance } from '../../schema/harvest.ts';
import type { ServerRecord } from '../../schema/server.ts';
import { scopeOf } from '../catalogue/publisher-identity.ts';

/** The parts of `npm view <name>@<version> --json` the harvest reads. */
export interface RegistryVersion {
  name: string;
  version: string;
  description?: string;
  repository?: string | { type?: string; url?: string; directory?: string };
  homepage?: string;
  dist?: {
    integrity?: string;
    attestations?: { url?: string; provenance?: { predicateType?: string } };
  };
}

/** The repository as the metadata writes it, turned into an https web address when it is a known git host form. */
export function repositoryUrl(repository: RegistryVersion['repository']): string | undefined {
  const raw = typeof repository === 'string' ? repository : repository?.url;
  if (!raw) return undefined;
  let text = raw.trim();
  const shorthand = /^(github|gitlab|bitbucket):([\w.-]+\/[\w.-]+)$/.exec(text);
  if (shorthand) text = `https://${shorthand[1]}.${shorthand[1] === 'bitbucket' ? 'org' : 'com'}/${shorthand[2]}`;
  else if (/^[\w.-]+\/[\w.-]+$/.test(text)) text = `https://github.com/${text}`;
  text = text
    .replace(/^git\+/, '')
    .replace(/^git:\/\//, 'https://')
    .replace(/^ssh:\/\/git@/, 'https://')
    .replace(/^git@([^:]+):/, 'https://$1/')
    .replace(/\.git$/, '')
    .replace(/\/+$/, '');
  if (!URL.canParse(text)) return undefined;
  const url = new URL(text);
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return undefined;
  url.protocol = 'https:';
  url.username = '';
  url.password = '';
  url.hash = '';
  return url.href.replace(/\/$/, '');
}

function repositoryOwner(url: string | undefined): string | undefined {
  if (!url || !URL.canParse(url)) return undefined;
  return new URL(url).pathname.split('/').filter(Boolean)[0];
}

export function provenanceOf(
  meta: RegistryVersion,
  sandbox: PackageProvenance['sandbox'],
  harvested: string,
): PackageProvenance {
  if (!meta.dist?.integrity)
    throw new Error(`${meta.name}@${meta.version}: the registry metadata has no dist.integrity`);
  const provenance: PackageProvenance = {
    registry: 'npm',
    name: meta.name,
    version: meta.version,
    integrity: meta.dist.integrity,
    harvested,
    sandbox,
  };
  const repository = repositoryUrl(meta.repository);
  if (repository) provenance.repository = repository;
  const attestation = meta.dist.attestations;
  if (attestation?.provenance?.predicateType) {
    provenance.attestation = { predicateType: attestation.provenance.predicateType };
    if (attestation.url && /^https:\/\//.test(attestation.url)) provenance.attestation.url = attestation.url;
  }
  return provenance;
}

/**
 * Who publishes a harvested package, as its metadata names them: the repository's owner, else the npm scope, else
 * the package name. Whether that is the vendor of the product it serves is not decided here: publisher-identity.ts
 * computes it from the record's `serves` and data/organisations/, for every server alike.
 */
export function publisherOf(provenance: PackageProvenance): ServerRecord['publisher'] {
  return { name: repositoryOwner(provenance.repository) ?? scopeOf(provenance.name) ?? provenance.name };
}

/** The facts the server page shows about a harvested package, in reading order; `warning` marks a finding. */
export function provenanceFacts(
  pkg: PackageProvenance,
): Array<{ label: string; value: string; href?: string; warning?: true }> {
  const facts: Array<{ label: string; value: string; href?: string; warning?: true }> = [
    { label: 'npm package', value: `${pkg.name} ${pkg.version}` },
    { label: 'Tarball integrity', value: pkg.integrity },
    pkg.repository
      ? {
          label: 'Repository (package metadata)',
          value: pkg.repository.replace(/^https:\/\//, ''),
          href: pkg.repository,
        }
      : { label: 'Repository (package metadata)', value: 'none given' },
    pkg.attestation
      ? {
          label: 'Provenance attestation',
          value: pkg.attestation.predicateType,
          ...(pkg.attestation.url ? { href: pkg.attestation.url } : {}),
        }
      : { label: 'Provenance attestation', value: 'none in the registry metadata' },
    { label: 'Harvested', value: pkg.harvested },
    {
      label: 'Sandbox run',
      value: `${pkg.sandbox.command}: listed ${pkg.sandbox.tools} tool${pkg.sandbox.tools === 1 ? '' : 's'} with no network${
        pkg.sandbox.placeholderCredentials.length
          ? `, with placeholder values for ${(pkg.sandbox.placeholderEnvironment ?? pkg.sandbox.placeholderCredentials).join(', ')} (settings its README names; no real credential)`
          : ', without credentials'
      }${
        pkg.sandbox.placeholderArguments?.length
          ? `; the harvest added the placeholder arguments ${pkg.sandbox.placeholderArguments.join(' ')}, which its own error asked for`
          : ''
      }${
        pkg.sandbox.installScripts
          ? `; its install scripts were run in the sandbox first${pkg.sandbox.installScriptsRun?.length ? ` (${pkg.sandbox.installScriptsRun.join('; ')})` : ''}`
          : ''
      }`,
    },
  ];
  const identities = pkg.sandbox.identities ?? [];
  if (pkg.sandbox.cloaking)
    facts.push({
      label: 'Cloaking finding',
      value: `The server showed different MCP clients different tools: ${pkg.sandbox.cloaking.differences.join('; ')}. Every tool of this server is held for review, and every call needs approval.`,
      warning: true,
    });
  else if (identities.length > 1)
    facts.push({
      label: 'Clients compared',
      value: `Listed as ${identities.join(' and ')}, each in a sandbox of its own: both were shown the same tools. A server that recognises any sandbox could still show every client the same harmless list.`,
    });
  return facts;
}

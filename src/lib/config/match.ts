/**
 * Which catalogue server a configuration entry runs, how that was found, and how sure it is:
 * - sure: the npm package it runs is the one the catalogue read the server's tools from;
 * - likely: it comes from the repository of exactly one catalogue server (a `ghcr.io/<owner>/<repo>` image, a
 *   `git+https://github.com/…` or `github:` spec), or its package, image, program or host names exactly one server
 *   of a kind that can run that way (no npm package for a Python server; no remote URL for a stdio-only one);
 * - a guess: only part of the name agrees, or only the name the user gave it.
 * Sure and likely matches join the stack; a guess is offered, never applied. Matching reads only what every record
 * carries (package name, repository, name, language, transport), so servers read from source (Python, Go) match
 * by repository and name as well as npm ones by package.
 */
import type { ConfigEntry } from './parse.ts';
import { normalisePypi, type Runs } from './runs.ts';

interface CataloguePackage {
  registry: 'npm';
  name: string;
  /** The version the tools were read from, when they were read from this package. */
  version?: string;
}

/** What matching needs of a catalogue server: the fields of /api/servers.json's summaries. */
export interface CatalogueServer {
  slug: string;
  name: string;
  repository: string;
  packages: readonly CataloguePackage[];
  language?: string;
  transport: 'stdio' | 'http' | 'both';
}

export type Confidence = 'sure' | 'likely' | 'guess';
export const CONFIDENCE_LABEL: Record<Confidence, string> = { sure: 'sure', likely: 'likely', guess: 'a guess' };

interface Match {
  slug: string;
  confidence: Confidence;
  /** How it was matched, in words ("npm package @x/y, the one the catalogue read"). */
  how: string;
}

export interface EntryMatch {
  entry: ConfigEntry;
  /** The server, when sure or likely. */
  match?: Match;
  /** Possible servers when there is no sure or likely one, best first (at most 3). */
  guesses: Match[];
}

/** Words that say nothing about which server it is. */
const GENERIC = new Set([
  'mcp',
  'server',
  'servers',
  'srv',
  'ref',
  'reference',
  'archived',
  'official',
  'latest',
  'stdio',
  'js',
  'ts',
  'py',
  'npm',
  'node',
  'com',
  'org',
  'net',
  'io',
  'dev',
  'app',
  'www',
  'api',
  'the',
  'model',
  'context',
  'protocol',
]);

/** The words of a name: split at non-letters and camelCase, lower-cased, without the generic ones. */
function nameTokens(text: string): Set<string> {
  return new Set(
    text
      .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
      .toLowerCase()
      .split(/[^a-z0-9]+/)
      .filter((w) => w.length > 0 && !GENERIC.has(w)),
  );
}

/** "https://github.com/Owner/Repo.git" → "owner/repo" (GitHub, GitLab, Codeberg); undefined for other addresses. */
function repositoryKey(url: string): string | undefined {
  const match =
    /^(?:git\+)?https?:\/\/(?:www\.)?(github\.com|gitlab\.com|codeberg\.org)\/([\w.-]+)\/([\w.-]+?)(?:\.git)?(?:[/#?].*)?$/i.exec(
      url.trim(),
    );
  return match ? `${match[2]}/${match[3]}`.toLowerCase() : undefined;
}

interface Indexed {
  server: CatalogueServer;
  tokens: Set<string>;
  owner: Set<string>;
  repo?: string;
  repoName?: string;
  npm: Set<string>;
  python: boolean;
  compiled: boolean;
}

export interface CatalogueIndex {
  servers: ReadonlyMap<string, CatalogueServer>;
  entries: readonly Indexed[];
  byNpm: ReadonlyMap<string, Indexed[]>;
  byRepo: ReadonlyMap<string, Indexed[]>;
}

export function catalogueIndex(servers: readonly CatalogueServer[]): CatalogueIndex {
  const entries = servers.map((server): Indexed => {
    const repo = repositoryKey(server.repository);
    return {
      server,
      tokens: nameTokens(server.slug),
      owner: repo ? nameTokens(repo.split('/')[0]!) : new Set(),
      ...(repo ? { repo, repoName: repo.split('/')[1] } : {}),
      npm: new Set(server.packages.filter((p) => p.registry === 'npm').map((p) => p.name.toLowerCase())),
      python: /python/i.test(server.language ?? ''),
      compiled: /\b(go|rust)\b/i.test(server.language ?? ''),
    };
  });
  const group = (keys: (e: Indexed) => Iterable<string>) => {
    const map = new Map<string, Indexed[]>();
    for (const e of entries) for (const key of keys(e)) map.set(key, [...(map.get(key) ?? []), e]);
    return map;
  };
  return {
    servers: new Map(servers.map((s) => [s.slug, s])),
    entries,
    byNpm: group((e) => e.npm),
    byRepo: group((e) => (e.repo ? [e.repo] : [])),
  };
}

const setEqual = (a: ReadonlySet<string>, b: ReadonlySet<string>) => a.size === b.size && [...a].every((x) => b.has(x));
const overlap = (a: ReadonlySet<string>, b: ReadonlySet<string>) => [...a].filter((x) => b.has(x)).length;

/** What an entry's runs says about the server: its name words, its owner's words, a repository, its own name. */
function identity(
  runs: Runs,
  entryName: string,
): { tokens: Set<string>; owner: Set<string>; repo?: string; bare?: string } {
  switch (runs.kind) {
    case 'npm': {
      const scoped = /^@([^/]+)\/(.+)$/.exec(runs.name);
      const bare = (scoped ? scoped[2]! : runs.name).toLowerCase();
      const owner = scoped ? nameTokens(scoped[1]!) : new Set<string>();
      return {
        tokens: nameTokens(bare),
        owner,
        bare,
        ...(runs.repository ? { repo: repositoryKey(runs.repository) } : {}),
      };
    }
    case 'pypi': {
      const bare = normalisePypi(runs.name);
      return {
        tokens: nameTokens(bare),
        owner: new Set(),
        bare,
        ...(runs.repository ? { repo: repositoryKey(runs.repository) } : {}),
      };
    }
    case 'docker': {
      const parts = runs.image.split('/');
      const registry = parts.length > 1 && /[.:]/.test(parts[0]!) ? parts.shift()! : 'docker.io';
      const bare = parts.at(-1)!;
      const namespace = parts.length > 1 ? parts.slice(0, -1).join('/') : '';
      const owner =
        namespace && namespace !== 'mcp' && namespace !== 'library' ? nameTokens(namespace) : new Set<string>();
      return {
        tokens: nameTokens(bare),
        owner,
        bare,
        // GitHub's registry names an image after the repository that publishes it.
        ...(registry === 'ghcr.io' && parts.length === 2 ? { repo: `${parts[0]}/${parts[1]}` } : {}),
      };
    }
    case 'remote': {
      const labels = runs.host.split('.').filter((l) => !/^\d+$/.test(l));
      const owner = labels.length >= 2 ? nameTokens(labels.at(-2)!) : new Set<string>();
      const rest = labels.slice(0, -2).flatMap((l) => [...nameTokens(l)]);
      return { tokens: new Set(rest), owner };
    }
    case 'program':
      return { tokens: nameTokens(runs.name), owner: new Set(), bare: runs.name.toLowerCase() };
    case 'extension':
      return { tokens: nameTokens(entryName), owner: new Set(), bare: entryName.toLowerCase() };
    case 'unknown':
      return { tokens: new Set(), owner: new Set() };
  }
}

/** Whether a server of the catalogue can be what an entry runs, by how it is distributed. */
function eligible(runs: Runs, e: Indexed): boolean {
  switch (runs.kind) {
    case 'npm':
      return e.npm.size === 0 && !e.python && !e.compiled;
    case 'pypi':
      return e.npm.size === 0 && !e.compiled && (e.python || e.server.language === undefined);
    case 'remote':
      return e.server.transport !== 'stdio';
    default:
      return true;
  }
}

const KIND_WORDS: Record<Runs['kind'], string> = {
  npm: 'npm package',
  pypi: 'PyPI package',
  docker: 'image',
  remote: 'address',
  program: 'program',
  extension: 'extension',
  unknown: 'command',
};

/** The name an entry runs, as a reader would recognise it: the package, image, host, program or extension. */
function shownName(runs: Runs, entryName: string): string {
  switch (runs.kind) {
    case 'npm':
    case 'pypi':
    case 'program':
      return runs.name;
    case 'docker':
      return runs.image;
    case 'remote':
      return runs.host;
    default:
      return entryName;
  }
}

/** Matches one entry of a configuration against the catalogue. */
export function matchEntry(entry: ConfigEntry, index: CatalogueIndex): EntryMatch {
  const { runs } = entry;
  const guesses = new Map<string, Match>();
  const result = (match: Match): EntryMatch => ({ entry, match, guesses: [] });

  if (runs.kind === 'npm') {
    const same = index.byNpm.get(runs.name.toLowerCase());
    if (same?.length === 1)
      return result({
        slug: same[0]!.server.slug,
        confidence: 'sure',
        how: `npm package ${runs.name}, the package the catalogue read its tools from`,
      });
  }

  const id = identity(runs, entry.name);
  if (id.repo) {
    const fromRepo = index.byRepo.get(id.repo) ?? [];
    const narrowed =
      fromRepo.length > 1 ? fromRepo.filter((e) => setEqual(e.tokens, id.tokens) || e.repoName === id.bare) : fromRepo;
    if (narrowed.length === 1)
      return result({
        slug: narrowed[0]!.server.slug,
        confidence: 'likely',
        how: `${KIND_WORDS[runs.kind]} from the repository ${id.repo}${fromRepo.length > 1 ? `, whose server of that name it is` : ', which holds this server'}`,
      });
    for (const e of fromRepo)
      guesses.set(e.server.slug, {
        slug: e.server.slug,
        confidence: 'guess',
        how: `from the repository ${id.repo}, which holds several servers`,
      });
  }

  if (id.tokens.size > 0 || id.owner.size > 0 || id.bare) {
    const pool = index.entries.filter((e) => eligible(runs, e));
    const withOwner = new Set([...id.tokens, ...id.owner]);
    const exact = pool.filter(
      (e) =>
        (id.bare !== undefined && e.repoName === id.bare) ||
        (id.tokens.size > 0 && setEqual(e.tokens, id.tokens)) ||
        (id.owner.size > 0 && setEqual(e.tokens, withOwner)),
    );
    const ownerAgrees = (e: Indexed) => id.owner.size > 0 && overlap(id.owner, e.owner) > 0;
    const byRepoName = exact.filter((e) => id.bare !== undefined && e.repoName === id.bare);
    const best =
      byRepoName.length === 1
        ? byRepoName
        : exact.length > 1 && exact.some(ownerAgrees)
          ? exact.filter(ownerAgrees)
          : exact;
    const what = `${KIND_WORDS[runs.kind]} ${shownName(runs, entry.name)}`;
    if (best.length === 1 && runs.kind !== 'extension') {
      const e = best[0]!;
      const byRepo = id.bare !== undefined && e.repoName === id.bare;
      return result({
        slug: e.server.slug,
        confidence: 'likely',
        how: byRepo
          ? `the ${what} has the name of the repository ${e.repo}`
          : `the ${what} names this server${ownerAgrees(e) ? `, from its publisher ${[...id.owner].join(' ')}` : ''}, and no other`,
      });
    }
    for (const e of best.length > 0 ? best : exact)
      if (!guesses.has(e.server.slug))
        guesses.set(e.server.slug, {
          slug: e.server.slug,
          confidence: 'guess',
          how: `the ${what} names it, and others too`,
        });
    // Part of the name agrees: every word of the server's name is in the entry's, or the reverse.
    const partial = pool
      .map((e) => ({ e, common: overlap(e.tokens, withOwner) }))
      .filter(({ e, common }) => common > 0 && (common === e.tokens.size || common === withOwner.size))
      .sort((a, b) => b.common - a.common || a.e.tokens.size - b.e.tokens.size);
    for (const { e } of partial)
      if (!guesses.has(e.server.slug))
        guesses.set(e.server.slug, {
          slug: e.server.slug,
          confidence: 'guess',
          how: `part of the ${what} agrees with its name`,
        });
  }

  // Last: the name the user gave the entry.
  const named = nameTokens(entry.name);
  if (named.size > 0)
    for (const e of index.entries)
      if (setEqual(e.tokens, named) && !guesses.has(e.server.slug))
        guesses.set(e.server.slug, {
          slug: e.server.slug,
          confidence: 'guess',
          how: `only the name "${entry.name}" your config gives it`,
        });

  return { entry, guesses: [...guesses.values()].slice(0, 3) };
}

export function matchConfig(entries: readonly ConfigEntry[], index: CatalogueIndex): EntryMatch[] {
  return entries.map((entry) => matchEntry(entry, index));
}

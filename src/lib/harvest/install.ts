/**
 * Installing a package for the harvest without letting it choose what the host fetches.
 *
 * 1. Resolve: the whole dependency tree is worked out from registry metadata alone (packuments, read from the
 *    registry npm is configured with). Every dependency spec is classified with npm's own parser
 *    (npm-package-arg) and versions are picked with npm's own rules (npm-pick-manifest). A spec that is not a
 *    registry package (git, a file or folder, a link, an http(s) tarball, anything else) ends the install with
 *    a `RefusedDependency` before a single tarball is downloaded, so the host never contacts an address a
 *    package names. A version without an integrity hash, or whose tarball is not on the registry, is refused too.
 * 2. Fetch: each tarball is downloaded from the registry and checked against its integrity hash.
 * 3. Extract: files and folders only (no links, devices or absolute paths), bounded in size, modes normalised
 *    (no set-uid bits), into a node_modules layout where every dependency resolves as Node resolves it.
 *
 * No install script runs here: `installScripts` lists the ones the tree declares, for the sandbox to run.
 */
import { createHash } from 'node:crypto';
import {
  chmodSync,
  existsSync,
  lstatSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { join, normalize, relative, sep } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import npa from 'npm-package-arg';
import pickManifest from 'npm-pick-manifest';
import semver from 'semver';
import * as tar from 'tar';

const DEFAULT_REGISTRY = 'https://registry.npmjs.org/';

/** The registry npm is configured with (npm passes it to scripts it runs), with a trailing slash. */
export function configuredRegistry(env: NodeJS.ProcessEnv = process.env): string {
  const url = env.npm_config_registry || DEFAULT_REGISTRY;
  return url.endsWith('/') ? url : `${url}/`;
}

/** One version of a package as its packument lists it. */
export interface VersionManifest {
  name: string;
  version: string;
  dependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  peerDependenciesMeta?: Record<string, { optional?: boolean }>;
  bundleDependencies?: string[] | boolean;
  bundledDependencies?: string[] | boolean;
  os?: string[];
  cpu?: string[];
  description?: string;
  repository?: string | { type?: string; url?: string; directory?: string };
  homepage?: string;
  dist?: {
    tarball?: string;
    integrity?: string;
    shasum?: string;
    attestations?: { url?: string; provenance?: { predicateType?: string } };
  };
}

export interface Packument {
  name: string;
  'dist-tags'?: Record<string, string>;
  versions: Record<string, VersionManifest>;
}

/** Why a package's install was refused before anything was fetched. */
export class RefusedDependency extends Error {
  readonly dependency: string;
  readonly spec: string;
  constructor(message: string, dependency: string, spec: string) {
    super(message);
    this.name = 'RefusedDependency';
    this.dependency = dependency;
    this.spec = spec;
  }
}

/** The install failed for an ordinary reason (a missing version, the registry down, a bad tarball). */
export class InstallFailed extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'InstallFailed';
  }
}

/** What kind of dependency a spec names, in words for the report. */
const KIND: Record<string, string> = {
  git: 'a git repository',
  file: 'a file on disk',
  directory: 'a folder on disk',
  remote: 'a tarball at a URL',
};

/** The registry package a dependency spec names, or why it is refused. Pure. */
export function registrySpec(
  dependency: string,
  spec: string,
): { ok: true; name: string; range: string } | { ok: false; why: string } {
  if (typeof spec !== 'string') return { ok: false, why: 'its spec is not a string' };
  let parsed;
  try {
    parsed = npa.resolve(dependency, spec, '/nonexistent');
  } catch (error) {
    return {
      ok: false,
      why: `its spec cannot be read as a registry package (${(error as Error).message.split('\n')[0]})`,
    };
  }
  if (parsed.type === 'alias') {
    const sub = parsed.subSpec;
    if (!sub || !sub.registry || !sub.name || sub.type === 'alias')
      return { ok: false, why: 'it is an alias to something other than a registry package' };
    return { ok: true, name: sub.name, range: sub.fetchSpec || 'latest' };
  }
  if ((parsed.type === 'version' || parsed.type === 'range' || parsed.type === 'tag') && parsed.registry)
    return { ok: true, name: dependency, range: parsed.fetchSpec || 'latest' };
  return { ok: false, why: `it is ${KIND[parsed.type] ?? `a ${parsed.type} dependency`}, not a registry package` };
}

export interface Registry {
  /** Base URL with a trailing slash. */
  url: string;
  packument(name: string): Promise<Packument>;
  tarball(url: string): Promise<Uint8Array>;
}

const MAX_PACKUMENT = 64 * 1024 * 1024;
const MAX_TARBALL = 256 * 1024 * 1024;

async function boundedBody(response: Response, max: number, what: string): Promise<Uint8Array> {
  const declared = Number(response.headers.get('content-length') ?? 0);
  if (declared > max) throw new InstallFailed(`${what} is larger than ${max} bytes`);
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
    size += chunk.byteLength;
    if (size > max) throw new InstallFailed(`${what} is larger than ${max} bytes`);
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

const MAX_PACKUMENT_REQUESTS = 16;

/**
 * The registry over HTTP with Node's fetch; only ever asked for packuments and tarballs on its own origin.
 * Packuments are kept for the run; tarballs are kept in `cacheDir` when given (checked against their integrity
 * on every use, like any download).
 */
export function httpRegistry(
  url = configuredRegistry(),
  options: { timeoutMs?: number; cacheDir?: string } = {},
): Registry {
  const timeoutMs = options.timeoutMs ?? 60_000;
  const base = new URL(url);
  const cache = new Map<string, Promise<Packument>>();
  // At most this many metadata requests at once, whatever number of packuments are wanted (prefetching asks for a
  // whole level of a tree at a time).
  let active = 0;
  const waiting: Array<() => void> = [];
  const slot = async () => {
    while (active >= MAX_PACKUMENT_REQUESTS) await new Promise<void>((wake) => waiting.push(wake));
    active++;
  };
  const release = () => {
    active--;
    waiting.shift()?.();
  };
  return {
    url: base.href,
    packument(name) {
      let pending = cache.get(name);
      if (!pending) {
        const address = new URL(name.replace('/', '%2f'), base);
        pending = (async () => {
          await slot();
          try {
            const response = await fetch(address, {
              headers: { accept: 'application/vnd.npm.install-v1+json; q=1.0, application/json; q=0.8' },
              signal: AbortSignal.timeout(timeoutMs),
              redirect: 'error',
            });
            if (response.status === 404) throw new InstallFailed(`${name} is not in the registry`);
            if (!response.ok) throw new InstallFailed(`the registry answered ${response.status} for ${name}`);
            const body = await boundedBody(response, MAX_PACKUMENT, `the registry metadata of ${name}`);
            return JSON.parse(Buffer.from(body).toString('utf8')) as Packument;
          } finally {
            release();
          }
        })();
        cache.set(name, pending);
        pending.catch(() => cache.delete(name));
      }
      return pending;
    },
    async tarball(address) {
      if (new URL(address).origin !== base.origin) throw new InstallFailed(`${address} is not on the registry`);
      const cached = options.cacheDir
        ? join(options.cacheDir, createHash('sha256').update(address).digest('hex'))
        : undefined;
      if (cached && existsSync(cached)) return readFileSync(cached);
      const response = await fetch(address, { signal: AbortSignal.timeout(timeoutMs * 4), redirect: 'error' });
      if (!response.ok) throw new InstallFailed(`the registry answered ${response.status} for ${address}`);
      const bytes = await boundedBody(response, MAX_TARBALL, address);
      if (cached) {
        mkdirSync(options.cacheDir!, { recursive: true });
        writeFileSync(`${cached}.${process.pid}`, bytes);
        renameSync(`${cached}.${process.pid}`, cached);
      }
      return bytes;
    },
  };
}

/** A package placed in the tree. */
export interface TreeNode {
  /** The folder name it is installed under (an alias's own name). */
  folder: string;
  name: string;
  version: string;
  /** Path below the install root, e.g. node_modules/a/node_modules/b. */
  path: string;
  tarball: string;
  integrity: string;
  parent?: TreeNode;
  children: Map<string, TreeNode>;
  manifest: VersionManifest;
}

export interface ResolvedTree {
  /** The install root's children: the package itself at node_modules/<name>, and what was hoisted beside it. */
  root: TreeNode;
  nodes: TreeNode[];
  /** Optional dependencies left out (no version for this platform, or none in the registry), with why. */
  skipped: string[];
}

export interface ResolveLimits {
  maxPackages: number;
  maxDepth: number;
}
const DEFAULT_RESOLVE_LIMITS: ResolveLimits = { maxPackages: 3000, maxDepth: 40 };

const integrityOf = (manifest: VersionManifest): string | undefined => {
  if (manifest.dist?.integrity && /^sha(256|384|512)-[A-Za-z0-9+/=]+$/.test(manifest.dist.integrity.split(/\s+/)[0]!))
    return manifest.dist.integrity.split(/\s+/)[0]!;
  if (manifest.dist?.shasum && /^[0-9a-f]{40}$/.test(manifest.dist.shasum))
    return `sha1-${Buffer.from(manifest.dist.shasum, 'hex').toString('base64')}`;
  return undefined;
};

const platformOk = (list: string[] | undefined, value: string) => {
  if (!Array.isArray(list) || list.length === 0) return true;
  if (list.includes(`!${value}`)) return false;
  const positive = list.filter((v) => !v.startsWith('!'));
  return positive.length === 0 || positive.includes(value);
};

const bundledOf = (manifest: VersionManifest): Set<string> => {
  const bundled = manifest.bundleDependencies ?? manifest.bundledDependencies;
  if (bundled === true) return new Set(Object.keys(manifest.dependencies ?? {}));
  return new Set(Array.isArray(bundled) ? bundled : []);
};

/** The dependencies of one package the install must place: [folder, spec, optional]. */
function edgesOf(manifest: VersionManifest): Array<{ folder: string; spec: string; optional: boolean; peer: boolean }> {
  const bundled = bundledOf(manifest);
  const optional = manifest.optionalDependencies ?? {};
  const edges = new Map<string, { folder: string; spec: string; optional: boolean; peer: boolean }>();
  for (const [folder, spec] of Object.entries(manifest.dependencies ?? {}))
    if (!bundled.has(folder)) edges.set(folder, { folder, spec, optional: false, peer: false });
  for (const [folder, spec] of Object.entries(optional))
    if (!bundled.has(folder)) edges.set(folder, { folder, spec, optional: true, peer: false });
  // Peers npm would install (not marked optional), unless the package already depends on them.
  for (const [folder, spec] of Object.entries(manifest.peerDependencies ?? {})) {
    if (edges.has(folder) || bundled.has(folder)) continue;
    edges.set(folder, {
      folder,
      spec,
      optional: manifest.peerDependenciesMeta?.[folder]?.optional === true,
      peer: true,
    });
  }
  return [...edges.values()];
}

const subtreeHas = (ancestor: TreeNode, node: TreeNode) => {
  for (let n: TreeNode | undefined = node; n; n = n.parent) if (n === ancestor) return true;
  return false;
};

/**
 * Resolves the whole tree of `manifest` from registry metadata, refusing any non-registry spec, before
 * anything is downloaded. `tarball`/`integrity` of the package itself come from the caller (its registry
 * entry, or a local file).
 */
export async function resolveTree(
  manifest: VersionManifest,
  registry: Registry,
  self: { tarball: string; integrity: string },
  limits: ResolveLimits = DEFAULT_RESOLVE_LIMITS,
): Promise<ResolvedTree> {
  const base = new URL(registry.url);
  const top: TreeNode = {
    folder: '',
    name: '',
    version: '',
    path: '',
    tarball: '',
    integrity: '',
    children: new Map(),
    manifest: { name: '', version: '' },
  };
  const first: TreeNode = {
    folder: manifest.name,
    name: manifest.name,
    version: manifest.version,
    path: `node_modules/${manifest.name}`,
    tarball: self.tarball,
    integrity: self.integrity,
    parent: top,
    children: new Map(),
    manifest,
  };
  top.children.set(manifest.name, first);
  const nodes = [first];
  const skipped: string[] = [];
  /** Edges already resolved: who asked for which folder name, and the node it found. */
  const resolved: Array<{ from: TreeNode; folder: string; to: TreeNode }> = [];
  const queue = [first];
  const depth = (node: TreeNode) => node.path.split('/node_modules/').length;

  /**
   * Asks for the packuments a queued node will need before its turn comes, so a whole level of the tree is read at
   * once instead of one node's after another's (the registry client keeps each answer; a failure is asked again,
   * and reported, when the node's turn comes). Only registry specs are asked for: others are refused at their turn.
   */
  const prefetch = (m: VersionManifest) => {
    for (const edge of edgesOf(m)) {
      const spec = registrySpec(edge.folder, edge.spec);
      if (spec.ok) registry.packument(spec.name).catch(() => {});
    }
  };
  prefetch(manifest);
  // Every spec of the package itself is checked first, so a refusal names the package's own dependency.
  for (let at = 0; at < queue.length; at++) {
    const node = queue[at]!;
    const edges = edgesOf(node.manifest);
    for (const edge of edges) {
      const spec = registrySpec(edge.folder, edge.spec);
      if (!spec.ok) {
        const owner =
          node === first ? manifest.name : `${node.name}@${node.version} (a dependency of ${manifest.name})`;
        throw new RefusedDependency(
          `${owner} depends on ${edge.folder} as ${JSON.stringify(edge.spec).slice(0, 200)}: ${spec.why}; the harvest installs registry packages only, pinned by integrity`,
          edge.folder,
          edge.spec,
        );
      }
    }
    const wanted = await Promise.all(
      edges.map(async (edge) => {
        const spec = registrySpec(edge.folder, edge.spec) as { ok: true; name: string; range: string };
        try {
          const packument = await registry.packument(spec.name);
          const picked = pickManifest(packument, spec.range, { defaultTag: 'latest' });
          return { edge, spec, picked };
        } catch (error) {
          if (edge.optional || edge.peer) {
            skipped.push(`${edge.folder}@${edge.spec} (${(error as Error).message.split('\n')[0]})`);
            return undefined;
          }
          throw error instanceof InstallFailed
            ? error
            : new InstallFailed(
                `no version of ${spec.name} matches ${spec.range} (${(error as Error).message.split('\n')[0]})`,
              );
        }
      }),
    );
    for (const want of wanted) {
      if (!want) continue;
      const { edge, spec, picked } = want;
      if (!platformOk(picked.os, process.platform) || !platformOk(picked.cpu, process.arch)) {
        if (edge.optional) {
          skipped.push(`${edge.folder}@${picked.version} (not for ${process.platform}-${process.arch})`);
          continue;
        }
      }
      // Already visible from here and good enough: use it (Node finds it walking up).
      let reuse: TreeNode | undefined;
      const path: TreeNode[] = [];
      for (let anc: TreeNode | undefined = node; anc; anc = anc.parent) {
        const there = anc.children.get(edge.folder);
        if (there) {
          if (
            there.name === spec.name &&
            semver.satisfies(there.version, spec.range === 'latest' ? '*' : spec.range, { loose: true })
          )
            reuse = there;
          else if (there.name === spec.name && there.version === picked.version) reuse = there;
          break;
        }
        path.push(anc);
      }
      if (reuse) {
        resolved.push({ from: node, folder: edge.folder, to: reuse });
        continue;
      }
      // The highest folder on the way up where the new package shadows nothing already resolved through it.
      let place: TreeNode = node;
      for (const candidate of path.reverse()) {
        const shadows = resolved.some(
          (r) => r.folder === edge.folder && subtreeHas(candidate, r.from) && !subtreeHas(candidate, r.to),
        );
        if (!shadows) {
          place = candidate;
          break;
        }
      }
      const integrity = integrityOf(picked);
      const tarball = picked.dist?.tarball;
      if (!integrity)
        throw new RefusedDependency(
          `${picked.name}@${picked.version} has no integrity hash in the registry metadata; the harvest installs only packages pinned by integrity`,
          edge.folder,
          edge.spec,
        );
      // The registry may name its canonical host; tarballs are fetched from the configured registry only.
      let address: URL;
      try {
        address = new URL(tarball ?? '');
      } catch {
        throw new RefusedDependency(
          `${picked.name}@${picked.version} names no tarball in the registry metadata`,
          edge.folder,
          edge.spec,
        );
      }
      if (address.origin !== base.origin && address.hostname === 'registry.npmjs.org')
        address = new URL(address.pathname.replace(/^\//, ''), base);
      if (address.origin !== base.origin)
        throw new RefusedDependency(
          `${picked.name}@${picked.version} names a tarball outside the registry (${address.origin}); the harvest fetches from the registry only`,
          edge.folder,
          edge.spec,
        );
      const child: TreeNode = {
        folder: edge.folder,
        name: spec.name,
        version: picked.version,
        path: `${place.path ? `${place.path}/` : ''}node_modules/${edge.folder}`,
        tarball: address.href,
        integrity,
        parent: place,
        children: new Map(),
        manifest: picked,
      };
      place.children.set(edge.folder, child);
      resolved.push({ from: node, folder: edge.folder, to: child });
      nodes.push(child);
      queue.push(child);
      prefetch(child.manifest);
      if (nodes.length > limits.maxPackages)
        throw new InstallFailed(`the dependency tree has more than ${limits.maxPackages} packages`);
      if (depth(child) > limits.maxDepth)
        throw new InstallFailed(`the dependency tree is nested more than ${limits.maxDepth} levels deep`);
    }
  }
  return { root: top, nodes, skipped };
}

/** True when `bytes` match the SRI `integrity` (sha512-…, or sha1- from a legacy shasum). */
export function integrityMatches(bytes: Uint8Array, integrity: string): boolean {
  const match = /^(sha1|sha256|sha384|sha512)-([A-Za-z0-9+/=]+)$/.exec(integrity);
  if (!match) return false;
  return createHash(match[1]!).update(bytes).digest('base64') === match[2];
}

export const sha512Integrity = (bytes: Uint8Array) => `sha512-${createHash('sha512').update(bytes).digest('base64')}`;

const MAX_UNPACKED = 1024 * 1024 * 1024;

/**
 * Unpacks a package tarball into `dest`: regular files and folders only, paths kept inside `dest`, at most
 * `maxBytes` of content; then every folder is 0755 and every file 0644 or 0755 (no set-uid, set-gid or sticky bit).
 */
async function unpack(bytes: Uint8Array, dest: string, maxBytes = MAX_UNPACKED): Promise<void> {
  mkdirSync(dest, { recursive: true, mode: 0o755 });
  let total = 0;
  let refused: string | undefined;
  await pipeline(
    Readable.from([Buffer.from(bytes)]),
    tar.x({
      cwd: dest,
      strip: 1,
      preservePaths: false,
      preserveOwner: false,
      noMtime: true,
      filter: (path, entry) => {
        const type = (entry as { type?: string }).type;
        if (type !== 'File' && type !== 'OldFile' && type !== 'ContiguousFile' && type !== 'Directory') return false;
        const size = (entry as { size?: number }).size ?? 0;
        total += size;
        if (total > maxBytes) {
          refused ??= `the package unpacks to more than ${maxBytes} bytes`;
          return false;
        }
        const target = normalize(join(dest, path.split('/').slice(1).join('/')));
        return target === dest || target.startsWith(`${dest}${sep}`);
      },
    }),
  );
  if (refused) throw new InstallFailed(refused);
  normaliseModes(dest);
}

function normaliseModes(dir: string): void {
  chmodSync(dir, 0o755);
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) normaliseModes(path);
    else if (entry.isFile()) chmodSync(path, lstatSync(path).mode & 0o111 ? 0o755 : 0o644);
  }
}

const BIN_NAME = /^[A-Za-z0-9@._-]+$/;

/** The bins a package.json declares: { name: file inside the package }, unsafe names and paths left out. */
export function binsOf(pkg: { name?: string; bin?: unknown }): Record<string, string> {
  const raw = typeof pkg.bin === 'string' ? { [(pkg.name ?? '').replace(/^@[^/]+\//, '')]: pkg.bin } : (pkg.bin ?? {});
  const bins: Record<string, string> = {};
  if (typeof raw !== 'object' || raw === null) return bins;
  for (const [name, file] of Object.entries(raw as Record<string, unknown>)) {
    const base = name.replace(/^@[^/]+\//, '');
    if (typeof file !== 'string' || !BIN_NAME.test(base) || base === '.' || base === '..') continue;
    const inside = normalize(file).replace(/^(\.\/)+/, '');
    if (inside.startsWith('..') || inside.startsWith('/') || inside === '.') continue;
    bins[base] = inside;
  }
  return bins;
}

/** Links each package's bins into the node_modules/.bin of the folder it sits in, as npm does. */
function linkBins(root: string, nodes: TreeNode[]): void {
  for (const node of nodes) {
    const folder = join(root, node.path);
    let pkg: { name?: string; bin?: unknown };
    try {
      pkg = JSON.parse(readFileSync(join(folder, 'package.json'), 'utf8')) as typeof pkg;
    } catch {
      continue;
    }
    // The node_modules folder the package sits in: its path less "/<folder>".
    const dir = join(root, node.path.slice(0, node.path.length - node.folder.length - 1), '.bin');
    for (const [name, file] of Object.entries(binsOf(pkg))) {
      const target = join(folder, file);
      if (!existsSync(target) || !lstatSync(target).isFile()) continue;
      chmodSync(target, 0o755);
      mkdirSync(dir, { recursive: true, mode: 0o755 });
      const link = join(dir, name);
      if (existsSync(link)) continue;
      symlinkSync(relative(dir, target), link);
    }
  }
}

/** Packages in an installed tree that declare install scripts, with the scripts npm rebuild runs for them. */
export function installScriptsOf(
  root: string,
  nodes: TreeNode[],
): Array<{ name: string; path: string; scripts: Record<string, string> }> {
  const found: Array<{ name: string; path: string; scripts: Record<string, string> }> = [];
  for (const node of nodes) {
    const folder = join(root, node.path);
    let pkg: { scripts?: Record<string, unknown> };
    try {
      pkg = JSON.parse(readFileSync(join(folder, 'package.json'), 'utf8')) as typeof pkg;
    } catch {
      continue;
    }
    const scripts: Record<string, string> = {};
    for (const event of ['preinstall', 'install', 'postinstall'] as const) {
      const script = pkg.scripts?.[event];
      if (typeof script === 'string' && script.trim()) scripts[event] = script.trim();
    }
    // npm's default: a package with binding.gyp and no install script is built with node-gyp.
    if (!scripts.install && !scripts.preinstall && existsSync(join(folder, 'binding.gyp')))
      scripts.install = 'node-gyp rebuild';
    if (Object.keys(scripts).length > 0) found.push({ name: node.name, path: node.path, scripts });
  }
  return found;
}

/**
 * Downloads every package of a resolved tree from the registry (the package itself from `selfBytes` when
 * given), checks each against its integrity hash and unpacks it at its place under `root`.
 */
export async function installTree(
  tree: ResolvedTree,
  root: string,
  registry: Registry,
  selfBytes?: Uint8Array,
  concurrency = 8,
): Promise<void> {
  let next = 0;
  const work = async () => {
    while (next < tree.nodes.length) {
      const node = tree.nodes[next++]!;
      const bytes = node === tree.nodes[0] && selfBytes ? selfBytes : await registry.tarball(node.tarball);
      if (!integrityMatches(bytes, node.integrity))
        throw new InstallFailed(`${node.name}@${node.version}: the tarball does not match its integrity hash`);
      await unpack(bytes, join(root, node.path));
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, tree.nodes.length) }, work));
  linkBins(root, tree.nodes);
}

/** Reads package.json from a package tarball (the first entry named <top>/package.json). */
export async function manifestOfTarball(bytes: Uint8Array): Promise<VersionManifest & Record<string, unknown>> {
  let text: string | undefined;
  await pipeline(
    Readable.from([Buffer.from(bytes)]),
    new tar.Parser({
      onReadEntry: (entry) => {
        if (text === undefined && /^[^/]+\/package\.json$/.test(entry.path) && entry.size < 4 * 1024 * 1024) {
          const chunks: Buffer[] = [];
          entry.on('data', (c: Buffer) => chunks.push(c));
          entry.on('end', () => (text ??= Buffer.concat(chunks).toString('utf8')));
        } else entry.resume();
      },
    }),
  );
  if (text === undefined) throw new InstallFailed('the tarball holds no package.json');
  try {
    return JSON.parse(text) as VersionManifest & Record<string, unknown>;
  } catch {
    throw new InstallFailed('the package.json in the tarball is not JSON');
  }
}

/**
 * One package through the harvest: work out its whole dependency tree from
 * registry metadata and refuse it if anything in it is not a registry package
 * (before anything is downloaded), download and check every tarball against
 * its integrity hash, find its command, list its tools inside the sandbox as
 * two ordinary MCP clients (with placeholder credentials only if its README
 * names them, with its install scripts run in the sandbox only if it needs
 * them), compare what each client was shown, and import the tools with their
 * provenance in one locked, validated, atomic write. Every way out returns a
 * HarvestEntry.
 */
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import type { HarvestEntry, HarvestOutcome, PackageProvenance } from '../../schema/harvest.ts';
import { serverSchema, type ServerRecord } from '../../schema/server.ts';
import { importServer, type WriteStep } from '../import/run.ts';
import { RESERVED_TOOL_NAMES } from '../catalogue/reader.ts';
import { parseTools } from '../import/source.ts';
import { ImportError } from '../import/errors.ts';
import { CatalogueBusy, withCatalogueLock } from '../import/lock.ts';
import {
  findEntry,
  missingVariables,
  optionsAsked,
  placeholderArgument,
  placeholderValue,
  readmeEnvVars,
  variablesAsked,
  WORK_FOLDER,
  type PackageJson,
} from './entry.ts';
import {
  CLIENT_IDENTITIES,
  cloakingHold,
  compareListings,
  strictestVariant,
  unionOfListings,
  type ClientIdentity,
  type IdentityListing,
} from './identities.ts';
import {
  configuredRegistry,
  httpRegistry,
  installScriptsOf,
  installTree,
  InstallFailed,
  manifestOfTarball,
  RefusedDependency,
  resolveTree,
  sha512Integrity,
  type Registry,
  type VersionManifest,
} from './install.ts';
import { listToolsInSandbox, type LaunchResult, type LaunchSpec } from './launch.ts';
import { provenanceOf, publisherOf, repositoryUrl, type RegistryVersion } from './registry-provenance.ts';
import {
  assertOpenToSandbox,
  INSIDE,
  npmDir,
  openForSandbox,
  randomLook,
  REBUILD_FAILED,
  sandboxNodeDir,
} from './sandbox.ts';
import { telemetryLibrariesOf } from '../catalogue/telemetry.ts';
import { heldOut } from './select.ts';

export interface HarvestTarget {
  package: string;
  version: string;
  /** Existing catalogue slug to update. */
  server?: string;
  /** Install from this local tarball instead of the registry (tests). */
  tarball?: string;
}

export interface HarvestOptions {
  /** Catalogue root (holds servers/). */
  catalogue: string;
  /** Where throwaway install folders are made. */
  workRoot: string;
  /** Folder with bin/node, mounted read-only in the sandbox. */
  nodeDir: string;
  /** Where downloaded tarballs are kept for the run (checked against their integrity on every use). */
  npmCache?: string;
  timeoutMs: number;
  installTimeoutMs?: number;
  today: string;
  bwrap?: string;
  /** The registry packages and their dependencies are resolved from (default: npm's configured registry). */
  registry?: Registry;
  /** The clients to list as (default: the first two of CLIENT_IDENTITIES); the first lists, the others check. */
  identities?: readonly ClientIdentity[];
  /** Chooses each sandbox's look (tests pass a fixed one). */
  random?: () => number;
  /** How long to wait for another writer of the catalogue (ms). */
  lockWaitMs?: number;
  /** Passed to the importer: called before each step of the write (tests kill the process there). */
  beforeWriteStep?: (step: WriteStep) => void;
}

const firstLine = (text: string) =>
  text
    .split('\n')
    .map((l) => l.trim())
    .find((l) => l.length > 0)
    ?.slice(0, 300) ?? '';

const slugify = (text: string) =>
  text
    .toLowerCase()
    .replace(/^@/, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 63)
    .replace(/-+$/, '');

function readServer(catalogue: string, slug: string): ServerRecord | undefined {
  const file = join(catalogue, 'servers', slug, 'server.yaml');
  if (!existsSync(file)) return undefined;
  const parsed = serverSchema.safeParse(parse(readFileSync(file, 'utf8'), { maxAliasCount: 0 }));
  return parsed.success ? parsed.data : undefined;
}

/**
 * The slug a package's tools go to: the one named in the source list, a server already harvested from this
 * package, or the first free one made from its name. Never a server another package (or a person) owns:
 * `hsec.foo-mcp` does not land in the server of `@hsec/foo-mcp` because both slug alike.
 */
function slugFor(catalogue: string, target: HarvestTarget): string {
  if (target.server) return target.server;
  const dir = join(catalogue, 'servers');
  const base = slugify(target.package);
  const owner = (slug: string) =>
    existsSync(join(dir, slug)) ? (readServer(catalogue, slug) ?? 'invalid') : undefined;
  const atBase = owner(base);
  if (atBase === undefined || atBase === 'invalid' || atBase.package?.name === target.package) return base;
  for (const slug of existsSync(dir) ? readdirSync(dir) : []) {
    const server = readServer(catalogue, slug);
    if (server?.package?.name === target.package) return slug;
  }
  const stem = base.slice(0, 56).replace(/-+$/, '');
  for (let n = 1; ; n++) {
    const slug = n === 1 ? `${stem}-npm` : `${stem}-npm-${n}`;
    const there = owner(slug);
    // A folder that does not validate is not taken over: the importer refuses it and says why.
    if (there === undefined || there === 'invalid') return slug;
  }
}

const NATIVE_FAILURE =
  /\.node\b|bindings file|ERR_DLOPEN|Cannot find module .*(build|prebuild|binding)|was compiled against|postinstall|install script|not installed|Could not find .*(binary|executable)/i;
const NOT_STDIO =
  /listening on|server (is )?running (on|at) https?:|https?:\/\/(localhost|127\.0\.0\.1|0\.0\.0\.0):\d+|streamable http|--transport|sse server|EADDRINUSE/i;

/** Why the importer refused: its first line and, when that only introduces them, its first problem too. */
export function rejectionDetail(message: string): string {
  const lines = message
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);
  const first = lines[0] ?? '';
  return (first.endsWith(':') && lines[1] ? `${first} ${lines[1]}` : first).slice(0, 600);
}

/**
 * The line of a failed `npm rebuild` that says why: the last one that is neither the harvest's own nor npm's
 * pointer to its log file (a path inside the sandbox, which says nothing) nor an empty "npm error".
 */
export function rebuildFailureLine(stderr: string): string {
  const lines = stderr
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith('harvest:'));
  const telling = lines.filter((l) => !/A complete log of this run can be found in|^npm (error|ERR!)\s*$/i.test(l));
  return (telling.pop() ?? lines.pop())?.slice(0, 240) ?? 'no output';
}

function failureOutcome(
  result: Extract<LaunchResult, { ok: false }>,
  readmeVars: string[],
): { outcome: HarvestOutcome; detail: string; variables?: string[] } {
  if (result.exit?.code === REBUILD_FAILED)
    return {
      outcome: 'crashed',
      detail: `its install scripts failed inside the sandbox: ${rebuildFailureLine(result.stderr)}`,
    };
  const output = `${result.stderr}\n${result.noise.join('\n')}\n${result.message}`;
  const variables = missingVariables(output, readmeVars);
  const lines = `${result.stderr}\n${result.noise.join('\n')}`
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);
  const lastWords =
    lines.find((l) => /^(\w+)?(Error|Exception)\b|^(error|fatal)\b/i.test(l)) ??
    lines.find((l) =>
      /error|fail|missing|required|must|cannot|can't|not (set|found|provided)|invalid|exception/i.test(l),
    ) ??
    lines[0] ??
    firstLine(result.message);
  if (variables.length > 0) return { outcome: 'needs-credential', detail: lastWords.slice(0, 300), variables };
  if (
    /\b(api[ _-]?keys?|keys? file|token|credentials?|secrets?|password|o?auth|login|logged in|authenticat\w*)\b.*\b(required|missing|not (set|found|provided|configured)|must be|invalid)|\b(required|missing|no|provide|set)\b.*\b(api[ _-]?key|token|credentials?|secret)\b/i.test(
      output,
    )
  ) {
    return { outcome: 'needs-credential', detail: lastWords, variables: [] };
  }
  if (result.timedOut) return { outcome: 'timed-out', detail: lastWords || result.message };
  if (NOT_STDIO.test(output) || (result.noise.length > 0 && !result.exit))
    return { outcome: 'not-stdio', detail: lastWords };
  return {
    outcome: 'crashed',
    detail: lastWords.slice(0, 300) || `exited with ${result.exit?.code ?? result.exit?.signal ?? 'no status'}`,
  };
}

/** Text from a package, made plain: no control, invisible or direction-changing characters, whitespace collapsed. */
function plainText(text: string): string {
  return text
    .replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\p{Co}\p{Cn}]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

function describe(description: unknown, name: string, version: string): string {
  const own = typeof description === 'string' ? plainText(description).slice(0, 300) : '';
  return `Harvested from the npm package ${name} ${version}; what it is for has not yet been written up by a person.${own ? ` Its author describes it as: "${own}"` : ''}`;
}

const REBUILD_MS = 180_000;
/** True when the README mentions `word` as a word of its own (a variable or an option). */
const mentions = (readme: string, word: string) =>
  new RegExp(`(^|[^\\w-])${word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\w-])`).test(readme);
/** How many times a server is started again with placeholders, each time for what its last error still asked. */
const PLACEHOLDER_ROUNDS = 3;

/** The version's registry entry as the provenance needs it, its tarball and integrity checked. */
function registryEntry(manifest: VersionManifest, registry: Registry): { tarball: string; integrity: string } {
  const integrity = manifest.dist?.integrity?.split(/\s+/)[0];
  if (!integrity || !/^sha(256|384|512)-/.test(integrity))
    throw new InstallFailed(`${manifest.name}@${manifest.version} has no integrity hash in the registry metadata`);
  const base = new URL(registry.url);
  let address: URL;
  try {
    address = new URL(manifest.dist?.tarball ?? '');
  } catch {
    throw new InstallFailed(`${manifest.name}@${manifest.version} names no tarball in the registry metadata`);
  }
  if (address.origin !== base.origin && address.hostname === 'registry.npmjs.org')
    address = new URL(address.pathname.replace(/^\//, ''), base);
  if (address.origin !== base.origin)
    throw new RefusedDependency(
      `${manifest.name}@${manifest.version} names a tarball outside the registry (${address.origin})`,
      manifest.name,
      manifest.dist?.tarball ?? '',
    );
  return { tarball: address.href, integrity };
}

const describeFailure = (result: Extract<LaunchResult, { ok: false }>) =>
  `${result.timedOut ? 'timed out' : result.stage === 'list' ? 'failed to list' : 'did not start'}: ${firstLine(result.message)}`;

export async function harvestPackage(target: HarvestTarget, options: HarvestOptions): Promise<HarvestEntry> {
  if (heldOut(target.package))
    throw new Error(`${target.package} is held out of the catalogue and must never be installed`);
  const started = Date.now();
  const entry = (outcome: HarvestOutcome, extra: Partial<HarvestEntry> = {}): HarvestEntry => ({
    package: target.package,
    version: target.version,
    outcome,
    ...extra,
    seconds: Math.round((Date.now() - started) / 100) / 10,
  });
  assertOpenToSandbox(options.workRoot);
  const registry = options.registry ?? httpRegistry(configuredRegistry(), { cacheDir: options.npmCache });
  const dir = mkdtempSync(join(options.workRoot, 'pkg-'));
  try {
    // 1-2. Everything to install is decided from registry metadata first; then only registry tarballs are fetched.
    let manifest: VersionManifest & { description?: unknown };
    let selfBytes: Uint8Array | undefined;
    let self: { tarball: string; integrity: string };
    let tree;
    try {
      if (target.tarball) {
        selfBytes = readFileSync(target.tarball);
        manifest = await manifestOfTarball(selfBytes);
        if (manifest.name !== target.package || manifest.version !== target.version)
          return entry('install-failed', {
            detail: `the tarball holds ${String(manifest.name)}@${String(manifest.version)}, not ${target.package}@${target.version}`,
          });
        self = { tarball: `file:${target.tarball}`, integrity: sha512Integrity(selfBytes) };
      } else {
        const packument = await registry.packument(target.package);
        const found = packument.versions?.[target.version];
        if (!found)
          return entry('install-failed', { detail: `${target.package}@${target.version} is not in the registry` });
        manifest = found;
        self = registryEntry(manifest, registry);
      }
      tree = await resolveTree(manifest, registry, self);
      await withDeadline(installTree(tree, dir, registry, selfBytes), options.installTimeoutMs ?? 420_000);
    } catch (error) {
      if (error instanceof RefusedDependency)
        return entry('non-registry-dependency', { detail: firstLine(error.message) });
      return entry('install-failed', { detail: firstLine((error as Error).message) || 'the install failed' });
    }
    openForSandbox(dir, options.workRoot);
    const pkgDir = join(dir, 'node_modules', target.package);
    let pkg: PackageJson & { description?: unknown };
    try {
      pkg = JSON.parse(readFileSync(join(pkgDir, 'package.json'), 'utf8')) as typeof pkg;
    } catch {
      return entry('install-failed', { detail: 'the package has no readable package.json' });
    }
    const readmeFile = readdirSync(pkgDir).find((f) => /^readme(\.(md|markdown|txt))?$/i.test(f));
    const readme = readmeFile ? readFileSync(join(pkgDir, readmeFile), 'utf8').slice(0, 400_000) : '';

    // 3. The command.
    const found = findEntry(pkg, readme);
    if (!found.found) return entry('not-stdio', { detail: found.why });
    const binPath = join(pkgDir, found.file);
    if (!existsSync(binPath)) return entry('crashed', { detail: `its bin ${found.file} is not in the package` });
    const head = readFileSync(binPath).subarray(0, 200).toString('utf8');
    const inside = `${INSIDE.pkg}/node_modules/${target.package}/${found.file.replace(/^\.\//, '')}`;
    const isNode = head.startsWith('#!')
      ? /\bnode\b/.test(head.split('\n')[0]!)
      : /\.(c|m)?js$/.test(found.file) || !head.startsWith('\x7fELF');
    let command = isNode ? [`${INSIDE.node}/bin/node`, inside, ...found.args] : [inside, ...found.args];
    const shown = [
      found.binName ?? found.file,
      ...found.args.map((a) => (a.includes('\u0000') ? '<project folder>' : a)),
    ].join(' ');

    // 4. List the tools in the sandbox, as an ordinary client.
    const identities = options.identities ?? CLIENT_IDENTITIES.slice(0, 2);
    const nodeDir = sandboxNodeDir(options.nodeDir, options.workRoot);
    let setup: Pick<LaunchSpec, 'env' | 'rebuild'> = {};
    const list = (identity: ClientIdentity) =>
      listToolsInSandbox(
        { packageRoot: dir, nodeDir, command, ...setup, look: randomLook(options.random) },
        {
          timeoutMs: options.timeoutMs + (setup.rebuild ? REBUILD_MS : 0),
          totalMs: options.timeoutMs * 3 + (setup.rebuild ? REBUILD_MS : 0),
          bwrap: options.bwrap,
          scratch: options.workRoot,
          identity,
        },
      );
    let result = await list(identities[0]!);
    const readmeVars = readmeEnvVars(readme);
    let placeholders: string[] = [];
    let scriptsRun: string[] = [];
    const scripted = installScriptsOf(dir, tree.nodes);
    if (!result.ok && scripted.length > 0 && NATIVE_FAILURE.test(`${result.stderr}\n${result.message}`)) {
      const npm = npmDir();
      if (npm) {
        // Install scripts run in the sandbox only: a bounded writable copy of the tree, still no network; gone with it.
        setup = { rebuild: { packages: [...new Set(scripted.map((s) => s.name))], npmDir: npm } };
        const rebuilt = await list(identities[0]!);
        if (rebuilt.ok || /^harvest: install scripts ran$/m.test(rebuilt.stderr))
          scriptsRun = scripted.flatMap((s) =>
            Object.entries(s.scripts).map(
              ([event, script]) => `${s.name}: ${event} (${plainText(script).slice(0, 200)})`,
            ),
          );
        if (rebuilt.ok || rebuilt.exit?.code === REBUILD_FAILED) result = rebuilt;
        if (!rebuilt.ok && rebuilt.exit?.code === REBUILD_FAILED) setup = {};
      }
    }
    const firstFailure = result.ok ? undefined : result;
    let placeholderArgs: string[] = [];
    if (!result.ok && !result.timedOut && result.exit?.code !== REBUILD_FAILED) {
      // Placeholders, never a real secret, and only for what the README names: first the README's variables (only
      // those the error asks for, when it names some; otherwise all the README names) and the settings and options
      // the error asks for that the README mentions (a folder it asks for is the sandbox's empty work folder); then,
      // as long as the server's next error asks for something new, that too (PLACEHOLDER_ROUNDS in all).
      const before = { setup, command };
      const env: Record<string, string> = {};
      const args: string[] = [];
      let last: LaunchResult = result;
      for (let round = 0; round < PLACEHOLDER_ROUNDS && !last.ok && !last.timedOut; round++) {
        const output = `${last.stderr}\n${last.noise.join('\n')}\n${last.message}`;
        const askedReadme = missingVariables(output, readmeVars).filter((name) => readmeVars.includes(name));
        const vars = [
          ...(round === 0 && askedReadme.length === 0 ? readmeVars : askedReadme),
          ...variablesAsked(output).filter((name) => mentions(readme, name)),
        ].filter((name) => !(name in env));
        const opts = optionsAsked(output).filter((o) =>
          o.flag ? !args.includes(o.flag) && mentions(readme, o.flag) : placeholderArgument(o.value) === WORK_FOLDER,
        );
        if (vars.length === 0 && opts.length === 0) break;
        for (const name of vars) env[name] = placeholderValue(name);
        for (const o of opts) args.push(...(o.flag ? [o.flag] : []), placeholderArgument(o.value));
        setup = { ...before.setup, env: { ...env } };
        command = [...before.command, ...args];
        last = await list(identities[0]!);
      }
      if (last.ok) {
        placeholders = Object.keys(env).sort();
        placeholderArgs = args.map((a) => (a === WORK_FOLDER ? '<project folder>' : a));
        result = last;
      } else ({ setup, command } = before);
    }
    const installScripts = scriptsRun.length > 0 || undefined;
    if (!result.ok) {
      const failure = failureOutcome(firstFailure ?? result, readmeVars);
      return entry(failure.outcome, {
        detail: failure.detail,
        ...(failure.variables ? { variables: failure.variables } : {}),
        installScripts,
      });
    }
    if (result.tools.length === 0)
      return entry('no-tools', {
        detail: placeholders.length ? `listed nothing (with placeholder ${placeholders.join(', ')})` : undefined,
        installScripts,
      });

    // 5. Cloaking: the same server, as the other clients, each in a sandbox of its own.
    const listings: IdentityListing[] = [{ identity: identities[0]!.id, tools: result.tools }];
    for (const identity of identities.slice(1)) {
      const other = await list(identity);
      listings.push(
        other.ok
          ? { identity: identity.id, tools: other.tools }
          : { identity: identity.id, failed: describeFailure(other) },
      );
    }
    const cloaking = compareListings(listings);
    const listed = cloaking ? unionOfListings(listings, strictestVariant) : result.tools;

    // 6. Provenance from the registry's metadata (from the tarball for a local file).
    const meta: RegistryVersion = target.tarball
      ? {
          name: target.package,
          version: target.version,
          dist: { integrity: self.integrity },
          repository: manifest.repository,
        }
      : (manifest as RegistryVersion);
    if (!meta.repository && pkg.repository) meta.repository = pkg.repository;
    const sandbox: PackageProvenance['sandbox'] = {
      outcome: 'listed',
      tools: listed.length,
      command: plainText([shown, ...placeholderArgs].join(' ')).slice(0, 300),
      placeholderCredentials: placeholders,
      ...(placeholders.length
        ? { placeholderEnvironment: placeholders.map((name) => `${name}=${placeholderValue(name)}`) }
        : {}),
      ...(placeholderArgs.length ? { placeholderArguments: placeholderArgs } : {}),
      installScripts: scriptsRun.length > 0,
      ...(scriptsRun.length > 0 ? { installScriptsRun: scriptsRun } : {}),
      identities: identities.map((i) => `${i.clientInfo.name} ${i.clientInfo.version}`),
      ...(cloaking ? { cloaking } : {}),
    };
    const provenance = provenanceOf(meta, sandbox, options.today);
    // Reporting libraries among its own dependencies, for a reviewer to check what the server sends by itself.
    const telemetry = telemetryLibrariesOf(pkg.dependencies);
    if (telemetry.length > 0) provenance.telemetryLibraries = telemetry;
    const named =
      repositoryUrl(meta.repository) ?? (pkg.homepage && /^https:\/\//.test(pkg.homepage) ? pkg.homepage : undefined);

    // 7. One locked, validated, atomic write of the tools and the server record with its provenance.
    let tools;
    let leftOut: string[] = [];
    let imported: ReturnType<typeof importServer>;
    let slug: string;
    try {
      tools = parseTools(`${target.package}@${target.version}`, listed);
      // The catalogue's own rule: a tool cannot share its name with the server's pages.
      leftOut = tools.filter((t) => RESERVED_TOOL_NAMES.has(t.name.toLowerCase())).map((t) => t.name);
      tools = tools.filter((t) => !leftOut.includes(t.name));
      const chosen = tools;
      [slug, imported] = withCatalogueLock(
        options.catalogue,
        () => {
          const slug = slugFor(options.catalogue, target);
          const existing = readServer(options.catalogue, slug);
          // A package that names no repository or homepage is still a server people install: its npm page, where
          // the published code can be read, stands in for the repository, and the record says so.
          const repository = existing ? undefined : (named ?? npmPageUrl(target.package, target.version));
          const report = importServer(
            {
              origin: `npm ${target.package}@${target.version}`,
              server: { name: target.package, transport: 'stdio', language: 'TypeScript/JavaScript (npm)' },
              tools: chosen,
            },
            {
              out: options.catalogue,
              slug,
              repository,
              version: target.version,
              transport: existing?.transport ?? 'stdio',
              today: options.today,
              packageName: target.package,
              adopt: target.server !== undefined,
              beforeWriteStep: options.beforeWriteStep,
              ...(cloaking ? { hold: cloakingHold(cloaking, options.today, 'Harvest') } : {}),
              server: (record, before) =>
                serverRecordOf(record, before, {
                  provenance,
                  named,
                  leftOut,
                  placeholders,
                  readmeVars,
                  description: describe(manifest.description ?? pkg.description, target.package, target.version),
                }),
            },
          );
          return [slug, report] as const;
        },
        { waitMs: options.lockWaitMs },
      );
    } catch (error) {
      if (error instanceof ImportError || error instanceof CatalogueBusy)
        return entry('rejected', { tools: listed.length, detail: rejectionDetail(error.message) });
      throw error;
    }
    const notes = [
      ...(cloaking ? [`cloaking: ${cloaking.differences.join('; ')}; every tool held for review`] : []),
      ...(leftOut.length ? [`left out ${leftOut.join(', ')} (name collides with the server's own page)`] : []),
      ...(imported.removed.length ? [`no longer listed, kept in the catalogue: ${imported.removed.join(', ')}`] : []),
      ...(imported.tools.some((t) => t.outcome === 'changed')
        ? [
            `definitions changed since the catalogue's record: ${imported.tools
              .filter((t) => t.outcome === 'changed')
              .map((t) => t.name)
              .join(', ')}`,
          ]
        : []),
    ];
    return entry('listed', {
      tools: tools.length,
      server: slug,
      ...(notes.length ? { detail: notes.join('; ').slice(0, 1000) } : {}),
      ...(placeholders.length ? { variables: placeholders } : {}),
      ...(placeholderArgs.length ? { arguments: placeholderArgs } : {}),
      installScripts,
    });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The server record the harvest writes: the importer's, with the package's provenance, and for a new server its first words. */
function serverRecordOf(
  record: ServerRecord,
  existing: ServerRecord | undefined,
  facts: {
    provenance: PackageProvenance;
    named: string | undefined;
    leftOut: string[];
    placeholders: string[];
    readmeVars: string[];
    description: string;
  },
): ServerRecord {
  // Listed in the sandbox: said with the package provenance that shows it (the importer's own draft says "file").
  const next: ServerRecord = {
    ...record,
    source: { ...record.source },
    package: facts.provenance,
    obtained: { how: 'sandbox' },
  };
  const addNote = (note: string) => {
    if (!next.source.notes?.includes(note))
      next.source.notes = next.source.notes ? `${next.source.notes} ${note}` : note;
  };
  if (!existing && facts.named === undefined)
    addNote(
      'The package names no source repository or homepage; its npm page, where the published code can be read, stands in for one.',
    );
  if (facts.leftOut.length > 0) {
    // What a reader needs to know goes in caveats (shown on the page), not in source.notes (never shown).
    const left = facts.leftOut.map((n) => `"${n}"`).join(', ');
    const one = facts.leftOut.length === 1;
    const caveat = `The catalogue leaves out ${left}: ${one ? 'its name collides' : 'their names collide'} with a page of the server's own, so ${one ? 'it has' : 'they have'} no page here.`;
    if (!next.caveats?.includes(caveat)) next.caveats = [...(next.caveats ?? []), caveat];
  }
  if (!existing) {
    next.publisher = publisherOf(facts.provenance);
    next.description = facts.description;
    if (facts.placeholders.length > 0) next.auth = { kind: 'api-key', needs: facts.placeholders.join(', ') };
    else if (facts.readmeVars.length > 0)
      next.auth = {
        kind: 'other',
        needs: `The README names ${facts.readmeVars.join(', ')}; the tools were listed without them.`,
      };
  }
  return next;
}

function withDeadline<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([
    work,
    new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new InstallFailed(`the install took longer than ${Math.round(ms / 1000)} s`)),
        ms,
      );
    }),
  ]).finally(() => clearTimeout(timer));
}

/** The npm page of one published version: where a package that names no repository can be read. */
export const npmPageUrl = (name: string, version: string) => `https://www.npmjs.com/package/${name}/v/${version}`;

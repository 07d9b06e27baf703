/**
 * One package through the harvest: install the exact version with install
 * scripts off, find its command, list its tools inside the sandbox (with
 * placeholder credentials only if its README names them, with its install
 * scripts run in the sandbox only if it needs them), import the tools, record
 * provenance, delete the folder. Every way out returns a HarvestEntry.
 */
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import type { HarvestEntry, HarvestOutcome, PackageProvenance } from '../../schema/harvest.ts';
import { serverSchema, type ServerRecord } from '../../schema/server.ts';
import { importServer } from '../import/run.ts';
import { RESERVED_TOOL_NAMES } from '../catalogue/catalogue.ts';
import { parseTools } from '../import/source.ts';
import { recordYaml } from '../import/yaml-writer.ts';
import { ImportError } from '../import/errors.ts';
import { findEntry, missingVariables, placeholderValue, readmeEnvVars, type PackageJson } from './entry.ts';
import { listToolsInSandbox, type LaunchResult } from './launch.ts';
import { provenanceOf, publisherOf, repositoryUrl, type RegistryVersion } from './provenance.ts';
import { INSIDE } from './sandbox.ts';
import { telemetryLibrariesOf } from '../catalogue/telemetry.ts';
import { heldOut } from './select.ts';
import { writeFileSync } from 'node:fs';

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
  npmCache: string;
  timeoutMs: number;
  installTimeoutMs?: number;
  today: string;
  bwrap?: string;
}

const firstLine = (text: string) =>
  text
    .split('\n')
    .map((l) => l.trim())
    .find((l) => l.length > 0)
    ?.slice(0, 300) ?? '';

function run(
  command: string,
  args: string[],
  options: { cwd?: string; env?: NodeJS.ProcessEnv; timeoutMs: number },
): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(
      command,
      args,
      {
        cwd: options.cwd,
        env: options.env,
        timeout: options.timeoutMs,
        maxBuffer: 64 * 1024 * 1024,
        killSignal: 'SIGKILL',
      },
      (error, stdout, stderr) => {
        const code = error
          ? typeof (error as { code?: unknown }).code === 'number'
            ? (error as { code: number }).code
            : 1
          : 0;
        resolve({
          code,
          stdout: String(stdout),
          stderr: String(stderr) + (error && code === 1 && !stderr ? (error as Error).message : ''),
        });
      },
    );
  });
}

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

/** The slug a package's tools go to: the one named in the source list, a server already harvested from it, or one made from its name. */
export function slugFor(catalogue: string, target: HarvestTarget): string {
  if (target.server) return target.server;
  const dir = join(catalogue, 'servers');
  const base = slugify(target.package);
  const existing = readServer(catalogue, base);
  if (!existing || existing.package?.name === target.package) return base;
  // The name is taken by another server: look for an earlier harvest of this package, else suffix.
  for (const slug of existsSync(dir) ? readdirSync(dir) : []) {
    if (readServer(catalogue, slug)?.package?.name === target.package) return slug;
  }
  return `${base.slice(0, 59)}-npm`;
}

function integrityOf(file: string): string {
  return `sha512-${createHash('sha512').update(readFileSync(file)).digest('base64')}`;
}

/** Packages in the installed tree that declare install scripts (npm records them in node_modules/.package-lock.json). */
function packagesWithInstallScripts(root: string): string[] {
  try {
    const lock = JSON.parse(readFileSync(join(root, 'node_modules', '.package-lock.json'), 'utf8')) as {
      packages?: Record<string, { hasInstallScript?: boolean }>;
    };
    return Object.entries(lock.packages ?? {})
      .filter(([, p]) => p.hasInstallScript)
      .map(([path]) => path.replace(/^.*node_modules\//, ''));
  } catch {
    return [];
  }
}

const NATIVE_FAILURE =
  /\.node\b|bindings file|ERR_DLOPEN|Cannot find module .*(build|prebuild|binding)|was compiled against|postinstall|install script|not installed|Could not find .*(binary|executable)/i;
const NOT_STDIO =
  /listening on|server (is )?running (on|at) https?:|https?:\/\/(localhost|127\.0\.0\.1|0\.0\.0\.0):\d+|streamable http|--transport|sse server|EADDRINUSE/i;

function failureOutcome(
  result: Extract<LaunchResult, { ok: false }>,
  readmeVars: string[],
): { outcome: HarvestOutcome; detail: string; variables?: string[] } {
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

function describe(pkg: PackageJson & { description?: string }, name: string, version: string): string {
  const own =
    typeof pkg.description === 'string' && pkg.description.trim()
      ? ` Its author describes it as: "${pkg.description.trim().replace(/\s+/g, ' ').slice(0, 300)}"`
      : '';
  return `Harvested from the npm package ${name} ${version}; what it is for has not yet been written up by a person.${own}`;
}

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
  const dir = mkdtempSync(join(options.workRoot, 'pkg-'));
  try {
    // npm itself runs outside the sandbox (it only downloads; install scripts are off), with this process's environment for the registry's certificates.
    const npmEnv = {
      ...process.env,
      npm_config_cache: options.npmCache,
      npm_config_update_notifier: 'false',
      npm_config_fund: 'false',
      npm_config_audit: 'false',
    };
    writeFileSync(join(dir, 'package.json'), '{"private":true}\n');
    const spec = target.tarball ?? `${target.package}@${target.version}`;
    // Install the exact version, install scripts off.
    const install = await run(
      'npm',
      [
        'install',
        '--ignore-scripts',
        '--prefer-offline',
        '--no-audit',
        '--no-fund',
        '--omit=dev',
        '--legacy-peer-deps',
        '--no-save',
        spec,
      ],
      { cwd: dir, env: npmEnv, timeoutMs: options.installTimeoutMs ?? 420_000 },
    );
    const pkgDir = join(dir, 'node_modules', target.package);
    if (install.code !== 0 || !existsSync(join(pkgDir, 'package.json'))) {
      return entry('install-failed', {
        detail:
          firstLine(
            install.stderr
              .split('\n')
              .filter((l) => /ERR!/.test(l))
              .join('\n'),
          ) ||
          firstLine(install.stderr) ||
          'npm install failed',
      });
    }
    const pkg = JSON.parse(readFileSync(join(pkgDir, 'package.json'), 'utf8')) as PackageJson & {
      description?: string;
    };
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
    const command = isNode ? [`${INSIDE.node}/bin/node`, inside, ...found.args] : [inside, ...found.args];
    const shown = [found.binName ?? found.file, ...found.args].join(' ');

    // 4. List the tools in the sandbox.
    const base = { packageRoot: dir, nodeDir: options.nodeDir, command };
    const launchOptions = { timeoutMs: options.timeoutMs, bwrap: options.bwrap };
    let result = await listToolsInSandbox(base, launchOptions);
    const readmeVars = readmeEnvVars(readme);
    let placeholders: string[] = [];
    let scriptsRun = false;
    if (!result.ok) {
      const scripted = packagesWithInstallScripts(dir);
      if (scripted.length > 0 && NATIVE_FAILURE.test(`${result.stderr}\n${result.message}`)) {
        // Install scripts run in the sandbox too: the package tree writable, still no network.
        const rebuild = await listToolsInSandboxRebuild(base, options, scripted);
        scriptsRun = true;
        if (rebuild) result = await listToolsInSandbox(base, launchOptions);
      }
    }
    const firstFailure = result.ok ? undefined : result;
    if (!result.ok && !result.timedOut && readmeVars.length > 0) {
      // Only the README's variables the error asks for, when it names some; otherwise all the README names.
      const asked = missingVariables(`${result.stderr}\n${result.message}`, readmeVars).filter((name) =>
        readmeVars.includes(name),
      );
      const given = asked.length > 0 ? asked : readmeVars;
      const env = Object.fromEntries(given.map((name) => [name, placeholderValue(name)]));
      const retry = await listToolsInSandbox({ ...base, env }, launchOptions);
      if (retry.ok) placeholders = given;
      result = retry.ok ? retry : result;
    }
    if (!result.ok) {
      const failure = failureOutcome(firstFailure ?? result, readmeVars);
      return entry(failure.outcome, {
        detail: failure.detail,
        ...(failure.variables ? { variables: failure.variables } : {}),
        installScripts: scriptsRun || undefined,
      });
    }
    if (result.tools.length === 0)
      return entry('no-tools', {
        detail: placeholders.length ? `listed nothing (with placeholder ${placeholders.join(', ')})` : undefined,
        installScripts: scriptsRun || undefined,
      });

    // 5. Metadata (integrity, repository, attestation) from the registry, only for servers that become records; from the tarball in tests.
    let meta: RegistryVersion;
    if (target.tarball)
      meta = { name: target.package, version: target.version, dist: { integrity: integrityOf(target.tarball) } };
    else {
      const view = await run(
        'npm',
        ['view', `${target.package}@${target.version}`, 'name', 'version', 'repository', 'dist', '--json'],
        { env: npmEnv, timeoutMs: 120_000 },
      );
      if (view.code !== 0)
        return entry('install-failed', { tools: result.tools.length, detail: `npm view: ${firstLine(view.stderr)}` });
      meta = JSON.parse(view.stdout) as RegistryVersion;
    }
    if (!meta.repository && pkg.repository) meta.repository = pkg.repository;
    // Import through the importer, then record provenance and publisher.
    const slug = slugFor(options.catalogue, target);
    const existing = readServer(options.catalogue, slug);
    const sandbox: PackageProvenance['sandbox'] = {
      outcome: 'listed',
      tools: result.tools.length,
      command: shown,
      placeholderCredentials: placeholders,
      installScripts: scriptsRun,
    };
    const provenance = provenanceOf(meta, sandbox, options.today);
    // Reporting libraries among its own dependencies, for a reviewer to check what the server sends by itself.
    const telemetry = telemetryLibrariesOf(pkg.dependencies);
    if (telemetry.length > 0) provenance.telemetryLibraries = telemetry;
    const named =
      repositoryUrl(meta.repository) ?? (pkg.homepage && /^https:\/\//.test(pkg.homepage) ? pkg.homepage : undefined);
    // A package that names no repository or homepage is still a server people install: its npm page, where the
    // published code can be read, stands in for the repository, and the record says so.
    const repository = existing ? undefined : (named ?? npmPageUrl(target.package, target.version));
    let tools;
    let leftOut: string[] = [];
    let imported: ReturnType<typeof importServer> | undefined;
    try {
      tools = parseTools(`${target.package}@${target.version}`, result.tools);
      // The catalogue's own rule: a tool cannot share its name with the server's pages.
      leftOut = tools.filter((t) => RESERVED_TOOL_NAMES.has(t.name.toLowerCase())).map((t) => t.name);
      tools = tools.filter((t) => !leftOut.includes(t.name));
      imported = importServer(
        {
          origin: `npm ${target.package}@${target.version}`,
          server: { name: target.package, transport: 'stdio', language: 'TypeScript/JavaScript (npm)' },
          tools,
        },
        {
          out: options.catalogue,
          slug,
          repository,
          version: target.version,
          transport: existing?.transport ?? 'stdio',
          today: options.today,
        },
      );
    } catch (error) {
      if (error instanceof ImportError)
        return entry('rejected', { tools: result.tools.length, detail: firstLine(error.message) });
      throw error;
    }
    const serverFile = join(options.catalogue, 'servers', slug, 'server.yaml');
    const record = serverSchema.parse(parse(readFileSync(serverFile, 'utf8'), { maxAliasCount: 0 }));
    record.package = provenance;
    if (!existing && named === undefined) {
      const note =
        'The package names no source repository or homepage; its npm page, where the published code can be read, stands in for one.';
      if (!record.source.notes?.includes(note))
        record.source.notes = record.source.notes ? `${record.source.notes} ${note}` : note;
    }
    if (leftOut.length > 0) {
      // What a reader needs to know goes in caveats (shown on the page), not in source.notes (never shown).
      const caveat = `The catalogue leaves out ${leftOut.map((n) => `"${n}"`).join(', ')}: ${leftOut.length === 1 ? 'its name collides' : 'their names collide'} with a page of the server's own, so ${leftOut.length === 1 ? 'it has' : 'they have'} no page here.`;
      if (!record.caveats?.includes(caveat)) record.caveats = [...(record.caveats ?? []), caveat];
    }
    if (!existing) {
      record.publisher = publisherOf(provenance);
      record.description = describe(pkg, target.package, target.version);
      if (placeholders.length > 0) record.auth = { kind: 'api-key', needs: placeholders.join(', ') };
      else if (readmeVars.length > 0)
        record.auth = {
          kind: 'other',
          needs: `The README names ${readmeVars.join(', ')}; the tools were listed without them.`,
        };
    }
    const checked = serverSchema.parse(record);
    writeFileSync(serverFile, recordYaml('server', checked));
    const notes = [
      ...(leftOut.length ? [`left out ${leftOut.join(', ')} (name collides with the server's own page)`] : []),
      ...(imported?.removed.length ? [`no longer listed, kept in the catalogue: ${imported.removed.join(', ')}`] : []),
      ...(imported && imported.tools.some((t) => t.outcome === 'changed')
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
      installScripts: scriptsRun || undefined,
    });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Runs `npm rebuild` for the packages with install scripts inside the sandbox, package tree writable, no network. */
async function listToolsInSandboxRebuild(
  base: { packageRoot: string; nodeDir: string },
  options: HarvestOptions,
  packages: string[],
): Promise<boolean> {
  const { spawnSync } = await import('node:child_process');
  const { bwrapArgs, BWRAP } = await import('./sandbox.ts');
  const npmCli = '/usr/lib/node_modules/npm/bin/npm-cli.js';
  const args = bwrapArgs({
    ...base,
    writablePackage: true,
    command: [`${INSIDE.node}/bin/node`, npmCli, 'rebuild', '--foreground-scripts', ...packages],
  });
  const rebuilt = spawnSync(
    options.bwrap ?? BWRAP,
    args.map((a) => (a === INSIDE.work ? INSIDE.work : a)),
    { timeout: 180_000, encoding: 'utf8', cwd: '/', env: {}, killSignal: 'SIGKILL' },
  );
  return rebuilt.status === 0;
}

/** The npm page of one published version: where a package that names no repository can be read. */
export const npmPageUrl = (name: string, version: string) => `https://www.npmjs.com/package/${name}/v/${version}`;

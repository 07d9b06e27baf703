#!/usr/bin/env node
/**
 * npm run check -- <config files…> [options]: the MCP servers a client's configuration runs, judged against the
 * catalogue in this repository (or a snapshot of the site's API), offline. Prints a summary a person reads; writes
 * the policy files under the names of the user's own config (--out, --client), SARIF 2.1.0 for code scanning
 * (--sarif), and sets the exit code for a pipeline (--fail-on). The decisions are src/lib/config/check-report.ts's; this
 * file reads and writes. Exit codes: 0 clean (or no --fail-on), 1 findings at or above --fail-on, 2 bad input.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { parse as parseYaml } from 'yaml';
import { RISK_LEVELS, type RiskLevel } from '../src/schema/enums.ts';
import { apiServerFileSchema, apiServersSchema, type ApiServerFile } from '../src/schema/api.ts';
import { HARVEST_OUTCOME_LABEL, npmSourcesSchema } from '../src/schema/harvest.ts';
import { catalogueRoot } from '../src/lib/catalogue/reader.ts';
import { validateCatalogue } from '../src/lib/validate/runner.ts';
import { formatReport } from '../src/lib/catalogue/problems.ts';
import { indexCatalogue } from '../src/site/catalogue-views.ts';
import { apiServerFile, apiServerSummary } from '../src/lib/publish/api-files.ts';
import { PLACEHOLDER_SITE_URL, siteUrlFrom } from '../src/lib/publish/site-url.ts';
import { toolNameIndex } from '../src/lib/stack/mentions.ts';
import { readHarvestReport } from '../src/lib/harvest/report.ts';
import { EXPORT_TARGETS, exportTarget } from '../src/lib/policy/exports/index.ts';
import { stackFiles } from '../src/lib/stack/files.ts';
import { didYouMean } from '../src/lib/text/did-you-mean.ts';
import { CONFIG_CLIENT_IDS, isConfigClientId, type ConfigClientId } from '../src/lib/config/clients.ts';
import { ConfigError, parseConfig } from '../src/lib/config/parse.ts';
import { catalogueIndex, type CatalogueServer } from '../src/lib/config/match.ts';
import { catalogueServerOf, serverDataOf } from '../src/lib/config/catalogue-from-api.ts';
import { checkSummary, runCheck, type ConfigFileInput, type ServerData } from '../src/lib/config/check-report.ts';
import { sarifLog } from '../src/lib/config/sarif.ts';
import type { HarvestKnowledge } from '../src/lib/config/import-command.ts';
import type { ToolFingerprint } from '../src/lib/config/versions.ts';

const EXIT = { clean: 0, findings: 1, badInput: 2 } as const;
const POLICY_JSON = 'policy.json';

const USAGE = `usage: npm run check -- <config files…> [options]
  Reads the MCP servers of each configuration file (Claude Code .mcp.json or ~/.claude.json, Claude Desktop
  claude_desktop_config.json, Cursor .cursor/mcp.json, VS Code .vscode/mcp.json, Codex config.toml, Gemini CLI
  settings.json, Windsurf mcp_config.json, Zed settings.json) and judges them against the catalogue.

  --client <target>    write or print the policy for this client or gateway: ${[...EXPORT_TARGETS.map((t) => t.id), POLICY_JSON].join(', ')}
  --out <folder>       write the policy files there (policy.json per server, and the --client files, or every format)
  --sarif <file>       write the findings as SARIF 2.1.0, located at each server's entry in its file
  --fail-on <risk>     exit 1 when a finding is at this risk or above: ${RISK_LEVELS.join(', ')} (servers the catalogue
                       does not know count at every level: nobody has judged them)
  --fix                apply the cheapest fix of the dangerous paths to the policy files
  --from <client>      read the files as this client's when the file name does not say: ${CONFIG_CLIENT_IDS.join(', ')}
  --api <folder>       use a snapshot of the site's API (servers.json and servers/<slug>.json) instead of the
                       catalogue in this repository (${catalogueRoot()}/)
Exit codes: 0 clean, 1 findings at or above --fail-on, 2 bad input.`;

class InputError extends Error {}

function fail(message: string): never {
  throw new InputError(message);
}

function option<T extends string>(value: string | undefined, allowed: readonly T[], what: string): T | undefined {
  if (value === undefined) return undefined;
  if ((allowed as readonly string[]).includes(value)) return value as T;
  const close = didYouMean(value, allowed);
  return fail(`unknown ${what} "${value}"${close ? ` (did you mean ${close}?)` : ''}; one of: ${allowed.join(', ')}`);
}

interface Catalogue {
  where: string;
  servers: CatalogueServer[];
  load(slug: string): ServerData | undefined;
  toolsAt?(slug: string, version: string): { before: ToolFingerprint[]; after: ToolFingerprint[] } | undefined;
  harvest?(pkg: string): HarvestKnowledge | undefined;
}

/** The catalogue from a snapshot of the site's API: <dir>/servers.json or <dir>/api/servers.json. */
function apiCatalogue(dir: string): Catalogue {
  const base = existsSync(join(dir, 'api', 'servers.json')) ? join(dir, 'api') : dir;
  const read = (path: string, what: string): unknown => {
    let text: string;
    try {
      text = readFileSync(path, 'utf8');
    } catch {
      return fail(
        `${path}: cannot read ${what}; --api takes a folder holding the site's servers.json and servers/<slug>.json`,
      );
    }
    try {
      return JSON.parse(text) as unknown;
    } catch (error) {
      return fail(`${path}: not valid JSON (${(error as Error).message})`);
    }
  };
  const list = apiServersSchema.safeParse(read(join(base, 'servers.json'), 'the server list'));
  if (!list.success)
    fail(
      `${join(base, 'servers.json')}: not the site's /api/servers.json (${list.error.issues[0]!.path.join('.')}: ${list.error.issues[0]!.message}); a snapshot taken before the API listed packages cannot be matched by package`,
    );
  return {
    where: `the API snapshot in ${dir}`,
    servers: list.data.servers.map(catalogueServerOf),
    load(slug) {
      const path = join(base, 'servers', `${slug}.json`);
      if (!existsSync(path)) return undefined;
      const file = apiServerFileSchema.safeParse(read(path, `the file of ${slug}`));
      if (!file.success) fail(`${path}: not a /api/servers/<slug>.json file (${file.error.issues[0]!.message})`);
      return serverDataOf(file.data);
    },
  };
}

/** The catalogue in this repository (or CATALOGUE_DIR), through the same API files the site builds. */
function repositoryCatalogue(root: string): Catalogue {
  if (!existsSync(join(root, 'servers')))
    fail(`${root}/servers is missing: run this in a clone of the catalogue, set CATALOGUE_DIR, or pass --api <folder>`);
  const catalogue = validateCatalogue(root);
  if (catalogue.problems.length > 0)
    fail(
      `the catalogue in ${root} has problems; fix them first (npm run validate):\n${formatReport(catalogue.problems, catalogue.filesChecked)}`,
    );
  const site = indexCatalogue(catalogue);
  const names = toolNameIndex(site.tools.map((t) => ({ server: t.server, name: t.record.name })));
  const files = new Map<string, ApiServerFile>();
  const fileOf = (slug: string) => {
    let file = files.get(slug);
    const server = site.serverBySlug.get(slug);
    if (!file && server) files.set(slug, (file = apiServerFile(server, PLACEHOLDER_SITE_URL, names)));
    return file;
  };
  const sources = join(root, 'sources');
  let listed: Set<string> | undefined;
  let report: Map<string, string> | undefined;
  return {
    where: `the catalogue in ${root}/`,
    servers: site.servers.map((s) => catalogueServerOf(apiServerSummary(s, PLACEHOLDER_SITE_URL))),
    load: (slug) => {
      const file = fileOf(slug);
      return file ? serverDataOf(file) : undefined;
    },
    toolsAt: (slug, version) => {
      const file = fileOf(slug);
      const before = file ? toolsInHistory(root, slug, version) : undefined;
      return file && before
        ? { before, after: file.tools.map((t) => ({ name: t.name, hash: t.definitionHash })) }
        : undefined;
    },
    harvest: (pkg) => {
      try {
        listed ??= new Set(
          npmSourcesSchema
            .parse(parseYaml(readFileSync(join(sources, 'npm.yaml'), 'utf8')))
            .packages.map((p) => p.package),
        );
        report ??= new Map(
          (readHarvestReport(join(sources, 'harvest-report.yaml'))?.packages ?? []).map((p) => [
            p.package,
            HARVEST_OUTCOME_LABEL[p.outcome],
          ]),
        );
      } catch {
        return undefined;
      }
      const outcome = report.get(pkg);
      return { listed: listed.has(pkg), ...(outcome ? { outcome } : {}) };
    },
  };
}

/**
 * The tools of a server at an earlier version, from the catalogue's git history: the last commit whose server.yaml
 * names that package version, and the tool records of that commit. Undefined when git or the version is not there.
 */
function toolsInHistory(root: string, slug: string, version: string): ToolFingerprint[] | undefined {
  const git = (...args: string[]) =>
    execFileSync('git', args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'], maxBuffer: 64 * 1024 * 1024 });
  try {
    const dir =
      `${relative(git('rev-parse', '--show-toplevel').trim(), resolve(root)).replace(/\\/g, '/')}/servers/${slug}`.replace(
        /^\//,
        '',
      );
    for (const commit of git('log', '--format=%H', '--', `${dir}/server.yaml`).split('\n').filter(Boolean)) {
      const record = parseYaml(git('show', `${commit}:${dir}/server.yaml`)) as { package?: { version?: string } };
      if (record.package?.version !== version) continue;
      const tools = git('ls-tree', '-r', '--name-only', commit, '--', `${dir}/tools/`)
        .split('\n')
        .filter((f) => f.endsWith('.yaml'));
      return tools.map((path) => {
        const tool = parseYaml(git('show', `${commit}:${path}`)) as { name: string; definitionHash: string };
        return { name: tool.name, hash: tool.definitionHash };
      });
    }
  } catch {
    // Not a git checkout, or git is missing: the catalogue then holds one version only.
  }
  return undefined;
}

function readConfigs(paths: readonly string[], from: ConfigClientId | undefined): ConfigFileInput[] {
  return paths.map((path) => {
    let text: string;
    try {
      if (statSync(path).isDirectory()) fail(`${path} is a folder; pass the configuration file itself`);
      text = readFileSync(path, 'utf8');
    } catch (error) {
      if (error instanceof InputError) throw error;
      return fail(`${path}: cannot read it (${(error as NodeJS.ErrnoException).code ?? 'error'})`);
    }
    try {
      return { path, parsed: parseConfig(text, { fileName: path, ...(from ? { client: from } : {}) }) };
    } catch (error) {
      if (error instanceof ConfigError)
        fail(`${path}${error.line ? `:${error.line}:${error.column}` : ''}: ${error.message}. ${error.fix}`);
      throw error;
    }
  });
}

/** Where the command writes what it says, and the environment it reads (CATALOGUE_DIR, SITE_URL). */
export interface CheckIo {
  out: (line: string) => void;
  err: (line: string) => void;
  env: NodeJS.ProcessEnv;
}

const processIo: CheckIo = {
  out: (line) => console.log(line),
  err: (line) => console.error(line),
  env: process.env,
};

function main(argv: readonly string[], io: CheckIo): number {
  let args;
  try {
    args = parseArgs({
      args: [...argv],
      allowPositionals: true,
      options: {
        client: { type: 'string' },
        out: { type: 'string' },
        sarif: { type: 'string' },
        'fail-on': { type: 'string' },
        fix: { type: 'boolean', default: false },
        from: { type: 'string' },
        api: { type: 'string' },
        help: { type: 'boolean', short: 'h', default: false },
      },
    });
  } catch (error) {
    return fail(`${(error as Error).message.split('\n')[0]}\n${USAGE}`);
  }
  const { values, positionals } = args;
  if (values.help) {
    io.out(USAGE);
    return EXIT.clean;
  }
  if (positionals.length === 0) fail(`give at least one configuration file\n${USAGE}`);
  const failOn = option<RiskLevel>(values['fail-on'], RISK_LEVELS, 'risk for --fail-on');
  const client = option(
    values.client,
    [...EXPORT_TARGETS.map((t) => t.id), POLICY_JSON],
    'client or gateway for --client',
  );
  const from =
    values.from === undefined
      ? undefined
      : isConfigClientId(values.from)
        ? values.from
        : option(values.from, CONFIG_CLIENT_IDS, 'client for --from');

  const files = readConfigs(positionals, from);
  const catalogue = values.api ? apiCatalogue(values.api) : repositoryCatalogue(catalogueRoot(io.env));
  const report = runCheck(files, catalogueIndex(catalogue.servers), (slug) => catalogue.load(slug), {
    ...(failOn ? { failOn } : {}),
    fix: values.fix,
    ...(catalogue.toolsAt ? { toolsAt: catalogue.toolsAt } : {}),
    ...(catalogue.harvest ? { harvest: catalogue.harvest } : {}),
  });
  io.out(`Against ${catalogue.where}.`);
  io.out(checkSummary(report));

  const targets =
    client && client !== POLICY_JSON ? [exportTarget(client)!] : client === POLICY_JSON ? [] : EXPORT_TARGETS;
  const written = stackFiles(report.servers, report.overrides, targets, report.names);
  if (values.out) {
    for (const file of written) {
      const path = join(values.out, file.path);
      mkdirSync(dirname(path), { recursive: true });
      writeFileSync(path, file.text);
    }
    io.out(
      `\nWrote ${written.length} file(s) under ${values.out}/: policy.json for each server${client === POLICY_JSON ? '' : client ? ` and the ${exportTarget(client)!.label} file` : ' and every client and gateway format'}, naming each server as your config does.`,
    );
  }
  if (client && client !== POLICY_JSON && report.servers.length > 0) {
    const target = exportTarget(client)!;
    io.out(`\n${target.label}: where the file goes and how it is loaded`);
    for (const line of target.install) io.out(`  ${line}`);
    for (const file of written.filter((f) => f.path.startsWith(`${target.id}/`))) {
      for (const note of file.notes ?? []) io.out(`  Note: ${note}`);
      if (!values.out) io.out(`\n--- ${file.path.split('/').at(-1)} ---\n${file.text}`);
    }
  }
  if (values.sarif) {
    const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string };
    const site = siteUrlFrom(io.env);
    const log = sarifLog(report.findings, {
      version: pkg.version,
      ...(site !== PLACEHOLDER_SITE_URL ? { informationUri: new URL('/stack/', site).href } : {}),
    });
    mkdirSync(dirname(resolve(values.sarif)), { recursive: true });
    writeFileSync(values.sarif, `${JSON.stringify(log, null, 2)}\n`);
    io.out(`\nWrote ${report.findings.length} finding(s) to ${values.sarif} (SARIF 2.1.0).`);
  }
  return report.failing.length > 0 ? EXIT.findings : EXIT.clean;
}

/**
 * The whole command: its arguments (without `node scripts/check.ts`) to an exit code. Tests call it in-process;
 * run as a script, it is given this process's arguments, output and environment.
 */
export function checkCommand(argv: readonly string[], io: CheckIo = processIo): number {
  try {
    return main(argv, io);
  } catch (error) {
    if (error instanceof InputError) {
      io.err(`check: ${error.message}`);
      return EXIT.badInput;
    }
    io.err(
      `check: could not finish: ${(error as Error).message?.split('\n')[0] ?? String(error)} (a bug: please report it with the command you ran)`,
    );
    return EXIT.badInput;
  }
}

if (import.meta.main) process.exitCode = checkCommand(process.argv.slice(2));

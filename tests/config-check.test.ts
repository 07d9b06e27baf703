/**
 * `npm run check` end to end: the command (scripts/check.ts) on a real-looking configuration of every client
 * (tests/fixtures/configs/), against a catalogue of real records and against a snapshot of the site's API made from
 * it. The SARIF it writes is validated against the SARIF 2.1.0 JSON Schema published with the standard
 * (tests/fixtures/sarif/); no output ever holds one of the fixtures' secrets.
 *
 * The command runs in this process (checkCommand), except in one test per exit code, which starts it as a user does
 * (`node scripts/check.ts`). The catalogue is the servers the fixtures name, linked from data/ with the attacks,
 * organisations and sources: the same findings as the whole catalogue gives, in a time that does not grow with it.
 */
import { spawnSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import Ajv from 'ajv-draft-04';
import addFormats from 'ajv-formats';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readCatalogue } from '../src/lib/catalogue/reader.ts';
import { indexCatalogue } from '../src/site/catalogue-views.ts';
import { apiJson, apiServerFile, apiServersFile } from '../src/lib/publish/api-files.ts';
import { toolNameIndex } from '../src/lib/stack/mentions.ts';
import { EXPORT_TARGETS } from '../src/lib/policy/exports/index.ts';
import { CONFIG_FIXTURES } from './config-fixtures.ts';
import { checkCommand } from '../scripts/check.ts';

const SCRIPT = resolve('scripts/check.ts');
const FIXTURES = resolve('tests/fixtures/configs');
const fixture = (file: string) => join(FIXTURES, file);
const scratch = mkdtempSync(join(tmpdir(), 'config-check-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/**
 * The servers the fixtures' entries match or name as guesses in the whole catalogue (and mcp-ref-time), linked with what the command
 * reads besides (attacks, organisations, sources): the check's output on it is the whole catalogue's, but for the
 * folder it names.
 */
const FIXTURE_SERVERS = [
  'awslabs-aws-api',
  'chrome-devtools-mcp',
  'cloudflare-docs-ai-search',
  'cloudflare-radar',
  'context7-mcp-server',
  'figma-mcp',
  'firecrawl-mcp',
  'github',
  'mcp-archived-github',
  'mcp-archived-sqlite',
  'mcp-ref-fetch',
  'mcp-ref-filesystem',
  'mcp-ref-git',
  'mcp-ref-memory',
  // The clean config's one server.
  'mcp-ref-time',
  'mongodb',
  'notionhq-notion-mcp-server',
  'playwright',
  'tavily-mcp',
  'upstash-context7-mcp',
];
const catalogueDir = join(scratch, 'catalogue');
mkdirSync(join(catalogueDir, 'servers'), { recursive: true });
for (const part of ['attacks', 'organisations', 'sources'])
  symlinkSync(resolve('data', part), join(catalogueDir, part));
for (const slug of FIXTURE_SERVERS) symlinkSync(resolve('data/servers', slug), join(catalogueDir, 'servers', slug));
const ENV = { ...process.env, SITE_URL: '', CATALOGUE_DIR: catalogueDir };

/** `npm run check` in this process. */
function check(args: string[]) {
  let out = '';
  let err = '';
  const code = checkCommand(args, {
    out: (line) => (out += `${line}\n`),
    err: (line) => (err += `${line}\n`),
    env: ENV,
  });
  return { code, out, err };
}

/** `npm run check` as its own process, as a user runs it. */
function checkProcess(args: string[], options: { cwd?: string; env?: Record<string, string> } = {}) {
  const run = spawnSync(process.execPath, [SCRIPT, ...args], {
    cwd: options.cwd ?? process.cwd(),
    encoding: 'utf8',
    env: { ...ENV, ...options.env },
    timeout: 300_000,
  });
  return { code: run.status, out: run.stdout, err: run.stderr };
}

/** Every file under a folder, as text. */
const filesUnder = (dir: string): string[] =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((d) => d.isFile())
    .map((d) => readFileSync(join(d.parentPath, d.name), 'utf8'));

const schema = JSON.parse(readFileSync('tests/fixtures/sarif/sarif-schema-2.1.0.json', 'utf8')) as object;
const ajv = new Ajv({ allErrors: true, strict: false });
addFormats(ajv);
const validSarif = ajv.compile(schema);

describe('against the catalogue in the repository (CATALOGUE_DIR)', () => {
  const out = join(scratch, 'out');
  const sarif = join(scratch, 'findings.sarif');
  let run: ReturnType<typeof checkProcess>;
  // As a process: exit 1.
  beforeAll(() => {
    run = checkProcess([...CONFIG_FIXTURES.map(fixture), '--out', out, '--sarif', sarif, '--fail-on', 'critical']);
  }, 300_000);

  it('reads every client file, prints a summary a person can read, and fails on a critical tool or path (as a process: exit 1)', () => {
    expect(run.err).toBe('');
    expect(run.code).toBe(1);
    expect(run.out.split('\n')[0]).toBe(`Against the catalogue in ${catalogueDir}/.`);
    expect(run.out).toMatch(
      /^Checked .*\.mcp\.json \(Claude Code\), .*config\.toml \(Codex\), .*settings\.json \(Zed\): \d+ server entries, \d+ matched/m,
    );
    // Each server with how it was matched, its grade and its riskiest tools.
    expect(run.out).toMatch(/^filesystem → Filesystem \(reference server\) \(mcp-ref-filesystem\), grade [A-F]$/m);
    expect(run.out).toContain(
      '  matched (sure): npm package @modelcontextprotocol/server-filesystem, the package the catalogue read its tools from',
    );
    expect(run.out).toContain(
      '  matched (likely): image from the repository github/github-mcp-server, which holds this server',
    );
    expect(run.out).toMatch(/^ {2}riskiest tools: .*\((critical|high), /m);
    expect(run.out).toContain('Runs 2025.7.1, but the catalogue read 2026.8.31 and holds no tool list for 2025.7.1');
    // Unknown servers, with the command that imports them.
    expect(run.out).toContain('  my-notes-tool at ');
    expect(run.out).toContain('    import it: npm run harvest -- --only @dana/notes-mcp');
    expect(run.out).toContain('Add @dana/notes-mcp to data/sources/npm.yaml first');
    expect(run.out).toMatch(/Dangerous paths across servers: \d+ ways private data can leave/);
    expect(run.out).toMatch(/The cheapest fix: Require approval on the \d+ tools that can send data out/);
    expect(run.out).toMatch(/What the policy changes: of \d+ tools, \d+ stay allowed/);
    expect(run.out).toMatch(/Switched off in the config, not checked: time, sequential-thinking\./);
    expect(run.out).toMatch(/^Failed: \d+ findings at critical risk or above/m);
  });

  it('writes SARIF 2.1.0 that its schema accepts, one result per finding at the server entry', () => {
    const log = JSON.parse(readFileSync(sarif, 'utf8')) as {
      runs: Array<{
        results: Array<{
          ruleId: string;
          level: string;
          message: { text: string };
          locations: Array<{
            physicalLocation: { artifactLocation: { uri: string }; region: { startLine: number; startColumn: number } };
          }>;
        }>;
      }>;
    };
    expect(validSarif(log), JSON.stringify(validSarif.errors?.slice(0, 3))).toBe(true);
    const results = log.runs[0]!.results;
    expect(new Set(results.map((r) => r.ruleId))).toEqual(
      new Set(['tool-risk', 'dangerous-path', 'unknown-server', 'version']),
    );
    // The Zed extension entry: line and column of its name in the file.
    const zed = results.find((r) => r.ruleId === 'unknown-server' && r.message.text.startsWith('"mcp-server-github"'))!;
    const { artifactLocation, region } = zed.locations[0]!.physicalLocation;
    expect(artifactLocation.uri).toBe(`file://${encodeURI(fixture('zed/settings.json'))}`);
    const line = readFileSync(fixture('zed/settings.json'), 'utf8').split('\n')[region.startLine - 1]!;
    expect(line.slice(region.startColumn - 1)).toMatch(/^mcp-server-github"/);
    expect(zed.level).toBe('error');
    expect(
      results.filter((r) => r.ruleId === 'tool-risk').every((r) => r.level === 'error' || r.level === 'warning'),
    ).toBe(true);
    // A broken document fails the schema: the check is not vacuous.
    expect(validSarif({ ...log, version: '2.0.0' })).toBe(false);
  });

  it('writes policy.json and every format under the server names of the config', () => {
    expect(readdirSync(join(out, 'policy-json')).sort()).toContain('firecrawl.policy.json');
    const claude = JSON.parse(readFileSync(join(out, 'claude-code', 'claude-code.json'), 'utf8')) as {
      permissions: Record<string, string[]>;
    };
    const rules = Object.values(claude.permissions).flat();
    expect(rules.some((r) => r.startsWith('mcp__filesystem__'))).toBe(true);
    expect(rules.some((r) => r.startsWith('mcp__mcp-ref-filesystem__'))).toBe(false);
    expect(readFileSync(join(out, 'codex', 'codex.toml'), 'utf8')).toMatch(/^\[mcp_servers\.fetch\]/m);
    for (const target of EXPORT_TARGETS) expect(existsSync(join(out, target.id)), target.id).toBe(true);
  });

  it('shows, stores and writes no secret of the configs', () => {
    expect(run.out).not.toContain('CANARY');
    expect(readFileSync(sarif, 'utf8')).not.toContain('CANARY');
    for (const text of filesUnder(out)) expect(text).not.toContain('CANARY');
    // The fixtures do hold them: the assertion above could fail.
    expect(CONFIG_FIXTURES.filter((f) => readFileSync(fixture(f), 'utf8').includes('CANARY'))).toHaveLength(
      CONFIG_FIXTURES.length,
    );
  });
});

describe('against a snapshot of the site API', () => {
  const api = join(scratch, 'api');
  beforeAll(() => {
    const site = indexCatalogue(readCatalogue(catalogueDir));
    const names = toolNameIndex(site.tools.map((t) => ({ server: t.server, name: t.record.name })));
    mkdirSync(join(api, 'servers'), { recursive: true });
    writeFileSync(join(api, 'servers.json'), apiJson(apiServersFile(site.servers, 'https://example.test')));
    for (const server of site.servers)
      writeFileSync(
        join(api, 'servers', `${server.slug}.json`),
        apiJson(apiServerFile(server, 'https://example.test', names)),
      );
  }, 300_000);

  it.each(CONFIG_FIXTURES)('%s', (file) => {
    const run = check([fixture(file), '--api', api, '--client', 'claude-code']);
    expect(run.err).toBe('');
    expect(run.code).toBe(0);
    expect(run.out).toMatch(
      new RegExp(`^Against the API snapshot in ${api.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\.$`, 'm'),
    );
    expect(run.out).toMatch(/\d+ server entries, \d+ matched to the catalogue/);
    expect(run.out).not.toContain('CANARY');
    // The client's file, its place and how it is loaded, under the config's names.
    expect(run.out).toMatch(/^Claude Code: where the file goes and how it is loaded$/m);
    expect(run.out).toContain('--- claude-code.json ---');
  });

  it('passes a clean config and fails a risky one at the level asked', () => {
    const clean = join(scratch, 'clean.json');
    writeFileSync(clean, JSON.stringify({ mcpServers: { time: { command: 'uvx', args: ['mcp-server-time'] } } }));
    const passed = check([clean, '--api', api, '--fail-on', 'medium']);
    expect(passed.code).toBe(0);
    expect(passed.out).toMatch(/^Passed: no finding at medium risk or above\.$/m);
    const risky = check([fixture('cursor/.cursor/mcp.json'), '--api', api, '--fail-on', 'critical']);
    expect(risky.code).toBe(1);
  });

  it('fails on a server nobody judged at every level', () => {
    const unknown = join(scratch, 'unknown.json');
    writeFileSync(
      unknown,
      JSON.stringify({ mcpServers: { notes: { command: 'npx', args: ['-y', 'some-unjudged-mcp'] } } }),
    );
    const run = check([unknown, '--api', api, '--fail-on', 'critical']);
    expect(run.code).toBe(1);
    expect(run.out).toContain('import it: npm run harvest -- --only some-unjudged-mcp');
  });

  it('applies the cheapest fix to the files with --fix', () => {
    const out = join(scratch, 'fixed');
    const config = fixture('cursor/.cursor/mcp.json');
    const before = check([config, '--api', api]);
    expect(before.out).toMatch(/^Dangerous paths across servers/m);
    const run = check([config, '--api', api, '--fix', '--out', out, '--client', 'policy.json']);
    expect(run.code).toBe(0);
    expect(run.out).toMatch(
      /^Applied: Require approval on the \d+ tools that can send data out: .* No path lets private data leave/m,
    );
    expect(readdirSync(join(out, 'policy-json')).sort()).toEqual([
      'mongodb.policy.json',
      'playwright.policy.json',
      'tavily.policy.json',
    ]);
    const playwright = JSON.parse(readFileSync(join(out, 'policy-json', 'playwright.policy.json'), 'utf8')) as {
      tools: Record<string, { require?: string[] }>;
    };
    expect(playwright.tools.browser_navigate).toEqual({ require: ['approval'] });
  });
});

describe('bad input', () => {
  const noTrace = (text: string) => expect(text).not.toMatch(/^\s+at /m);

  it('names the file, line and column of a malformed config, and how to fix it', () => {
    for (const [file, message] of [
      [
        'broken/claude_desktop_config.json',
        /claude_desktop_config\.json:5:64: not valid JSON: CommaExpected at line 5, column 64\. Fix the JSON/,
      ],
      ['broken/config.toml', /config\.toml:\d+:\d+: not valid TOML: .*\. Fix the TOML/],
      [
        'broken/settings.json',
        /settings\.json: no MCP servers in this file\. A client keeps its servers under "mcpServers"/,
      ],
    ] as const) {
      const run = check([fixture(file), '--api', join(scratch, 'api')]);
      expect(run.code, file).toBe(2);
      expect(run.err).toMatch(message);
      noTrace(run.err);
    }
  });

  it('refuses an unknown client, risk or option with the names it takes (the first as a process: exit 2)', () => {
    const claude = fixture('claude-code/.mcp.json');
    const client = checkProcess([claude, '--client', 'claude-cod']);
    expect(client.code).toBe(2);
    expect(client.err).toMatch(
      /^check: unknown client or gateway for --client "claude-cod" \(did you mean claude-code\?\); one of: claude-code, codex/,
    );
    const risk = check([claude, '--fail-on', 'severe']);
    expect(risk.code).toBe(2);
    expect(risk.err).toContain('unknown risk for --fail-on "severe"; one of: low, medium, high, critical');
    expect(check([claude, '--from', 'claude']).err).toMatch(/unknown client for --from "claude"/);
    expect(check([claude, '--colour']).err).toMatch(/^check: Unknown option '--colour'/);
    expect(check([]).err).toMatch(/^check: give at least one configuration file\nusage: npm run check/);
    expect(check([join(scratch, 'missing.json')]).err).toMatch(/missing\.json: cannot read it \(ENOENT\)/);
    expect(check([claude, '--api', join(scratch, 'nowhere')]).err).toMatch(
      /cannot read the server list; --api takes a folder/,
    );
    for (const run of [client, risk]) noTrace(run.err);
  });
});

describe('versions the catalogue holds in its history', () => {
  it('says which tools were added and redefined since the pinned version', () => {
    const repo = join(scratch, 'history');
    const server = join(repo, 'data', 'servers', 'mcp-ref-filesystem');
    mkdirSync(join(repo, 'data', 'servers'), { recursive: true });
    cpSync('data/attacks', join(repo, 'data', 'attacks'), { recursive: true });
    cpSync('data/organisations', join(repo, 'data', 'organisations'), { recursive: true });
    cpSync('data/servers/mcp-ref-filesystem', server, { recursive: true });
    const git = (...args: string[]) =>
      spawnSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@example.test', ...args], {
        cwd: repo,
        encoding: 'utf8',
      });
    git('init', '-q');
    // The earlier version: no move_file, another write_file definition.
    const yaml = readFileSync(join(server, 'server.yaml'), 'utf8');
    writeFileSync(
      join(server, 'server.yaml'),
      yaml.replace(/(\npackage:[\s\S]*?\n {2}version: )2026\.8\.31/, '$12025.7.1'),
    );
    const moveFile = readFileSync(join(server, 'tools', 'move_file.yaml'), 'utf8');
    rmSync(join(server, 'tools', 'move_file.yaml'));
    const writeFile = readFileSync(join(server, 'tools', 'write_file.yaml'), 'utf8');
    writeFileSync(
      join(server, 'tools', 'write_file.yaml'),
      writeFile.replace(/definitionHash: sha256:[0-9a-f]{64}/, `definitionHash: sha256:${'0'.repeat(64)}`),
    );
    git('add', '-A');
    git('commit', '-qm', 'filesystem 2025.7.1');
    writeFileSync(join(server, 'server.yaml'), yaml);
    writeFileSync(join(server, 'tools', 'move_file.yaml'), moveFile);
    writeFileSync(join(server, 'tools', 'write_file.yaml'), writeFile);
    git('add', '-A');
    git('commit', '-qm', 'filesystem 2026.8.31');

    // As a process: the catalogue's history is read with git in the folder the command runs in.
    const run = checkProcess([fixture('claude-code/.mcp.json')], { cwd: repo, env: { CATALOGUE_DIR: 'data' } });
    expect(run.err).toBe('');
    expect(run.out).toContain(
      'version: Runs 2025.7.1; the catalogue read 2026.8.31. From 2025.7.1 to 2026.8.31: 2026.8.31 adds move_file; redefines write_file.',
    );
  });
});

describe('the README', () => {
  it('documents every client the parser reads and every option the command takes (--help as a process: exit 0)', async () => {
    const { CONFIG_CLIENTS } = await import('../src/lib/config/clients.ts');
    const readme = readFileSync('README.md', 'utf8');
    const section = readme.slice(readme.indexOf('## Check your own MCP config'), readme.indexOf('## Add a server'));
    for (const client of Object.values(CONFIG_CLIENTS)) {
      expect(section).toContain(`| ${client.label} |`);
      for (const file of client.files) expect(section, file).toContain(file.split(' ')[0]!);
    }
    const help = checkProcess(['--help']);
    expect(help.code).toBe(0);
    const options = (text: string) => new Set([...text.matchAll(/`(--[a-z-]+)/g)].map((m) => m[1]));
    const usage = new Set([...help.out.matchAll(/^ {2}(--[a-z-]+)/gm)].map((m) => m[1]));
    expect(options(section)).toEqual(usage);
  });
});

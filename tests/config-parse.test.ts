/**
 * Reading client configurations (src/lib/config/): every client's file shape, what each entry runs, that no secret
 * survives, errors with line and column, matching against a catalogue, version notes and import commands.
 * The fixtures are real-looking files of each client (tests/fixtures/configs/README.md).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { clientFromFileName, CONFIG_CLIENTS } from '../src/lib/config/clients.ts';
import { ConfigError, parseConfig, withheldText } from '../src/lib/config/parse.ts';
import { describeRuns, runsOfCommand, splitNpmSpec, splitPypiSpec } from '../src/lib/config/runs.ts';
import { looksSecret, safeUrl } from '../src/lib/config/secrets.ts';
import { catalogueIndex, matchConfig, matchEntry, type CatalogueServer } from '../src/lib/config/match.ts';
import { toolDiff, versionNote, versionText } from '../src/lib/config/versions.ts';
import { importAdvice, suggestedSlug } from '../src/lib/config/import-command.ts';
import { stackFromMatches } from '../src/lib/config/stack-from-config.ts';
import { CONFIG_FIXTURES } from './config-fixtures.ts';

const FIXTURES = 'tests/fixtures/configs';
const read = (file: string) => readFileSync(join(FIXTURES, file), 'utf8');
const parseFixture = (file: string) => parseConfig(read(file), { fileName: file });

/** A few catalogue servers as /api/servers.json lists them (the real records' package names and repositories). */
const CATALOGUE: CatalogueServer[] = [
  {
    slug: 'mcp-ref-filesystem',
    name: 'Filesystem (reference server)',
    repository: 'https://github.com/modelcontextprotocol/servers',
    packages: [{ registry: 'npm', name: '@modelcontextprotocol/server-filesystem', version: '2026.8.31' }],
    language: 'TypeScript/JavaScript (npm)',
    transport: 'stdio',
  },
  {
    slug: 'mcp-ref-fetch',
    name: 'Fetch (reference server)',
    repository: 'https://github.com/modelcontextprotocol/servers',
    packages: [],
    language: 'Python',
    transport: 'stdio',
  },
  {
    slug: 'mcp-ref-git',
    name: 'Git (reference server)',
    repository: 'https://github.com/modelcontextprotocol/servers',
    packages: [],
    language: 'Python',
    transport: 'stdio',
  },
  {
    slug: 'mcp-archived-github',
    name: 'GitHub (archived reference server)',
    repository: 'https://github.com/modelcontextprotocol/servers',
    packages: [],
    language: 'TypeScript',
    transport: 'stdio',
  },
  {
    slug: 'github',
    name: 'GitHub MCP Server',
    repository: 'https://github.com/github/github-mcp-server',
    packages: [],
    language: 'Go',
    transport: 'both',
  },
  {
    slug: 'playwright',
    name: 'Playwright MCP (@playwright/mcp)',
    repository: 'https://github.com/microsoft/playwright',
    packages: [],
    language: 'TypeScript',
    transport: 'both',
  },
  {
    slug: 'mongodb',
    name: 'MongoDB MCP Server',
    repository: 'https://github.com/mongodb-js/mongodb-mcp-server',
    packages: [],
    language: 'TypeScript',
    transport: 'both',
  },
  {
    slug: 'cloudflare-radar',
    name: 'Cloudflare Radar MCP server',
    repository: 'https://github.com/cloudflare/mcp-server-cloudflare',
    packages: [],
    language: 'TypeScript',
    transport: 'http',
  },
  {
    slug: 'cloudflare-docs-ai-search',
    name: 'Cloudflare Docs MCP server',
    repository: 'https://github.com/cloudflare/mcp-server-cloudflare',
    packages: [],
    language: 'TypeScript',
    transport: 'http',
  },
  {
    slug: 'awslabs-aws-api',
    name: 'AWS API MCP Server',
    repository: 'https://github.com/awslabs/mcp',
    packages: [],
    language: 'Python',
    transport: 'both',
  },
  {
    slug: 'firecrawl-mcp',
    name: 'Firecrawl',
    repository: 'https://github.com/firecrawl/firecrawl-mcp-server',
    packages: [{ registry: 'npm', name: 'firecrawl-mcp', version: '3.2.1' }],
    language: 'TypeScript/JavaScript (npm)',
    transport: 'stdio',
  },
];
const index = catalogueIndex(CATALOGUE);

describe('every client file', () => {
  it.each(CONFIG_FIXTURES)('%s: names its client, lists its servers and keeps no secret', (file) => {
    const parsed = parseFixture(file);
    expect(parsed.client).toBe(clientFromFileName(file));
    expect(parsed.entries.length).toBeGreaterThan(2);
    for (const entry of parsed.entries) {
      expect(entry.line).toBeGreaterThan(0);
      // The position is the entry's name in the file.
      const line = read(file).split(/\r?\n/)[entry.line - 1]!;
      expect(line.slice(entry.column - 1)).toContain(file.endsWith('.toml') ? `mcp_servers.${entry.name}` : entry.name);
    }
    expect(JSON.stringify(parsed)).not.toContain('CANARY');
  });

  it('reads every shape the sources describe', () => {
    const shapes = Object.fromEntries(
      CONFIG_FIXTURES.map((file) => [file, parseFixture(file).entries.map((e) => [e.name, describeRuns(e.runs)])]),
    );
    expect(shapes['claude-code/.claude.json']).toEqual([
      ['memory', 'npm package @modelcontextprotocol/server-memory, with npx'],
      ['playwright', 'npm package @playwright/mcp, with npx'],
      ['firecrawl', 'npm package firecrawl-mcp, with npx'],
      ['my-notes-tool', 'npm package @dana/notes-mcp 0.3.1, with npx'],
    ]);
    expect(parseFixture('claude-code/.claude.json').entries.map((e) => e.scope)).toEqual([
      'user',
      'project /Users/dana/shop',
      'project /Users/dana/shop',
      'project /Users/dana/notes',
    ]);
    expect(shapes['vscode/.vscode/mcp.json']![0]).toEqual([
      'github',
      'container image ghcr.io/github/github-mcp-server, with docker',
    ]);
    expect(shapes['codex/config.toml']).toContainEqual(['figma', 'remote server https://mcp.figma.com/mcp']);
    expect(shapes['gemini-cli/.gemini/settings.json']).toContainEqual([
      'aws-api',
      'PyPI package awslabs.aws-api-mcp-server, with uvx',
    ]);
    expect(shapes['windsurf/mcp_config.json']![0]).toEqual([
      'cloudflare-radar',
      'remote server https://radar.mcp.cloudflare.com/sse',
    ]);
    expect(shapes['zed/settings.json']).toEqual([
      ['filesystem', 'npm package @modelcontextprotocol/server-filesystem, with npx'],
      ['fetch', 'PyPI package mcp-server-fetch, with uvx'],
      ['mcp-server-github', 'the Zed extension mcp-server-github'],
      ['radar', 'remote server https://radar.mcp.cloudflare.com/mcp'],
    ]);
    // Switched off: Codex's enabled = false and Windsurf's disabled: true.
    expect(
      parseFixture('codex/config.toml')
        .entries.filter((e) => e.disabled)
        .map((e) => e.name),
    ).toEqual(['time']);
    expect(
      parseFixture('windsurf/mcp_config.json')
        .entries.filter((e) => e.disabled)
        .map((e) => e.name),
    ).toEqual(['sequential-thinking']);
  });

  it('counts what it left out, without keeping it', () => {
    const windsurf = parseFixture('windsurf/mcp_config.json').entries;
    const privateApi = windsurf.find((e) => e.name === 'private-api')!;
    // The user and password of the URL; the header is a ${env:…} reference, so no secret was in the file there.
    expect(withheldText(privateApi.withheld)).toBe('1 part of the URL');
    expect(privateApi.headerNames).toEqual(['X-Api-Key']);
    const firecrawl = windsurf.find((e) => e.name === 'firecrawl')!;
    expect(firecrawl.envNames).toEqual(['FIRECRAWL_API_KEY']);
    expect(withheldText(firecrawl.withheld)).toBe('1 environment value');
    const notes = parseFixture('claude-code/.claude.json').entries.find((e) => e.name === 'my-notes-tool')!;
    expect(withheldText(notes.withheld)).toBe('1 argument that looks like a key');
  });

  it('tells the client from the keys when the file name does not', () => {
    expect(parseConfig(read('zed/settings.json')).client).toBe('zed');
    expect(parseConfig(read('vscode/.vscode/mcp.json')).client).toBe('vscode');
    expect(parseConfig(read('windsurf/mcp_config.json')).client).toBe('windsurf');
    expect(parseConfig(read('gemini-cli/.gemini/settings.json')).client).toBe('gemini-cli');
    expect(parseConfig(read('codex/config.toml')).client).toBe('codex');
    expect(parseConfig(read('claude-code/.claude.json')).client).toBe('claude-code');
    const plain = parseConfig(read('claude-desktop/claude_desktop_config.json'));
    expect(plain.client).toBeUndefined();
    expect(plain.clientReason).toMatch(/choose the client/);
    expect(parseConfig(read('claude-desktop/claude_desktop_config.json'), { client: 'cursor' }).client).toBe('cursor');
  });

  it('says when a plain-JSON client would refuse comments', () => {
    const text = `// my servers\n${read('claude-desktop/claude_desktop_config.json')}`;
    expect(parseConfig(text, { fileName: 'claude_desktop_config.json' }).notes.join(' ')).toMatch(
      /a comment; Claude Desktop reads plain JSON/,
    );
    expect(parseFixture('zed/settings.json').notes).toEqual([]);
  });

  it('lists the client sources the parser follows, one per client', () => {
    for (const client of Object.values(CONFIG_CLIENTS)) expect(client.source).toMatch(/^https:\/\//);
  });
});

describe('bad input', () => {
  const error = (text: string, fileName?: string) => {
    try {
      parseConfig(text, fileName ? { fileName } : {});
    } catch (e) {
      return e as ConfigError;
    }
    throw new Error('parsed');
  };

  it('names the line and column of broken JSON and TOML, and how to fix it', () => {
    const json = error(read('broken/claude_desktop_config.json'), 'claude_desktop_config.json');
    expect(json).toBeInstanceOf(ConfigError);
    expect(json.message).toBe('not valid JSON: CommaExpected at line 5, column 64');
    expect([json.line, json.column]).toEqual([5, 64]);
    expect(json.fix).toMatch(/missing comma/);
    const toml = error(read('broken/config.toml'), 'config.toml');
    expect(toml.message).toMatch(/^not valid TOML: .* at line \d+, column \d+$/);
    expect(toml.line).toBeGreaterThanOrEqual(3);
  });

  it('says where servers live when a file has none, and refuses what is not an object', () => {
    expect(error(read('broken/settings.json'), 'settings.json').message).toBe('no MCP servers in this file');
    expect(error(read('broken/settings.json')).fix).toMatch(/"mcpServers".*"servers".*"context_servers".*mcp_servers/);
    expect(error('[1, 2]').message).toBe('the file holds no JSON object');
    expect(error('   ').message).toBe('the file is empty');
    expect(error('model = "x"\n', 'config.toml').message).toBe('no MCP servers in this file');
  });

  it('never quotes the file in a message: a secret on a broken line stays out', () => {
    const text = '{ "mcpServers": { "x": { "env": { "KEY": "CANARYbroken0123456789abc" } } ';
    const e = error(text);
    expect(`${e.message} ${e.fix}`).not.toContain('CANARY');
  });

  it('skips an entry that is not an object, and says so', () => {
    const parsed = parseConfig(
      '{ "mcpServers": { "a": "npx foo", "b": { "command": "npx", "args": ["-y", "foo-mcp"] } } }',
    );
    expect(parsed.entries.map((e) => e.name)).toEqual(['b']);
    expect(parsed.notes).toEqual(['"a" at line 1 is not an object, so it names no server; it was skipped.']);
  });
});

describe('what a command runs', () => {
  it.each([
    ['npx', ['-y', '@scope/pkg@1.2.3', '--flag'], 'npm package @scope/pkg 1.2.3, with npx'],
    ['npx', ['--yes', '--package', 'pkg-mcp@2', 'pkg-mcp-bin'], 'npm package pkg-mcp 2, with npx'],
    ['npx', ['-y', 'pkg@latest'], 'npm package pkg, with npx'],
    ['bunx', ['pkg-mcp'], 'npm package pkg-mcp, with bunx'],
    ['pnpm', ['dlx', 'pkg-mcp@1.0.0'], 'npm package pkg-mcp 1.0.0, with pnpm dlx'],
    ['yarn', ['dlx', '@a/b'], 'npm package @a/b, with yarn dlx'],
    ['npm', ['exec', '--', 'pkg-mcp'], 'npm package pkg-mcp, with npm exec'],
    ['cmd', ['/c', 'npx', '-y', 'pkg-mcp'], 'npm package pkg-mcp, with npx'],
    ['C:\\Program Files\\nodejs\\npx.cmd', ['-y', 'pkg-mcp'], 'npm package pkg-mcp, with npx'],
    ['deno', ['run', '-A', 'npm:pkg-mcp@3'], 'npm package pkg-mcp 3, with deno'],
    [
      'node',
      ['/usr/lib/node_modules/@scope/pkg/dist/index.js'],
      'npm package @scope/pkg, with node (installed package)',
    ],
    ['uvx', ['mcp-server-fetch==2025.1.1'], 'PyPI package mcp-server-fetch 2025.1.1, with uvx'],
    [
      'uvx',
      ['--from', 'git+https://github.com/Owner/Repo', 'repo-mcp'],
      'PyPI package repo-mcp, with uvx from https://github.com/owner/repo',
    ],
    ['uv', ['tool', 'run', 'mcp-server-git'], 'PyPI package mcp-server-git, with uv tool run'],
    ['uv', ['--directory', '/x', 'run', 'server.py'], 'the program uv'],
    ['pipx', ['run', 'mcp-server-time'], 'PyPI package mcp-server-time, with pipx run'],
    ['python', ['-m', 'mcp_server_fetch'], 'PyPI package mcp-server-fetch, with python -m'],
    [
      'docker',
      ['run', '-i', '--rm', '-e', 'TOKEN', '-v', '/a:/b', 'ghcr.io/o/img:1.4'],
      'container image ghcr.io/o/img:1.4, with docker',
    ],
    ['podman', ['run', '--env=A=b', 'mcp/fetch@sha256:abc'], 'container image mcp/fetch, with podman'],
    [
      'npx',
      ['-y', 'mcp-remote', 'https://mcp.example.com/sse?key=CANARY1'],
      'remote server https://mcp.example.com/sse, through mcp-remote',
    ],
    ['/opt/bin/github-mcp-server', ['stdio'], 'the program github-mcp-server'],
  ] as const)('%s %j', (command, args, expected) => {
    expect(describeRuns(runsOfCommand(command, [...args]))).toBe(expected);
  });

  it('splits package specs', () => {
    expect(splitNpmSpec('@a/b@^1.2')).toEqual({ name: '@a/b', version: '^1.2' });
    expect(splitNpmSpec('not a package')).toBeUndefined();
    expect(splitPypiSpec('pkg[cli]==0.4')).toEqual({ name: 'pkg', version: '0.4' });
    expect(splitPypiSpec('pkg>=1')).toEqual({ name: 'pkg' });
  });
});

describe('secrets', () => {
  it('tells keys from names', () => {
    for (const secret of [
      'ghp_0123456789abcdefABCDEF0123456789abcd',
      'sk-proj-abcdef0123456789',
      'xoxb-1234-5678-abcdef',
      'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.sig',
      'a1b2c3d4e5f6a7b8c9d0e1f2',
      'AKIAABCDEFGHIJKLMNOP',
    ])
      expect(looksSecret(secret), secret).toBe(true);
    for (const name of [
      '@modelcontextprotocol/server-filesystem',
      'mcp-server-fetch',
      '2026.8.31',
      'github-mcp-server',
      'sse',
    ])
      expect(looksSecret(name), name).toBe(false);
  });

  it('cleans URLs of user, query, fragment and key-like path segments', () => {
    expect(safeUrl('https://u:p@h.example.com/a/sk-ak-0123456789abcdefgh/sse?x=1#f')).toEqual({
      text: 'https://h.example.com/a/…/sse',
      host: 'h.example.com',
      withheld: 4,
    });
    expect(safeUrl('file:///etc/passwd')).toBeUndefined();
    expect(safeUrl('not a url')).toBeUndefined();
  });
});

describe('matching', () => {
  const one = (command: string, args: string[] = [], name = 'x') =>
    matchEntry(parseConfig(JSON.stringify({ mcpServers: { [name]: { command, args } } })).entries[0]!, index);
  const remote = (url: string, name = 'x') =>
    matchEntry(parseConfig(JSON.stringify({ mcpServers: { [name]: { url } } })).entries[0]!, index);

  it('is sure of the npm package the catalogue read, whatever the version', () => {
    const m = one('npx', ['-y', '@modelcontextprotocol/server-filesystem@2025.7.1']);
    expect(m.match).toEqual({
      slug: 'mcp-ref-filesystem',
      confidence: 'sure',
      how: 'npm package @modelcontextprotocol/server-filesystem, the package the catalogue read its tools from',
    });
  });

  it('finds servers read from source by repository and by name, as likely', () => {
    expect(one('docker', ['run', '-i', 'ghcr.io/github/github-mcp-server']).match).toMatchObject({
      slug: 'github',
      confidence: 'likely',
    });
    expect(one('github-mcp-server', ['stdio']).match).toMatchObject({ slug: 'github', confidence: 'likely' });
    expect(one('uvx', ['mcp-server-fetch']).match).toMatchObject({ slug: 'mcp-ref-fetch', confidence: 'likely' });
    expect(one('uvx', ['awslabs.aws-api-mcp-server@latest']).match).toMatchObject({ slug: 'awslabs-aws-api' });
    expect(one('npx', ['@playwright/mcp@latest']).match).toMatchObject({ slug: 'playwright', confidence: 'likely' });
    expect(one('npx', ['-y', 'mongodb-mcp-server']).match?.how).toBe(
      'the npm package mongodb-mcp-server has the name of the repository mongodb-js/mongodb-mcp-server',
    );
    // Two GitHub servers; the npm scope names the reference one's publisher, and a Go server has no npm package.
    expect(one('npx', ['-y', '@modelcontextprotocol/server-github']).match).toMatchObject({
      slug: 'mcp-archived-github',
      confidence: 'likely',
    });
    expect(remote('https://radar.mcp.cloudflare.com/sse').match).toMatchObject({ slug: 'cloudflare-radar' });
  });

  it('never lets an npm package stand for a Python server, or a remote address for a stdio-only one', () => {
    expect(one('npx', ['-y', 'mcp-server-fetch']).match).toBeUndefined();
    expect(remote('https://fetch.example.com/mcp').match).toBeUndefined();
  });

  it('only guesses from part of a name or from the name the config gives it, and never applies a guess', () => {
    const docs = remote('https://docs.mcp.cloudflare.com/mcp');
    expect(docs.match).toBeUndefined();
    expect(docs.guesses.map((g) => g.slug)).toContain('cloudflare-docs-ai-search');
    const github = remote('https://api.githubcopilot.com/mcp/', 'github');
    expect(github.match).toBeUndefined();
    expect(github.guesses.map((g) => [g.slug, g.confidence, g.how])).toEqual([
      ['mcp-archived-github', 'guess', 'only the name "github" your config gives it'],
      ['github', 'guess', 'only the name "github" your config gives it'],
    ]);
    expect(one('npx', ['-y', 'some-unknown-mcp']).guesses).toEqual([]);
    expect(stackFromMatches([github]).slugs).toEqual([]);
  });

  it('builds the stack from sure and likely matches of servers that are on, each under its name in the config', () => {
    const matches = matchConfig(parseFixture('windsurf/mcp_config.json').entries, index);
    const stack = stackFromMatches(matches);
    expect(stack.slugs).toEqual(['cloudflare-radar', 'firecrawl-mcp']);
    expect([...stack.names]).toEqual([
      ['cloudflare-radar', 'cloudflare-radar'],
      ['firecrawl-mcp', 'firecrawl'],
    ]);
    const clash = stackFromMatches(
      matchConfig(
        parseConfig(
          JSON.stringify({
            mcpServers: { 'my server': { command: 'uvx', args: ['mcp-server-git'] } },
            projects: {
              '/a': { mcpServers: { fs: { command: 'uvx', args: ['mcp-server-fetch'] } } },
              '/b': { mcpServers: { fs: { command: 'npx', args: ['-y', 'firecrawl-mcp'] } } },
            },
          }),
        ).entries,
        index,
      ),
    );
    expect([...clash.names]).toEqual([['mcp-ref-fetch', 'fs']]);
    expect(clash.notes).toEqual([
      '"my server" cannot stand in a file name, so the files name mcp-ref-git by its catalogue name; use a name of letters, digits, "_", "." and "-" in your config, or rename it in the files.',
      'Your config calls two servers "fs" (mcp-ref-fetch and firecrawl-mcp); the files use it for mcp-ref-fetch and the catalogue name for firecrawl-mcp.',
    ]);
  });
});

describe('versions', () => {
  const fs = CATALOGUE[0]!;
  const runs = (version?: string) => ({
    kind: 'npm' as const,
    name: fs.packages[0]!.name,
    via: 'npx',
    ...(version ? { version } : {}),
  });

  it('says plainly when the catalogue does not hold the pinned version', () => {
    const note = versionNote(runs('2025.7.1'), fs)!;
    expect(versionText(note)).toBe(
      'Runs 2025.7.1, but the catalogue read 2026.8.31 and holds no tool list for 2025.7.1, so it cannot say which tools were added, removed or redefined between them; its verdicts are for 2026.8.31.',
    );
    expect(versionNote(runs('2026.8.31'), fs)).toEqual({ kind: 'same', version: '2026.8.31' });
    expect(versionText(versionNote(runs(), fs)!)).toMatch(/^No version is pinned/);
    expect(
      versionText(versionNote({ kind: 'pypi', name: 'mcp-server-fetch', version: '1.0', via: 'uvx' }, CATALOGUE[1]!)!),
    ).toMatch(/read this server's tools from its source, not from a release, so it cannot say how 1.0 differs/);
  });

  it('says what changed when it holds both', () => {
    const before = [
      { name: 'read_file', hash: 'a' },
      { name: 'write_file', hash: 'b' },
      { name: 'old_tool', hash: 'c' },
    ];
    const after = [
      { name: 'read_file', hash: 'a' },
      { name: 'write_file', hash: 'B' },
      { name: 'move_file', hash: 'd' },
    ];
    expect(toolDiff(before, after)).toEqual({ added: ['move_file'], removed: ['old_tool'], redefined: ['write_file'] });
    const note = versionNote(runs('2025.7.1'), fs, (v) => (v === '2025.7.1' ? { before, after } : undefined))!;
    expect(versionText(note)).toBe(
      'Runs 2025.7.1; the catalogue read 2026.8.31. From 2025.7.1 to 2026.8.31: 2026.8.31 adds move_file; removes old_tool; redefines write_file.',
    );
  });
});

describe('import commands', () => {
  it('harvests an npm package and imports anything else, with no secret and no taken slug', () => {
    expect(importAdvice({ kind: 'npm', name: '@dana/notes-mcp', via: 'npx' }, 'n').command).toBe(
      'npm run harvest -- --only @dana/notes-mcp',
    );
    expect(
      importAdvice({ kind: 'npm', name: 'x-mcp', via: 'npx' }, 'n', {
        listed: true,
        outcome: 'needs a credential to start',
      }),
    ).toEqual({
      command: 'npm run harvest -- --only x-mcp --retry',
      note: 'The harvest tried it before: it needs a credential to start.',
    });
    expect(
      importAdvice(
        { kind: 'remote', url: 'https://radar.mcp.cloudflare.com/sse', host: 'radar.mcp.cloudflare.com' },
        'r',
        undefined,
        new Set(['cloudflare-radar']),
      ).command,
    ).toBe('npm run import -- --http https://radar.mcp.cloudflare.com/sse --server cloudflare-radar-2');
    // The one supported way to run a server nobody reviewed is the harvest's sandbox, which starts no container.
    const docker = importAdvice({ kind: 'docker', image: 'ghcr.io/o/img', tag: '1.4', via: 'docker' }, 'd');
    expect(docker.command).toBeUndefined();
    expect(docker.note).toMatch(/^ghcr\.io\/o\/img is a container image/);
    const program = importAdvice({ kind: 'program', name: 'notes-server' }, 'p');
    expect(program.command).toBe(
      'npm run import -- --sandbox "<folder holding it>" --stdio "notes-server" --server notes-server',
    );
    for (const advice of [docker, program]) expect(advice.command ?? '').not.toMatch(/bwrap|ro-bind/);
    expect(suggestedSlug('@Scope/My_Server')).toBe('scope-my-server');
  });
});

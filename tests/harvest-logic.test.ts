import { existsSync, readFileSync } from 'node:fs';
import { compareListings } from '../src/lib/harvest/identities.ts';
import {
  binsOf,
  httpRegistry,
  integrityMatches,
  registrySpec,
  resolveTree,
  sha512Integrity,
  type Packument,
  type Registry,
  type VersionManifest,
} from '../src/lib/harvest/install.ts';
import { createServer } from 'node:http';
import { ARCHES, DENIED_SYSCALLS, seccompInstructions, seccompProgram } from '../src/lib/harvest/seccomp.ts';
import { DEFAULT_LIMITS } from '../src/lib/harvest/sandbox.ts';
import { describe, expect, it } from 'vitest';
import { rebuildFailureLine, rejectionDetail } from '../src/lib/harvest/pipeline.ts';
import { parse } from 'yaml';
import {
  findEntry,
  missingVariables,
  optionsAsked,
  placeholderArgument,
  placeholderValue,
  readmeArgs,
  readmeEnvVars,
  variablesAsked,
  WORK_FOLDER,
} from '../src/lib/harvest/entry.ts';
import { provenanceFacts, provenanceOf, publisherOf, repositoryUrl } from '../src/lib/harvest/registry-provenance.ts';
import {
  buildReport,
  coverageOf,
  figures,
  percent,
  progressLine,
  seedState,
  shownDetail,
  summaryLine,
} from '../src/lib/harvest/report.ts';
import { decide, HELD_OUT_EXACT, heldOut, parseTsv, select } from '../src/lib/harvest/select.ts';
import { harvestReportSchema, npmSourcesSchema, type HarvestEntry } from '../src/schema/harvest.ts';

const sources = npmSourcesSchema.parse(parse(readFileSync('data/sources/npm.yaml', 'utf8')));

describe('the committed source list', () => {
  it('holds at least 300 packages, each once, with an exact version and a reason', () => {
    expect(sources.packages.length).toBeGreaterThanOrEqual(300);
    const names = sources.packages.map((p) => p.package);
    expect(new Set(names).size).toBe(names.length);
    for (const p of sources.packages) expect(p.version, p.package).toMatch(/^\d+\.\d+\.\d+(-[\w.-]+)?$/);
  });

  it('never names a held-out package, nor any Grafana or Terraform one, in what it harvests', () => {
    const names = sources.packages.map((p) => p.package);
    for (const name of HELD_OUT_EXACT) expect(names).not.toContain(name);
    expect(names.filter((n) => /grafana|terraform/i.test(n))).toEqual([]);
    expect(names.filter(heldOut)).toEqual([]);
  });

  it('decides every MCP package once: listed to try or skipped with a reason, never both', () => {
    const listed = new Set(sources.packages.map((p) => p.package));
    const skipped = (sources.skipped ?? []).map((p) => p.package);
    expect(skipped.filter((n) => listed.has(n))).toEqual([]);
    expect(new Set(skipped).size).toBe(skipped.length);
    for (const p of sources.skipped ?? []) expect(p.why.trim(), p.package).not.toBe('');
  });

  it('is ordered by monthly downloads, most first', () => {
    const downloads = sources.packages.map((p) => Number(/^(\d+) downloads/.exec(p.why)?.[1]));
    expect(downloads.every((d, i) => i === 0 || d <= downloads[i - 1]!)).toBe(true);
  });
});

describe('selection', () => {
  const row = (name: string, summary = '', downloads = 10) => ({ name, version: '1.0.0', downloads, summary });
  it('holds out the evaluation packages whatever the overrides say', () => {
    for (const name of [
      '@supabase/mcp-server-supabase',
      '@stripe/mcp',
      '@sentry/mcp-server',
      'kubernetes-mcp-server',
      'kubernetes-mcp-server-linux-amd64',
      'mcp-grafana',
      '@grafana/mcp',
      'terraform-mcp-server',
    ]) {
      expect(decide(row(name, 'MCP server'), new Map([[name, { take: true, why: 'forced' }]])).take, name).toBe(false);
    }
    expect(heldOut('mcp-server-kubernetes')).toBe(false);
  });
  it('skips SDKs, frameworks, proxies, clients and platform binaries, and takes servers', () => {
    expect(decide(row('@modelcontextprotocol/sdk', 'Model Context Protocol implementation for TypeScript')).take).toBe(
      false,
    );
    expect(decide(row('fastmcp', 'A TypeScript framework for building MCP servers.')).take).toBe(false);
    expect(decide(row('mcp-proxy', 'A TypeScript SSE proxy for MCP servers that use stdio transport.')).take).toBe(
      false,
    );
    expect(decide(row('@azure/mcp-linux-x64', 'Azure MCP Server, for linux on x64')).take).toBe(false);
    expect(decide(row('mcp-remote', 'Remote proxy for Model Context Protocol')).take).toBe(false);
    expect(decide(row('tavily-mcp', 'MCP server for advanced web search using Tavily')).take).toBe(true);
  });
  it('takes the most downloaded servers first and explains every package it passed over', () => {
    const rows = parseTsv(
      'name\tversion\tdownloads\tsummary\nb-mcp\t1.0.0\t5\tMCP server for B\nsdk-mcp\t1.0.0\t50\tMCP SDK\na-mcp\t2.0.0\t9\tMCP server for A\n',
    );
    const s = select(rows, 2);
    expect(s.taken.map((r) => r.name)).toEqual(['a-mcp', 'b-mcp']);
    expect(s.skipped.map((r) => [r.name, r.why])).toEqual([['sdk-mcp', 'an SDK for building servers or clients']]);
  });
});

describe('entry point and credentials from the package', () => {
  const readme =
    '```json\n{"mcpServers":{"x":{"command":"npx","args":["-y","@acme/x-mcp@latest","--read-only","/path/to/dir"],"env":{"ACME_API_KEY":"your-key","ACME_BASE_URL":"https://acme"}}}}\n```\nOr: `ACME_TOKEN=abc npx @acme/x-mcp`';
  it("uses the bin, with the README configuration's arguments and placeholder paths pointed at the sandbox", () => {
    expect(findEntry({ name: '@acme/x-mcp', bin: { 'x-mcp': 'dist/cli.js' } }, readme)).toEqual({
      found: true,
      binName: 'x-mcp',
      file: 'dist/cli.js',
      args: ['--read-only', WORK_FOLDER],
      via: 'bin',
    });
    expect(readmeArgs('no config here', '@acme/x-mcp')).toBeUndefined();
    expect(
      readmeArgs(
        '"command": "npx", "args": ["-y", "--package", "@acme/x-mcp", "--", "x", "start", "--key", "KEY"]',
        '@acme/x-mcp',
      ),
    ).toEqual(['start', '--key', 'KEY']);
  });
  it('picks the bin named like the package among several', () => {
    const entry = findEntry({ name: 'tool-mcp', bin: { helper: 'h.js', 'tool-mcp': 'main.js' } }, '');
    expect(entry).toMatchObject({ found: true, binName: 'tool-mcp' });
  });
  it('says why when there is no command', () => {
    expect(findEntry({ name: 'lib-mcp', main: 'index.js' }, '')).toMatchObject({ found: false });
  });
  it('reads the variables the README names, and only gives placeholders of a harmless shape', () => {
    expect(readmeEnvVars(readme)).toEqual(['ACME_API_KEY', 'ACME_BASE_URL', 'ACME_TOKEN']);
    expect(placeholderValue('ACME_BASE_URL')).toBe('http://127.0.0.1:9/');
    expect(placeholderValue('ACME_API_KEY')).toBe('placeholder-acme-api-key');
    expect(missingVariables('Error: ACME_API_KEY is required', ['ACME_API_KEY', 'OTHER'])).toEqual(['ACME_API_KEY']);
    expect(missingVariables('Error: FOO_TOKEN missing', [])).toEqual(['FOO_TOKEN']);
    expect(missingVariables('Error: something else', [])).toEqual([]);
  });
});

describe("the importer's refusal", () => {
  it('is reported with its first problem, not only the line introducing it', () => {
    expect(
      rejectionDetail(
        'nothing was written: the catalogue would not validate (1 problem):\n  servers/x/server.yaml: name: too close to y\n  more',
      ),
    ).toBe(
      'nothing was written: the catalogue would not validate (1 problem): servers/x/server.yaml: name: too close to y',
    );
    expect(rejectionDetail('refused: a hostile definition')).toBe('refused: a hostile definition');
  });
});

describe('install scripts that failed in the sandbox', () => {
  it("say why with npm's telling line, not its pointer to a log file", () => {
    const stderr = [
      'harvest: running install scripts',
      'npm error code 1',
      'npm error path /pkg/node_modules/better-sqlite3',
      'npm error command sh -c prebuild-install || node-gyp rebuild --release',
      'npm error gyp ERR! find Python Python is not set from command line or npm configuration',
      'npm error A complete log of this run can be found in: /home/omar/.npm/_logs/2026-12-02-debug-0.log',
    ].join('\n');
    expect(rebuildFailureLine(stderr)).toBe(
      'npm error gyp ERR! find Python Python is not set from command line or npm configuration',
    );
    expect(rebuildFailureLine('harvest: x\n')).toBe('no output');
  });
});

describe("placeholders for what a server's own error asks for", () => {
  it('reads the settings an error says are required, never error codes', () => {
    expect(variablesAsked('Error: DATADOG_API_KEY and DATADOG_APP_KEY must be set')).toEqual([
      'DATADOG_API_KEY',
      'DATADOG_APP_KEY',
    ]);
    expect(variablesAsked('Error: BROWSERSTACK_USERNAME environment variable is required')).toEqual([
      'BROWSERSTACK_USERNAME',
    ]);
    expect(variablesAsked("Error [ERR_MODULE_NOT_FOUND]: Cannot find package 'x' (required by y)")).toEqual([]);
    expect(variablesAsked('ACME_API_KEY loaded')).toEqual([]);
  });
  it('reads the options and folders an error or a usage line says are required', () => {
    expect(optionsAsked("error: required option '--dev-server-url <devServerUrl>' not specified")).toEqual([
      { flag: '--dev-server-url', value: 'devServerUrl' },
    ]);
    expect(optionsAsked('Initialization error: Error: Missing required argument: --project-id')).toEqual([
      { flag: '--project-id', value: 'project-id' },
    ]);
    expect(optionsAsked('Usage: mcp-server-filesystem --allowed-directories <allowed-directories>')).toEqual([
      { flag: '--allowed-directories', value: 'allowed-directories' },
    ]);
    expect(optionsAsked('Usage: mcp-server-x [options] <directory> [more...]')).toEqual([{ value: 'directory' }]);
    expect(optionsAsked('Usage: bitcompass [options] [command]')).toEqual([]);
    expect(optionsAsked("error: required option '--help' not specified")).toEqual([]);
  });
  it('gives each a harmless value: a folder is the sandbox work folder, an address answers nothing', () => {
    expect(placeholderArgument('allowed-directories', '/w')).toBe('/w');
    expect(placeholderArgument('devServerUrl', '/w')).toBe('http://127.0.0.1:9/');
    expect(placeholderArgument('project-id', '/w')).toBe('placeholder-project-id');
  });
});

describe('provenance and publisher', () => {
  const sandbox = {
    outcome: 'listed' as const,
    tools: 3,
    command: 'x-mcp',
    placeholderCredentials: [],
    installScripts: false,
  };
  it("turns the metadata's repository forms into https addresses", () => {
    expect(repositoryUrl({ type: 'git', url: 'git+https://github.com/acme/x.git' })).toBe('https://github.com/acme/x');
    expect(repositoryUrl('github:acme/x')).toBe('https://github.com/acme/x');
    expect(repositoryUrl('acme/x')).toBe('https://github.com/acme/x');
    expect(repositoryUrl({ url: 'git@github.com:acme/x.git' })).toBe('https://github.com/acme/x');
    expect(repositoryUrl({ url: 'git://github.com/acme/x.git' })).toBe('https://github.com/acme/x');
    expect(repositoryUrl({ url: 'https://user:pw@github.com/acme/x' })).toBe('https://github.com/acme/x');
    expect(repositoryUrl({ url: 'javascript:alert(1)' })).toBeUndefined();
    expect(repositoryUrl(undefined)).toBeUndefined();
  });
  it('names the publisher its metadata names, and decides nothing about the vendor', () => {
    const meta = (name: string, repo?: string) => ({
      name,
      version: '1.0.0',
      ...(repo ? { repository: repo } : {}),
      dist: { integrity: 'sha512-abc=' },
    });
    expect(publisherOf(provenanceOf(meta('@acme/x', 'github:mallory/x'), sandbox, '2026-11-30'))).toEqual({
      name: 'mallory',
    });
    expect(publisherOf(provenanceOf(meta('@acme/x'), sandbox, '2026-11-30'))).toEqual({ name: 'acme' });
    expect(publisherOf(provenanceOf(meta('acme-mcp'), sandbox, '2026-11-30'))).toEqual({ name: 'acme-mcp' });
  });
  it('records the attestation when present and says so when absent', () => {
    const p = provenanceOf({ name: 'x', version: '1.0.0', dist: { integrity: 'sha512-abc=' } }, sandbox, '2026-11-30');
    expect(p.attestation).toBeUndefined();
    expect(provenanceFacts(p).find((f) => f.label === 'Provenance attestation')?.value).toBe(
      'none in the registry metadata',
    );
    expect(() => provenanceOf({ name: 'x', version: '1.0.0' }, sandbox, '2026-11-30')).toThrow(/integrity/);
  });
  it('shows a cloaking finding as a warning, what install scripts ran, and which clients were compared', () => {
    const base = { name: 'x', version: '1.0.0', dist: { integrity: 'sha512-abc=' } };
    const compared = provenanceFacts(
      provenanceOf(base, { ...sandbox, identities: ['claude-code 2.0.31', 'cursor-vscode 1.0.0'] }, '2026-11-30'),
    );
    expect(compared.find((f) => f.label === 'Clients compared')?.value).toMatch(
      /^Listed as claude-code 2\.0\.31 and cursor-vscode 1\.0\.0, each in a sandbox of its own/,
    );
    const cloaked = provenanceFacts(
      provenanceOf(
        base,
        {
          ...sandbox,
          installScripts: true,
          installScriptsRun: ['x: install (node install.js)'],
          cloaking: { identities: ['claude-code', 'cursor'], differences: ['listed "run_shell" to claude-code only'] },
        },
        '2026-11-30',
      ),
    );
    expect(cloaked.find((f) => f.label === 'Cloaking finding')).toMatchObject({ warning: true });
    expect(cloaked.find((f) => f.label === 'Sandbox run')?.value).toMatch(
      /install scripts were run in the sandbox first \(x: install \(node install\.js\)\)$/,
    );
  });
});

describe('report', () => {
  const entries: HarvestEntry[] = [
    { package: 'a', version: '1.0.0', outcome: 'listed', tools: 4, server: 'a' },
    { package: 'b', version: '1.0.0', outcome: 'needs-credential', variables: ['B_KEY'] },
    { package: 'c', version: '1.0.0', outcome: 'crashed', detail: 'Error: \u202Eevil\u0007' },
  ];
  it('keeps the source order, counts every outcome, and validates', () => {
    const done = new Map(entries.map((e) => [`${e.package}@${e.version}`, e]));
    const report = buildReport(
      [
        { package: 'c', version: '1.0.0' },
        { package: 'a', version: '1.0.0' },
        { package: 'b', version: '1.0.0' },
        { package: 'd', version: '1.0.0' },
      ],
      done,
      '2026-11-30',
    );
    expect(report.packages.map((e) => e.package)).toEqual(['c', 'a', 'b']);
    expect(harvestReportSchema.safeParse(report).success).toBe(true);
    const f = figures(report.packages);
    expect(f).toMatchObject({ tried: 3, tools: 4, servers: 1 });
    expect(f.byOutcome).toMatchObject({ listed: 1, 'needs-credential': 1, crashed: 1, 'timed-out': 0 });
    expect(summaryLine(f)).toContain('tried 3: listed 1, needs-credential 1, crashed 1; 4 tools into 1 servers');
  });
  it("says what share of the env's MCP list was listed, tried and ended each way", () => {
    const sources = {
      packages: [
        { package: 'a', version: '1.0.0', why: '9 downloads a month' },
        { package: 'b', version: '1.0.0', why: '8 downloads a month' },
        { package: 'c', version: '1.0.0', why: '7 downloads a month' },
        { package: 'e', version: '1.0.0', why: '6 downloads a month' },
      ],
      skipped: [{ package: 'lib', version: '1.0.0', why: 'a library' }],
    };
    // 'a' was tried at an older version: it no longer counts as tried for this list.
    const tried = [...entries, { package: 'a', version: '0.9.0', outcome: 'crashed' as const }];
    const cov = coverageOf(sources, tried);
    expect(cov).toMatchObject({ mcpPackages: 5, listed: 4, skipped: 1, tried: 3 });
    expect(cov.byOutcome).toMatchObject({ listed: 1, 'needs-credential': 1, crashed: 1, 'timed-out': 0 });
    expect(percent(cov.tried, cov.mcpPackages)).toBe('60.0%');
    expect(percent(0, 0)).toBe('0%');
    const report = buildReport(
      sources.packages,
      new Map(entries.map((e) => [`${e.package}@${e.version}`, e])),
      '2026-12-02',
      sources,
    );
    expect(report.coverage).toEqual(cov);
    expect(harvestReportSchema.safeParse(report).success).toBe(true);
  });
  it('seeds the packages done from the state file, or from the committed report when there is no state file', () => {
    const report = { generated: '2026-11-30', sandbox: 's', packages: entries };
    expect([...seedState(undefined, report).keys()]).toEqual(['a@1.0.0', 'b@1.0.0', 'c@1.0.0']);
    expect([...seedState([entries[0]!], report).keys()]).toEqual(['a@1.0.0']);
    expect(seedState(undefined, undefined).size).toBe(0);
  });
  it('prints one line a package, and shows error text with hidden characters marked', () => {
    expect(progressLine(2, 3, entries[1]!)).toBe('[2/3] b@1.0.0  needs a credential (B_KEY)');
    expect(shownDetail(entries[2]!.detail)).toBe('Error: ⟦U+202E⟧evil⟦U+0007⟧');
  });
});

describe('the seccomp filter (seccomp.ts)', () => {
  const header = (path: string, arch: 'x64' | 'arm64') => {
    if (!existsSync(path)) return undefined;
    const text = readFileSync(path, 'utf8');
    const numbers = new Map<string, number>();
    for (const m of text.matchAll(/#define __NR(?:3264)?_(\w+)\s+(\d+)\b/g)) numbers.set(m[1]!, Number(m[2]));
    void arch;
    return numbers;
  };
  it("names each denied call by the number the kernel's own headers give it", () => {
    const sources = [
      ['/usr/include/x86_64-linux-gnu/asm/unistd_64.h', 'x64'],
      ['/usr/include/asm-generic/unistd.h', 'arm64'],
    ] as const;
    let checked = 0;
    for (const [path, arch] of sources) {
      const numbers = header(path, arch);
      if (!numbers) continue;
      const spec = ARCHES[arch];
      for (const name of DENIED_SYSCALLS) {
        expect(spec.numbers[name], `${arch} ${name}`).toBe(numbers.get(name));
        checked++;
      }
      expect(spec.clone).toBe(numbers.get('clone'));
      expect(spec.clone3).toBe(numbers.get('clone3'));
      expect(spec.ioctl).toBe(numbers.get('ioctl'));
    }
    // The machines this runs on have linux-libc-dev; without it the kernel test in harvest-attacks still runs the filter.
    expect(checked).toBeGreaterThan(0);
  });
  it('is a well-formed program: checks the architecture first, every jump lands inside, and it ends by allowing', () => {
    for (const arch of ['x64', 'arm64'] as const) {
      const program = seccompInstructions(arch);
      expect(program[0]).toEqual({ code: 0x20, jt: 0, jf: 0, k: 4 });
      expect(program[1]!.k).toBe(ARCHES[arch].audit);
      program.forEach((ins, i) => {
        if ((ins.code & 0x07) === 0x05) {
          expect(i + 1 + ins.jt).toBeLessThan(program.length);
          expect(i + 1 + ins.jf).toBeLessThan(program.length);
        }
      });
      expect(program.at(-1)).toEqual({ code: 0x06, jt: 0, jf: 0, k: 0x7fff0000 });
      expect(seccompProgram(arch).length).toBe(program.length * 8);
    }
  });
});

describe('the installer (install.ts)', () => {
  it('takes registry specs only, classified by npm-package-arg', () => {
    expect(registrySpec('a', '^1.2.0')).toEqual({ ok: true, name: 'a', range: '^1.2.0' });
    expect(registrySpec('a', 'latest')).toEqual({ ok: true, name: 'a', range: 'latest' });
    expect(registrySpec('a', 'npm:@scope/b@^2')).toEqual({ ok: true, name: '@scope/b', range: '^2' });
    for (const [spec, kind] of [
      ['git+file:///tmp/repo', 'a git repository'],
      ['github:attacker/repo', 'a git repository'],
      ['attacker/repo', 'a git repository'],
      ['git+ssh://git@evil.example/x.git', 'a git repository'],
      ['file:../x', 'a folder on disk'],
      ['file:x.tgz', 'a file on disk'],
      ['link:../x', 'cannot be read as a registry package'],
      ['workspace:*', 'cannot be read as a registry package'],
      ['http://127.0.0.1:1/x.tgz', 'a tarball at a URL'],
      ['https://evil.example/x.tgz', 'a tarball at a URL'],
    ])
      expect(registrySpec('a', spec!), spec).toMatchObject({ ok: false, why: expect.stringContaining(kind!) });
    expect(registrySpec('a', 'npm:b@github:x/y')).toMatchObject({ ok: false });
  });
  it('checks integrity with the hash the registry names', () => {
    const bytes = Buffer.from('package');
    expect(integrityMatches(bytes, sha512Integrity(bytes))).toBe(true);
    expect(integrityMatches(Buffer.from('other'), sha512Integrity(bytes))).toBe(false);
    expect(integrityMatches(bytes, 'md5-abc')).toBe(false);
  });
  it('asks for a whole level of the tree at once, not one node after another', async () => {
    // a -> b, c; b -> d; c -> e. Read one node at a time, d and e would never be asked for together.
    const deps: Record<string, Record<string, string>> = { a: { b: '^1', c: '^1' }, b: { d: '^1' }, c: { e: '^1' } };
    const manifest = (name: string): VersionManifest => ({
      name,
      version: '1.0.0',
      dependencies: deps[name] ?? {},
      dist: {
        tarball: `https://registry.example/${name}/-/${name}-1.0.0.tgz`,
        integrity: sha512Integrity(Buffer.from(name)),
      },
    });
    const inFlight = new Set<string>();
    let together = false;
    const registry: Registry = {
      url: 'https://registry.example/',
      async packument(name): Promise<Packument> {
        inFlight.add(name);
        if (inFlight.has('d') && inFlight.has('e')) together = true;
        await new Promise((wake) => setTimeout(wake, 5));
        inFlight.delete(name);
        return { name, 'dist-tags': { latest: '1.0.0' }, versions: { '1.0.0': manifest(name) } };
      },
      tarball: () => Promise.reject(new Error('not used')),
    };
    const tree = await resolveTree(manifest('a'), registry, {
      tarball: 'https://registry.example/a.tgz',
      integrity: 'sha512-x',
    });
    expect(tree.nodes.map((n) => n.name).sort()).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(together).toBe(true);
  });
  it('keeps at most 16 metadata requests in flight, and answers every one', async () => {
    let now = 0;
    let most = 0;
    const server = createServer((req, res) => {
      most = Math.max(most, ++now);
      setTimeout(() => {
        now--;
        const name = decodeURIComponent(req.url!.slice(1));
        res.setHeader('content-type', 'application/json');
        res.end(JSON.stringify({ name, versions: {} }));
      }, 20);
    });
    await new Promise<void>((ready) => server.listen(0, '127.0.0.1', ready));
    try {
      const { port } = server.address() as { port: number };
      const registry = httpRegistry(`http://127.0.0.1:${port}/`);
      const names = Array.from({ length: 40 }, (_, i) => `p${i}`);
      const answers = await Promise.all(names.map((n) => registry.packument(n)));
      expect(answers.map((a) => a.name)).toEqual(names);
      expect(most).toBeLessThanOrEqual(16);
      expect(most).toBeGreaterThan(1);
    } finally {
      server.close();
    }
  });
  it('links only bins that stay inside their package', () => {
    expect(binsOf({ name: '@s/x', bin: './cli.js' })).toEqual({ x: 'cli.js' });
    expect(binsOf({ bin: { ok: 'bin/ok.js', up: '../../etc/passwd', abs: '/bin/sh', '../evil': 'x.js' } })).toEqual({
      ok: 'bin/ok.js',
    });
  });
});

describe('cloaking comparison (identities.ts)', () => {
  const tool = (name: string, description = 'Does it.') => ({ name, description, inputSchema: { type: 'object' } });
  it('finds nothing when every client was shown the same list, key order aside', () => {
    expect(
      compareListings([
        { identity: 'a', tools: [tool('x')] },
        { identity: 'b', tools: [{ inputSchema: { type: 'object' }, description: 'Does it.', name: 'x' }] },
      ]),
    ).toBeUndefined();
  });
  it('names tools shown to one client only, changed definitions, and a client that got no answer', () => {
    expect(
      compareListings([
        { identity: 'a', tools: [tool('x'), tool('y', 'Poisoned.')] },
        { identity: 'b', tools: [tool('y'), tool('z')] },
        { identity: 'c', failed: 'timed out' },
      ])?.differences,
    ).toEqual([
      'listed "x" to a only, not to b',
      'listed "z" to b only, not to a',
      'gave a and b different definitions of "y"',
      'listed tools to a but not to c (timed out)',
    ]);
  });
});

describe('the README says what the sandbox bounds are', () => {
  it('states the limits the code sets (DEFAULT_LIMITS), so prose and code cannot drift apart', () => {
    const readme = readFileSync('README.md', 'utf8');
    const section = readme
      .slice(readme.indexOf('## Harvest servers from npm'), readme.indexOf('## How the data is shaped'))
      .replace(/\s+/g, ' ');
    const MiB = 1024 * 1024;
    for (const phrase of [
      `${DEFAULT_LIMITS.tasks} processes and threads`,
      `${DEFAULT_LIMITS.memoryBytes / 1024 / MiB} GiB of memory a process`,
      `files of at most ${DEFAULT_LIMITS.fileBytes / MiB} MiB`,
      `${DEFAULT_LIMITS.openFiles} open files`,
      `${DEFAULT_LIMITS.cpuSeconds} s of CPU a process`,
      `\`/tmp\` ${DEFAULT_LIMITS.tmpBytes / MiB} MiB`,
      `the home ${DEFAULT_LIMITS.homeBytes / MiB} MiB`,
      `\`/dev/shm\` ${DEFAULT_LIMITS.shmBytes / MiB} MiB`,
      `${DEFAULT_LIMITS.pkgBytes / 1024 / MiB} GiB tmpfs`,
    ])
      expect(section).toContain(phrase);
  });
});

/**
 * Issue 31: each attack of the security review, rebuilt as a package of our own (tests/fixtures/harvest-attacks/)
 * and driven through `harvestPackage` with a tarball target, the path `npm run harvest -- --tarball` takes.
 * The registry is a fake one on 127.0.0.1 that records every request.
 */
import { execFileSync } from 'node:child_process';
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { validateCatalogue } from '../src/lib/validate/runner.ts';
import { httpRegistry } from '../src/lib/harvest/install.ts';
import { harvestPackage, type HarvestOptions } from '../src/lib/harvest/pipeline.ts';
import { assertSandbox } from '../src/lib/harvest/sandbox.ts';
import { serverSchema } from '../src/schema/server.ts';
import { toolSchema } from '../src/schema/tool.ts';
import {
  bytesOf,
  fakeRegistry,
  packAttack,
  packFiles,
  scratchCatalogue,
  type FakeRegistry,
} from './support/attack-packages.ts';

const root = mkdtempSync(join(tmpdir(), 'harvest-attacks-'));
// The sandbox runs as an unprivileged user when the tests run as root: it must reach the scratch folders.
chmodSync(root, 0o755);
let registry: FakeRegistry;
let options: HarvestOptions;
let http: Server;
let httpPort = 0;
const httpRequests: string[] = [];

beforeAll(async () => {
  assertSandbox();
  registry = await fakeRegistry();
  http = createServer((request, response) => {
    httpRequests.push(request.url ?? '');
    response.end('nothing');
  });
  await new Promise<void>((r) => http.listen(0, '127.0.0.1', () => r()));
  httpPort = (http.address() as { port: number }).port;
  const work = join(root, 'work');
  mkdirSync(work, { recursive: true });
  options = {
    catalogue: scratchCatalogue(root),
    workRoot: work,
    nodeDir: resolve(dirname(process.execPath), '..'),
    timeoutMs: 8000,
    today: '2026-12-02',
    registry: httpRegistry(registry.url),
    random: () => 0,
  };
}, 60_000);

afterAll(async () => {
  await registry?.close();
  http?.close();
  rmSync(root, { recursive: true, force: true });
});

const harvest = (tarball: string, extra: Partial<HarvestOptions> = {}) => {
  const pkg = JSON.parse(execFileSync('tar', ['-xzOf', tarball, 'package/package.json'], { encoding: 'utf8' })) as {
    name: string;
    version: string;
  };
  return harvestPackage({ package: pkg.name, version: pkg.version, tarball }, { ...options, ...extra });
};
const serverOf = (catalogue: string, slug: string) =>
  serverSchema.parse(parse(readFileSync(join(catalogue, 'servers', slug, 'server.yaml'), 'utf8')));
const toolOf = (catalogue: string, slug: string, tool: string) =>
  toolSchema.parse(parse(readFileSync(join(catalogue, 'servers', slug, 'tools', `${tool}.yaml`), 'utf8')));

describe('before the sandbox: only registry packages pinned by integrity are installed', () => {
  it('F1: a git dependency ends the harvest before anything is fetched, and its secret goes nowhere', async () => {
    const repo = join(root, 'private-repo');
    mkdirSync(repo, { recursive: true });
    writeFileSync(join(repo, 'secret.txt'), 'HSEC-CANARY private repo content 7781\n');
    writeFileSync(join(repo, 'package.json'), '{"name":"leak-git","version":"1.0.0"}');
    execFileSync('git', ['init', '-q'], { cwd: repo });
    const before = registry.requests.length;
    const entry = await harvest(packAttack(root, 'git-dependency', { GIT_REPO: repo.slice(1) }));
    expect(entry.outcome).toBe('non-registry-dependency');
    expect(entry.detail).toMatch(/depends on leak-git as "git\+file:.*a git repository, not a registry package/);
    expect(registry.requests.length).toBe(before);
    expect(existsSync(join(options.catalogue, 'servers', 'hsec-git-dep-mcp'))).toBe(false);
    expect(readdirSync(options.workRoot).filter((f) => f.startsWith('pkg-'))).toEqual([]);
  });

  it('F1: a file: dependency is refused the same way', async () => {
    const entry = await harvest(packAttack(root, 'file-dependency'));
    expect(entry).toMatchObject({ outcome: 'non-registry-dependency' });
    expect(entry.detail).toMatch(/leak-dir .*a (folder|file) on disk/);
  });

  it('F12: the host never requests an address a package names, even an optional dependency', async () => {
    const entry = await harvest(packAttack(root, 'http-dependency', { PORT: String(httpPort) }));
    expect(entry.outcome).toBe('non-registry-dependency');
    expect(entry.detail).toMatch(/leak-http .*a tarball at a URL/);
    expect(httpRequests).toEqual([]);
  });

  it('a registry dependency whose own dependency is a git repository is refused before any tarball is downloaded', async () => {
    const helper = packFiles(
      root,
      {
        'package.json': JSON.stringify({ name: 'hsec-bad-helper', version: '1.0.0' }),
        'index.js': 'module.exports = () => "bad"',
      },
      'hsec-bad-helper-1.0.0',
    );
    registry.publish(
      { name: 'hsec-bad-helper', version: '1.0.0', dependencies: { 'deep-leak': 'github:attacker/deep-leak' } },
      bytesOf(helper),
    );
    const before = registry.requests.length;
    const entry = await harvest(packAttack(root, 'registry-dependency', { DEPENDENCY: 'hsec-bad-helper' }));
    expect(entry.outcome).toBe('non-registry-dependency');
    expect(entry.detail).toMatch(
      /hsec-bad-helper@1\.0\.0 \(a dependency of hsec-registry-dep-mcp\) depends on deep-leak/,
    );
    // The packument was read; no tarball was.
    expect(registry.requests.slice(before)).toEqual(['/hsec-bad-helper']);
  });

  it('installs a registry dependency checked by integrity, and refuses one that does not match its hash', async () => {
    const good = packFiles(
      root,
      {
        'package.json': JSON.stringify({ name: 'hsec-helper', version: '1.2.0' }),
        'index.js': 'module.exports = () => "helper 1.2.0 here"',
      },
      'hsec-helper-1.2.0',
    );
    registry.publish({ name: 'hsec-helper', version: '1.2.0' }, bytesOf(good));
    const entry = await harvest(packAttack(root, 'registry-dependency', { DEPENDENCY: 'hsec-helper' }));
    expect(entry, JSON.stringify(entry)).toMatchObject({ outcome: 'listed', server: 'hsec-registry-dep-mcp' });
    expect(toolOf(options.catalogue, 'hsec-registry-dep-mcp', 'helper_says').description).toContain(
      'helper 1.2.0 here',
    );

    const tampered = packFiles(
      root,
      {
        'package.json': JSON.stringify({ name: 'hsec-helper', version: '1.3.0' }),
        'index.js': 'module.exports = () => "swapped"',
      },
      'hsec-helper-1.3.0',
    );
    registry.publish({ name: 'hsec-helper', version: '1.3.0' }, bytesOf(tampered), `sha512-${'A'.repeat(86)}==`);
    const refused = await harvest(packAttack(root, 'registry-dependency', { DEPENDENCY: 'hsec-helper' }), {
      catalogue: scratchCatalogue(root),
      registry: httpRegistry(registry.url),
    });
    expect(refused.outcome).toBe('install-failed');
    expect(refused.detail).toMatch(/hsec-helper@1\.3\.0: the tarball does not match its integrity hash/);
  });
});

describe('the sandbox', () => {
  it('F3, F4, F5: an unprivileged user with no nested namespaces, a seccomp filter and bounded processes, memory and disk', async () => {
    const listener = createServer((_, response) => response.end('x'));
    await new Promise<void>((r) => listener.listen(0, '127.0.0.1', () => r()));
    const port = (listener.address() as { port: number }).port;
    const entry = await harvest(packAttack(root, 'sandbox-probe', { PORT: String(port) }), {
      identities: undefined,
    });
    listener.close();
    expect(entry, JSON.stringify(entry)).toMatchObject({ outcome: 'listed' });
    const probe = toolOf(options.catalogue, 'hsec-sandbox-probe-mcp', 'probe_report');
    const found = JSON.parse(probe.description.replace(/^PROBE /, '')) as Record<string, string>;
    // F4: a seccomp filter, no capabilities, and no user or network namespace of its own.
    expect(found.seccomp).toBe('2');
    expect(found.noNewPrivs).toBe('1');
    expect(found.capEff).toBe('0000000000000000');
    expect(found.nestedUserns).not.toBe('CREATED');
    expect(found.nestedNetns).not.toBe('CREATED');
    // F3: no /etc/ssl/private, and a passwd of our own: an ordinary user, not the host's accounts.
    expect(found.sslPrivate).toBe('ENOENT');
    expect(found.passwdUsers).toBe('root,nobody,alex');
    expect(found).toMatchObject({ user: 'alex', uid: '1000', home: '/home/alex', host: 'alex-laptop' });
    expect(found.homeEntries).toBe('.cache,.config,.local,.npm,Documents,Downloads,project');
    expect(found.envKeys).toBe('HOME,LANG,LOGNAME,PATH,PWD,SHELL,TERM,USER');
    // F5: the root, /dev and the package are read-only; /tmp and the home are small; processes are capped.
    expect(found).toMatchObject({ rootWrite: 'EROFS', devWrite: 'EROFS', pkgWrite: 'EROFS' });
    expect(Number(found.tmpSize)).toBeLessThanOrEqual(256 * 1024 * 1024);
    expect(Number(found.homeSize)).toBeLessThanOrEqual(64 * 1024 * 1024);
    expect(found.tmpFill).toMatch(/ENOSPC|EFBIG/);
    expect(Number(found.processes)).toBeLessThan(128);
    expect(found.limits).toMatch(/Max processes 128 128/);
    expect(found.network).toMatch(/ECONNREFUSED|ENETUNREACH/);
    // The record says which clients the harvest presented itself as.
    expect(serverOf(options.catalogue, 'hsec-sandbox-probe-mcp').package?.sandbox.identities).toEqual([
      'claude-code 2.0.31',
      'cursor-vscode 1.0.0',
    ]);
  });

  it('F3: run as root, the sandboxed process is the unprivileged host user, never host root', async () => {
    if (process.getuid?.() !== 0) return; // the mapping only differs when the harvest runs as root
    const { sandboxFiles, sandboxSpawn } = await import('../src/lib/harvest/sandbox.ts');
    const { spawn } = await import('node:child_process');
    const look = { user: 'alex', host: 'alex-laptop' };
    const empty = join(root, 'empty');
    mkdirSync(empty, { recursive: true });
    const launch = sandboxSpawn(
      {
        packageRoot: empty,
        nodeDir: options.nodeDir,
        command: ['sleep', '5'],
        look,
        etcDir: sandboxFiles(options.workRoot, look),
      },
      { scratch: options.workRoot, stdio: ['ignore', 'ignore', 'ignore'] },
    );
    const child = spawn(launch.file, launch.args, { ...launch.options, detached: true });
    launch.close();
    await new Promise((r) => setTimeout(r, 500));
    const uids = readdirSync('/proc')
      .filter((p) => /^\d+$/.test(p))
      .flatMap((p) => {
        try {
          const cmd = readFileSync(`/proc/${p}/cmdline`, 'utf8');
          const status = readFileSync(`/proc/${p}/status`, 'utf8');
          let ancestor = Number(/^PPid:\s*(\d+)/m.exec(status)?.[1]);
          for (let hops = 0; hops < 6 && ancestor > 1 && ancestor !== child.pid; hops++)
            ancestor = Number(/^PPid:\s*(\d+)/m.exec(readFileSync(`/proc/${ancestor}/status`, 'utf8'))?.[1]);
          return cmd.startsWith('sleep\0') && ancestor === child.pid ? [/^Uid:\s*(\d+)/m.exec(status)?.[1]] : [];
        } catch {
          return [];
        }
      });
    process.kill(-child.pid!, 'SIGKILL');
    expect(uids).toEqual(['65534']);
  });

  it('F13: install scripts run only inside the sandbox, in the package folder, their writes kept there; the record says what ran', async () => {
    const entry = await harvest(packAttack(root, 'install-scripts'));
    expect(entry, JSON.stringify(entry)).toMatchObject({ outcome: 'listed', installScripts: true });
    const built = JSON.parse(
      toolOf(options.catalogue, 'hsec-rebuild-mcp', 'native_probe').description.replace(/^BUILT /, ''),
    ) as Record<string, string>;
    expect(built.cwd).toBe('/pkg/node_modules/hsec-rebuild-mcp');
    expect(built.hostTree).toBe('EROFS');
    const sandbox = serverOf(options.catalogue, 'hsec-rebuild-mcp').package!.sandbox;
    expect(sandbox.installScripts).toBe(true);
    expect(sandbox.installScriptsRun).toEqual(['hsec-rebuild-mcp: install (node install.js)']);
    // Nothing the scripts wrote reached the host: the package folder is gone, and no set-uid file or fill was left.
    expect(readdirSync(options.workRoot).filter((f) => f.startsWith('pkg-'))).toEqual([]);
  });

  it('F13: failing install scripts are reported as such, and the record claims nothing ran', async () => {
    const entry = await harvest(packAttack(root, 'failing-install-script'));
    expect(entry.outcome).toBe('crashed');
    expect(entry.detail).toMatch(/install scripts failed inside the sandbox/);
    expect(entry.installScripts).toBeUndefined();
    expect(existsSync(join(options.catalogue, 'servers', 'hsec-failing-script-mcp'))).toBe(false);
  });

  it('a package without install scripts records none', async () => {
    const entry = await harvest(packAttack(root, 'hostile-description'));
    expect(entry).toMatchObject({ outcome: 'listed' });
    expect(entry.installScripts).toBeUndefined();
    expect(serverOf(options.catalogue, 'hsec-description-mcp').package!.sandbox.installScripts).toBe(false);
  });
});

describe('cloaking: a server that shows the catalogue one list and its users another', () => {
  it('F6: different tools for different clients is a finding, and every tool is held for review with a stricter verdict', async () => {
    const entry = await harvest(packAttack(root, 'cloak-by-client'));
    expect(entry).toMatchObject({ outcome: 'listed', tools: 2 });
    expect(entry.detail).toMatch(/^cloaking: /);
    const server = serverOf(options.catalogue, 'hsec-cloak-client-mcp');
    expect(server.package!.sandbox.cloaking).toEqual({
      identities: ['claude-code', 'cursor'],
      differences: [
        'listed "run_shell" to claude-code only, not to cursor',
        'gave claude-code and cursor different definitions of "get_weather"',
      ],
    });
    for (const name of ['get_weather', 'run_shell']) {
      const tool = toolOf(options.catalogue, 'hsec-cloak-client-mcp', name);
      expect(tool.review.status).toBe('needs-review');
      expect(tool.review.flags.some((f) => f.startsWith('Cloaking:'))).toBe(true);
      expect(['require-approval', 'deny']).toContain(tool.policy.verdict);
    }
    // The stricter of the two definitions is the one kept: the poisoned one.
    expect(toolOf(options.catalogue, 'hsec-cloak-client-mcp', 'get_weather').description).toContain('id_rsa');
    expect(validateCatalogue(options.catalogue).problems.filter((p) => p.file.includes('hsec-cloak'))).toEqual([]);
  });

  it('F6: a server that recognises a catalogue by its client name, user, home or variables sees an ordinary client', async () => {
    const entry = await harvest(packAttack(root, 'cloak-by-sandbox'));
    expect(entry).toMatchObject({ outcome: 'listed', tools: 2 });
    // It showed the harvest what it shows people: the poisoned list, with the shell.
    expect(toolOf(options.catalogue, 'hsec-cloak-sandbox-mcp', 'get_weather').description).toContain('id_rsa');
    expect(existsSync(join(options.catalogue, 'servers', 'hsec-cloak-sandbox-mcp', 'tools', 'run_shell.yaml'))).toBe(
      true,
    );
  });
});

describe('records', () => {
  it("F14: the harvest does not copy npm's description as is: bidi, control and zero-width characters are stripped", async () => {
    const catalogue = scratchCatalogue(root);
    const entry = await harvest(packAttack(root, 'hostile-description'), { catalogue });
    expect(entry.outcome).toBe('listed');
    const server = serverOf(catalogue, 'hsec-description-mcp');
    expect(server.description).toContain('Its author describes it as: "Reads files evil safely (really)"');
    expect(server.description).not.toMatch(/[\u0000-\u001f\u007f-\u009f\u200b\u202a-\u202e\u2066-\u2069]/);
    expect(validateCatalogue(catalogue).problems).toEqual([]);
  });

  it('F15: a tool whose enum would build a page past the budget is refused whole, nothing written', async () => {
    const catalogue = scratchCatalogue(root);
    const entry = await harvest(packAttack(root, 'huge-enum'), { catalogue });
    expect(entry.outcome).toBe('rejected');
    expect(entry.detail).toMatch(/nothing was written: the catalogue would not validate/);
    expect(existsSync(join(catalogue, 'servers', 'hsec-huge-enum-mcp'))).toBe(false);
  });
});

import { spawnSync } from 'node:child_process';
import { chmodSync, cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { validateCatalogue } from '../src/lib/validate/runner.ts';
import { harvestPackage, npmPageUrl, type HarvestOptions } from '../src/lib/harvest/pipeline.ts';
import { assertSandbox, bwrapArgs, SandboxMissingError } from '../src/lib/harvest/sandbox.ts';
import { heldOut } from '../src/lib/harvest/select.ts';
import { serverSchema } from '../src/schema/server.ts';
import { packFake } from './support/fake-mcp-package.ts';

const REPO = resolve('.');
const root = mkdtempSync(join(tmpdir(), 'harvest-test-'));
// The sandbox runs as an unprivileged user when the tests run as root: it must reach the scratch folders.
chmodSync(root, 0o755);
const catalogue = join(root, 'catalogue');
const work = join(root, 'work');
let port = 0;
let listener: Server;
let options: HarvestOptions;
const tarballs: Record<string, string> = {};
const SECRET_ENV = 'HARVEST_TEST_SECRET_VALUE';

beforeAll(async () => {
  assertSandbox(); // the pipeline tests need bubblewrap; .ci/run installs it
  mkdirSync(work, { recursive: true });
  cpSync('data/attacks', join(catalogue, 'attacks'), { recursive: true });
  cpSync('data/organisations', join(catalogue, 'organisations'), { recursive: true });
  cpSync('data/servers/mcp-ref-time', join(catalogue, 'servers', 'mcp-ref-time'), { recursive: true });
  process.env[SECRET_ENV] = 'do-not-leak';
  listener = createServer((socket) => {
    socket.on('error', () => {});
    socket.end('hello');
  });
  await new Promise<void>((r) => listener.listen(0, '127.0.0.1', () => r()));
  port = (listener.address() as { port: number }).port;
  tarballs.ok = packFake(root, { name: 'fake-ok-mcp', mode: 'ok' });
  tarballs.unsourced = packFake(root, { name: 'fake-unsourced-mcp', mode: 'ok', noRepository: true });
  tarballs.probe = packFake(root, {
    name: 'fake-probe-mcp',
    mode: 'probe',
    probe: { file: join(REPO, 'package.json'), port, secretEnv: SECRET_ENV },
  });
  tarballs.readmeCred = packFake(root, {
    name: 'fake-cred-mcp',
    mode: 'needs-readme-credential',
    readme:
      '# fake\n\n```json\n{"mcpServers": {"fake": {"command": "npx", "args": ["-y", "fake-cred-mcp"], "env": {"FAKE_API_KEY": "<your key>"}}}}\n```\n',
  });
  tarballs.unnamedCred = packFake(root, { name: 'fake-token-mcp', mode: 'needs-unnamed-credential' });
  tarballs.stepwise = packFake(root, {
    name: 'fake-stepwise-mcp',
    mode: 'needs-option-then-credential',
    readme:
      '# fake\n\nRun `fake-stepwise-mcp --project-id <id>`.\n\n| Variable | Meaning |\n| --- | --- |\n| `STEP_API_TOKEN` | your token |\n',
  });
  tarballs.crash = packFake(root, { name: 'fake-crash-mcp', mode: 'crash' });
  tarballs.hang = packFake(root, { name: 'fake-hang-mcp', mode: 'hang', marker: `harvest-hang-marker-${process.pid}` });
  tarballs.hostile = packFake(root, { name: 'fake-hostile-mcp', mode: 'hostile' });
  options = {
    catalogue,
    workRoot: work,
    nodeDir: resolve(dirname(process.execPath), '..'),
    npmCache: join(root, 'npm-cache'),
    timeoutMs: 4000,
    today: '2026-11-30',
  };
}, 120_000);

afterAll(() => {
  listener?.close();
  delete process.env[SECRET_ENV];
  rmSync(root, { recursive: true, force: true });
});

const serverYaml = (slug: string) =>
  serverSchema.parse(parse(readFileSync(join(catalogue, 'servers', slug, 'server.yaml'), 'utf8')));

describe('harvest pipeline against packed fake servers', () => {
  it('lists every page of tools, imports them with the package provenance, and deletes its folder', async () => {
    const entry = await harvestPackage({ package: 'fake-ok-mcp', version: '1.0.0', tarball: tarballs.ok }, options);
    expect(entry).toMatchObject({ outcome: 'listed', tools: 3, server: 'fake-ok-mcp' });
    const tools = readdirSync(join(catalogue, 'servers', 'fake-ok-mcp', 'tools')).sort();
    expect(tools).toEqual(['delete_item.yaml', 'list_items.yaml', 'send_message.yaml']);
    const server = serverYaml('fake-ok-mcp');
    expect(server.package).toMatchObject({
      registry: 'npm',
      name: 'fake-ok-mcp',
      version: '1.0.0',
      repository: 'https://github.com/example/fake-ok-mcp',
      harvested: '2026-11-30',
    });
    expect(server.package!.integrity).toMatch(/^sha512-/);
    expect(server.package!.sandbox).toMatchObject({
      outcome: 'listed',
      tools: 3,
      placeholderCredentials: [],
      installScripts: false,
    });
    // The record says, once, that its tools were listed in the sandbox.
    expect(server.obtained).toEqual({ how: 'sandbox' });
    // The publisher is who the metadata names; whether that is a vendor is computed, never written by the harvest.
    expect(server.publisher).toEqual({ name: 'example' });
    expect(server.serves).toBeUndefined();
    expect(server.repository).toBe('https://github.com/example/fake-ok-mcp');
    expect(readdirSync(work).filter((f) => f.startsWith('pkg-'))).toEqual([]);
    expect(validateCatalogue(catalogue).problems).toEqual([]);
  });

  it('a package that names no repository is kept, with its npm page standing in and the record saying so', async () => {
    const entry = await harvestPackage(
      { package: 'fake-unsourced-mcp', version: '1.0.0', tarball: tarballs.unsourced },
      options,
    );
    expect(entry).toMatchObject({ outcome: 'listed', tools: 3, server: 'fake-unsourced-mcp' });
    const server = serverYaml('fake-unsourced-mcp');
    expect(server.repository).toBe(npmPageUrl('fake-unsourced-mcp', '1.0.0'));
    expect(server.repository).toBe('https://www.npmjs.com/package/fake-unsourced-mcp/v/1.0.0');
    expect(server.source.notes).toMatch(/names no source repository or homepage; its npm page/);
    expect(server.package?.repository).toBeUndefined();
    expect(server.publisher).toEqual({ name: 'fake-unsourced-mcp' });
    expect(validateCatalogue(catalogue).problems).toEqual([]);
  });

  it('harvesting the same package again updates its server instead of adding one', async () => {
    const before = readdirSync(join(catalogue, 'servers')).sort();
    const entry = await harvestPackage({ package: 'fake-ok-mcp', version: '1.0.0', tarball: tarballs.ok }, options);
    expect(entry.server).toBe('fake-ok-mcp');
    expect(readdirSync(join(catalogue, 'servers')).sort()).toEqual(before);
  });

  it('a package mapped to an existing catalogue server updates that server and keeps what a person wrote', async () => {
    const old = serverYaml('mcp-ref-time');
    const entry = await harvestPackage(
      { package: 'fake-ok-mcp', version: '1.0.0', tarball: tarballs.ok, server: 'mcp-ref-time' },
      options,
    );
    expect(entry).toMatchObject({ outcome: 'listed', server: 'mcp-ref-time' });
    const updated = serverYaml('mcp-ref-time');
    expect(updated.publisher).toEqual(old.publisher);
    expect(updated.description).toBe(old.description);
    expect(updated.package?.name).toBe('fake-ok-mcp');
    expect(existsSync(join(catalogue, 'servers', 'mcp-ref-time', 'tools', 'list_items.yaml'))).toBe(true);
    expect(validateCatalogue(catalogue).problems).toEqual([]);
  });

  it('the sandbox has no network, cannot see the repository, the home or the caller environment, and cannot write the package', async () => {
    const entry = await harvestPackage(
      { package: 'fake-probe-mcp', version: '1.0.0', tarball: tarballs.probe },
      options,
    );
    expect(entry.outcome).toBe('listed');
    const probe = parse(
      readFileSync(join(catalogue, 'servers', 'fake-probe-mcp', 'tools', 'probe_report.yaml'), 'utf8'),
    ) as { description: string };
    const found = JSON.parse(probe.description.replace(/^PROBE /, '')) as Record<string, string>;
    // The host's loopback listener answers outside (checked below), but not from inside the sandbox.
    expect(found.network).toMatch(/ECONNREFUSED|ENETUNREACH|TIMEOUT/);
    expect(found.interfaces).toBe('lo');
    expect(found.repo).toBe('ENOENT');
    expect(found.secret).toBe('ABSENT');
    expect(found.envKeys!.split(',')).toEqual(['HOME', 'LANG', 'LOGNAME', 'PATH', 'PWD', 'SHELL', 'TERM', 'USER']);
    // An ordinary-looking home: the usual folders, nothing of the host's.
    expect(found.home).toBe('.cache,.config,.local,.npm,Documents,Downloads,project');
    expect(found.pkgWrite).toBe('EROFS');
    expect(found.root!.split(',')).not.toContain('work');
    expect(found.root!.split(',')).not.toContain('root');
    // Control: the same port is reachable from outside the sandbox, so ECONNREFUSED above is the sandbox's doing.
    const { connect } = await import('node:net');
    const outside = await new Promise<string>((r) => {
      const s = connect(port, '127.0.0.1', () => {
        s.destroy();
        r('CONNECTED');
      });
      s.on('error', (e) => r((e as NodeJS.ErrnoException).code ?? 'error'));
    });
    expect(outside).toBe('CONNECTED');
  });

  it('gives placeholder credentials only for variables the README names, and records it', async () => {
    const entry = await harvestPackage(
      { package: 'fake-cred-mcp', version: '1.0.0', tarball: tarballs.readmeCred },
      options,
    );
    expect(entry).toMatchObject({ outcome: 'listed', variables: ['FAKE_API_KEY'] });
    const server = serverYaml('fake-cred-mcp');
    expect(server.package!.sandbox.placeholderCredentials).toEqual(['FAKE_API_KEY']);
    expect(server.auth).toEqual({ kind: 'api-key', needs: 'FAKE_API_KEY' });
  });

  it('gives placeholders, round by round, for the option and the setting its error asks for and its README names, and records exactly what was passed', async () => {
    const entry = await harvestPackage(
      { package: 'fake-stepwise-mcp', version: '1.0.0', tarball: tarballs.stepwise },
      options,
    );
    expect(entry).toMatchObject({
      outcome: 'listed',
      variables: ['STEP_API_TOKEN'],
      arguments: ['--project-id', 'placeholder-id'],
    });
    const sandbox = serverYaml('fake-stepwise-mcp').package!.sandbox;
    expect(sandbox.placeholderCredentials).toEqual(['STEP_API_TOKEN']);
    expect(sandbox.placeholderEnvironment).toEqual(['STEP_API_TOKEN=placeholder-step-api-token']);
    expect(sandbox.placeholderArguments).toEqual(['--project-id', 'placeholder-id']);
    expect(sandbox.command).toBe('fake-stepwise-mcp --project-id placeholder-id');
  });

  it('reports a server that needs a credential its README does not name, without guessing one', async () => {
    const entry = await harvestPackage(
      { package: 'fake-token-mcp', version: '1.0.0', tarball: tarballs.unnamedCred },
      options,
    );
    expect(entry).toMatchObject({ outcome: 'needs-credential', variables: ['MISSING_SERVICE_TOKEN'] });
    expect(existsSync(join(catalogue, 'servers', 'fake-token-mcp'))).toBe(false);
  });

  it('reports a crash with the first line of the error', async () => {
    const entry = await harvestPackage(
      { package: 'fake-crash-mcp', version: '1.0.0', tarball: tarballs.crash },
      options,
    );
    expect(entry.outcome).toBe('crashed');
    expect(entry.detail).toContain('boom <script>alert(1)</script>');
    expect(entry.detail).not.toContain('second line');
  });

  it('times out a hanging server and kills its whole process group', async () => {
    const marker = `harvest-hang-marker-${process.pid}`;
    const entry = await harvestPackage({ package: 'fake-hang-mcp', version: '1.0.0', tarball: tarballs.hang }, options);
    expect(entry.outcome).toBe('timed-out');
    await new Promise((r) => setTimeout(r, 500));
    const survivors = readdirSync('/proc')
      .filter((p) => /^\d+$/.test(p))
      .filter((p) => {
        try {
          return readFileSync(`/proc/${p}/cmdline`, 'utf8').includes(marker);
        } catch {
          return false;
        }
      });
    expect(survivors).toEqual([]);
  });

  it('refuses a hostile definition whole: nothing is written, the reason is reported', async () => {
    const entry = await harvestPackage(
      { package: 'fake-hostile-mcp', version: '1.0.0', tarball: tarballs.hostile },
      options,
    );
    expect(entry.outcome).toBe('rejected');
    expect(entry.detail).toContain('../../escape');
    expect(existsSync(join(catalogue, 'servers', 'fake-hostile-mcp'))).toBe(false);
    expect(existsSync(join(catalogue, 'escape.yaml'))).toBe(false);
  });

  it('never installs a held-out package', async () => {
    for (const name of [
      '@supabase/mcp-server-supabase',
      '@stripe/mcp',
      '@sentry/mcp-server',
      'kubernetes-mcp-server',
      'mcp-grafana',
      '@hashicorp/terraform-mcp-server',
    ]) {
      expect(heldOut(name)).toBe(true);
      await expect(harvestPackage({ package: name, version: '1.0.0' }, options)).rejects.toThrow(/held out/);
    }
  });
});

describe('sandbox', () => {
  it('refuses to run without bubblewrap, and so does npm run harvest', () => {
    expect(() => assertSandbox('/nonexistent/bwrap')).toThrow(SandboxMissingError);
    const run = spawnSync(
      process.execPath,
      ['scripts/harvest.ts', '--state', join(root, 'never.json'), '--report', join(root, 'never.yaml')],
      { encoding: 'utf8', env: { ...process.env, BWRAP_PATH: '/nonexistent/bwrap' } },
    );
    expect(run.status).toBe(2);
    expect(run.stderr).toMatch(/refuses to run untrusted servers without it/);
    expect(existsSync(join(root, 'never.json'))).toBe(false);
  });

  it('mounts only the system, the package, the Node binary and its own passwd; everything else is hidden', () => {
    const look = { user: 'alex', host: 'alex-laptop' };
    const args = bwrapArgs({
      packageRoot: '/tmp/x/pkg',
      nodeDir: '/opt/n',
      command: ['/opt/node/bin/node', 'a.js'],
      env: { API_KEY: 'placeholder' },
      look,
      etcDir: '/tmp/x/etc',
    });
    for (const flag of ['--unshare-all', '--unshare-user', '--disable-userns', '--clearenv', '--die-with-parent'])
      expect(args).toContain(flag);
    expect(args.slice(args.indexOf('--seccomp'), args.indexOf('--seccomp') + 2)).toEqual(['--seccomp', '3']);
    const mounts = args.flatMap((a, i) => (a.startsWith('--') && /bind/.test(a) ? [args[i + 1]] : []));
    expect(
      mounts.every(
        (m) =>
          m === '/usr' ||
          m!.startsWith('/etc/') ||
          m!.startsWith('/tmp/x/etc/') ||
          m === '/tmp/x/pkg' ||
          m === '/opt/n',
      ),
    ).toBe(true);
    expect(mounts).not.toContain('/etc/ssl');
    expect(mounts).not.toContain('/etc/passwd');
    expect(args.slice(args.indexOf('/tmp/x/pkg') - 1)[0]).toBe('--ro-bind');
    // Every writable mount has a size, and the rest of the root is read-only.
    args.forEach((a, i) => {
      if (a === '--tmpfs') expect(args[i - 2]).toBe('--size');
    });
    expect(args.join(' ')).toContain('--remount-ro /dev --remount-ro /');
    expect(() =>
      bwrapArgs({ packageRoot: '/p', nodeDir: '/n', command: ['x'], env: { 'A B': '1' }, look, etcDir: '/e' }),
    ).toThrow(/not an environment variable name/);
  });
});

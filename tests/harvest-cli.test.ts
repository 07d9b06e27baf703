/**
 * The command lines of issue 31, one run per exit code: `npm run harvest -- --tarball` (0 listed, 1 not listed,
 * 2 usage, 3 catalogue busy) and `npm run import -- --sandbox` (the one supported way to import from a live
 * server you do not trust; F2).
 */
import { spawnSync } from 'node:child_process';
import { chmodSync, cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { assertSandbox } from '../src/lib/harvest/sandbox.ts';
import { toolSchema } from '../src/schema/tool.ts';
import { ATTACKS, packAttack, scratchCatalogue } from './support/attack-packages.ts';

const root = mkdtempSync(join(tmpdir(), 'harvest-cli-'));
chmodSync(root, 0o755);
const work = join(root, 'work');

beforeAll(() => assertSandbox());
afterAll(() => rmSync(root, { recursive: true, force: true }));

const harvest = (...args: string[]) =>
  spawnSync(process.execPath, ['scripts/harvest.ts', '--work', work, '--timeout', '8000', ...args], {
    encoding: 'utf8',
  });

describe('npm run harvest -- --tarball <file.tgz> --out <catalogue>', () => {
  it('exit 0: the package listed its tools, with the report line every harvested package gets', () => {
    const catalogue = scratchCatalogue(root);
    const run = harvest('--tarball', packAttack(root, 'hostile-description'), '--out', catalogue);
    expect(run.status, run.stderr).toBe(0);
    expect(run.stdout).toMatch(/^\[1\/1\] hsec-description-mcp@1\.0\.0 {2}listed 1 tools -> hsec-description-mcp \(/m);
    expect(run.stdout).toMatch(/^summary: tried 1: listed 1; 1 tools into 1 servers/m);
  });

  it('exit 1: the package ended otherwise (a git dependency, refused before anything was fetched)', () => {
    const catalogue = scratchCatalogue(root);
    const run = harvest(
      '--tarball',
      packAttack(root, 'git-dependency', { GIT_REPO: 'tmp/nowhere' }),
      '--out',
      catalogue,
    );
    expect(run.status, run.stderr).toBe(1);
    expect(run.stdout).toMatch(
      /^\[1\/1\] hsec-git-dep-mcp@1\.0\.0 {2}non-registry-dependency: hsec-git-dep-mcp depends on leak-git/m,
    );
  });

  it('exit 2: no such tarball; nothing tried', () => {
    const run = harvest('--tarball', join(root, 'missing.tgz'), '--out', scratchCatalogue(root));
    expect(run.status).toBe(2);
    expect(run.stderr).toMatch(/missing\.tgz: .*no such file/);
  });

  it('exit 3: another writer holds the catalogue past --wait; nothing tried', () => {
    const catalogue = scratchCatalogue(root);
    writeFileSync(
      join(catalogue, '.catalogue.lock'),
      JSON.stringify({ pid: process.pid, host: hostname(), since: 'now', command: 'npm run import' }),
    );
    const run = harvest('--tarball', packAttack(root, 'hostile-description'), '--out', catalogue, '--wait', '200');
    expect(run.status).toBe(3);
    expect(run.stderr).toMatch(/another writer holds the catalogue \(pid \d+ .*npm run import\)/);
  });
});

describe('npm run import -- --sandbox <folder> --stdio "<command>"', () => {
  it('F2: the server sees neither the environment, nor the working folder, nor the home of the person importing', () => {
    const folder = join(root, 'readme-server');
    mkdirSync(folder, { recursive: true });
    cpSync(join(ATTACKS, 'readme-server'), folder, { recursive: true });
    chmodSync(folder, 0o755);
    const canary = join(process.cwd(), '.scratch-hsec-canary.txt');
    writeFileSync(canary, 'hsec canary file content 4242\n');
    const catalogue = scratchCatalogue(root);
    try {
      const run = spawnSync(
        process.execPath,
        [
          'scripts/import.ts',
          '--sandbox',
          folder,
          '--stdio',
          `node server.js ${canary}`,
          '--server',
          'readme-probe',
          '--repository',
          'https://github.com/example/probe',
          '--version',
          '1.0.0',
          '--out',
          catalogue,
        ],
        { encoding: 'utf8', env: { ...process.env, HSEC_CANARY_TOKEN: 'hsec-canary-env-value' } },
      );
      expect(run.status, run.stderr).toBe(0);
      const tool = toolSchema.parse(
        parse(readFileSync(join(catalogue, 'servers', 'readme-probe', 'tools', 'get_time.yaml'), 'utf8')),
      );
      const seen = JSON.stringify(tool.inputSchema);
      expect(seen).not.toContain('hsec-canary-env-value');
      expect(seen).not.toContain('4242');
      expect(seen).toContain('env absent');
      expect(seen).toContain('file: ENOENT');
      expect(seen).toContain('env names: 8');
      // Its own folder, the system and Node: no repository, no /root, no /work.
      expect(seen).toMatch(/root: bin,dev,etc,home,lib,lib64,opt,proc,sbin,srv,tmp,usr/);
    } finally {
      rmSync(canary, { force: true });
    }
  });
});

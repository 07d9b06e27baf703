/** Helpers shared by the importer's tests (tests/import.test.ts, tests/import-hostile.test.ts). */
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach } from 'vitest';
import { importServer } from '../../src/lib/import/run.ts';
import { readSourceFile } from '../../src/lib/import/source.ts';

/** A tools/list source as `npm run import -- <file>` reads it. */
export interface Source {
  server: object;
  tools: object[];
}

/**
 * Temporary folders for the calling test file, each removed after the test that made it.
 * Call once at the top of a test file; returns the function that makes a folder.
 */
export function useTempDirs(): (prefix: string) => string {
  const roots: string[] = [];
  afterEach(() => {
    for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
  });
  return (prefix) => {
    const dir = mkdtempSync(join(tmpdir(), prefix));
    roots.push(dir);
    return dir;
  };
}

/** An empty catalogue that knows the real attack patterns. */
export function emptyCatalogue(tempDir: (prefix: string) => string, prefix = 'import-'): string {
  const root = tempDir(prefix);
  cpSync('data/attacks', join(root, 'attacks'), { recursive: true });
  return root;
}

/** Writes source files of one shape: by default the given server and tools, or others the test passes. */
export function sourceWriter(
  tempDir: (prefix: string) => string,
  defaults: Source,
): (tools?: object[], server?: object) => string {
  return (tools = defaults.tools, server = defaults.server) => {
    const path = join(tempDir('source-'), 'tools.json');
    writeFileSync(path, JSON.stringify({ server, tools }));
    return path;
  };
}

/** A catalogue with the real attack patterns and the given source imported once, in this process (faster than starting the importer). */
export function seededCatalogue(tempDir: (prefix: string) => string, sourceFile: string, prefix = 'import-'): string {
  const root = emptyCatalogue(tempDir, prefix);
  importServer(readSourceFile(sourceFile), { out: root, today: '2026-01-01' });
  return root;
}

export interface Run {
  status: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
}

const importCommand = (args: string[], prefix: string[] = []) => [
  ...prefix,
  process.execPath,
  'scripts/import.ts',
  ...args,
];

/** Runs `npm run import` and waits for it (60 s at most). */
export function runImportSync(args: string[]): Run {
  const [command, ...rest] = importCommand(args);
  const result = spawnSync(command!, rest, { encoding: 'utf8', timeout: 60_000 });
  return { status: result.status, signal: result.signal, stdout: result.stdout, stderr: result.stderr };
}

/**
 * Runs `npm run import` without blocking this process (a fake HTTP server may live in it), killed after
 * 180 s if it hangs: a ceiling for a busy machine, where reading a 12 MB reply alone has taken 80 s.
 */
export function runImport(args: string[], options: { env?: NodeJS.ProcessEnv; prefix?: string[] } = {}): Promise<Run> {
  return new Promise((done) => {
    const [command, ...rest] = importCommand(args, options.prefix);
    const child = spawn(command!, rest, { env: options.env ?? process.env });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (c) => (stdout += c));
    child.stderr.on('data', (c) => (stderr += c));
    const killer = setTimeout(() => child.kill('SIGKILL'), 180_000);
    child.on('close', (status, signal) => {
      clearTimeout(killer);
      done({ status, signal, stdout, stderr });
    });
  });
}

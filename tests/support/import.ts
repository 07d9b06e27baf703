/** Helpers shared by the importer's tests (tests/import.test.ts, tests/import-hostile.test.ts). */
import { spawn } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach } from 'vitest';
import { importServer } from '../../src/lib/import/run.ts';
import { readSourceFile } from '../../src/lib/import/source.ts';
import { importCommand } from '../../scripts/import.ts';

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

/**
 * Runs `npm run import` in this process: the command's own function (scripts/import.ts), with its output
 * captured and the environment given (this process's by default). Starting a process per run cost most of the
 * importer tests' time; the tests that need a real process use runImportProcess.
 */
export async function runImport(args: string[], options: { env?: NodeJS.ProcessEnv } = {}): Promise<Run> {
  let stdout = '';
  let stderr = '';
  const status = await importCommand(args, {
    out: (line) => (stdout += `${line}\n`),
    err: (line) => (stderr += `${line}\n`),
    progress: (text) => (stderr += text),
    interactive: false,
    env: options.env ?? process.env,
  });
  return { status, signal: null, stdout, stderr };
}

/**
 * Runs `npm run import` as its own process (`node scripts/import.ts`), optionally under a wrapper (`prefix`), and
 * waits for it, killed after 180 s if it hangs: a ceiling for a busy machine. One test per exit code runs this
 * way, so the command line itself (arguments, output streams, exit code, process exit) stays tested.
 */
export function runImportProcess(
  args: string[],
  options: { env?: NodeJS.ProcessEnv; prefix?: string[] } = {},
): Promise<Run> {
  return new Promise((done) => {
    const [command, ...rest] = [...(options.prefix ?? []), process.execPath, 'scripts/import.ts', ...args];
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

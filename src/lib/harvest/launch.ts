/**
 * Starts a server inside the sandbox and reads its tools/list with the
 * official MCP SDK client, following pagination, announcing itself as one of
 * the clients people use (identities.ts). The process is started in its own
 * process group; on timeout, error or completion the whole group is killed
 * (and bwrap's PID namespace takes any survivor with it).
 */
import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { deserializeMessage, serializeMessage } from '@modelcontextprotocol/sdk/shared/stdio.js';
import type { Transport } from '@modelcontextprotocol/sdk/shared/transport.js';
import type { JSONRPCMessage } from '@modelcontextprotocol/sdk/types.js';
import { ListRootsRequestSchema } from '@modelcontextprotocol/sdk/types.js';
import { WORK_FOLDER } from './entry.ts';
import { CLIENT_IDENTITIES, type ClientIdentity } from './identities.ts';
import { randomLook, sandboxFiles, sandboxSpawn, workOf, type SandboxSpec } from './sandbox.ts';

const MAX_OUTPUT = 64 * 1024 * 1024;
const STDERR_KEEP = 8000;

/** A stdio transport for a sandboxed child in its own process group. */
class SandboxTransport implements Transport {
  onclose?: () => void;
  onerror?: (error: Error) => void;
  onmessage?: (message: JSONRPCMessage) => void;
  child?: ChildProcess;
  stderr = '';
  /** stdout lines that were not JSON-RPC (a server printing logs or an HTTP banner on stdout). */
  noise: string[] = [];
  exit?: { code: number | null; signal: NodeJS.Signals | null };
  private pending: Buffer = Buffer.alloc(0);
  private bytes = 0;

  private readonly launch: { file: string; args: string[]; options: SpawnOptions; close: () => void };
  constructor(launch: { file: string; args: string[]; options: SpawnOptions; close: () => void }) {
    this.launch = launch;
  }

  async start(): Promise<void> {
    await new Promise<void>((resolve, reject) => {
      const child = spawn(this.launch.file, this.launch.args, { ...this.launch.options, detached: true });
      this.launch.close();
      this.child = child;
      child.on('error', (error) => {
        reject(error);
        this.onerror?.(error);
      });
      child.on('spawn', () => resolve());
      child.on('exit', (code, signal) => {
        this.exit = { code, signal };
      });
      child.on('close', () => {
        this.child = undefined;
        this.onclose?.();
      });
      child.stdin?.on('error', () => {});
      child.stderr?.on('data', (chunk: Buffer) => {
        this.stderr = (this.stderr + chunk.toString('utf8')).slice(-STDERR_KEEP);
      });
      child.stdout?.on('data', (chunk: Buffer) => {
        this.bytes += chunk.length;
        if (this.bytes > MAX_OUTPUT) {
          this.onerror?.(new Error(`the server wrote more than ${MAX_OUTPUT} bytes`));
          this.kill();
          return;
        }
        this.pending = this.pending.length ? Buffer.concat([this.pending, chunk]) : chunk;
        for (let index = this.pending.indexOf(10); index !== -1; index = this.pending.indexOf(10)) {
          const line = this.pending.toString('utf8', 0, index).replace(/\r$/, '');
          this.pending = this.pending.subarray(index + 1);
          if (!line.trim()) continue;
          let message: JSONRPCMessage;
          try {
            message = deserializeMessage(line);
          } catch {
            // Not JSON-RPC: a log line or an HTTP banner on stdout. Kept (bounded) to tell why a server did not answer.
            if (this.noise.length < 20) this.noise.push(line.slice(0, 300));
            continue;
          }
          this.onmessage?.(message);
        }
      });
    });
  }

  async send(message: JSONRPCMessage): Promise<void> {
    const stdin = this.child?.stdin;
    if (!stdin || stdin.destroyed) throw new Error('the server has exited');
    await new Promise<void>((resolve) =>
      stdin.write(serializeMessage(message)) ? resolve() : stdin.once('drain', resolve),
    );
  }

  kill(): void {
    const pid = this.child?.pid;
    if (pid === undefined) return;
    try {
      process.kill(-pid, 'SIGKILL');
    } catch {
      try {
        process.kill(pid, 'SIGKILL');
      } catch {}
    }
  }

  async close(): Promise<void> {
    this.kill();
  }
}

export type LaunchResult =
  | { ok: true; tools: unknown[]; serverInfo?: { name?: string; version?: string }; pages: number; stderr: string }
  | {
      ok: false;
      stage: 'spawn' | 'connect' | 'list';
      timedOut: boolean;
      message: string;
      stderr: string;
      noise: string[];
      exit?: { code: number | null; signal: string | null };
    };

export interface LaunchOptions {
  /** Milliseconds for the server to start and answer initialize, and for each tools/list page. */
  timeoutMs: number;
  /** Milliseconds for the whole run, start to last page (default three times timeoutMs). */
  totalMs?: number;
  maxPages?: number;
  bwrap?: string;
  /** Scratch folder for the sandbox's generated files (passwd, seccomp program). */
  scratch: string;
  /** The client the harvest presents itself as (default: the first of CLIENT_IDENTITIES). */
  identity?: ClientIdentity;
}

/** The spec of a launch without the look-dependent parts, which each run fills in. */
export type LaunchSpec = Omit<SandboxSpec, 'etcDir' | 'look'> & { look?: SandboxSpec['look'] };

const withTimeout = <T>(promise: Promise<T>, ms: number, what: string): Promise<T> =>
  new Promise<T>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(Object.assign(new Error(`${what} timed out after ${ms} ms`), { timedOut: true })),
      ms,
    );
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });

/** Runs the sandboxed server, lists its tools and kills its process group, whatever happens. */
export async function listToolsInSandbox(launch: LaunchSpec, options: LaunchOptions): Promise<LaunchResult> {
  const identity = options.identity ?? CLIENT_IDENTITIES[0]!;
  const look = launch.look ?? randomLook();
  const workdir = launch.workdir ?? workOf(look);
  const spec: SandboxSpec = {
    ...launch,
    look,
    etcDir: sandboxFiles(options.scratch, look),
    command: launch.command.map((arg) => (arg === WORK_FOLDER ? workdir : arg)),
  };
  const transport = new SandboxTransport(sandboxSpawn(spec, { bwrap: options.bwrap, scratch: options.scratch }));
  const client = new Client(identity.clientInfo, { capabilities: identity.capabilities });
  client.onerror = () => {};
  if (identity.capabilities.roots)
    client.setRequestHandler(ListRootsRequestSchema, () => ({
      roots: [{ uri: `file://${workdir}`, name: 'project' }],
    }));
  const totalMs = options.totalMs ?? options.timeoutMs * 3;
  let overran = false;
  const total = setTimeout(() => {
    overran = true;
    transport.kill();
  }, totalMs);
  let stage: 'spawn' | 'connect' | 'list' = 'connect';
  // The server may exit before answering: turn that into a prompt failure instead of waiting for the timeout.
  const exited = new Promise<never>((_, reject) => {
    transport.onclose = () => reject(new Error('the server exited before answering'));
  });
  exited.catch(() => {});
  try {
    await withTimeout(Promise.race([client.connect(transport), exited]), options.timeoutMs, 'initialize');
    stage = 'list';
    const tools: unknown[] = [];
    let cursor: string | undefined;
    let pages = 0;
    do {
      if (++pages > (options.maxPages ?? 100)) throw new Error(`still paging after ${pages - 1} pages of tools/list`);
      const page = await withTimeout(
        Promise.race([client.listTools(cursor ? { cursor } : {}, { timeout: options.timeoutMs }), exited]),
        options.timeoutMs,
        'tools/list',
      );
      tools.push(...page.tools);
      cursor = page.nextCursor;
    } while (cursor);
    const info = client.getServerVersion();
    return {
      ok: true,
      tools,
      serverInfo: info ? { name: info.name, version: info.version } : undefined,
      pages,
      stderr: transport.stderr,
    };
  } catch (error) {
    const err = error as Error & { timedOut?: boolean; code?: number };
    if (err.message?.includes('ENOENT') && !transport.exit) stage = 'spawn';
    // Give a dying process a moment to report its exit status and last words.
    await new Promise((r) => setTimeout(r, 100));
    return {
      ok: false,
      stage,
      timedOut: overran || err.timedOut === true || err.code === -32001,
      message: overran ? `the whole run took longer than ${totalMs} ms` : (err.message ?? String(error)),
      stderr: transport.stderr,
      noise: transport.noise,
      exit: transport.exit,
    };
  } finally {
    clearTimeout(total);
    transport.kill();
    await client.close().catch(() => {});
  }
}

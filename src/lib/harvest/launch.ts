/**
 * Starts a server inside the sandbox and reads its tools/list with the
 * official MCP SDK client, following pagination. The process is started in
 * its own process group; on timeout, error or completion the whole group is
 * killed (and bwrap's PID namespace takes any survivor with it).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { deserializeMessage, serializeMessage } from '@modelcontextprotocol/sdk/shared/stdio.js';
import type { Transport } from '@modelcontextprotocol/sdk/shared/transport.js';
import type { JSONRPCMessage } from '@modelcontextprotocol/sdk/types.js';
import { BWRAP, bwrapArgs, type SandboxSpec } from './sandbox.ts';

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

  private readonly argv: string[];
  constructor(argv: string[]) {
    this.argv = argv;
  }

  async start(): Promise<void> {
    await new Promise<void>((resolve, reject) => {
      const child = spawn(this.argv[0]!, this.argv.slice(1), {
        stdio: ['pipe', 'pipe', 'pipe'],
        detached: true,
        env: {},
      });
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
  maxPages?: number;
  bwrap?: string;
}

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
export async function listToolsInSandbox(spec: SandboxSpec, options: LaunchOptions): Promise<LaunchResult> {
  const transport = new SandboxTransport([options.bwrap ?? BWRAP, ...bwrapArgs(spec)]);
  const client = new Client({ name: 'mcp-risk-catalogue-harvest', version: '1.0.0' });
  client.onerror = () => {};
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
      timedOut: err.timedOut === true || err.code === -32001,
      message: err.message ?? String(error),
      stderr: transport.stderr,
      noise: transport.noise,
      exit: transport.exit,
    };
  } finally {
    transport.kill();
    await client.close().catch(() => {});
  }
}

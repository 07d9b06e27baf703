import { spawn, type ChildProcess } from 'node:child_process';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { getDefaultEnvironment } from '@modelcontextprotocol/sdk/client/stdio.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { Transport } from '@modelcontextprotocol/sdk/shared/transport.js';
import { JSONRPCMessageSchema, type JSONRPCMessage } from '@modelcontextprotocol/sdk/types.js';
import { EXIT, ImportError } from './errors.ts';
import { parseTools, type ImportSource } from './source.ts';
import { cleanText, escapedBytes } from './terminal.ts';

/** 32 MiB: one JSON-RPC message (a whole tools/list page) or one HTTP response may be at most this big. */
export const MAX_MESSAGE_BYTES = 32 * 1024 * 1024;

export interface LiveOptions {
  /** Milliseconds for the whole run: starting, connecting and every tools/list page. */
  timeoutMs: number;
  /** Stops a server that keeps handing out cursors. */
  maxPages?: number;
  /** Largest single message (stdio) or response body (HTTP) accepted. */
  maxMessageBytes?: number;
  /** Variables added to (or, with cleanEnv, the only additions to) the server's environment. */
  env?: Record<string, string>;
  /** Start the server with a scrubbed environment (HOME, LOGNAME, PATH, SHELL, TERM, USER) instead of the caller's. */
  cleanEnv?: boolean;
  /** The caller's environment, which the server inherits unless cleanEnv: this process's by default. */
  callerEnv?: NodeJS.ProcessEnv;
}

/** Splits a command line into words, honouring single and double quotes. */
export function splitCommand(command: string): string[] {
  const words: string[] = [];
  const pattern = /"((?:[^"\\]|\\.)*)"|'([^']*)'|(\S+)/g;
  for (const match of command.matchAll(pattern)) words.push(match[1]?.replace(/\\(.)/g, '$1') ?? match[2] ?? match[3]!);
  return words;
}

/** The environment a stdio server starts with: the caller's by default, so proxies, certificates and tokens work. */
function serverEnvironment(options: Pick<LiveOptions, 'env' | 'cleanEnv' | 'callerEnv'>): Record<string, string> {
  const env: Record<string, string> = {};
  const from = options.cleanEnv ? getDefaultEnvironment() : (options.callerEnv ?? process.env);
  for (const [key, value] of Object.entries(from)) if (value !== undefined) env[key] = value;
  return { ...env, ...options.env };
}

/** Process groups of servers still running; every exit path of the importer kills them. */
const running = new Set<number>();

/** Kills every server process group this process started (and their children). Safe to call more than once. */
export function killServers(): void {
  for (const pid of running) {
    try {
      process.kill(-pid, 'SIGKILL');
    } catch {}
    running.delete(pid);
  }
}

/** The reason a live import stopped, when it is not the SDK's own. */
class Failure extends Error {}

/**
 * MCP over stdio with a server started in its own process group. Unlike the SDK's
 * transport it names the real cause when the server misbehaves (non-JSON on
 * stdout, a message over the size limit) and kills the whole group on close, so
 * a wrapper (sh -c, npx) cannot leave a child behind that keeps the importer alive.
 */
class GroupStdioTransport implements Transport {
  onclose?: () => void;
  onerror?: (error: Error) => void;
  onmessage?: (message: JSONRPCMessage) => void;
  /** The first thing that went wrong, in our words. */
  failure?: Error;
  private child?: ChildProcess;
  private pending: Buffer[] = [];
  private pendingBytes = 0;
  private closed = false;
  private stderrTail = '';

  private readonly program: string;
  private readonly args: string[];
  private readonly options: { env: Record<string, string>; maxMessageBytes: number };

  constructor(program: string, args: string[], options: { env: Record<string, string>; maxMessageBytes: number }) {
    this.program = program;
    this.args = args;
    this.options = options;
  }

  /** The last lines the server wrote on stderr, cleaned for the terminal. */
  stderr(): string {
    return this.stderrTail;
  }

  start(): Promise<void> {
    return new Promise((resolve, reject) => {
      const child = spawn(this.program, this.args, {
        detached: true,
        stdio: ['pipe', 'pipe', 'pipe'],
        env: this.options.env,
      });
      this.child = child;
      child.once('error', (error) => {
        this.fail(
          new Failure(
            `could not start ${this.program}: ${(error as NodeJS.ErrnoException).code === 'ENOENT' ? 'no such program' : error.message}`,
          ),
        );
        reject(this.failure);
      });
      child.once('spawn', () => {
        if (child.pid) running.add(child.pid);
        resolve();
      });
      child.once('exit', (code, signal) => {
        if (!this.closed)
          this.fail(
            new Failure(`the server exited (${signal ? `signal ${signal}` : `code ${code}`}) before it answered`),
          );
      });
      child.stdout!.on('data', (chunk: Buffer) => this.receive(chunk));
      child.stderr!.on('data', (chunk: Buffer) => {
        this.stderrTail = (this.stderrTail + chunk.toString('utf8')).slice(-8000);
      });
      child.stdin!.on('error', () => {});
    });
  }

  private receive(chunk: Buffer): void {
    if (this.closed) return;
    let start = 0;
    for (let newline = chunk.indexOf(0x0a); newline !== -1; newline = chunk.indexOf(0x0a, start)) {
      this.pending.push(chunk.subarray(start, newline));
      const line = Buffer.concat(this.pending);
      this.pending = [];
      this.pendingBytes = 0;
      start = newline + 1;
      if (!this.deliver(line)) return;
    }
    const rest = chunk.subarray(start);
    this.pendingBytes += rest.length;
    if (this.pendingBytes > this.options.maxMessageBytes) {
      this.fail(
        new Failure(
          `a message from the server is larger than the ${mib(this.options.maxMessageBytes)} limit (--max-message-bytes); the importer stopped reading it`,
        ),
      );
      return;
    }
    if (rest.length > 0) this.pending.push(rest);
  }

  private deliver(line: Buffer): boolean {
    if (line.length > this.options.maxMessageBytes) {
      this.fail(
        new Failure(
          `a message from the server is ${mib(line.length)}, over the ${mib(this.options.maxMessageBytes)} limit (--max-message-bytes)`,
        ),
      );
      return false;
    }
    const text = line.toString('utf8').replace(/\r$/, '');
    if (text.trim() === '') return true;
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      this.fail(
        new Failure(
          `the server wrote something other than JSON-RPC on stdout: ${escapedBytes(line)}; an MCP server over stdio may write only JSON-RPC messages there (logs go to stderr)`,
        ),
      );
      return false;
    }
    const message = JSONRPCMessageSchema.safeParse(json);
    if (!message.success) {
      this.fail(new Failure(`the server wrote JSON on stdout that is not a JSON-RPC message: ${escapedBytes(line)}`));
      return false;
    }
    this.onmessage?.(message.data);
    return true;
  }

  /** Records the cause, stops the server, and lets the SDK reject what is pending at once. */
  fail(error: Error): void {
    this.failure ??= error;
    void this.close();
  }

  send(message: JSONRPCMessage): Promise<void> {
    return new Promise((resolve) => {
      if (this.closed || !this.child?.stdin?.writable) return resolve();
      this.child.stdin.write(`${JSON.stringify(message)}\n`, () => resolve());
    });
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    const pid = this.child?.pid;
    if (pid) {
      try {
        process.kill(-pid, 'SIGKILL');
      } catch {}
      running.delete(pid);
    }
    this.child?.stdout?.destroy();
    this.child?.stderr?.destroy();
    this.child?.stdin?.destroy();
    this.onclose?.();
  }
}

const mib = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(bytes % (1024 * 1024) === 0 ? 0 : 1)} MiB` : `${bytes} bytes`;

/** fetch for the HTTP transport: aborted at the deadline, and a response body over the limit is an error, not a flood. */
function boundedFetch(signal: AbortSignal, maxBytes: number, onFailure: (error: Error) => void) {
  return async (input: string | URL, init?: RequestInit): Promise<Response> => {
    const response = await fetch(input, {
      ...init,
      signal: init?.signal ? AbortSignal.any([init.signal, signal]) : signal,
    });
    if (!response.body) return response;
    let seen = 0;
    const limited = response.body.pipeThrough(
      new TransformStream<Uint8Array, Uint8Array>({
        transform(chunk, controller) {
          seen += chunk.byteLength;
          if (seen > maxBytes) {
            const error = new Failure(
              `an HTTP response from the server is larger than the ${mib(maxBytes)} limit (--max-message-bytes)`,
            );
            onFailure(error);
            controller.error(error);
            return;
          }
          controller.enqueue(chunk);
        },
      }),
    );
    return new Response(limited, {
      status: response.status,
      statusText: response.statusText,
      headers: response.headers,
    });
  };
}

interface Live {
  transport: Transport;
  failure(): Error | undefined;
  stderr?: () => string;
  kind: 'stdio' | 'http';
}

async function listAll(
  origin: string,
  live: Live,
  options: LiveOptions,
  deadline: Promise<never>,
): Promise<ImportSource> {
  const client = new Client({ name: 'mcp-risk-catalogue-importer', version: '1.0.0' });
  const failed = (what: string, error: unknown) => {
    const cause = live.failure() ?? error;
    const detail = cleanText((cause as Error)?.message ?? String(cause), { max: 600 });
    const output = live.stderr?.().trim();
    const said = output ? cleanText(output.split('\n').slice(-5).join('\n'), { max: 1000, multiline: true }) : '';
    const timedOut = cause instanceof TimedOut || (!live.failure() && /timed out|timeout/i.test(detail));
    let tip: string;
    if (timedOut)
      tip = `the whole import is limited to ${options.timeoutMs} ms; pass --timeout <ms> if the server is slow to start`;
    else if (/larger than|over the .* limit/.test(detail))
      tip = 'pass --max-message-bytes <n> if the server really lists that much in one message';
    else if (/other than JSON-RPC|not a JSON-RPC/.test(detail))
      tip = 'the server (or a wrapper around it) prints to stdout; it must log to stderr';
    else if (live.kind === 'stdio')
      tip =
        'check that the command runs on its own and speaks MCP on stdio; the server gets your environment (add --env KEY=VALUE for more, --clean-env for none)';
    else tip = 'check the URL and that the server speaks MCP over streamable HTTP';
    return new ImportError(
      `${origin}: ${what}: ${detail}${said ? `\n  server said: ${said.split('\n').join('\n  ')}` : ''}`,
      EXIT.serverFailed,
      tip,
    );
  };
  const race = <T>(work: Promise<T>) => Promise.race([work, deadline]);
  try {
    await race(client.connect(live.transport, { timeout: options.timeoutMs }));
  } catch (error) {
    await client.close().catch(() => {});
    throw failed('could not connect', error);
  }
  try {
    const tools: unknown[] = [];
    let cursor: string | undefined;
    let pages = 0;
    do {
      if (++pages > (options.maxPages ?? 1000)) throw new Error(`still paging after ${pages - 1} pages of tools/list`);
      const page = await race(client.listTools(cursor ? { cursor } : {}, { timeout: options.timeoutMs }));
      tools.push(...page.tools);
      cursor = page.nextCursor;
    } while (cursor);
    const info = client.getServerVersion();
    return {
      origin,
      server: { name: info?.name, version: info?.version },
      tools: parseTools(origin, tools),
      obtained: { how: 'live' },
    };
  } catch (error) {
    if (error instanceof ImportError) throw error;
    throw failed('tools/list failed', error);
  } finally {
    await client.close().catch(() => {});
  }
}

class TimedOut extends Error {}

/** A promise that rejects at the deadline (after calling onTimeout), and a function that cancels it. */
function deadlineOf(
  timeoutMs: number,
  onTimeout: (error: Error) => void,
): { deadline: Promise<never>; cancel: () => void } {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      const error = new TimedOut(`timed out: no complete tools/list within ${timeoutMs} ms`);
      onTimeout(error);
      reject(error);
    }, timeoutMs);
  });
  deadline.catch(() => {});
  return { deadline, cancel: () => clearTimeout(timer) };
}

export async function readStdioServer(command: string, options: LiveOptions): Promise<ImportSource> {
  const [program, ...args] = splitCommand(command);
  if (!program) throw new ImportError('--stdio needs a command to run', EXIT.usage);
  const transport = new GroupStdioTransport(program, args, {
    env: serverEnvironment(options),
    maxMessageBytes: options.maxMessageBytes ?? MAX_MESSAGE_BYTES,
  });
  const { deadline, cancel } = deadlineOf(options.timeoutMs, (error) => transport.fail(error));
  try {
    return await listAll(
      `stdio server "${cleanText(command, { max: 200 })}"`,
      { transport, failure: () => transport.failure, stderr: () => transport.stderr(), kind: 'stdio' },
      options,
      deadline,
    );
  } finally {
    cancel();
    await transport.close();
  }
}

export async function readHttpServer(url: string, options: LiveOptions): Promise<ImportSource> {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new ImportError(`--http needs an absolute URL, got "${cleanText(url, { max: 200 })}"`, EXIT.usage);
  }
  const abort = new AbortController();
  let failure: Error | undefined;
  const transport = new StreamableHTTPClientTransport(parsed, {
    fetch: boundedFetch(abort.signal, options.maxMessageBytes ?? MAX_MESSAGE_BYTES, (error) => (failure ??= error)),
  });
  const { deadline, cancel } = deadlineOf(options.timeoutMs, (error) => {
    failure ??= error;
    abort.abort();
  });
  try {
    return await listAll(
      `HTTP server ${cleanText(parsed.href, { max: 200 })}`,
      { transport, failure: () => failure, kind: 'http' },
      options,
      deadline,
    );
  } finally {
    cancel();
    abort.abort();
    await transport.close().catch(() => {});
  }
}

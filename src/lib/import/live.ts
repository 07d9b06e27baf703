import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { Transport } from '@modelcontextprotocol/sdk/shared/transport.js';
import { EXIT, ImportError } from './errors.ts';
import { parseTools, type ImportSource } from './source.ts';

export interface LiveOptions {
  /** Milliseconds for connecting and for each tools/list page. */
  timeoutMs: number;
  /** Stops a server that keeps handing out cursors. */
  maxPages?: number;
}

/** Splits a command line into words, honouring single and double quotes. */
export function splitCommand(command: string): string[] {
  const words: string[] = [];
  const pattern = /"((?:[^"\\]|\\.)*)"|'([^']*)'|(\S+)/g;
  for (const match of command.matchAll(pattern)) words.push(match[1]?.replace(/\\(.)/g, '$1') ?? match[2] ?? match[3]!);
  return words;
}

async function listAll(origin: string, transport: Transport, options: LiveOptions, stderr?: () => string): Promise<ImportSource> {
  const client = new Client({ name: 'mcp-risk-catalogue-importer', version: '1.0.0' });
  const failed = (what: string, error: unknown) => {
    const detail = (error as Error)?.message ?? String(error);
    const output = stderr?.().trim();
    return new ImportError(
      `${origin}: ${what}: ${detail}${output ? `\n  server said: ${output.split('\n').slice(-5).join('\n  ')}` : ''}`,
      EXIT.serverFailed,
      /timed out|timeout/i.test(detail) ? `the server did not answer within ${options.timeoutMs} ms; pass --timeout <ms> if it is slow to start` : 'check that the command runs on its own and speaks MCP on stdio',
    );
  };
  try {
    await client.connect(transport, { timeout: options.timeoutMs });
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
      const page = await client.listTools(cursor ? { cursor } : {}, { timeout: options.timeoutMs });
      tools.push(...page.tools);
      cursor = page.nextCursor;
    } while (cursor);
    const info = client.getServerVersion();
    return {
      origin,
      server: { name: info?.name, version: info?.version },
      tools: parseTools(origin, tools),
    };
  } catch (error) {
    if (error instanceof ImportError) throw error;
    throw failed('tools/list failed', error);
  } finally {
    await client.close().catch(() => {});
  }
}

export async function readStdioServer(command: string, options: LiveOptions): Promise<ImportSource> {
  const [program, ...args] = splitCommand(command);
  if (!program) throw new ImportError('--stdio needs a command to run', EXIT.usage);
  const transport = new StdioClientTransport({ command: program, args, stderr: 'pipe' });
  let output = '';
  transport.stderr?.on('data', (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-4000);
  });
  return listAll(`stdio server "${command}"`, transport, options, () => output);
}

export async function readHttpServer(url: string, options: LiveOptions): Promise<ImportSource> {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new ImportError(`--http needs an absolute URL, got "${url}"`, EXIT.usage);
  }
  return listAll(`HTTP server ${parsed.href}`, new StreamableHTTPClientTransport(parsed), options);
}

/**
 * `npm run import -- --sandbox <folder> --stdio "<command>"`: the one supported way to import from a live server
 * you do not trust. The server runs in the harvest's own sandbox (sandbox.ts): `<folder>` is the only host folder
 * it sees, read-only at /srv/<folder name> (its working folder), with the system's /usr, Node on PATH, no
 * network, a fixed environment plus the variables given with --env, and the harvest's limits. It is listed as
 * two ordinary MCP clients and the lists compared, as the harvest does.
 */
import { mkdtempSync, realpathSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join, resolve } from 'node:path';
import { EXIT, ImportError } from '../import/errors.ts';
import { splitCommand } from '../import/live.ts';
import { parseTools, type ImportSource } from '../import/source.ts';
import { cleanText } from '../import/terminal.ts';
import {
  CLIENT_IDENTITIES,
  compareListings,
  strictestVariant,
  unionOfListings,
  type ClientIdentity,
  type CloakingFinding,
  type IdentityListing,
} from './identities.ts';
import { listToolsInSandbox } from './launch.ts';
import { assertSandbox, openForSandbox, randomLook, sandboxNodeDir, SandboxMissingError } from './sandbox.ts';

export interface SandboxedServerOptions {
  timeoutMs: number;
  env?: Record<string, string>;
  bwrap?: string;
  identities?: readonly ClientIdentity[];
}

/** True when others may read `path` and pass through every folder above it. */
function readableByOthers(path: string): boolean {
  for (let dir = realpathSync(path); ; dir = dirname(dir)) {
    if ((statSync(dir).mode & 0o005) !== 0o005) return false;
    if (dir === dirname(dir)) return true;
  }
}

export async function readSandboxedServer(
  folder: string,
  command: string,
  options: SandboxedServerOptions,
): Promise<ImportSource & { cloaking?: CloakingFinding }> {
  try {
    assertSandbox(options.bwrap);
  } catch (error) {
    if (error instanceof SandboxMissingError) throw new ImportError(error.message, EXIT.serverFailed);
    throw error;
  }
  const root = resolve(folder);
  let isDir = false;
  try {
    isDir = statSync(root).isDirectory();
  } catch {}
  if (!isDir)
    throw new ImportError(`--sandbox needs a folder; ${cleanText(folder, { max: 200 })} is not one`, EXIT.usage);
  if (typeof process.getuid === 'function' && process.getuid() === 0 && !readableByOthers(root))
    throw new ImportError(
      `${cleanText(root, { max: 200 })} cannot be read by the unprivileged user the sandbox runs as`,
      EXIT.usage,
      'put the server in a folder others can read (for example under /tmp or /srv) and pass that folder',
    );
  const words = splitCommand(command);
  if (words.length === 0) throw new ImportError('--stdio needs a command to run', EXIT.usage);
  const name =
    basename(root)
      .replace(/[^A-Za-z0-9._-]/g, '_')
      .replace(/^\.+/, '') || 'server';
  const mountAt = `/srv/${name}`;
  const scratch = mkdtempSync(join(tmpdir(), 'mcp-import-sandbox-'));
  try {
    openForSandbox(scratch, scratch);
    const nodeDir = sandboxNodeDir(resolve(dirname(process.execPath), '..'), scratch);
    const identities = options.identities ?? CLIENT_IDENTITIES.slice(0, 2);
    const origin = `sandboxed stdio server "${cleanText(command, { max: 200 })}" in ${cleanText(folder, { max: 200 })}`;
    const listings: IdentityListing[] = [];
    let serverInfo: { name?: string; version?: string } | undefined;
    for (const [index, identity] of identities.entries()) {
      const result = await listToolsInSandbox(
        { packageRoot: root, mountAt, workdir: mountAt, nodeDir, command: words, env: options.env, look: randomLook() },
        { timeoutMs: options.timeoutMs, bwrap: options.bwrap, scratch, identity },
      );
      if (!result.ok) {
        if (index === 0) {
          const said = result.stderr.trim()
            ? `\n  server said: ${cleanText(result.stderr.trim().split('\n').slice(-5).join('\n'), { max: 1000, multiline: true }).split('\n').join('\n  ')}`
            : '';
          throw new ImportError(
            `${origin}: ${result.timedOut ? 'timed out' : result.stage === 'list' ? 'tools/list failed' : 'could not connect'}: ${cleanText(result.message, { max: 600 })}${said}`,
            EXIT.serverFailed,
            `inside the sandbox the server sees only ${mountAt} (read-only, its working folder), /usr and Node on PATH, with no network; pass --env KEY=VALUE for settings it needs, --timeout <ms> if it is slow`,
          );
        }
        listings.push({ identity: identity.id, failed: cleanText(result.message, { max: 200 }) });
        continue;
      }
      if (index === 0) serverInfo = result.serverInfo;
      listings.push({ identity: identity.id, tools: result.tools });
    }
    const cloaking = compareListings(listings);
    const tools = cloaking ? unionOfListings(listings, strictestVariant) : listings[0]!.tools!;
    return {
      origin,
      server: { name: serverInfo?.name, version: serverInfo?.version },
      tools: parseTools(origin, tools),
      obtained: { how: 'live' },
      ...(cloaking ? { cloaking } : {}),
    };
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

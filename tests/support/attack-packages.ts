/**
 * The hostile packages of tests/fixtures/harvest-attacks/, packed into tarballs as npm would (every file under
 * `package/`), with placeholders filled in; and a fake npm registry on 127.0.0.1 that serves packuments and
 * tarballs and records every request, so a test can show what the host fetched.
 */
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { join, resolve } from 'node:path';
import * as tar from 'tar';

export const ATTACKS = resolve('tests/fixtures/harvest-attacks');

const fill = (text: string, values: Record<string, string>) =>
  Object.entries(values).reduce((out, [key, value]) => out.split(`__${key}__`).join(value), text);

/** Packs files (path → text) into an npm-style tarball. */
export function packFiles(root: string, files: Record<string, string>, name: string): string {
  const dir = mkdtempSync(join(root, 'src-'));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(dir, path, '..'), { recursive: true });
    writeFileSync(join(dir, path), text, { mode: path.endsWith('server.js') ? 0o755 : 0o644 });
  }
  mkdirSync(join(root, 'tarballs'), { recursive: true });
  const file = join(root, 'tarballs', `${name.replace('/', '-').replace(/^@/, '')}.tgz`);
  tar.c({ gzip: true, file, cwd: dir, sync: true, prefix: 'package', portable: true }, Object.keys(files).sort());
  return file;
}

/** Packs a fixture folder (with `_lib/mcp.js` added), replacing __KEY__ placeholders in its text files. */
export function packAttack(root: string, fixture: string, values: Record<string, string> = {}): string {
  const source = join(ATTACKS, fixture);
  const files: Record<string, string> = { 'mcp.js': readFileSync(join(ATTACKS, '_lib', 'mcp.js'), 'utf8') };
  for (const name of readdirSync(source)) files[name] = fill(readFileSync(join(source, name), 'utf8'), values);
  const pkg = JSON.parse(files['package.json']!) as { name: string; version: string };
  return packFiles(root, files, `${pkg.name}-${pkg.version}`);
}

export const sha512 = (bytes: Uint8Array) => `sha512-${createHash('sha512').update(bytes).digest('base64')}`;

export interface FakeRegistry {
  url: string;
  /** Every path asked for, in order. */
  requests: string[];
  /** Adds a version: its manifest (dependencies etc.) and tarball; `integrity` overrides the true hash (a tampered entry). */
  publish(
    manifest: Record<string, unknown> & { name: string; version: string },
    tarball: Uint8Array,
    integrity?: string,
  ): void;
  close(): Promise<void>;
}

/** An npm registry on 127.0.0.1 serving what was published to it, recording every request. */
export async function fakeRegistry(): Promise<FakeRegistry> {
  const packuments = new Map<
    string,
    { name: string; 'dist-tags': Record<string, string>; versions: Record<string, unknown> }
  >();
  const tarballs = new Map<string, Uint8Array>();
  const requests: string[] = [];
  const server: Server = createServer((request, response) => {
    const path = decodeURIComponent(request.url ?? '/');
    requests.push(path);
    const tarball = tarballs.get(path);
    if (tarball) {
      response.writeHead(200, { 'content-type': 'application/octet-stream' });
      response.end(tarball);
      return;
    }
    const packument = packuments.get(path.slice(1));
    if (!packument) {
      response.writeHead(404).end('{}');
      return;
    }
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify(packument));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  const url = `http://127.0.0.1:${(server.address() as { port: number }).port}/`;
  return {
    url,
    requests,
    publish(manifest, bytes, integrity) {
      const path = `/${manifest.name}/-/${manifest.name.replace(/^@[^/]+\//, '')}-${manifest.version}.tgz`;
      tarballs.set(path, bytes);
      const packument = packuments.get(manifest.name) ?? { name: manifest.name, 'dist-tags': {}, versions: {} };
      packument.versions[manifest.version] = {
        ...manifest,
        dist: { tarball: `${url.slice(0, -1)}${path}`, integrity: integrity ?? sha512(bytes) },
      };
      packument['dist-tags'].latest = manifest.version;
      packuments.set(manifest.name, packument);
    },
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

/** The bytes of a tarball file. */
export const bytesOf = (file: string) => readFileSync(file);

/** A catalogue folder with the attack pages and, optionally, copies of some real servers. */
export function scratchCatalogue(root: string, servers: string[] = []): string {
  const catalogue = join(root, `catalogue-${Math.random().toString(36).slice(2, 8)}`);
  cpSync('data/attacks', join(catalogue, 'attacks'), { recursive: true });
  // The organisations the copied servers' records name (serves-known-product).
  cpSync('data/organisations', join(catalogue, 'organisations'), { recursive: true });
  mkdirSync(join(catalogue, 'servers'), { recursive: true });
  for (const slug of servers) cpSync(join('data/servers', slug), join(catalogue, 'servers', slug), { recursive: true });
  return catalogue;
}

export const exists = existsSync;

/**
 * One writer at a time, and a catalogue that recovers from a writer that died.
 *
 * Every command that writes servers (the importer, the harvest) holds the
 * catalogue's lock file (`<catalogue>/.catalogue.lock`, created with O_EXCL)
 * from before it reads a server folder until its swap is done. A second writer
 * waits for it, and gives up after a while with the holder's pid and command.
 * A lock whose process is gone (same host, pid not running or reused) is stale
 * and taken over.
 *
 * The lock is also where recovery happens: on taking it, the writer looks for
 * what a killed writer left at the catalogue root (the importer's swap writes
 * `.importing-<slug>-<pid>` and moves the old folder to `.replaced-<slug>-<pid>`)
 * and puts the catalogue back in one piece: an old folder whose server folder
 * is missing is moved back; staging folders and old folders whose replacement
 * is in place are removed. Nothing a person reviewed is ever lost that way.
 */
import {
  closeSync,
  existsSync,
  fsyncSync,
  linkSync,
  mkdirSync,
  openSync,
  statSync,
  renameSync,
  rmSync,
  unlinkSync,
  writeSync,
} from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';
import {
  ASIDE_PREFIX,
  leftovers,
  LOCK_FILE,
  ownerAlive,
  readOwner,
  STAGING_PREFIX,
  startTime,
  type LockOwner,
} from '../catalogue/write-leftovers.ts';

export { ASIDE_PREFIX, leftovers, LOCK_FILE, STAGING_PREFIX, type LockOwner };

/** Thrown when the lock stays busy past the wait, or a writer's leftovers cannot be put back. */
export class CatalogueBusy extends Error {
  readonly owner?: LockOwner;
  constructor(message: string, owner?: LockOwner) {
    super(message);
    this.name = 'CatalogueBusy';
    this.owner = owner;
  }
}

const describeOwner = (owner: LockOwner | undefined) =>
  owner
    ? `pid ${owner.pid} on ${owner.host}, since ${owner.since}: ${owner.command}`
    : 'a writer whose lock file cannot be read';

const sleep = (ms: number) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

/** Locks held by this process: path → depth (the lock is re-entrant within a process). */
const held = new Map<string, number>();

export interface LockOptions {
  /** How long to wait for another writer, in ms (default 120 s). */
  waitMs?: number;
  /** Called once when the lock is busy and the caller starts waiting. */
  onWait?: (owner: LockOwner | undefined) => void;
  /** Called with what recovery did (one line each), when it did anything. */
  onRecover?: (done: string[]) => void;
}

/** A stale lock file is moved aside under a name of our own before it is removed, so two takers cannot both win. */
function takeOverStale(path: string, stale: LockOwner | undefined): boolean {
  const aside = `${path}.stale-${process.pid}`;
  try {
    renameSync(path, aside);
  } catch {
    return false;
  }
  const moved = readOwner(aside);
  if (moved && stale && moved.pid === stale.pid && moved.start === stale.start) {
    unlinkSync(aside);
    return true;
  }
  // Someone else took it over between our read and our rename: put their lock back.
  try {
    linkSync(aside, path);
  } catch {}
  rmSync(aside, { force: true });
  return false;
}

/**
 * Takes the catalogue's lock (waiting for another writer up to `waitMs`), recovers what a killed writer left,
 * and returns the function that releases it. Re-entrant within one process.
 */
export function lockCatalogue(out: string, options: LockOptions = {}): () => void {
  const path = join(out, LOCK_FILE);
  const depth = held.get(path) ?? 0;
  if (depth > 0) {
    held.set(path, depth + 1);
    return () => release(path);
  }
  const waitMs = options.waitMs ?? 120_000;
  const started = Date.now();
  let told = false;
  const me: LockOwner = {
    pid: process.pid,
    host: hostname(),
    start: startTime(process.pid),
    since: new Date().toISOString(),
    command: process.argv.slice(1).join(' ').slice(0, 300),
  };
  for (;;) {
    let fd: number | undefined;
    try {
      fd = openSync(path, 'wx', 0o644);
      writeSync(fd, `${JSON.stringify(me)}\n`);
      fsyncSync(fd);
      closeSync(fd);
      break;
    } catch (error) {
      if (fd !== undefined) closeSync(fd);
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
        mkdirSync(out, { recursive: true });
        continue;
      }
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const owner = readOwner(path);
    if (owner && !ownerAlive(owner) && takeOverStale(path, owner)) continue;
    if (!owner && existsSync(path)) {
      // A lock file being written this instant, or one a crash left empty: give it a moment, then treat it as stale.
      if (Date.now() - started > 2000 && takeOverStale(path, undefined)) continue;
    }
    if (Date.now() - started >= waitMs)
      throw new CatalogueBusy(
        `another writer holds the catalogue (${describeOwner(owner)}); waited ${Math.round(waitMs / 1000)} s. If no import or harvest is running, delete ${path}`,
        owner,
      );
    if (!told) {
      options.onWait?.(owner);
      told = true;
    }
    sleep(100);
  }
  held.set(path, 1);
  try {
    const done = recoverLeftovers(out);
    if (done.length > 0) options.onRecover?.(done);
  } catch (error) {
    release(path);
    throw error;
  }
  return () => release(path);
}

function release(path: string): void {
  const depth = held.get(path) ?? 0;
  if (depth > 1) {
    held.set(path, depth - 1);
    return;
  }
  held.delete(path);
  const owner = readOwner(path);
  if (owner && owner.pid === process.pid && owner.host === hostname()) rmSync(path, { force: true });
}

/** Runs `work` holding the catalogue's lock. */
export function withCatalogueLock<T>(out: string, work: () => T, options: LockOptions = {}): T {
  const release = lockCatalogue(out, options);
  try {
    return work();
  } finally {
    release();
  }
}

/**
 * Puts the catalogue back in one piece after a killed writer. Call only holding the lock (so no writer is
 * mid-swap). Returns one line per thing done; throws CatalogueBusy when a server cannot be put back.
 */
function recoverLeftovers(out: string): string[] {
  const done: string[] = [];
  const found = leftovers(out);
  const servers = join(out, 'servers');
  // The newest old copy first: it is the one that was in servers/ last.
  const mtime = (name: string) => statSync(join(out, name)).mtimeMs;
  const asides = found.filter((l) => l.kind === 'replaced').sort((a, b) => mtime(b.name) - mtime(a.name));
  for (const aside of asides) {
    const serverDir = join(servers, aside.slug);
    const from = join(out, aside.name);
    if (!existsSync(serverDir)) {
      // Killed between moving the old folder aside and moving the new one in: the old folder goes back.
      renameSync(from, serverDir);
      done.push(
        `restored servers/${aside.slug} from ${aside.name} (a writer was killed mid-swap; its change was not applied)`,
      );
    } else {
      // The new folder is in place; the old copy is what clean-up had not yet removed.
      rmSync(from, { recursive: true, force: true });
      done.push(`removed ${aside.name} (the old copy of servers/${aside.slug}, already replaced)`);
    }
  }
  for (const staging of found.filter((l) => l.kind === 'importing')) {
    rmSync(join(out, staging.name), { recursive: true, force: true });
    done.push(`removed ${staging.name} (an unfinished import of servers/${staging.slug}; nothing of it was applied)`);
  }
  return done;
}

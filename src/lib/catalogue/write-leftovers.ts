/**
 * What a writer of the catalogue leaves at its root: the lock file naming the writer, and, when a writer is killed
 * mid-swap, its staging folder (`.importing-<slug>-<pid>`) and the old folder it moved aside
 * (`.replaced-<slug>-<pid>`). The importer's lock (src/lib/import/lock.ts) writes and recovers them; the
 * validator's no-write-leftovers check reports them.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';

export const LOCK_FILE = '.catalogue.lock';
export const STAGING_PREFIX = '.importing-';
export const ASIDE_PREFIX = '.replaced-';
/** `<prefix><slug>-<pid>`: what the importer's swap leaves when it is killed. */
const LEFTOVER = /^\.(importing|replaced)-([a-z0-9][a-z0-9-]{0,62})-(\d+)$/;

export interface LockOwner {
  pid: number;
  host: string;
  /** The process's start time (clock ticks since boot, from /proc), so a reused pid is not mistaken for the owner. */
  start?: string;
  since: string;
  command: string;
}

export function startTime(pid: number): string | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces and parentheses); starttime is field 22.
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
  } catch {
    return undefined;
  }
}

/** True when the process that wrote `owner` is still running on this host (false when it is surely gone). */
export function ownerAlive(owner: LockOwner): boolean {
  if (owner.host !== hostname()) return true;
  try {
    process.kill(owner.pid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ESRCH') return false;
  }
  const start = startTime(owner.pid);
  return !(owner.start && start && start !== owner.start);
}

export function readOwner(path: string): LockOwner | undefined {
  try {
    const owner = JSON.parse(readFileSync(path, 'utf8')) as LockOwner;
    return typeof owner.pid === 'number' && typeof owner.host === 'string' ? owner : undefined;
  } catch {
    return undefined;
  }
}

export interface Leftover {
  name: string;
  kind: 'importing' | 'replaced';
  slug: string;
  pid: number;
}

/** What a writer's swap left at the catalogue root. */
export function leftovers(out: string): Leftover[] {
  let names: string[];
  try {
    names = readdirSync(out);
  } catch {
    return [];
  }
  return names.flatMap((name) => {
    const match = LEFTOVER.exec(name);
    return match ? [{ name, kind: match[1] as Leftover['kind'], slug: match[2]!, pid: Number(match[3]) }] : [];
  });
}

/** The lock's holder when it is held by a live process, else undefined. */
export function lockHolder(out: string): LockOwner | undefined {
  const owner = readOwner(join(out, LOCK_FILE));
  return owner && ownerAlive(owner) ? owner : undefined;
}

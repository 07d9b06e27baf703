/**
 * A cache of parsed catalogue files, keyed by the SHA-256 of each file's bytes.
 *
 * Reading YAML with positions (yaml-source.ts) is most of what a catalogue load costs: about 2 ms a file, some
 * 10 s of CPU for the whole catalogue, paid by validate, the build and every test that reads the real records.
 * A file whose bytes were read cleanly before gives the same value again, so the loader keeps the values of clean
 * files here and parses only files it has not seen. A file with any problem is never stored: it is read in full
 * every time, so every message still names its line. Positions (for a record that then fails its schema) come
 * from a full read on demand.
 *
 * The cache is only a shortcut: it is keyed by content and by a fingerprint of the parser (the `yaml` package's
 * version and the text of yaml-source.ts), so a change to either starts afresh. Delete the file, or set
 * CATALOGUE_CACHE=off, to read everything from scratch.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

export interface ParseCache {
  /** The value stored for these bytes, as a fresh object, or undefined. */
  get(key: string): unknown;
  /** Stores the value of a file that was read without any problem. */
  set(key: string, value: unknown): void;
  /** Writes the cache back when it gained entries (atomically: a reader never sees half a file). */
  save(): void;
  /** Entries found and added during this use, for tests and logs. */
  readonly stats: { hits: number; added: number };
}

/**
 * The most files one cache holds. The cache is one JSON file read whole: a catalogue of 250,000 tools would make it
 * larger than a string may be, so past this many files the rest are simply parsed every time.
 */
const MAX_ENTRIES = 50_000;

export const contentKey = (bytes: Uint8Array): string => createHash('sha256').update(bytes).digest('hex');

interface CacheFile {
  fingerprint: string;
  entries: Record<string, string>;
}

/** Values that JSON would change (NaN, Infinity, -0, undefined) or a key that JSON.parse treats differently. */
function jsonFaithful(value: unknown): boolean {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return true;
  if (typeof value === 'number') return Number.isFinite(value) && !Object.is(value, -0);
  if (Array.isArray(value)) return value.every(jsonFaithful);
  if (typeof value === 'object') {
    if (Object.getPrototypeOf(value) !== Object.prototype) return false;
    return Object.entries(value as Record<string, unknown>).every(
      ([key, inner]) => key !== '__proto__' && jsonFaithful(inner),
    );
  }
  return false;
}

/**
 * Opens the cache at `path` for the given parser fingerprint. A missing, unreadable or foreign file is an empty
 * cache. `write: false` opens it read-only (the build's worker threads read it side by side).
 */
export function openParseCache(path: string, fingerprint: string, options: { write?: boolean } = {}): ParseCache {
  let entries: Record<string, string> = {};
  try {
    const file = JSON.parse(readFileSync(path, 'utf8')) as CacheFile;
    if (file && file.fingerprint === fingerprint && file.entries && typeof file.entries === 'object')
      entries = file.entries;
  } catch {
    // No cache yet, or one that cannot be read: start empty.
  }
  const added = new Map<string, string>();
  const used = new Set<string>();
  const stats = { hits: 0, added: 0 };
  return {
    stats,
    get(key) {
      const text = added.get(key) ?? (Object.hasOwn(entries, key) ? entries[key] : undefined);
      if (text === undefined) return undefined;
      stats.hits++;
      used.add(key);
      return JSON.parse(text) as unknown;
    },
    set(key, value) {
      if (Object.hasOwn(entries, key) || added.has(key) || used.size >= MAX_ENTRIES || !jsonFaithful(value)) return;
      used.add(key);
      added.set(key, JSON.stringify(value));
      stats.added++;
    },
    save() {
      if (options.write === false || added.size === 0) return;
      // What this read used, and nothing else: files that changed since leave no stale entries behind.
      const kept: Record<string, string> = {};
      for (const key of used) kept[key] = added.get(key) ?? entries[key]!;
      const merged: CacheFile = { fingerprint, entries: kept };
      try {
        mkdirSync(dirname(path), { recursive: true });
        const temporary = `${path}.${process.pid}.${Date.now()}.tmp`;
        writeFileSync(temporary, JSON.stringify(merged));
        renameSync(temporary, path);
        entries = merged.entries;
        added.clear();
      } catch {
        // A cache that cannot be written only costs the next run its shortcut.
      }
    },
  };
}

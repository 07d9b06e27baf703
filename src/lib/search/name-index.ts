/**
 * The tool-name index: exact and prefix lookups by tool name that stay instant
 * at 250,000 tools, built beside Pagefind from the same catalogue.
 *
 * Names are lower-cased and sorted by plain code-unit order, then cut into
 * contiguous shards of at most `maxShardBytes` of JSON each. The manifest lists,
 * for each shard, its separator: the shortest prefix of its first name that sorts
 * after the previous shard's last name. A lookup reads the manifest, finds the
 * shard where names >= the query start (a binary search over the separators),
 * and reads forward only while a shard can still hold names starting with the
 * query, so an exact or prefix lookup fetches the manifest and usually one shard.
 *
 * Shard i is /names/<i>.json; the manifest carries a hash of the whole index,
 * which the browser adds to shard URLs so a new build is never mixed with a
 * cached old shard. (Hash-named shards would cost 15 bytes each in the manifest:
 * 15 KB at 250,000 tools, on every first lookup.) This module has no Node
 * imports: the build writes the files with it and the browser reads them with it.
 */
import { toolUrl } from '../catalogue/urls.ts';

export interface NameEntry {
  name: string;
  server: string;
  serverName: string;
  category: string;
  risk: string;
  verdict: string;
}

export interface NameManifest {
  version: 1;
  /** Tools in the index. */
  count: number;
  /** Value lists the shards refer to by position. */
  categories: string[];
  risks: string[];
  verdicts: string[];
  /** Hash of every shard: shard URLs carry it so a build never mixes with cached shards of another. */
  build: string;
  /** Separator of each shard, ascending; the first is always "". Shard i is the file <i>.json. */
  separators: string[];
}

/** A shard: the servers it mentions, then one row per tool: [name, server, category, risk, verdict] as positions. */
export interface NameShard {
  servers: Array<[slug: string, name: string]>;
  tools: Array<[name: string, server: number, category: number, risk: number, verdict: number]>;
}

export interface BuiltNameIndex {
  manifest: NameManifest;
  shards: Array<{ file: string; shard: NameShard; text: string }>;
}

export const NAME_INDEX_DIR = 'names';
export const MANIFEST_FILE = 'index.json';
/** About 500 tools a shard: a few KB gzipped. */
export const DEFAULT_MAX_SHARD_BYTES = 16 * 1024;

export const nameKey = (name: string) => name.toLowerCase();
export const shardFile = (index: number) => `${index}.json`;
const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** FNV-1a, 32 bits twice over: enough to tell shard contents apart in a file name. */
function hash(text: string): string {
  let h1 = 0x811c9dc5;
  let h2 = 0x01000193 ^ text.length;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 0x01000193);
    h2 = Math.imul(h2 ^ c, 0x5bd1e995) ^ (h2 >>> 15);
  }
  return (h1 >>> 0).toString(36).padStart(7, '0') + (h2 >>> 0).toString(36).padStart(7, '0');
}

/** Shortest prefix of `key` that sorts after `previous` (the whole key when they are equal). */
export function separator(previous: string, key: string): string {
  for (let length = 1; length <= key.length; length++) {
    const prefix = key.slice(0, length);
    if (prefix > previous) return prefix;
  }
  return key;
}

export function buildNameIndex(entries: readonly NameEntry[], maxShardBytes = DEFAULT_MAX_SHARD_BYTES): BuiltNameIndex {
  const categories: string[] = [];
  const risks: string[] = [];
  const verdicts: string[] = [];
  const position = (list: string[], value: string) => {
    let at = list.indexOf(value);
    if (at < 0) at = list.push(value) - 1;
    return at;
  };
  const sorted = entries
    .map((entry) => ({ entry, key: nameKey(entry.name) }))
    .sort((a, b) => compare(a.key, b.key) || compare(a.entry.name, b.entry.name) || compare(a.entry.serverName, b.entry.serverName) || compare(a.entry.server, b.entry.server));

  const shards: BuiltNameIndex['shards'] = [];
  const separators: string[] = [];
  let servers: NameShard['servers'] = [];
  let serverAt = new Map<string, number>();
  let tools: NameShard['tools'] = [];
  let bytes = 0;
  let firstKey = '';
  let previousLastKey: string | undefined;
  let lastKey = '';
  const close = () => {
    if (tools.length === 0) return;
    const shard: NameShard = { servers, tools };
    const text = JSON.stringify(shard);
    const file = shardFile(shards.length);
    shards.push({ file, shard, text });
    separators.push(previousLastKey === undefined ? '' : separator(previousLastKey, firstKey));
    previousLastKey = lastKey;
    servers = [];
    serverAt = new Map();
    tools = [];
    bytes = 0;
  };
  for (const { entry, key } of sorted) {
    const newServer = !serverAt.has(entry.server);
    const rowBytes = JSON.stringify(entry.name).length + 16 + (newServer ? JSON.stringify(entry.server).length + JSON.stringify(entry.serverName).length + 6 : 0);
    if (tools.length > 0 && bytes + rowBytes > maxShardBytes) close();
    if (tools.length === 0) firstKey = key;
    let server = serverAt.get(entry.server);
    if (server === undefined) {
      server = servers.push([entry.server, entry.serverName]) - 1;
      serverAt.set(entry.server, server);
      bytes += JSON.stringify(entry.server).length + JSON.stringify(entry.serverName).length + 6;
    }
    tools.push([entry.name, server, position(categories, entry.category), position(risks, entry.risk), position(verdicts, entry.verdict)]);
    bytes += JSON.stringify(entry.name).length + 16;
    lastKey = key;
  }
  close();
  return {
    manifest: { version: 1, count: entries.length, build: hash(shards.map((s) => s.text).join('\n')), categories, risks, verdicts, separators },
    shards,
  };
}

/** Index of the shard where names >= query begin: the last whose separator sorts strictly before the query (0 if none). */
export function startShard(manifest: Pick<NameManifest, 'separators'>, query: string): number {
  const { separators } = manifest;
  let lo = 0;
  let hi = separators.length - 1;
  let found = 0;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (separators[mid]! < query) {
      found = mid;
      lo = mid + 1;
    } else hi = mid - 1;
  }
  return found;
}

/** Whether shard `index` may hold names that start with the query (given that earlier shards were read). */
export const shardMayMatch = (manifest: Pick<NameManifest, 'separators'>, index: number, query: string) => {
  const sep = manifest.separators[index];
  return sep !== undefined && (sep <= query || sep.startsWith(query));
};

export interface NameMatch extends NameEntry {
  exact: boolean;
  url: string;
}

export interface LookupOptions {
  /** Most matches returned; exact matches come first. */
  limit?: number;
  /** Most shards read for one query (the first is always read). */
  maxShards?: number;
  /** Keep only tools these accept (filters of the search page). */
  accept?: (entry: NameEntry) => boolean;
}

/**
 * Exact and prefix matches for a query, case-insensitively: every tool whose
 * name equals the query first (a name spelled exactly as typed before one that
 * differs in case), then names that start with it, in name order.
 */
export async function lookupNames(
  manifest: NameManifest,
  loadShard: (file: string) => Promise<NameShard>,
  query: string,
  { limit = 20, maxShards = 3, accept }: LookupOptions = {},
): Promise<NameMatch[]> {
  const key = nameKey(query.trim());
  if (!key) return [];
  const exact: NameMatch[] = [];
  const prefix: NameMatch[] = [];
  let index = startShard(manifest, key);
  for (let read = 0; read < maxShards && index < manifest.separators.length; read++, index++) {
    if (read > 0 && !shardMayMatch(manifest, index, key)) break;
    const shard = await loadShard(shardFile(index));
    let passed = false;
    for (const [name, server, category, risk, verdict] of shard.tools) {
      const nameLower = nameKey(name);
      if (nameLower < key) continue;
      if (!nameLower.startsWith(key)) {
        passed = true;
        break;
      }
      const [slug, serverName] = shard.servers[server]!;
      const entry: NameEntry = { name, server: slug, serverName, category: manifest.categories[category]!, risk: manifest.risks[risk]!, verdict: manifest.verdicts[verdict]! };
      if (accept && !accept(entry)) continue;
      const match: NameMatch = { ...entry, exact: nameLower === key, url: toolUrl(slug, name) };
      (match.exact ? exact : prefix).push(match);
      if (prefix.length >= limit && !match.exact) {
        passed = true;
        break;
      }
    }
    if (passed) break;
  }
  const typed = query.trim();
  exact.sort((a, b) => Number(b.name === typed) - Number(a.name === typed));
  return [...exact, ...prefix].slice(0, Math.max(limit, exact.length));
}

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
import { serverUrl, toolUrl } from '../catalogue/urls.ts';
import { serverNameKeys } from './query.ts';

export interface NameEntry {
  name: string;
  server: string;
  serverName: string;
  category: string;
  risk: string;
  verdict: string;
}

/** A server, found by the words of its name and slug (see serverNameKeys). */
export interface ServerNameEntry {
  slug: string;
  name: string;
  /** How many tools it has. */
  tools: number;
}

export interface NameManifest {
  version: 1;
  /** Tools in the index. */
  count: number;
  /** Servers in the index (0 in an index built without them). */
  servers?: number;
  /** Value lists the shards refer to by position. */
  categories: string[];
  risks: string[];
  verdicts: string[];
  /** Hash of every shard: shard URLs carry it so a build never mixes with cached shards of another. */
  build: string;
  /** Separator of each shard, ascending; the first is always "". Shard i is the file <i>.json. */
  separators: string[];
}

/**
 * A shard: the servers it mentions, one row per tool ([name, server, category,
 * risk, verdict] as positions), and one row per key a server is found by
 * ([key, server, tool count]). Both row lists are sorted by key, and the shard
 * holds every row of either kind whose key falls in its range.
 */
export interface NameShard {
  servers: Array<[slug: string, name: string]>;
  tools: Array<[name: string, server: number, category: number, risk: number, verdict: number]>;
  serverKeys?: Array<[key: string, server: number, tools: number]>;
}

export interface BuiltNameIndex {
  manifest: NameManifest;
  shards: Array<{ file: string; shard: NameShard; text: string }>;
}

export const NAME_INDEX_DIR = 'names';
export const MANIFEST_FILE = 'index.json';
/** About 500 tools a shard: a few KB gzipped. */
const DEFAULT_MAX_SHARD_BYTES = 16 * 1024;

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

export function buildNameIndex(
  entries: readonly NameEntry[],
  maxShardBytes = DEFAULT_MAX_SHARD_BYTES,
  serverEntries: readonly ServerNameEntry[] = [],
): BuiltNameIndex {
  const categories: string[] = [];
  const risks: string[] = [];
  const verdicts: string[] = [];
  const position = (list: string[], value: string) => {
    let at = list.indexOf(value);
    if (at < 0) at = list.push(value) - 1;
    return at;
  };
  type Row =
    { key: string; entry: NameEntry; named?: undefined } | { key: string; named: ServerNameEntry; entry?: undefined };
  const rows: Row[] = entries.map((entry) => ({ entry, key: nameKey(entry.name) }));
  for (const named of serverEntries)
    for (const key of serverNameKeys(named.name, named.slug)) rows.push({ key, named });
  const tie = (row: Row) =>
    row.entry ? `0${row.entry.name}\u0000${row.entry.serverName}\u0000${row.entry.server}` : `1${row.named.slug}`;
  const sorted = rows.sort((a, b) => compare(a.key, b.key) || compare(tie(a), tie(b)));

  const shards: BuiltNameIndex['shards'] = [];
  const separators: string[] = [];
  let servers: NameShard['servers'] = [];
  let serverAt = new Map<string, number>();
  let tools: NameShard['tools'] = [];
  let serverKeys: NonNullable<NameShard['serverKeys']> = [];
  let bytes = 0;
  let firstKey = '';
  let previousLastKey: string | undefined;
  let lastKey = '';
  const close = () => {
    if (tools.length === 0 && serverKeys.length === 0) return;
    const shard: NameShard = serverKeys.length > 0 ? { servers, tools, serverKeys } : { servers, tools };
    const text = JSON.stringify(shard);
    const file = shardFile(shards.length);
    shards.push({ file, shard, text });
    separators.push(previousLastKey === undefined ? '' : separator(previousLastKey, firstKey));
    previousLastKey = lastKey;
    servers = [];
    serverAt = new Map();
    tools = [];
    serverKeys = [];
    bytes = 0;
  };
  for (const row of sorted) {
    const { key } = row;
    const [slug, serverName] = row.entry ? [row.entry.server, row.entry.serverName] : [row.named.slug, row.named.name];
    const serverBytes = serverAt.has(slug) ? 0 : JSON.stringify(slug).length + JSON.stringify(serverName).length + 6;
    const ownBytes = JSON.stringify(row.entry ? row.entry.name : key).length + 16;
    if ((tools.length > 0 || serverKeys.length > 0) && bytes + ownBytes + serverBytes > maxShardBytes) close();
    if (tools.length === 0 && serverKeys.length === 0) firstKey = key;
    let server = serverAt.get(slug);
    if (server === undefined) {
      server = servers.push([slug, serverName]) - 1;
      serverAt.set(slug, server);
      bytes += JSON.stringify(slug).length + JSON.stringify(serverName).length + 6;
    }
    if (row.entry) {
      const { entry } = row;
      tools.push([
        entry.name,
        server,
        position(categories, entry.category),
        position(risks, entry.risk),
        position(verdicts, entry.verdict),
      ]);
    } else {
      serverKeys.push([key, server, row.named.tools]);
    }
    bytes += ownBytes;
    lastKey = key;
  }
  close();
  return {
    manifest: {
      version: 1,
      count: entries.length,
      servers: serverEntries.length,
      build: hash(shards.map((s) => s.text).join('\n')),
      categories,
      risks,
      verdicts,
      separators,
    },
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
const shardMayMatch = (manifest: Pick<NameManifest, 'separators'>, index: number, query: string) => {
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
 * Reads the shards that can hold keys starting with `key`, in order, handing each
 * to `visit`; stops when `visit` says the shard had a key past that range (all
 * later shards then do too) or after `maxShards`.
 */
async function walkShards(
  manifest: NameManifest,
  loadShard: (file: string) => Promise<NameShard>,
  key: string,
  maxShards: number,
  visit: (shard: NameShard) => boolean,
): Promise<void> {
  let index = startShard(manifest, key);
  for (let read = 0; read < maxShards && index < manifest.separators.length; read++, index++) {
    if (read > 0 && !shardMayMatch(manifest, index, key)) break;
    if (visit(await loadShard(shardFile(index)))) break;
  }
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
  await walkShards(manifest, loadShard, key, maxShards, (shard) => {
    for (const [name, server, category, risk, verdict] of shard.tools) {
      const nameLower = nameKey(name);
      if (nameLower < key) continue;
      if (!nameLower.startsWith(key)) return true;
      const [slug, serverName] = shard.servers[server]!;
      const entry: NameEntry = {
        name,
        server: slug,
        serverName,
        category: manifest.categories[category]!,
        risk: manifest.risks[risk]!,
        verdict: manifest.verdicts[verdict]!,
      };
      if (accept && !accept(entry)) continue;
      const match: NameMatch = { ...entry, exact: nameLower === key, url: toolUrl(slug, name) };
      (match.exact ? exact : prefix).push(match);
      if (prefix.length >= limit && !match.exact) return true;
    }
    // Server rows past the range also mean the range has ended.
    return (shard.serverKeys ?? []).some(([k]) => k > key && !k.startsWith(key));
  });
  const typed = query.trim();
  exact.sort((a, b) => Number(b.name === typed) - Number(a.name === typed));
  return [...exact, ...prefix].slice(0, Math.max(limit, exact.length));
}

export interface ServerMatch {
  slug: string;
  name: string;
  tools: number;
  /** The key that matched, and whether it equals the query. */
  key: string;
  exact: boolean;
  url: string;
}

/** Servers with a key (a word of the name or slug, the whole name, the slug) that starts with `word`: each server once, exact keys first. */
export async function lookupServers(
  manifest: NameManifest,
  loadShard: (file: string) => Promise<NameShard>,
  word: string,
  { limit = 20, maxShards = 3 } = {},
): Promise<ServerMatch[]> {
  const key = nameKey(word.trim());
  if (!key || !manifest.servers) return [];
  const found = new Map<string, ServerMatch>();
  await walkShards(manifest, loadShard, key, maxShards, (shard) => {
    let passed = false;
    for (const [k, server, tools] of shard.serverKeys ?? []) {
      if (k < key) continue;
      if (!k.startsWith(key)) {
        passed = true;
        break;
      }
      const [slug, name] = shard.servers[server]!;
      const match: ServerMatch = { slug, name, tools, key: k, exact: k === key, url: serverUrl(slug) };
      const seen = found.get(slug);
      if (!seen || (match.exact && !seen.exact)) found.set(slug, match);
    }
    return (
      passed ||
      shard.tools.some(([name]) => nameKey(name) > key && !nameKey(name).startsWith(key)) ||
      found.size >= limit
    );
  });
  return [...found.values()].sort((a, b) => Number(b.exact) - Number(a.exact) || compare(a.key, b.key)).slice(0, limit);
}

/** Every tool name and server key in the shard where `query` would sort: the close names a did-you-mean can offer without reading more. */
export async function nearbyNames(
  manifest: NameManifest,
  loadShard: (file: string) => Promise<NameShard>,
  query: string,
): Promise<string[]> {
  const key = nameKey(query.trim());
  if (!key || manifest.separators.length === 0) return [];
  const shard = await loadShard(shardFile(startShard(manifest, key)));
  return [...shard.tools.map(([name]) => name), ...(shard.serverKeys ?? []).map(([k]) => k)];
}

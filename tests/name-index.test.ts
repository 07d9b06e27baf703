import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { serverNameKeys } from '../src/lib/search/query.ts';
import {
  buildNameIndex,
  lookupNames,
  lookupServers,
  nameKey,
  separator,
  startShard,
  type NameEntry,
  type NameShard,
  type ServerNameEntry,
} from '../src/lib/search/name-index.ts';

const entry = (name: string, server = 'srv', extra: Partial<NameEntry> = {}): NameEntry => ({
  name,
  server,
  serverName: `Server ${server}`,
  category: 'Read',
  risk: 'low',
  verdict: 'Allow',
  ...extra,
});

/** The index as the browser sees it: files fetched by name, with a count of fetches. */
function served(entries: NameEntry[], maxShardBytes?: number, servers: ServerNameEntry[] = []) {
  const built = buildNameIndex(entries, maxShardBytes, servers);
  const files = new Map(built.shards.map((s) => [s.file, JSON.parse(s.text) as NameShard]));
  const fetched: string[] = [];
  const load = async (file: string) => {
    fetched.push(file);
    const shard = files.get(file);
    if (!shard) throw new Error(`no shard ${file}`);
    return shard;
  };
  return { ...built, manifest: JSON.parse(JSON.stringify(built.manifest)) as typeof built.manifest, load, fetched };
}

/** What a lookup must return, computed the slow way. */
function expected(entries: NameEntry[], query: string) {
  const key = nameKey(query.trim());
  const hits = entries.filter((e) => nameKey(e.name).startsWith(key));
  return {
    exact: new Set(hits.filter((e) => nameKey(e.name) === key).map((e) => `${e.server}/${e.name}`)),
    prefix: new Set(hits.filter((e) => nameKey(e.name) !== key).map((e) => `${e.server}/${e.name}`)),
  };
}

describe('separator', () => {
  it('is the shortest prefix of the key that sorts after the previous key', () => {
    expect(separator('get_user', 'list_files')).toBe('l');
    expect(separator('get_user', 'get_users')).toBe('get_users');
    expect(separator('get_user', 'get_v')).toBe('get_v');
    expect(separator('same', 'same')).toBe('same');
  });
});

describe('the name index', () => {
  const names = [
    'cloudron_cancel_task',
    'cloudron_get_app',
    'createIssue',
    'create-issue',
    'create.issue',
    'delete_repo',
    'get_user',
    'get_users',
    'x',
    'a',
    'search',
  ];
  const entries = [
    ...names.map((n) => entry(n)),
    entry('search', 'other'),
    entry('Search', 'third'),
    entry('SEARCH', 'fourth'),
  ];

  it('finds an exact name first, spelled as typed before other cases, then names that start with it', async () => {
    const { manifest, load } = served(entries, 120);
    expect(manifest.separators.length).toBeGreaterThan(3);
    const matches = await lookupNames(manifest, load, 'Search');
    expect(matches[0]).toMatchObject({ name: 'Search', server: 'third', exact: true, url: '/servers/third/Search/' });
    expect(
      matches
        .filter((m) => m.exact)
        .map((m) => `${m.server}/${m.name}`)
        .sort(),
    ).toEqual(['fourth/SEARCH', 'other/search', 'srv/search', 'third/Search']);
    const prefix = await lookupNames(manifest, load, 'get_user');
    expect(prefix.map((m) => [m.name, m.exact])).toEqual([
      ['get_user', true],
      ['get_users', false],
    ]);
  });

  it('matches case-insensitively and across shards', async () => {
    const { manifest, load } = served(entries, 60);
    const create = await lookupNames(manifest, load, 'CREATE');
    expect(create.map((m) => m.name).sort()).toEqual(['create-issue', 'create.issue', 'createIssue']);
    expect(await lookupNames(manifest, load, 'nothing_like_it')).toEqual([]);
    expect(await lookupNames(manifest, load, '   ')).toEqual([]);
    expect((await lookupNames(manifest, load, 'x')).map((m) => m.name)).toEqual(['x']);
  });

  it("applies the caller's filter and limit", async () => {
    const { manifest, load } = served([...entries, entry('get_token', 'srv', { category: 'Write' })], 100);
    const writes = await lookupNames(manifest, load, 'get', { accept: (e) => e.category === 'Write' });
    expect(writes.map((m) => m.name)).toEqual(['get_token']);
    expect(await lookupNames(manifest, load, 'c', { limit: 2 })).toHaveLength(2);
  });

  it('reads the manifest and one shard for an exact name in a large index', async () => {
    const many = Array.from({ length: 20_000 }, (_, i) =>
      entry(`tool_${(i * 7919) % 20_000}_${i.toString(36)}`, `s${i % 700}`),
    );
    const { manifest, shards, load, fetched } = served(many);
    expect(Math.max(...shards.map((s) => s.text.length))).toBeLessThanOrEqual(16 * 1024 + 200);
    const target = many[12_345]!;
    const matches = await lookupNames(manifest, load, target.name);
    expect(matches[0]).toMatchObject({ name: target.name, server: target.server, exact: true });
    expect(fetched).toHaveLength(1);
    expect(startShard(manifest, '')).toBe(0);
  });

  it('returns exactly the brute-force answer for any set of names and any query', async () => {
    const char = fc.constantFrom(...'abAB_-.0'.split(''));
    const name = fc
      .array(char, { minLength: 1, maxLength: 6 })
      .map((cs) => cs.join(''))
      .filter((n) => !/^\.+$/.test(n));
    await fc.assert(
      fc.asyncProperty(
        fc.uniqueArray(fc.record({ name, server: fc.constantFrom('s1', 's2', 's3') }), {
          selector: (e) => `${e.server}/${e.name.toLowerCase()}`,
          maxLength: 80,
        }),
        fc.array(char, { minLength: 1, maxLength: 4 }).map((cs) => cs.join('')),
        fc.integer({ min: 40, max: 400 }),
        async (raw, query, maxBytes) => {
          const list = raw.map((e) => entry(e.name, e.server));
          // Servers keyed by words among the tool names' own range: their rows share shards with tool rows and must not hide any.
          const { manifest, load } = served(list, maxBytes, [
            { slug: 's1', name: 'ab server', tools: 1 },
            { slug: 's2', name: 'B.a-0', tools: 2 },
          ]);
          const got = await lookupNames(manifest, load, query, { limit: 1000, maxShards: 1000 });
          const want = expected(list, query);
          expect(new Set(got.filter((m) => m.exact).map((m) => `${m.server}/${m.name}`))).toEqual(want.exact);
          expect(new Set(got.filter((m) => !m.exact).map((m) => `${m.server}/${m.name}`))).toEqual(want.prefix);
          // Exact matches come first.
          const firstPrefix = got.findIndex((m) => !m.exact);
          expect(firstPrefix === -1 || got.slice(firstPrefix).every((m) => !m.exact)).toBe(true);
          // And a server is found by any key that starts with the query, wherever its rows fell.
          const servers = await lookupServers(manifest, load, query, { maxShards: 1000 });
          const wantServers = [
            ['s1', serverNameKeys('ab server', 's1')],
            ['s2', serverNameKeys('B.a-0', 's2')],
          ]
            .filter(([, keys]) =>
              (keys as string[]).some((k) => k.startsWith(nameKey(query.trim())) && nameKey(query.trim()) !== ''),
            )
            .map(([slug]) => slug as string);
          expect(servers.map((m) => m.slug).sort()).toEqual(wantServers.sort());
        },
      ),
      { numRuns: 300 },
    );
  });
});

/**
 * The parse cache (src/lib/catalogue/parse-cache.ts): a load that takes values from it must report exactly what a
 * load without it reports, including the line of every problem.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { validateCatalogue } from '../src/lib/validate/runner.ts';
import { contentKey, openParseCache } from '../src/lib/catalogue/parse-cache.ts';
import { defaultParseCache, parserFingerprint } from '../src/lib/catalogue/parse-cache-default.ts';
import { baseFiles, makeCatalogue, validTool } from './support/catalogue.ts';

const cleanups: Array<() => void> = [];
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
});
const scratch = () => {
  const dir = mkdtempSync(join(tmpdir(), 'parse-cache-'));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  return join(dir, 'cache.json');
};

describe('the cache file', () => {
  it('gives back what was stored, as a fresh object each time, after a save and a reopen', () => {
    const path = scratch();
    const cache = openParseCache(path, 'v1');
    cache.set('a', { name: 'x', list: [1, 'two', null, true] });
    cache.save();
    const again = openParseCache(path, 'v1');
    const first = again.get('a') as { name: string };
    expect(first).toEqual({ name: 'x', list: [1, 'two', null, true] });
    first.name = 'changed';
    expect(again.get('a')).toEqual({ name: 'x', list: [1, 'two', null, true] });
    expect(again.stats.hits).toBe(2);
  });

  it('starts empty when the parser changed, and writes nothing when opened read-only or when nothing was added', () => {
    const path = scratch();
    const cache = openParseCache(path, 'v1');
    cache.set('a', { n: 1 });
    cache.save();
    expect(openParseCache(path, 'v2').get('a')).toBeUndefined();
    const readOnly = openParseCache(path, 'v1', { write: false });
    readOnly.set('b', { n: 2 });
    readOnly.save();
    expect(openParseCache(path, 'v1').get('b')).toBeUndefined();
    const before = readFileSync(path, 'utf8');
    const unchanged = openParseCache(path, 'v1');
    unchanged.get('a');
    unchanged.save();
    expect(readFileSync(path, 'utf8')).toBe(before);
  });

  it('keeps only the entries the last read used, so changed files leave nothing stale', () => {
    const path = scratch();
    const cache = openParseCache(path, 'v1');
    cache.set('old', { n: 1 });
    cache.set('kept', { n: 2 });
    cache.save();
    const next = openParseCache(path, 'v1');
    next.get('kept');
    next.set('new', { n: 3 });
    next.save();
    const last = openParseCache(path, 'v1');
    expect([last.get('old'), last.get('kept'), last.get('new')]).toEqual([undefined, { n: 2 }, { n: 3 }]);
  });

  it('refuses values that JSON would change', () => {
    const cache = openParseCache(scratch(), 'v1');
    for (const [key, value] of [
      ['nan', { n: Number.NaN }],
      ['inf', [Infinity]],
      ['zero', { n: -0 }],
      ['proto', JSON.parse('{"__proto__": {"x": 1}}')],
    ] as const) {
      cache.set(key, value);
      expect(cache.get(key), key).toBeUndefined();
    }
  });

  it('keys files by their bytes', () => {
    expect(contentKey(new TextEncoder().encode('a: 1\n'))).toBe(contentKey(new TextEncoder().encode('a: 1\n')));
    expect(contentKey(new TextEncoder().encode('a: 1\n'))).not.toBe(contentKey(new TextEncoder().encode('a: 2\n')));
  });
});

describe('a catalogue read through the cache', () => {
  const catalogue = (files = baseFiles()) => {
    const made = makeCatalogue(files);
    cleanups.push(made.cleanup);
    return made.root;
  };

  it('reads every clean file from the cache the second time, with the same result as without it', () => {
    const root = catalogue({ ...baseFiles(), 'servers/example/tools/get_thing.yaml': validTool('get_thing') });
    const path = scratch();
    const plain = validateCatalogue(root, { cache: false });
    const first = openParseCache(path, 'v1');
    validateCatalogue(root, { cache: first });
    expect(first.stats.hits).toBe(0);
    const second = openParseCache(path, 'v1');
    const cached = validateCatalogue(root, { cache: second });
    expect(second.stats.hits).toBe(plain.filesChecked);
    expect(cached.tools).toEqual(plain.tools);
    expect(cached.problems).toEqual([]);
  });

  it('reads a changed file afresh and names the line of its problem', () => {
    const root = catalogue();
    const path = scratch();
    const warm = openParseCache(path, 'v1');
    validateCatalogue(root, { cache: warm });
    writeFileSync(join(root, 'servers/example/tools/list_things.yaml'), 'name: list_things\ndescription: [unclosed\n');
    const problems = validateCatalogue(root, { cache: openParseCache(path, 'v1') }).problems;
    expect(problems.length).toBeGreaterThan(0);
    expect(problems[0]!.file).toContain('list_things.yaml');
    expect(problems[0]!.line).toBeGreaterThan(1);
  });

  it('still locates a schema problem in a file whose value came from the cache', () => {
    // The same bytes are valid YAML but an invalid record: the value is cached, the position is read on demand.
    const broken = { ...validTool('list_things'), risk: 'extreme' };
    const root = catalogue({ ...baseFiles(), 'servers/example/tools/list_things.yaml': broken });
    const plain = validateCatalogue(root, { cache: false }).problems;
    const path = scratch();
    validateCatalogue(root, { cache: openParseCache(path, 'v1') });
    const second = openParseCache(path, 'v1');
    const cached = validateCatalogue(root, { cache: second }).problems;
    expect(second.stats.hits).toBeGreaterThan(0);
    expect(plain.some((problem) => problem.message.includes('risk') && problem.line > 1)).toBe(true);
    expect(cached).toEqual(plain);
  });
});

describe('which reads use the cache by default', () => {
  it('only a read of ./data, unless CATALOGUE_CACHE=off', () => {
    expect(parserFingerprint()).toMatch(/^yaml@\d+\.\d+\.\d+:[0-9a-f]{64}$/);
    expect(defaultParseCache('data', {})).toBeDefined();
    expect(defaultParseCache(resolve('data'), {})).toBeDefined();
    expect(defaultParseCache('data', { CATALOGUE_CACHE: 'off' })).toBeUndefined();
    expect(defaultParseCache(tmpdir(), {})).toBeUndefined();
  });
});

import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import check from '../../src/lib/validate/checks/no-write-leftovers.ts';
import { catalogueOf, entry, tool } from '../support/checks.ts';

let root = '';
afterEach(() => rmSync(root, { recursive: true, force: true }));
const catalogueAt = () => {
  root = mkdtempSync(join(tmpdir(), 'leftovers-'));
  mkdirSync(join(root, 'servers', 'example'), { recursive: true });
  return { ...catalogueOf([entry(tool('a'))]), root };
};
const messages = (catalogue: ReturnType<typeof catalogueAt>) => check.run(catalogue).findings.map((f) => f.message);

describe('no-write-leftovers', () => {
  it('passes a catalogue with nothing at its root but its folders', () => {
    expect(messages(catalogueAt())).toEqual([]);
  });
  it('reports a staging folder and a server missing while its old copy waits (F8, F16)', () => {
    const catalogue = catalogueAt();
    mkdirSync(join(root, '.importing-example-4242'));
    mkdirSync(join(root, '.replaced-github-4242'));
    expect(messages(catalogue)).toEqual([
      '.importing-example-4242 was left by a writer that was killed (an unfinished import)',
      'servers/github is missing: a writer was killed between moving it aside (to .replaced-github-4242) and moving its replacement in',
    ]);
  });
  it('says a writer is still running when the lock names a live process', () => {
    const catalogue = catalogueAt();
    mkdirSync(join(root, '.importing-example-4242'));
    writeFileSync(
      join(root, '.catalogue.lock'),
      JSON.stringify({ pid: process.pid, host: hostname(), since: 'now', command: 'npm run import' }),
    );
    expect(messages(catalogue)[0]).toMatch(
      /a writer is running \(pid \d+: npm run import\); validate again when it ends/,
    );
  });
});

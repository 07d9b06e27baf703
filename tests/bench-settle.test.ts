import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { flushToDisk, readAllOnce } from '../bench/settle.ts';

describe("the benchmark's same start for each build (bench/settle.ts)", () => {
  const dir = mkdtempSync(join(tmpdir(), 'bench-settle-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('reads every file of a catalogue folder, however deep, and nothing else', () => {
    mkdirSync(join(dir, 'servers', 'a', 'tools'), { recursive: true });
    writeFileSync(join(dir, 'servers', 'a', 'server.yaml'), 'name: A\n');
    writeFileSync(join(dir, 'servers', 'a', 'tools', 'x.yaml'), 'name: x\n');
    writeFileSync(join(dir, 'servers', 'a', 'tools', 'y.yaml'), 'name: y\n');
    mkdirSync(join(dir, 'attacks'));
    expect(readAllOnce(dir)).toBe(3);
  });

  it('flushes the disk where the system has sync', () => {
    expect(flushToDisk()).toBe(process.platform !== 'win32');
  });
});

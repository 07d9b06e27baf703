/** Which Chromium the browser tests and the measurements launch (bench/chromium.ts). */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { findChromium } from '../bench/chromium.ts';

const saved = process.env.CHROMIUM_PATH;
afterEach(() => {
  if (saved === undefined) delete process.env.CHROMIUM_PATH;
  else process.env.CHROMIUM_PATH = saved;
});

describe('findChromium', () => {
  it('takes CHROMIUM_PATH first, whichever kind is asked for', () => {
    const binary = join(mkdtempSync(join(tmpdir(), 'chromium-')), 'chrome');
    writeFileSync(binary, '');
    process.env.CHROMIUM_PATH = binary;
    expect(findChromium()).toBe(binary);
    expect(findChromium({ headlessShellFirst: true })).toBe(binary);
  });

  it('passes over a CHROMIUM_PATH that does not exist', () => {
    process.env.CHROMIUM_PATH = '/nowhere/chrome';
    expect(findChromium()).not.toBe('/nowhere/chrome');
    expect(findChromium({ headlessShellFirst: true })).not.toBe('/nowhere/chrome');
  });
});

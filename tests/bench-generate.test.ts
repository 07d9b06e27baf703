import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { generateCatalogue } from '../bench/generate-catalogue.ts';
import { validateCatalogue } from '../src/lib/validate/runner.ts';
import { CATEGORIES, RISK_LEVELS, VERDICTS } from '../src/schema/enums.ts';

const root = mkdtempSync(join(tmpdir(), 'bench-catalogue-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('the benchmark catalogue generator', () => {
  const generated = generateCatalogue(root, { tools: 1500, servers: 40, attacksDir: 'data/attacks', seed: 7 });
  const catalogue = validateCatalogue(root);

  it('writes a catalogue the real validator accepts, with exactly the tools and servers asked for', () => {
    expect(catalogue.problems).toEqual([]);
    expect(catalogue.tools).toHaveLength(1500);
    expect(catalogue.servers).toHaveLength(40);
    expect(generated.tools).toBe(1500);
    expect(catalogue.attacks.length).toBeGreaterThan(5);
  });

  it('covers every category, risk and verdict, and every naming style', () => {
    const seen = (pick: (t: (typeof catalogue.tools)[number]) => string) => new Set(catalogue.tools.map(pick));
    expect([...seen((t) => t.record.category)].sort()).toEqual([...CATEGORIES].sort());
    expect([...seen((t) => t.record.risk)].sort()).toEqual([...RISK_LEVELS].sort());
    expect([...seen((t) => t.record.policy.verdict)].sort()).toEqual([...VERDICTS].sort());
    const names = catalogue.tools.map((t) => t.record.name);
    expect(names.some((n) => /^[a-z0-9]+(_[a-z0-9]+)+$/.test(n))).toBe(true);
    expect(names.some((n) => /[a-z][A-Z]/.test(n))).toBe(true);
    expect(names.some((n) => n.includes('-'))).toBe(true);
    expect(names.some((n) => n.includes('.'))).toBe(true);
    expect(catalogue.tools.every((t) => t.record.attacks.length >= 1 && t.record.attacks.length <= 3)).toBe(true);
  });

  it('is deterministic for a seed', () => {
    const again = mkdtempSync(join(tmpdir(), 'bench-catalogue-'));
    try {
      generateCatalogue(again, { tools: 1500, servers: 40, attacksDir: 'data/attacks', seed: 7 });
      const names = (r: string) => validateCatalogue(r).tools.map((t) => `${t.server}/${t.record.name}`);
      expect(names(again)).toEqual(names(root));
    } finally {
      rmSync(again, { recursive: true, force: true });
    }
  });
});

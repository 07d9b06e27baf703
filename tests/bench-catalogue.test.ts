/**
 * The build's shared catalogue read (src/site/catalogue-data.ts), which the
 * benchmark showed had to be parallel and compact at 250,000 tools: it must
 * give exactly what the validator gives, in the same order, and fail with
 * exactly the validator's report.
 */
import { appendFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { generateCatalogue } from '../bench/generate-catalogue.ts';
import { validateCatalogue } from '../src/lib/validate/runner.ts';
import { formatReport } from '../src/lib/catalogue/problems.ts';
import { availableParallelism } from 'node:os';
import { forgetCatalogue, loadValidatedCatalogue, readInfo, validatedCatalogue } from '../src/site/catalogue-data.ts';

const root = mkdtempSync(join(tmpdir(), 'bench-catalogue-'));
// Enough servers for the parallel read to kick in.
generateCatalogue(root, { tools: 900, servers: 260, attacksDir: 'data/attacks', seed: 3 });
afterAll(() => rmSync(root, { recursive: true, force: true }));
afterEach(() => forgetCatalogue());

describe('the shared catalogue read', () => {
  it('reads a large catalogue in parallel into exactly what the validator reads', async () => {
    const expected = validateCatalogue(root);
    const got = await loadValidatedCatalogue(root);
    expect(got.problems).toEqual([]);
    expect(got.tools.map((t) => [t.server, t.file, t.record])).toEqual(
      expected.tools.map((t) => [t.server, t.file, t.record]),
    );
    expect(got.servers).toEqual(expected.servers);
    expect(got.attacks).toEqual(expected.attacks);
    expect(got.filesChecked).toBe(expected.filesChecked);
    expect(readInfo(root)?.threads).toBe(Math.min(availableParallelism(), 4));
  });

  it('reads once: later callers, sync or not, get the same object', async () => {
    const [a, b] = await Promise.all([loadValidatedCatalogue(root), loadValidatedCatalogue(root)]);
    expect(b).toBe(a);
    expect(validatedCatalogue(root)).toBe(a);
  });

  it("fails with the validator's own report when any file has a problem", async () => {
    const broken = mkdtempSync(join(tmpdir(), 'bench-catalogue-broken-'));
    try {
      generateCatalogue(broken, { tools: 600, servers: 240, attacksDir: 'data/attacks', seed: 5 });
      const victim = validateCatalogue(broken).tools[400]!;
      appendFileSync(join(broken, 'servers', victim.server, 'tools', `${victim.record.name}.yaml`), 'risk: extreme\n');
      const report = validateCatalogue(broken);
      expect(report.problems.length).toBeGreaterThan(0);
      await expect(loadValidatedCatalogue(broken)).rejects.toThrow(formatReport(report.problems, report.filesChecked));
    } finally {
      rmSync(broken, { recursive: true, force: true });
    }
  });
});

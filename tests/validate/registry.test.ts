/** The registry itself: every check file is listed once, under its file's name, with a test beside it; the runner locates what checks find. */
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { CHECKS } from '../../src/lib/validate/checks/index.ts';
import { checkToolRecord, validateCatalogue } from '../../src/lib/validate/runner.ts';
import { formatFigures } from '../../src/lib/validate/figures.ts';
import { baseFiles, makeCatalogue, validTool } from '../support/catalogue.ts';

const CHECKS_DIR = new URL('../../src/lib/validate/checks/', import.meta.url);

describe('the check registry', () => {
  it('lists every check file once, under the file name, and each has its own test', () => {
    const files = readdirSync(CHECKS_DIR)
      .filter((name) => name.endsWith('.ts') && name !== 'index.ts')
      .map((name) => name.slice(0, -3))
      .sort();
    expect(CHECKS.map((check) => check.id).sort()).toEqual(files);
    for (const id of files) expect(existsSync(join(import.meta.dirname, `${id}.test.ts`)), id).toBe(true);
  });
  it('gives every check a one-sentence summary', () => {
    for (const check of CHECKS) expect(check.summary, check.id).toMatch(/^[A-Z][^\n]+[.)]$/);
  });
});

describe('the runner', () => {
  let cleanup = () => {};
  afterEach(() => cleanup());

  it('locates a finding at the line of the key it is about, and prints one figure per check', () => {
    const files = baseFiles();
    files['servers/example/tools/wipe.yaml'] = validTool('wipe', {
      category: 'Destructive',
      risk: 'high',
      effect: { readOnly: false, destructive: true, idempotent: false, openWorld: false, source: 'heuristic' },
      policy: { verdict: 'allow' },
    });
    const made = makeCatalogue(files);
    cleanup = made.cleanup;
    const catalogue = validateCatalogue(made.root);
    const problem = catalogue.problems.find((p) => p.message.startsWith('verdict allow'));
    expect(problem?.file).toMatch(/wipe\.yaml$/);
    // policy: is the last block of the written record; its verdict is the line after it.
    expect(problem?.line).toBeGreaterThan(1);
    expect(catalogue.figures.map((figure) => figure.id)).toEqual(CHECKS.map((check) => check.id));
    expect(formatFigures(catalogue)).toMatch(/verdict-fits-tool +1\b/);
  });

  it('checks one record alone, without the catalogue it would join', () => {
    const record = { ...validTool('wipe'), category: 'Write' } as never;
    expect(() => checkToolRecord(record)).not.toThrow();
    expect(checkToolRecord(record).map((finding) => finding.message)).toEqual([
      'category is Write but effect.readOnly is true',
      'verdict allow departs from the table (Write, low risk: rate-limit), and review.departure does not say why',
    ]);
  });
});

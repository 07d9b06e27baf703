/**
 * The benchmark runs end to end on a tiny catalogue: it generates one, builds the real site and the bare baseline
 * from it (a second time in the other order: --pairs), measures the pages and prints its figures (docs/benchmarks.md
 * records the real sizes). One server of 60
 * tools has a second page of its tool list (servers/<server>/tools/2/), the folder the benchmark once took for a tool
 * page and died on.
 */
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

describe('npm run bench', () => {
  it('builds both sites from a tiny catalogue, twice in turns with --pairs 2, and prints its figures as JSON', () => {
    const env = { ...process.env };
    delete env.NODE_OPTIONS;
    const run = spawnSync(
      process.execPath,
      ['scripts/bench.ts', '--tools', '60', '--servers', '1', '--sample', '1000', '--no-search', '--pairs', '2'],
      { encoding: 'utf8', env, timeout: 240_000 },
    );
    expect(run.status, run.stderr.slice(-2000)).toBe(0);
    const figures = JSON.parse(run.stdout.trim().split('\n').at(-1)!) as Record<string, unknown>;
    expect(figures).toMatchObject({ tools: 60, servers: 1, toolPagesMeasured: 60 });
    expect(figures.pagesBuilt).toBeGreaterThan(60);
    expect(figures.ratio).toBeGreaterThan(0);
    expect(figures.baselineBuildSeconds).toBeGreaterThan(0);
    // The first pair is the run above; the second built the baseline first.
    const ratios = figures.pairRatios as number[];
    expect(ratios).toHaveLength(2);
    expect(ratios[0]).toBe(figures.ratio);
    expect(figures.medianRatio).toBeCloseTo((ratios[0]! + ratios[1]!) / 2, 1);
    expect(run.stdout).toMatch(/pair 2 \(baseline first\): site [\d.]+ s, baseline [\d.]+ s/);
  }, 300_000);
});

import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const npm = (args: string[]) => spawnSync('npm', args, { encoding: 'utf8', timeout: 120_000 });

describe('supply chain', () => {
  it('commits its lockfile and pins every devDependency exactly', () => {
    expect(existsSync('package-lock.json')).toBe(true);
    const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as {
      devDependencies: Record<string, string>;
      dependencies?: Record<string, string>;
    };
    for (const [name, version] of Object.entries({ ...pkg.dependencies, ...pkg.devDependencies }))
      expect(version, name).toMatch(/^\d+\.\d+\.\d+$/);
  });

  it('has a lockfile that npm ci accepts as it is', () => {
    const result = npm(['ci', '--dry-run', '--ignore-scripts', '--no-audit', '--no-fund']);
    expect(result.status, `${result.stdout}\n${result.stderr}`).toBe(0);
  });

  it('has every install script it relies on explicitly approved', () => {
    const result = npm(['install-scripts', 'ls']);
    expect(result.status, result.stderr).toBe(0);
    expect(result.stdout).toContain('No packages with unreviewed install scripts.');
  });

  it('npm audit --omit=dev reports no vulnerabilities', () => {
    const result = npm(['audit', '--omit=dev', '--json']);
    if (result.status !== 0 && !result.stdout.trim().startsWith('{')) {
      throw new Error(`npm audit could not run (is the npm registry reachable?): ${result.stderr}`);
    }
    const report = JSON.parse(result.stdout) as { metadata: { vulnerabilities: Record<string, number> } };
    expect(report.metadata.vulnerabilities).toEqual({ info: 0, low: 0, moderate: 0, high: 0, critical: 0, total: 0 });
  });
});

/**
 * The first run of a newcomer: `npm ci` prints no engine warnings (the machine's Node only runs npm; the
 * project runs on the Node 24 it installs), and `npm start` says what was checked, what was built and where to
 * open it (tests/build-log.test.ts checks its build log line by line).
 */
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

const npm = (args: string[]) => spawnSync('npm', args, { encoding: 'utf8', timeout: 60_000 });

describe('the first run', () => {
  it("keeps npm to errors in this project, so an older Node's EBADENGINE blocks are not printed", () => {
    const result = npm(['config', 'get', 'loglevel']);
    expect(result.status, result.stderr).toBe(0);
    expect(result.stdout.trim()).toBe('error');
  });

  it('runs on the Node 24 it installs, whatever Node runs npm', () => {
    const result = npm(['exec', '--', 'node', '--version']);
    expect(result.status, result.stderr).toBe(0);
    expect(result.stdout.trim()).toMatch(/^v24\./);
  });
});

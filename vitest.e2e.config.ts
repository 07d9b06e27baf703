import { defineConfig } from 'vitest/config';
import { SAMPLE_CATALOGUE, SAMPLE_DIST } from './e2e/support/site-dir.ts';

// The site `npm run build:sample` built from a sample of the catalogue (e2e/support/site-sample.ts), unless
// OUT_DIR and CATALOGUE_DIR name another build and the catalogue it was built from. Set here, before the workers
// start, so the preview server, the catalogue read and every test file see the same pair.
if (!process.env.OUT_DIR) {
  process.env.OUT_DIR = SAMPLE_DIST;
  process.env.CATALOGUE_DIR ??= SAMPLE_CATALOGUE;
}

/** Browser and built-site tests: they run against the sample site of `npm run build:sample` (or OUT_DIR). */
export default defineConfig({
  test: {
    include: ['e2e/**/*.test.ts'],
    globalSetup: ['e2e/support/global-setup.ts'],
    setupFiles: ['e2e/support/setup.ts'],
    testTimeout: 60_000,
    // expect.poll waits for the page (an island loaded after the load event, search results): its default of one
    // second failed on a busy two-core machine while the page was only slow. Ten seconds still ends a real hang.
    expect: { poll: { timeout: 10_000 } },
    hookTimeout: 120_000,
    // A file per core at a time, each with its own Chromium: while one waits on its browser or the server,
    // another parses dist/ or builds the hostile fixture site. The files share nothing but the preview
    // server and the read-only dist/.
    maxWorkers: '100%',
    fileParallelism: true,
  },
});

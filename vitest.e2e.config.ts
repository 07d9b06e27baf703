import { defineConfig } from 'vitest/config';

/** Browser and built-site tests: they run against dist/, after `npm run build`. */
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

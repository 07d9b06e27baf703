import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Every core: Vitest's default leaves one free (a single worker on a 2-core machine), and many files here
    // wait on child processes (the importer, npm, bubblewrap) while the other core could run another file.
    maxWorkers: '100%',
    projects: [
      {
        test: {
          name: 'unit',
          include: ['tests/**/*.test.ts'],
          // Page tests render .astro files and need Astro's Vite setup: their own project.
          exclude: ['tests/pages/**', '**/node_modules/**'],
          testTimeout: 60_000,
          // Files in a worker share its loaded modules instead of importing them again for each file (unit tests 129 s →
          // 100 s, measured together on one machine). No test here mocks a module; the two spies restore what they spy on,
          // and the files passed in three orders (`--sequence.shuffle.files`, seeds 11 and 23, and the default).
          isolate: false,
        },
      },
      './vitest.pages.config.ts',
    ],
  },
});

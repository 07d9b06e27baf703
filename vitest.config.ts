import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['tests/**/*.test.ts'],
          // Page tests render .astro files and need Astro's Vite setup: their own project.
          exclude: ['tests/pages/**', '**/node_modules/**'],
          testTimeout: 60_000,
        },
      },
      './vitest.pages.config.ts',
    ],
  },
});

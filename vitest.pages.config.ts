import { getViteConfig } from 'astro/config';

/** Page tests: they render .astro pages with Astro's container API, so they need Astro's Vite setup. */
export default getViteConfig({
  test: {
    name: 'pages',
    include: ['tests/pages/**/*.test.ts'],
    testTimeout: 180_000,
    hookTimeout: 180_000,
  },
});

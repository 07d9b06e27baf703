/**
 * Where the browser tests find the built site and the catalogue it was built from. `npm test` builds a sample of
 * the catalogue into `.test-site/` (e2e/support/build-site.ts) and `vitest.e2e.config.ts` points OUT_DIR and
 * CATALOGUE_DIR there unless they are set; `OUT_DIR=dist CATALOGUE_DIR=data npm run test:e2e` tests the full
 * build of `npm run build` instead.
 */
export const TEST_SITE = '.test-site';
export const SAMPLE_CATALOGUE = `${TEST_SITE}/catalogue`;
export const SAMPLE_DIST = `${TEST_SITE}/dist`;

/** The built site the browser tests read (OUT_DIR, as astro.config.mjs reads it). */
export const siteDir = (): string => process.env.OUT_DIR ?? 'dist';

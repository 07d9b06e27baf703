// @ts-check
import { defineConfig } from 'astro/config';
import { pagefindIndex } from './src/integrations/pagefind.ts';
import { toolPolicyFiles } from './src/integrations/policy-files.ts';
import { securityHeaders } from './src/integrations/headers.ts';
import { sitemap } from './src/integrations/sitemap.ts';
import { catalogueRead } from './src/integrations/catalogue-read.ts';
import { siteUrlNotice } from './src/integrations/site-url-notice.ts';
import { siteUrlFrom } from './src/lib/publish/site-url.ts';

export default defineConfig({
  // The public address every absolute link is built from; the build prints it and warns about the placeholder (docs: /docs/deploy/).
  site: siteUrlFrom(process.env),
  trailingSlash: 'always',
  // The benchmark builds synthetic catalogues into a temporary folder, with its own cache,
  // so it never overwrites dist/ or the content-layer cache of a normal build.
  outDir: process.env.OUT_DIR ?? 'dist',
  cacheDir: process.env.ASTRO_CACHE_DIR ?? 'node_modules/.astro',
  build: {
    format: 'directory',
    // One cached stylesheet for every page, and no inline style or script for the CSP to allow.
    inlineStylesheets: 'never',
    // Pages in flight: while pages' folders and files are written, the next ones render (the disk, not the CPU, is often
    // the wait). Two builds of the 20,000-tool bench run at once, each way round, rendered 7-8% sooner with 12 than with 4.
    concurrency: 12,
  },
  vite: {
    build: { assetsInlineLimit: 0 },
    // The search page's Pagefind worker (src/client/pagefind-worker.ts) is a module: it imports pagefind.js at run time.
    // Named like every other hashed asset (name.hash.js), so the year-long cache rule for /_astro/* holds for it too.
    worker: {
      format: 'es',
      rollupOptions: {
        output: { entryFileNames: '_astro/[name].[hash].js', chunkFileNames: '_astro/[name].[hash].js' },
      },
    },
  },
  devToolbar: { enabled: false },
  // Astro's console output with one summary line instead of a line per rendered route.
  logger: { entrypoint: './src/integrations/astro-logger.ts' },
  integrations: [
    // First: the catalogue is read and validated once, before anything renders; every later step shares that read.
    catalogueRead(),
    siteUrlNotice(),
    securityHeaders(),
    // Tool policy.json files are written directly, not rendered as a route per tool: see the integration.
    toolPolicyFiles(),
    pagefindIndex(),
    // sitemap-index.xml (also as sitemap.xml) and sitemap-<n>.xml; robots.txt points at the index.
    // Left out: the not-found page, and the search page (its content is a query's results).
    sitemap({ exclude: (pathname) => ['/404.html', '/404/', '/search/'].includes(pathname) }),
  ],
});

// @ts-check
/**
 * The benchmark's baseline: a bare Astro site built from the same catalogue,
 * through the same catalogue read and the same Pagefind step as the real site, with a
 * page per record holding its name and description only. `npm run bench`
 * builds it right after the real site and divides one build time by the other.
 */
import { defineConfig } from 'astro/config';
import { pagefindIndex } from '../../src/integrations/pagefind.ts';
import { catalogueRead } from '../../src/integrations/catalogue-read.ts';

export default defineConfig({
  site: 'https://baseline.example',
  trailingSlash: 'always',
  outDir: process.env.OUT_DIR ?? 'dist',
  cacheDir: process.env.ASTRO_CACHE_DIR ?? 'node_modules/.astro',
  build: { format: 'directory' },
  devToolbar: { enabled: false },
  integrations: [catalogueRead(), pagefindIndex({ nameIndex: false })],
});

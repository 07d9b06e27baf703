import { copyFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';

/**
 * @astrojs/sitemap names its entry point sitemap-index.xml; crawlers and people
 * look for /sitemap.xml first, so the same index is published there too.
 * Runs after the sitemap integration in astro.config.mjs.
 */
export function sitemapAlias(): AstroIntegration {
  return {
    name: 'mcp-catalogue-sitemap-alias',
    hooks: {
      'astro:build:done': ({ dir }) => {
        const out = fileURLToPath(dir);
        copyFileSync(`${out}sitemap-index.xml`, `${out}sitemap.xml`);
      },
    },
  };
}

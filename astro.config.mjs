// @ts-check
import { defineConfig } from 'astro/config';
import { pagefindIndex } from './src/integrations/pagefind.ts';
import { securityHeaders } from './src/integrations/headers.ts';

export default defineConfig({
  site: process.env.SITE_URL ?? 'https://mcp-risk-catalogue.example',
  trailingSlash: 'always',
  build: {
    format: 'directory',
    // One cached stylesheet for every page, and no inline style or script for the CSP to allow.
    inlineStylesheets: 'never',
  },
  vite: {
    build: { assetsInlineLimit: 0 },
  },
  devToolbar: { enabled: false },
  integrations: [securityHeaders(), pagefindIndex()],
});

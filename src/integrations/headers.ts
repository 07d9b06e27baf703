import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { headersFile } from '../lib/publish/security.ts';

/** Writes dist/_headers from the same constants the pages' CSP meta tag uses. */
export function securityHeaders(): AstroIntegration {
  return {
    name: 'mcp-catalogue-headers',
    hooks: {
      'astro:build:done': ({ dir }) => {
        writeFileSync(`${fileURLToPath(dir)}_headers`, headersFile());
      },
    },
  };
}

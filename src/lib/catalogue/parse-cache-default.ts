/**
 * Where the loader keeps its parse cache (parse-cache.ts) for the repository's own catalogue, and the parser
 * fingerprint that guards it. Only a read of ./data (the folder the project runs from) uses it: temporary
 * catalogues of tests and the 250,000-tool benchmark never touch it.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { openParseCache, type ParseCache } from './parse-cache.ts';

const PARSE_CACHE_FILE = join('node_modules', '.cache', 'mcp-risk-catalogue', 'parsed-files.json');

let fingerprint: string | null | undefined;
/** The `yaml` package's version and the text of the reader: a change to either makes old entries useless. */
export function parserFingerprint(): string | undefined {
  if (fingerprint === undefined) {
    try {
      const yamlVersion = (createRequire(import.meta.url)('yaml/package.json') as { version: string }).version;
      const reader = readFileSync(new URL('./yaml-source.ts', import.meta.url), 'utf8');
      fingerprint = `yaml@${yamlVersion}:${createHash('sha256').update(reader).digest('hex')}`;
    } catch {
      // Bundled (the reader's source is not beside this module): no cache.
      fingerprint = null;
    }
  }
  return fingerprint ?? undefined;
}

/** The cache for a read of `rootDir`, or undefined when that read should not use one. */
export function defaultParseCache(
  rootDir: string,
  env: Record<string, string | undefined> = process.env,
  options: { write?: boolean } = {},
): ParseCache | undefined {
  if (env.CATALOGUE_CACHE === 'off' || resolve(rootDir) !== resolve('data')) return undefined;
  const print = parserFingerprint();
  return print === undefined ? undefined : openParseCache(resolve(PARSE_CACHE_FILE), print, options);
}

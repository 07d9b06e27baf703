import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statfsSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import * as pagefind from 'pagefind';
import { VERDICT_LABEL } from '../schema/enums.ts';
import type { ToolRecord } from '../schema/tool.ts';
import type { Catalogue } from '../lib/catalogue.ts';
import { MANIFEST_FILE, NAME_INDEX_DIR, buildNameIndex, type NameEntry } from '../lib/name-index.ts';
import { revealHidden } from '../lib/reveal.ts';
import { searchTerms } from '../lib/search-terms.ts';
import { loadValidatedCatalogue } from '../site/catalogue-data.ts';

export interface SearchIndexOptions {
  /** Also write the sharded tool-name index to /names/ (default true). */
  nameIndex?: boolean;
}

/**
 * Parts of the record pages Pagefind reads (server, attack and docs pages)
 * that it leaves out: tables (a server page's tool table would index every tool
 * name a second time), policy code and source lines.
 */
export const EXCLUDED_FROM_SEARCH = ['table', 'pre', '.policy-block', '.source-line', '.faq'];

/**
 * Above this many pages Pagefind bundles page fragments into shared files
 * instead of writing one file per page: at 250,000 tools, five pages share a file.
 */
export const MAX_FRAGMENT_FILES = 50_000;

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * What full-text search knows about a tool: its name, the words in its name,
 * its title and its author's description (hidden characters shown, as on the
 * page), with the page's title and filters. The rendered tool page is 20 KB of
 * HTML, almost all of it layout and boilerplate that search must skip; reading
 * these few hundred bytes instead made indexing about five times faster
 * (docs/benchmarks.md). The result links to the tool page.
 */
export function toolSearchSource(tool: { server: string; serverName: string; record: ToolRecord }): string {
  const { server, serverName, record } = tool;
  const filter = (name: string, value: string) => `<span data-pagefind-filter="${name}">${escapeHtml(value)}</span>`;
  return [
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>',
    escapeHtml(record.name),
    '</title></head><body><main data-pagefind-body><h1 data-pagefind-meta="title">',
    escapeHtml(record.name),
    '</h1><p data-pagefind-weight="10">',
    escapeHtml(searchTerms(record.name, server).join(' ')),
    '</p>',
    record.title ? `<p>${escapeHtml(revealHidden(record.title))}</p>` : '',
    `<p>${escapeHtml(revealHidden(record.description))}</p>`,
    filter('server', serverName),
    filter('category', record.category),
    filter('risk', record.risk),
    filter('verdict', VERDICT_LABEL[record.policy.verdict]),
    '</main></body></html>',
  ].join('');
}

/**
 * Folders of the built site Pagefind does not read: assets and data, tool pages
 * (indexed from their sources), and list pages, which are not records
 * (thousands of 200-row tables at 250,000 tools).
 */
const NOT_PAGES = new Set(['_astro', 'pagefind', NAME_INDEX_DIR, 'schema', 'api', 'servers', 'categories', 'risk']);

/**
 * Indexes the site with Pagefind's Node API right after Astro writes it, and
 * writes the tool-name index beside it from the same validated catalogue.
 * Tool records are indexed from small generated sources (see toolSearchSource);
 * every other page is read from the built site, where only pages marked with
 * data-pagefind-body count. Any indexing error, or an index with no pages,
 * fails the build.
 */
export function pagefindIndex(options: SearchIndexOptions = {}): AstroIntegration {
  const { nameIndex = true } = options;
  return {
    name: 'mcp-catalogue-pagefind',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const outDir = fileURLToPath(dir);
        const started = performance.now();
        logger.info('indexing the site for search');
        const catalogue = await loadValidatedCatalogue();
        if (nameIndex) {
          const written = writeNameIndex(outDir, catalogue);
          logger.info(`name index: ${written.count} tools in ${written.shards} shards (largest ${written.largest} bytes)`);
        }
        const fail = (what: string, errors: readonly string[]) => {
          throw new Error(`Pagefind ${what} failed:\n${errors.join('\n')}`);
        };
        const sources = mkdtempSync(join(scratchDir(catalogue.tools.length), 'mcp-search-sources-'));
        try {
          const serverName = new Map(catalogue.servers.map((s) => [s.slug, s.record.name]));
          for (const { server, record } of catalogue.tools) {
            const folder = join(sources, 'servers', server, record.name);
            mkdirSync(folder, { recursive: true });
            writeFileSync(join(folder, 'index.html'), toolSearchSource({ server, serverName: serverName.get(server) ?? server, record }));
          }
          const { index, errors } = await pagefind.createIndex({ forceLanguage: 'en', excludeSelectors: EXCLUDED_FROM_SEARCH, maxFragments: MAX_FRAGMENT_FILES });
          if (!index || errors.length > 0) fail('createIndex', errors);
          const tools = await index!.addDirectory({ path: sources });
          if (tools.errors.length > 0) fail('indexing the tools', tools.errors);
          // The rest of the built site: top-level pages, every other folder, and each server's own page.
          const folders = readdirSync(outDir, { withFileTypes: true }).filter((e) => e.isDirectory() && !NOT_PAGES.has(e.name)).map((e) => `${e.name}/**/*.html`);
          const glob = `{${['*.html', ...folders, 'servers/*/index.html'].join(',')}}`;
          const pages = await index!.addDirectory({ path: outDir, glob });
          if (pages.errors.length > 0) fail('indexing', pages.errors);
          const count = tools.page_count + pages.page_count;
          if (count === 0) fail('indexing', ['no pages were indexed: are the record pages marked with data-pagefind-body?']);
          const written = await index!.writeFiles({ outputPath: join(outDir, 'pagefind') });
          if (written.errors.length > 0) fail('writing the index', written.errors);
          logger.info(`indexed ${count} pages in ${((performance.now() - started) / 1000).toFixed(1)} s`);
        } finally {
          const cleanup = performance.now();
          await pagefind.close();
          rmSync(sources, { recursive: true, force: true });
          logger.info(`closed Pagefind and removed the search sources in ${((performance.now() - cleanup) / 1000).toFixed(1)} s`);
        }
      },
    },
  };
}

/**
 * Where the search sources go: a RAM-backed folder (/dev/shm) when there is one
 * with room to spare, else the system temp folder. On this project's build VM,
 * creating and deleting 250,000 small files took about a minute on disk and a
 * few seconds in /dev/shm; they live only while Pagefind reads them (about 4 KB
 * of RAM each).
 */
function scratchDir(files: number): string {
  const shm = '/dev/shm';
  try {
    if (existsSync(shm)) {
      const { bavail, bsize } = statfsSync(shm);
      if (bavail * bsize > files * 8192 + 512 * 2 ** 20) return shm;
    }
  } catch {
    // No statfs on this platform: use the temp folder.
  }
  return tmpdir();
}

/** Writes /names/index.json and its shards from the catalogue the build validated. */
export function writeNameIndex(outDir: string, catalogue: Catalogue): { count: number; shards: number; largest: number } {
  const serverName = new Map(catalogue.servers.map((s) => [s.slug, s.record.name]));
  const entries: NameEntry[] = catalogue.tools.map(({ server, record }) => ({
    name: record.name,
    server,
    serverName: serverName.get(server) ?? server,
    category: record.category,
    risk: record.risk,
    verdict: VERDICT_LABEL[record.policy.verdict],
  }));
  const { manifest, shards } = buildNameIndex(entries);
  const dir = join(outDir, NAME_INDEX_DIR);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  let largest = 0;
  for (const { file, text } of shards) {
    writeFileSync(join(dir, file), text);
    largest = Math.max(largest, Buffer.byteLength(text));
  }
  writeFileSync(join(dir, MANIFEST_FILE), JSON.stringify(manifest));
  return { count: manifest.count, shards: shards.length, largest };
}

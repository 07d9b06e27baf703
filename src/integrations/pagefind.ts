import { existsSync, mkdirSync, mkdtempSync, readdirSync, renameSync, rmSync, statfsSync, writeFileSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
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

const fail = (what: string, errors: readonly string[]) => {
  throw new Error(`Pagefind ${what} failed:\n${errors.join('\n')}`);
};

interface ToolIndex {
  /** The tools' Pagefind bundle, written beside the output folder until the site is built. */
  staging: string;
  tools: number;
  seconds: number;
}

/** Where the site's own pages are indexed, under /pagefind/: the search page merges it into the tools' index. */
export const SITE_INDEX_DIR = 'site';

/**
 * Indexes every tool from its search source (see toolSearchSource) and writes
 * the bundle to a staging folder next to `outDir` (Astro empties `outDir`
 * itself while the build runs). Pagefind is closed afterwards, so its memory is
 * given back before the site's pages are indexed.
 */
async function indexTools(outDir: string): Promise<ToolIndex> {
  const started = performance.now();
  const catalogue = await loadValidatedCatalogue();
  const sources = mkdtempSync(join(scratchDir(catalogue.tools.length), 'mcp-search-sources-'));
  const staging = mkdtempSync(join(dirname(outDir), '.pagefind-staging-'));
  // Both go away when the build ends, even if it fails.
  process.once('exit', () => {
    rmSync(sources, { recursive: true, force: true });
    rmSync(staging, { recursive: true, force: true });
  });
  try {
    const serverName = new Map(catalogue.servers.map((s) => [s.slug, s.record.name]));
    // Written asynchronously, a few at a time: this runs while Astro renders on the same thread, and must not stall it.
    let next = 0;
    const writer = async () => {
      while (next < catalogue.tools.length) {
        const { server, record } = catalogue.tools[next++]!;
        const folder = join(sources, 'servers', server, record.name);
        await mkdir(folder, { recursive: true });
        await writeFile(join(folder, 'index.html'), toolSearchSource({ server, serverName: serverName.get(server) ?? server, record }));
      }
    };
    await Promise.all(Array.from({ length: 8 }, writer));
    const { index, errors } = await pagefind.createIndex({ forceLanguage: 'en', maxFragments: MAX_FRAGMENT_FILES });
    if (!index || errors.length > 0) fail('createIndex', errors);
    const tools = await index!.addDirectory({ path: sources });
    if (tools.errors.length > 0) fail('indexing the tools', tools.errors);
    const written = await index!.writeFiles({ outputPath: staging });
    if (written.errors.length > 0) fail('writing the tools index', written.errors);
    return { staging, tools: tools.page_count, seconds: (performance.now() - started) / 1000 };
  } finally {
    await pagefind.close();
    rmSync(sources, { recursive: true, force: true });
  }
}

/**
 * Builds the search indexes with Pagefind's Node API, and the tool-name index
 * beside them from the same validated catalogue.
 *
 * Tool records are indexed from small generated sources (see toolSearchSource),
 * which need only the catalogue, not the rendered pages: that index is built as
 * soon as the build starts (astro:build:start runs after the catalogue is read),
 * in Pagefind's own process, while Astro renders the pages on the other core.
 * When the site is written, that bundle becomes /pagefind/, and the site's other
 * record pages (only pages marked with data-pagefind-body count) are indexed into
 * /pagefind/site/, which the search page merges in. Any indexing error, or an
 * index with no pages, fails the build.
 */
export function pagefindIndex(options: SearchIndexOptions = {}): AstroIntegration {
  const { nameIndex = true } = options;
  let early: Promise<ToolIndex> | undefined;
  let outDir = '';
  return {
    name: 'mcp-catalogue-pagefind',
    hooks: {
      'astro:config:done': ({ config }) => {
        outDir = fileURLToPath(config.outDir);
      },
      'astro:build:start': ({ logger }) => {
        logger.info('indexing the tools for search while the pages render');
        early = indexTools(outDir);
        // Reported where it is awaited, in astro:build:done.
        early.catch(() => {});
      },
      'astro:build:done': async ({ dir, logger }) => {
        const out = fileURLToPath(dir);
        const started = performance.now();
        logger.info('indexing the site for search');
        const catalogue = await loadValidatedCatalogue();
        if (nameIndex) {
          const written = writeNameIndex(out, catalogue);
          logger.info(`name index: ${written.count} tools in ${written.shards} shards (largest ${written.largest} bytes)`);
        }
        const tools = await (early ?? indexTools(out));
        logger.info(`indexed ${tools.tools} tools in ${tools.seconds.toFixed(1)} s (${((performance.now() - started) / 1000).toFixed(1)} s of it after the pages were written)`);
        const bundle = join(out, 'pagefind');
        rmSync(bundle, { recursive: true, force: true });
        renameSync(tools.staging, bundle);
        try {
          const { index, errors } = await pagefind.createIndex({ forceLanguage: 'en', excludeSelectors: EXCLUDED_FROM_SEARCH });
          if (!index || errors.length > 0) fail('createIndex', errors);
          // The rest of the built site: top-level pages, every other folder, and each server's own page.
          const folders = readdirSync(out, { withFileTypes: true }).filter((e) => e.isDirectory() && !NOT_PAGES.has(e.name)).map((e) => `${e.name}/**/*.html`);
          const glob = `{${['*.html', ...folders, 'servers/*/index.html'].join(',')}}`;
          const pages = await index!.addDirectory({ path: out, glob });
          if (pages.errors.length > 0) fail('indexing', pages.errors);
          if (tools.tools + pages.page_count === 0) fail('indexing', ['no pages were indexed: are the record pages marked with data-pagefind-body?']);
          const written = await index!.writeFiles({ outputPath: join(bundle, SITE_INDEX_DIR) });
          if (written.errors.length > 0) fail('writing the index', written.errors);
          logger.info(`indexed ${tools.tools} tools and ${pages.page_count} other pages; ${((performance.now() - started) / 1000).toFixed(1)} s after the pages were written`);
        } finally {
          await pagefind.close();
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

import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  renameSync,
  rmSync,
  statfsSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import * as pagefind from 'pagefind';
import { VERDICT_LABEL } from '../schema/enums.ts';
import type { Catalogue } from '../lib/catalogue/reader.ts';
import { MANIFEST_FILE, NAME_INDEX_DIR, buildNameIndex, type NameEntry } from '../lib/search/name-index.ts';
import { serverSearchFields, toolSearchFields } from '../lib/search/sources.ts';
import { indexOrganisations, publisherIdentity } from '../lib/catalogue/publisher-identity.ts';
import { SEARCH_INDEX_URL, SITE_SEARCH_INDEX_URL } from '../lib/catalogue/urls.ts';
import { runInBackground } from '../site/background.ts';
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
const EXCLUDED_FROM_SEARCH = ['table', 'pre', '.policy-block', '.source-line', '.faq'];

/**
 * Folders of the built site Pagefind does not read: assets and data, server and
 * tool pages (indexed from their sources, see src/lib/search/sources.ts), and
 * list pages, which are not records (thousands of 200-row tables at 250,000 tools).
 */
const NOT_PAGES = new Set(['_astro', 'pagefind', NAME_INDEX_DIR, 'schema', 'api', 'servers', 'categories', 'risk']);

const fail = (what: string, errors: readonly string[]) => {
  throw new Error(`Pagefind ${what} failed:\n${errors.join('\n')}`);
};

interface RecordIndex {
  /** The records' Pagefind bundle, written beside the output folder until the site is built. */
  staging: string;
  tools: number;
  servers: number;
  seconds: number;
}

/**
 * Indexes every tool and server from its search source (src/lib/search/sources.ts)
 * in the background (src/site/background.ts) and writes the bundle to a staging
 * folder next to `outDir` (Astro empties `outDir` itself while the build runs).
 * Pagefind is closed afterwards, so its memory is given back before the site's
 * other pages are indexed.
 */
async function indexRecords(outDir: string): Promise<RecordIndex> {
  const catalogue = await loadValidatedCatalogue();
  const sources = mkdtempSync(
    join(scratchDir(catalogue.tools.length + catalogue.servers.length), 'mcp-search-sources-'),
  );
  const staging = mkdtempSync(join(dirname(outDir), '.pagefind-staging-'));
  // Both go away when the build ends, even if it fails.
  process.once('exit', () => {
    rmSync(sources, { recursive: true, force: true });
    rmSync(staging, { recursive: true, force: true });
  });
  const serverName = new Map(catalogue.servers.map((s) => [s.slug, s.record.name]));
  const organisations = indexOrganisations(catalogue.organisations);
  const toolCount = new Map<string, number>();
  for (const { server } of catalogue.tools) toolCount.set(server, (toolCount.get(server) ?? 0) + 1);
  const { seconds } = await runInBackground({
    kind: 'search-index',
    sources,
    servers: catalogue.servers.map(({ slug, record }) => ({
      slug,
      record: serverSearchFields(record, publisherIdentity(record, organisations).summary),
      tools: toolCount.get(slug) ?? 0,
    })),
    tools: catalogue.tools.map(({ server, record }) => ({
      server,
      serverName: serverName.get(server) ?? server,
      record: toolSearchFields(record),
    })),
    outputPath: staging,
  });
  return { staging, tools: catalogue.tools.length, servers: catalogue.servers.length, seconds };
}

/**
 * Builds the search indexes with Pagefind's Node API, and the tool-name index
 * beside them from the same validated catalogue.
 *
 * Tools and servers are indexed from small generated sources
 * (src/lib/search/sources.ts), which need only the catalogue, not the rendered
 * pages: that index is built as soon as the build starts (astro:build:start
 * runs after the catalogue is read), in Pagefind's own process, while Astro
 * renders the pages on the other core. When the site is written, that bundle
 * becomes /pagefind/, and the site's other pages (attack patterns, docs; only
 * pages marked with data-pagefind-body count) are indexed into /pagefind/site/,
 * which the search page merges in. Any indexing error, or a source that was not
 * indexed, fails the build.
 */
export function pagefindIndex(options: SearchIndexOptions = {}): AstroIntegration {
  const { nameIndex = true } = options;
  let early: Promise<RecordIndex> | undefined;
  let outDir = '';
  return {
    name: 'mcp-catalogue-pagefind',
    hooks: {
      'astro:config:done': ({ config }) => {
        outDir = fileURLToPath(config.outDir);
      },
      'astro:build:start': ({ logger }) => {
        logger.info('indexing the tools and servers for search while the pages render');
        early = indexRecords(outDir);
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
          logger.info(
            `name index: ${written.count} tools and ${written.servers} servers in ${written.shards} shards (largest ${written.largest} bytes)`,
          );
        }
        const records = await (early ?? indexRecords(out));
        logger.info(
          `indexed ${records.tools} tools and ${records.servers} servers in ${records.seconds.toFixed(1)} s (${((performance.now() - started) / 1000).toFixed(1)} s of it after the pages were written)`,
        );
        const bundle = join(out, SEARCH_INDEX_URL);
        rmSync(bundle, { recursive: true, force: true });
        renameSync(records.staging, bundle);
        try {
          const { index, errors } = await pagefind.createIndex({
            forceLanguage: 'en',
            excludeSelectors: EXCLUDED_FROM_SEARCH,
          });
          if (!index || errors.length > 0) fail('createIndex', errors);
          // The rest of the built site: top-level pages and every folder that holds pages to find.
          const folders = readdirSync(out, { withFileTypes: true })
            .filter((e) => e.isDirectory() && !NOT_PAGES.has(e.name))
            .map((e) => `${e.name}/**/*.html`);
          const pages = await index!.addDirectory({ path: out, glob: `{${['*.html', ...folders].join(',')}}` });
          if (pages.errors.length > 0) fail('indexing', pages.errors);
          if (pages.page_count === 0)
            fail('indexing', [
              'no page outside servers/ was indexed: are the attack-pattern pages marked with data-pagefind-body?',
            ]);
          const written = await index!.writeFiles({ outputPath: join(out, SITE_SEARCH_INDEX_URL) });
          if (written.errors.length > 0) fail('writing the index', written.errors);
          logger.info(
            `indexed ${pages.page_count} other pages; ${((performance.now() - started) / 1000).toFixed(1)} s after the pages were written`,
          );
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

/** Writes /names/index.json and its shards from the catalogue the build validated: every tool by its name, every server by the words of its name. */
function writeNameIndex(
  outDir: string,
  catalogue: Catalogue,
): { count: number; servers: number; shards: number; largest: number } {
  const serverName = new Map(catalogue.servers.map((s) => [s.slug, s.record.name]));
  const entries: NameEntry[] = catalogue.tools.map(({ server, record }) => ({
    name: record.name,
    server,
    serverName: serverName.get(server) ?? server,
    category: record.category,
    risk: record.risk,
    verdict: VERDICT_LABEL[record.policy.verdict],
  }));
  const toolCount = new Map<string, number>();
  for (const { server } of catalogue.tools) toolCount.set(server, (toolCount.get(server) ?? 0) + 1);
  const servers = catalogue.servers.map(({ slug, record }) => ({
    slug,
    name: record.name,
    tools: toolCount.get(slug) ?? 0,
  }));
  const { manifest, shards } = buildNameIndex(entries, undefined, servers);
  const dir = join(outDir, NAME_INDEX_DIR);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  let largest = 0;
  for (const { file, text } of shards) {
    writeFileSync(join(dir, file), text);
    largest = Math.max(largest, Buffer.byteLength(text));
  }
  writeFileSync(join(dir, MANIFEST_FILE), JSON.stringify(manifest));
  return { count: manifest.count, servers: servers.length, shards: shards.length, largest };
}

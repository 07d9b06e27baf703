/**
 * The catalogue the browser tests build and open: a bounded sample of the real one, so `npm test` takes the same
 * time whatever the catalogue's size (issue 32: at ten times today's size, building every page would take most of
 * the ten minutes by itself). `npm run validate` still reads every record and `npm run build` builds every page;
 * the browser tests check what pages do, which a sample spanning every kind of record shows as well.
 *
 * The sample is the servers the tests name, the servers the search query set expects, an even spread by slug, and
 * for every kind of record the sample would otherwise lack (a category, a risk, a verdict, how the tools were
 * obtained, a review's status, maintainers' notes) the first server holding it. The same catalogue gives the same
 * sample; its size grows with the named servers, not with the catalogue.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { QUERY_SET } from '../../src/lib/search/query-set.ts';

/**
 * Servers a browser test opens by slug. `tests/e2e-sample.test.ts` fails when an e2e file names a server of the
 * catalogue that is missing here.
 */
export const NAMED_SERVERS: readonly string[] = [
  'azure-mcp',
  'chrome-devtools-mcp',
  'cloudron',
  'coinbase-cds-mcp-server',
  'creem',
  'figma-console-mcp',
  'github',
  'hostinger-api-mcp',
  'mcp-archived-slack',
  'mcp-ref-fetch',
  'mcp-ref-filesystem',
  'mcp-ref-git',
  'mcp-server-commands',
  'notion-mcp-server',
  'notionhq-notion-mcp-server',
  'pinecone-database-mcp',
  'playwright',
  'react-aria-mcp',
  'shopify-dev-mcp',
  'upstash-context7-mcp',
  'xeroapi-xero-mcp-server',
];

/** How many servers the even spread takes (every k-th by slug). */
export const SPREAD = 40;

/** The slugs of `root`'s servers, sorted. */
export function serverSlugs(root: string): string[] {
  return readdirSync(join(root, 'servers'))
    .filter((slug) => existsSync(join(root, 'servers', slug, 'server.yaml')))
    .sort();
}

/** The server slugs the query set's expectations point at; a "*" in a slug stands for any characters. */
export function querySetSlugs(all: readonly string[]): string[] {
  const found = new Set<string>();
  for (const { expect } of QUERY_SET) {
    const slug = /^\/servers\/([^/]+)\//.exec(expect)?.[1];
    // A slug of only "*" (any server's tool) names no server in particular.
    if (!slug || !/[^*]/.test(slug)) continue;
    if (!slug.includes('*')) {
      found.add(slug);
      continue;
    }
    const pattern = new RegExp(`^${slug.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*')}$`);
    all.filter((s) => pattern.test(s)).forEach((s) => found.add(s));
  }
  return [...found];
}

/**
 * The kinds of record a server holds, read from its files' text (cheap: no parsing, and only the servers the
 * sample looks at are read): `category:Write`, `risk:high`, `verdict:deny`, `how:source`, `review:needs-review`,
 * `notes`.
 */
export function kindsOf(root: string, slug: string): Set<string> {
  const kinds = new Set<string>();
  const server = readFileSync(join(root, 'servers', slug, 'server.yaml'), 'utf8');
  const how = /^\s+how:\s*["']?([a-z-]+)/m.exec(server)?.[1];
  if (how) kinds.add(`how:${how}`);
  const tools = join(root, 'servers', slug, 'tools');
  if (!existsSync(tools)) return kinds;
  for (const file of readdirSync(tools)) {
    const text = readFileSync(join(tools, file), 'utf8');
    for (const [key, pattern] of [
      ['category', /^category:\s*["']?([A-Za-z]+)/m],
      ['risk', /^risk:\s*["']?([a-z]+)/m],
      ['verdict', /^\s+verdict:\s*["']?([a-z-]+)/m],
    ] as const) {
      const value = pattern.exec(text)?.[1];
      if (value) kinds.add(`${key}:${value}`);
    }
    const status = /^review:\s*\n(?:[ \t]+.*\n)*?[ \t]+status:\s*["']?([a-z-]+)/m.exec(text)?.[1];
    if (status) kinds.add(`review:${status}`);
    if (/^\s+notes:/m.test(text)) kinds.add('notes');
  }
  return kinds;
}

/** The sample's slugs (see the file's comment), sorted. */
export function siteSampleSlugs(root = 'data'): string[] {
  const all = serverSlugs(root);
  const present = new Set(all);
  const step = Math.max(1, Math.ceil(all.length / SPREAD));
  const chosen = new Set([
    ...NAMED_SERVERS.filter((slug) => present.has(slug)),
    ...querySetSlugs(all).filter((slug) => present.has(slug)),
    ...all.filter((_, index) => index % step === 0),
  ]);
  const covered = new Set([...chosen].flatMap((slug) => [...kindsOf(root, slug)]));
  // Every kind some server holds: read the rest in slug order only until nothing new can be missing.
  for (const slug of all) {
    if (chosen.has(slug)) continue;
    const kinds = kindsOf(root, slug);
    if ([...kinds].some((kind) => !covered.has(kind))) {
      chosen.add(slug);
      kinds.forEach((kind) => covered.add(kind));
    }
  }
  return [...chosen].sort();
}

/**
 * Makes `dir` a catalogue folder of links to the sampled servers of `root` and to its attacks, organisations and
 * sources (the whole of each: they are small and pages read them whole). Anything in `dir` before is removed.
 */
export function linkSiteSample(dir: string, slugs: readonly string[], root = 'data'): void {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(join(dir, 'servers'), { recursive: true });
  for (const part of ['attacks', 'organisations', 'sources']) {
    if (existsSync(join(root, part))) symlinkSync(resolve(root, part), join(dir, part));
  }
  for (const slug of slugs) symlinkSync(resolve(root, 'servers', slug), join(dir, 'servers', slug));
}

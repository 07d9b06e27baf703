/**
 * Which built pages the per-page browser checks open. Checking every page of a catalogue of thousands of
 * tools in a browser would take most of the test run, and every page of a kind is made by the same
 * component from the same kind of record, so the checks that need a browser (or a DOM) run on a sample:
 *
 * - every page kind (see `pageKind`): its first, middle and last page in path order;
 * - a tool page of every category and of every risk level (the first in path order);
 * - the server page, the first and last tool page and every further page of tools and of the policy
 *   builder of the biggest and of the smallest server (most tools; fewest tools; ties by slug);
 * - SAMPLE_TOOL_PAGES tool pages and SAMPLE_SERVER_PAGES server pages drawn with the fixed seed SAMPLE_SEED,
 *   so every run checks the same pages and a failure can be reproduced.
 *
 * Properties of the whole site that need no browser (every page has its JSON-LD, every page is in the
 * sitemap, every link resolves...) are still checked on every page, by reading dist/ directly.
 */
import { prng } from '../../bench/generate-catalogue.ts';
import { toolUrl } from '../../src/lib/catalogue/urls.ts';

/** The real-catalogue tool the browser tests open, search for and copy a policy from. */
export const TOOL = { server: 'cloudron', name: 'cloudron_cancel_task' } as const;
export const toolPath = `/servers/${TOOL.server}/${TOOL.name}/`;

export const SAMPLE_SEED = 20261130;
export const SAMPLE_TOOL_PAGES = 40;
export const SAMPLE_SERVER_PAGES = 10;

/** What a sampler needs to know of a tool record. */
export interface SampleTool {
  server: string;
  name: string;
  category: string;
  risk: string;
}

const KINDS: ReadonlyArray<readonly [RegExp, string]> = [
  [/^\/servers\/[^/]+\/policy\/$/, '/servers/:server/policy/'],
  [/^\/servers\/[^/]+\/policy\/\d+\/$/, '/servers/:server/policy/:page/'],
  [/^\/servers\/[^/]+\/tools\/\d+\/$/, '/servers/:server/tools/:page/'],
  [/^\/servers\/[^/]+\/tools\/[a-z]+\/$/, '/servers/:server/tools/:filter/'],
  [/^\/servers\/[^/]+\/tools\/[a-z]+\/\d+\/$/, '/servers/:server/tools/:filter/:page/'],
  [/^\/servers\/[^/]+\/[^/]+\/$/, '/servers/:server/:tool/'],
  [/^\/servers\/[^/]+\/$/, '/servers/:server/'],
  [/^\/categories\/[^/]+\/$/, '/categories/:category/'],
  [/^\/categories\/[^/]+\/\d+\/$/, '/categories/:category/:page/'],
  [/^\/risk\/[^/]+\/$/, '/risk/:level/'],
  [/^\/risk\/[^/]+\/\d+\/$/, '/risk/:level/:page/'],
  [/^\/attacks\/[^/]+\/$/, '/attacks/:id/'],
  [/^\/browse\/[^/]+\/[^/]+\/$/, '/browse/:filter/:order/'],
  [/^\/browse\/[^/]+\/[^/]+\/\d+\/$/, '/browse/:filter/:order/:page/'],
];

/** The kind of a built page, from its path: pages of one kind are made by one component. Any other page is a kind of its own. */
export function pageKind(path: string): string {
  if (path === '/servers/' || path === '/categories/' || path === '/risk/' || path === '/attacks/') return path;
  return KINDS.find(([pattern]) => pattern.test(path))?.[1] ?? path;
}

/** Paths grouped by kind, each group in path order. */
export function byKind(paths: readonly string[]): Map<string, string[]> {
  const kinds = new Map<string, string[]>();
  for (const path of [...paths].sort()) {
    const kind = pageKind(path);
    kinds.set(kind, [...(kinds.get(kind) ?? []), path]);
  }
  return kinds;
}

/** The first, middle and last page of every kind. */
export function kindSample(paths: readonly string[]): string[] {
  return [...byKind(paths).values()].flatMap((list) => [
    ...new Set([list[0]!, list[Math.floor(list.length / 2)]!, list.at(-1)!]),
  ]);
}

/** `count` distinct items of a list, drawn with the seed; the whole list when it is no longer. */
function draw<T>(list: readonly T[], count: number, next: () => number): T[] {
  if (list.length <= count) return [...list];
  const pool = [...list];
  const out: T[] = [];
  for (let i = 0; i < count; i++) out.push(pool.splice(Math.floor(next() * pool.length), 1)[0]!);
  return out;
}

export interface SampleOptions {
  tools?: number;
  servers?: number;
  seed?: number;
}

/**
 * The pages the per-page checks run on (see the top of this file), in path order. `paths` are the built
 * pages (`/servers/x/`, `/404.html`...); only paths among them are returned.
 */
export function samplePages(
  paths: readonly string[],
  tools: readonly SampleTool[],
  options: SampleOptions = {},
): string[] {
  const built = new Set(paths);
  const chosen = new Set(kindSample(paths));
  const sortedTools = [...tools].sort((a, b) => (toolUrl(a.server, a.name) < toolUrl(b.server, b.name) ? -1 : 1));
  const firstOf = (key: (t: SampleTool) => string) => {
    const seen = new Map<string, SampleTool>();
    for (const tool of sortedTools) if (!seen.has(key(tool))) seen.set(key(tool), tool);
    return [...seen.values()];
  };
  for (const tool of [...firstOf((t) => t.category), ...firstOf((t) => t.risk)])
    chosen.add(toolUrl(tool.server, tool.name));

  const counts = new Map<string, number>();
  for (const tool of tools) counts.set(tool.server, (counts.get(tool.server) ?? 0) + 1);
  const bySize = [...counts].sort(([a, x], [b, y]) => y - x || (a < b ? -1 : 1));
  for (const [server] of [bySize[0], bySize.at(-1)].filter((s) => s !== undefined)) {
    const own = sortedTools.filter((t) => t.server === server);
    for (const tool of [own[0]!, own.at(-1)!]) chosen.add(toolUrl(tool.server, tool.name));
    for (const path of paths)
      if (path.startsWith(`/servers/${server}/`) && /^\/servers\/[^/]+\/((tools|policy)\/(\d+\/)?)?$/.test(path))
        chosen.add(path);
  }

  const next = prng(options.seed ?? SAMPLE_SEED);
  for (const tool of draw(sortedTools, options.tools ?? SAMPLE_TOOL_PAGES, next))
    chosen.add(toolUrl(tool.server, tool.name));
  for (const server of draw([...counts.keys()].sort(), options.servers ?? SAMPLE_SERVER_PAGES, next))
    chosen.add(`/servers/${server}/`);
  return [...chosen].filter((path) => built.has(path)).sort();
}

/** Pages of each kind the whole-site checks read, unless SITE_CHECKS=all asks for every page. */
export const SITE_PAGES_PER_KIND = 60;

/**
 * The built pages (paths, as pageKind reads them) that the whole-site checks of e2e/site-checks.test.ts and
 * e2e/sentences.test.ts read: up to SITE_PAGES_PER_KIND of each kind, the first, the last and evenly spaced between,
 * so the test's time does not grow with the catalogue; every page when `all` (SITE_CHECKS=all, for a full pass).
 */
export function siteCheckPages(paths: readonly string[], all = process.env.SITE_CHECKS === 'all'): string[] {
  if (all) return [...paths].sort();
  return [...byKind(paths).values()].flatMap((list) => {
    if (list.length <= SITE_PAGES_PER_KIND) return list;
    const step = (list.length - 1) / (SITE_PAGES_PER_KIND - 1);
    return [...new Set(Array.from({ length: SITE_PAGES_PER_KIND }, (_, i) => list[Math.round(i * step)]!))];
  });
}

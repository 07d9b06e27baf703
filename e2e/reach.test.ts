/**
 * The site's reach: structured data, social meta, the JSON API, the changes feed,
 * the sitemap, robots.txt and llms.txt, checked on the built site against the
 * catalogue itself.
 *
 * Sampled (e2e/support/sample.ts says how the sample is chosen: every page kind, a tool page of every
 * category and risk level, the biggest and smallest servers, and a fixed-seed draw): the checks that
 * compare a page's JSON-LD with what it shows (breadcrumbs, server name and grade) and its
 * OpenGraph and Twitter tags. Those pages are parsed by Chromium's own parser (DOMParser).
 * On every page, read from dist/ without a browser: each JSON-LD block parses as schema.org data, each
 * tool page carries a BreadcrumbList (and no FAQPage) and each server page a SoftwareApplication, and every
 * page's canonical URL is in the sitemap. The API, feed, sitemap and llms.txt checks cover every record.
 * A few pages are also opened for real to check the CSP.
 */
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { ToolEntry } from '../src/lib/catalogue/reader.ts';
import { builtCatalogue } from './support/catalogue.ts';
import { categoryMix, gradeInput, gradeServer } from '../src/lib/catalogue/grade.ts';
import { indexOrganisations, publisherIdentity } from '../src/lib/catalogue/publisher-identity.ts';
import {
  apiServerFileSchema,
  apiServersSchema,
  apiToolsIndexSchema,
  apiToolsPageSchema,
  type ApiServerFile,
  type ApiServers,
  type ApiToolsIndex,
  type ApiToolsPage,
} from '../src/schema/api.ts';
import { RISK_LEVELS, VERDICTS } from '../src/schema/enums.ts';
import { LLMS_FULL_MAX_BYTES } from '../src/lib/publish/llms.ts';
import { openPage, takeUnexpectedProblems, useBrowser } from './support/browser.ts';
import { byKind, pageKind, samplePages, SAMPLE_TOOL_PAGES } from './support/sample.ts';
import { siteDir } from './support/site-dir.ts';

const dist = siteDir();
const catalogue = builtCatalogue();
const organisations = indexOrganisations(catalogue.organisations);
const toolsOf = new Map<string, ToolEntry[]>();
for (const tool of catalogue.tools) toolsOf.set(tool.server, [...(toolsOf.get(tool.server) ?? []), tool]);
const toolPath = (server: string, name: string) => `/servers/${server}/${encodeURIComponent(name)}/`;

const read = (path: string) => readFileSync(join(dist, path), 'utf8');
const readJson = <T>(path: string) => JSON.parse(read(path)) as T;
/** The site's origin, from the canonical link of the home page. */
const origin = new URL(/<link rel="canonical" href="([^"]+)"/.exec(read('index.html'))![1]!).origin;
/** The dist/ file an absolute site URL is served from. */
function fileOf(url: string): string {
  const parsed = new URL(url);
  expect(parsed.origin).toBe(origin);
  const path = decodeURIComponent(parsed.pathname);
  return join(dist, path.endsWith('/') ? `${path}index.html` : path);
}

function htmlFiles(dir: string, into: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) htmlFiles(path, into);
    else if (name.endsWith('.html')) into.push(path);
  }
  return into;
}
const pathOf = (file: string) => `/${relative(dist, file).split(sep).join('/')}`.replace(/index\.html$/, '');

/** What every built page is read for without a browser: its canonical URL and the text of its JSON-LD blocks. */
interface PageSource {
  path: string;
  file: string;
  canonical: string | null;
  ld: string[];
}
const unescapeAttribute = (value: string) =>
  value
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
/** A script element's text is raw text in HTML (no entities), so the block is exactly what lies between its tags. */
function readSource(file: string): PageSource {
  const html = readFileSync(file, 'utf8');
  const canonical = /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1];
  return {
    path: pathOf(file),
    file,
    canonical: canonical === undefined ? null : unescapeAttribute(canonical),
    ld: [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => m[1]!),
  };
}
const everyPage: PageSource[] = htmlFiles(dist)
  .filter((f) => !relative(dist, f).startsWith('pagefind'))
  .map(readSource);
const sampled = samplePages(
  everyPage.map((p) => p.path),
  catalogue.tools.map((t) => ({
    server: t.server,
    name: t.record.name,
    category: t.record.category,
    risk: t.record.risk,
  })),
);

interface ParsedPage {
  path: string;
  title: string;
  description: string | null;
  canonical: string | null;
  meta: Record<string, string | null>;
  ld: string[];
  crumbs: Array<{ name: string; href: string | null }>;
  h1: string | null;
}
type LdNode = Record<string, unknown> & { '@context': string; '@type': string };

const session = useBrowser();
let parser: Page;
const pages: ParsedPage[] = [];

/** Parses HTML or XML documents with Chromium's DOMParser. */
async function parseInBrowser<T>(fn: (texts: string[]) => T, texts: string[]): Promise<T> {
  return parser.evaluate(fn, texts);
}

beforeAll(async () => {
  parser = await session.context.newPage();
  for (let i = 0; i < sampled.length; i += 50) {
    const batch = sampled.slice(i, i + 50);
    const parsed = await parseInBrowser(
      (htmls) =>
        htmls.map((html) => {
          const doc = new DOMParser().parseFromString(html, 'text/html');
          const attr = (selector: string, name: string) => doc.querySelector(selector)?.getAttribute(name) ?? null;
          return {
            title: doc.title,
            description: attr('meta[name="description"]', 'content'),
            canonical: attr('link[rel="canonical"]', 'href'),
            meta: Object.fromEntries(
              [...doc.querySelectorAll('meta[property^="og:"], meta[name^="twitter:"]')].map((m) => [
                m.getAttribute('property') ?? m.getAttribute('name'),
                m.getAttribute('content'),
              ]),
            ),
            ld: [...doc.querySelectorAll('script[type="application/ld+json"]')].map((s) => s.textContent ?? ''),
            crumbs: [...doc.querySelectorAll('nav.breadcrumbs li')].map((li) => ({
              name: (li.textContent ?? '').trim(),
              href: li.querySelector('a')?.getAttribute('href') ?? null,
            })),
            h1: doc.querySelector('h1')?.textContent ?? null,
          };
        }),
      batch.map((path) => readFileSync(everyPage.find((p) => p.path === path)!.file, 'utf8')),
    );
    parsed.forEach((page, j) => pages.push({ path: batch[j]!, ...page }));
  }
});

const blocksOf = (page: { ld: string[] }): LdNode[] => page.ld.map((text) => JSON.parse(text) as LdNode);
const isToolPage = (path: string) => pageKind(path) === '/servers/:server/:tool/';
const isServerPage = (path: string) => pageKind(path) === '/servers/:server/';

describe('structured data on every built page, read from dist/', () => {
  it('read every page of the build', () => {
    expect(everyPage.length).toBeGreaterThan(catalogue.tools.length + catalogue.servers.length);
    expect(
      everyPage
        .filter((p) => isToolPage(p.path))
        .map((p) => p.path)
        .sort(),
    ).toEqual(catalogue.tools.map((t) => toolPath(t.server, t.record.name)).sort());
    expect(
      everyPage
        .filter((p) => isServerPage(p.path))
        .map((p) => p.path)
        .sort(),
    ).toEqual(catalogue.servers.map((s) => `/servers/${s.slug}/`).sort());
  });

  it('has JSON-LD blocks that all parse as schema.org data: two on each tool page, one on each server page', () => {
    let blocks = 0;
    for (const page of everyPage) {
      const types: string[] = [];
      for (const text of page.ld) {
        let node: LdNode;
        try {
          node = JSON.parse(text) as LdNode;
        } catch (error) {
          throw new Error(
            `${page.path}: a JSON-LD block does not parse (${(error as Error).message}): ${text.slice(0, 120)}`,
            { cause: error },
          );
        }
        expect(node['@context'], page.path).toBe('https://schema.org');
        types.push(node['@type']);
        blocks++;
      }
      if (isToolPage(page.path)) expect(types, page.path).toEqual(['BreadcrumbList']);
      if (isServerPage(page.path)) expect(types, page.path).toEqual(['SoftwareApplication']);
    }
    expect(blocks).toBe(catalogue.tools.length + catalogue.servers.length);
  });
});

describe('structured data against what the page shows, on a sample of pages (e2e/support/sample.ts)', () => {
  it('parsed a sample that covers every kind of page, and reads every sampled page as the browser does', () => {
    const kinds = new Set(sampled.map(pageKind));
    expect([...byKind(everyPage.map((p) => p.path)).keys()].filter((kind) => !kinds.has(kind))).toEqual([]);
    expect(pages.map((p) => p.path)).toEqual(sampled);
    expect(sampled.length).toBeLessThan(everyPage.length);
    // The reading of every page above, without a browser, agrees with Chromium's parser where both ran.
    for (const page of pages) {
      const source = everyPage.find((p) => p.path === page.path)!;
      expect({ canonical: source.canonical, ld: source.ld }, page.path).toEqual({
        canonical: page.canonical,
        ld: page.ld,
      });
    }
  });

  it('gives every sampled tool page a BreadcrumbList equal to its breadcrumb links', () => {
    const toolPages = pages.filter((p) => isToolPage(p.path));
    expect(toolPages.length).toBeGreaterThanOrEqual(Math.min(SAMPLE_TOOL_PAGES, catalogue.tools.length));
    for (const page of toolPages) {
      const lists = blocksOf(page).filter((b) => b['@type'] === 'BreadcrumbList');
      expect(lists, page.path).toHaveLength(1);
      const items = lists[0]!.itemListElement as Array<{
        '@type': string;
        position: number;
        name: string;
        item: string;
      }>;
      expect(page.crumbs.length, page.path).toBe(3);
      expect(items.map((i) => i.position)).toEqual([1, 2, 3]);
      // A linked crumb's URL is its link; the current page's crumb (no link) is the page itself.
      const visible = page.crumbs.map((c) => ({
        name: c.name,
        item: c.href === null ? page.canonical : new URL(c.href, origin).href,
      }));
      expect(
        items.map((i) => ({ name: i.name, item: i.item })),
        page.path,
      ).toEqual(visible);
    }
  });

  it('gives every sampled server page a SoftwareApplication named as its h1, rated with its grade', () => {
    const serverPages = pages.filter((p) => isServerPage(p.path));
    expect(serverPages.length).toBeGreaterThanOrEqual(Math.min(3, catalogue.servers.length));
    for (const page of serverPages) {
      const apps = blocksOf(page).filter((b) => b['@type'] === 'SoftwareApplication');
      expect(apps, page.path).toHaveLength(1);
      expect(apps[0]!.name, page.path).toBe(page.h1);
      expect(apps[0]!.url, page.path).toBe(page.canonical);
      const server = catalogue.servers.find((s) => `/servers/${s.slug}/` === page.path)!;
      const grade = gradeServer(
        gradeInput(
          server.record,
          (toolsOf.get(server.slug) ?? []).map((t) => t.record),
          publisherIdentity(server.record, organisations),
        ),
      );
      expect((apps[0]!.review as { reviewRating: { ratingValue: number } }).reviewRating.ratingValue).toBe(grade.score);
    }
  });

  it('gives every sampled page OpenGraph and Twitter tags from its own title, description and canonical URL', () => {
    const withCanonical = pages.filter((p) => p.canonical);
    expect(withCanonical.length).toBeGreaterThan(pages.length / 2);
    for (const page of withCanonical) {
      expect(page.meta, page.path).toMatchObject({
        'og:title': page.title,
        'og:description': page.description,
        'og:url': page.canonical,
        'og:type': 'website',
        'og:site_name': 'MCP Risk Catalogue',
        'twitter:card': 'summary',
        'twitter:title': page.title,
        'twitter:description': page.description,
      });
      expect(page.description?.length ?? 0, page.path).toBeGreaterThan(20);
    }
  });
});

describe('JSON-LD in the browser', () => {
  it('reports no CSP violation for the JSON-LD blocks, though the CSP is enforced', async () => {
    const tool = catalogue.tools[0]!;
    for (const path of [toolPath(tool.server, tool.record.name), `/servers/${tool.server}/`]) {
      const { page, problems } = await openPage(session.context, path);
      const blocks = await page.locator('script[type="application/ld+json"]').count();
      expect(blocks, path).toBeGreaterThan(0);
      expect(problems.console, path).toEqual([]);
      // The detector works: an inline script is refused and reported, a data block added the same way is not.
      await page.evaluate(() => {
        const data = document.createElement('script');
        data.type = 'application/ld+json';
        data.textContent = '{"@context":"https://schema.org","@type":"Thing"}';
        document.head.append(data);
      });
      await page.waitForTimeout(100);
      expect(problems.console, path).toEqual([]);
      await page.evaluate(() => {
        const inline = document.createElement('script');
        inline.textContent = 'window.__ran = true';
        document.head.append(inline);
      });
      await page.waitForFunction(() => true);
      await expect.poll(() => problems.console.join('\n')).toMatch(/CSP violation: script-src/);
      expect(await page.evaluate(() => (window as unknown as { __ran?: boolean }).__ran)).toBeUndefined();
      // The violation was provoked on purpose: take it out of the list that fails a test.
      const provoked = takeUnexpectedProblems();
      expect(provoked.length).toBeGreaterThan(0);
      expect(
        provoked.every((p) => /script-src|Content Security Policy/.test(p)),
        provoked.join('\n'),
      ).toBe(true);
      await page.close();
    }
  });
});

describe('the JSON API', () => {
  const servers = readJson<ApiServers>('api/servers.json');

  it('lists every server with the grade, score and counts of the catalogue', () => {
    expect(apiServersSchema.safeParse(servers).error).toBeUndefined();
    expect(servers.serverCount).toBe(catalogue.servers.length);
    expect(servers.toolCount).toBe(catalogue.tools.length);
    expect(servers.servers.map((s) => s.slug).sort()).toEqual(catalogue.servers.map((s) => s.slug).sort());
    for (const entry of catalogue.servers) {
      const api = servers.servers.find((s) => s.slug === entry.slug)!;
      const records = (toolsOf.get(entry.slug) ?? []).map((t) => t.record);
      const grade = gradeServer(gradeInput(entry.record, records, publisherIdentity(entry.record, organisations)));
      expect({ grade: api.grade, score: api.score, toolCount: api.toolCount }, entry.slug).toEqual({
        grade: grade.grade,
        score: grade.score,
        toolCount: records.length,
      });
      expect(api.counts.category).toEqual(categoryMix(records));
      expect(api.counts.risk).toEqual(
        Object.fromEntries(RISK_LEVELS.map((r) => [r, records.filter((t) => t.risk === r).length])),
      );
      expect(api.counts.verdict).toEqual(
        Object.fromEntries(VERDICTS.map((v) => [v, records.filter((t) => t.policy.verdict === v).length])),
      );
      for (const url of [api.url, api.api, api.policyUrl]) expect(existsSync(fileOf(url)), url).toBe(true);
    }
  });

  it('has a file per server with every tool as its record says', () => {
    expect(readdirSync(join(dist, 'api', 'servers')).sort()).toEqual(
      catalogue.servers.map((s) => `${s.slug}.json`).sort(),
    );
    for (const entry of catalogue.servers) {
      const file = readJson<ApiServerFile>(`api/servers/${entry.slug}.json`);
      expect(apiServerFileSchema.safeParse(file).error, entry.slug).toBeUndefined();
      const records = (toolsOf.get(entry.slug) ?? []).map((t) => t.record);
      expect(file.tools.map((t) => t.name).sort()).toEqual(records.map((r) => r.name).sort());
      expect(file.server.toolCount).toBe(records.length);
      for (const record of records) {
        const tool = file.tools.find((t) => t.name === record.name)!;
        const { reason, ...rule } = record.policy as typeof record.policy & { reason?: string };
        expect(tool.policy).toEqual({ ...rule, ...(reason ? { reason } : {}) });
        expect({
          category: tool.category,
          risk: tool.risk,
          effect: tool.effect,
          definitionHash: tool.definitionHash,
          added: tool.added,
          changed: tool.changed,
        }).toEqual({
          category: record.category,
          risk: record.risk,
          effect: record.effect,
          definitionHash: record.definitionHash,
          added: record.added,
          changed: record.changed,
        });
        expect(new URL(tool.url).pathname).toBe(toolPath(entry.slug, record.name));
        expect(existsSync(fileOf(tool.url)) && existsSync(fileOf(tool.policyUrl)), tool.url).toBe(true);
      }
    }
  });

  it('pages the whole catalogue, each tool exactly once, with working prev and next links', () => {
    const index = readJson<ApiToolsIndex>('api/tools/index.json');
    expect(apiToolsIndexSchema.safeParse(index).error).toBeUndefined();
    expect(index.total).toBe(catalogue.tools.length);
    expect(index.pages.length).toBe(Math.max(1, Math.ceil(catalogue.tools.length / index.pageSize)));
    const seen: string[] = [];
    let url: string | null = index.pages[0]!.url;
    let expected = 1;
    while (url) {
      const page: ApiToolsPage = JSON.parse(readFileSync(fileOf(url), 'utf8'));
      expect(apiToolsPageSchema.safeParse(page).error, url).toBeUndefined();
      expect(page.page).toBe(expected);
      expect(page.tools.length).toBe(index.pages[expected - 1]!.count);
      expect(page.tools.length).toBeLessThanOrEqual(page.pageSize);
      seen.push(...page.tools.map((t) => `${t.server}/${t.name}`));
      if (page.prev) expect(new URL(page.prev).pathname).toBe(`/api/tools/${expected - 1}.json`);
      url = page.next;
      expected++;
    }
    expect(expected - 1).toBe(index.pages.length);
    expect(seen.length).toBe(catalogue.tools.length);
    expect(new Set(seen).size).toBe(seen.length);
    expect([...seen].sort()).toEqual(catalogue.tools.map((t) => `${t.server}/${t.record.name}`).sort());
  });

  it('publishes the API schemas and documents them on /docs/api/', () => {
    const docs = read('docs/api/index.html');
    for (const name of ['api-servers.json', 'api-server.json', 'api-tools-index.json', 'api-tools-page.json']) {
      expect(read(`schema/${name}`)).toBe(readFileSync(join('public', 'schema', name), 'utf8'));
      expect(docs).toContain(`href="/schema/${name}"`);
    }
    expect(servers.$schema).toBe(`${origin}/schema/api-servers.json`);
  });

  it('answers /api/ with a page that links the files to start from and their documentation', () => {
    const page = read('api/index.html');
    for (const href of ['/api/servers.json', '/api/tools/index.json', '/docs/api/'])
      expect(page).toContain(`href="${href}"`);
    expect(read('sitemap-0.xml')).toContain(`<loc>${origin}/api/</loc>`);
  });
});

describe('the changes feed', () => {
  it('is well-formed Atom, newest first, with unique tag: ids and links to built pages', async () => {
    const xml = read('feed.xml');
    const [feed] = await parseInBrowser(
      (texts) =>
        texts.map((text) => {
          const doc = new DOMParser().parseFromString(text, 'application/xml');
          const atom = 'http://www.w3.org/2005/Atom';
          const child = (node: Element, name: string) => node.getElementsByTagNameNS(atom, name)[0];
          return {
            error: doc.getElementsByTagName('parsererror')[0]?.textContent ?? null,
            root: `${doc.documentElement.namespaceURI} ${doc.documentElement.localName}`,
            updated: child(doc.documentElement, 'updated')?.textContent ?? null,
            entries: [...doc.documentElement.getElementsByTagNameNS(atom, 'entry')].map((e) => ({
              id: child(e, 'id')?.textContent ?? '',
              updated: child(e, 'updated')?.textContent ?? '',
              title: child(e, 'title')?.textContent ?? '',
              href: child(e, 'link')?.getAttribute('href') ?? '',
            })),
          };
        }),
      [xml],
    );
    expect(feed!.error).toBeNull();
    expect(feed!.root).toBe('http://www.w3.org/2005/Atom feed');
    const entries = feed!.entries;
    const later = catalogue.tools.filter(
      (t) => t.record.added > catalogue.servers.find((s) => s.slug === t.server)!.record.added,
    ).length;
    const changed = catalogue.tools.filter((t) => t.record.changed > t.record.added).length;
    expect(entries.length).toBe(Math.min(200, catalogue.servers.length + later + changed));
    expect(feed!.updated).toBe(entries[0]?.updated);
    for (let i = 1; i < entries.length; i++)
      expect(entries[i - 1]!.updated >= entries[i]!.updated, `${entries[i]!.id}`).toBe(true);
    expect(new Set(entries.map((e) => e.id)).size).toBe(entries.length);
    for (const entry of entries) {
      expect(entry.id).toMatch(/^tag:[^,]+,\d{4}-\d{2}-\d{2}:\S+$/);
      expect(entry.updated).toMatch(/^\d{4}-\d{2}-\d{2}T00:00:00Z$/);
      expect(existsSync(fileOf(entry.href)), entry.href).toBe(true);
    }
  });
});

describe('sitemap and robots.txt', () => {
  it('lists every page of the site, every tool page included, in files of at most 50,000 URLs', async () => {
    const index = read('sitemap-index.xml');
    const [parsedIndex] = await parseInBrowser(
      (texts) =>
        texts.map((t) => {
          const doc = new DOMParser().parseFromString(t, 'application/xml');
          return {
            error: doc.getElementsByTagName('parsererror').length,
            locs: [...doc.getElementsByTagName('loc')].map((l) => l.textContent ?? ''),
          };
        }),
      [index],
    );
    expect(parsedIndex!.error).toBe(0);
    expect(parsedIndex!.locs.length).toBeGreaterThan(0);
    const children = await parseInBrowser(
      (texts) =>
        texts.map((t) => {
          const doc = new DOMParser().parseFromString(t, 'application/xml');
          return {
            error: doc.getElementsByTagName('parsererror').length,
            locs: [...doc.getElementsByTagName('loc')].map((l) => l.textContent ?? ''),
          };
        }),
      parsedIndex!.locs.map((loc) => readFileSync(fileOf(loc), 'utf8')),
    );
    const urls = new Set<string>();
    for (const child of children) {
      expect(child.error).toBe(0);
      expect(child.locs.length).toBeLessThanOrEqual(50_000);
      for (const loc of child.locs) urls.add(loc);
    }
    for (const tool of catalogue.tools)
      expect(urls.has(`${origin}${toolPath(tool.server, tool.record.name)}`), tool.record.name).toBe(true);
    for (const server of catalogue.servers) expect(urls.has(`${origin}/servers/${server.slug}/`)).toBe(true);
    for (const url of urls) expect(existsSync(fileOf(url)), url).toBe(true);
    // Every other page is listed too: all but the not-found page and the search page (its content is a query's results).
    const expected = everyPage
      .filter((p) => p.canonical && !['/404.html', '/search/'].includes(p.path))
      .map((p) => p.canonical!);
    expect([...urls].sort()).toEqual(expected.sort());
  });

  it('robots.txt points at the sitemap index', () => {
    expect(read('robots.txt')).toMatch(
      new RegExp(`^Sitemap: ${origin.replace(/[.]/g, '\\.')}/sitemap-index\\.xml$`, 'm'),
    );
  });
});

describe('llms.txt', () => {
  it('describes the site and links the API, the docs and the feed', () => {
    const text = read('llms.txt');
    expect(text.split('\n')[0]).toBe('# MCP Risk Catalogue');
    expect(text).toMatch(/^> /m);
    for (const path of [
      '/docs/api/',
      '/docs/policy/',
      '/api/servers.json',
      '/api/tools/index.json',
      '/feed.xml',
      '/sitemap-index.xml',
      '/llms-full.txt',
    ]) {
      const url = `${origin}${path}`;
      expect(text, path).toContain(`(${url})`);
      expect(existsSync(fileOf(url)), path).toBe(true);
    }
  });

  it('llms-full.txt stays under 1 MB, with every server, and every tool or where to get them', () => {
    const text = read('llms-full.txt');
    expect(Buffer.byteLength(text)).toBeLessThan(LLMS_FULL_MAX_BYTES);
    for (const server of catalogue.servers) expect(text).toContain(`${origin}/servers/${server.slug}/`);
    // Past the size budget the tool lines give way to a pointer at the tools index (src/lib/publish/llms.ts).
    if (text.includes('too large to list every tool here')) expect(text).toContain(`${origin}/api/tools/index.json`);
    else
      for (const tool of catalogue.tools)
        expect(text).toContain(`(${origin}${toolPath(tool.server, tool.record.name)})`);
  });
});

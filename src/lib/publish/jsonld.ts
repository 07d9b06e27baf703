/**
 * schema.org structured data (JSON-LD) for the site's pages, and the one safe way
 * to put it in a page. Pages build the data from the very values they render
 * (breadcrumbs from the same names and URLs, a server from its record),
 * so what a search engine reads is what a visitor reads.
 */
export type JsonLd = { '@context': 'https://schema.org'; '@type': string } & Record<string, unknown>;

const CONTEXT = 'https://schema.org' as const;
export const SITE_NAME = 'MCP Risk Catalogue';

/**
 * JSON for a <script type="application/ld+json"> block. The HTML parser ends the
 * block at the first "</script" whatever the JSON means, and "<!--" switches it
 * into an escaped state, so "<", ">" and "&" are written as \u escapes (still the
 * same JSON strings once parsed). U+2028 and U+2029 are escaped as well, for
 * consumers that treat the block as JavaScript. Escaping is done on the serialized
 * text: outside strings JSON contains none of these characters.
 */
export function serializeJsonLd(data: unknown): string {
  const json = JSON.stringify(data);
  if (json === undefined) throw new TypeError('JSON-LD data must be serializable to JSON');
  return json.replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

export interface Crumb {
  name: string;
  /** Absolute URL of the crumb's page. */
  url: string;
}

/** BreadcrumbList: the trail the page's breadcrumb navigation shows, last item being the page itself. */
export function breadcrumbLd(crumbs: readonly Crumb[]): JsonLd {
  if (crumbs.length === 0) throw new RangeError('a breadcrumb trail needs at least one item');
  return {
    '@context': CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: crumb.url,
    })),
  };
}

export interface SoftwareApplicationInput {
  name: string;
  description: string;
  /** Absolute URL of the server's page. */
  url: string;
  repository: string;
  publisher: string;
  version?: string;
  grade: string;
  score: number;
  /** The grade's reasons, in words; empty when nothing was deducted. */
  reasons: readonly string[];
  toolCount: number;
}

/**
 * SoftwareApplication for a server page: the server, who publishes it, and the
 * catalogue's risk grade as a review (score out of 100, by the catalogue).
 */
export function softwareApplicationLd(input: SoftwareApplicationInput): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': 'SoftwareApplication',
    name: input.name,
    description: input.description,
    url: input.url,
    sameAs: input.repository,
    applicationCategory: 'DeveloperApplication',
    applicationSubCategory: 'MCP server',
    ...(input.version !== undefined ? { softwareVersion: input.version } : {}),
    publisher: { '@type': 'Organization', name: input.publisher },
    review: {
      '@type': 'Review',
      name: `Risk grade ${input.grade}`,
      author: { '@type': 'Organization', name: SITE_NAME },
      reviewRating: { '@type': 'Rating', ratingValue: input.score, bestRating: 100, worstRating: 0 },
      reviewBody:
        input.reasons.length === 0
          ? `Grade ${input.grade}, score ${input.score} of 100 across ${input.toolCount} tools: no deductions.`
          : `Grade ${input.grade}, score ${input.score} of 100 across ${input.toolCount} tools: ${input.reasons.join('; ')}.`,
    },
  };
}

/** The site's origin: structured data carries absolute URLs only. */
function originOf(site: URL | string | undefined): URL {
  if (site === undefined) throw new Error('structured data needs absolute URLs: set `site` in astro.config.mjs');
  return new URL(site);
}

/** The breadcrumb trail every tool page shows: Servers › server › tool. */
const toolCrumbs = (
  site: URL | string | undefined,
  server: { name: string; url: string },
  tool: { name: string; url: string },
): Crumb[] => {
  const origin = originOf(site);
  return [
    { name: 'Servers', url: new URL('/servers/', origin).href },
    { name: server.name, url: new URL(server.url, origin).href },
    { name: tool.name, url: new URL(tool.url, origin).href },
  ];
};

/**
 * A tool page's block: its BreadcrumbList. No FAQPage: Google shows FAQ rich results only for well-known government
 * and health sites (since August 2023), so on twenty thousand tool pages the block was weight (about 2.8 KB a page)
 * that no reader and no search result used; the FAQ stays on the page, as text.
 */
export function toolPageLd(input: {
  site: URL | string | undefined;
  server: { name: string; url: string };
  tool: { name: string; url: string };
}): JsonLd[] {
  return [breadcrumbLd(toolCrumbs(input.site, input.server, input.tool))];
}

/** A server page's block, from the same view the page renders. */
export function serverPageLd(
  site: URL | string | undefined,
  server: {
    url: string;
    record: {
      name: string;
      description: string;
      repository: string;
      publisher: { name: string };
      source: { version?: string };
    };
    grade: { grade: string; score: number; deductions: ReadonlyArray<{ reason: string }> };
    tools: readonly unknown[];
  },
): JsonLd {
  const { record, grade } = server;
  return softwareApplicationLd({
    name: record.name,
    description: record.description,
    url: new URL(server.url, originOf(site)).href,
    repository: record.repository,
    publisher: record.publisher.name,
    ...(record.source.version !== undefined ? { version: record.source.version } : {}),
    grade: grade.grade,
    score: grade.score,
    reasons: grade.deductions.map((d) => d.reason),
    toolCount: server.tools.length,
  });
}

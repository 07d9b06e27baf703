/**
 * The static JSON API (/api/): builds each file from the site's own views of the
 * catalogue (src/site/catalogue-views.ts), so every number is the one the pages show.
 * Grade, score and category mix are read from the view (gradeServer, categoryMix);
 * the verdict is the view's ToolVerdict, the same one policy.json is built from.
 */
import { RISK_LEVELS, VERDICTS, type Category, type RiskLevel, type Verdict } from '../../schema/enums.ts';
import type { ServerRecord } from '../../schema/server.ts';
import type { ToolRecord } from '../../schema/tool.ts';
import type {
  ApiCounts,
  ApiPagedTool,
  ApiPolicy,
  ApiServerFile,
  ApiServers,
  ApiServerSummary,
  ApiTool,
  ApiToolsIndex,
  ApiToolsPage,
} from '../../schema/api.ts';
import type { GradeResult } from '../catalogue/grade.ts';
import type { PublisherIdentity } from '../catalogue/publisher-identity.ts';
import type { ToolVerdict } from '../policy/generate.ts';
import { mentionedToolNames } from '../stack/mentions.ts';
import { EXPORT_TARGETS, exportUrl } from '../policy/exports/index.ts';

/** What the API needs of a tool: a structural subset of the site's ToolView. */
export interface ApiToolSource {
  server: string;
  record: ToolRecord;
  verdict: ToolVerdict;
  url: string;
}
/** What the API needs of a server: a structural subset of the site's ServerView. */
export interface ApiServerSource {
  slug: string;
  record: ServerRecord;
  tools: readonly ApiToolSource[];
  identity: PublisherIdentity;
  grade: GradeResult;
  mix: Record<Category, number>;
  url: string;
}

/** Tools per file of the paged catalogue: about 3 MB of JSON per page, and 50 files at 250,000 tools. */
export const TOOLS_PAGE_SIZE = 5000;

export const API_PATHS = {
  servers: '/api/servers.json',
  server: (slug: string) => `/api/servers/${slug}.json`,
  toolsIndex: '/api/tools/index.json',
  toolsPage: (page: number) => `/api/tools/${page}.json`,
} as const;

/** The published JSON Schema of each API file (generated from src/schema/api.ts). */
export const API_SCHEMA_PATHS = {
  servers: '/schema/api-servers.json',
  server: '/schema/api-server.json',
  toolsIndex: '/schema/api-tools-index.json',
  toolsPage: '/schema/api-tools-page.json',
} as const;

const absolute = (path: string, origin: URL | string) => new URL(path, origin).href;
const policyPath = (pageUrl: string) => `${pageUrl}policy.json`;

/** The bytes of an API file: compact JSON, one trailing newline. */
export const apiJson = (document: unknown) => `${JSON.stringify(document)}\n`;

function tally<K extends string>(keys: readonly K[], values: Iterable<K>): Record<K, number> {
  const counts = Object.fromEntries(keys.map((key) => [key, 0])) as Record<K, number>;
  for (const value of values) counts[value]++;
  return counts;
}

function apiCounts(server: Pick<ApiServerSource, 'tools' | 'mix'>): ApiCounts {
  return {
    category: { ...server.mix },
    risk: tally<RiskLevel>(
      RISK_LEVELS,
      server.tools.map((t) => t.record.risk),
    ),
    verdict: tally<Verdict>(
      VERDICTS,
      server.tools.map((t) => t.verdict.verdict),
    ),
  };
}

function apiPolicy(tool: ApiToolSource): ApiPolicy {
  const { verdict } = tool;
  const policy: ApiPolicy = { verdict: verdict.verdict };
  if (verdict.verdict === 'rate-limit') {
    policy.max = verdict.max;
    policy.window = verdict.window;
  }
  if (tool.record.policy.reason) policy.reason = tool.record.policy.reason;
  return policy;
}

/** Lower-cased tool name → servers that have it: what shadowing mentions are matched against (mentions.ts). */
export type ToolNameIndex = ReadonlyMap<string, ReadonlySet<string>>;

export function apiTool(tool: ApiToolSource, origin: URL | string, names?: ToolNameIndex): ApiTool {
  const { record } = tool;
  const mentions = names ? mentionedToolNames(record.description, tool.server, names) : [];
  return {
    name: record.name,
    ...(record.title !== undefined ? { title: record.title } : {}),
    url: absolute(tool.url, origin),
    policyUrl: absolute(policyPath(tool.url), origin),
    category: record.category,
    risk: record.risk,
    policy: apiPolicy(tool),
    effect: { ...record.effect },
    ...(record.flow
      ? { flow: { source: record.flow.source, injection: record.flow.injection, sink: record.flow.sink } }
      : {}),
    ...(mentions.length > 0 ? { mentions } : {}),
    definitionHash: record.definitionHash,
    attacks: [...record.attacks],
    added: record.added,
    changed: record.changed,
  };
}

export function apiServerSummary(server: ApiServerSource, origin: URL | string): ApiServerSummary {
  const { record } = server;
  return {
    slug: server.slug,
    name: record.name,
    description: record.description,
    url: absolute(server.url, origin),
    api: absolute(API_PATHS.server(server.slug), origin),
    policyUrl: absolute(policyPath(server.url), origin),
    repository: record.repository,
    publisher: {
      name: record.publisher.name,
      identity: server.identity.state,
      ...(server.identity.vendor ? { vendor: server.identity.vendor.name } : {}),
      ...(server.identity.product ? { product: server.identity.product.name } : {}),
      summary: server.identity.summary,
    },
    auth: record.auth.kind,
    transport: record.transport,
    ...(record.language ? { language: record.language } : {}),
    packages: record.package
      ? [{ registry: record.package.registry, name: record.package.name, version: record.package.version }]
      : [],
    grade: server.grade.grade,
    score: server.grade.score,
    toolCount: server.tools.length,
    counts: apiCounts(server),
    added: record.added,
  };
}

export function apiServersFile(servers: readonly ApiServerSource[], origin: URL | string): ApiServers {
  return {
    $schema: absolute(API_SCHEMA_PATHS.servers, origin),
    serverCount: servers.length,
    toolCount: servers.reduce((sum, s) => sum + s.tools.length, 0),
    servers: servers.map((s) => apiServerSummary(s, origin)),
  };
}

export function apiServerFile(server: ApiServerSource, origin: URL | string, names?: ToolNameIndex): ApiServerFile {
  const { source } = server.record;
  return {
    $schema: absolute(API_SCHEMA_PATHS.server, origin),
    server: {
      ...apiServerSummary(server, origin),
      deductions: server.grade.deductions.map((d) => ({ points: d.points, reason: d.reason })),
      source: {
        ...(source.commit !== undefined ? { commit: source.commit } : {}),
        ...(source.version !== undefined ? { version: source.version } : {}),
      },
      exports: EXPORT_TARGETS.map((t) => ({
        target: t.id,
        label: t.label,
        file: t.file,
        mediaType: t.mediaType,
        url: absolute(exportUrl(server.url, t), origin),
      })),
    },
    tools: server.tools.map((t) => apiTool(t, origin, names)),
  };
}

/** Number of pages of the tool catalogue: at least one, so /api/tools/1.json always exists. */
export const toolPageCount = (total: number, pageSize = TOOLS_PAGE_SIZE) => Math.max(1, Math.ceil(total / pageSize));

const toolKey = (tool: ApiToolSource) => `${tool.server}/${tool.record.name}`;

/**
 * One page of the whole catalogue. `tools` is the site's one sorted list of every
 * tool (by name, then server); a page is a slice of it, never a new pass.
 */
export function apiToolsPage(
  tools: readonly ApiToolSource[],
  page: number,
  origin: URL | string,
  pageSize = TOOLS_PAGE_SIZE,
): ApiToolsPage {
  const pages = toolPageCount(tools.length, pageSize);
  if (!Number.isInteger(page) || page < 1 || page > pages)
    throw new RangeError(`tool page ${page} is out of range 1..${pages}`);
  const slice = tools.slice((page - 1) * pageSize, page * pageSize);
  return {
    $schema: absolute(API_SCHEMA_PATHS.toolsPage, origin),
    page,
    pages,
    pageSize,
    total: tools.length,
    index: absolute(API_PATHS.toolsIndex, origin),
    prev: page > 1 ? absolute(API_PATHS.toolsPage(page - 1), origin) : null,
    next: page < pages ? absolute(API_PATHS.toolsPage(page + 1), origin) : null,
    tools: slice.map((t): ApiPagedTool => ({ server: t.server, ...apiTool(t, origin) })),
  };
}

export function apiToolsIndex(
  tools: readonly ApiToolSource[],
  origin: URL | string,
  pageSize = TOOLS_PAGE_SIZE,
): ApiToolsIndex {
  const pages = toolPageCount(tools.length, pageSize);
  return {
    $schema: absolute(API_SCHEMA_PATHS.toolsIndex, origin),
    total: tools.length,
    pageSize,
    pages: Array.from({ length: pages }, (_, i) => {
      const start = i * pageSize;
      const end = Math.min(tools.length, start + pageSize);
      const first = tools[start];
      const last = tools[end - 1];
      return {
        page: i + 1,
        url: absolute(API_PATHS.toolsPage(i + 1), origin),
        count: Math.max(0, end - start),
        first: first && end > start ? toolKey(first) : null,
        last: last && end > start ? toolKey(last) : null,
      };
    }),
  };
}

/**
 * How big the built site is at a given catalogue size, and how long putting it
 * online takes: an estimate from per-file sizes measured on a real build,
 * scaled by the record counts. /docs/deploy/ prints it; the figures it starts
 * from are below, each with where it was measured.
 */

/**
 * Mean sizes in bytes, measured on the build of the real catalogue (13,190 tools on 611 servers, 2 December 2026:
 * 53,327 files, 1.10 GB). A browser test (e2e/build-output.test.ts) holds the estimate for the built catalogue to
 * within 15% of the dist/ it was built into, so these figures are measured again whenever they drift.
 */
export const MEASURED = {
  /**
   * Tool page HTML: the definition, the judgement and its steps, the policy and the list of export formats (mean and
   * median 39.1 KB on the browser tests' sample build of 3 December 2026, 3,343 tools, once tool pages linked the
   * formats instead of carrying them; 64.3 KB before).
   */
  toolPage: 39_100,
  /** A tool's policy.json. */
  toolPolicy: 137,
  /** A Pagefind fragment (one per tool and per server, stored compressed) and its share of the index chunks. */
  fragment: 780,
  /** The static API per tool (the paged catalogue and the server files). */
  apiPerTool: 1_570,
  /** The name index per tool. */
  namesPerTool: 61,
  /** The list pages per tool (browse, risk, category and the home page's lists). */
  listsPerTool: 2_200,
  /** A server's own files: its page and policy.json (63.4 KB), its policy builder pages (72.3 KB), its tool list (20.1 KB) and its fifteen export files (37.5 KB). */
  serverPage: 63_400,
  builderPage: 72_300,
  toolList: 20_100,
  exportFiles: 37_500,
  /** Files per server: page, policy.json, builder, tool list, search fragment and fifteen exports. */
  filesPerServer: 20,
  /** Everything else (stylesheet, scripts, docs, attack pages, schemas, sitemaps, feed). */
  fixedBytes: 3_000_000,
  fixedFiles: 500,
} as const;

export interface SiteSize {
  files: number;
  bytes: number;
}

/** Files and bytes of dist/ for a catalogue of `tools` tools on `servers` servers. */
export function siteSize(tools: number, servers: number): SiteSize {
  const m = MEASURED;
  // Each tool: its page, its policy.json, its Pagefind fragment; the name-index shards and list pages grow with them.
  const files = tools * 3 + servers * m.filesPerServer + Math.ceil(tools / 250) + m.fixedFiles;
  const bytes =
    tools * (m.toolPage + m.toolPolicy + m.fragment + m.apiPerTool + m.namesPerTool + m.listsPerTool) +
    servers * (m.serverPage + m.builderPage + m.toolList + m.exportFiles + m.fragment) +
    m.fixedBytes;
  return { files, bytes };
}

export interface UploadAssumptions {
  /** Upload bandwidth, in megabits per second. */
  megabitsPerSecond: number;
  /** Files sent at once. */
  parallel: number;
  /** Time one file's request takes apart from its bytes (round trip, request handling), in ms. */
  perFileMs: number;
}

export const TYPICAL_UPLOAD: UploadAssumptions = { megabitsPerSecond: 100, parallel: 16, perFileMs: 60 };

/**
 * Seconds to upload a site of this size: the larger of the time the bytes take
 * on the link and the time the requests take, `parallel` at a time (whichever
 * runs out first is the limit).
 */
export function uploadSeconds(size: SiteSize, assumptions: UploadAssumptions = TYPICAL_UPLOAD): number {
  const bytesSeconds = (size.bytes * 8) / (assumptions.megabitsPerSecond * 1_000_000);
  const requestSeconds = (size.files * assumptions.perFileMs) / 1000 / assumptions.parallel;
  return Math.max(bytesSeconds, requestSeconds);
}

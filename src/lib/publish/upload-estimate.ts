/**
 * How big the built site is at a given catalogue size, and how long putting it
 * online takes: an estimate from per-file sizes measured on a real build,
 * scaled by the record counts. /docs/deploy/ prints it; the figures it starts
 * from are below, each with where it was measured.
 */

/** Per-file sizes in bytes, measured on the build of the real catalogue (637 tools, 47 servers) on 30 November 2026, and page weight at 250,000 tools from docs/benchmarks.md. */
export const MEASURED = {
  /** Tool page HTML: median at 250,000 tools (docs/benchmarks.md: 16.9 KB); 17.5 KB in the real catalogue. */
  toolPage: 16_900,
  /** A tool's policy.json: median 95 bytes. */
  toolPolicy: 95,
  /** A Pagefind fragment (one per tool and per server, stored compressed): mean 360 bytes. */
  fragment: 360,
  /** Server page and policy-builder page HTML: medians 12.8 KB and 13.2 KB. */
  serverPage: 12_750,
  builderPage: 13_150,
  /** The static API per tool (the paged catalogue and the server files): 1.0 MB for 637 tools. */
  apiPerTool: 1_600,
  /** The name index per tool: 14 MB for 250,000 tools (docs/benchmarks.md). */
  namesPerTool: 56,
  /** Everything else (stylesheet, scripts, Pagefind's index chunks and metadata, schemas, sitemaps, feed, list pages): a fixed part plus a part per tool. */
  fixedBytes: 5_000_000,
  otherPerTool: 400,
  fixedFiles: 400,
} as const;

export interface SiteSize {
  files: number;
  bytes: number;
}

/** Files and bytes of dist/ for a catalogue of `tools` tools on `servers` servers. */
export function siteSize(tools: number, servers: number): SiteSize {
  const m = MEASURED;
  // Each tool: its page, its policy.json, its Pagefind fragment. Each server: its page, its builder page, its policy.json, its fragment, its API file.
  const files =
    tools * 3 +
    servers * 5 +
    Math.ceil(tools / 500) /* name-index shards */ +
    Math.ceil(tools / 5_000) /* API pages */ +
    m.fixedFiles;
  const bytes =
    tools * (m.toolPage + m.toolPolicy + m.fragment + m.apiPerTool + m.namesPerTool + m.otherPerTool) +
    servers * (m.serverPage + m.builderPage + m.fragment) +
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

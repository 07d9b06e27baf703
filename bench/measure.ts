/**
 * What the benchmark reads from a built site: sizes on disk, the weight of a
 * tool page (HTML, the CSS it links, the script it runs before any interaction)
 * and the name index's shards.
 */
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join, posix } from 'node:path';
import { gzipSync } from 'node:zlib';

export interface TreeSize {
  files: number;
  bytes: number;
  htmlFiles: number;
}

/** Apparent size (sum of file lengths) of a folder, and how many HTML files it holds. */
export function treeSize(root: string): TreeSize {
  const size: TreeSize = { files: 0, bytes: 0, htmlFiles: 0 };
  let entries;
  try {
    entries = readdirSync(root, { withFileTypes: true, recursive: true });
  } catch {
    return size;
  }
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    size.files++;
    size.bytes += statSync(join(entry.parentPath, entry.name)).size;
    if (entry.name.endsWith('.html')) size.htmlFiles++;
  }
  return size;
}

const gzipBytes = (data: string | Uint8Array) => gzipSync(data, { level: 9 }).length;

/** The middle value; of an even count, the mean of the two middle ones, rounded to `digits` places (whole by default). */
export function median(values: number[], digits = 0): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  const scale = 10 ** digits;
  return sorted.length % 2 ? sorted[mid]! : Math.round(((sorted[mid - 1]! + sorted[mid]!) / 2) * scale) / scale;
}

/**
 * Every tool page of a built site: servers/<server>/<tool>/index.html, except the policy builder. A server's own
 * folders (export/, and tools/ whose pages start at 2) hold a page only when a tool has that name.
 */
export function toolPages(outDir: string): string[] {
  const pages: string[] = [];
  const serversDir = join(outDir, 'servers');
  for (const server of readdirSync(serversDir, { withFileTypes: true })) {
    if (!server.isDirectory()) continue;
    for (const tool of readdirSync(join(serversDir, server.name), { withFileTypes: true })) {
      if (!tool.isDirectory() || tool.name === 'policy') continue;
      const page = join(serversDir, server.name, tool.name, 'index.html');
      if (existsSync(page)) pages.push(page);
    }
  }
  return pages.sort();
}

/** Up to `count` items spread evenly over the list. */
export function spread<T>(list: readonly T[], count: number): T[] {
  if (list.length <= count) return [...list];
  const step = list.length / count;
  return Array.from({ length: count }, (_, i) => list[Math.floor(i * step)]!);
}

export interface PageWeight {
  htmlBytes: number;
  htmlGzipBytes: number;
  cssBytes: number;
  cssGzipBytes: number;
  /** Script a page downloads and runs on load: external and inline scripts and every module they import statically. */
  jsBytes: number;
  jsGzipBytes: number;
  jsFiles: string[];
}

const attr = (tag: string, name: string) =>
  new RegExp(`\\s${name}\\s*=\\s*("([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i')
    .exec(tag)
    ?.slice(2)
    .find((v) => v !== undefined);

/** Static imports of an ES module (import … from "x", import "x", export … from "x"); dynamic import() is left out on purpose. */
function staticImports(code: string): string[] {
  const found = new Set<string>();
  const pattern = /(?:^|[;}\s])(?:import|export)\s*(?:[\w*${}\s,]+?\s*from\s*)?["']([^"']+)["']/g;
  for (const match of code.matchAll(pattern)) found.add(match[1]!);
  return [...found];
}

export function pageWeight(outDir: string, pagePath: string): PageWeight {
  const html = readFileSync(pagePath, 'utf8');
  const urlOf = (file: string) => `/${file.slice(outDir.length).replace(/^\/+/, '').replace(/\\/g, '/')}`;
  const pageUrl = urlOf(pagePath);
  const fileOf = (url: string, base: string) => {
    const resolved = url.startsWith('/') ? url : posix.join(posix.dirname(base), url);
    return join(outDir, resolved.split('?')[0]!);
  };
  const weight: PageWeight = {
    htmlBytes: Buffer.byteLength(html),
    htmlGzipBytes: gzipBytes(html),
    cssBytes: 0,
    cssGzipBytes: 0,
    jsBytes: 0,
    jsGzipBytes: 0,
    jsFiles: [],
  };

  for (const tag of html.match(/<link\b[^>]*>/gi) ?? []) {
    if (!/\brel\s*=\s*["']?stylesheet/i.test(tag)) continue;
    const href = attr(tag, 'href');
    if (!href || /^https?:/.test(href)) continue;
    const css = readFileSync(fileOf(href, pageUrl));
    weight.cssBytes += css.length;
    weight.cssGzipBytes += gzipBytes(css);
  }
  for (const match of html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)) {
    weight.cssBytes += Buffer.byteLength(match[1]!);
    weight.cssGzipBytes += gzipBytes(match[1]!);
  }

  const seen = new Set<string>();
  const addModule = (file: string, url: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    let code: string;
    try {
      code = readFileSync(file, 'utf8');
    } catch {
      return;
    }
    weight.jsFiles.push(url);
    weight.jsBytes += Buffer.byteLength(code);
    weight.jsGzipBytes += gzipBytes(code);
    for (const spec of staticImports(code)) {
      if (!spec.startsWith('.') && !spec.startsWith('/')) continue;
      const next = spec.startsWith('/') ? spec : posix.join(posix.dirname(url), spec);
      addModule(join(outDir, next), next);
    }
  };
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const attrs = match[1]!;
    const type = attr(`<x ${attrs}>`, 'type');
    if (type && !/^(module|text\/javascript|application\/javascript)$/i.test(type)) continue; // JSON-LD and other data blocks do not run
    const src = attr(`<x ${attrs}>`, 'src');
    if (src) {
      if (!/^https?:/.test(src))
        addModule(fileOf(src, pageUrl), src.startsWith('/') ? src : posix.join(posix.dirname(pageUrl), src));
    } else if (match[2]!.trim()) {
      weight.jsFiles.push('(inline)');
      weight.jsBytes += Buffer.byteLength(match[2]!);
      weight.jsGzipBytes += gzipBytes(match[2]!);
      for (const spec of staticImports(match[2]!)) if (spec.startsWith('/')) addModule(join(outDir, spec), spec);
    }
  }
  for (const tag of html.match(/<link\b[^>]*>/gi) ?? []) {
    if (!/\brel\s*=\s*["']?modulepreload/i.test(tag)) continue;
    const href = attr(tag, 'href');
    if (href && !/^https?:/.test(href)) addModule(fileOf(href, pageUrl), href);
  }
  return weight;
}

export interface ShardStats {
  shards: number;
  bytes: number;
  largestShardBytes: number;
  manifestBytes: number;
}

export function nameIndexStats(outDir: string): ShardStats {
  const dir = join(outDir, 'names');
  const stats: ShardStats = { shards: 0, bytes: 0, largestShardBytes: 0, manifestBytes: 0 };
  let files: string[];
  try {
    files = readdirSync(dir);
  } catch {
    return stats;
  }
  for (const file of files) {
    const size = statSync(join(dir, file)).size;
    stats.bytes += size;
    if (file === 'index.json') stats.manifestBytes = size;
    else {
      stats.shards++;
      stats.largestShardBytes = Math.max(stats.largestShardBytes, size);
    }
  }
  return stats;
}

/**
 * The build's log, summarised: Astro prints a line per rendered route (about
 * 900 for the real catalogue, 270,000 at scale), written in two pieces that
 * interleave when pages render concurrently. This filter counts those lines
 * instead and prints one summary before Astro's "Completed" line; everything
 * else passes through unchanged. Pure: src/integrations/astro-logger.ts plugs it
 * into Astro's logger, or the brief log below when the build runs for
 * `npm start` (MCP_BUILD_LOG=brief).
 */
import { groupDigits } from '../text/grammar.ts';
export interface LogEvent {
  label: string | null;
  level: string;
  message: string;
  newLine?: boolean;
}

const ANSI = /\x1b\[[0-9;]*m/g;
const plain = (text: string) => text.replace(ANSI, '');
/** "  ├─ /servers/x/index.html" (the route, written without a line end). */
const ROUTE = /^\s*[├└]─\s/;
/** " (+6ms) ", " (+1.20s) ", " (cached)", " (restored)", optionally "(file not created…)": the route line's end. */
const ROUTE_END = /^\s*\((?:\+[\d.]+\s*m?s|cached|restored)\)/;
const COMPLETED = /✓ Completed in /;

export interface RouteSummary {
  write(event: LogEvent): void;
  /** Routes seen since the last summary. */
  readonly routes: number;
}

export function summarizeRoutes(next: (event: LogEvent) => void): RouteSummary {
  let routes = 0;
  let pages = 0;
  let cached = 0;
  let slow = 0;
  return {
    get routes() {
      return routes;
    },
    write(event) {
      const text = plain(event.message);
      if (event.label === null && ROUTE.test(text)) {
        routes++;
        if (/\.html\s*$/.test(text)) pages++;
        return;
      }
      if (event.label === 'SKIP_FORMAT' && ROUTE_END.test(text)) {
        if (/cached|restored/.test(text)) cached++;
        const ms = /\+([\d.]+)\s*(m?s)/.exec(text);
        if (ms && (ms[2] === 's' ? Number(ms[1]) * 1000 : Number(ms[1])) > 500) slow++;
        return;
      }
      if (routes > 0 && event.label === null && COMPLETED.test(text)) {
        const extra = [cached > 0 ? `${cached} from the cache` : '', slow > 0 ? `${slow} took over 500 ms` : '']
          .filter(Boolean)
          .join(', ');
        // Pages and the other files (JSON, XML, text) apart, so the count agrees with Astro's "page(s) built".
        const others = routes - pages;
        next({
          label: 'build',
          level: 'info',
          message: `rendered ${pages} page${pages === 1 ? '' : 's'} and ${others} other file${others === 1 ? '' : 's'}${extra ? ` (${extra})` : ''}`,
          newLine: true,
        });
        routes = 0;
        pages = 0;
        cached = 0;
        slow = 0;
      }
      next(event);
    },
  };
}

/**
 * The build's log for someone who only wants the site (`npm start`, scripts/start.ts): errors as they come,
 * each warning once (the site-URL warning is said at the start and the end of a long build; here the build is
 * a few lines), and instead of Astro's and our integrations' progress lines, one line at the end: what was
 * built, where, and how long it took. The figures are read from the lines it replaces (Astro's "N page(s)
 * built in T", the search index's "indexed N tools and M servers").
 */
export function briefBuildLog(next: (event: LogEvent) => void, outDir = 'dist'): { write(event: LogEvent): void } {
  const warned = new Set<string>();
  let built: { pages: string; time: string } | undefined;
  let indexed: { tools: string; servers: string } | undefined;
  return {
    write(event) {
      const text = plain(event.message).trim();
      if (event.level === 'error') return next(event);
      if (event.level === 'warn') {
        if (warned.has(text)) return;
        warned.add(text);
        return next(event);
      }
      const pages = /^(\d+) page\(s\) built in (.+)$/.exec(text);
      if (pages) built = { pages: pages[1]!, time: pages[2]! };
      const search = /indexed (\d+) tools and (\d+) servers/.exec(text);
      if (search) indexed = { tools: search[1]!, servers: search[2]! };
      if (event.label === 'build' && text === 'Complete!' && built)
        next({
          label: null,
          level: 'info',
          message: `✓ Built the site in ${built.time}: ${groupDigits(Number(built.pages))} pages in ${outDir}/${
            indexed
              ? `, with search over ${groupDigits(Number(indexed.tools))} tools and ${groupDigits(Number(indexed.servers))} servers`
              : ''
          }.\n`,
          newLine: true,
        });
    },
  };
}

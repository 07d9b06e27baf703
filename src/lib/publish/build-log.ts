/**
 * The build's log, summarised: Astro prints a line per rendered route (about
 * 900 for the real catalogue, 270,000 at scale), written in two pieces that
 * interleave when pages render concurrently. This filter counts those lines
 * instead and prints one summary before Astro's "Completed" line; everything
 * else passes through unchanged. Pure: src/integrations/build-log.ts plugs it
 * into Astro's logger.
 */
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
        next({
          label: 'build',
          level: 'info',
          message: `rendered ${routes} route${routes === 1 ? '' : 's'}${extra ? ` (${extra})` : ''}`,
          newLine: true,
        });
        routes = 0;
        cached = 0;
        slow = 0;
      }
      next(event);
    },
  };
}

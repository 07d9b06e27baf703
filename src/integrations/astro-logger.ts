/**
 * Astro's logger for this site (astro.config.mjs `logger`): Astro's own console
 * output, with the line per rendered route replaced by one summary
 * (src/lib/publish/build-log.ts). Errors and warnings pass through untouched.
 * With MCP_BUILD_LOG=brief (set by `npm start`, scripts/start.ts), only errors,
 * each warning once, and one line saying what was built.
 */
import type { AstroLoggerDestination, AstroLoggerMessage } from 'astro';
import nodeLogger from 'astro/logger/node';
import { briefBuildLog, summarizeRoutes, type LogEvent } from '../lib/publish/build-log.ts';

export default function buildLog(config?: Parameters<typeof nodeLogger>[0]): AstroLoggerDestination {
  const node = nodeLogger(config);
  const write = (event: LogEvent) => node.write(event as AstroLoggerMessage);
  const log =
    process.env.MCP_BUILD_LOG === 'brief'
      ? briefBuildLog(write, process.env.OUT_DIR ?? 'dist')
      : summarizeRoutes(write);
  return { ...node, write: (event) => log.write(event) };
}

/**
 * Astro's logger for this site (astro.config.mjs `logger`): Astro's own console
 * output, with the line per rendered route replaced by one summary
 * (src/lib/publish/build-log.ts). Errors and warnings pass through untouched.
 */
import type { AstroLoggerDestination, AstroLoggerMessage } from 'astro';
import nodeLogger from 'astro/logger/node';
import { summarizeRoutes } from '../lib/publish/build-log.ts';

export default function buildLog(config?: Parameters<typeof nodeLogger>[0]): AstroLoggerDestination {
  const node = nodeLogger(config);
  const summary = summarizeRoutes((event) => node.write(event as AstroLoggerMessage));
  return { ...node, write: (event) => summary.write(event) };
}

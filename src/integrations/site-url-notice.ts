import type { AstroIntegration } from 'astro';
import { siteUrlReport } from '../lib/publish/site-url.ts';

/** Prints the site URL the build uses, and warns when it is the placeholder (src/lib/publish/site-url.ts). */
export function siteUrlNotice(): AstroIntegration {
  let site: string | undefined;
  return {
    name: 'mcp-catalogue-site-url',
    hooks: {
      'astro:config:done': ({ config }) => {
        site = config.site;
      },
      'astro:build:start': ({ logger }) => {
        const { level, message } = siteUrlReport(site);
        logger[level](message);
      },
      'astro:build:done': ({ logger }) => {
        // Said again at the end, where it is read: the start of a long build scrolls away.
        const { level, message } = siteUrlReport(site);
        if (level === 'warn') logger.warn(message);
      },
    },
  };
}

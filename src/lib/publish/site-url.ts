/**
 * The site's public address (SITE_URL): canonical links, the sitemap, feeds,
 * JSON-LD and llms.txt are all absolute URLs built from it. A build without it
 * uses a placeholder, which is fine to look at locally and wrong anywhere else.
 */
export const PLACEHOLDER_SITE_URL = 'https://mcp-risk-catalogue.example';

export const siteUrlFrom = (env: Record<string, string | undefined>): string =>
  env.SITE_URL?.trim() || PLACEHOLDER_SITE_URL;

/** What the build says about the address it used: a line of information, or a warning for the placeholder or a URL that will not work. */
export function siteUrlReport(site: string | undefined): { level: 'info' | 'warn'; message: string } {
  if (!site || new URL(site).origin === new URL(PLACEHOLDER_SITE_URL).origin) {
    return {
      level: 'warn',
      message: `SITE_URL is not set: absolute links (canonical, sitemap, feed, JSON-LD) point at the placeholder ${PLACEHOLDER_SITE_URL}. Set SITE_URL=https://your.domain when building for deployment (see /docs/deploy/).`,
    };
  }
  const url = new URL(site);
  if (url.protocol !== 'https:' && !['localhost', '127.0.0.1'].includes(url.hostname)) {
    return {
      level: 'warn',
      message: `site URL ${site} is not https: browsers and crawlers will be sent to an insecure address.`,
    };
  }
  return { level: 'info', message: `site URL ${site} (from SITE_URL)` };
}

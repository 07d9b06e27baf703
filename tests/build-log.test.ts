import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { briefBuildLog, summarizeRoutes, type LogEvent } from '../src/lib/publish/build-log.ts';
import { PLACEHOLDER_SITE_URL, siteUrlFrom, siteUrlReport } from '../src/lib/publish/site-url.ts';
import { siteUrlNotice } from '../src/integrations/site-url-notice.ts';

const dim = (text: string) => `\x1b[2m${text}\x1b[22m`;
/** What Astro writes for a render of `paths`, four at a time, as the interleaved pieces arrive. */
function renderEvents(paths: string[]): LogEvent[] {
  const events: LogEvent[] = [{ label: 'SKIP_FORMAT', level: 'info', message: '\n generating static routes ' }];
  for (let i = 0; i < paths.length; i += 4) {
    const batch = paths.slice(i, i + 4);
    for (const path of batch)
      events.push({ label: null, level: 'info', message: `  \x1b[34m├─\x1b[39m ${dim(path)}`, newLine: false });
    for (const [j] of batch.entries())
      events.push({ label: 'SKIP_FORMAT', level: 'info', message: ` ${dim(j === 0 ? '(+1.20s)' : `(+${j + 2}ms)`)} ` });
  }
  events.push({ label: null, level: 'info', message: '\x1b[32m✓ Completed in 5.78s.\n\x1b[39m' });
  return events;
}

describe('the build log', () => {
  it('prints one summary instead of a line per route, and passes everything else through', () => {
    const out: LogEvent[] = [];
    const log = summarizeRoutes((e) => out.push(e));
    const paths = [
      ...Array.from({ length: 896 }, (_, i) => `/servers/s/t${i}/index.html`),
      '/api/servers.json',
      '/feed.xml',
      '/llms.txt',
      '/robots.txt',
    ];
    const warning: LogEvent = { label: 'build', level: 'warn', message: 'something to read' };
    log.write({ label: 'build', level: 'info', message: 'Building static entrypoints...' });
    for (const event of renderEvents(paths)) log.write(event);
    log.write(warning);
    expect(out.map((e) => e.message.replace(/\x1b\[[0-9;]*m/g, ''))).toEqual([
      'Building static entrypoints...',
      '\n generating static routes ',
      // Pages and other files apart: the pages agree with Astro's "page(s) built".
      'rendered 896 pages and 4 other files (225 took over 500 ms)',
      '✓ Completed in 5.78s.\n',
      'something to read',
    ]);
    expect(out.at(-1)).toBe(warning);
    expect(out.every((e) => !/├─|\(\+\d/.test(e.message))).toBe(true);
  });

  it('is the logger the site is built with', () => {
    expect(readFileSync('astro.config.mjs', 'utf8')).toMatch(
      /logger:\s*\{\s*entrypoint:\s*'\.\/src\/integrations\/astro-logger\.ts'/,
    );
  });
});

describe('the build log of npm start', () => {
  const siteUrl: LogEvent = {
    label: 'mcp-catalogue-site-url',
    level: 'warn',
    message: 'SITE_URL is not set: absolute links point at the placeholder.',
  };
  /** A build as npm start runs it: the lines Astro and the integrations write, in order. */
  const build: LogEvent[] = [
    { label: 'types', level: 'info', message: 'Generated 452ms' },
    {
      label: 'mcp-catalogue',
      level: 'info',
      message: 'read and validated 4888 files in 6.6 s on 2 threads: 234 servers, 4641 tools',
    },
    siteUrl,
    { label: 'build', level: 'info', message: 'output: "static"' },
    ...renderEvents(['/a/index.html', '/b/index.html', '/c.json']),
    {
      label: 'mcp-catalogue-pagefind',
      level: 'info',
      message: 'indexed 4641 tools and 234 servers in 12.2 s (0.0 s of it after the pages were written)',
    },
    { label: 'mcp-catalogue-sitemap', level: 'info', message: '5270 URLs in 1 sitemap files in 0.2 s' },
    { ...siteUrl },
    { label: 'build', level: 'info', message: '5272 page(s) built in 21.86s' },
    { label: 'build', level: 'info', message: '\x1b[1mComplete!\x1b[22m' },
  ];

  it("says what was built and where, each warning once, and no progress lines or maintainers' figures", () => {
    const out: LogEvent[] = [];
    const log = briefBuildLog((e) => out.push(e), 'dist');
    for (const event of build) log.write(event);
    expect(out.map((e) => [e.level, e.message.trim()])).toEqual([
      ['warn', siteUrl.message],
      ['info', '✓ Built the site in 21.86s: 5,272 pages in dist/, with search over 4,641 tools and 234 servers.'],
    ]);
  });

  it('passes every error through', () => {
    const out: LogEvent[] = [];
    const log = briefBuildLog((e) => out.push(e));
    const error: LogEvent = { label: 'build', level: 'error', message: 'Could not render /x/' };
    log.write(error);
    log.write({ ...error });
    expect(out).toHaveLength(2);
  });

  it('is what npm start uses: scripts/start.ts builds with MCP_BUILD_LOG=brief, and the logger reads it', () => {
    const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> };
    expect(pkg.scripts.start).toBe('node scripts/start.ts');
    expect(readFileSync('scripts/start.ts', 'utf8')).toMatch(/MCP_BUILD_LOG: 'brief'/);
    expect(readFileSync('src/integrations/astro-logger.ts', 'utf8')).toMatch(/process\.env\.MCP_BUILD_LOG === 'brief'/);
  });
});

describe('the site URL', () => {
  it('comes from SITE_URL, else the placeholder', () => {
    expect(siteUrlFrom({ SITE_URL: 'https://mcp.example.org' })).toBe('https://mcp.example.org');
    expect(siteUrlFrom({ SITE_URL: '  ' })).toBe(PLACEHOLDER_SITE_URL);
    expect(siteUrlFrom({})).toBe(PLACEHOLDER_SITE_URL);
  });

  it('is printed by the build, with a warning when it is the placeholder or not https', () => {
    expect(siteUrlReport('https://mcp.example.org/')).toEqual({
      level: 'info',
      message: 'site URL https://mcp.example.org/ (from SITE_URL)',
    });
    const placeholder = siteUrlReport(`${PLACEHOLDER_SITE_URL}/`);
    expect(placeholder.level).toBe('warn');
    expect(placeholder.message).toContain('SITE_URL is not set');
    expect(placeholder.message).toContain('/docs/deploy/');
    expect(siteUrlReport(undefined).level).toBe('warn');
    expect(siteUrlReport('http://mcp.example.org').level).toBe('warn');
    expect(siteUrlReport('http://localhost:4321').level).toBe('info');
  });

  it('is what astro.config.mjs builds with, and the integration reports it at the start and, if a warning, at the end', async () => {
    const config = readFileSync('astro.config.mjs', 'utf8');
    expect(config).toMatch(/site:\s*siteUrlFrom\(process\.env\)/);
    expect(config).toMatch(/siteUrlNotice\(\)/);
    const said: string[] = [];
    const logger = { info: (m: string) => said.push(`info ${m}`), warn: (m: string) => said.push(`warn ${m}`) };
    const hooks = siteUrlNotice().hooks as Record<string, (arg: unknown) => void>;
    hooks['astro:config:done']!({ config: { site: PLACEHOLDER_SITE_URL } });
    hooks['astro:build:start']!({ logger });
    hooks['astro:build:done']!({ logger });
    expect(said.map((s) => s.slice(0, 25))).toEqual(['warn SITE_URL is not set:', 'warn SITE_URL is not set:']);
  });
});

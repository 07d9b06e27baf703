/**
 * The site's Content-Security-Policy, declared once: the pages carry it as a
 * meta tag and the build writes it into dist/_headers for hosts that read that
 * file. The site ships no inline script or style, so none is allowed;
 * 'wasm-unsafe-eval' is there because Pagefind's search runs as WebAssembly.
 */
const CSP_DIRECTIVES: ReadonlyArray<readonly [string, string]> = [
  ['default-src', "'self'"],
  ['script-src', "'self' 'wasm-unsafe-eval'"],
  ['style-src', "'self'"],
  ['img-src', "'self' data:"],
  ['font-src', "'self'"],
  ['connect-src', "'self'"],
  ['worker-src', "'self' blob:"],
  ['object-src', "'none'"],
  ['base-uri', "'none'"],
  ['form-action', "'self'"],
];

/** Directives a meta tag cannot carry; they only take effect as a header. */
const HEADER_ONLY: ReadonlyArray<readonly [string, string]> = [['frame-ancestors', "'none'"]];

const join = (directives: ReadonlyArray<readonly [string, string]>) =>
  directives.map(([name, value]) => `${name} ${value}`).join('; ');

export const CSP_META = join(CSP_DIRECTIVES);
const CSP_HEADER = join([...CSP_DIRECTIVES, ...HEADER_ONLY]);

export const SECURITY_HEADERS: ReadonlyArray<readonly [string, string]> = [
  ['Content-Security-Policy', CSP_HEADER],
  ['X-Content-Type-Options', 'nosniff'],
  ['Referrer-Policy', 'strict-origin-when-cross-origin'],
  ['X-Frame-Options', 'DENY'],
  ['Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()'],
  ['Cross-Origin-Opener-Policy', 'same-origin'],
];

/** A year: the longest lifetime caches honour, for files whose name changes whenever their content does. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * How long browsers and CDNs may keep each kind of file without asking again.
 * Only files whose names carry a hash of their content are kept for good: a new
 * build names changed files anew, so a cached copy can never be stale. Every
 * other file (pages, policy.json, the API, Pagefind's entry file and script,
 * the name index, whose shards the browser fetches with the build's hash as a
 * query) keeps the host's default, which revalidates. No two rules here match
 * the same path: hosts that read _headers join the values of rules that both
 * match, and two Cache-Control values would contradict each other.
 */
export const CACHE_RULES: ReadonlyArray<{ path: string; cacheControl: string; what: string }> = [
  {
    path: '/_astro/*',
    cacheControl: IMMUTABLE,
    what: 'stylesheets and scripts, named by Astro with a hash of their content',
  },
  ...['index', 'fragment', 'filter'].flatMap((dir) => [
    {
      path: `/pagefind/${dir}/*`,
      cacheControl: IMMUTABLE,
      what: `Pagefind ${dir} files of the tools and servers search index, named by content hash`,
    },
    {
      path: `/pagefind/site/${dir}/*`,
      cacheControl: IMMUTABLE,
      what: `Pagefind ${dir} files of the other pages' search index, named by content hash`,
    },
  ]),
];

/** The _headers file Netlify and Cloudflare Pages read. */
export function headersFile(): string {
  const lines = [
    '/*',
    ...SECURITY_HEADERS.map(([name, value]) => `  ${name}: ${value}`),
    '',
    '/*.json',
    '  Access-Control-Allow-Origin: *',
    '',
  ];
  for (const rule of CACHE_RULES) lines.push(rule.path, `  Cache-Control: ${rule.cacheControl}`, '');
  return lines.join('\n');
}

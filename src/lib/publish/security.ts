/**
 * The site's Content-Security-Policy, declared once: the pages carry it as a
 * meta tag and the build writes it into dist/_headers for hosts that read that
 * file. The site ships no inline script or style, so none is allowed;
 * 'wasm-unsafe-eval' is there because Pagefind's search runs as WebAssembly.
 */
export const CSP_DIRECTIVES: ReadonlyArray<readonly [string, string]> = [
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

const join = (directives: ReadonlyArray<readonly [string, string]>) => directives.map(([name, value]) => `${name} ${value}`).join('; ');

export const CSP_META = join(CSP_DIRECTIVES);
export const CSP_HEADER = join([...CSP_DIRECTIVES, ...HEADER_ONLY]);

export const SECURITY_HEADERS: ReadonlyArray<readonly [string, string]> = [
  ['Content-Security-Policy', CSP_HEADER],
  ['X-Content-Type-Options', 'nosniff'],
  ['Referrer-Policy', 'strict-origin-when-cross-origin'],
  ['X-Frame-Options', 'DENY'],
  ['Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()'],
  ['Cross-Origin-Opener-Policy', 'same-origin'],
];

/** The _headers file Netlify and Cloudflare Pages read. */
export function headersFile(): string {
  const lines = ['/*', ...SECURITY_HEADERS.map(([name, value]) => `  ${name}: ${value}`), '', '/*.json', '  Access-Control-Allow-Origin: *', ''];
  return lines.join('\n');
}

/**
 * What of a pasted configuration may be shown. A client's config holds secrets in the values of `env`, `headers` and
 * `http_headers`, in a URL's user, password, query and fragment, and sometimes in a URL's path or a command's
 * arguments (an API key pasted as `--api-key=…` or as a path segment). The parser (./parse.ts) keeps none of those
 * values: it keeps names (of variables and headers), the package or image a command runs, and URLs passed through
 * safeUrl(). Everything the page shows, the address holds and a file contains is made from what it kept.
 */

/** Prefixes of well-known token formats (GitHub, Slack, GitLab, OpenAI-style, AWS, Google, npm, Stripe and others). */
const TOKEN_PREFIX =
  /^(gh[pousr]_|github_pat_|xox[abposr]-|glpat-|sk[-_]|pk[-_]|rk[-_]|sk-ant-|AKIA|ASIA|AIza|npm_|shpat_|shpss_|ntn_|secret_|lin_api_|pat[-_]|Bearer\s)/i;
/** A JSON Web Token: three base64url parts, the first an encoded JSON header. */
const JWT = /^eyJ[A-Za-z0-9_-]{5,}\.[A-Za-z0-9_-]{5,}\./;

/**
 * Whether a word looks like a credential: a known token prefix, a JWT, or a long run of letters and digits mixed the
 * way generated keys are (at least 16 characters, letters and digits both, no spaces, few repeats). Leans to the
 * safe side: a false alarm only hides a word from the page.
 */
export function looksSecret(word: string): boolean {
  const w = word.trim();
  if (w.length < 8) return false;
  if (TOKEN_PREFIX.test(w) || JWT.test(w)) return true;
  if (w.length < 16 || /\s/.test(w)) return false;
  if (!/[A-Za-z]/.test(w) || !/\d/.test(w)) return false;
  // Words of a name ("server-filesystem-2026") have long letter runs between separators; keys do not.
  const pieces = w.split(/[-_.:/@+=~]/).filter(Boolean);
  const mixed = pieces.filter((p) => p.length >= 12 && /[A-Za-z]/.test(p) && /\d/.test(p));
  return mixed.length > 0 && new Set(w).size >= 8;
}

export interface SafeUrl {
  /** scheme://host[:port]/path, with any path segment that looks secret replaced by "…". */
  text: string;
  host: string;
  /** How many parts were left out (user, password, query, fragment, secret-looking path segments). */
  withheld: number;
}

/** A URL as it may be shown: no user, password, query or fragment, and no path segment that looks like a key. */
export function safeUrl(raw: string): SafeUrl | undefined {
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    return undefined;
  }
  if (!/^(https?|wss?):$/.test(url.protocol)) return undefined;
  let withheld = 0;
  if (url.username || url.password) withheld++;
  if (url.search) withheld++;
  if (url.hash) withheld++;
  const segments = url.pathname.split('/').map((segment) => {
    let decoded = segment;
    try {
      decoded = decodeURIComponent(segment);
    } catch {
      // Keep the raw segment: it is only tested.
    }
    if (looksSecret(decoded)) {
      withheld++;
      return '…';
    }
    return segment;
  });
  const text = `${url.protocol}//${url.host}${segments.join('/')}`;
  return { text, host: url.hostname.toLowerCase(), withheld };
}

/** A `${VAR}`, `${env:VAR}` or `$VAR` reference: the client fills it in at start, so the file holds no secret there. */
export const isReference = (value: string) => /^\$\{?[A-Za-z_][\w:.-]*\}?$/.test(value.trim());

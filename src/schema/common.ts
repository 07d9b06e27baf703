import { z } from 'astro/zod';
import { SLUG_PATTERN } from './enums.ts';

export const slugSchema = z
  .string()
  .regex(SLUG_PATTERN, {
    error:
      'must be a slug: lowercase letters, digits and hyphens, starting with a letter or digit, at most 63 characters',
  })
  .describe('Lowercase identifier used in URLs and file names.');

/** Only https links are rendered, so only https links are accepted. */
export const httpsUrlSchema = z
  .url({
    protocol: /^https$/,
    hostname: z.regexes.domain,
    error: 'must be an absolute https:// URL (http, javascript: and relative links are refused)',
  })
  // "https://github.com@evil.example/" reads as GitHub but goes elsewhere, and links are public.
  .refine(
    (url) => {
      // An unparsable URL is already reported by the check above.
      if (!URL.canParse(url)) return true;
      const parsed = new URL(url);
      return parsed.username === '' && parsed.password === '';
    },
    {
      error: 'the URL carries a user name or password before the host',
      params: {
        tip: 'remove the "name:password@" part: links are public, and text before "@" disguises the real host',
      },
    },
  )
  .describe('An absolute https URL.');

export const isoDateSchema = z.iso.date({ error: 'must be a date written YYYY-MM-DD' });

/** Text we render as-is; control characters other than tab and newline have no business there. */
export const textSchema = (what: string) =>
  z
    .string()
    .trim()
    .min(1, { error: `${what} must not be empty` })
    .describe(what);

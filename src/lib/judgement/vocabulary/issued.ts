import { wordSet } from './word-set.ts';

/** What such a service issues or a tool composes: a link or an address. */
export const ADDRESS_NOUNS = wordSet('link links url urls uri uris');
/** Parameter names that are nothing but an address: a link, a URL, a URI or an href. */
export const ADDRESS_PARAMS: ReadonlySet<string> = new Set([...ADDRESS_NOUNS, 'href']);

/**
 * Words that make a generated URL or link one the service issues and keeps (a signed upload URL, a sharing link, a
 * billing-portal session), not one composed from the arguments (an authorisation URL, a prefilled form link).
 */
export const ISSUING_WORDS =
  /\b(?:signed|presigned|pre-signed|upload|uploads|uploading|download|share|shared|sharing|invite|invitation|portal|session|temporary|expir(?:e|es|ing|y)|one-time|magic|access|credentials?|authenticated|checkout|payment|billing)\b/i;

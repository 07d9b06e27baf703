import { wordSet } from '../vocabulary/word-set.ts';
/**
 * Splitting tool names and descriptions into lowercase words.
 *
 * Tool names mix every convention: snake_case, camelCase, PascalCase,
 * kebab-case, dotted.names and acronyms (getURLContent, d1_database_query).
 * Descriptions are prose, sometimes with markdown, code and runtime
 * placeholders. Both end up as plain lowercase word lists here.
 */

/** Two-word nouns that must not be read as a verb followed by a noun (pull_request is not "pull"). */
const COMPOUND_NOUNS: ReadonlyArray<readonly [string, string]> = [
  ['pull', 'request'],
  ['pull', 'requests'],
  ['merge', 'request'],
  ['merge', 'requests'],
  ['sub', 'issue'],
  ['sub', 'issues'],
  ['dry', 'run'],
  ['set', 'up'],
  // Test-management objects: "link_test_cases_to_suite" links; it tests nothing.
  ['test', 'case'],
  ['test', 'cases'],
  ['test', 'suite'],
  ['test', 'suites'],
  ['test', 'cycle'],
  ['test', 'cycles'],
  ['test', 'step'],
  ['test', 'steps'],
];

/**
 * Split a tool name into lowercase tokens.
 * `getURLContent` → get, url, content; `atlas-local-connect-deployment` → atlas, local, connect, deployment;
 * `files.read_v2` → files, read, v2. Compound nouns such as pull_request come back as one token "pull-request".
 */
export function tokenizeName(name: string): string[] {
  const spaced = name
    // A version tag after an acronym ("generateUploadURLV1"): URL, then V1.
    .replace(/([A-Z]{3,})(V\d+)$/, '$1 $2')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2');
  const raw = spaced
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((token) => token.length > 0);
  return joinCompounds(raw);
}

/**
 * One-word names that camelCase splits in two (WordPress → word press, GitHub → git hub): joined again, so
 * "press" or "store" inside a product's name is never read as a verb.
 */
const SPLIT_WORDS: ReadonlySet<string> = wordSet(
  'wordpress javascript typescript github gitlab youtube linkedin dropbox postgres datadog sharepoint onedrive onenote mongodb bigquery dynamodb cloudflare webhook webhooks woocommerce hubspot paypal graphql openapi firestore appstore playstore keystore',
);

function joinCompounds(tokens: string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const pair = COMPOUND_NOUNS.find(([a, b]) => tokens[i] === a && tokens[i + 1] === b);
    const word = `${tokens[i]}${tokens[i + 1] ?? ''}`;
    if (tokens[i + 1] !== undefined && SPLIT_WORDS.has(word)) {
      out.push(word);
      i++;
    } else if (pair) {
      out.push(`${pair[0]}-${pair[1]}`);
      i++;
    } else {
      out.push(tokens[i] as string);
    }
  }
  return out;
}

/** Lowercase words of a piece of prose; apostrophes are dropped ("doesn't" → "doesnt"). */
export function tokenizeText(text: string): string[] {
  return text
    .replace(/['’]/g, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((word) => word.length > 0);
}

/**
 * The first sentence of a description, without runtime placeholders such as
 * `${...}` or `{local_tz}` and without leading markdown noise.
 */
export function firstSentence(description: string): string {
  const cleaned = stripPlaceholders(description).replace(/^[\s#>*_`-]+/, '');
  const match = /^(.+?)(?:[.!?](?:\s|$)|\n\s*\n|\n(?=\s*[-*#]))/s.exec(cleaned);
  return (match?.[1] ?? cleaned).replace(/\s+/g, ' ').trim();
}

/** Remove template placeholders that servers fill in at run time. */
export function stripPlaceholders(text: string): string {
  return text
    .replace(/\$\{[^}]*\}/g, ' ')
    .replace(/\{[a-z_]+\}/gi, ' ')
    .replace(/\{[^{}\n]*?\b(?:if|else|for|in)\b[^{}\n]*\}/g, ' ');
}

/** Singular form of a plural noun, good enough for matching lexicon entries ("indices" stays, "repositories" → "repository"). */
export function singular(word: string): string {
  if (word.length > 4 && word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (word.length > 4 && /(sses|shes|ches|xes)$/.test(word)) return word.slice(0, -2);
  if (word.length > 3 && word.endsWith('s') && !word.endsWith('ss') && !word.endsWith('us')) return word.slice(0, -1);
  return word;
}

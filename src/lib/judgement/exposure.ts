/**
 * What a tool touches, as far as harm is concerned: secrets, private data,
 * access control, whole containers, untrusted outside content, metered resources.
 * Read from the name's nouns, the parameter names and a few description phrases.
 */
import { wordSet } from './vocabulary/word-set.ts';
import type { Reading } from './reading.ts';
import {
  ACCESS_PARAM_WORDS,
  ACCESS_WORDS,
  CONTAINER_NOUNS,
  COST_WORDS,
  EXTERNAL_CONTENT_WORDS,
  KEY_QUALIFIERS,
  PRIVATE_PROSE_WORDS,
  PRIVATE_WORDS,
  SECRET_WORDS,
  STOP_WORDS,
  TOKEN_QUALIFIERS,
} from './vocabulary/nouns.ts';
import { CLAUSE_FILLER, PREPOSITIONS } from './vocabulary/function-words.ts';
import { verbLemma } from './vocabulary/verbs.ts';
import { singular, tokenizeText } from './signals/tokens.ts';
import { paginationToken } from './signals/schema.ts';

export interface Exposure {
  /** Secrets or credentials in what it reads or changes. */
  secrets: string[];
  /** Private data (logs, messages, files, user records) in what it reads. */
  privateData: string[];
  /** Users, roles, keys or access lists it changes. */
  access: string[];
  /** Whole containers (repository, database, cluster) it acts on. */
  containers: string[];
  /** Outside content (web pages, issues, messages) that flows into the model's context. */
  externalContent: string[];
  /** Metered work: model calls, crawls, rendering, paid resources. */
  cost: boolean;
  /** It sends something to people or other systems. */
  sends: boolean;
  /** It fetches an address the caller chooses. */
  fetchesUrl: boolean;
  /** Parameters that carry a secret into the call (password, token, connection string). */
  takesSecrets: string[];
  /** The object nouns of the name, for the rationale. */
  objects: string[];
}

export function assessExposure(effect: Reading): Exposure {
  const { name, schema, description } = effect;
  // Two-word terms count as one: api_key, access_token, private_key, ssh_key.
  const nameWords = joinTerms(name.nouns);
  // A page token or cursor (next_page_token, syncToken) is where a list goes on, not a credential.
  const paramWords = schema.parameters
    .filter((parameter) => !paginationToken(parameter))
    .flatMap((parameter) => parameter.tokens);
  // The object of the opening clause only: later words often name other things ("before operations that delete users").
  const sentenceWords = tokenizeText(description.sentence.split(/[(:;]/)[0] ?? '').slice(0, 10);
  const inName = (set: ReadonlySet<string>) =>
    unique(nameWords.filter((word) => set.has(word) || set.has(singular(word))));
  const inSentence = (set: ReadonlySet<string>) =>
    unique(sentenceWords.filter((word) => set.has(word) || set.has(singular(word))));
  const inParams = (set: ReadonlySet<string>) => unique(paramWords.filter((word) => set.has(word)));

  const secrets = unique([...inName(SECRET_WORDS), ...(description.sensitive ? inSentence(SECRET_WORDS) : [])]);
  const privateData = unique([...inName(PRIVATE_WORDS), ...inSentence(PRIVATE_PROSE_WORDS).slice(0, 3)]);
  if (schema.path.length > 0 && effect.readOnly && effect.verbs[0]?.cls === 'read') privateData.push('files');
  if (
    schema.sql.length > 0 ||
    effect.verbs.some((verb) => verb.lemma === 'query' && /\b(?:sql|database|table)\b/i.test(description.sentence))
  )
    privateData.push('database rows');
  const access = unique([...inName(ACCESS_WORDS), ...inParams(ACCESS_PARAM_WORDS)]);
  // Containers are judged on head nouns only: "a repository notification subscription" is a subscription.
  const objects = objectNouns(effect);
  const heads = [objects[objects.length - 1] ?? '', ...objectClauseHeads(description.sentence)];
  const containers = unique(heads.filter((word) => CONTAINER_NOUNS.has(word) || CONTAINER_NOUNS.has(singular(word))));
  const parsesOnly = parsesAddressOnly(effect);
  const fetchesUrl = schema.fetchUrl.length > 0 && !parsesOnly;
  // An address that is only parsed brings no page in: the word "url" is not content then.
  const externalContent = unique([
    ...inName(EXTERNAL_CONTENT_WORDS),
    ...inSentence(EXTERNAL_CONTENT_WORDS).slice(0, 2),
    ...(fetchesUrl ? ['web pages'] : []),
  ]).filter((word) => !(parsesOnly && (word === 'url' || word === 'urls')));
  // Metered work: a model, crawl or render that the call itself sets off (reading a stored image costs nothing).
  const produces = effect.verbs.some((verb) => !['read', 'session', 'export', 'display'].includes(verb.cls));
  const cost =
    description.cost ||
    (produces && nameWords.some((word) => COST_WORDS.has(word))) ||
    effect.verbs.some((verb) => verb.lemma === 'provision') ||
    (!effect.readOnly && schema.paidTier.length > 0);
  const sends = effect.verbs.some((verb) => verb.cls === 'send');
  return {
    secrets,
    privateData: unique(privateData),
    access,
    containers,
    externalContent,
    cost,
    sends,
    fetchesUrl,
    takesSecrets: schema.secret,
    objects,
  };
}

/** Verbs that work on an address as a string: splitting, checking or rewriting it contacts nothing. */
const ADDRESS_STRING_LEMMAS = wordSet(
  'parse validate normalize normalise decode encode format split shorten sanitize escape convert build construct compose generate',
);
/** Verbs that say the address is contacted after all. */
const CONTACT_LEMMAS = wordSet(
  'fetch download open navigate visit load crawl scrape retrieve render request call ping check screenshot browse follow',
);

/**
 * The tool only parses or validates an address it is given ("Parse an issue URL into owner, repo and number"):
 * it opens nothing, so it is no fetcher.
 */
function parsesAddressOnly(effect: Reading): boolean {
  if (!ADDRESS_STRING_LEMMAS.has(effect.dominant.lemma) || !effect.readOnly) return false;
  return !effect.description.allVerbs.some((verb) => CONTACT_LEMMAS.has(verb.lemma));
}

function unique(words: string[]): string[] {
  return [...new Set(words)];
}

/**
 * The object of the name: the tokens after the verb up to a preposition (list_pull_requests_by_author →
 * pull requests), or before it when the verb comes last (d1_database_delete → d1 database).
 */
function objectNouns(effect: Reading): string[] {
  const { tokens, primary } = effect.name;
  let span: string[];
  if (effect.basis === 'document-name' || !primary || effect.verbs[0]?.source !== 'name') span = tokens;
  else if (primary.index === tokens.length - 1) span = tokens.slice(0, primary.index);
  else span = tokens.slice(primary.index + 1);
  const cut = span.findIndex((token, index) => index > 0 && PREPOSITIONS.has(token));
  if (cut > 0 && effect.basis !== 'document-name') span = span.slice(0, cut);
  const verbTokens = new Set(effect.name.verbs.map((verb) => verb.token));
  const words = span.filter(
    (token) =>
      !STOP_WORDS.has(token) && !(effect.basis !== 'document-name' && verbTokens.has(token)) && !/^\d+$/.test(token),
  );
  return unique(words.map((word) => word.replace(/-/g, ' '))).slice(-4);
}

/**
 * Head nouns of the object of a description's opening clause: "Removes a collection or view from the
 * database" → collection, view. Stops at the first preposition or punctuation.
 */
function objectClauseHeads(sentence: string): string[] {
  const clause = tokenizeText(sentence.split(/[(:;,.]/)[0] ?? '');
  let i = 0;
  while (i < clause.length && (verbLemma(clause[i] as string) !== undefined || CLAUSE_FILLER.has(clause[i] as string)))
    i++;
  const heads: string[] = [];
  let last: string | undefined;
  for (; i < clause.length; i++) {
    const word = clause[i] as string;
    if (PREPOSITIONS.has(word) || word === 'that' || word === 'which') break;
    if (word === 'and' || word === 'or') {
      if (last) heads.push(last);
      last = undefined;
      continue;
    }
    if (!CLAUSE_FILLER.has(word)) last = word;
  }
  if (last) heads.push(last);
  return heads;
}

const TERM_HEADS = wordSet('key keys token tokens');
const TERM_MODIFIERS: ReadonlySet<string> = new Set([...KEY_QUALIFIERS, ...TOKEN_QUALIFIERS]);

function joinTerms(words: string[]): string[] {
  const out: string[] = [];
  words.forEach((word, index) => {
    const previous = words[index - 1];
    if (TERM_HEADS.has(word) && previous !== undefined && TERM_MODIFIERS.has(previous))
      out.push(previous === 'api' ? 'apikey' : 'token');
    else out.push(word);
  });
  return out;
}

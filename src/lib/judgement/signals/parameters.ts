/**
 * What one parameter of a tool's input schema is: an address the server calls or only stores, a paid tier, a
 * pagination token or a secret, and how the parameters (and properties nested inside object and array parameters)
 * are read out of a JSON Schema. signals/schema.ts reads the whole schema with these.
 */
import { alternation, wordSet } from '../vocabulary/word-set.ts';
import { tokenizeName, tokenizeText } from './tokens.ts';
import { verbClass, verbLemma, type VerbClass } from '../vocabulary/verbs.ts';
import { MODEL_TOKEN_KINDS, PAGING_WORDS, SECRET_PARAM_WORDS } from '../vocabulary/nouns.ts';

export const NOT_CODE_TAILS = wordSet(
  'name id ids path file filename type language lang version format timeout hash number count status url uri',
);

/** How far below a top-level parameter nested properties are read (body.request.headers is two levels down). */
const NESTED_DEPTH = 3;

/** A plain list of sub-command names written into a description: "status|list|sync" (no spaces, unlike a shell pipe). */
export const PIPE_LIST = /(?:^|[\s:(`'"=])[a-z][\w-]*(?:\|[a-z][\w-]*)+(?=$|[\s).,;:`'"])/i;

export interface Parameter {
  name: string;
  tokens: string[];
  type: string;
  description: string;
  values: string[];
  required: boolean;
  /** Where a nested property sits (body.method, pipeline[].command); absent for top-level parameters. */
  path?: string;
}

/** Words before "url" that make the address an attribute kept on a record (a contact's website, a build's link), not one the server calls. */
const DATA_URL_QUALIFIERS = wordSet(
  'website homepage home repository repo build tracking developer avatar icon logo profile docs documentation privacy terms tos support help linkedin twitter github facebook instagram social external public canonical display thumbnail company blog portfolio issue ticket product listing marketing landing survey booking meeting join video reference source origin permalink share preview demo app store',
);
/** Words of a parameter's description that make the address a key to look a record up by, not one to open. */
const LOOKUP_TEXT =
  /\b(?:identif(?:y|ies|ying|ier)|id or (?:url|uri)|(?:url|uri) or (?:id|key|slug)|look(?:ing)? ?up|to match|matching|filter(?:s|ed)? by|as (?:registered|listed|shown|verified)|(?:site|property) (?:url|in)|search console|of (?:a|the) (?:captured|recorded|open|existing) |among (?:the )?(?:captured|recorded|open)|(?:record|object|resource|entity|item) (?:uri|url))/i;
/** Words that say the address is contacted: fetched, opened, called, connected to, delivered to. */
const CONTACT_TEXT =
  /\b(?:fetch\w*|download\w*|scrap\w*|crawl\w*|open(?:s|ed)?|navigat\w*|visit\w*|load(?:s|ed)?|render\w*|call(?:s|ed)?|request(?:s|ed)?|connect\w*|deliver\w*|post(?:s|ed)? (?:to|events|requests)|send(?:s)? (?:events|requests|notifications)|notif\w*|receive\w*|webhooks?|callbacks?|import\w*|prox(?:y|ies)|from (?:a|the|this) (?:url|address|link))\b/i;
/** Words of the tool's description that say it opens what it is given. */
const TOOL_CONTACTS =
  /\b(?:fetch\w*|download\w*|scrap\w*|crawl\w*|clon(?:e|es|ing)|opens?|navigat\w*|visit\w*|loads?|render\w*|extract\w*|connect\w*)\b/i;
/** Words of the name that make the address one the server calls (a webhook, a callback, an endpoint to deliver to). */
const CALLED_URL_WORDS = wordSet(
  'webhook webhooks callback callbacks hook notification notify endpoint target destination delivery listener redirect feed download import image file fetch crawl scrape base api server host hostname cdp ws websocket proxy remote upstream origin_server',
);

/**
 * What an address parameter is for: one the server contacts, a key to look a record up by, or data kept on a record.
 * Only the first opens a connection to wherever the caller points.
 */
export function addressRole(parameter: Parameter, toolDescription: string): 'contact' | 'lookup' | 'data' {
  const { tokens, description } = parameter;
  // "endpoint: The name of the endpoint": an operation of the server's own list, named, not an address.
  if (NAMES_OPERATION.test(description.trim())) return 'lookup';
  if (tokens.some((token) => CALLED_URL_WORDS.has(token))) return 'contact';
  if (LOOKUP_TEXT.test(description) || serverBuildsAddress(parameter)) return 'lookup';
  if (CONTACT_TEXT.test(description)) return 'contact';
  const qualifiers = tokens.slice(0, -1);
  if (qualifiers.some((token) => DATA_URL_QUALIFIERS.has(token)) && !TOOL_CONTACTS.test(toolDescription)) return 'data';
  // "Get a page of the site by its URL": the address picks a record of the service, it is not opened.
  if (
    /\bby (?:its |their |the )?(?:url|uri|address|link|permalink)\b/i.test(toolDescription) &&
    !CONTACT_TEXT.test(toolDescription)
  )
    return 'lookup';
  return 'contact';
}

/**
 * The address only stands for something the server finds on its own host: the parameter takes a path, an id, a name
 * or an owner/repo pair in its place ("Documentation URL or path", "Full URL (alternative to post_id)", "a URL,
 * owner/repo name or keyword"), or it names an endpoint rather than giving one ("The name of the endpoint"), or it is
 * a bare URI (a resource reference such as crm://companies/1) that nothing says is a web address. The server builds
 * the request itself, so the caller cannot point it at another host. A local file path offered beside the address
 * widens what is read rather than pinning the host, so it does not count.
 */
const ADDRESS_ALTERNATIVE =
  /\b(?:url|uri|link|address)s?\b[^.;]{0,30}?\bor (?:an? |the |its |their )?(?:relative |api )?(?:path|slug|key|name|handle|keyword|number|owner\/repo)s?\b|\b(?:alternative to|instead of|in place of) (?:an? |the )?[\w-]{0,20}?[_ -]?(?:ids?|keys?|slugs?|numbers?)\b|(?<![/\w.])owner\/repo\b/i;
/** A parameter that names an operation of the server's own list rather than giving an address. */
const NAMES_OPERATION =
  /^(?:the )?(?:name|id|identifier) of (?:an? |the )(?:api |rest )?(?:endpoint|operation|method|route|tool|action)s?\b/i;
const LOCAL_FILE_TEXT = /\b(?:local|file ?system|files?|disk|director(?:y|ies)|folders?)\b/i;
const WEB_ADDRESS_TEXT = /\b(?:https?|web|www|website|site|page|pages|url|urls|link|links|domain)\b/i;
function serverBuildsAddress(parameter: Parameter): boolean {
  const { description } = parameter;
  if (ADDRESS_ALTERNATIVE.test(description) && !LOCAL_FILE_TEXT.test(description)) return true;
  const name = parameter.name.toLowerCase();
  return (name === 'uri' || name === 'uris') && !WEB_ADDRESS_TEXT.test(description) && !CONTACT_TEXT.test(description);
}

const TIER_NAME = /(?:^|_)(?:tier|plan|sku|edition|pricing_?tier|service_?tier|billing_?plan|subscription_?plan)$/;
const PAID_VALUE =
  /\b(?:pro|premium|enterprise|business|professional|team|teams|plus|growth|scale|dedicated|paid|ultimate|advanced|standard)\b/i;

/** A tier, plan or SKU selector that offers a paid tier among its values. */
export function offersPaidTier(parameter: Parameter): boolean {
  const name = parameter.name
    .replace(/([a-z])([A-Z])/g, '$1_$2')
    .replace(/-/g, '_')
    .toLowerCase();
  return TIER_NAME.test(name) && parameter.values.some((value) => PAID_VALUE.test(value.replace(/[_-]/g, ' ')));
}

/**
 * A parameter carries a secret: a password, token or key, a connection string, or the headers of a request
 * (Authorization, cookies). Pagination tokens and a field's name, id or type do not.
 */
/**
 * Tokens a model reads or writes (max_tokens, token counts, a tokenizer, a per-page token budget) or design tokens of a
 * theme: amounts and vocabularies, not credentials.
 */
const MODEL_TOKEN_WORDS = wordSet(
  'max min maximum minimum num number count counts limit limits budget per total input output prompt completion context design style theme reasoning thinking',
);
const MODEL_TOKEN_TEXT = new RegExp(
  `\\b(?:(?:max(?:imum)?|min(?:imum)?|number|count|limit|budget) (?:of )?(?:\\w+ )?tokens?|tokens? (?:count|limit|budget|per)|tokeni[sz](?:er|ation|e)|design tokens?|(?:${alternation([...MODEL_TOKEN_KINDS, 'context'])}) tokens?)\\b`,
  'i',
);

/** Words beside "token" that make it a bookmark into a list of results (next_page_token, cursor, syncToken), not a credential. */
const PAGINATION_WORDS: ReadonlySet<string> = new Set([
  ...PAGING_WORDS,
  ...wordSet('prev previous sync resume start after before offset skip more last first'),
]);
const PAGINATION_TEXT =
  /\b(?:paginat\w*|next (?:page|set|batch)|previous page|page of results|more results|continu(?:e|ation)|cursor|from a previous (?:call|response|request))\b/i;

/** A pagination token or cursor: it marks where a list of results goes on, and unlocks nothing. */
export function paginationToken(parameter: Parameter): boolean {
  if (parameter.tokens.some((token) => /^cursors?$/.test(token))) return true;
  if (!parameter.tokens.some((token) => /^tokens?$/.test(token))) return false;
  return parameter.tokens.some((token) => PAGINATION_WORDS.has(token)) || PAGINATION_TEXT.test(parameter.description);
}

export function carriesSecret(parameter: Parameter): boolean {
  const { name, tokens, description, type } = parameter;
  // A secret is text: a number or a switch carries none (max_tokens, include_secret_values).
  if (type === 'number' || type === 'integer' || type === 'boolean') return false;
  if (
    tokens.some((token) => /^tokens?$/.test(token) || /^tokeni[sz]/.test(token)) &&
    (tokens.some((token) => MODEL_TOKEN_WORDS.has(token) || /^tokeni[sz]/.test(token)) ||
      MODEL_TOKEN_TEXT.test(description))
  )
    return false;
  const head = tokens[tokens.length - 1] ?? '';
  const carriesValue = !NOT_CODE_TAILS.has(head) && head !== 'type';
  if (
    carriesValue &&
    !PAGING_WORDS.has(tokens[0] ?? '') &&
    !paginationToken(parameter) &&
    tokens.some((token) => SECRET_PARAM_WORDS.has(token))
  )
    return true;
  if (/connection_?string/i.test(name)) return true;
  // Headers sent with a request carry Authorization and cookies; headers of a mocked response do not leave.
  return (
    /^(?:request_?|extra_?|http_?|custom_?)?headers$/i.test(name.replace(/-/g, '_')) &&
    !/\bresponse\b/i.test(description)
  );
}

export function collectParameters(schema: Record<string, unknown> | undefined): Parameter[] {
  const properties = asRecord(schema?.['properties']);
  if (!properties) return [];
  const required = new Set(
    Array.isArray(schema?.['required'])
      ? (schema['required'] as unknown[]).filter((name): name is string => typeof name === 'string')
      : [],
  );
  const out: Parameter[] = [];
  for (const [name, value] of Object.entries(properties)) {
    const property = asRecord(value) ?? {};
    const type = typeOf(property);
    out.push({
      name,
      tokens: tokenizeName(name),
      type,
      description: typeof property['description'] === 'string' ? property['description'] : '',
      values: enumValues(property),
      required: required.has(name),
    });
  }
  return out;
}

export function collectNested(schema: Record<string, unknown> | undefined): Parameter[] {
  const out: Parameter[] = [];
  const walk = (property: Record<string, unknown>, path: string, depth: number) => {
    if (depth > NESTED_DEPTH) return;
    const items = asRecord(property['items']);
    const holder = asRecord(property['properties'])
      ? property
      : items && asRecord(items['properties'])
        ? items
        : undefined;
    if (!holder) return;
    const prefix = holder === property ? path : `${path}[]`;
    const required = new Set(
      Array.isArray(holder['required'])
        ? (holder['required'] as unknown[]).filter((name): name is string => typeof name === 'string')
        : [],
    );
    for (const [name, value] of Object.entries(asRecord(holder['properties']) ?? {})) {
      const child = asRecord(value) ?? {};
      const childPath = `${prefix}.${name}`;
      out.push({
        name,
        tokens: tokenizeName(name),
        type: typeOf(child),
        description: typeof child['description'] === 'string' ? child['description'] : '',
        values: enumValues(child),
        required: required.has(name),
        path: childPath,
      });
      walk(child, childPath, depth + 1);
    }
  };
  for (const [name, value] of Object.entries(asRecord(schema?.['properties']) ?? {})) {
    const property = asRecord(value);
    if (property) walk(property, name, 1);
  }
  return out.slice(0, 200);
}

function typeOf(property: Record<string, unknown>): string {
  const type = property['type'];
  if (typeof type === 'string') return type;
  if (Array.isArray(type)) return (type.find((t) => t !== 'null') as string | undefined) ?? '';
  for (const key of ['anyOf', 'oneOf']) {
    const options = property[key];
    if (Array.isArray(options)) {
      for (const option of options) {
        const record = asRecord(option);
        if (record && typeof record['type'] === 'string' && record['type'] !== 'null') return record['type'];
      }
    }
  }
  return '';
}

function enumValues(property: Record<string, unknown>): string[] {
  const values: string[] = [];
  const add = (value: unknown) => {
    if (typeof value === 'string') values.push(value);
  };
  if (Array.isArray(property['enum'])) property['enum'].forEach(add);
  add(property['const']);
  for (const key of ['anyOf', 'oneOf']) {
    const options = property[key];
    if (Array.isArray(options)) {
      for (const option of options) {
        const record = asRecord(option);
        if (!record) continue;
        add(record['const']);
        if (Array.isArray(record['enum'])) record['enum'].forEach(add);
      }
    }
  }
  const items = asRecord(property['items']);
  if (items && Array.isArray(items['enum'])) items['enum'].forEach(add);
  return values;
}

/**
 * The operations an operation selector offers, from its enum values, the quoted
 * values in its description and the list after a colon ("Operation to perform:
 * list contexts, get current context, or set current context").
 */
export function operationVerbs(parameter: Parameter): Array<{ lemma: string; cls: VerbClass }> {
  const phrases = [...parameter.values];
  for (const match of parameter.description.matchAll(/['"`]([a-z][\w-]*)['"`]/gi)) phrases.push(match[1] as string);
  for (const match of parameter.description.matchAll(new RegExp(PIPE_LIST.source, 'gi')))
    phrases.push(
      ...match[0]
        .trim()
        .replace(/^[:(`'"=]/, '')
        .split('|'),
    );
  const colon = parameter.description.indexOf(':');
  if (colon >= 0) {
    for (const part of parameter.description.slice(colon + 1).split(/[,;\n]|\bor\b|\band\b/)) {
      const first = tokenizeText(part)[0];
      if (first !== undefined) phrases.push(first);
    }
  }
  const out: Array<{ lemma: string; cls: VerbClass }> = [];
  for (const phrase of phrases) {
    for (const token of tokenizeName(phrase).slice(0, 2)) {
      const lemma = verbLemma(token);
      if (lemma !== undefined) {
        out.push({ lemma, cls: verbClass(lemma) as VerbClass });
        break;
      }
    }
  }
  return out;
}

function asRecord(value: unknown): Record<string, unknown> | undefined {
  return value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : undefined;
}

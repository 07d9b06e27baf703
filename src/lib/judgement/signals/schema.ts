/**
 * What a tool's input schema says: the parameters an agent fills in.
 *
 * A parameter named `command` or `sql` means the caller decides what runs; `url`
 * means the server fetches an address the caller chooses; `amount` with
 * `currency` means money. An operation selector (`method`, `action`) lists the
 * operations one tool bundles, which may include deletes.
 */
import { wordSet } from '../vocabulary/words.ts';
import { tokenizeName, tokenizeText } from './tokens.ts';
import { verbClass, verbLemma, type VerbClass } from '../vocabulary/verbs.ts';
import {
  ACCESS_PARAM_WORDS,
  ELEMENT_PARAMS,
  MONEY_WORDS,
  paymentCard,
  SECRET_PARAM_WORDS,
} from '../vocabulary/nouns.ts';
import { CODE_WORDS, SQL_WORDS } from '../vocabulary/code.ts';

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

export interface SchemaSignals {
  parameters: Parameter[];
  /** Properties nested inside object or array parameters (up to NESTED_DEPTH levels down): read for enums, secrets, code and addresses. */
  nested: Parameter[];
  /** Parameters that carry code, commands or statements to run. */
  code: string[];
  /**
   * Nested properties that carry code (pipeline[].command, actions[].script). Kept apart from `code`: whether
   * the tool runs them depends on what the tool does (a run runs them; a scrape's optional page script does not decide).
   */
  nestedCode: string[];
  /** Tier, plan or SKU selectors whose values include a paid tier (pro, enterprise, premium): choosing one commits money. */
  paidTier: string[];
  /** Parameters that carry SQL. */
  sql: string[];
  /** Parameters that carry an address (url, endpoint, host). */
  url: string[];
  /** Address parameters the server is asked to contact: required, or named plainly url/endpoint/webhook. */
  fetchUrl: string[];
  /**
   * Address parameters the server (or the service behind it) contacts: a webhook, a callback, a page to fetch, a host
   * to connect to. An address kept as data (a contact's website_url) or used to look a record up is not one.
   */
  calledUrl: string[];
  /** Parameters that carry amounts of money or payment details. */
  money: string[];
  /** Parameters that carry an amount, price or currency: a call with one moves or commits money. */
  amount: string[];
  /** Parameters that name files or directories. */
  path: string[];
  /** Parameters that carry free text or data to be written or sent. */
  content: string[];
  /** Parameters that carry secrets. */
  secret: string[];
  /** Parameters about users, roles or access. */
  access: string[];
  /** The server writes a file whose name the caller gives. */
  outputFile: string[];
  /** The server saves its result to a path the caller chooses (anywhere it may write, not only its own output folder). */
  savesToPath: string[];
  /** Parameters that point at an element of a page. */
  element: string[];
  /** A dry-run switch: only tools that change things have one. */
  dryRun: boolean;
  /** A confirmation or force switch: the author expects harm. */
  confirm: boolean;
  /** Verbs of the operations an operation selector offers (method: 'create' | 'update' | 'delete'). */
  operations: Array<{ lemma: string; cls: VerbClass }>;
}

const URL_HEADS = wordSet('url urls uri uris endpoint href webhook callback host hostname');
const PATH_HEADS = wordSet('path paths file files filename filepath directory dir folder filenames');
const CONTENT_HEADS = wordSet(
  'content contents body text message data value values comment description document documents html markdown payload note prompt insight thought observations entities files manifest definition update patch patchdata template',
);
const AMOUNT_WORDS = wordSet('amount amounts price currency cents sats satoshi lamports wei iban payment');
const SELECTOR_NAMES = wordSet('method action operation op subcommand sub_command mode verb actiontype operationtype');
/** Words before "code" that make it an identifier or a secret, never a program: auth_code, country_code, service_code. */
/** Words before "code" that make it program text (source_code, js_code, test_code). */
const PROGRAM_WORDS = wordSet(
  'source program script js javascript python py ts typescript shell bash snippet function lambda custom inline raw test tests example sample go rust ruby java cpp html css sql new old user init setup handler worker component app plugin macro formula expression eval exec run block',
);
/** A bare "code" described as naming something: a discount, a country, a data centre. */
const IDENTIFIER_CODE_TEXT =
  /\b(?:discount|coupon|promo(?:tion)?|voucher|country|currency|language|locale|region|data ?cent(?:er|re)|location|zone|airport|postal|zip|item|product|sku|identif(?:y|ier)|unique)\b/i;
/** Words that make a described "code" program text after all. */
const PROGRAM_TEXT =
  /\b(?:execut|runs?\b|evaluat|javascript|typescript|python|script|function body|source code|snippet|statements?)/i;
const IDENTIFIER_CODES = wordSet(
  'auth authorization authorisation verification verify confirmation otp mfa totp 2fa promo promotion coupon discount voucher referral invite invitation country postal post zip area currency language lang locale region status error response exit return service product item sku tax airport station iata icao naics sic hs icd diagnosis access pairing activation recovery backup security qr bar barcode color colour short ticker stock exchange bank swift branch routing sort unit class category',
);
const NOT_CODE_TAILS = wordSet(
  'name id ids path file filename type language lang version format timeout hash number count status url uri',
);

/** How far below a top-level parameter nested properties are read (body.request.headers is two levels down). */
export const NESTED_DEPTH = 3;

/** A plain list of sub-command names written into a description: "status|list|sync" (no spaces, unlike a shell pipe). */
const PIPE_LIST = /(?:^|[\s:(`'"=])[a-z][\w-]*(?:\|[a-z][\w-]*)+(?=$|[\s).,;:`'"])/i;
/** Words that introduce a closed list of the tool's own operations. */
const SUBCOMMAND_WORDS =
  /\b(?:one of|sub-?commands?|available (?:commands|operations|actions)|supported (?:commands|operations|actions)|valid (?:commands|values|operations|actions)|allowed (?:commands|values))\b/i;
/** Words that say the parameter is a command line the host runs, whatever list follows. */
const SHELL_WORDS =
  /\b(?:shell|bash|terminal|command[- ]line|script|executable|binary|arguments|args|pipes?|stdin|stdout)\b/i;

/**
 * A command parameter that picks one of the tool's own operations rather than carrying a command to run: its values
 * are an enum, or its description lists them ("status|list|sync", "one of: status, list, sync"), or the tool says it
 * routes sub-commands ("set command to one of the sub commands below") and the parameter does not mention a shell.
 */
export function selectsSubcommand(parameter: Parameter, toolDescription = ''): boolean {
  if (parameter.values.length > 0) return true;
  if (SHELL_WORDS.test(parameter.description)) return false;
  if (PIPE_LIST.test(parameter.description) || SUBCOMMAND_WORDS.test(parameter.description)) return true;
  return (
    /^(?:command|cmd|sub_?command)$/i.test(parameter.name) &&
    /\bsub[- ]?commands?\b|\bcommand router\b/i.test(toolDescription) &&
    !/\b(?:shell|bash|terminal|command[- ]line|executable)\b/i.test(toolDescription)
  );
}

export function analyseSchema(schema: Record<string, unknown> | undefined, toolDescription = ''): SchemaSignals {
  const parameters = collectParameters(schema);
  const nested = collectNested(schema);
  const signals: SchemaSignals = {
    parameters,
    nested,
    code: [],
    nestedCode: [],
    paidTier: [],
    sql: [],
    url: [],
    fetchUrl: [],
    calledUrl: [],
    money: [],
    amount: [],
    path: [],
    content: [],
    secret: [],
    access: [],
    outputFile: [],
    savesToPath: [],
    element: [],
    dryRun: false,
    confirm: false,
    operations: [],
  };
  for (const parameter of parameters) {
    const { name, tokens, type, description } = parameter;
    const head = tokens[tokens.length - 1] ?? '';
    const lowerName = name.toLowerCase();
    const textual = type === 'string' || type === 'array' || type === 'object' || type === 'any' || type === '';
    const describesSql = /\bsql\b|\bselect\b.*\bfrom\b|\bstatement\b/i.test(description);

    // "datacenter_code", "keyCode", a discount "code": a code that names something, not code that runs. A code
    // parameter is program text only when its own words or its description say so.
    const qualifiers = tokens.slice(0, -1);
    const identifierCode =
      head === 'code' &&
      (qualifiers.some((token) => IDENTIFIER_CODES.has(token)) ||
        (qualifiers.length > 0 && !qualifiers.some((token) => PROGRAM_WORDS.has(token))) ||
        (qualifiers.length === 0 && IDENTIFIER_CODE_TEXT.test(description) && !PROGRAM_TEXT.test(description)));
    const codeName =
      (CODE_WORDS.has(head) || CODE_WORDS.has(lowerName)) && !NOT_CODE_TAILS.has(head) && !identifierCode;
    // "command: status|list|sync" picks one of the tool's own operations: read as a selector, not as code to run.
    const subcommand =
      codeName && /^(?:command|commands|cmd|sub_?command)$/.test(head) && selectsSubcommand(parameter, toolDescription);
    if (
      textual &&
      parameter.values.length === 0 &&
      !SELECTOR_NAMES.has(lowerName.replace(/-/g, '_')) &&
      codeName &&
      !subcommand
    )
      signals.code.push(name);
    if (subcommand) signals.operations.push(...operationVerbs(parameter));
    if (
      textual &&
      (SQL_WORDS.has(head) ||
        ((head === 'query' || lowerName === 'q') && describesSql && !/graphql|dsl|es\|ql|search/i.test(description)))
    )
      signals.sql.push(name);
    if (URL_HEADS.has(head) || URL_HEADS.has(lowerName)) {
      signals.url.push(name);
      const role = addressRole(parameter, toolDescription);
      if (role === 'contact') signals.calledUrl.push(name);
      // "alert_id_or_url" names a record of the service by its address: the server calls its own API, not the address.
      if (
        (parameter.required ||
          /^(?:url|urls|uri|endpoint|webhook|callback_?url|webhook_?url|target_?url)$/i.test(name)) &&
        !tokens.includes('id') &&
        role === 'contact'
      )
        signals.fetchUrl.push(name);
    }
    if (tokens.some((token) => MONEY_WORDS.has(token))) signals.money.push(name);
    // "card" is money only as a payment card, named so or (a parameter called card) described so: a board's card or
    // an adaptive card is not.
    const namesCard = lowerName === 'card' || lowerName === 'cards';
    const amountWords =
      tokens.some((token) => AMOUNT_WORDS.has(token)) ||
      paymentCard(tokens) ||
      (namesCard && paymentCard(tokenizeText(description)));
    if (amountWords && !NOT_CODE_TAILS.has(head)) signals.amount.push(name);
    if (PATH_HEADS.has(head) || PATH_HEADS.has(lowerName)) signals.path.push(name);
    if (textual && CONTENT_HEADS.has(head)) signals.content.push(name);
    const carriesValue = !NOT_CODE_TAILS.has(head) && head !== 'type';
    if (carriesSecret(parameter)) signals.secret.push(name);
    if (carriesValue && !paginationToken(parameter) && tokens.some((token) => ACCESS_PARAM_WORDS.has(token)))
      signals.access.push(name);
    if (tokens.some((token) => ELEMENT_PARAMS.has(token)) || ELEMENT_PARAMS.has(lowerName)) signals.element.push(name);
    if (
      /^(?:output|out|save)(?:_|-)?(?:file|path|filename|dir)?$/.test(lowerName) ||
      /^(?:dest|destination|target)(?:_|-)?(?:file|path|filename)$/.test(lowerName) ||
      (/^(?:output|save|export|downloads?)/.test(lowerName) && PATH_HEADS.has(head))
    )
      signals.outputFile.push(name);
    // "filePath: the absolute path ... to save the screenshot to": a path, not a file name in the server's own folder.
    if (
      textual &&
      (PATH_HEADS.has(head) || /^save_?to$/.test(lowerName.replace(/-/g, '_'))) &&
      head !== 'filename' &&
      /\bpath\b/i.test(description) &&
      /\b(?:save|saved|write|written|store|stored)\b/i.test(description)
    )
      signals.savesToPath.push(name);
    if (/^dry_?run$/i.test(name.replace(/-/g, '_')) || lowerName === 'dryrun') signals.dryRun = true;
    if (/^(?:confirm|confirmed|force|yes|i_understand|confirmation|confirm_?drain)$/i.test(name.replace(/-/g, '_')))
      signals.confirm = true;
    if (SELECTOR_NAMES.has(lowerName.replace(/-/g, '_'))) signals.operations.push(...operationVerbs(parameter));
  }
  for (const parameter of [...parameters, ...nested])
    if (offersPaidTier(parameter)) signals.paidTier.push(parameter.path ?? parameter.name);
  // Nested properties (a request body's method and url, a pipeline's stage commands): the same signals, by path.
  for (const parameter of nested) {
    const { tokens, type } = parameter;
    const where = parameter.path ?? parameter.name;
    const head = tokens[tokens.length - 1] ?? '';
    const lowerName = parameter.name.toLowerCase();
    const textual = type === 'string' || type === 'array' || type === 'object' || type === 'any' || type === '';
    // Deeper down, field names are looser ("discount_code", "redirect_url"): only a plain name, or a description that says so, counts.
    // A step's bare "command" or "script" with no description is taken at its word; anything else must say it runs.
    const codeWords =
      /\b(?:script|javascript|python|shell|command|function body|source code|code to (?:run|execute)|executed|evaluated)\b/i.test(
        parameter.description,
      );
    const plainCode =
      /^(?:command|commands|cmd|script|shell|bash)$/.test(lowerName) && parameter.description.trim() === '';
    const nestedSubcommand =
      /^(?:command|commands|cmd|sub_?command)$/.test(head) &&
      parameter.description.trim() !== '' &&
      selectsSubcommand(parameter);
    if (
      textual &&
      parameter.values.length === 0 &&
      CODE_WORDS.has(head) &&
      !NOT_CODE_TAILS.has(head) &&
      (plainCode || codeWords) &&
      !nestedSubcommand
    )
      signals.nestedCode.push(where);
    if (textual && SQL_WORDS.has(lowerName)) signals.sql.push(where);
    if (URL_HEADS.has(lowerName)) {
      signals.url.push(where);
      if (addressRole(parameter, '') === 'contact') signals.calledUrl.push(where);
    }
    // Deeper down "tokens" are as often design tokens or word counts: a bare token needs an auth word beside it.
    const bareToken = tokens.every(
      (token) => !SECRET_PARAM_WORDS.has(token) || token === 'token' || token === 'tokens',
    );
    const authContext =
      tokens.some((token) => /^(?:auth|access|api|bearer|refresh|session|oauth|jwt)$/.test(token)) ||
      /\b(?:auth\w*|bearer|api|access|session|oauth|jwt|secret|credential)\b/i.test(parameter.description);
    if (
      carriesSecret(parameter) &&
      (!bareToken || authContext || /headers$/i.test(lowerName) || /connection_?string/i.test(lowerName))
    )
      signals.secret.push(where);
    if (SELECTOR_NAMES.has(lowerName.replace(/-/g, '_'))) signals.operations.push(...operationVerbs(parameter));
  }
  // Headers are a request's only when the tool sends one to an address it is given (not a mocked route's reply).
  const sendsRequest =
    signals.url.length > 0 ||
    [...parameters, ...nested].some((parameter) =>
      /^(?:path|endpoint|api_?path|resource_?path)$/i.test(parameter.name),
    );
  if (!sendsRequest) signals.secret = signals.secret.filter((name) => !/headers$/i.test(name));
  return signals;
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
function offersPaidTier(parameter: Parameter): boolean {
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
const MODEL_TOKEN_TEXT =
  /\b(?:(?:max(?:imum)?|min(?:imum)?|number|count|limit|budget) (?:of )?(?:\w+ )?tokens?|tokens? (?:count|limit|budget|per)|tokeni[sz](?:er|ation|e)|design tokens?|(?:llm|model|completion|output|input|prompt|context) tokens?)\b/i;

/** Words beside "token" that make it a bookmark into a list of results (next_page_token, cursor, syncToken), not a credential. */
const PAGINATION_WORDS = wordSet(
  'next prev previous page paging pagination continuation cursor sync resume start after before offset skip more last first',
);
const PAGINATION_TEXT =
  /\b(?:paginat\w*|next (?:page|set|batch)|previous page|page of results|more results|continu(?:e|ation)|cursor|from a previous (?:call|response|request))\b/i;

/** A pagination token or cursor: it marks where a list of results goes on, and unlocks nothing. */
export function paginationToken(parameter: Parameter): boolean {
  if (parameter.tokens.some((token) => /^cursors?$/.test(token))) return true;
  if (!parameter.tokens.some((token) => /^tokens?$/.test(token))) return false;
  return parameter.tokens.some((token) => PAGINATION_WORDS.has(token)) || PAGINATION_TEXT.test(parameter.description);
}

function carriesSecret(parameter: Parameter): boolean {
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
    !/^(?:next|page|cursor|continuation|pagination)/i.test(name) &&
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

function collectParameters(schema: Record<string, unknown> | undefined): Parameter[] {
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

function collectNested(schema: Record<string, unknown> | undefined): Parameter[] {
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
function operationVerbs(parameter: Parameter): Array<{ lemma: string; cls: VerbClass }> {
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

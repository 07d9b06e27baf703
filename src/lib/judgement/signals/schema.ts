/**
 * What a tool's input schema says: the parameters an agent fills in.
 *
 * A parameter named `command` or `sql` means the caller decides what runs; `url`
 * means the server fetches an address the caller chooses; `amount` with
 * `currency` means money. An operation selector (`method`, `action`) lists the
 * operations one tool bundles, which may include deletes.
 */
import { wordSet } from '../vocabulary/word-set.ts';
import { tokenizeText } from './tokens.ts';
import type { VerbClass } from '../vocabulary/verbs.ts';
import {
  ACCESS_PARAM_WORDS,
  ELEMENT_PARAMS,
  MONEY_WORDS,
  paymentCard,
  SECRET_PARAM_WORDS,
  TOKEN_QUALIFIERS,
} from '../vocabulary/nouns.ts';
import { CODE_WORDS, SQL_WORDS } from '../vocabulary/code.ts';
import {
  addressRole,
  offersPaidTier,
  paginationToken,
  carriesSecret,
  collectParameters,
  collectNested,
  operationVerbs,
  NOT_CODE_TAILS,
  PIPE_LIST,
  type Parameter,
} from './parameters.ts';

export type { Parameter };
export { paginationToken };

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
function selectsSubcommand(parameter: Parameter, toolDescription = ''): boolean {
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
        ((head === 'query' || lowerName === 'q') && describesSql && !/graphql|dsl|es\|ql|search/i.test(description)) ||
        // An undescribed `query` of a tool that says it runs SQL ("Execute SQL queries in ClickHouse") takes that SQL.
        (head === 'query' &&
          description.trim() === '' &&
          /\b(?:run|runs|execute|executes)\s+(?:\w+\s+){0,2}sql\b/i.test(toolDescription)))
    )
      signals.sql.push(name);
    // An address is text: a boolean "callback" or a numeric "webhook" count switches a feature on, it names no host.
    if (textual && (URL_HEADS.has(head) || URL_HEADS.has(lowerName))) {
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
    // A retention amount counts kept backups or days, not money.
    const counted = tokens.includes('retention');
    if (!counted && tokens.some((token) => MONEY_WORDS.has(token))) signals.money.push(name);
    // "card" is money only as a payment card, named so or (a parameter called card) described so: a board's card or
    // an adaptive card is not.
    const namesCard = lowerName === 'card' || lowerName === 'cards';
    const amountWords =
      tokens.some((token) => AMOUNT_WORDS.has(token)) ||
      paymentCard(tokens) ||
      (namesCard && paymentCard(tokenizeText(description)));
    if (amountWords && !NOT_CODE_TAILS.has(head) && !counted) signals.amount.push(name);
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
      ((/\bpath\b/i.test(description) && /\b(?:save|saved|write|written|store|stored)\b/i.test(description)) ||
        savesThere(name, toolDescription))
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
    if (textual && URL_HEADS.has(lowerName)) {
      signals.url.push(where);
      if (addressRole(parameter, '') === 'contact') signals.calledUrl.push(where);
    }
    // Deeper down "tokens" are as often design tokens or word counts: a bare token needs an auth word beside it.
    const bareToken = tokens.every(
      (token) => !SECRET_PARAM_WORDS.has(token) || token === 'token' || token === 'tokens',
    );
    const authContext =
      tokens.some((token) => TOKEN_QUALIFIERS.has(token)) ||
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

/** The tool's description says files are saved under the path parameter: "provide an absolute rootPath to save workflow files". */
function savesThere(name: string, toolDescription: string): boolean {
  if (!/^[\w-]+$/.test(name)) return false;
  return new RegExp(
    `\\b${name}\\b[^.]{0,40}\\bto (?:save|write|store)\\b|\\b(?:saves?|writes?|stores?) [^.]{0,40}\\b(?:to|in|into|under) (?:the )?${name}\\b`,
    'i',
  ).test(toolDescription);
}

/**
 * Object nouns that change the judgement: what a tool touches matters as much
 * as what it does to it. General vocabulary only, never a product's name.
 */

import { wordSet } from './word-set.ts';

/** Nouns a verbless name can end on when the tool returns data (cloudron_task_status, db-stats, zone_details). */
export const READ_NOUNS = wordSet(`
  status info information details detail stats statistics logs metrics schema config configuration settings report
  history overview data usage health version versions results result summary tree indexes indices keys values mappings
  analytics insights trends timeseries ranking rankings size contents messages events profile me whoami docs
  documentation guide help time weather diff changes blame metadata properties attributes fields quota limits
  capabilities features state list lists catalog catalogue inventory directions elevation distance matrix forecast
  suggestions recommendations breakdown trend
`);

/** Documents a tool returns about a topic: a name ending on one of these describes reading it (migrate_x_guide). */
export const DOC_NOUNS = wordSet(
  'guide guides docs documentation help readme manual tutorial instructions reference howto faq examples example primer cheatsheet overview rules guidelines conventions',
);

/** Things a recording tool produces: acting on them changes no system, only the recording. */
export const OBSERVATION_NOUNS = wordSet(
  'trace tracing traces recording recordings video videos screencast screencasts profiling profiler har chapter',
);

/** What an on-screen overlay is made of: hiding or showing it changes nothing. */
export const DISPLAY_NOUNS = wordSet('highlight highlights overlay overlays tooltip tooltips callout callouts cursor');

/** Output formats of an export ("save page as PDF"). */
export const EXPORT_NOUNS = wordSet('pdf png jpeg jpg screenshot screenshots snapshot snapshots csv har image');

/** Tokens that say a tool drives a live browser or page. */
export const BROWSER_NOUNS = wordSet(
  'browser puppeteer playwright selenium webdriver tab tabs window dialog mouse keyboard cookie cookies localstorage sessionstorage',
);

/** Parameter names of a browser element target. */
export const ELEMENT_PARAMS = wordSet(
  'selector element locator xpath css_selector cssselector startelement endelement',
);

/** Containers: deleting one loses everything in it. */
export const CONTAINER_NOUNS = wordSet(`
  repository repositories repo repos database databases db dbs bucket buckets cluster clusters collection collections
  table tables project projects namespace namespaces deployment deployments instance instances server servers app apps
  application applications user users account accounts organization organizations org orgs workspace workspaces volume
  volumes schema schemas node nodes site sites zone zones domain domains environment environments stream streams
  workgroup workgroups entities graph release releases chart charts resource resources pipeline pipelines service services
  store stores space spaces group groups team teams channel channels mailbox disk disks vm vms machine machines
`);

/** What a model's tokens are counted for ("prompt tokens", "output tokens"): amounts of text, not credentials. */
export const MODEL_TOKEN_KINDS = wordSet('llm model prompt completion input output');

/** Files and folders on a disk, and the paths that name them. */
export const FILE_NOUNS = wordSet('file files directory directories folder folders path paths');

/** Words of a batch the caller lists: the items are given, one by one. */
export const BATCH_WORDS = wordSet('batch bulk multiple');
/** Words of a sweep: everything that matches, not items the caller lists. */
export const SWEEP_WORDS = wordSet('all every everything many entire whole mass');
/** Words that make a change apply to many objects at once: a batch or a sweep. */
export const BULK_WORDS: ReadonlySet<string> = new Set([...BATCH_WORDS, ...SWEEP_WORDS]);

/**
 * The words of a name that are in `words`, leaving out an "all" that is part of a noun: a catch-all (an address that
 * receives mail for any name), an allow-all, a select-all. Such a tool changes one setting, not many objects.
 */
export function bulkNameWords(tokens: readonly string[], words: ReadonlySet<string>): string[] {
  return tokens.filter(
    (token, index) =>
      words.has(token) &&
      !(token === 'all' && /^(?:catch|allow|deny|select|match|accept|reject)$/.test(tokens[index - 1] ?? '')),
  );
}

/** Words that name a kind of secret itself: a password, a credential, an API or private key. */
export const SECRET_KINDS = wordSet(
  'secret secrets credential credentials password passwords apikey apikeys privatekey',
);
/** Secrets: what a read returns can unlock other systems (tokens, an environment's variables, cookies, stored sessions). */
export const SECRET_WORDS: ReadonlySet<string> = new Set([
  ...SECRET_KINDS,
  ...wordSet('passwd token tokens env environment cookie cookies localstorage sessionstorage keypair'),
]);
/** Parameter name words that carry a secret: the kinds of secret, an abbreviated password, and a token. */
export const SECRET_PARAM_WORDS: ReadonlySet<string> = new Set([...SECRET_KINDS, 'passwd', 'token', 'tokens']);
/** Words that mark a bookmark into a list of results (a next page, a cursor, a continuation), not a secret. */
export const PAGING_WORDS = wordSet('next page paging pagination continuation cursor');
/** Words before "key" that make it a secret: an API, private, secret, access, SSH or signing key (a public key is not). */
export const KEY_QUALIFIERS = wordSet('api private secret access ssh signing');
/** Words before "token" that make it a credential: what it authenticates, or how (an access, session or bot token). */
export const TOKEN_QUALIFIERS = wordSet('api access auth jwt bearer refresh session personal bot deploy oauth');

/** Parameter name words that grant or describe access. */
export const ACCESS_PARAM_WORDS = wordSet(
  'password passwords role roles permission permissions scope scopes acl acls token tokens secret apikey credentials cidr cidrblocks ipaddresses',
);

/** Private data named in a description's opening sentence (narrower: prose mentions files and content freely). */
export const PRIVATE_PROSE_WORDS = wordSet(`
  email emails mail mails inbox message messages chat chats dm dms conversation conversations history profile profiles
  customer customers patient patients employee employees log logs audit private personal cookies headers body bodies
`);

/** Private data: what a read returns can identify people or expose their work. */
export const PRIVATE_WORDS = wordSet(`
  log logs logging email emails mail mails inbox message messages chat chats dm dms conversation conversations history
  profile profiles user users member members contact contacts customer customers patient patients employee employees
  collaborator collaborators notification notifications audit auditlogs file files document documents
  code source request requests response responses body headers pcap capture captures diag diagnostic private
  personal calendar thread threads comment comments gist gists record records row rows secret secrets
`);

/** Access control: changing it decides who can do what. */
export const ACCESS_WORDS = wordSet(`
  user users member members collaborator collaborators role roles permission permissions access acl acls policy policies
  apikey token tokens password passwords secret secrets credential credentials auth oauth firewall allowlist
  whitelist blocklist ip cidr invite invitation group groups team teams admin admins owner owners sso saml certificate
  certificates
`);

/**
 * Money: a money verb or a purchase needs one of these nearby to be financial. "card" is not among them: a board's
 * card, a contact card or a flash card is no money; a card is money only as a payment card (`paymentCard`).
 */
export const MONEY_WORDS = wordSet(`
  amount amounts price prices currency currencies cost costs payment payments pay money fund funds invoice invoices
  iban bic swift bank wallet wallets usd eur gbp btc eth crypto billing bill refund refunds balance transaction
  transactions payout payouts purchase purchases subscription subscriptions checkout cents credit credits fee fees
  lamports wei sats satoshi
`);

/** Words before "card" that make it a payment card: a credit, debit, payment or gift card, a card charged or paid with. */
const PAYMENT_CARD_BEFORE = wordSet('credit debit payment prepaid gift bank charge pay');
/** Words after "card" that are a payment card's details: its number, security code, expiry or holder. */
const PAYMENT_CARD_AFTER = wordSet('number numbers cvc cvv cvv2 expiry expiration holder pan');
/** One-word payment cards ("creditCard" splits; "giftcard" does not). */
const PAYMENT_CARD_WORDS = wordSet('creditcard creditcards debitcard debitcards giftcard giftcards');

/**
 * Whether the words of a name say it is about a payment card: "credit card", "charge card", "pay by card",
 * "card number", "card cvc". "transfer card" or "move card to list" on a board, or a bare "card_id", is not.
 */
export function paymentCard(tokens: readonly string[]): boolean {
  return tokens.some((token, index) => {
    if (PAYMENT_CARD_WORDS.has(token)) return true;
    if (token !== 'card' && token !== 'cards') return false;
    let before = index - 1;
    while (before >= 0 && STOP_WORDS.has(tokens[before] as string)) before -= 1;
    return PAYMENT_CARD_BEFORE.has(tokens[before] ?? '') || PAYMENT_CARD_AFTER.has(tokens[index + 1] ?? '');
  });
}

/**
 * Words of text written by third parties (web pages, mail, issues, comments, messages, posts, files others
 * commit): it flows into the model's context. Reference material a vendor publishes (documentation, guides,
 * statistics) and bare words such as "search" or "results" are not on the list: they say nothing about who wrote it.
 */
export const EXTERNAL_CONTENT_WORDS = wordSet(`
  url urls web website websites page pages html markdown internet crawl scrape email emails message messages
  issue issues comment comments discussion discussions post posts document documents file files
  content contents body review reviews thread threads chat blog article articles news feed feeds repository repositories
  notification notifications snapshot transcript transcripts captions subtitles
`);

/** Words of generic containers of text: third-party only when nothing says the text is published reference material. */
export const GENERIC_CONTENT_WORDS = wordSet(
  'page pages content contents document documents file files markdown html snapshot',
);

/** Reference material a vendor publishes, or figures computed over public data: not text outsiders wrote. */
export const REFERENCE_WORDS =
  /\b(?:documentation|docs|guides?|reference|manuals?|tutorials?|api reference|readme|changelog|statistics|stats|metrics|schemas?|specification)\b/i;

/** Things a local server keeps to itself: a tool working only on these does not reach the outside world. */
export const LOCAL_WORDS = wordSet(
  'filesystem directory directories folder folders memory sqlite repo_path repopath working staged unstaged timezone timezones',
);

/** Small words a name can contain that are neither verbs nor objects. */
export const STOP_WORDS = wordSet(
  'a an the by to for of and or in on from as with at id ids xy via into using all many my new v1 v2 v3 mcp tool tools',
);

/** Cost: tools that spend compute or model time on every call. */
export const COST_WORDS = wordSet('image images video llm sampling model models gpu inference crawl render rendering');

/** Containers that hold an account's or a team's work: removing one takes everything in it. */
export const ACCOUNT_CONTAINERS = wordSet(
  'workspace workspaces repository repositories repo repos database databases db bucket buckets cluster clusters namespace namespaces project projects organization organizations org account accounts environment environments volume volumes',
);
/** Verbs that make media with a model: an image generated, speech synthesised, a video rendered. */
export const MEDIA_MAKING_VERBS = wordSet('generate create render synthesize draw produce make');
/** Media a model generates: images, video, audio, speech. */
export const MEDIA_NOUNS = wordSet(
  'image images video videos audio speech voice picture pictures illustration illustrations artwork',
);
/** Logs, which hold what a system recorded (often private). */
export const LOG_WORDS = wordSet('log logs logging auditlogs');
/** Running infrastructure: services, machines and workers that others rely on. */
export const INFRA_NOUNS = wordSet(
  'cluster clusters app apps application applications deployment deployments node nodes service services instance instances server servers pod pods replica replicas container containers vm vms machine machines database databases worker workers job jobs pipeline pipelines stream streams gateway gateways',
);

/** The units a collection holds, in the plural: what "all …" or "many …" counts. */
export const COLLECTION_UNITS = wordSet('items records documents rows objects');

/** Stored work items: converting one of them (an issue to a subtask, a note to a task) changes the record itself. */
export const RECORD_NOUNS = wordSet(
  'issue issues task tasks subtask subtasks ticket tickets card cards epic epics story stories lead leads contact contacts deal deals note notes comment comments project projects milestone milestones page pages block blocks database databases',
);

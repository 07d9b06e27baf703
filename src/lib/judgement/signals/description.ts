/**
 * What a tool's description says it does.
 *
 * The description is the author's prose, so it is read cautiously: the leading
 * verbs of the first sentence say what the tool does, later sentences often talk
 * about other tools or about what a caller should do first. Explicit claims
 * ("read-only", "overwrites", "permanently") are picked out separately.
 */
import { alternation, words, wordSet } from '../vocabulary/word-set.ts';
import { COLLECTION_UNITS } from '../vocabulary/nouns.ts';
import { CONJUNCTIONS, DETERMINERS } from '../vocabulary/function-words.ts';
import { HOMOGRAPHS, phrasalVerb, verbClass, verbLemma, type VerbClass } from '../vocabulary/verbs.ts';
import { firstSentence, stripPlaceholders, tokenizeText } from './tokens.ts';
import { CODE_NOUNS } from '../vocabulary/code.ts';

interface DescriptionVerb {
  lemma: string;
  cls: VerbClass;
}

export interface DescriptionSignals {
  /** The description is empty or only whitespace. */
  empty: boolean;
  /** Verbs that open the first sentence, with their conjoined peers: "List, create, close, or select". */
  leading: DescriptionVerb[];
  /** The first sentence opens with a noun phrase ("All jobs by account"): it describes data it returns. */
  nounPhraseLead: boolean;
  /** Every verb of the first sentence. */
  firstSentenceVerbs: DescriptionVerb[];
  /** Every verb of the whole description. */
  allVerbs: DescriptionVerb[];
  /**
   * What the first sentence says the tool itself does beyond reading: finite verbs such as
   * "sends", "deletes", "executes" outside parentheses and relative clauses.
   */
  actionClaims: DescriptionVerb[];
  /** The author states the tool is read-only or runs only SELECT statements. */
  readOnlyClaim: boolean;
  /** The words of that claim, as written (lower case). */
  readOnlyWords?: string;
  /** Phrases that say data is lost or replaced: "overwrite", "permanently", "cannot be undone". */
  destructivePhrases: string[];
  /** The change applies to many objects at once: "all documents that match", "bulk-update". */
  bulk: boolean;
  /** The output goes to a file in some format ("to a file", "as PDF"). */
  savesToFile: boolean;
  /** Mentions money, prices or billing. */
  money: boolean;
  /** Says calls cost money or heavy resources ("incur charges", "resource intensive"). */
  cost: boolean;
  /** Says calls are billed: "incurs charges", "will be charged", "paid plan". */
  billing: boolean;
  /** Mentions private or secret data ("credentials", "private", "personal"). */
  sensitive: boolean;
  /** Text that tries to steer the model beyond describing the tool ("ignore previous instructions"). */
  steering: string[];
  /** The first sentence, cleaned. */
  sentence: string;
}

/** Words that open a description without being what the tool does ("Use this tool to ..."). */
const FILLER =
  /^(?:(?:always\s+)?(?:call|invoke|run|use)\s+this(?:\s+tool)?\W+(?:before|after|at|first|once|whenever|when|on|every)\b[^.]{0,60}?\bto\s+|(?:please\s+)?use\s+this\s+(?:tool\s+)?(?:to|when|for)\s+|this\s+tool\s+(?:will\s+|can\s+|lets\s+you\s+|allows\s+you\s+to\s+|is\s+used\s+to\s+|helps\s+(?:you\s+)?)?|tool\s+(?:to|that|for)\s+|(?:a\s+)?tool\s+for\s+|allows?\s+(?:you|the\s+\w+)\s+to\s+|lets?\s+(?:you|the\s+\w+)\s+|used\s+to\s+|can\s+be\s+used\s+to\s+|helps?\s+(?:you\s+)?|enables?\s+(?:you\s+to\s+)?|you\s+can\s+|mcp\s+tool\s+(?:to|that)\s+)/i;

/** Leading verbs that only announce output: "Returns the list ...", "Provides details ...". */
const OUTPUT_LEADS = wordSet(
  'return returns provide provides give gives output outputs report reports echoes shows displays lists',
);

/** Nouns after a generic verb that make it a read: "Perform a search", "Run a diagnostic review". */
export const READ_ACTION_NOUNS: Record<string, string> = {
  search: 'search',
  searches: 'search',
  query: 'query',
  queries: 'query',
  lookup: 'lookup',
  lookups: 'lookup',
  retrieval: 'retrieve',
  review: 'review',
  analysis: 'analyze',
  analyses: 'analyze',
  diagnostic: 'diagnose',
  diagnostics: 'diagnose',
  diagnosis: 'diagnose',
  check: 'check',
  checks: 'check',
  scan: 'scan',
  aggregation: 'aggregate',
  count: 'count',
  inspection: 'inspect',
  audit: 'audit',
  report: 'report',
  find: 'find',
  explain: 'explain',
  validation: 'validate',
  verification: 'verify',
  health: 'check',
  benchmark: 'measure',
  traceroute: 'trace',
  // A saved query kept in a BI tool: running a card or a saved question returns its results.
  card: 'query',
  question: 'query',
};

/** Nouns after a generic verb that make it run code: "Run a code snippet", "Execute a command". */

const GENERIC_LEADS = wordSet('perform run execute do make process handle carry conduct issue call invoke');

/** The interface itself: what a disclaimer says may change, be renamed or be removed in a later version. */
const INTERFACE = String.raw`(?:(?:response |output |result )?formats?|fields?|endpoints?|apis?|schemas?|parameters?|interfaces?|features?|versions?|structure|shape|behaviou?r|names?|ids?|ordering|order|this (?:endpoint|api|feature|tool|interface|method|operation))`;
/** Figures a read returns, which may differ from one call to the next: they shift, nobody changes them. */
const FIGURES = String.raw`(?:results?|outputs?|responses?|values?|prices?|rates?|numbers?|counts?|totals?|figures?|scores?|rankings?|data|contents?)`;
/** Possibility, not intent: "will" and "can" often state what the tool does ("this tool will change the owner"). */
const MODAL = String.raw`(?:may|might|could|is likely to|are likely to)`;
const ADVERB = String.raw`(?:also\s+|still\s+|sometimes\s+|slightly\s+)?`;
/**
 * API disclaimers: "the response format may change", "results may change between calls", "this endpoint is experimental
 * and may change", "subject to change", "fields may be removed in a later version". They say what may happen to the
 * interface, or that figures differ between calls, not what the tool does, so their verbs are left out when reading
 * what the tool does. Statements about the data a tool acts on ("existing rows may be deleted") are kept.
 */
const DISCLAIMERS: readonly RegExp[] = [
  new RegExp(
    String.raw`\b${INTERFACE}\s+(?:\w+\s+){0,2}?${MODAL}\s+${ADVERB}(?:change|evolve|break|be (?:changed|modified|renamed|deprecated|extended|added))\b[^.;\n]*`,
    'gi',
  ),
  // "Fields may be removed in a later version", not "fields you omit will be removed" (what an overwrite does).
  new RegExp(
    String.raw`\b${INTERFACE}\s+(?:\w+\s+){0,2}?(?:${MODAL}|will)\s+be\s+(?:removed|deleted|dropped|retired)\b[^.;\n]{0,20}?\b(?:in\s+(?:a\s+|the\s+)?(?:future|later|next|upcoming)|without\s+(?:prior\s+)?notice|at\s+any\s+time|over\s+time)\b[^.;\n]*`,
    'gi',
  ),
  new RegExp(
    String.raw`\b${FIGURES}\s+(?:\w+\s+){0,2}?${MODAL}\s+${ADVERB}(?:change|update|differ|vary|fluctuate|be (?:updated|different|refreshed))\b[^.;\n]*`,
    'gi',
  ),
  new RegExp(
    String.raw`\b(?:experimental|beta|preview|unstable|deprecated)\b[^.;\n]{0,30}?\b${MODAL}\s+(?:change|be (?:changed|removed|deprecated|modified|renamed))\b[^.;\n]*`,
    'gi',
  ),
  /\bsubject\s+to\s+change\b[^.;\n]*/gi,
];

/** The description without API disclaimers, for reading the tool's own verbs. */
export function stripDisclaimers(text: string): string {
  return DISCLAIMERS.reduce((current, pattern) => current.replace(pattern, ' '), text);
}

export function analyseDescription(raw: string | undefined): DescriptionSignals {
  const original = stripPlaceholders(raw ?? '');
  // Verbs are read from the prose without its disclaimers ("results may change between calls" changes nothing).
  const text = stripDisclaimers(original);
  const sentence = firstSentence(text).replace(FILLER, '');
  const lower = text.toLowerCase();
  const words = joinPhrasalVerbs(tokenizeText(sentence));
  // Commas are kept for the leading verb list: "List, create, close, or select a tab".
  const withCommas = joinPhrasalVerbs(
    sentence
      .replace(/['’]/g, '')
      .toLowerCase()
      .replace(/,/g, ' , ')
      .split(/[^a-z0-9,]+/)
      .filter((word) => word.length > 0),
  );

  const { leading, nounPhraseLead } = leadingVerbs(withCommas);
  const readOnlyWords = readOnlyClaim(lower);
  return {
    empty: original.trim().length === 0,
    leading,
    nounPhraseLead,
    firstSentenceVerbs: verbsIn(words),
    allVerbs: verbsIn(joinPhrasalVerbs(tokenizeText(text))),
    actionClaims: actionClaims(sentence),
    readOnlyClaim: readOnlyWords !== undefined,
    ...(readOnlyWords !== undefined ? { readOnlyWords } : {}),
    destructivePhrases: destructivePhrases(lower),
    bulk: BULK_TEXT.test(lower),
    savesToFile:
      /\b(?:to|into)\s+(?:a|the)\s+(?:local\s+)?file\b|\bas\s+(?:a\s+)?(?:pdf|png|jpe?g|csv|json|har|image)\b|\bto\s+disk\b/.test(
        lower,
      ),
    money:
      /\b(?:payments?|money|funds|invoices?|credit card|debit|(?:gift|payment|prepaid|bank) cards?\b|card numbers?\b|bank account|wallet|usd|eur|billing|refunds?|purchases?|price of|charges? (?:the|a|your)|\$\d)/.test(
        lower,
      ),
    cost: /\b(?:incurs?|billed|billable|charges? (?:apply|may apply)|paid (?:plan|tier|resource)|costs? money|will be charged|resource[- ]intensive|expensive)\b/.test(
      lower,
    ),
    billing:
      /\b(?:incurs? (?:charges|costs|fees)|billed|billable|charges? (?:apply|may apply)|paid (?:plan|tier|resource|instance)|costs? money|will be charged|you will pay)\b/.test(
        lower,
      ),
    sensitive:
      /\b(?:credentials?|passwords?|secrets?|api keys?|tokens?|private|personal|sensitive|confidential|environment variables|cookies)\b/.test(
        lower,
      ),
    steering: steering(lower),
    sentence,
  };
}

function leadingVerbs(words: string[]): { leading: DescriptionVerb[]; nounPhraseLead: boolean } {
  const first = words[0];
  if (first === undefined) return { leading: [], nounPhraseLead: false };
  if (OUTPUT_LEADS.has(first)) return { leading: [{ lemma: 'get', cls: 'read' }], nounPhraseLead: false };
  const leading: DescriptionVerb[] = [];
  let i = 0;
  // "Permanently erases ...", "Recursively lists ...": an opening adverb is not the action.
  while (i < words.length - 1 && /ly$/.test(words[i] as string) && verbLemma(words[i] as string) === undefined) i++;
  for (; i < words.length; i++) {
    const word = words[i] as string;
    if ((CONJUNCTIONS.has(word) || word === ',') && leading.length > 0) continue;
    if (word === 're' || word === 'un') continue;
    const lemma = verbLemma(word);
    if (lemma === undefined) break;
    // "Get page HTML": "page" is a verb too, but after a verb it is the object.
    if (leading.length > 0 && !CONJUNCTIONS.has(words[i - 1] as string) && words[i - 1] !== ',') break;
    leading.push({ lemma, cls: verbClass(lemma) as VerbClass });
  }
  if (leading.length === 0) {
    // A noun phrase ("All jobs by account") names data; a sentence with a clear verb later does not.
    const clearVerbLater = words.some((word) => {
      const lemma = verbLemma(word);
      return lemma !== undefined && lemma !== word && !HOMOGRAPHS.has(lemma);
    });
    return {
      leading,
      nounPhraseLead: !clearVerbLater && !/^(?:is|are|can|will|should|must|used|this|it)$/.test(first),
    };
  }
  // A generic verb takes its meaning from its object: "Perform a search" reads, "Run a command" executes.
  const head = leading[0] as DescriptionVerb;
  if (leading.length === 1 && GENERIC_LEADS.has(head.lemma)) {
    const object = objectAfter(words, i);
    if (object.read) return { leading: [{ lemma: object.read, cls: 'read' }], nounPhraseLead: false };
    if (object.code) return { leading: [{ lemma: 'execute', cls: 'execute' }], nounPhraseLead: false };
    if (object.verb) return { leading: [object.verb], nounPhraseLead: false };
  }
  return { leading, nounPhraseLead: false };
}

/** The head noun after a generic verb, skipping determiners and up to two modifiers. */
function objectAfter(words: string[], from: number): { read?: string; code?: boolean; verb?: DescriptionVerb } {
  let seen = 0;
  for (let i = from; i < words.length && seen < 4; i++) {
    const word = words[i] as string;
    if (DETERMINERS.has(word) || word === ',') continue;
    seen++;
    if (word === 'read' && words[i + 1] === 'only') return { read: 'read' };
    if (word === 'select') return { read: 'query' };
    const read = READ_ACTION_NOUNS[word];
    if (read !== undefined) return { read };
    if (CODE_NOUNS.has(word)) return { code: true };
    const lemma = verbLemma(word);
    if (lemma !== undefined && seen === 1) {
      const cls = verbClass(lemma) as VerbClass;
      if (cls !== 'read') return { verb: { lemma, cls } };
    }
  }
  return {};
}

const CLAIM_CLASSES = new Set<VerbClass>(['send', 'delete', 'overwrite', 'financial', 'modify']);
const SUBORDINATE = wordSet('that which who whose when if before after until whether where how what to not');

/** Words after which a finite verb continues the tool's own list of actions ("builds the digest and sends it"). */
const CLAIM_JOINERS = wordSet('and then also , ; or');

function actionClaims(sentence: string): DescriptionVerb[] {
  const words = sentence
    .replace(/\([^)]*\)/g, ' ')
    .replace(/['’]/g, '')
    .toLowerCase()
    .replace(/([,;])/g, ' $1 ')
    .split(/[^a-z0-9,;]+/)
    .filter((word) => word.length > 0);
  const out: DescriptionVerb[] = [];
  words.forEach((word, index) => {
    if (index === 0 || !/[^s]s$/.test(word)) return;
    const lemma = verbLemma(word);
    if (lemma === undefined || lemma === word) return;
    const cls = verbClass(lemma) as VerbClass;
    if (!CLAIM_CLASSES.has(cls) || HOMOGRAPHS.has(lemma)) return;
    // Only a verb that continues the tool's own actions counts; "messages the user sends" is about the user.
    if (!CLAIM_JOINERS.has(words[index - 1] as string)) return;
    const before = words.slice(Math.max(0, index - 4), index);
    if (before.some((previous) => SUBORDINATE.has(previous))) return;
    out.push({ lemma, cls });
  });
  return out;
}

/** Adverbs that make a following participle a state ("currently stopped", "previously deleted"), not an action of the tool. */
const STATE_ADVERBS = wordSet('currently previously already recently formerly once');

/** Two-word verbs written as one word ("Roll back the last change" → "rollback the last change"). */
function joinPhrasalVerbs(words: string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < words.length; i++) {
    const joined = phrasalVerb(words[i] as string, words[i + 1] ?? '');
    if (joined === undefined) out.push(words[i] as string);
    else {
      out.push(joined);
      i++;
    }
  }
  return out;
}

function verbsIn(words: string[]): DescriptionVerb[] {
  const out: DescriptionVerb[] = [];
  for (const [index, word] of words.entries()) {
    // "services that are currently stopped": the participle says what state something is in; the tool does not stop it.
    if (/ed$/.test(word) && STATE_ADVERBS.has(words[index - 1] ?? '')) continue;
    const lemma = verbLemma(word);
    if (lemma !== undefined) out.push({ lemma, cls: verbClass(lemma) as VerbClass });
  }
  return out;
}

/**
 * A description that also says the tool can write: a read-write mode, a write permission or access it needs or can be
 * given, DDL or DML, or a list of SQL statements that change data. A read-only claim beside it covers one mode or one
 * operation of the tool ("READ-ONLY MODE … READ-WRITE MODE", "DescribeClusters (read-only) … CreateCluster (requires
 * WRITE permission)"), not the tool. Said in a clause that forbids it ("no write operations allowed", "INSERT, UPDATE
 * and DELETE are rejected"), it is the read-only claim again.
 */
/** The statements that change a database, as prose names them ("INSERT, UPDATE and DELETE"). */
const CHANGING_STATEMENTS = alternation(words('insert update delete drop alter create'));
const WRITES_TOO = new RegExp(
  String.raw`\bread[- ]write\b|\bwrite (?:permissions?|access|mode|operations?)\b|\ballow[_ -]?writes?\b|\b(?:ddl|dml)\b|\b(?:${CHANGING_STATEMENTS})(?:,\s*|\s+(?:and|or)\s+)(?:${CHANGING_STATEMENTS})\b`,
  'g',
);
/** Prose that says one call touches many items: all that match, in bulk, many rows. */
const BULK_TEXT = new RegExp(
  `\\b(?:all|every|each)\\s+(?:\\w+\\s+){0,2}(?:that|which)\\s+match|\\bmatching\\s+(?:the\\s+)?(?:filter|query|criteria)|(?<!\\b(?:unlike|than|instead of|not)\\s+(?:the\\s+|a\\s+)?)\\bin\\s+bulk\\b|(?<!\\b(?:unlike|than|instead of|not)\\s+(?:the\\s+|a\\s+)?)\\bbulk[- ]\\w+|\\bmany\\s+(?:${alternation(COLLECTION_UNITS)})\\b`,
);
const FORBIDS =
  /\b(?:no|not|never|without|prohibited|forbidden|disallowed|rejected|blocked|refused|disabled|denied|cannot|can't|won't)\b/;

function writesToo(lower: string): boolean {
  for (const match of lower.matchAll(WRITES_TOO)) {
    const at = match.index ?? 0;
    const start = Math.max(0, ...['.', ';', ':', '\n', '!', '?'].map((stop) => lower.lastIndexOf(stop, at - 1) + 1));
    const ends = ['.', ';', '\n', '!', '?'].map((stop) => lower.indexOf(stop, at)).filter((end) => end >= 0);
    const clause = lower.slice(start, ends.length > 0 ? Math.min(...ends) : lower.length);
    if (!FORBIDS.test(clause)) return true;
  }
  return false;
}

/** The words that say the tool only reads ("read-only", "does not modify"), unless said of something else. */
function readOnlyClaim(lower: string): string | undefined {
  if (writesToo(lower)) return undefined;
  const claims = [
    /read[- ]only/g,
    /\bselect (?:query|queries|statements?) only\b|\bonly select\b|\bexecute a select\b|\brun a select\b/g,
    /\b(?:does not|doesnt|does n't|will not|won't|never) (?:modify|change|alter|write|mutate|delete)/g,
    /\bwithout (?:modifying|changing|altering|writing)\b/g,
    /\bno side[- ]effects\b/g,
    // Chinese: 只读 ("read-only"), as in "执行只读 SQL".
    /只读/g,
  ];
  for (const pattern of claims) {
    for (const match of lower.matchAll(pattern)) {
      const at = match.index ?? 0;
      const before = lower.slice(Math.max(0, at - 40), at);
      // "not read-only", "non-read-only", "unavailable in read-only mode", "if the server runs read-only".
      if (/\bnon-?$/.test(before)) continue;
      if (/\b(?:not|unless|except|disabled|unavailable|outside|isn't|isnt)\b\W+(?:\w+\W+){0,3}$/.test(before)) continue;
      if (/\b(?:if|when|whether)\b[^.;:]*$/.test(before)) continue;
      // "Marks the file as read-only", "sets a share to read-only": the tool makes something else read-only.
      // "to read-only" is that too, but "to run read-only queries" is the tool's own way of working.
      if (
        /\b(?:as|make|makes|making|set|sets|mark|marks|become|becomes)\s+(?:[\w-]+\s+){0,3}$/.test(before) ||
        /\bto\s+$/.test(before)
      )
        continue;
      return match[0];
    }
  }
  return undefined;
}

function destructivePhrases(lower: string): string[] {
  const found: string[] = [];
  const patterns: Array<[RegExp, string]> = [
    [/\boverwrit(?:e|es|ing|ten)\b/, 'overwrites existing data'],
    [/\bpermanent(?:ly)?\b/, 'says the change is permanent'],
    [
      /\birreversibl[ey]\b|\bcannot be (?:undone|reversed|recovered)\b|\bcan ?not be undone\b/,
      'says the change cannot be undone',
    ],
    [/(?<!non[- ])(?<!not )\bdestructive\b(?! operations? \()/, 'calls itself destructive'],
    // Clearing a cache, an override or a selection loses no data: "clear the override to restore the real location".
    [
      /\b(?:clears?|wipes?|erases?) (?:all|any|the|existing|every)\b(?! (?:cached?|overrides?|selection|selected|highlights?|filters?|search|input|console)\b)/,
      'clears existing data',
    ],
    [/\breplac(?:es|ing|e) (?:the )?(?:entire|whole|existing|full)\b|\bcompletely replac/, 'replaces existing content'],
    [/\bdata (?:will be|is) (?:lost|replaced|deleted)\b/, 'says data is lost'],
    // "If an override already exists for that address, POST updates the existing override": an upsert replaces.
    [
      /\b(?:already exists?|exists already)\b[^.;]{0,60}?\b(?:updates?|replaces?|overwrites?) (?:the |that |its )?(?:existing|current|old|previous)\b/,
      'updates what already exists',
    ],
    // "Use conflictBehavior to control behavior on name conflict: 'rename', 'replace', or 'fail'": a same-named item can be replaced.
    [/\bconflict ?behaviou?r\b[^.;]{0,80}?['"`]replace['"`]/, 'can replace an item of the same name'],
    // "This rich menu will be registered as the default": the previous default is replaced for everyone.
    [
      /\b(?:will be |is |gets )?(?:registered|set|made) as the (?:new )?default\b|\bbecomes? the (?:new )?default\b/,
      'replaces the current default',
    ],
  ];
  for (const [pattern, label] of patterns) {
    const match = pattern.exec(lower);
    if (!match) continue;
    // "never overwrites", "does not replace the existing file", "without clearing": a denial, not a claim.
    const before = lower.slice(Math.max(0, match.index - 24), match.index);
    if (/\b(?:never|not|no|without|cannot|can't|won't|doesn't|doesnt|don't|will not|does not)\b[\w\s-]*$/.test(before))
      continue;
    // "releasing wipes the device": a sentence whose subject is another action says what that action does.
    if (/\b[a-z]{3,}ing\s+$/.test(before) && verbLemma(/([a-z]{3,}ing)\s+$/.exec(before)?.[1] ?? '') !== undefined)
      continue;
    // "overwrite existing empty cells": filling what is empty loses nothing.
    if (
      label === 'overwrites existing data' &&
      /^overwrit\w*\s+(?:\w+\s+)?(?:empty|blank)\b/.test(lower.slice(match.index))
    )
      continue;
    found.push(label);
  }
  return found;
}

function steering(lower: string): string[] {
  const found: string[] = [];
  const patterns: Array<[RegExp, string]> = [
    [
      /ignore (?:all )?(?:previous|prior|above|earlier) (?:instructions|messages)/,
      'asks the model to ignore its instructions',
    ],
    [
      /do not (?:tell|inform|mention|reveal)[^.]{0,40}\buser\b|without (?:telling|informing) the user/,
      'asks the model to hide something from the user',
    ],
    [
      /<\s*important\s*>|<\s*system\s*>|\bsystem prompt\b/,
      'contains markup aimed at the model rather than at a reader',
    ],
    [
      /\b(?:send|forward|include|pass)\b[^.]{0,40}\b(?:ssh key|private key|api key|password|credentials|\.env|id_rsa)\b/,
      'asks for secrets to be passed along',
    ],
  ];
  for (const [pattern, label] of patterns) if (pattern.test(lower)) found.push(label);
  return found;
}

/**
 * The combine step: name, description and schema signals in, one judgement of
 * what the tool does out (read-only? destructive? which kind of power?).
 *
 * Order of trust: the name's verb, then the description's leading verbs, then
 * nouns. Context then reinterprets verbs (a "drop" in a browser is a drag and
 * drop, "stop" on a video recording changes nothing, "transfer" with an amount
 * moves money), and explicit claims in the description or schema adjust the result.
 */
import { analyseDescription, READ_ACTION_NOUNS, type DescriptionSignals } from './description-signals.ts';
import { analyseName, type NameSignals } from './name-signals.ts';
import { analyseSchema, type SchemaSignals } from './schema-signals.ts';
import { tokenizeText } from './tokens.ts';
import { applyVerbContext, verbContext, type ContextStep, type ContextVerb } from './verb-context.ts';
import { CLASS_RANK, HOMOGRAPHS, READ_CLASSES, verbClass, verbLemma, type VerbClass } from './verbs.ts';
import {
  BULK_WORDS,
  bulkNameWords,
  LOCAL_WORDS,
} from './nouns.ts';

/** A verb as the judgement reads it (its shape is verb-context.ts's, whose rows change its class). */
export type JudgedVerb = ContextVerb;

export type EvidenceStrength = 'strong' | 'medium' | 'weak';

export interface InferredEffect {
  readOnly: boolean;
  destructive: boolean;
  idempotent: boolean;
  openWorld: boolean;
  /** The verbs the judgement rests on, after context rules. */
  verbs: JudgedVerb[];
  /** The verb with the highest rank: the one the rules read first. */
  dominant: JudgedVerb;
  /** Why the tool is (not) read-only, one short phrase each. */
  readReasons: string[];
  /** Why the tool is destructive, one short phrase each; empty when it is not. */
  destructiveReasons: string[];
  /** How firm the evidence is. */
  strength: EvidenceStrength;
  /** Notes on weak or conflicting evidence, for the reviewer. */
  doubts: string[];
  /** Where the verbs came from. */
  basis: 'name' | 'document-name' | 'description' | 'nouns' | 'fallback';
  /** The word read as a verb we do not know (basis "fallback" with no reading): what the tool does is a guess. */
  unknownVerb?: string;
  /** The verbs whose class a context rule changed (verb-context.ts), in order. */
  contextSteps: ContextStep[];
  /** The tool drives a live browser or page. */
  browser: boolean;
  /** The caller supplies code, commands or SQL that the server runs. */
  runsCode: boolean;
  /** Money or payments are in play. */
  money: boolean;
  /** The change reaches many objects at once. */
  bulk: boolean;
  name: NameSignals;
  description: DescriptionSignals;
  schema: SchemaSignals;
}

/** Read verbs whose SQL or code argument is the thing analysed, not something that runs. */
const ANALYSE_VERBS = new Set(['validate', 'lint', 'format', 'parse', 'explain', 'suggest', 'analyze', 'analyse', 'check', 'verify', 'convert', 'translate', 'generate', 'scaffold', 'review', 'diff', 'compare', 'describe', 'plan']);

/** Verbs that keep the same state when repeated with the same arguments. */
const IDEMPOTENT_VERBS = new Set([
  'set', 'update', 'edit', 'configure', 'put', 'upsert', 'delete', 'remove', 'drop', 'clear', 'reset', 'mark', 'unmark',
  'resolve', 'unresolve', 'star', 'unstar', 'close', 'lock', 'unlock', 'enable', 'disable', 'approve', 'replace',
  'overwrite', 'stop', 'cancel', 'pause', 'scale', 'apply', 'uninstall', 'assign', 'unassign', 'pin', 'unpin', 'archive',
  'unarchive', 'hide', 'unhide', 'mute', 'unmute', 'purge', 'destroy', 'wipe', 'revoke', 'rename', 'patch', 'restore',
  'watch', 'unwatch', 'subscribe', 'unsubscribe', 'follow', 'unfollow', 'dismiss', 'acknowledge', 'checkout', 'switch',
]);

/** Strong removal verbs that still make an in-place update destructive. */
const HARD_DELETE = new Set(['delete', 'destroy', 'drop', 'purge', 'wipe', 'erase', 'truncate', 'overwrite', 'expunge', 'shred', 'nuke']);

/** Nouns of file-like content: replacing part of one loses what was there. */
const CONTENT_OBJECTS = new Set(['file', 'files', 'content', 'contents', 'document', 'documents', 'text', 'line', 'lines', 'data', 'storage', 'state', 'cookies', 'blob', 'object', 'objects']);

/** Objects a "resolve" looks up rather than settles. */
const LOOKUP_OBJECTS = new Set(['id', 'ids', 'name', 'names', 'host', 'hostname', 'address', 'dns', 'path', 'url', 'uri', 'reference', 'ref', 'alias', 'symbol', 'library', 'version', 'location', 'coordinates', 'identifier', 'handle', 'did', 'domain']);

/** Classes whose code-like parameters are content to store, not code to run (create_function with a code body). */
const STORES_CONTENT = new Set<VerbClass>(['create', 'modify', 'state', 'send']);

/** What running something names when it runs code or commands, whose effects are unbounded (not a search or a report). */
const CODE_OBJECTS = new Set(['code', 'command', 'commands', 'cmd', 'script', 'scripts', 'shell', 'bash', 'sh', 'sql', 'statement', 'statements', 'program', 'notebook', 'cell', 'cells', 'snippet', 'javascript', 'js', 'python', 'py', 'node', 'terminal', 'process', 'binary', 'executable', 'playbook', 'migration', 'migrations']);

export function inferEffect(tool: { name: string; description?: string; inputSchema?: Record<string, unknown> }): InferredEffect {
  const name = analyseName(tool.name);
  const description = analyseDescription(tool.description);
  const schema = analyseSchema(tool.inputSchema, tool.description);
  const doubts: string[] = [];
  let unknownVerb: string | undefined;

  // 1. Base verbs, by order of trust.
  let verbs: JudgedVerb[] = [];
  let basis: InferredEffect['basis'];
  if (name.documentNoun) {
    verbs = [{ lemma: 'read', cls: 'read', source: 'noun' }];
    basis = 'document-name';
  } else if (name.primary) {
    verbs = name.verbs.map((verb) => ({ lemma: verb.token, cls: verb.cls, source: 'name' as const }));
    const primary = verbs[0] as JudgedVerb;
    const lead = description.leading[0];
    if (HOMOGRAPHS.has(primary.lemma) && name.primary.index > 0 && lead !== undefined && !HOMOGRAPHS.has(lead.lemma)) {
      // "browser_network_request": a word that is as often a noun, inside the name, gives way to a clear opening verb.
      verbs.splice(0, 1, ...description.leading.map((verb) => ({ ...verb, source: 'description' as const })));
    } else if (primary.cls === 'execute' || primary.cls === 'generic') {
      // "execute_query", "run_search": a generic verb named after a read action is that read.
      const readNoun = name.tokens.slice(name.primary.index + 1).map((token) => READ_ACTION_NOUNS[token]).find((lemma) => lemma !== undefined);
      if (readNoun !== undefined) verbs[0] = { lemma: readNoun, cls: 'read', source: 'name' };
    } else if (primary.lemma === 'resolve' && name.nouns.some((noun) => LOOKUP_OBJECTS.has(noun))) {
      // "resolve_library_id" looks something up; "resolve_thread" changes its state.
      verbs[0] = { lemma: 'resolve', cls: 'read', source: 'name' };
    }
    basis = 'name';
  } else if (description.leading.length > 0) {
    verbs = description.leading.map((verb) => ({ ...verb, source: 'description' as const }));
    basis = 'description';
    doubts.push('The name has no verb, so the judgement rests on the opening of the description.');
  } else if (name.readNoun) {
    verbs = [{ lemma: 'get', cls: 'read', source: 'noun' }];
    basis = 'nouns';
    doubts.push('Neither the name nor the description opens with a verb; judged a read from the data nouns in the name.');
  } else if (description.nounPhraseLead && !description.empty && !name.tokens.includes(tokenizeText(description.sentence)[0] ?? '')) {
    verbs = [{ lemma: 'get', cls: 'read', source: 'noun' }];
    basis = 'nouns';
    doubts.push('Neither the name nor the description opens with a verb; the description names data, so judged a read.');
  } else {
    const clear = description.firstSentenceVerbs.find((verb) => !HOMOGRAPHS.has(verb.lemma)) ?? description.allVerbs.find((verb) => !HOMOGRAPHS.has(verb.lemma));
    if (clear) {
      verbs = [{ ...clear, source: 'description' }];
      basis = 'description';
      doubts.push(`No verb opens the name or the description; judged from the verb "${clear.lemma}" further on.`);
    } else {
      const opening = name.tokens[0] ?? tokenizeText(description.sentence)[0];
      const again = opening === undefined ? undefined : repeatedVerb(opening);
      if (again !== undefined && opening !== undefined) {
        // "resend_invite", "reindex_table": a verb we know, done again. Read as that verb, with low confidence.
        verbs = [{ lemma: again, cls: verbClass(again) as VerbClass, source: 'name' }];
        basis = 'fallback';
        doubts.push(`"${opening}" is not a verb we know; read as "${again}" done again. Check that reading.`);
      } else {
        // A word we do not know: neither the worst reading nor a read. Judged a plain change of medium risk,
        // with low confidence and a flag, until a person says what it does; other evidence can still raise it.
        unknownVerb = opening !== undefined && /^[a-z]{3,}$/.test(opening) ? opening : 'change';
        verbs = [{ lemma: unknownVerb, cls: 'generic', source: 'noun' }];
        basis = 'fallback';
        doubts.push(`No known verb in the name or the description${unknownVerb !== 'change' ? ` ("${unknownVerb}" is not one we know)` : ''}; judged a change of medium risk until a person reads what it does.`);
      }
    }
  }

  // 2. A generic verb ("write", "manage") takes its meaning from the description and the operations offered.
  const nonRead = (list: JudgedVerb[]) => list.some((verb) => !READ_CLASSES.has(verb.cls));
  if (verbs.some((verb) => verb.cls === 'generic')) {
    // Words such as "comment", "type" or "new" are nouns in prose; only the opening verbs and clear verbs count.
    const described = [...description.leading, ...description.allVerbs.filter((verb) => !HOMOGRAPHS.has(verb.lemma))];
    for (const verb of described) {
      if (!READ_CLASSES.has(verb.cls) && verb.cls !== 'execute' && verb.cls !== 'financial') verbs.push({ ...verb, source: 'description' });
    }
  }
  if (nonRead(verbs) || basis !== 'name') {
    for (const verb of schema.operations) if (!READ_CLASSES.has(verb.cls)) verbs.push({ ...verb, source: 'operation' });
  }

  // 3. Context reinterprets verbs: the rows of verb-context.ts, first that fits wins.
  const context = verbContext(name, description, schema, verbs[0], tool.description ?? '');
  const { browser, money, bringsBack } = context;
  const read = applyVerbContext(verbs, context);
  verbs = read.verbs;
  const contextSteps = read.steps;

  // 4. Read-only or not.
  const readReasons: string[] = [];
  let readOnly = verbs.every((verb) => READ_CLASSES.has(verb.cls));
  const primary = verbs[0] as JudgedVerb;
  if (readOnly) {
    readReasons.push(`${describeSource(primary)} "${primary.lemma}" only reads`);
    const claim = description.actionClaims[0];
    if (claim !== undefined && !description.readOnlyClaim) {
      // "get_digest: Builds the digest and sends it to subscribers": the description says more than the name.
      readOnly = false;
      verbs.push({ ...claim, source: 'description' });
      readReasons.push(`the description says it "${claim.lemma}"s as well`);
    } else if (schema.sql.length > 0 && !description.readOnlyClaim && !ANALYSE_VERBS.has(primary.lemma)) {
      readOnly = false;
      verbs.push({ lemma: 'execute', cls: 'execute', source: 'inferred' });
      readReasons.push(`the ${quoteList(schema.sql)} parameter takes SQL that may write, and nothing says it is limited to reads`);
    } else if (schema.code.length > 0 && !description.readOnlyClaim && !ANALYSE_VERBS.has(primary.lemma) && description.firstSentenceVerbs.some((verb) => verb.cls === 'execute')) {
      // "Open a page and run browser code": code the caller writes runs, whatever the opening verb says.
      readOnly = false;
      verbs.push({ lemma: 'execute', cls: 'execute', source: 'inferred' });
      readReasons.push(`the ${quoteList(schema.code)} parameter carries code that the tool runs`);
    } else if (schema.savesToPath.length > 0 && !description.readOnlyClaim) {
      // A screenshot or dump saved to any path the caller names writes to the file system, and can overwrite a file there.
      readOnly = false;
      verbs.push({ lemma: 'save', cls: 'create', source: 'operation' });
      readReasons.push(`it saves its result to the path given in ${quoteList(schema.savesToPath)}`);
    } else if (schema.dryRun && !ANALYSE_VERBS.has(primary.lemma)) {
      readOnly = false;
      verbs.push({ lemma: 'change', cls: 'modify', source: 'inferred' });
      readReasons.push('it has a dry-run switch, which only tools that change things need');
    }
  } else {
    const changing = verbs.filter((verb) => !READ_CLASSES.has(verb.cls));
    const softOnly = changing.every((verb) => verb.cls === 'execute' || verb.cls === 'generic' || verb.cls === 'trigger');
    if (description.readOnlyClaim && softOnly && schema.code.length === 0) {
      readOnly = true;
      verbs = verbs.map((verb) => (READ_CLASSES.has(verb.cls) ? verb : { ...verb, cls: 'read' }));
      readReasons.push('the description says it runs read-only');
    } else {
      readReasons.push(...new Set(changing.map((verb) => `${describeSource(verb)} "${verb.lemma}" ${CLASS_PHRASE[verb.cls]}`)));
      readReasons.splice(3);
    }
  }

  // 5. Destructive or not (only meaningful when not read-only).
  const destructiveReasons: string[] = [];
  const bulk = bulkNameWords(name.tokens, BULK_WORDS).length > 0 || description.bulk;
  let dominant = pickDominant(verbs);
  const runsSuppliedCode = schema.code.length > 0 && !STORES_CONTENT.has(dominant.cls);
  if (!readOnly) {
    // Running code or commands is unbounded; running a search, a report or a research job is not.
    const runsCodeOrCommands =
      schema.code.length > 0 ||
      schema.sql.length > 0 ||
      name.nouns.some((noun) => CODE_OBJECTS.has(noun)) ||
      /\b(?:code|commands?|scripts?|shell|sql|statements?|transactions?|mutations?)\b/.test((tool.description ?? '').toLowerCase()) ||
      description.allVerbs.some((verb) => verb.cls === 'delete');
    for (const verb of verbs) {
      if (verb.cls === 'execute' && !runsCodeOrCommands) continue;
      if (['delete', 'overwrite', 'disruptive', 'interact', 'execute'].includes(verb.cls)) {
        destructiveReasons.push(`${describeSource(verb)} "${verb.lemma}" ${CLASS_PHRASE[verb.cls]}`);
      }
    }
    if (runsSuppliedCode && !destructiveReasons.some((reason) => reason.includes('runs'))) {
      destructiveReasons.push(`the ${quoteList(schema.code)} parameter carries code or commands, whose effects are unbounded`);
    }
    if (schema.sql.length > 0 && !description.readOnlyClaim) {
      destructiveReasons.push(`the ${quoteList(schema.sql)} parameter takes arbitrary SQL, which can delete or overwrite rows`);
    }
    if (bulk && ['modify', 'generic', 'overwrite'].includes(dominant.cls)) destructiveReasons.push('it changes many objects at once');
    for (const phrase of description.destructivePhrases) destructiveReasons.push(`the description ${phrase}`);
    // Removals mentioned in the opening sentence of a tool that mainly creates, triggers or manages.
    const strictUpdate = dominant.cls === 'modify';
    for (const raw of description.firstSentenceVerbs) {
      // The same context rows read these verbs too ("apply a label" adds).
      const inContext = applyVerbContext([{ ...raw, source: 'description' as const }], context);
      const verb = inContext.verbs[0] as JudgedVerb;
      const removes = verb.cls === 'delete' || verb.cls === 'overwrite' || verb.cls === 'disruptive';
      if (!removes && inContext.steps.length > 0 && (raw.cls === 'delete' || raw.cls === 'overwrite' || raw.cls === 'disruptive')) contextSteps.push(...inContext.steps);
      if (!removes || verbs.some((known) => known.lemma === verb.lemma)) continue;
      // ...nor is "deleted" in "restores a deleted card" a deletion.
      if (bringsBack && (verb.lemma === 'restore' || verb.lemma === 'recover' || verb.cls === 'delete')) continue;
      // An in-place update escalates only on hard removals or a plain statement ("removes members who left").
      if (strictUpdate && !HARD_DELETE.has(verb.lemma) && !description.actionClaims.some((claim) => claim.lemma === verb.lemma)) continue;
      if (['create', 'state', 'send', 'trigger', 'generic', 'modify'].includes(dominant.cls)) {
        destructiveReasons.push(`the description also says it can "${verb.lemma}"`);
        verbs.push({ ...verb, source: 'description' });
      }
    }
    // Replacing part of a file or stored content loses what was there.
    const replaces = /\breplac(?:e|es|ing)\b/.test((tool.description ?? '').toLowerCase());
    const contentObject = name.nouns.some((noun) => CONTENT_OBJECTS.has(noun)) || schema.content.some((param) => CONTENT_OBJECTS.has(param.toLowerCase()));
    if (replaces && contentObject && ['modify', 'generic', 'create'].includes(dominant.cls)) {
      destructiveReasons.push('the description says it replaces existing content');
    }
  }
  const destructive = !readOnly && destructiveReasons.length > 0;

  // The category is the rule table's (rules.ts, stage "category"); only the verb classes are needed below.
  const classes = new Set(verbs.map((verb) => verb.cls));
  dominant = pickDominant(verbs);

  // 7. Idempotent and open-world, the two hints the policy does not turn on.
  const idempotent = readOnly || (verbs.every((verb) => IDEMPOTENT_VERBS.has(verb.lemma) || READ_CLASSES.has(verb.cls)) && !classes.has('execute'));
  const lowerDescription = (tool.description ?? '').toLowerCase();
  const remoteWords = /\b(?:api|service|server|web|internet|online|remote|cloud|model|models|account)\b/.test(lowerDescription);
  const pure = verbs.every((verb) => verb.cls === 'compute') && schema.url.length === 0 && !remoteWords;
  const remoteParams = schema.parameters.some((parameter) => /^(?:owner|repo|repository|project|projectid|project_id|bucket|org|organization|account|accountid|account_id|cluster|clustername|workspace)$/i.test(parameter.name));
  const fileObject = name.nouns.some((noun) => /^(?:file|files|directory|directories|folder|folders|path|paths)$/.test(noun));
  const local =
    schema.url.length === 0 &&
    schema.code.length === 0 &&
    !classes.has('execute') &&
    !browser &&
    !remoteParams &&
    (name.tokens.some((token) => LOCAL_WORDS.has(token)) ||
      schema.parameters.some((parameter) => LOCAL_WORDS.has(parameter.name.toLowerCase())) ||
      (fileObject && schema.path.length > 0 && !remoteWords) ||
      /\b(?:knowledge graph|local (?:file ?system|disk|directory|machine)|working (?:tree|directory)|in[- ]memory|locally)\b/.test(lowerDescription));
  const openWorld = !(pure || local);

  // 8. How firm is this?
  let strength: EvidenceStrength;
  if (basis === 'name' || basis === 'document-name') {
    const clearVerb = name.primary !== undefined && !HOMOGRAPHS.has(name.primary.token);
    const leadRead = description.leading.length > 0 ? description.leading.every((verb) => READ_CLASSES.has(verb.cls)) : undefined;
    const sameVerb = description.leading.some((lead) => verbs.some((verb) => verb.lemma === lead.lemma));
    const disagrees = leadRead !== undefined && leadRead !== readOnly && !description.readOnlyClaim && !sameVerb;
    if (disagrees) {
      doubts.push(
        readOnly
          ? `The name reads as a read, but the description opens with "${description.leading[0]?.lemma}".`
          : `The name says "${primary.lemma}", but the description opens with the read verb "${description.leading[0]?.lemma}".`,
      );
    }
    strength = disagrees ? 'weak' : clearVerb || basis === 'document-name' ? 'strong' : 'medium';
  } else {
    strength = basis === 'description' ? 'medium' : 'weak';
  }
  if (description.empty) {
    doubts.push('The tool has no description; only the name and parameters were judged.');
    if (strength === 'strong') strength = 'medium';
  }

  return {
    ...(unknownVerb !== undefined ? { unknownVerb } : {}),
    readOnly,
    destructive,
    idempotent,
    openWorld,
    verbs,
    dominant,
    readReasons,
    destructiveReasons: destructive ? [...new Set(destructiveReasons)] : [],
    strength,
    doubts,
    basis,
    contextSteps,
    browser,
    runsCode: !readOnly && (runsSuppliedCode || schema.sql.length > 0 || classes.has('execute')),
    money,
    bulk,
    name,
    description,
    schema,
  };
}

/** What a verb of each class does, as a short phrase ("removes data"). */
export const CLASS_PHRASE: Record<VerbClass, string> = {
  read: 'only reads',
  compute: 'only computes',
  session: 'only opens or closes a connection',
  export: 'only copies data out',
  display: 'only changes what is shown',
  create: 'adds data',
  modify: 'changes data in place',
  state: 'changes a state',
  generic: 'writes',
  execute: 'runs code or commands',
  trigger: 'starts an operation',
  send: 'sends something out',
  disruptive: 'interrupts or replaces something running',
  interact: 'drives a page, whose effects cannot be bounded',
  overwrite: 'replaces existing data',
  delete: 'removes data',
  financial: 'moves money',
};

function describeSource(verb: JudgedVerb): string {
  switch (verb.source) {
    case 'name':
      return 'the name verb';
    case 'description':
      return 'the description verb';
    case 'operation':
      return 'the operation';
    case 'noun':
      return 'the name';
    case 'inferred':
      return 'the signals imply';
  }
}

/** A word made of "re" and a verb we know (resend → send, reindex → index): the same action again. */
function repeatedVerb(word: string): string | undefined {
  if (!/^re[a-z]{3,}$/.test(word) || verbLemma(word) !== undefined) return undefined;
  const lemma = verbLemma(word.slice(2));
  return lemma !== undefined && verbClass(lemma) !== undefined ? lemma : undefined;
}

function pickDominant(verbs: JudgedVerb[]): JudgedVerb {
  let best = verbs[0] as JudgedVerb;
  for (const verb of verbs) if (CLASS_RANK[verb.cls] > CLASS_RANK[best.cls]) best = verb;
  return best;
}

function quoteList(names: string[]): string {
  return names.map((name) => `"${name}"`).join(', ');
}

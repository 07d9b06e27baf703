/**
 * The combine step: name, description and schema signals in, one judgement of
 * what the tool does out (read-only? destructive? which kind of power?).
 *
 * Order of trust: the name's verb, then the description's leading verbs, then
 * nouns. Context then reinterprets verbs (a "drop" in a browser is a drag and
 * drop, "stop" on a video recording changes nothing, "transfer" with an amount
 * moves money), and explicit claims in the description or schema adjust the result.
 */
import { analyseDescription, type DescriptionSignals } from './signals/description.ts';
import {
  CLASS_PHRASE,
  DESTRUCTIVE_ROWS,
  describeSource,
  NAME_VERB_ROWS,
  READ_ONLY_ROWS,
  type ReadingInput,
} from './reading-rows.ts';
import { analyseName, type NameSignals } from './signals/name.ts';
import { analyseSchema, type SchemaSignals } from './signals/schema.ts';
import { tokenizeText } from './signals/tokens.ts';
import { applyVerbContext, verbContext, type ContextStep, type ContextVerb } from './verb-context.ts';
import { CLASS_RANK, HOMOGRAPHS, READ_CLASSES, verbClass, verbLemma, type VerbClass } from './vocabulary/verbs.ts';
import { BULK_WORDS, bulkNameWords, LOCAL_WORDS } from './vocabulary/nouns.ts';

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
  /** The rows of reading-rows.ts that settled the name's verb, read-only or destructive, in order. */
  readingSteps: string[];
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

/** Verbs that keep the same state when repeated with the same arguments. */
const IDEMPOTENT_VERBS = new Set([
  'set',
  'update',
  'edit',
  'configure',
  'put',
  'upsert',
  'delete',
  'remove',
  'drop',
  'clear',
  'reset',
  'mark',
  'unmark',
  'resolve',
  'unresolve',
  'star',
  'unstar',
  'close',
  'lock',
  'unlock',
  'enable',
  'disable',
  'approve',
  'replace',
  'overwrite',
  'stop',
  'cancel',
  'pause',
  'scale',
  'apply',
  'uninstall',
  'assign',
  'unassign',
  'pin',
  'unpin',
  'archive',
  'unarchive',
  'hide',
  'unhide',
  'mute',
  'unmute',
  'purge',
  'destroy',
  'wipe',
  'revoke',
  'rename',
  'patch',
  'restore',
  'watch',
  'unwatch',
  'subscribe',
  'unsubscribe',
  'follow',
  'unfollow',
  'dismiss',
  'acknowledge',
  'checkout',
  'switch',
]);

/** Classes whose code-like parameters are content to store, not code to run (create_function with a code body). */
const STORES_CONTENT = new Set<VerbClass>(['create', 'modify', 'state', 'send']);

export function inferEffect(tool: {
  name: string;
  description?: string;
  inputSchema?: Record<string, unknown>;
}): InferredEffect {
  const name = analyseName(tool.name);
  const description = analyseDescription(tool.description);
  const schema = analyseSchema(tool.inputSchema, tool.description);
  const doubts: string[] = [];
  /** The ids of the reading rows (reading-rows.ts) that fired, in order. */
  const readingSteps: string[] = [];
  const readingInput = (current: JudgedVerb[], bulk = false, bringsBack = false): ReadingInput => ({
    name,
    description,
    schema,
    text: tool.description ?? '',
    verbs: current,
    bulk,
    bringsBack,
  });
  let unknownVerb: string | undefined;

  // 1. Base verbs, by order of trust.
  let verbs: JudgedVerb[] = [];
  let basis: InferredEffect['basis'];
  if (name.documentNoun) {
    verbs = [{ lemma: 'read', cls: 'read', source: 'noun' }];
    basis = 'document-name';
  } else if (name.primary) {
    verbs = name.verbs.map((verb) => ({ lemma: verb.token, cls: verb.cls, source: 'name' as const }));
    // The name-verb rows (reading-rows.ts): the first that fits settles what the name's verb is.
    const first = verbs[0] as JudgedVerb;
    for (const row of NAME_VERB_ROWS) {
      const replaced = row.when(readingInput(verbs), first);
      if (replaced === undefined) continue;
      verbs.splice(0, 1, ...replaced);
      readingSteps.push(row.id);
      break;
    }
    basis = 'name';
  } else if (description.leading.length > 0) {
    verbs = description.leading.map((verb) => ({ ...verb, source: 'description' as const }));
    basis = 'description';
    doubts.push('The name has no verb, so the judgement rests on the opening of the description.');
  } else if (name.readNoun) {
    verbs = [{ lemma: 'get', cls: 'read', source: 'noun' }];
    basis = 'nouns';
    doubts.push(
      'Neither the name nor the description opens with a verb; judged a read from the data nouns in the name.',
    );
  } else if (descriptionNamesData(name, description)) {
    verbs = [{ lemma: 'get', cls: 'read', source: 'noun' }];
    basis = 'nouns';
    doubts.push(
      'Neither the name nor the description opens with a verb; the description names data, so judged a read.',
    );
  } else {
    const clear =
      description.firstSentenceVerbs.find((verb) => !HOMOGRAPHS.has(verb.lemma)) ??
      description.allVerbs.find((verb) => !HOMOGRAPHS.has(verb.lemma));
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
        doubts.push(
          `No known verb in the name or the description${unknownVerb !== 'change' ? ` ("${unknownVerb}" is not one we know)` : ''}; judged a change of medium risk until a person reads what it does.`,
        );
      }
    }
  }

  // 2. A generic verb ("write", "manage") takes its meaning from the description and the operations offered.
  const nonRead = (list: JudgedVerb[]) => list.some((verb) => !READ_CLASSES.has(verb.cls));
  if (verbs.some((verb) => verb.cls === 'generic')) {
    // Words such as "comment", "type" or "new" are nouns in prose; only the opening verbs and clear verbs count.
    const described = [...description.leading, ...description.allVerbs.filter((verb) => !HOMOGRAPHS.has(verb.lemma))];
    for (const verb of described) {
      if (!READ_CLASSES.has(verb.cls) && verb.cls !== 'execute' && verb.cls !== 'financial')
        verbs.push({ ...verb, source: 'description' });
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

  // 4. Read-only or not: the verbs decide, and the first read-only row that fits (reading-rows.ts) may turn the reading.
  const readReasons: string[] = [];
  let readOnly = verbs.every((verb) => READ_CLASSES.has(verb.cls));
  const primary = verbs[0] as JudgedVerb;
  if (readOnly) readReasons.push(`${describeSource(primary)} "${primary.lemma}" only reads`);
  const turned = READ_ONLY_ROWS.filter((row) => row.turns === (readOnly ? 'write' : 'read'))
    .map((row) => ({ row, hit: row.when(readingInput(verbs), primary) }))
    .find((candidate) => candidate.hit !== undefined);
  if (turned?.hit) {
    readingSteps.push(turned.row.id);
    readReasons.push(turned.hit.reason);
    if (readOnly && turned.hit.verb) verbs.push(turned.hit.verb);
    if (!readOnly) verbs = verbs.map((verb) => (READ_CLASSES.has(verb.cls) ? verb : { ...verb, cls: 'read' }));
    readOnly = !readOnly;
  } else if (!readOnly) {
    const changing = verbs.filter((verb) => !READ_CLASSES.has(verb.cls));
    readReasons.push(
      ...new Set(changing.map((verb) => `${describeSource(verb)} "${verb.lemma}" ${CLASS_PHRASE[verb.cls]}`)),
    );
    readReasons.splice(3);
  }

  // 5. Destructive or not (only meaningful when not read-only): every destructive row (reading-rows.ts) adds its reasons.
  const destructiveReasons: string[] = [];
  const bulk = bulkNameWords(name.tokens, BULK_WORDS).length > 0 || description.bulk;
  let dominant = pickDominant(verbs);
  const runsSuppliedCode = schema.code.length > 0 && !STORES_CONTENT.has(dominant.cls);
  if (!readOnly) {
    // The context rows read the opening sentence's verbs too: "apply a label" adds, it replaces nothing.
    const opening = applyVerbContext(
      description.firstSentenceVerbs.map((verb) => ({ ...verb, source: 'description' as const })),
      context,
    );
    const removing = (cls: VerbClass) => cls === 'delete' || cls === 'overwrite' || cls === 'disruptive';
    for (const step of opening.steps) {
      if (
        removing(step.from) &&
        !removing(step.to) &&
        !contextSteps.some((known) => known.rule === step.rule && known.lemma === step.lemma)
      )
        contextSteps.push(step);
    }
    const input = {
      ...readingInput(verbs, bulk, bringsBack),
      description: { ...description, firstSentenceVerbs: opening.verbs.map(({ lemma, cls }) => ({ lemma, cls })) },
    };
    for (const row of DESTRUCTIVE_ROWS) {
      const found = row.reasons(input, dominant, destructiveReasons);
      if (found.reasons.length === 0) continue;
      readingSteps.push(row.id);
      destructiveReasons.push(...found.reasons);
      verbs.push(...(found.verbs ?? []));
    }
  }
  const destructive = !readOnly && destructiveReasons.length > 0;

  // The category is the rule table's (rules.ts, stage "category"); only the verb classes are needed below.
  const classes = new Set(verbs.map((verb) => verb.cls));
  dominant = pickDominant(verbs);

  // 7. Idempotent and open-world, the two hints the policy does not turn on.
  const idempotent =
    readOnly ||
    (verbs.every((verb) => IDEMPOTENT_VERBS.has(verb.lemma) || READ_CLASSES.has(verb.cls)) && !classes.has('execute'));
  const lowerDescription = (tool.description ?? '').toLowerCase();
  const remoteWords = /\b(?:api|service|server|web|internet|online|remote|cloud|model|models|account)\b/.test(
    lowerDescription,
  );
  const pure = verbs.every((verb) => verb.cls === 'compute') && schema.url.length === 0 && !remoteWords;
  const remoteParams = schema.parameters.some((parameter) =>
    /^(?:owner|repo|repository|project|projectid|project_id|bucket|org|organization|account|accountid|account_id|cluster|clustername|workspace)$/i.test(
      parameter.name,
    ),
  );
  const fileObject = name.nouns.some((noun) =>
    /^(?:file|files|directory|directories|folder|folders|path|paths)$/.test(noun),
  );
  const local =
    schema.url.length === 0 &&
    schema.code.length === 0 &&
    !classes.has('execute') &&
    !browser &&
    !remoteParams &&
    (name.tokens.some((token) => LOCAL_WORDS.has(token)) ||
      schema.parameters.some((parameter) => LOCAL_WORDS.has(parameter.name.toLowerCase())) ||
      (fileObject && schema.path.length > 0 && !remoteWords) ||
      /\b(?:knowledge graph|local (?:file ?system|disk|directory|machine)|working (?:tree|directory)|in[- ]memory|locally)\b/.test(
        lowerDescription,
      ));
  const openWorld = !(pure || local);

  // 8. How firm is this?
  let strength: EvidenceStrength;
  if (basis === 'name' || basis === 'document-name') {
    const clearVerb = name.primary !== undefined && !HOMOGRAPHS.has(name.primary.token);
    const leadRead =
      description.leading.length > 0 ? description.leading.every((verb) => READ_CLASSES.has(verb.cls)) : undefined;
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
    readingSteps,
    browser,
    runsCode: !readOnly && (runsSuppliedCode || schema.sql.length > 0 || classes.has('execute')),
    money,
    bulk,
    name,
    description,
    schema,
  };
}

/** Words after an opening word that make it a verb acting on an object ("Frobnicate the widget"), not a noun. */
const OBJECT_STARTS = new Set([
  'a',
  'an',
  'the',
  'all',
  'every',
  'each',
  'any',
  'some',
  'your',
  'my',
  'its',
  'their',
  'this',
  'these',
  'one',
]);

/**
 * The description opens with a noun phrase that names the data the tool returns ("All jobs by account"). A phrase
 * opening on a word of the name is that only when the word is the name's head noun, its last word, and no object
 * follows it: "Domains on server" for server_domains names data, but "Frobnicate the widget" for frobnicate_widget
 * opens on a verb we do not know, and "Pull changes" for git_pull on a verb with its object.
 */
function descriptionNamesData(name: NameSignals, description: DescriptionSignals): boolean {
  if (!description.nounPhraseLead || description.empty) return false;
  const words = tokenizeText(description.sentence);
  const first = words[0] ?? '';
  if (!name.tokens.includes(first)) return true;
  // A plural noun ("Domains on ..."), not a verb with its object ("Pull changes", "Arrange nodes").
  return (
    name.tokens.length > 1 &&
    first === name.tokens[name.tokens.length - 1] &&
    /[^s]s$/.test(first) &&
    !OBJECT_STARTS.has(words[1] ?? '')
  );
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

/**
 * The reading of a definition: what the name, description and schema say the tool does. The signal readers
 * (signals/) fill in what is plainly there; the reading stages of the rules (rule.ts) settle its verbs, whether it
 * only reads and whether it is destructive; `finishReading` derives the rest (the main verb, idempotent, open-world,
 * how firm the evidence is) once they have run.
 */
import { analyseDescription, type DescriptionSignals } from './signals/description.ts';
import type { EvidenceSignal } from '../../schema/enums.ts';
import { analyseName, type NameSignals } from './signals/name.ts';
import { analyseSchema, type SchemaSignals } from './signals/schema.ts';
import {
  BROWSER_NOUNS,
  BULK_WORDS,
  bulkNameWords,
  DISPLAY_NOUNS,
  EXPORT_NOUNS,
  LOCAL_WORDS,
  MONEY_WORDS,
  OBSERVATION_NOUNS,
  paymentCard,
  FILE_NOUNS,
} from './vocabulary/nouns.ts';
import { CLASS_RANK, HOMOGRAPHS, IDEMPOTENT_VERBS, READ_CLASSES, type VerbClass } from './vocabulary/verbs.ts';

/** A verb as the judgement reads it: its lemma, its class (what it does here) and where it came from. */
export interface JudgedVerb {
  lemma: string;
  cls: VerbClass;
  /** Where the verb came from; 'inferred' marks a verb a rule added (SQL runs, money moves). */
  source: 'name' | 'description' | 'operation' | 'noun' | 'inferred';
}

/** The part of the definition a verb was read from, as an evidence step names it. */
export const signalOfVerb = (source: JudgedVerb['source']) => SIGNAL_OF_SOURCE[source];
/** A verb no word of the definition says ("get" for a name that only names data) is inferred, not the name's. */
const SIGNAL_OF_SOURCE = {
  name: 'name',
  description: 'description',
  operation: 'parameter',
  noun: 'inferred',
  inferred: 'inferred',
} as const satisfies Record<JudgedVerb['source'], EvidenceSignal>;

type EvidenceStrength = 'strong' | 'medium' | 'weak';

export interface Reading {
  /** The verbs the judgement rests on, after the verb stages and the context stage. */
  verbs: JudgedVerb[];
  /** The verb with the highest rank: the one the rules read first. */
  dominant: JudgedVerb;
  /** The verb read first, before the context stage gave the verbs their meaning here. */
  first: JudgedVerb | undefined;
  /** The verbs of the description's opening sentence, read in context. */
  opening: JudgedVerb[];
  /** Where the verbs came from. */
  basis: 'name' | 'document-name' | 'description' | 'nouns' | 'fallback';
  /** The word read as a verb we do not know (basis "fallback" with no reading): what the tool does is a guess. */
  unknownVerb?: string;
  readOnly: boolean;
  destructive: boolean;
  /** Why the tool is (not) read-only, one short phrase each. */
  readReasons: string[];
  /** Why the tool is destructive, one short phrase each. */
  destructiveReasons: string[];
  /** Notes on weak or conflicting evidence, for the reviewer. */
  doubts: string[];
  /** How firm the evidence is (finishReading). */
  strength: EvidenceStrength;
  idempotent: boolean;
  openWorld: boolean;
  /** The caller supplies code, commands or SQL that the server runs (finishReading). */
  runsCode: boolean;
  /** The tool drives a live browser or page. */
  browser: boolean;
  /** Money or payments are in play (nouns and parameters, a payment card; never a money verb alone). */
  money: boolean;
  /** The change reaches many objects at once. */
  bulk: boolean;
  /** The name is about a trace, recording, screenshot or log. */
  observation: boolean;
  /** The name is about what is drawn on screen. */
  display: boolean;
  /** The tool writes its result out to a file or an export target. */
  exportTarget: boolean;
  /** The tool works on a git repository. */
  gitContext: boolean;
  /** The description says it brings back something archived or deleted. */
  bringsBack: boolean;
  name: NameSignals;
  description: DescriptionSignals;
  schema: SchemaSignals;
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

/** Where a verb came from, as a reason names it. */
export function describeSource(verb: JudgedVerb): string {
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

/** The verb with the highest rank (CLASS_RANK); the first of equals. */
export function dominantVerb(verbs: readonly JudgedVerb[]): JudgedVerb {
  let best = verbs[0] as JudgedVerb;
  for (const verb of verbs) if (CLASS_RANK[verb.cls] > CLASS_RANK[best.cls]) best = verb;
  return best;
}

/** Every verb read so far only reads, computes or copies out. */
export const allVerbsRead = (reading: Pick<Reading, 'verbs'>) =>
  reading.verbs.every((verb) => READ_CLASSES.has(verb.cls));

const UNREAD: JudgedVerb = { lemma: 'change', cls: 'generic', source: 'noun' };

/** The signals of a definition and the facts about its context that follow from them alone; no verb read yet. */
export function startReading(tool: {
  name: string;
  description?: string;
  inputSchema?: Record<string, unknown>;
}): Reading {
  const name = analyseName(tool.name);
  const description = analyseDescription(tool.description);
  const schema = analyseSchema(tool.inputSchema, tool.description);
  const raw = tool.description ?? '';
  return {
    verbs: [],
    dominant: UNREAD,
    first: undefined,
    opening: [],
    basis: 'fallback',
    readOnly: false,
    destructive: false,
    readReasons: [],
    destructiveReasons: [],
    doubts: [],
    strength: 'weak',
    idempotent: false,
    openWorld: true,
    runsCode: false,
    browser: name.tokens.some((token) => BROWSER_NOUNS.has(token)) || schema.element.length > 0,
    money:
      schema.money.length > 0 ||
      schema.parameters.some((parameter) => paymentCard(parameter.tokens)) ||
      description.money ||
      name.nouns.some((token) => MONEY_WORDS.has(token)) ||
      paymentCard(name.tokens),
    bulk: bulkNameWords(name.tokens, BULK_WORDS).length > 0 || description.bulk,
    observation: name.tokens.some((token) => OBSERVATION_NOUNS.has(token)),
    display: name.tokens.some((token) => DISPLAY_NOUNS.has(token)),
    exportTarget: name.tokens.some((token) => EXPORT_NOUNS.has(token)) || description.savesToFile,
    gitContext:
      name.tokens.includes('git') || schema.parameters.some((parameter) => parameter.name.toLowerCase() === 'remote'),
    bringsBack:
      /\b(?:restores?|recovers?|restoring|recovering)\b[^.]{0,40}?\b(?:archived|deleted|trashed|removed)\b/.test(
        raw.toLowerCase(),
      ),
    name,
    description,
    schema,
  };
}

/** Classes whose code-like parameters are content to store, not code to run (create_function with a code body). */
const STORES_CONTENT = new Set<VerbClass>(['create', 'modify', 'state', 'send']);

/** What follows once the reading stages have run: runs code, idempotent, open-world, and how firm the evidence is. */
export function finishReading(reading: Reading, rawDescription: string): void {
  const { verbs, schema, name, description } = reading;
  const classes = new Set(verbs.map((verb) => verb.cls));
  reading.destructiveReasons = reading.destructive ? [...new Set(reading.destructiveReasons)] : [];
  reading.runsCode =
    !reading.readOnly &&
    ((schema.code.length > 0 && !STORES_CONTENT.has(reading.dominant.cls)) ||
      schema.sql.length > 0 ||
      classes.has('execute'));

  reading.idempotent =
    reading.readOnly ||
    (verbs.every((verb) => IDEMPOTENT_VERBS.has(verb.lemma) || READ_CLASSES.has(verb.cls)) && !classes.has('execute'));
  const lower = rawDescription.toLowerCase();
  const remoteWords = /\b(?:api|service|server|web|internet|online|remote|cloud|model|models|account)\b/.test(lower);
  const pure = verbs.every((verb) => verb.cls === 'compute') && schema.url.length === 0 && !remoteWords;
  const remoteParams = schema.parameters.some((parameter) =>
    /^(?:owner|repo|repository|project|projectid|project_id|bucket|org|organization|account|accountid|account_id|cluster|clustername|workspace)$/i.test(
      parameter.name,
    ),
  );
  const fileObject = name.nouns.some((noun) => FILE_NOUNS.has(noun));
  const local =
    schema.url.length === 0 &&
    schema.code.length === 0 &&
    !classes.has('execute') &&
    !reading.browser &&
    !remoteParams &&
    (name.tokens.some((token) => LOCAL_WORDS.has(token)) ||
      schema.parameters.some((parameter) => LOCAL_WORDS.has(parameter.name.toLowerCase())) ||
      (fileObject && schema.path.length > 0 && !remoteWords) ||
      /\b(?:knowledge graph|local (?:file ?system|disk|directory|machine)|working (?:tree|directory)|in[- ]memory|locally)\b/.test(
        lower,
      ));
  reading.openWorld = !(pure || local);

  const primary = verbs[0] as JudgedVerb;
  if (reading.basis === 'name' || reading.basis === 'document-name') {
    const clearVerb = name.primary !== undefined && !HOMOGRAPHS.has(name.primary.token);
    const leadRead =
      description.leading.length > 0 ? description.leading.every((verb) => READ_CLASSES.has(verb.cls)) : undefined;
    const sameVerb = description.leading.some((lead) => verbs.some((verb) => verb.lemma === lead.lemma));
    const disagrees =
      leadRead !== undefined && leadRead !== reading.readOnly && !description.readOnlyClaim && !sameVerb;
    if (disagrees) {
      reading.doubts.push(
        reading.readOnly
          ? `The name reads as a read, but the description opens with "${description.leading[0]?.lemma}".`
          : `The name says "${primary.lemma}", but the description opens with the read verb "${description.leading[0]?.lemma}".`,
      );
    }
    reading.strength = disagrees ? 'weak' : clearVerb || reading.basis === 'document-name' ? 'strong' : 'medium';
  } else {
    reading.strength = reading.basis === 'description' ? 'medium' : 'weak';
  }
  if (description.empty) {
    reading.doubts.push('The tool has no description; only the name and parameters were judged.');
    if (reading.strength === 'strong') reading.strength = 'medium';
  }
}

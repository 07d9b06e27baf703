/**
 * Context rules: what a verb means depends on what it acts on. "stop" on a trace switches a recorder off, "drop"
 * in a browser is a drag and drop, "transfer" with an amount moves money. Each row names one such reading, says
 * when it applies and what class the verb takes then, and carries its own examples, which the tests run and the
 * judgement docs (/docs/judgement/) list. The first row that applies to a verb wins; a verb no row matches keeps
 * the class the lexicon gave it.
 *
 * A newcomer adds a reading by adding a row here and its examples; tests/verb-context.test.ts checks every row
 * fires on its own examples and stays quiet on the others.
 */
import type { DescriptionSignals } from './signals/description.ts';
import type { NameSignals } from './signals/name.ts';
import type { SchemaSignals } from './signals/schema.ts';
import { HOMOGRAPHS, MONEY_CONTEXT_VERBS, READ_CLASSES, type VerbClass } from './vocabulary/verbs.ts';
import {
  BROWSER_NOUNS,
  DISPLAY_NOUNS,
  EXPORT_NOUNS,
  MONEY_WORDS,
  OBSERVATION_NOUNS,
  paymentCard,
} from './vocabulary/nouns.ts';

/** A verb as the judgement reads it: its lemma, its class and where it came from. */
export interface ContextVerb {
  lemma: string;
  cls: VerbClass;
  /** Where the verb came from; 'inferred' marks a verb the rules added (SQL runs, money moves). */
  source: 'name' | 'description' | 'operation' | 'noun' | 'inferred';
}

/** The part of the definition a verb was read from, as an evidence step names it. */
export const signalOfVerb = (source: ContextVerb['source']): 'name' | 'description' | 'parameter' =>
  source === 'description' ? 'description' : source === 'operation' ? 'parameter' : 'name';

/** What the rows read: the signals of the definition and the facts derived from them once. */
export interface VerbContext {
  name: NameSignals;
  description: DescriptionSignals;
  schema: SchemaSignals;
  /** The verb the judgement reads first (before context). */
  first: ContextVerb | undefined;
  /** The tool drives a live browser or page. */
  browser: boolean;
  /** Money or payments are in play (nouns and parameters, a payment card, a card charged or paid with; never a money verb alone). */
  money: boolean;
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
  /** The description as written. */
  rawDescription: string;
}

/** An invented tool for a row's examples. */
export interface ToolSketch {
  name: string;
  description?: string;
  inputSchema?: Record<string, unknown>;
}

export interface VerbContextRule {
  id: string;
  /** One sentence for the docs: when the reading applies and why. */
  summary: string;
  /** What the evidence step says ("{lemma}" is filled in). */
  says: string;
  when: (verb: ContextVerb, context: VerbContext) => boolean;
  becomes: VerbClass;
  examples: { fires: ToolSketch[]; quiet: ToolSketch[] };
}

/** Verbs that turn into page interactions in a browser; reads and deletes keep their meaning there. */
const BROWSER_DISPLAY = new Set(['annotate', 'highlight', 'unhighlight', 'hide', 'show', 'display']);
/** What "open" starts rather than reads. */
const LAUNCHED_OBJECTS = new Set([
  'simulator',
  'emulator',
  'app',
  'apps',
  'application',
  'applications',
  'program',
  'terminal',
  'session',
  'window',
  'tab',
  'browser',
  'device',
  'editor',
  'ide',
]);
/** Prose that says "open" starts something: "Open a browser window ...", "... opens them in the editor". */
const LAUNCH_PROSE = new RegExp(
  String.raw`\bopen(?:s|ed|ing)?\s+(?:(?:a|an|the|new|your)\s+)?(?:[\w-]+\s+)?(?:${[...LAUNCHED_OBJECTS].join('|')})\b|\bopen(?:s|ed|ing)?\b[^.\n]{0,60}?\bin\s+(?:the|an|your|their)\s+(?:code\s+)?(?:editor|ide)\b`,
  'i',
);
/** What "set" makes current for later calls, by the name's words: set_active_board, set_working_dir. */
const CURRENT_WORDS = new Set(['active', 'current', 'working', 'cwd', 'workdir', 'context']);
/** Prose that says a "set" only chooses what later calls work on. */
const FOR_LATER_CALLS =
  /\b(?:for|before)\s+(?:using\s+)?(?:all\s+|any\s+|future\s+|subsequent\s+|later\s+|other\s+)+(?:[\w-]+\s+)?(?:operations|calls|tool calls|interactions|requests|tools|commands)\b|\bfor the (?:current|this) session\b|^sets?\s+(?:the\s+|an?\s+)?(?:session\s+)?(?:active|current|working)\b/i;
/** Objects that a "stop" or "close" ends without losing anything: a connection, not a running service. */
const CONNECTION_OBJECTS = new Set([
  'session',
  'sessions',
  'connection',
  'connections',
  'driver',
  'socket',
  'websocket',
  'tunnel',
]);
/** Prose that says a change is only proposed, as a pull request someone reviews and merges. */
const PROPOSES_CHANGE =
  /\b(?:opening|opens|open|creating|creates|create|raising|raises|as)\s+(?:a|an)\s+(?:new\s+)?(?:github\s+|gitlab\s+)?(?:pull|merge)[- ]request\b/i;
/** What is picked on screen rather than made the current one: selecting it reads it. */
const PICKED_OBJECTS = new Set([
  'element',
  'elements',
  'node',
  'nodes',
  'text',
  'region',
  'area',
  'pixel',
  'pixels',
  'coordinates',
]);
/** Things a service issues and keeps when asked to generate one (a signed upload URL, a subdomain, a key). */
const ISSUED_OBJECTS = new Set([
  'subdomain',
  'subdomains',
  'domain',
  'token',
  'tokens',
  'key',
  'keys',
  'password',
  'certificate',
  'certificates',
  'invite',
  'invitation',
  'credential',
  'credentials',
  'secret',
  'secrets',
]);
/** Addresses, which a service issues only when it grants something with them; otherwise a tool composes them. */
const ADDRESS_OBJECTS = new Set(['url', 'urls', 'link', 'links']);
/**
 * Words that make a generated URL or link one the service issues and keeps (a signed upload URL, a sharing link, a
 * billing-portal session), not one composed from the arguments (an authorisation URL, a prefilled form link).
 */
export const ISSUING_WORDS =
  /\b(?:signed|presigned|pre-signed|upload|uploads|uploading|download|share|shared|sharing|invite|invitation|portal|session|temporary|expir(?:e|es|ing|y)|one-time|magic|access|credentials?|authenticated|checkout|payment|billing)\b/i;
/** Parts of a stored document or sheet: formatting or sorting one of them changes the document. */
const DOCUMENT_PARTS = new Set([
  'range',
  'ranges',
  'cell',
  'cells',
  'paragraph',
  'paragraphs',
  'slide',
  'slides',
  'sheet',
  'sheets',
  'doc',
  'docs',
  'document',
  'documents',
  'table',
  'tables',
  'column',
  'columns',
  'row',
  'rows',
  'worksheet',
  'spreadsheet',
  'workbook',
]);

/** Storage whose format erases it. */
const STORAGE_DEVICES = new Set([
  'disk',
  'disks',
  'drive',
  'drives',
  'volume',
  'volumes',
  'partition',
  'partitions',
  'filesystem',
  'filesystems',
  'device',
  'devices',
  'usb',
  'sd',
]);
const STORAGE_DEVICE_TEXT =
  /\bformat(?:s|ting)? (?:the |a |an )?(?:[\w-]+ )?(?:disk|drive|volume|partition|file ?system|sd card|usb (?:stick|drive)|storage device)s?\b/i;

/** Stored work items: converting one of them (an issue to a subtask, a note to a task) changes the record itself. */
const RECORD_NOUNS = new Set([
  'issue',
  'issues',
  'task',
  'tasks',
  'subtask',
  'subtasks',
  'ticket',
  'tickets',
  'card',
  'cards',
  'epic',
  'epics',
  'story',
  'stories',
  'lead',
  'leads',
  'contact',
  'contacts',
  'deal',
  'deals',
  'note',
  'notes',
  'comment',
  'comments',
  'project',
  'projects',
  'milestone',
  'milestones',
  'page',
  'pages',
  'block',
  'blocks',
  'database',
  'databases',
]);

/** Work items and design nodes that a move files elsewhere without replacing anything. */
const FILED_ITEMS = new Set([
  ...RECORD_NOUNS,
  'node',
  'nodes',
  'layer',
  'layers',
  'frame',
  'frames',
  'section',
  'sections',
  'column',
  'list',
  'lists',
]);
/** Files and folders, which a move can drop onto one already at the destination. */
const FILE_OBJECTS = new Set([
  'file',
  'files',
  'folder',
  'folders',
  'directory',
  'directories',
  'item',
  'items',
  'blob',
  'object',
  'objects',
  'path',
  'paths',
]);
const hasNoun = (context: VerbContext, words: ReadonlySet<string>) =>
  context.name.nouns.some((noun) => words.has(noun));
/** Shapes a geometry tool builds from the coordinates it is given. */
const GEOMETRY =
  /\b(?:polygons?|multipolygons?|geometry|geometries|linestrings?|buffer zones?|buffers?|bounding box(?:es)?|bbox|centroids?|convex hull|geojson|isochrones?)\b/i;
/** Prose that says the shape is computed where the tool runs and handed back: "Works offline", "Returns a Polygon". */
const COMPUTED_HERE =
  /\b(?:offline|without (?:any )?api calls?|no api calls?|locally|returns? (?:a|an|the) (?:new )?(?:polygon|multipolygon|geometry|feature|linestring|shape))\b/i;
/** What a geometry tool does to shapes: builds, merges, splits or cuts them. */
const SHAPE_VERBS = new Set([
  'create',
  'merge',
  'combine',
  'union',
  'split',
  'intersect',
  'simplify',
  'join',
  'make',
  'build',
  'generate',
  'compute',
]);
/** Marks put on an object beside others: applying one adds it. */
const LABEL_NOUNS = new Set([
  'label',
  'labels',
  'tag',
  'tags',
  'reaction',
  'reactions',
  'badge',
  'badges',
  'sticker',
  'stickers',
]);
/** What an "apply" replaces whatever else the name holds: a configuration, a template, a patch, a policy. */
const APPLIED_STATE = new Set([
  'config',
  'configuration',
  'configurations',
  'settings',
  'template',
  'templates',
  'patch',
  'patches',
  'policy',
  'policies',
  'manifest',
  'manifests',
  'schema',
  'migration',
  'migrations',
  'theme',
  'style',
  'styles',
]);

/** Generic verbs that say nothing of what is done ("manage", "track", "handle"): the operations and prose decide. */
const OPEN_GENERIC = new Set([
  'manage',
  'handle',
  'administer',
  'operate',
  'control',
  'process',
  'track',
  'maintain',
  'perform',
  'do',
]);
/** What "track" follows when it only watches: a status, progress, a timeline, a shipment. */
const TRACKED_STATE =
  /\b(?:status(?:es)?|progress|overview|timeline|history|stages?|whereabouts|location|shipments?|deliver(?:y|ies)|parcels?|packages?|attendance|changes over time|trends?)\b/i;
/** Prose that says a "track" records something. */
const TRACK_RECORDS =
  /\b(?:logs?|records?|creates?|adds?|saves?|submits?|sends?|stores?|registers?) (?:a|an|the|new|each|every|it|them|one)\b|\b(?:logged|recorded|stored|saved)\b/i;
/**
 * A generic verb whose operations and prose only read: every value of its operation parameter reads, or it tracks a
 * status or progress, and no verb of the description's opening changes anything.
 */
function genericOnlyReads(verb: ContextVerb, context: VerbContext): boolean {
  if (verb.cls !== 'generic' || !OPEN_GENERIC.has(verb.lemma)) return false;
  const described = [...context.description.leading, ...context.description.firstSentenceVerbs].filter(
    (candidate) => candidate.cls !== 'generic' && !HOMOGRAPHS.has(candidate.lemma),
  );
  if (described.some((candidate) => !READ_CLASSES.has(candidate.cls))) return false;
  const operations = context.schema.operations;
  if (operations.length > 0) return operations.every((operation) => READ_CLASSES.has(operation.cls));
  // "Track the progress of…", "Track … scores. Computes…": a status watched, or only reads and computations beside it.
  if (verb.lemma !== 'track' || TRACK_RECORDS.test(context.description.sentence)) return false;
  const further = context.description.allVerbs.filter(
    (candidate) => candidate.cls !== 'generic' && !HOMOGRAPHS.has(candidate.lemma),
  );
  if (further.some((candidate) => !READ_CLASSES.has(candidate.cls))) return false;
  return TRACKED_STATE.test(context.description.sentence) || further.length > 0;
}

export const VERB_CONTEXT_RULES: readonly VerbContextRule[] = [
  {
    id: 'context-generic-reads',
    summary:
      'A generic verb ("manage", "track", "handle") whose operation parameter offers only reads (list, get), or a "track" of a status or progress, only reads.',
    says: '"{lemma}" here only lists or reads: every operation it offers reads',
    when: (verb, context) => genericOnlyReads(verb, context),
    becomes: 'read',
    examples: {
      fires: [
        {
          name: 'manage_shelf_boards',
          description: 'List boards or get board details.',
          inputSchema: { type: 'object', properties: { operation: { type: 'string', enum: ['get', 'list'] } } },
        },
        {
          name: 'track_bill_progress',
          description:
            'Track the progress of a bill through its legislative stages, with its current status and timeline.',
        },
      ],
      quiet: [
        {
          name: 'manage_shelf_boards',
          description: 'Manage boards.',
          inputSchema: {
            type: 'object',
            properties: { operation: { type: 'string', enum: ['get', 'list', 'create'] } },
          },
        },
        {
          name: 'track_signup_event',
          description: 'Track an analytics event: records a signup in the event log.',
          inputSchema: { type: 'object', properties: { event: { type: 'string' } } },
        },
      ],
    },
  },
  {
    id: 'context-brings-back',
    summary:
      'Restoring or recovering something archived, deleted or trashed brings it back and loses nothing: a change of state, not an overwrite.',
    says: '"{lemma}" here brings back something archived or deleted, which loses nothing',
    when: (verb, context) => (verb.lemma === 'restore' || verb.lemma === 'recover') && context.bringsBack,
    becomes: 'state',
    examples: {
      fires: [{ name: 'restore_card', description: 'Restore a deleted card from the trash.' }],
      quiet: [{ name: 'restore_backup', description: 'Restore the database from a backup.' }],
    },
  },
  {
    id: 'context-moves-money',
    summary:
      'Verbs such as transfer, charge or pay move money when an amount, a currency or a payment noun is in play.',
    says: '"{lemma}" with an amount or a payment moves money',
    when: (verb, context) => MONEY_CONTEXT_VERBS.has(verb.lemma) && context.money,
    becomes: 'financial',
    examples: {
      fires: [
        {
          name: 'transfer_funds',
          description: 'Transfer an amount between accounts.',
          inputSchema: { type: 'object', properties: { amount: { type: 'number' } } },
        },
        { name: 'charge_card', description: 'Charge the saved card for an order.' },
        {
          name: 'transfer_to_card',
          description: 'Send to a card.',
          inputSchema: { type: 'object', properties: { card_number: { type: 'string' } } },
        },
      ],
      quiet: [
        { name: 'transfer_issue', description: 'Transfer an issue to another repository.' },
        {
          name: 'transfer_board_card',
          description: 'Transfer a card to another board.',
          inputSchema: { type: 'object', properties: { card_id: { type: 'string' }, board_id: { type: 'string' } } },
        },
      ],
    },
  },
  {
    id: 'context-no-money',
    summary:
      'Without an amount, a currency or a payment noun, a verb that can move money (transfer, charge) only changes what it names.',
    says: '"{lemma}" with no amount or payment in sight only changes what it names',
    when: (verb, context) => verb.cls === 'financial' && !context.money && MONEY_CONTEXT_VERBS.has(verb.lemma),
    becomes: 'modify',
    examples: {
      fires: [
        { name: 'sell_item', description: 'Mark an inventory item as sold.' },
        {
          name: 'sell_trading_card',
          description: 'Mark a trading card of the collection as sold.',
          inputSchema: { type: 'object', properties: { cardId: { type: 'string' } } },
        },
      ],
      quiet: [
        {
          name: 'transfer_payment',
          description: 'Transfer a payment of an amount in USD.',
          inputSchema: { type: 'object', properties: { amount: { type: 'number' } } },
        },
        { name: 'sell_gift_card', description: 'Sell a gift card to a customer.' },
      ],
    },
  },
  {
    id: 'context-recorder-switch',
    summary:
      'Starting or stopping a trace, recording or capture switches a recorder on or off and leaves its file behind: a change of state, and nothing is lost.',
    says: '"{lemma}" on a recorder switches it on or off',
    when: (verb, context) => context.observation && (verb.cls === 'trigger' || verb.cls === 'disruptive'),
    becomes: 'state',
    examples: {
      fires: [{ name: 'stop_tracing', description: 'Stop the performance trace.' }],
      quiet: [{ name: 'stop_server', description: 'Stop the server.' }],
    },
  },
  {
    id: 'context-copies-observation',
    summary: 'Taking, saving or exporting a screenshot, trace or log copies data out; the source is unchanged.',
    says: '"{lemma}" on a screenshot, trace or log only copies data out',
    when: (verb, context) =>
      context.observation && !['delete', 'overwrite', 'execute', 'financial', 'send'].includes(verb.cls),
    becomes: 'export',
    examples: {
      fires: [{ name: 'save_trace', description: 'Save the recorded trace.' }],
      quiet: [{ name: 'delete_traces', description: 'Delete the recorded traces.' }],
    },
  },
  {
    id: 'context-document-part',
    summary:
      'Formatting or sorting part of a stored document or sheet (a range, cells, a paragraph) changes it in place; formatting a string the caller passes only computes.',
    says: '"{lemma}" on part of a stored document changes it in place',
    when: (verb, context) => (verb.lemma === 'format' || verb.lemma === 'sort') && hasNoun(context, DOCUMENT_PARTS),
    becomes: 'modify',
    examples: {
      fires: [{ name: 'format_cells', description: 'Format a range of cells.' }],
      quiet: [{ name: 'format_sql', description: 'Format an SQL string.' }],
    },
  },
  {
    id: 'context-formats-storage',
    summary:
      'Formatting a disk, a volume, a partition or a file system erases everything on it; formatting a string or a document only lays it out.',
    says: '"{lemma}" on a disk or volume erases what is on it',
    when: (verb, context) =>
      verb.lemma === 'format' &&
      (hasNoun(context, STORAGE_DEVICES) || STORAGE_DEVICE_TEXT.test(context.rawDescription)),
    becomes: 'delete',
    examples: {
      fires: [
        { name: 'format_volume', description: 'Format a disk volume with a new file system.' },
        { name: 'format_card', description: 'Format the SD card of the camera.' },
      ],
      quiet: [
        { name: 'format_sql', description: 'Format an SQL string.' },
        { name: 'format_cells', description: 'Format a range of cells.' },
      ],
    },
  },
  {
    id: 'context-converts-record',
    summary:
      'Converting a stored work item (an issue into a subtask, a note into a task) changes that record; converting a value the caller passes only computes.',
    says: '"{lemma}" on a stored item changes that item',
    when: (verb, context) =>
      verb.lemma === 'convert' &&
      verb.source === 'name' &&
      hasNoun(context, RECORD_NOUNS) &&
      context.schema.outputFile.length === 0,
    becomes: 'modify',
    examples: {
      fires: [{ name: 'convertTicketToSubtask', description: 'Turns a ticket into a subtask of another ticket.' }],
      quiet: [
        { name: 'convert_currency', description: 'Convert an amount between currencies.' },
        { name: 'convert_markdown_to_html', description: 'Convert Markdown text to HTML.' },
      ],
    },
  },
  {
    id: 'context-display',
    summary: 'Changing what is drawn on screen (a highlight, an overlay, a view) changes only the display.',
    says: '"{lemma}" here changes only what is shown',
    when: (verb, context) => context.display && ['state', 'display', 'modify', 'create'].includes(verb.cls),
    becomes: 'display',
    examples: {
      fires: [{ name: 'set_overlay', description: 'Set an overlay on the screen.' }],
      quiet: [{ name: 'set_config', description: 'Set a configuration value.' }],
    },
  },
  {
    id: 'context-saves-copy',
    summary: 'Saving or storing to an export target (a file, a PDF, a download) copies data out.',
    says: '"{lemma}" to a file or export only copies data out',
    when: (verb, context) => (verb.lemma === 'save' || verb.lemma === 'store') && context.exportTarget,
    becomes: 'export',
    examples: {
      fires: [{ name: 'save_pdf', description: 'Save the page as a PDF.' }],
      quiet: [{ name: 'save_contact', description: 'Save a contact.' }],
    },
  },
  {
    id: 'context-writes-output',
    summary: 'A computation that writes its result to an output file creates that file.',
    says: '"{lemma}" writes its result to a file',
    when: (verb, context) => verb.cls === 'compute' && context.schema.outputFile.length > 0,
    becomes: 'create',
    examples: {
      fires: [
        {
          name: 'convert_image',
          description: 'Convert an image.',
          inputSchema: { type: 'object', properties: { outputPath: { type: 'string' } } },
        },
      ],
      quiet: [
        {
          name: 'convert_units',
          description: 'Convert a quantity to other units.',
          inputSchema: { type: 'object', properties: { value: { type: 'number' } } },
        },
      ],
    },
  },
  {
    id: 'context-computes-geometry',
    summary:
      'Creating, merging or splitting shapes (a buffer zone, a union of polygons) from coordinates passed in, computed offline and handed back, only computes: nothing is stored.',
    says: '"{lemma}" here builds a shape from the coordinates given and returns it',
    when: (verb, context) =>
      SHAPE_VERBS.has(verb.lemma) &&
      ['create', 'modify', 'generic', 'compute'].includes(verb.cls) &&
      context.schema.outputFile.length === 0 &&
      (GEOMETRY.test(context.name.tokens.join(' ')) || GEOMETRY.test(context.description.sentence)) &&
      COMPUTED_HERE.test(context.rawDescription),
    becomes: 'compute',
    examples: {
      fires: [
        {
          name: 'ring_tool',
          description: 'Create a ring-shaped polygon around a point. Works offline without API calls.',
        },
        { name: 'join_shapes', description: 'Merge two polygons into one geometry. Returns a Polygon.' },
      ],
      quiet: [
        { name: 'create_zone', description: 'Create a delivery zone polygon in the account.' },
        { name: 'merge_branches', description: 'Merge one branch into another.' },
      ],
    },
  },
  {
    id: 'context-git-fetch',
    summary: "Fetching or pulling in git brings a remote's commits into the local repository, which changes it.",
    says: '"{lemma}" in git changes the local repository',
    when: (verb, context) => (verb.lemma === 'fetch' || verb.lemma === 'pull') && context.gitContext,
    becomes: 'modify',
    examples: {
      fires: [{ name: 'git_fetch', description: 'Fetch from the remote.' }],
      quiet: [{ name: 'fetch_page', description: 'Fetch a web page.' }],
    },
  },
  {
    id: 'context-select-current',
    summary:
      'Away from a page, selecting something by name makes it the current one for later calls: a change of state. Picking an element or a piece of text on screen only reads what was picked.',
    says: '"{lemma}" makes it the current one, a change of state',
    when: (verb, context) =>
      verb.lemma === 'select' &&
      verb.source === 'name' &&
      !context.browser &&
      verb === context.first &&
      !hasNoun(context, PICKED_OBJECTS),
    becomes: 'state',
    examples: {
      fires: [{ name: 'select_notebook', description: 'Select the notebook to work in.' }],
      quiet: [
        { name: 'browser_select_option', description: 'Select an option in the page.' },
        { name: 'app_select_element', description: 'Let the user pick an element on screen and return its details.' },
      ],
    },
  },
  {
    id: 'context-sets-current',
    summary:
      "Setting the active or current project, board, folder or context for the calls that follow chooses what they work on, like selecting it: a change of the session's state, and nothing stored is replaced.",
    says: '"{lemma}" here chooses what later calls work on, a change of state',
    when: (verb, context) =>
      verb.lemma === 'set' &&
      verb === context.first &&
      !context.browser &&
      (hasNoun(context, CURRENT_WORDS) || FOR_LATER_CALLS.test(context.description.sentence)) &&
      !context.money,
    becomes: 'state',
    examples: {
      fires: [
        { name: 'set_active_shelf', description: 'Set the active shelf for future operations.' },
        { name: 'set_library_root', description: 'Set the library root folder for all subsequent calls.' },
      ],
      quiet: [
        { name: 'set_shelf_title', description: 'Set the title of a shelf.' },
        { name: 'set_default_card', description: 'Set the default payment card of the account.' },
        { name: 'set_project_name', description: 'Set the name of the current project.' },
      ],
    },
  },
  {
    id: 'context-ends-connection',
    summary:
      'Stopping or closing a session or connection ends it; the data it touched stays where it was: a change of state.',
    says: '"{lemma}" here ends a connection, which loses nothing stored',
    when: (verb, context) =>
      ['stop', 'close', 'end', 'terminate', 'quit', 'exit'].includes(verb.lemma) &&
      !context.browser &&
      (hasNoun(context, CONNECTION_OBJECTS) || context.name.tokens.some((token) => CONNECTION_OBJECTS.has(token))) &&
      !/\b(?:permanent(?:ly)?|discard|delete|destroy|cannot be resumed)\b/i.test(context.rawDescription),
    becomes: 'state',
    examples: {
      fires: [
        {
          name: 'bridge_session',
          description: 'Start or stop the bridge session to a running app.',
          inputSchema: {
            type: 'object',
            properties: { action: { type: 'string', enum: ['start', 'stop', 'status'] } },
          },
        },
      ],
      quiet: [
        { name: 'stop_server', description: 'Stop the server.' },
        { name: 'close_session', description: 'Permanently close a session and discard its state.' },
      ],
    },
  },
  {
    id: 'context-proposes-change',
    summary:
      'A change made by opening a pull or merge request is a proposal: it adds the request, and nothing changes until someone merges it.',
    says: '"{lemma}" here opens a pull request for someone to merge',
    when: (verb, context) =>
      ['overwrite', 'modify', 'generic'].includes(verb.cls) &&
      verb === context.first &&
      PROPOSES_CHANGE.test(context.rawDescription),
    becomes: 'create',
    examples: {
      fires: [
        {
          name: 'patch_dependencies',
          description:
            'Patches vulnerable dependencies by updating package.json and opening a pull request in the connected repository.',
        },
      ],
      quiet: [
        {
          name: 'patch_dependencies',
          description: 'Patches vulnerable dependencies by rewriting package.json in place.',
        },
        { name: 'update_pull_request', description: 'Update the title of a pull request.' },
      ],
    },
  },
  {
    id: 'context-generic-adds',
    summary:
      'A generic verb ("modify", "manage") whose operation parameter offers only to create or add adds: nothing already there is changed.',
    says: '"{lemma}" here only adds: every operation it offers creates',
    when: (verb, context) =>
      verb.cls === 'generic' &&
      verb === context.first &&
      context.schema.operations.length > 0 &&
      context.schema.operations.every(
        (operation) =>
          operation.cls === 'create' && ['create', 'add', 'insert', 'append', 'new'].includes(operation.lemma),
      ),
    becomes: 'create',
    examples: {
      fires: [
        {
          name: 'modify_model',
          description: 'Create a data model from a diagram.',
          inputSchema: { type: 'object', properties: { action: { type: 'string', enum: ['create'] } } },
        },
      ],
      quiet: [
        {
          name: 'modify_model',
          description: 'Change a data model.',
          inputSchema: { type: 'object', properties: { action: { type: 'string', enum: ['create', 'update'] } } },
        },
      ],
    },
  },
  {
    id: 'context-files-work-item',
    summary:
      'Moving a work item (a card, a task, a page, a design node) to another list, section, parent or position files it elsewhere; nothing is lost and it can be moved back. Moving a file can still replace one at the destination.',
    says: '"{lemma}" here files a work item elsewhere, which loses nothing',
    when: (verb, context) =>
      verb.lemma === 'move' &&
      verb === context.first &&
      hasNoun(context, FILED_ITEMS) &&
      !hasNoun(context, FILE_OBJECTS),
    becomes: 'state',
    examples: {
      fires: [
        { name: 'move_card', description: 'Move a card to another list of the board.' },
        { name: 'move_tasks', description: 'Move tasks to a different section.' },
      ],
      quiet: [
        { name: 'move_file', description: 'Move a file to another folder.' },
        { name: 'move_item', description: 'Move a drive item to another folder.' },
      ],
    },
  },
  {
    id: 'context-issued-object',
    summary:
      'Generating a URL, a subdomain, a key or an invitation makes the service issue and keep it: not a computation.',
    says: '"{lemma}" here makes the service issue and keep something',
    when: (verb, context) =>
      verb.lemma === 'generate' &&
      (hasNoun(context, ISSUED_OBJECTS) ||
        (hasNoun(context, ADDRESS_OBJECTS) &&
          (ISSUING_WORDS.test(context.name.tokens.join(' ')) || ISSUING_WORDS.test(context.description.sentence)))),
    becomes: 'create',
    examples: {
      fires: [
        { name: 'generate_upload_url', description: 'Generate a signed upload URL.' },
        { name: 'generate_portal_link', description: 'Generate a billing portal link for a customer.' },
      ],
      quiet: [
        { name: 'generate_summary', description: 'Generate a summary of a text.' },
        { name: 'generate_consent_url', description: 'Generate the consent URL for the given client and scopes.' },
      ],
    },
  },
  {
    id: 'context-applies-label',
    summary:
      'Applying a label, tag or reaction to an object adds it beside the others: an addition, not an overwrite (applying a patch, a configuration or a manifest still replaces what was there).',
    says: '"{lemma}" of a label or tag adds it',
    when: (verb, context) =>
      verb.lemma === 'apply' && hasNoun(context, LABEL_NOUNS) && !hasNoun(context, APPLIED_STATE),
    becomes: 'create',
    examples: {
      fires: [
        { name: 'add_label_to_service', description: 'Apply a label to a service.' },
        { name: 'apply_tag', description: 'Apply a tag to a document.' },
      ],
      quiet: [
        { name: 'apply_manifest', description: 'Apply a manifest to the cluster.' },
        { name: 'apply_label_config', description: 'Apply the label configuration to the project.' },
      ],
    },
  },
  {
    id: 'context-launches',
    summary:
      'Opening an app, a simulator, a terminal or a window, or opening files in an editor, launches something: it starts something, it does not read.',
    says: '"{lemma}" here launches something',
    when: (verb, context) =>
      verb.lemma === 'open' &&
      (hasNoun(context, LAUNCHED_OBJECTS) ||
        (!context.browser &&
          (LAUNCH_PROSE.test(context.description.sentence) ||
            (verb === context.first && LAUNCH_PROSE.test(context.rawDescription))))),
    becomes: 'trigger',
    examples: {
      fires: [
        { name: 'open_simulator', description: 'Open the simulator.' },
        { name: 'setup_sso', description: 'Open a browser window where the user signs in.' },
        {
          name: 'open_lesson_files',
          description: 'Open the files of the current lesson. Then edit the opened files in the editor.',
        },
      ],
      quiet: [
        { name: 'open_file', description: 'Open a file and return its text.' },
        { name: 'open_note', description: 'Open a note and return what it says about the editor.' },
      ],
    },
  },
  {
    id: 'context-opens-address',
    summary: 'Opening a URL loads whatever the address serves into a live session: navigation.',
    says: '"{lemma}" on an address navigates a live session',
    when: (verb, context) =>
      verb.lemma === 'open' &&
      (context.schema.url.length > 0 || context.name.nouns.some((noun) => noun === 'url' || noun === 'link')),
    becomes: 'interact',
    examples: {
      fires: [{ name: 'open_url', description: 'Open a URL on the device.' }],
      quiet: [{ name: 'open_file', description: 'Open a file and return its text.' }],
    },
  },
  {
    id: 'context-page-display',
    summary: 'In a browser, highlighting, showing or hiding an element changes only what is drawn.',
    says: '"{lemma}" in a page changes only what is shown',
    when: (verb, context) => context.browser && BROWSER_DISPLAY.has(verb.lemma),
    becomes: 'display',
    examples: {
      fires: [{ name: 'browser_hide_element', description: 'Hide an element of the page.' }],
      quiet: [{ name: 'hide_thread', description: 'Hide a thread from the inbox.' }],
    },
  },
  {
    id: 'context-page-interaction',
    summary:
      'In a browser, selecting, checking, opening, creating, changing, sending, dropping or closing is a page interaction, whose effects depend on the page. Installing is not: it sets up the browser itself or an extension, on no page.',
    says: '"{lemma}" in a page is an interaction whose effects depend on the page',
    when: (verb, context) =>
      context.browser &&
      !SETUP_LEMMAS.has(verb.lemma) &&
      (['select', 'check', 'choose', 'open', 'drop', 'close'].includes(verb.lemma) ||
        ['create', 'modify', 'state', 'generic', 'trigger', 'overwrite', 'send'].includes(verb.cls)),
    becomes: 'interact',
    examples: {
      fires: [{ name: 'browser_select_option', description: 'Select an option in the page.' }],
      quiet: [
        { name: 'close_ticket', description: 'Close a ticket.' },
        // Installing the browser binary or an extension is setup of the machine, not an action on a page.
        {
          name: 'browser_setup_install',
          description: 'Install the headless browser binary the crawler drives.',
          inputSchema: { type: 'object', properties: { force: { type: 'boolean' } } },
        },
        {
          name: 'browser_install_extension',
          description: 'Install a browser extension from its store page.',
          inputSchema: { type: 'object', properties: { extension_id: { type: 'string' } } },
        },
      ],
    },
  },
  {
    id: 'context-prose-navigation',
    summary:
      'Away from any page or address, "navigate the tree" or "choose an operation" in a description is moving through results or telling the model what to pass, not driving an interface.',
    says: '"{lemma}" in the description moves through results, it drives no interface',
    when: (verb, context) =>
      !context.browser &&
      context.schema.url.length === 0 &&
      verb.source === 'description' &&
      (verb.lemma === 'navigate' || verb.lemma === 'choose'),
    becomes: 'read',
    examples: {
      fires: [{ name: 'project_tree', description: 'Search and navigate the folders of a project.' }],
      quiet: [
        {
          name: 'page_go',
          description: 'Navigate the page to an address.',
          inputSchema: { type: 'object', properties: { url: { type: 'string' } } },
        },
      ],
    },
  },
];

/** Verbs that set up software (the browser, a driver, an extension), never a page. */
const SETUP_LEMMAS = new Set(['install', 'uninstall', 'reinstall']);

/** The facts the rows read, derived once from the signals. */
export function verbContext(
  name: NameSignals,
  description: DescriptionSignals,
  schema: SchemaSignals,
  first: ContextVerb | undefined,
  rawDescription: string,
): VerbContext {
  return {
    name,
    description,
    schema,
    first,
    browser: name.tokens.some((token) => BROWSER_NOUNS.has(token)) || schema.element.length > 0,
    money:
      schema.money.length > 0 ||
      schema.parameters.some((parameter) => paymentCard(parameter.tokens)) ||
      description.money ||
      name.nouns.some((token) => MONEY_WORDS.has(token)) ||
      paymentCard(name.tokens),
    observation: name.tokens.some((token) => OBSERVATION_NOUNS.has(token)),
    display: name.tokens.some((token) => DISPLAY_NOUNS.has(token)),
    exportTarget: name.tokens.some((token) => EXPORT_NOUNS.has(token)) || description.savesToFile,
    gitContext:
      name.tokens.includes('git') || schema.parameters.some((parameter) => parameter.name.toLowerCase() === 'remote'),
    rawDescription,
    bringsBack:
      /\b(?:restores?|recovers?|restoring|recovering)\b[^.]{0,40}?\b(?:archived|deleted|trashed|removed)\b/.test(
        rawDescription.toLowerCase(),
      ),
  };
}

/** One verb read in context: the row that changed its class, if any. */
export interface ContextStep {
  rule: string;
  lemma: string;
  source: ContextVerb['source'];
  from: VerbClass;
  to: VerbClass;
  says: string;
}

/** Applies the first row that fits each verb; returns the verbs and a step for every class a row changed. */
export function applyVerbContext<V extends ContextVerb>(
  verbs: V[],
  context: VerbContext,
): { verbs: V[]; steps: ContextStep[] } {
  const steps: ContextStep[] = [];
  const out = verbs.map((verb) => {
    const rule = VERB_CONTEXT_RULES.find((row) => row.when(verb, context));
    if (!rule || rule.becomes === verb.cls) return verb;
    steps.push({
      rule: rule.id,
      lemma: verb.lemma,
      source: verb.source,
      from: verb.cls,
      to: rule.becomes,
      says: rule.says.replaceAll('{lemma}', verb.lemma),
    });
    return { ...verb, cls: rule.becomes };
  });
  return { verbs: out, steps };
}

export function verbContextRuleById(id: string): VerbContextRule | undefined {
  return VERB_CONTEXT_RULES.find((rule) => rule.id === id);
}

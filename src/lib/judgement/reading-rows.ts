/**
 * How the verbs of a definition become "read-only" and "destructive": three small tables of named rows, run by
 * inferEffect (infer-effect.ts) around the verb-context rows (verb-context.ts).
 *
 * - NAME_VERB_ROWS settle which verb the name's verb really is (a homograph inside the name gives way to the
 *   description's opening verb; "execute_query" is a query). The first row that fits wins.
 * - READ_ONLY_ROWS turn a reading of verbs that only read into a write when the definition shows more (SQL that may
 *   write, a path the result is saved to), or a write into a read when the description says it only reads. The
 *   first row that fits wins.
 * - DESTRUCTIVE_ROWS name every reason a tool that writes is destructive (removal verbs, code that runs, arbitrary
 *   SQL, bulk changes, replaced content). Every row runs; each adds its reasons.
 *
 * Each row has an id, a one-line summary (shown on /docs/judgement/) and invented examples on which it must and
 * must not fire; tests/reading-rows.test.ts runs them. A newcomer adds a reading by adding a row and its examples.
 */
import type { DescriptionSignals } from './signals/description.ts';
import { READ_ACTION_NOUNS } from './signals/description.ts';
import type { NameSignals } from './signals/name.ts';
import type { SchemaSignals } from './signals/schema.ts';
import { ISSUING_WORDS, type ContextVerb, type ToolSketch } from './verb-context.ts';
import { HOMOGRAPHS, READ_CLASSES, verbLemma, type VerbClass } from './vocabulary/verbs.ts';

type JudgedVerb = ContextVerb;

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

const quoteList = (names: string[]) => names.map((name) => `"${name}"`).join(', ');

/** Read verbs whose SQL or code argument is the thing analysed, not something that runs. */
const ANALYSE_VERBS = new Set([
  'validate',
  'lint',
  'format',
  'parse',
  'explain',
  'suggest',
  'analyze',
  'analyse',
  'check',
  'verify',
  'convert',
  'translate',
  'generate',
  'scaffold',
  'review',
  'diff',
  'compare',
  'describe',
  'plan',
]);

/** Analysis verbs that still produce something a switch to overwrite or a dry run would be about: files they write. */
const PRODUCING_VERBS = new Set(['generate', 'scaffold', 'convert', 'translate', 'format']);

/** An opening that hands back guidance about the name's action: "Provide installation instructions for the CLI". */
const GIVES_GUIDANCE =
  /^(?:provides?|returns?|gets?|shows?|gives?|lists?|explains?)\s+(?:(?:a|an|the|step-by-step|detailed)\s+)?(?:[\w-]+\s+){0,2}?(?:instructions|guidance|guides?|how-?tos?|steps|documentation|docs|tips|best practices|playbooks?)\b/i;

/** Switch pairs an operation parameter offers when a read-named tool turns something on or off: "action: start | stop". */
const SWITCH_PAIRS: ReadonlyArray<readonly [string, string]> = [
  ['start', 'stop'],
  ['enable', 'disable'],
  ['activate', 'deactivate'],
  ['attach', 'detach'],
];

/** Verbs of a change that a plan or preview of it only computes ("deploy_plan", "migration preview"). */
const PLANNED_CHANGES = new Set([
  'deploy',
  'apply',
  'migrate',
  'rollout',
  'release',
  'provision',
  'install',
  'sync',
  'build',
  'publish',
  'import',
]);
/** What a plan of a change is called at the end of a name. */
const PLAN_NOUNS = new Set(['plan', 'plans', 'preview', 'previews', 'dryrun']);

/** An opening that composes a link or an address and hands it back: "Generate a link to the tracker with the form filled in". */
const COMPOSES_LINK =
  /^(?:generates?|composes?|builds?|constructs?|returns?|gets?|prepares?)\s+(?:a|an|the)\s+(?:[\w-]+\s+){0,3}?(?:link|url|uri)\b/i;

/** Prose that says the tool writes its result to disk itself: "Full reports are saved to disk", "the path it was saved to". */
const SAVES_ITSELF =
  /\b(?:(?:is|are|gets?|get|will be)\s+(?:saved|written|stored)|saves|writes|stores)\s+(?:[\w-]+\s+){0,4}?(?:to|on|in(?:to)?)\s+(?:the\s+)?(?:disk|local (?:disk|file ?system)|file ?system|a (?:local |temporary |new )?file)\b|\bpath (?:it|they|the \w+) (?:was|were) saved to\b/i;

/** Verbs that open a description when the tool starts a job: "Trigger a background scan ...". */
const JOB_STARTERS = new Set([
  'trigger',
  'start',
  'initiate',
  'launch',
  'kick',
  'enqueue',
  'queue',
  'schedule',
  'dispatch',
]);
/** Prose that says the work goes on after the call returns. */
const RUNS_LATER = /\b(?:background|asynchronous(?:ly)?|async|queued|job)\b/i;

/** Does the description say, as a plain statement and not in a "when ..." clause, that the tool saves its result itself? */
function savesItself(text: string): boolean {
  for (const match of text.matchAll(new RegExp(SAVES_ITSELF.source, 'gi'))) {
    const before = text.slice(Math.max(0, (match.index ?? 0) - 80), match.index ?? 0);
    // "When outputs are saved to a file, read it", "writes nothing to disk", "is never saved to disk": not the tool saving.
    if (
      /\b(?:when|if|whenever|once|unless)\b[^.!?\n]*$/i.test(before) ||
      /\b(?:not|never|nothing|no)\b/i.test(match[0]) ||
      /\b(?:not|never|nt)\s*$/i.test(before)
    )
      continue;
    return true;
  }
  return false;
}

/** A parameter that names an address the tool posts its results to. */
const CALLBACK_PARAMETER =
  /^(?:webhooks?|webhook_?urls?|postback_?urls?|pingback_?urls?|notify_?urls?|notification_?urls?)$/i;

/** What opens a later sentence about the tool itself: "It also ...", "The operation ...". */
const SELF_SUBJECT = /^(?:it|this tool|this operation|the operation|this endpoint|the tool|this call|the call)\b/i;
/** Words that deny the removal that follows ("never deletes", "without deleting"). */
const DENIALS = new Set(['not', 'never', 'without', 'cannot', 'cant', 'wont', 'doesnt', 'dont', 'no']);

/**
 * Hard removals a later sentence of the description says the tool itself does: a sentence that opens with the tool's
 * own verbs ("Closes all sessions, deletes saved cookies and the profile") or with the tool as its subject ("The
 * operation ... may delete the source branch"). The first sentence is the opening row's to read.
 */
function laterRemovals(text: string): string[] {
  const sentences = text.split(/(?<=[.!?])\s+|\n\s*\n/).slice(1);
  const found: string[] = [];
  for (const sentence of sentences) {
    const words = sentence
      .replace(/['’]/g, '')
      .toLowerCase()
      .split(/[^a-z]+/)
      .filter((word) => word.length > 0);
    const first = words[0] ?? '';
    const ownVerbs = /[^s]s$/.test(first) && verbLemma(first) !== undefined && verbLemma(first) !== first;
    if (!ownVerbs && !SELF_SUBJECT.test(sentence.trim())) continue;
    words.forEach((word, index) => {
      const lemma = verbLemma(word);
      if (lemma === undefined || !HARD_DELETE.has(lemma) || found.includes(lemma)) return;
      if (words.slice(Math.max(0, index - 3), index).some((before) => DENIALS.has(before))) return;
      // "deleted" or "deleting" describe objects or conditions ("restores deleted items"); the tool's own verb is its base or -s form.
      if (word !== lemma && word !== `${lemma}s` && word !== `${lemma}es`) return;
      found.push(lemma);
    });
  }
  return found;
}

/** Objects a "resolve" looks up rather than settles. */
const LOOKUP_OBJECTS = new Set([
  'id',
  'ids',
  'name',
  'names',
  'host',
  'hostname',
  'address',
  'dns',
  'path',
  'url',
  'uri',
  'reference',
  'ref',
  'alias',
  'symbol',
  'library',
  'version',
  'location',
  'coordinates',
  'identifier',
  'handle',
  'did',
  'domain',
]);

/** Strong removal verbs that still make an in-place update destructive. */
const HARD_DELETE = new Set([
  'delete',
  'destroy',
  'drop',
  'purge',
  'wipe',
  'erase',
  'truncate',
  'overwrite',
  'expunge',
  'shred',
  'nuke',
]);

/** Nouns of file-like content: replacing part of one loses what was there. */
const CONTENT_OBJECTS = new Set([
  'file',
  'files',
  'content',
  'contents',
  'document',
  'documents',
  'text',
  'line',
  'lines',
  'data',
  'storage',
  'state',
  'cookies',
  'blob',
  'object',
  'objects',
]);

/** What running something names when it runs code or commands, whose effects are unbounded (not a search or a report). */
const CODE_OBJECTS = new Set([
  'code',
  'command',
  'commands',
  'cmd',
  'script',
  'scripts',
  'shell',
  'bash',
  'sh',
  'sql',
  'statement',
  'statements',
  'program',
  'notebook',
  'cell',
  'cells',
  'snippet',
  'javascript',
  'js',
  'python',
  'py',
  'node',
  'terminal',
  'process',
  'binary',
  'executable',
  'playbook',
  'migration',
  'migrations',
]);

/** Verb classes that remove, replace or cannot be bounded. */
const REMOVING_CLASSES: ReadonlySet<VerbClass> = new Set(['delete', 'overwrite', 'disruptive', 'interact', 'execute']);

/** What every row reads: the signals of the definition, its text, and the reading so far. */
export interface ReadingInput {
  name: NameSignals;
  description: DescriptionSignals;
  schema: SchemaSignals;
  /** The description as written. */
  text: string;
  /** The verbs read so far (after the verb-context rows, for the read-only and destructive tables). */
  verbs: readonly JudgedVerb[];
  /** The tool changes many objects at once. */
  bulk: boolean;
  /** The description says it brings back something archived or deleted. */
  bringsBack: boolean;
}

interface RowBase {
  id: string;
  /** One sentence for the docs: when the row applies and what it concludes. */
  summary: string;
  examples: { fires: ToolSketch[]; quiet: ToolSketch[] };
}

/** A row that settles what the name's verb is. It replaces the first verb with the ones it returns. */
export interface NameVerbRow extends RowBase {
  when(input: ReadingInput, first: JudgedVerb): JudgedVerb[] | undefined;
}

/** A row that turns a read into a write (`turns: 'write'`, adding the verb it returns) or a write into a read. */
export interface ReadOnlyRow extends RowBase {
  turns: 'write' | 'read';
  when(input: ReadingInput, primary: JudgedVerb): { reason: string; verb?: JudgedVerb } | undefined;
}

/** A row that gives reasons a writing tool is destructive, and any verb those reasons rest on. */
export interface DestructiveRow extends RowBase {
  reasons(
    input: ReadingInput,
    dominant: JudgedVerb,
    found: readonly string[],
  ): { reasons: string[]; verbs?: JudgedVerb[] };
}

const sketch = (name: string, description?: string, properties?: Record<string, unknown>): ToolSketch => ({
  name,
  ...(description !== undefined ? { description } : {}),
  ...(properties ? { inputSchema: { type: 'object', properties } } : {}),
});
const text = { type: 'string' };

export const NAME_VERB_ROWS: readonly NameVerbRow[] = [
  {
    id: 'reading-homograph-gives-way',
    summary:
      'A word inside the name that is as often a noun as a verb ("request" in a network request tool) gives way to a clear verb that opens the description.',
    when: (input, first) => {
      const lead = input.description.leading[0];
      if (
        !HOMOGRAPHS.has(first.lemma) ||
        (input.name.primary?.index ?? 0) === 0 ||
        lead === undefined ||
        HOMOGRAPHS.has(lead.lemma)
      )
        return undefined;
      return input.description.leading.map((verb) => ({ ...verb, source: 'description' as const }));
    },
    examples: {
      fires: [sketch('acme_post', 'Create a resource in the Acme API.')],
      quiet: [
        sketch('acme_post', 'POST endpoint of the Acme API.'),
        sketch('post_message', 'Post a message to a channel.'),
      ],
    },
  },
  {
    id: 'reading-generic-verb-read-action',
    summary:
      'A generic verb ("execute", "run") named after a read action ("execute_query", "run_search") is that read.',
    when: (input, first) => {
      if (first.cls !== 'execute' && first.cls !== 'generic') return undefined;
      const index = input.name.primary?.index ?? 0;
      const lemma = input.name.tokens
        .slice(index + 1)
        .map((token) => READ_ACTION_NOUNS[token])
        .find((candidate) => candidate !== undefined);
      return lemma === undefined ? undefined : [{ lemma, cls: 'read', source: 'name' }];
    },
    examples: {
      fires: [sketch('run_search', 'Run a search over the indexed notes.')],
      quiet: [sketch('run_script', 'Run a script.'), sketch('search_notes', 'Search the notes.')],
    },
  },
  {
    id: 'reading-resolve-lookup',
    summary: '"Resolve" on an id, name, address or reference looks it up; resolving a thread or an alert settles it.',
    when: (input, first) =>
      first.lemma === 'resolve' && input.name.nouns.some((noun) => LOOKUP_OBJECTS.has(noun))
        ? [{ lemma: 'resolve', cls: 'read', source: 'name' }]
        : undefined,
    examples: {
      fires: [sketch('resolve_symbol_name', 'Find the full name of a symbol.')],
      quiet: [sketch('resolve_thread', 'Mark a review thread as resolved.')],
    },
  },
  {
    id: 'reading-composes-link',
    summary:
      'A tool named after what a link leads to ("create_ticket_report") whose description opens by generating a link or URL, with nothing issued or granted by it (no signed, sharing, upload or portal link), only composes that link: the person who follows it does the rest.',
    when: (input, first) => {
      if (
        READ_CLASSES.has(first.cls) ||
        !COMPOSES_LINK.test(input.description.sentence) ||
        ISSUING_WORDS.test(input.description.sentence) ||
        ISSUING_WORDS.test(input.name.tokens.join(' '))
      )
        return undefined;
      return [{ lemma: 'generate', cls: 'compute', source: 'description' }];
    },
    examples: {
      fires: [
        sketch(
          'create_ticket_report',
          "Generate a link to the tracker's new-ticket form with the product and type filled in.",
        ),
      ],
      quiet: [
        sketch('create_ticket_report', 'Create a ticket in the tracker.'),
        sketch('create_share', 'Generate a sharing link for a file.'),
      ],
    },
  },
  {
    id: 'reading-gives-instructions',
    summary:
      'A tool named after an action ("install_cli") whose description opens by handing back instructions, a guide or documentation for it only reads: the caller or the user does the action.',
    when: (input, first) =>
      READ_CLASSES.has(first.cls) || !GIVES_GUIDANCE.test(input.description.sentence)
        ? undefined
        : [{ lemma: 'get', cls: 'read', source: 'description' }],
    examples: {
      fires: [sketch('toolkit_install', 'Provide installation instructions for the toolkit command-line tools.')],
      quiet: [
        sketch('toolkit_install', 'Install the toolkit command-line tools.'),
        sketch('deploy_site', 'Deploy the site and return the deployment steps it ran.'),
      ],
    },
  },
  {
    id: 'reading-plan-of-change',
    summary:
      'A name that ends on the plan or preview of a change ("deploy_plan", "migrate_preview") computes what the change would do; it changes nothing itself.',
    when: (input, first) => {
      const index = input.name.primary?.index ?? 0;
      const rest = input.name.tokens.slice(index + 1).filter((token) => !/^v?\d+$/.test(token));
      if (
        !PLANNED_CHANGES.has(first.lemma) ||
        rest.length === 0 ||
        !PLAN_NOUNS.has(rest[rest.length - 1] as string) ||
        input.description.money
      )
        return undefined;
      return [{ lemma: 'plan', cls: 'compute', source: 'name' }];
    },
    examples: {
      fires: [
        sketch('deployPlan', 'Compute the deployment plan from the project file without changing anything.'),
        sketch('migrate_schema_preview', 'Preview the schema migration.'),
      ],
      quiet: [
        sketch('deploy_site', 'Deploy the site.'),
        sketch('upgrade_plan', 'Upgrade the subscription plan of the account.'),
      ],
    },
  },
];

export const READ_ONLY_ROWS: readonly ReadOnlyRow[] = [
  {
    id: 'reading-claims-action',
    turns: 'write',
    summary:
      'A tool named as a read whose description plainly says it also does something else ("builds the digest and sends it", "runs the diagnostics and fixes what it finds") writes.',
    when: (input) => {
      const claim = input.description.actionClaims[0];
      if (claim === undefined || input.description.readOnlyClaim) return undefined;
      return {
        reason: `the description names a further action, "${claim.lemma}"`,
        verb: { ...claim, source: 'description' },
      };
    },
    examples: {
      fires: [
        sketch('get_digest', 'Builds the weekly digest and sends it to all subscribers.'),
        sketch('run_checks', 'Runs the diagnostics and fixes the problems it finds.'),
      ],
      quiet: [
        sketch('get_digest', 'Get the weekly digest.'),
        sketch('run_checks', 'Runs the diagnostics and lists the problems it finds.'),
      ],
    },
  },
  {
    id: 'reading-sql-may-write',
    turns: 'write',
    summary:
      'A parameter that takes SQL may write, unless the description says the tool only reads or the tool only analyses the SQL.',
    when: (input, primary) => {
      if (input.schema.sql.length === 0 || input.description.readOnlyClaim || ANALYSE_VERBS.has(primary.lemma))
        return undefined;
      return {
        reason: `the ${quoteList(input.schema.sql)} parameter takes SQL that may write, and nothing says it is limited to reads`,
        verb: { lemma: 'execute', cls: 'execute', source: 'inferred' },
      };
    },
    examples: {
      fires: [sketch('query_db', 'Query the database.', { sql: text })],
      quiet: [
        sketch('query_db', 'Run a read-only query against the database.', { sql: text }),
        sketch('explain_query', 'Explain a query plan.', { sql: text }),
      ],
    },
  },
  {
    id: 'reading-runs-code',
    turns: 'write',
    summary:
      'A code parameter on a tool whose opening sentence runs something carries code that the tool runs, whatever the name says.',
    when: (input, primary) => {
      const { schema, description } = input;
      if (
        schema.code.length === 0 ||
        description.readOnlyClaim ||
        ANALYSE_VERBS.has(primary.lemma) ||
        !description.firstSentenceVerbs.some((verb) => verb.cls === 'execute')
      )
        return undefined;
      return {
        reason: `the ${quoteList(schema.code)} parameter carries code that the tool runs`,
        verb: { lemma: 'execute', cls: 'execute', source: 'inferred' },
      };
    },
    examples: {
      fires: [sketch('capture_page', 'Capture the page state, then execute the given script in it.', { script: text })],
      quiet: [sketch('capture_page', 'Capture the page and return its text.', { url: text })],
    },
  },
  {
    id: 'reading-saves-to-path',
    turns: 'write',
    summary:
      'A read that saves its result (a screenshot, a dump) to a path the caller names writes to the file system and can overwrite a file there.',
    when: (input) => {
      if (input.schema.savesToPath.length === 0 || input.description.readOnlyClaim) return undefined;
      return {
        reason: `it saves its result to the path given in ${quoteList(input.schema.savesToPath)}`,
        verb: { lemma: 'save', cls: 'create', source: 'operation' },
      };
    },
    examples: {
      fires: [
        sketch('take_screenshot', 'Take a screenshot of the page.', {
          outputPath: { type: 'string', description: 'File path to save the screenshot to.' },
        }),
      ],
      quiet: [
        sketch('take_screenshot', 'Take a screenshot of the page and return it.', { fullPage: { type: 'boolean' } }),
      ],
    },
  },
  {
    id: 'reading-saves-itself',
    turns: 'write',
    summary:
      'A read whose description says it saves its result to disk or a file itself ("full reports are saved to disk", "returns the path it was saved to") writes a new file each time.',
    when: (input) => {
      if (input.description.readOnlyClaim || !savesItself(input.text)) return undefined;
      return {
        reason: 'the description says it saves its result to a file',
        verb: { lemma: 'save', cls: 'create', source: 'description' },
      };
    },
    examples: {
      fires: [
        sketch('page_audit', 'Get audit scores for the page. Full reports are saved to disk.'),
        sketch('grab_frame', 'Captures the current frame and returns it, plus the path it was saved to.'),
      ],
      quiet: [
        sketch('page_audit', 'Get audit scores for the page and return them.'),
        sketch('read_saved_report', 'Read a report that was saved to disk earlier.'),
        sketch('get_started', 'Get started with the API. When tool outputs are saved to a file, read the whole file.'),
        sketch('read_logs', 'Read the logs of a job; it writes nothing to disk.'),
      ],
    },
  },
  {
    id: 'reading-starts-job',
    turns: 'write',
    summary:
      'A tool named as a read ("detect_installs") whose description opens by triggering or starting a job that runs after the call returns ("Trigger a background scan ...") queues work on the service.',
    when: (input, primary) => {
      const lead = input.description.leading[0];
      if (
        lead === undefined ||
        !JOB_STARTERS.has(lead.lemma) ||
        primary.source !== 'name' ||
        input.description.readOnlyClaim ||
        !RUNS_LATER.test(input.text)
      )
        return undefined;
      return {
        reason: `the description opens with "${lead.lemma}": it starts a job on the service`,
        verb: { ...lead, cls: 'trigger', source: 'description' },
      };
    },
    examples: {
      fires: [sketch('detect_sites', 'Trigger a background scan to detect the sites of the account.')],
      quiet: [
        sketch('detect_sites', 'Detect the sites of the account and list them.'),
        sketch('get_scan', 'Get the result of a scan started earlier.'),
        sketch('get_guide', 'Start here: a guide to the other tools and when to use each.'),
      ],
    },
  },
  {
    id: 'reading-posts-to-callback',
    turns: 'write',
    summary:
      'A read with a webhook or postback URL parameter posts what it finds to that address: it sends data out (a computation that composes a manifest only carries the address).',
    when: (input, primary) => {
      // A computation that composes a manifest or a setup link carries a webhook address as content, not as a destination.
      if (primary.cls === 'compute') return undefined;
      const parameter = input.schema.parameters.find(
        (candidate) =>
          CALLBACK_PARAMETER.test(candidate.name.replace(/-/g, '_')) &&
          (candidate.type === 'string' || candidate.type === 'object' || candidate.type === ''),
      );
      return parameter
        ? {
            reason: `its ${parameter.name} parameter names an address the results are posted to`,
            verb: { lemma: 'post', cls: 'send', source: 'operation' },
          }
        : undefined;
    },
    examples: {
      fires: [sketch('crawl_site', 'Crawl a website and return its pages.', { url: text, webhook: text })],
      quiet: [
        sketch('crawl_site', 'Crawl a website and return its pages.', { url: text, limit: { type: 'number' } }),
        sketch('list_webhooks', 'List the webhooks of a repository.', { repo: text }),
        sketch('generate_app_manifest', 'Generate the manifest of an app for an admin to submit.', {
          webhookUrl: text,
        }),
      ],
    },
  },
  {
    id: 'reading-switch-operations',
    turns: 'write',
    summary:
      'A tool named as a read ("monitor_calls") whose operation parameter offers to start and stop, or enable and disable, switches something on or off in the system it watches.',
    when: (input, primary) => {
      if (primary.source !== 'name' || input.description.readOnlyClaim) return undefined;
      const offered = new Set(input.schema.operations.map((operation) => operation.lemma));
      const pair = SWITCH_PAIRS.find(([on, off]) => offered.has(on) && offered.has(off));
      return pair
        ? {
            reason: `its operations "${pair[0]}" and "${pair[1]}" switch something on and off`,
            verb: { lemma: pair[0], cls: 'state', source: 'operation' },
          }
        : undefined;
    },
    examples: {
      fires: [
        sketch('monitor_calls', 'Monitor the calls between the app and its backend.', {
          action: { type: 'string', enum: ['start', 'stop'] },
        }),
      ],
      quiet: [
        sketch('monitor_calls', 'Monitor the calls between the app and its backend.', {
          action: { type: 'string', enum: ['list', 'get'] },
        }),
        sketch('get_job', 'Get a job.', { id: text }),
      ],
    },
  },
  {
    id: 'reading-dry-run',
    turns: 'write',
    summary: 'A dry-run switch exists only on tools that change things.',
    when: (input, primary) =>
      input.schema.dryRun && (!ANALYSE_VERBS.has(primary.lemma) || PRODUCING_VERBS.has(primary.lemma))
        ? {
            reason: 'it has a dry-run switch, which only tools that change things need',
            verb: { lemma: 'change', cls: 'modify', source: 'inferred' },
          }
        : undefined,
    examples: {
      fires: [sketch('fetch_orders', 'Fetch the orders.', { dryRun: { type: 'boolean' } })],
      quiet: [
        sketch('validate_config', 'Validate the config.', { dryRun: { type: 'boolean' } }),
        sketch('fetch_orders', 'Fetch the orders.'),
      ],
    },
  },
  {
    id: 'reading-overwrite-switch',
    turns: 'write',
    summary:
      'A switch to overwrite what is already there (overwrite, force_overwrite, replace_existing) exists only on tools that write files or records: a download or template tool with one writes.',
    when: (input, primary) => {
      const parameter = input.schema.parameters.find(
        (candidate) =>
          /^(?:overwrite|overwrite_?existing|force_?overwrite|allow_?overwrite|replace_?existing|clobber)$/i.test(
            candidate.name.replace(/-/g, '_'),
          ) &&
          (candidate.type === 'boolean' || candidate.type === ''),
      );
      return parameter && (!ANALYSE_VERBS.has(primary.lemma) || PRODUCING_VERBS.has(primary.lemma))
        ? {
            reason: `its ${parameter.name} switch replaces what is already there, which only a tool that writes needs`,
            verb: { lemma: 'write', cls: 'create', source: 'inferred' },
          }
        : undefined;
    },
    examples: {
      fires: [
        sketch('download_starter', 'Download a starter project into the working folder.', {
          template: text,
          overwrite: { type: 'boolean', description: 'Overwrite existing files' },
        }),
        sketch('generate_lint_config', 'Generate lint configuration files for the project.', {
          folder: text,
          overwrite_existing: { type: 'boolean' },
        }),
      ],
      quiet: [
        sketch('download_starter', 'Download a starter project as a zip and return its link.', { template: text }),
        sketch('validate_config', 'Validate the config.', { overwrite: { type: 'boolean' } }),
      ],
    },
  },
  {
    id: 'reading-says-read-only',
    turns: 'read',
    summary:
      'A tool whose only changing verb is a soft one (run, execute, trigger, a generic verb) and whose description says it only reads, with no code to run, is a read.',
    when: (input) => {
      const changing = input.verbs.filter((verb) => !READ_CLASSES.has(verb.cls));
      const softOnly = changing.every(
        (verb) => verb.cls === 'execute' || verb.cls === 'generic' || verb.cls === 'trigger',
      );
      return input.description.readOnlyClaim && softOnly && input.schema.code.length === 0
        ? { reason: 'the description says it runs read-only' }
        : undefined;
    },
    examples: {
      fires: [sketch('trigger_health_check', 'Triggers a health check. Read-only.')],
      quiet: [
        sketch('trigger_health_check', 'Triggers a health check.'),
        sketch('delete_report', 'Delete a report. This tool is read-only.'),
      ],
    },
  },
];

export const DESTRUCTIVE_ROWS: readonly DestructiveRow[] = [
  {
    id: 'reading-removal-verb',
    summary:
      'A verb that deletes, overwrites, interrupts or drives a page is destructive; a verb that runs something only when it runs code or commands (not a search or a report).',
    reasons: (input) => {
      const lower = input.text.toLowerCase();
      const runsCodeOrCommands =
        input.schema.code.length > 0 ||
        input.schema.sql.length > 0 ||
        input.name.nouns.some((noun) => CODE_OBJECTS.has(noun)) ||
        /\b(?:code|commands?|scripts?|shell|sql|statements?|transactions?|mutations?)\b/.test(lower) ||
        input.description.allVerbs.some((verb) => verb.cls === 'delete');
      const reasons: string[] = [];
      for (const verb of input.verbs) {
        if (verb.cls === 'execute' && !runsCodeOrCommands) continue;
        if (REMOVING_CLASSES.has(verb.cls))
          reasons.push(`${describeSource(verb)} "${verb.lemma}" ${CLASS_PHRASE[verb.cls]}`);
      }
      return { reasons };
    },
    examples: {
      fires: [sketch('delete_widget', 'Delete a widget.'), sketch('run_script', 'Run a shell script.')],
      quiet: [sketch('run_report', 'Run the monthly report.'), sketch('create_widget', 'Create a widget.')],
    },
  },
  {
    id: 'reading-supplied-code',
    summary: 'Code or commands the caller supplies, to a tool that does not merely store them, have unbounded effects.',
    reasons: (input, dominant, found) => {
      const stores =
        dominant.cls === 'create' || dominant.cls === 'modify' || dominant.cls === 'state' || dominant.cls === 'send';
      if (input.schema.code.length === 0 || stores || found.some((reason) => reason.includes('runs')))
        return { reasons: [] };
      return {
        reasons: [
          `the ${quoteList(input.schema.code)} parameter carries code or commands, whose effects are unbounded`,
        ],
      };
    },
    examples: {
      fires: [
        sketch('navigate_page', 'Navigate the page to a URL.', {
          script: { type: 'string', description: 'A script to evaluate after load.' },
        }),
      ],
      quiet: [sketch('create_function', 'Create a function with the given code.', { code: text })],
    },
  },
  {
    id: 'reading-free-sql',
    summary: 'Arbitrary SQL can delete or overwrite rows, unless the description says the tool only reads.',
    reasons: (input) =>
      input.schema.sql.length > 0 && !input.description.readOnlyClaim
        ? {
            reasons: [
              `the ${quoteList(input.schema.sql)} parameter takes arbitrary SQL, which can delete or overwrite rows`,
            ],
          }
        : { reasons: [] },
    examples: {
      fires: [sketch('run_sql', 'Run SQL against the warehouse.', { sql: text })],
      quiet: [sketch('run_sql', 'Run a read-only SQL query.', { sql: text })],
    },
  },
  {
    id: 'reading-bulk-change',
    summary: 'A change that reaches many objects at once (bulk, all, every) is destructive.',
    reasons: (input, dominant) =>
      input.bulk && ['modify', 'generic', 'overwrite'].includes(dominant.cls)
        ? { reasons: ['it changes many objects at once'] }
        : { reasons: [] },
    examples: {
      fires: [sketch('bulk_update_tags', 'Update tags on many records.')],
      quiet: [sketch('update_tag', 'Update a tag on one record.')],
    },
  },
  {
    id: 'reading-destructive-phrase',
    summary: 'The description says outright that the change is permanent, irreversible or wipes data.',
    reasons: (input) => ({
      reasons: input.description.destructivePhrases.map((phrase) => `the description ${phrase}`),
    }),
    examples: {
      fires: [sketch('reset_workspace', 'Reset the workspace. This action is irreversible.')],
      quiet: [sketch('reset_filter', 'Reset the filter of the list view.')],
    },
  },
  {
    id: 'reading-removal-in-opening',
    summary:
      'A removal named in the opening sentence of a tool that mainly creates, sends, triggers or manages counts; an in-place update escalates only on hard removals or a plain statement, and restoring something deleted is no removal.',
    reasons: (input, dominant) => {
      const reasons: string[] = [];
      const verbs: JudgedVerb[] = [];
      const known = (lemma: string) =>
        input.verbs.some((verb) => verb.lemma === lemma) || verbs.some((verb) => verb.lemma === lemma);
      const strictUpdate = dominant.cls === 'modify';
      for (const verb of input.description.firstSentenceVerbs) {
        const removes = verb.cls === 'delete' || verb.cls === 'overwrite' || verb.cls === 'disruptive';
        if (!removes || known(verb.lemma)) continue;
        // ...nor is "deleted" in "restores a deleted card" a deletion.
        if (input.bringsBack && (verb.lemma === 'restore' || verb.lemma === 'recover' || verb.cls === 'delete'))
          continue;
        if (
          strictUpdate &&
          !HARD_DELETE.has(verb.lemma) &&
          !input.description.actionClaims.some((claim) => claim.lemma === verb.lemma)
        )
          continue;
        if (['create', 'state', 'send', 'trigger', 'generic', 'modify'].includes(dominant.cls)) {
          reasons.push(`the description also says it can "${verb.lemma}"`);
          verbs.push({ ...verb, source: 'description' });
        }
      }
      return { reasons, verbs };
    },
    examples: {
      fires: [sketch('close_session', 'Close the session and delete its recordings.')],
      quiet: [
        sketch('restore_card', 'Restores a deleted card to its list.'),
        sketch('create_label', 'Create a label on a board.'),
      ],
    },
  },
  {
    id: 'reading-removal-stated-later',
    summary:
      'A later sentence that says what the tool itself does ("Closes all sessions, deletes saved cookies", "The operation may delete the source branch") names a hard removal.',
    reasons: (input) => ({
      reasons: laterRemovals(input.text).map((lemma) => `the description says it can also "${lemma}"`),
    }),
    examples: {
      fires: [
        sketch(
          'switch_account',
          'Switch to another account. Closes the open sessions, deletes saved cookies and opens a fresh login.',
        ),
        sketch('land_change', 'Land a change request. The operation may squash commits or delete the source branch.'),
      ],
      quiet: [
        sketch('switch_account', 'Switch to another account. Opens a fresh login; saved cookies are kept.'),
        sketch('land_change', 'Land a change request. The operation never deletes the source branch.'),
        sketch('restore_items', 'Restore items. Restores deleted items to their folder.'),
      ],
    },
  },
  {
    id: 'reading-replaces-content',
    summary: 'Replacing part of a file or of stored content loses what was there.',
    reasons: (input, dominant) => {
      const replaces = /\breplac(?:e|es|ing)\b/.test(input.text.toLowerCase());
      const contentObject =
        input.name.nouns.some((noun) => CONTENT_OBJECTS.has(noun)) ||
        input.schema.content.some((param) => CONTENT_OBJECTS.has(param.toLowerCase()));
      return replaces && contentObject && ['modify', 'generic', 'create'].includes(dominant.cls)
        ? { reasons: ['the description says it replaces existing content'] }
        : { reasons: [] };
    },
    examples: {
      fires: [sketch('edit_file', 'Edit a file by replacing a block of lines.')],
      quiet: [sketch('edit_label', 'Edit a label by replacing its colour.')],
    },
  },
];

/** Every row of the three tables, in the order the engine meets them. */
export const READING_ROWS: readonly RowBase[] = [...NAME_VERB_ROWS, ...READ_ONLY_ROWS, ...DESTRUCTIVE_ROWS];

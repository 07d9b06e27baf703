import { words, wordSet } from './word-set.ts';
/**
 * The verb lexicon: which verbs mean what, for an MCP tool.
 *
 * Every entry is a general English or software verb, never a server's or a
 * tool's name. The classes follow what a policy cares about: does the call
 * change anything, can what it changes be lost, does it start something
 * outside the conversation, does it move money.
 */

export type VerbClass =
  /** Returns data: get, list, search, describe ... */
  | 'read'
  /** Pure computation on the arguments: convert, calculate, suggest ... */
  | 'compute'
  /** Checks a client connection (ping, handshake) or closes one (disconnect); nothing the server keeps changes. */
  | 'session'
  /** Copies data out (to a file, a PDF, a screenshot) without changing the source. */
  | 'export'
  /** Changes only what is drawn on screen (highlight, show). */
  | 'display'
  /** Adds something new; nothing existing is lost. */
  | 'create'
  /** Changes a value of an existing object in place. */
  | 'modify'
  /** Flips a reversible state: toggle, mark, resolve, star, approve ... */
  | 'state'
  /** Says only that it writes or manages; the description or an operation parameter tells what. */
  | 'generic'
  /** Runs code, commands or queries the caller supplies: effects are unbounded. */
  | 'execute'
  /** Starts an operation outside the conversation: trigger, start, build, deploy ... */
  | 'trigger'
  /** Sends something to people or systems: send, post, publish, notify, reply ... */
  | 'send'
  /** Interrupts or replaces running systems: stop, cancel, kill, restart, scale, upgrade, apply ... */
  | 'disruptive'
  /** Drives a user interface: click, type, press, navigate, scroll ... */
  | 'interact'
  /** Replaces existing data: overwrite, replace, reset, restore, move, rename, patch ... */
  | 'overwrite'
  /** Removes data: delete, remove, drop, destroy, purge, uninstall ... */
  | 'delete'
  /** Moves money or commits to a purchase. */
  | 'financial';

const LEXICON: Record<VerbClass, readonly string[]> = {
  read: words(
    'get list read search find fetch retrieve query lookup look describe show view inspect explain count check verify validate analyze analyse review discover explore browse diff compare summarize summarise aggregate poll wait open peek echo scrape crawl extract audit diagnose monitor observe test lint grep filter sort resolve identify detect investigate evaluate assess measure examine locate tail watch visualize visualise trace traceroute dig whois probe ask answer research study see retrieval select',
  ),
  compute: words(
    'convert calculate compute estimate suggest recommend format parse render translate geocode think plan predict classify encode decode hash tokenize transform generate scaffold draft preview simulate forecast sum rank rerank score match infer reason',
  ),
  // Signing in or out changes who the server acts as, and stores or drops a credential: a change of state. So does
  // connecting: the server holds a connection, to a host the call may name, that it did not hold before, so connect
  // is a state verb. Disconnecting only returns the server to where it was before it connected; a ping or a handshake
  // checks a connection without changing it.
  session: ['disconnect', 'ping', 'handshake'],
  export: words('export download dump snapshot screenshot capture take print'),
  display: ['highlight', 'display', 'hide', 'annotate', 'unhighlight'],
  create: words(
    'create add insert append prepend new upload import load commit push fork clone copy duplicate register attach comment store save put init initialize initialise backup compress gzip zip archive record tag label invite allocate enroll bookmark write make build upsert index ingest seed open schedule book reserve queue enqueue provision generate link embed',
  ),
  modify: words(
    'update set edit modify change configure extend renew assign increment decrement incr decr unassign merge rebase sync tune adjust reorder reprioritize reprioritise prioritize prioritise sort rotate refresh transfer convert migrate promote demote grant allow deny block unblock share unshare label relabel retitle customize customise fix repair correct amend annotate alter populate unmerge',
  ),
  state: words(
    'finalize finalise toggle enable disable activate deactivate mark unmark resolve unresolve reopen close lock unlock pin unpin star unstar watch unwatch follow unfollow subscribe unsubscribe approve reject accept decline dismiss acknowledge ack snooze archive unarchive unhide mute unmute checkout switch request submit react like unlike vote claim release confirm complete finish open hide ignore favorite favourite rate transition escalate triage snooze reassign publish emulate login logout authenticate connect reconnect signin signout reauthorize',
  ),
  generic: words('write manage control handle perform process operate administer do maintain mutate modify track'),
  execute: words('run exec execute eval evaluate invoke call script shell spawn interpret sh bash'),
  trigger: words(
    'trigger start dispatch rerun retry build deploy install launch resume simulate elicit sample initiate kick fire emit compile spin boot wake unpause reinstall redeploy reindex rebuild retrain train crawl forward port play skip enqueue invoke',
  ),
  send: words(
    'send post publish notify email mail message tweet reply broadcast announce share dm sms text page alert respond mention ping invite forward chat say speak call submit',
  ),
  disruptive: words(
    'stop cancel abort kill terminate shutdown restart reboot pause suspend scale rollout rollback upgrade downgrade drain cordon uncordon evict apply failover halt interrupt quit exit freeze throttle preempt redeploy',
  ),
  interact: words(
    'click type press hover scroll drag fill navigate tap swipe focus go back reload keypress keydown keyup resize maximize minimize dblclick check uncheck choose mouse touch visit goto drop upload pinch zoom',
  ),
  overwrite: words(
    'overwrite replace reset restore revert rollback move rename patch truncate reformat reimage swap rewrite squash reassign transfer unstage discard rotate regenerate',
  ),
  delete: words(
    'delete remove drop destroy purge erase wipe clear clean cleanup prune uninstall teardown unlink unregister revoke discard expunge flush empty nuke deprovision decommission del rm rmdir trash shred deregister detach unset kill evict dismantle obliterate unpublish retract deactivate ban kick unfollow pop trim splice dequeue expire',
  ),
  financial: words(
    'pay purchase buy refund payout withdraw deposit donate tip charge transfer order subscribe checkout invoice bill bid trade sell swap stake fund topup remit wire spend reimburse settle mint debit deduct',
  ),
};

/** Every verb listed under a class, whichever class it is finally read as (a word may be listed under several). */
export const listedVerbs = (cls: VerbClass): ReadonlySet<string> => new Set(LEXICON[cls]);

/**
 * Which class wins when a word appears in several lists. A word is read in its
 * most common sense for MCP tools; context rules (browser, money, observation
 * nouns) reinterpret it later.
 */
const PREFERRED: Record<string, VerbClass> = {
  open: 'read',
  resolve: 'state',
  check: 'read',
  watch: 'read',
  sort: 'read',
  trace: 'read',
  crawl: 'read',
  select: 'read',
  evaluate: 'execute',
  call: 'execute',
  convert: 'compute',
  generate: 'compute',
  simulate: 'trigger',
  write: 'generic',
  modify: 'generic',
  build: 'trigger',
  label: 'create',
  archive: 'state',
  annotate: 'modify',
  hide: 'state',
  share: 'send',
  invite: 'send',
  submit: 'state',
  forward: 'trigger',
  ping: 'session',
  redeploy: 'trigger',
  rollback: 'overwrite',
  rotate: 'overwrite',
  publish: 'send',
  transfer: 'overwrite',
  discard: 'delete',
  kill: 'disruptive',
  evict: 'disruptive',
  deactivate: 'state',
  unfollow: 'state',
  kick: 'trigger',
  swap: 'overwrite',
  drop: 'delete',
  upload: 'create',
};

/** Words that only mean money in a money context; alone they mean something else (transfer a repository, order results). */
export const MONEY_CONTEXT_VERBS: ReadonlySet<string> = wordSet(
  'charge transfer order subscribe checkout bill swap stake fund settle mint trade sell bid spend tip wire invoice deposit',
);

const CLASS_OF = new Map<string, VerbClass>();
for (const cls of Object.keys(LEXICON) as VerbClass[]) {
  for (const verb of LEXICON[cls]) {
    if (!CLASS_OF.has(verb)) CLASS_OF.set(verb, cls);
  }
}
for (const [verb, cls] of Object.entries(PREFERRED)) CLASS_OF.set(verb, cls);
// Money verbs that need context are read in their everyday sense first.
const EVERYDAY: Record<string, VerbClass> = {
  charge: 'modify',
  order: 'create',
  subscribe: 'state',
  checkout: 'state',
  bill: 'create',
  stake: 'create',
  fund: 'create',
  settle: 'state',
  mint: 'create',
  trade: 'financial',
  sell: 'financial',
  bid: 'financial',
  spend: 'financial',
  tip: 'financial',
  wire: 'create',
  invoice: 'create',
  deposit: 'create',
};
for (const [verb, cls] of Object.entries(EVERYDAY)) CLASS_OF.set(verb, cls);

/** The class of a verb in its base form, or undefined when the word is not a known verb. */
export function verbClass(word: string): VerbClass | undefined {
  return CLASS_OF.get(word);
}

/**
 * Words that are as often nouns as verbs. In a tool name they count as the
 * verb only when no other verb came before them (get_log_request_body is a
 * read: "request" there is a noun).
 */
export const HOMOGRAPHS: ReadonlySet<string> = wordSet(
  'set build run review request comment search query scan index order record trace report list post reply note change copy export import match check link view show filter sort alert schedule draft test log merge commit push fork star branch tag label back type drop close open process call control plan message email mail share move clone sample load save display scale dump page text chat port forward patch release score rank sum issue book seed tip fund bill invoice deposit trade bid spin fire kick wake boot go mouse touch focus capture snapshot screenshot print take watch monitor lock pin like rate vote claim say speak answer ask research study see dig probe tail hash format reason new put make do admin shell script sh empty trash clean wire order charge transfer swap stake mint settle spend sell retrieval queue react archive backup cleanup teardown rollout rollback dm sms del rm exec eval select complete finish confirm release respond suggest preview dispatch embed summarize reset restore update upgrade resize wait manage template evaluate duplicate resolve default lead cast mention block play skip transition track purchase',
);

/** Irregular and doubled forms that the suffix rules below do not produce. */
const IRREGULAR: Record<string, string> = {
  ran: 'run',
  running: 'run',
  wrote: 'write',
  written: 'write',
  writing: 'write',
  sent: 'send',
  got: 'get',
  getting: 'get',
  gets: 'get',
  made: 'make',
  making: 'make',
  took: 'take',
  taken: 'take',
  found: 'find',
  read: 'read',
  reads: 'read',
  reading: 'read',
  set: 'set',
  sets: 'set',
  setting: 'set',
  put: 'put',
  putting: 'put',
  dropped: 'drop',
  dropping: 'drop',
  drops: 'drop',
  stopped: 'stop',
  stopping: 'stop',
  stops: 'stop',
  shut: 'shutdown',
  kept: 'keep',
  begun: 'start',
  began: 'start',
  bought: 'buy',
  paid: 'pay',
  spent: 'spend',
  sold: 'sell',
  rebuilt: 'rebuild',
  built: 'build',
  committed: 'commit',
  committing: 'commit',
  submitted: 'submit',
  submitting: 'submit',
  cancelled: 'cancel',
  cancelling: 'cancel',
  canceled: 'cancel',
  canceling: 'cancel',
  copies: 'copy',
  copied: 'copy',
  applies: 'apply',
  applied: 'apply',
  queries: 'query',
  queried: 'query',
  replies: 'reply',
  replied: 'reply',
  empties: 'empty',
  emptied: 'empty',
  modifies: 'modify',
  modified: 'modify',
  identifies: 'identify',
  verifies: 'verify',
  verified: 'verify',
  notifies: 'notify',
  notified: 'notify',
  retries: 'retry',
  retried: 'retry',
  tagged: 'tag',
  tagging: 'tag',
  pinned: 'pin',
  starred: 'star',
  unstarred: 'unstar',
  forked: 'fork',
  planning: 'plan',
  scanned: 'scan',
  scanning: 'scan',
  swapped: 'swap',
  triggered: 'trigger',
  wiped: 'wipe',
  wiping: 'wipe',
  overwritten: 'overwrite',
  overwrote: 'overwrite',
  rewritten: 'rewrite',
  upserts: 'upsert',
  executes: 'execute',
  executing: 'execute',
  executed: 'execute',
  uses: 'use',
};

/**
 * The forms a word may have before an inflection was added, most likely first: "deletes" → delete(s), "deleting" →
 * delet, delete, dele; "stopped" → stopp, stoppe, stop. Only the lexicon tells which, if any, is a verb.
 */
function baseForms(word: string): string[] {
  const candidates: string[] = [];
  if (word.endsWith('ies')) candidates.push(`${word.slice(0, -3)}y`);
  if (word.endsWith('es')) candidates.push(word.slice(0, -2));
  if (word.endsWith('s')) candidates.push(word.slice(0, -1));
  if (word.endsWith('ied')) candidates.push(`${word.slice(0, -3)}y`);
  if (word.endsWith('ed')) candidates.push(word.slice(0, -2), word.slice(0, -1), word.slice(0, -3));
  if (word.endsWith('ing')) candidates.push(word.slice(0, -3), `${word.slice(0, -3)}e`, word.slice(0, -4));
  return candidates.filter((candidate) => candidate.length > 1);
}

/**
 * The base form of a word if it is an inflected form of a known verb
 * ("deletes", "deleting", "deleted" → "delete"), else undefined.
 */
export function verbLemma(word: string): string | undefined {
  if (CLASS_OF.has(word)) return word;
  const irregular = IRREGULAR[word];
  if (irregular !== undefined) return CLASS_OF.has(irregular) ? irregular : undefined;
  return baseForms(word).find((candidate) => CLASS_OF.has(candidate));
}

/** Particles that make a two-word verb with the word before them: roll back, clean up, shut down, log in. */
const PARTICLES = wordSet('back up down out in off over');

/**
 * The verb that a word and the particle after it spell as one ("roll back" → rollback, "cleans up" → cleanup,
 * "shutting down" → shutdown), when the lexicon knows the joined verb; else undefined.
 */
export function phrasalVerb(word: string, particle: string): string | undefined {
  if (!PARTICLES.has(particle)) return undefined;
  return [word, ...baseForms(word)].map((base) => `${base}${particle}`).find((joined) => CLASS_OF.has(joined));
}

/** Classes whose tools change nothing. */
export const READ_CLASSES: ReadonlySet<VerbClass> = new Set<VerbClass>([
  'read',
  'compute',
  'session',
  'export',
  'display',
]);

/**
 * How strongly each class drives the judgement when a tool names several verbs
 * (create_or_update, list_and_delete): the highest rank wins the category.
 */
export const CLASS_RANK: Record<VerbClass, number> = {
  read: 0,
  compute: 0,
  session: 0,
  export: 0,
  display: 0,
  state: 1,
  create: 1,
  modify: 2,
  generic: 2,
  send: 3,
  trigger: 3,
  interact: 4,
  disruptive: 5,
  execute: 6,
  overwrite: 7,
  delete: 8,
  financial: 9,
};

/** Verbs that keep the same state when repeated with the same arguments. */
export const IDEMPOTENT_VERBS: ReadonlySet<string> = wordSet(
  'set update edit configure put upsert delete remove drop clear reset mark unmark resolve unresolve star unstar close lock unlock enable disable approve replace overwrite stop cancel pause scale apply uninstall assign unassign pin unpin archive unarchive hide unhide mute unmute purge destroy wipe revoke rename patch restore watch unwatch subscribe unsubscribe follow unfollow dismiss acknowledge checkout switch',
);

/**
 * Generic verbs that say nothing of what is done ("manage", "track", "handle"): the operations and prose decide. Write,
 * modify and mutate are generic too, but they say the tool writes.
 */
export const OPEN_GENERIC_VERBS: ReadonlySet<string> = new Set(
  LEXICON.generic.filter((verb) => !['write', 'modify', 'mutate'].includes(verb)),
);

/**
 * The /stack/ island. The stack lives in the URL (src/lib/stack/state.ts); each server's record comes from its
 * static API file /api/servers/<slug>.json, fetched once when the server is added. A pasted or dropped config is
 * read here and never leaves the page (src/lib/config/parse.ts keeps no secret of it), matched against
 * /api/servers.json (src/lib/config/match.ts), and becomes the stack, each server under the name the config gives
 * it (kept in this browser only, never in the address). The analysis, the fixes and the policy files come from
 * src/lib/stack/, the code the build, the docs and `npm run check` use. A link's verdicts that are looser than the
 * recommendation wait for a click (src/lib/stack/loosen.ts). Everything is rendered as DOM nodes, never as HTML.
 */
import { CATEGORIES, VERDICT_LABEL } from '../schema/enums.ts';
import type { ApiServerFile } from '../schema/api.ts';
import { API_PATHS } from '../lib/publish/api-files.ts';
import {
  analyseStack,
  applyFix,
  fixHeadline,
  toolKey,
  type Fix,
  type OverrideVerdict,
  type StackAnalysis,
  type StackServer,
  type ToolRef,
} from '../lib/stack/analyse.ts';
import { stackServerFromApi } from '../lib/stack/server-from-api.ts';
import { parseStack, serialiseStack, MAX_STACK_SERVERS, STACK_PATH } from '../lib/stack/state.ts';
import { describeLoosened, loosenedKey, loosenedOverrides, type Loosened } from '../lib/stack/loosen.ts';
import { CHOICE_KEY, NAMES_KEY, readNames, writeNames } from '../lib/stack/client-name.ts';
import { isChoice } from '../lib/config/choice.ts';
import { count } from '../lib/text/grammar.ts';
import { h } from './dom.ts';

type ServerList = Array<[slug: string, name: string, tools: number]>;

const root = document.querySelector<HTMLElement>('[data-stack]')!;
const $ = <T extends HTMLElement>(name: string) => root.querySelector<T>(`[data-stack-${name}]`)!;
const status = $('status');
const input = $<HTMLInputElement>('query');
const suggestions = $('suggestions');
const clientSelect = $<HTMLSelectElement>('client');
const STORAGE_KEY = 'mcp-stack';
const ACCEPTED_KEY = 'mcp-stack-accepted';

const storage = {
  get(key: string): string | null {
    try {
      return localStorage.getItem(key);
    } catch {
      return null;
    }
  },
  set(key: string, value: string) {
    try {
      localStorage.setItem(key, value);
    } catch {
      // Storage may be refused; the URL still holds the stack.
    }
  },
};

const initial = parseStack(location.search);
let servers: string[] = initial.servers;
let overrides = new Map<string, OverrideVerdict>(initial.overrides);
/** Changes that came with the address: one looser than the recommendation waits for a click. */
let fromLink = new Set(initial.overrides.keys());
/**
 * Looser changes the reader accepted, for this tab only (sessionStorage): a reload keeps them, a link opened later
 * in another tab asks again.
 */
const accepted = new Set<string>(
  (() => {
    try {
      const list = JSON.parse(sessionStorage.getItem(ACCEPTED_KEY) ?? '[]') as unknown;
      return Array.isArray(list) ? list.filter((x): x is string => typeof x === 'string') : [];
    } catch {
      return [];
    }
  })(),
);
const names = readNames(storage.get(NAMES_KEY));
const records = new Map<string, StackServer | string>();
const loading = new Map<string, Promise<void>>();
let held: Loosened[] = [];

const toolLink = (ref: ToolRef) =>
  h('a', { href: ref.url ?? `/servers/${ref.server}/` }, h('code', { text: ref.tool }));
function toolList(refs: readonly ToolRef[]): HTMLElement {
  const span = h('span');
  refs.forEach((ref, i) => {
    if (i > 0) span.append(', ');
    span.append(toolLink(ref));
  });
  return span;
}
/** Tools grouped by server: "Fetch (reference server): fetch; Filesystem: read_file, list_directory". */
function byServer(refs: readonly ToolRef[]): HTMLElement {
  const groups = new Map<string, ToolRef[]>();
  for (const ref of refs) groups.set(ref.serverName, [...(groups.get(ref.serverName) ?? []), ref]);
  return h(
    'ul',
    { class: 'by-server' },
    ...[...groups].map(([server, list]) => h('li', {}, h('strong', { text: `${server}: ` }), toolList(list))),
  );
}

/** The address holds the stack as it stands (a link's waiting changes included, still waiting when reloaded). */
function save() {
  const query = serialiseStack({ servers, overrides });
  if (location.search !== query) history.replaceState(null, '', `${STACK_PATH}${query}`);
  persist();
}
/** The stack "Add to my stack" comes back to: only the changes in force, never a link's waiting ones. */
const persist = () => storage.set(STORAGE_KEY, serialiseStack({ servers, overrides: overridesInForce() }));

function load(slug: string): Promise<void> {
  let pending = loading.get(slug);
  if (!pending) {
    pending = fetch(API_PATHS.server(slug))
      .then(async (response) => {
        if (!response.ok)
          throw new Error(
            response.status === 404 ? 'no server of that name in the catalogue' : `HTTP ${response.status}`,
          );
        records.set(slug, stackServerFromApi((await response.json()) as ApiServerFile));
      })
      .catch((error: unknown) => {
        records.set(slug, `could not load ${slug}: ${error instanceof Error ? error.message : String(error)}`);
      })
      .then(render);
    loading.set(slug, pending);
  }
  return pending;
}

function addServer(slug: string, name?: string) {
  if (servers.includes(slug)) {
    status.textContent = `${name ?? slug} is already in the stack.`;
    return;
  }
  if (servers.length >= MAX_STACK_SERVERS) {
    status.textContent = `A stack holds at most ${MAX_STACK_SERVERS} servers.`;
    return;
  }
  servers = [...servers, slug];
  status.textContent = `Added ${name ?? slug}.`;
  save();
  render();
  void load(slug);
}

function removeServer(slug: string) {
  servers = servers.filter((s) => s !== slug);
  for (const key of [...overrides.keys()]) if (key.startsWith(`${slug}/`)) overrides.delete(key);
  status.textContent = `Removed ${slug}.`;
  save();
  render();
}

// Server names for the search box: one small file, fetched the first time the box is used.
let serverList: Promise<ServerList> | undefined;
const loadServerList = () =>
  (serverList ??= fetch(`${STACK_PATH}servers.json`)
    .then((r) => (r.ok ? (r.json() as Promise<ServerList>) : []))
    .catch(() => []));

async function matches(query: string): Promise<ServerList> {
  const q = query.trim().toLowerCase();
  if (!q) return [];
  const list = await loadServerList();
  const scored = list
    .map((entry) => {
      const [slug, name] = entry;
      const n = name.toLowerCase();
      const score =
        slug === q || n === q
          ? 0
          : n.startsWith(q) || slug.startsWith(q)
            ? 1
            : n.includes(q) || slug.includes(q)
              ? 2
              : 3;
      return { entry, score };
    })
    .filter((x) => x.score < 3)
    .sort((a, b) => a.score - b.score || a.entry[1].localeCompare(b.entry[1]));
  return scored.slice(0, 8).map((x) => x.entry);
}

async function suggest() {
  const query = input.value;
  const found = await matches(query);
  if (input.value !== query) return;
  suggestions.replaceChildren(
    ...found.map(([slug, name, tools]) => {
      const button = h('button', { type: 'button', class: 'secondary', 'data-add': slug }, `Add ${name}`);
      return h('li', {}, button, ` ${count(tools, 'tool')}`, servers.includes(slug) ? ' · in the stack' : '');
    }),
  );
  if (query.trim() && found.length === 0)
    suggestions.replaceChildren(h('li', { text: `No server name contains “${query.trim()}”.` }));
}

input.addEventListener('focus', () => void loadServerList(), { once: true });
input.addEventListener('input', () => void suggest());
$('add').addEventListener('submit', async (event) => {
  event.preventDefault();
  const [first] = await matches(input.value);
  if (!first) {
    status.textContent = `No server name contains “${input.value.trim()}”.`;
    return;
  }
  addServer(first[0], first[1]);
  input.value = '';
  suggestions.replaceChildren();
});
suggestions.addEventListener('click', (event) => {
  const button = (event.target as Element).closest<HTMLButtonElement>('[data-add]');
  if (!button) return;
  addServer(button.dataset.add!, button.textContent!.replace(/^Add /, ''));
  input.value = '';
  suggestions.replaceChildren();
  input.focus();
});

// ---- A config, read by src/client/stack-config.ts (loaded by site.ts when one is given) ----

/** What stack-config.ts found in a config: the stack it makes, the names it gives, the reader's likely client. */
export interface ConfigStack {
  slugs: string[];
  names: Array<[slug: string, name: string]>;
  /** The export target of the config's client, when it has one. */
  choice?: string;
  status: string;
}

root.addEventListener('stack-config', (event) => {
  const found = (event as CustomEvent<ConfigStack>).detail;
  const before = servers.length;
  servers = found.slugs.slice(0, MAX_STACK_SERVERS);
  for (const key of [...overrides.keys()]) if (!servers.includes(key.slice(0, key.indexOf('/')))) overrides.delete(key);
  const given = new Map(found.names);
  for (const slug of servers) {
    const name = given.get(slug);
    if (name) names.set(slug, name);
    else names.delete(slug);
  }
  storage.set(NAMES_KEY, writeNames(names));
  // The client the config belongs to is the likely reader's choice, unless they chose one already.
  if (found.choice && !isChoice(storage.get(CHOICE_KEY) ?? '')) {
    clientSelect.value = found.choice;
    storage.set(CHOICE_KEY, found.choice);
  }
  status.textContent = `${found.status}${before > 0 ? ` The stack held ${count(before, 'server')} before.` : ''}`;
  save();
  render();
  for (const slug of servers) void load(slug);
});
root.querySelector<HTMLElement>('[data-config-result]')!.addEventListener('click', (event) => {
  const button = (event.target as Element).closest<HTMLButtonElement>('[data-add-guess]');
  if (!button) return;
  const slug = button.dataset.addGuess!;
  const name = button.dataset.name!;
  if (readNames(writeNames(new Map([[slug, name]]))).has(slug)) names.set(slug, name);
  else names.delete(slug);
  storage.set(NAMES_KEY, writeNames(names));
  addServer(slug, button.textContent!.replace(/^Add /, ''));
});

// ---- Rendering ----

function renderServers() {
  const list = $('servers');
  if (servers.length === 0) {
    list.replaceChildren(
      h('li', {
        text: 'No server yet: read your config or add one by name above, or use “Add to my stack” on any server page.',
      }),
    );
    return;
  }
  list.replaceChildren(
    ...servers.map((slug) => {
      const record = records.get(slug);
      const remove = h(
        'button',
        {
          type: 'button',
          class: 'secondary',
          'data-remove': slug,
          'aria-label': `Remove ${typeof record === 'object' ? record.name : slug}`,
        },
        'Remove',
      );
      if (record === undefined) return h('li', { 'data-server': slug }, `${slug}: loading… `, remove);
      if (typeof record === 'string') return h('li', { 'data-server': slug, class: 'warning' }, `${record} `, remove);
      const name = names.get(slug);
      return h(
        'li',
        { 'data-server': slug },
        h('a', { href: record.url ?? `/servers/${slug}/` }, record.name),
        ` · ${count(record.tools.length, 'tool')}`,
        name && name !== slug
          ? h('span', { class: 'client-name' }, ' · ', h('code', { text: name }), ' in your config')
          : undefined,
        ' ',
        remove,
      );
    }),
  );
  const share = $<HTMLAnchorElement>('link');
  share.href = location.href;
  share.textContent = location.href;
}

/** The stack's facts in a reader's words (the legs of a path are a source, an injection path and a sink). */
const MIX_WORDS: Array<[key: string, label: string, pick: (a: StackAnalysis) => number]> = [
  ['source', 'Read private data', (a) => a.legs.source.length],
  ['injection', 'Bring in text written by others', (a) => a.legs.injection.length],
  ['sink', 'Send data out without approval', (a) => a.legs.sink.length],
  ['unknown', 'Not yet checked for these', (a) => a.unknown.length],
];

function renderMix(analysis: StackAnalysis) {
  const rows: Array<[string, string, number]> = [
    ...CATEGORIES.map((c) => [c, `${c} tools`, analysis.categories[c]] as [string, string, number]),
    ...MIX_WORDS.map(
      ([key, label, pick]) => [key, `Tools that ${label.toLowerCase()}`, pick(analysis)] as [string, string, number],
    ),
  ];
  $('mix').replaceChildren(
    h('p', { text: `${count(analysis.servers, 'server')}, ${count(analysis.tools, 'tool')}.` }),
    h(
      'table',
      {},
      h('caption', { class: 'visually-hidden', text: 'What the stack can do' }),
      h(
        'tbody',
        {},
        ...rows.map(([key, label, n]) =>
          h('tr', { 'data-mix': key }, h('th', { scope: 'row', text: label }), h('td', { text: String(n) })),
        ),
      ),
    ),
  );
}

/** A fix's tools, grouped by server. */
function fixTools(fix: Fix): HTMLElement {
  const serverNames = new Map(
    servers.map((slug) => [slug, (records.get(slug) as StackServer | undefined)?.name ?? slug] as const),
  );
  const groups = new Map<string, string[]>();
  for (const c of fix.changes) groups.set(c.server, [...(groups.get(c.server) ?? []), c.tool]);
  return h(
    'ul',
    { class: 'by-server' },
    ...[...groups].map(([server, tools]) =>
      h(
        'li',
        {},
        h('strong', { text: `${serverNames.get(server) ?? server}: ` }),
        ...tools.flatMap((tool, i) => [i > 0 ? ', ' : '', h('code', { text: tool })]),
      ),
    ),
  );
}

/** What a fix costs, in words: how many tools will ask first and how many are blocked. */
function fixCost(fix: Fix): string {
  const asking = fix.changes.filter((c) => c.to === 'require-approval').length;
  const denied = fix.changes.filter((c) => c.to === 'deny').length;
  const parts = [
    asking > 0 ? `${count(asking, 'tool')} will ask you before each call` : '',
    denied > 0 ? `${count(denied, 'tool')} will be blocked` : '',
  ].filter(Boolean);
  return `${parts.join(' and ')}${denied === 0 ? '; nothing is blocked' : ''}.`;
}

function renderPaths(analysis: StackAnalysis, loaded: readonly StackServer[]) {
  const box = $('paths');
  const unknown =
    analysis.unknown.length > 0
      ? h('p', {
          class: 'field-help',
          text: `${count(analysis.unknown.length, 'tool')} of the stack ${analysis.unknown.length === 1 ? 'is' : 'are'} not yet checked for what data they read or send; paths through them cannot be shown.`,
        })
      : undefined;
  if (analysis.pathCount === 0) {
    const gated = loaded.some((s) =>
      s.tools.some(
        (t) =>
          t.flow?.sink && (overridesInForce().get(toolKey(s.slug, t.name)) ?? t.verdict.verdict) === 'require-approval',
      ),
    );
    const why =
      analysis.tools === 0
        ? 'Read your config or add servers to see whether private data can leave through them.'
        : analysis.legs.injection.length === 0
          ? 'No: no tool of the stack brings text written by others into the conversation, so nothing can tell the model to send your data out.'
          : analysis.legs.source.length === 0
            ? 'No: no tool of the stack reads private data.'
            : gated
              ? 'No path runs without you: every tool that can send data out asks for your approval first. Approving by habit undoes that, so read what each call is about to send.'
              : 'No: no tool of the stack can send data out.';
    box.replaceChildren(h('p', { 'data-path-count': '0', text: why }), ...(unknown ? [unknown] : []));
    return;
  }
  const pairs = analysis.paths.length;
  box.replaceChildren(
    h(
      'p',
      { class: 'warning', 'data-path-count': String(analysis.pathCount) },
      h('strong', { text: `Yes: private data can leave in ${count(analysis.pathCount, 'way')}. ` }),
      `${count(analysis.legs.injection.length, 'tool')} bring${analysis.legs.injection.length === 1 ? 's' : ''} text written by others (web pages, messages, issues) into the conversation; such text can tell the model to read private data with one tool and send it out with another.`,
    ),
    h(
      'details',
      { class: 'stack-paths' },
      h('summary', { text: `Every path: ${count(pairs, 'pair')} of servers, and the tools that bring text in` }),
      h(
        'ul',
        {},
        ...analysis.paths.map((path) =>
          h(
            'li',
            { 'data-path': `${path.sourceServer}>${path.sinkServer}` },
            h('strong', { text: `${path.sources[0]!.serverName} → ${path.sinks[0]!.serverName}` }),
            ': read with ',
            toolList(path.sources),
            ', send with ',
            toolList(path.sinks),
            '.',
          ),
        ),
      ),
      h('p', { 'data-injection': '', text: 'Tools that bring in text written by others:' }),
      byServer(analysis.legs.injection),
    ),
    ...(unknown ? [unknown] : []),
  );
}

function renderShadowing(analysis: StackAnalysis) {
  const box = $('shadowing');
  const summary = root.querySelector<HTMLElement>('[data-stack-shadowing-summary]')!;
  summary.textContent = `Tools that can steer another server's tools (${analysis.shadowing.length})`;
  if (analysis.shadowing.length === 0) {
    box.replaceChildren(
      h('p', { text: 'No tool description names another server’s tool, and no two servers share a tool name.' }),
    );
    return;
  }
  box.replaceChildren(
    h(
      'ul',
      {},
      ...analysis.shadowing.map((w) =>
        w.kind === 'mention'
          ? h(
              'li',
              { 'data-shadow': `${w.tool.server}/${w.tool.tool}` },
              toolLink(w.tool),
              ` (${w.tool.serverName}) names `,
              ...w.names.flatMap((n, i) => [i > 0 ? ', ' : '', toolLink(n), ` (${n.serverName})`]),
              ' in its description: it can steer calls to that tool.',
            )
          : h(
              'li',
              { 'data-shadow': w.name },
              'Several servers have a tool named ',
              h('code', { text: w.name }),
              ': ',
              ...w.tools.flatMap((n, i) => [i > 0 ? ', ' : '', toolLink(n), ` (${n.serverName})`]),
              '. The client may call the wrong one.',
            ),
      ),
    ),
  );
}

function renderFixes(analysis: StackAnalysis) {
  const box = $('fixes');
  const changes = [...overridesInForce()];
  const undo =
    changes.length > 0
      ? h(
          'p',
          {},
          `${count(changes.length, 'verdict')} changed from the recommendation: ${changes.map(([k, v]) => `${k} → ${VERDICT_LABEL[v]}`).join('; ')}. `,
          h('button', { type: 'button', class: 'secondary', 'data-undo': '' }, 'Back to recommended'),
        )
      : undefined;
  if (analysis.fixes.length === 0) {
    box.replaceChildren(...(undo ? [undo] : []));
    return;
  }
  box.replaceChildren(
    h('h3', { text: 'Ways to fix it, least disruptive first' }),
    h(
      'ol',
      { class: 'stack-fixes' },
      ...analysis.fixes.map((fix, i) =>
        h(
          'li',
          { 'data-fix': fix.kind },
          `${fixHeadline(fix.kind, fix.changes.length)}. `,
          h('span', { class: 'fix-cost', text: fixCost(fix) }),
          ' ',
          h('button', { type: 'button', 'data-apply': String(i) }, i === 0 ? 'Apply this fix' : 'Apply'),
          h('details', { class: 'fix-tools' }, h('summary', { text: 'Which tools' }), fixTools(fix)),
        ),
      ),
    ),
    ...(undo ? [undo] : []),
  );
}

function renderLoosened() {
  const box = $('loosened');
  if (held.length === 0) {
    box.hidden = true;
    box.replaceChildren();
    return;
  }
  box.hidden = false;
  box.replaceChildren(
    h(
      'p',
      {},
      h('strong', {
        text: `This link loosens ${count(held.length, 'tool')} below our recommendation. Nothing of it applies until you accept it:`,
      }),
    ),
    h(
      'ul',
      {},
      ...held.map((item) => h('li', { 'data-loosened': `${item.server}/${item.tool}`, text: describeLoosened(item) })),
    ),
    h(
      'p',
      {},
      h('button', { type: 'button', 'data-keep-recommended': '' }, 'Keep the recommendations'),
      ' ',
      h('button', { type: 'button', class: 'secondary', 'data-accept-loosened': '' }, 'Accept the looser verdicts'),
    ),
  );
}

/** The files module (stack-files.ts, with every export format), once something asked for a file. */
let filesModule: Promise<typeof import('./stack-files.ts')> | undefined;
let filesDrawn = 0;
const allFiles = root.querySelector<HTMLDetailsElement>('details.stack-all-files');
let lastLoaded: StackServer[] = [];

/** The files, drawn by stack-files.ts, which loads only once a client is chosen or "Every file" is opened. */
function renderFiles(loaded: StackServer[]) {
  lastLoaded = loaded;
  const chosenBox = $('chosen');
  if (loaded.length === 0 || (!clientSelect.value && !allFiles?.open && !filesModule)) {
    $('files').replaceChildren(
      h('li', {
        text: loaded.length === 0 ? 'Add servers to get their policy.' : 'Open this to get every file.',
      }),
    );
    $('archive').replaceChildren();
    chosenBox.replaceChildren(
      loaded.length === 0
        ? ''
        : h('p', { class: 'field-help', text: 'Choose your client or gateway to get its file first.' }),
    );
    return;
  }
  filesModule ??= import('./stack-files.ts');
  const drawn = ++filesDrawn;
  const inForce = overridesInForce();
  const choice = clientSelect.value;
  void filesModule.then((files) => {
    if (drawn !== filesDrawn) return;
    files.renderFiles({ list: $('files'), archive: $('archive'), chosen: chosenBox }, loaded, inForce, names, choice);
  });
}
allFiles?.addEventListener('toggle', () => {
  if (allFiles.open) renderFiles(lastLoaded);
});

/** The changes in force: the link's looser ones wait until accepted, and a link's change waits for its server. */
function overridesInForce(): Map<string, OverrideVerdict> {
  const waiting = new Set(held.map((l) => toolKey(l.server, l.tool)));
  return new Map(
    [...overrides].filter(([key]) => {
      if (waiting.has(key)) return false;
      if (!fromLink.has(key)) return true;
      return typeof records.get(key.slice(0, key.indexOf('/'))) === 'object';
    }),
  );
}

function render() {
  const loaded = servers.map((s) => records.get(s)).filter((r): r is StackServer => typeof r === 'object');
  const linkChanges = new Map([...overrides].filter(([key]) => fromLink.has(key)));
  held = loosenedOverrides(loaded, linkChanges).filter((l) => !accepted.has(loosenedKey(l)));
  // A link's change that is not looser, once its server is known, is the reader's like any other.
  for (const key of linkChanges.keys())
    if (
      typeof records.get(key.slice(0, key.indexOf('/'))) === 'object' &&
      !held.some((l) => toolKey(l.server, l.tool) === key)
    )
      fromLink.delete(key);
  const inForce = overridesInForce();
  const analysis = analyseStack(loaded, inForce);
  renderLoosened();
  renderServers();
  renderMix(analysis);
  renderPaths(analysis, loaded);
  renderShadowing(analysis);
  renderFixes(analysis);
  renderFiles(loaded);
  // For tests and styling: how many added servers are still loading.
  root.dataset.pending = String(servers.filter((s) => !records.has(s)).length);
  current = analysis;
  persist();
}
let current = analyseStack([]);

root.addEventListener('click', (event) => {
  const target = event.target as Element;
  const remove = target.closest<HTMLButtonElement>('[data-remove]');
  if (remove) return removeServer(remove.dataset.remove!);
  const apply = target.closest<HTMLButtonElement>('[data-apply]');
  if (apply) {
    const fix = current.fixes[Number(apply.dataset.apply)];
    if (!fix) return;
    overrides = applyFix(overridesInForce(), fix);
    for (const change of fix.changes) fromLink.delete(toolKey(change.server, change.tool));
    save();
    render();
    status.textContent = `Applied: ${fix.summary} ${current.pathCount === 0 ? 'No dangerous path is left.' : `${count(current.pathCount, 'path')} left.`}`;
    return;
  }
  if (target.closest('[data-undo]')) {
    overrides = new Map();
    fromLink = new Set();
    save();
    render();
    status.textContent = 'Back to the recommended verdicts.';
    return;
  }
  if (target.closest('[data-accept-loosened]')) {
    for (const item of held) {
      accepted.add(loosenedKey(item));
      fromLink.delete(toolKey(item.server, item.tool));
    }
    try {
      sessionStorage.setItem(ACCEPTED_KEY, JSON.stringify([...accepted].slice(-200)));
    } catch {
      // Refused: the acceptance lasts for this page.
    }
    const n = held.length;
    render();
    status.textContent = `Accepted the link's looser verdicts for ${count(n, 'tool')}.`;
    return;
  }
  if (target.closest('[data-keep-recommended]')) {
    const n = held.length;
    for (const item of held) {
      overrides.delete(toolKey(item.server, item.tool));
      fromLink.delete(toolKey(item.server, item.tool));
    }
    save();
    render();
    status.textContent = `Kept the recommendations for ${count(n, 'tool')}; the link's looser verdicts are dropped.`;
  }
});

// The reader's client or gateway, remembered across pages (the tool, server and builder pages offer the same choice).
const savedChoice = storage.get(CHOICE_KEY);
if (savedChoice && isChoice(savedChoice)) clientSelect.value = savedChoice;
clientSelect.addEventListener('change', () => {
  storage.set(CHOICE_KEY, clientSelect.value || '');
  render();
});

// "Add to my stack" on a server page links to ?add=<slug>: the stack the reader was building comes back from storage first.
if (new URLSearchParams(location.search).has('add') && !new URLSearchParams(location.search).has('servers')) {
  try {
    const saved = parseStack(storage.get(STORAGE_KEY) ?? '');
    servers = [...saved.servers, ...servers.filter((s) => !saved.servers.includes(s))].slice(0, MAX_STACK_SERVERS);
    // The saved changes are the reader's own; the link's stay marked as the link's.
    overrides = new Map([...saved.overrides, ...overrides]);
  } catch {
    // No storage: the stack starts from the link alone.
  }
}
if (initial.ignored.length > 0) status.textContent = `Ignored from the address: ${initial.ignored.join('; ')}.`;
save();
render();
for (const slug of servers) void load(slug);

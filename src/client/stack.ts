/**
 * The /stack/ island. The stack lives in the URL (src/lib/stack/state.ts); each
 * server's record comes from its static API file /api/servers/<slug>.json,
 * fetched once when the server is added and nothing else. The analysis, the
 * fixes and the policy files come from src/lib/stack/, the code the build and
 * the docs use. Everything is rendered as DOM nodes, never as HTML.
 */
import { CATEGORIES, FLOW_FACTS, VERDICT_LABEL } from '../schema/enums.ts';
import type { ApiServerFile } from '../schema/api.ts';
import { API_PATHS } from '../lib/publish/api.ts';
import { analyseStack, applyFix, type OverrideVerdict, type StackServer, type ToolRef } from '../lib/stack/analyse.ts';
import { stackServerFromApi } from '../lib/stack/from-api.ts';
import { parseStack, serialiseStack, MAX_STACK_SERVERS, STACK_PATH } from '../lib/stack/state.ts';
import { ARCHIVE_NAME, stackArchive, stackFiles } from '../lib/stack/files.ts';
import { FLOW_SHORT } from '../lib/stack/text.ts';
import { count } from '../lib/text/grammar.ts';

type ServerList = Array<[slug: string, name: string, tools: number]>;

const root = document.querySelector<HTMLElement>('[data-stack]')!;
const $ = <T extends HTMLElement>(name: string) => root.querySelector<T>(`[data-stack-${name}]`)!;
const status = $('status');
const input = $<HTMLInputElement>('query');
const suggestions = $('suggestions');
const STORAGE_KEY = 'mcp-stack';

const initial = parseStack(location.search);
let servers: string[] = initial.servers;
let overrides = new Map<string, OverrideVerdict>(initial.overrides);
const records = new Map<string, StackServer | string>();
const loading = new Map<string, Promise<void>>();
let objectUrls: string[] = [];

function h<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  props: Record<string, string> = {},
  ...children: Array<Node | string | false | undefined>
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  for (const [key, value] of Object.entries(props)) {
    if (key === 'text') node.textContent = value;
    else node.setAttribute(key, value);
  }
  for (const child of children) if (child !== false && child !== undefined) node.append(child);
  return node;
}
const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
const toolLink = (ref: ToolRef) =>
  h('a', { href: ref.url ?? `/servers/${ref.server}/` }, h('code', { text: ref.tool }));
function toolList(refs: readonly ToolRef[], withServer = false): HTMLElement {
  const span = h('span');
  refs.forEach((ref, i) => {
    if (i > 0) span.append(', ');
    span.append(toolLink(ref));
    if (withServer) span.append(` (${ref.serverName})`);
  });
  return span;
}

function save() {
  const query = serialiseStack({ servers, overrides });
  if (location.search !== query) history.replaceState(null, '', `${STACK_PATH}${query}`);
  try {
    localStorage.setItem(STORAGE_KEY, query);
  } catch {
    // Storage may be refused; the URL still holds the stack.
  }
}

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
      return h('li', {}, button, ` ${plural(tools, 'tool')}`, servers.includes(slug) ? ' · in the stack' : '');
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

function renderServers() {
  const list = $('servers');
  if (servers.length === 0) {
    list.replaceChildren(
      h('li', { text: 'No server yet: add one by name above, or with “Add to my stack” on any server page.' }),
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
      return h(
        'li',
        { 'data-server': slug },
        h('a', { href: record.url ?? `/servers/${slug}/` }, record.name),
        ` · ${plural(record.tools.length, 'tool')} `,
        remove,
      );
    }),
  );
  const share = $<HTMLAnchorElement>('link');
  share.href = location.href;
  share.textContent = location.href;
}

function renderMix(analysis: ReturnType<typeof analyseStack>) {
  const rows = [
    ...CATEGORIES.map((c) => [c, analysis.categories[c]] as const),
    ...FLOW_FACTS.map((f) => [`Usable ${FLOW_SHORT[f]}`, analysis.legs[f].length] as const),
    ['Not judged for flows yet', analysis.unknown.length] as const,
  ];
  $('mix').replaceChildren(
    h('p', { text: `${plural(analysis.servers, 'server')}, ${plural(analysis.tools, 'tool')}.` }),
    h(
      'table',
      {},
      h('caption', { class: 'visually-hidden', text: 'Capability mix of the stack' }),
      h(
        'tbody',
        {},
        ...rows.map(([label, n]) =>
          h(
            'tr',
            { 'data-mix': String(label) },
            h('th', { scope: 'row', text: String(label) }),
            h('td', { text: String(n) }),
          ),
        ),
      ),
    ),
  );
}

const unknownNote = (analysis: ReturnType<typeof analyseStack>) =>
  analysis.unknown.length === 0
    ? []
    : [
        h('p', {
          text: `${plural(analysis.unknown.length, 'tool')} of the stack ${analysis.unknown.length === 1 ? 'is' : 'are'} not judged for data flows yet; paths through them cannot be shown.`,
        }),
      ];

function renderPaths(analysis: ReturnType<typeof analyseStack>) {
  const box = $('paths');
  if (analysis.pathCount === 0) {
    const missing = FLOW_FACTS.filter((f) => analysis.legs[f].length === 0).map((f) => FLOW_SHORT[f]);
    box.replaceChildren(
      h('p', {
        'data-path-count': '0',
        text:
          analysis.tools === 0
            ? 'Add servers to see the paths between them.'
            : `No dangerous path: the stack has no usable ${missing.join(', no usable ')}.`,
      }),
      ...unknownNote(analysis),
    );
    return;
  }
  box.replaceChildren(
    ...unknownNote(analysis),
    h(
      'p',
      { class: 'warning', 'data-path-count': String(analysis.pathCount) },
      `${plural(analysis.pathCount, 'path')} from a source to a sink, with ${plural(analysis.legs.injection.length, 'injection path')} present: `,
      toolList(analysis.legs.injection, true),
      '.',
    ),
    h(
      'ul',
      {},
      ...analysis.paths.map((path) => {
        const from = path.sources[0]!.serverName;
        const to = path.sinks[0]!.serverName;
        return h(
          'li',
          { 'data-path': `${path.sourceServer}>${path.sinkServer}` },
          h('strong', { text: `${from} → ${to}` }),
          ': read with ',
          toolList(path.sources),
          ', send with ',
          toolList(path.sinks),
          '.',
        );
      }),
    ),
  );
}

function renderShadowing(analysis: ReturnType<typeof analyseStack>) {
  const box = $('shadowing');
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
              toolList(w.names, true),
              ' in its description: it can steer calls to that tool.',
            )
          : h(
              'li',
              { 'data-shadow': w.name },
              'Several servers have a tool named ',
              h('code', { text: w.name }),
              ': ',
              toolList(w.tools, true),
              '. The client may call the wrong one.',
            ),
      ),
    ),
  );
}

function renderFixes(analysis: ReturnType<typeof analyseStack>) {
  const box = $('fixes');
  const changes = [...overrides];
  const undo =
    changes.length > 0
      ? h(
          'p',
          {},
          `${plural(changes.length, 'verdict')} changed from the recommendation: ${changes.map(([k, v]) => `${k} → ${VERDICT_LABEL[v]}`).join('; ')}. `,
          h('button', { type: 'button', class: 'secondary', 'data-undo': '' }, 'Back to recommended'),
        )
      : undefined;
  if (analysis.fixes.length === 0) {
    box.replaceChildren(h('p', { text: analysis.pathCount === 0 ? 'Nothing to fix.' : '' }), ...(undo ? [undo] : []));
    return;
  }
  box.replaceChildren(
    h(
      'ol',
      {},
      ...analysis.fixes.map((fix, i) =>
        h(
          'li',
          { 'data-fix': fix.kind },
          fix.summary,
          ` Loss: ${fix.loss}${i === 0 ? ' (least)' : ''}. `,
          h('button', { type: 'button', 'data-apply': String(i) }, i === 0 ? 'Apply this fix' : 'Apply'),
        ),
      ),
    ),
    ...(undo ? [undo] : []),
  );
}

function renderFiles(loaded: StackServer[]) {
  for (const url of objectUrls) URL.revokeObjectURL(url);
  objectUrls = [];
  const files = stackFiles(loaded, overrides);
  const link = (name: string, blob: Blob, label: string) => {
    const url = URL.createObjectURL(blob);
    objectUrls.push(url);
    return h('a', { href: url, download: name, class: 'button secondary', 'data-file': name }, label);
  };
  const list = $('files');
  const archive = $('archive');
  if (files.length === 0) {
    list.replaceChildren(h('li', { text: 'Add servers to get their policy.' }));
    archive.replaceChildren();
    return;
  }
  list.replaceChildren(
    ...files.map((file) => {
      const name = file.path.split('/').at(-1)!;
      const notes =
        file.notes && file.notes.length > 0
          ? h(
              'details',
              {},
              h('summary', { text: `Where it is stricter than asked (${count(file.notes.length, 'note')})` }),
              h('ul', {}, ...file.notes.map((note) => h('li', { text: note }))),
            )
          : undefined;
      return h(
        'li',
        {},
        link(name, new Blob([file.text], { type: file.mediaType }), `Download ${name}`),
        ` ${file.label}`,
        file.docsUrl ? h('span', {}, ' · ', h('a', { href: file.docsUrl }, 'its format')) : undefined,
        notes,
      );
    }),
  );
  const zip = stackArchive(files);
  archive.replaceChildren(
    link(
      ARCHIVE_NAME,
      new Blob([zip as Uint8Array<ArrayBuffer>], { type: 'application/zip' }),
      `Download everything (${ARCHIVE_NAME}, ${plural(files.length, 'file')})`,
    ),
  );
}

function render() {
  const loaded = servers.map((s) => records.get(s)).filter((r): r is StackServer => typeof r === 'object');
  const analysis = analyseStack(loaded, overrides);
  renderServers();
  renderMix(analysis);
  renderPaths(analysis);
  renderShadowing(analysis);
  renderFixes(analysis);
  renderFiles(loaded);
  // For tests and styling: how many added servers are still loading.
  root.dataset.pending = String(servers.filter((s) => !records.has(s)).length);
  current = analysis;
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
    overrides = applyFix(overrides, fix);
    save();
    render();
    status.textContent = `Applied: ${fix.summary} ${current.pathCount === 0 ? 'No dangerous path is left.' : `${plural(current.pathCount, 'path')} left.`}`;
    return;
  }
  if (target.closest('[data-undo]')) {
    overrides = new Map();
    save();
    render();
    status.textContent = 'Back to the recommended verdicts.';
  }
});

// "Add to my stack" on a server page links to ?add=<slug>: the stack the reader was building comes back from storage first.
if (new URLSearchParams(location.search).has('add') && !new URLSearchParams(location.search).has('servers')) {
  try {
    const saved = parseStack(localStorage.getItem(STORAGE_KEY) ?? '');
    servers = [...saved.servers, ...servers.filter((s) => !saved.servers.includes(s))].slice(0, MAX_STACK_SERVERS);
    overrides = new Map([...saved.overrides, ...overrides]);
  } catch {
    // No storage: the stack starts from the link alone.
  }
}
if (initial.ignored.length > 0) status.textContent = `Ignored from the address: ${initial.ignored.join('; ')}.`;
save();
render();
for (const slug of servers) void load(slug);

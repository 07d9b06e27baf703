/**
 * /stack/'s config box (loaded by site.ts when a config is pasted, dropped or chosen): reads it in this page
 * (src/lib/config/parse.ts keeps no secret of it), matches its servers against /api/servers.json
 * (src/lib/config/match.ts), shows how each was matched, and hands the stack and its names to the stack island
 * (stack.ts) in a "stack-config" event. The text is dropped from the page as soon as it is read.
 */
import type { ApiServers } from '../schema/api.ts';
import { API_PATHS } from '../lib/publish/api-files.ts';
import { CONFIG_CLIENTS, isConfigClientId } from '../lib/config/clients.ts';
import { ConfigError, parseConfig, withheldText, type ParsedConfig } from '../lib/config/parse.ts';
import {
  catalogueIndex,
  CONFIDENCE_LABEL,
  matchConfig,
  type CatalogueIndex,
  type EntryMatch,
} from '../lib/config/match.ts';
import { catalogueServerOf } from '../lib/config/catalogue-from-api.ts';
import { stackFromMatches } from '../lib/config/stack-from-config.ts';
import { describeRuns } from '../lib/config/runs.ts';
import { importAdvice } from '../lib/config/import-command.ts';
import { versionNote, versionText } from '../lib/config/versions.ts';
import { targetForClient } from '../lib/config/choice.ts';
import type { ConfigStack } from './stack.ts';
import { h } from './dom.ts';
import { count } from '../lib/text/grammar.ts';

const root = document.querySelector<HTMLElement>('[data-stack]')!;
const form = root.querySelector<HTMLFormElement>('[data-stack-config]')!;
const text = form.querySelector<HTMLTextAreaElement>('[data-config-text]')!;
const fileInput = form.querySelector<HTMLInputElement>('[data-config-file]')!;
const clientSelect = form.querySelector<HTMLSelectElement>('[data-config-client]')!;
const section = root.querySelector<HTMLElement>('[data-stack-config-section]')!;
const result = root.querySelector<HTMLElement>('[data-config-result]')!;
const status = root.querySelector<HTMLElement>('[data-stack-status]')!;

let index: Promise<CatalogueIndex> | undefined;
const loadIndex = () =>
  (index ??= fetch(API_PATHS.servers)
    .then((r) => (r.ok ? (r.json() as Promise<ApiServers>) : Promise.reject(new Error(`HTTP ${r.status}`))))
    .then((list) => catalogueIndex(list.servers.map(catalogueServerOf))));

function show(parsed: ParsedConfig, found: readonly EntryMatch[], catalogue: CatalogueIndex, notes: string[]) {
  const taken = new Set(catalogue.servers.keys());
  const known = found.filter((m) => m.match && !m.entry.disabled).length;
  const head = `Read as ${parsed.client ? `${CONFIG_CLIENTS[parsed.client].label}'s config` : 'a config'} (${parsed.clientReason}): ${count(parsed.entries.length, 'server')}, ${known} found in the catalogue.`;
  const items = found.map(({ entry, match, guesses }) => {
    const where = `line ${entry.line}${entry.scope ? `, ${entry.scope}` : ''}`;
    const left = withheldText(entry.withheld);
    const li = h(
      'li',
      { 'data-config-entry': entry.name, 'data-confidence': entry.disabled ? 'off' : (match?.confidence ?? 'none') },
      h('strong', { text: entry.name }),
      ` (${where}) runs ${describeRuns(entry.runs)}.`,
    );
    if (entry.disabled) li.append(' Switched off in your config, so not in the stack.');
    if (match) {
      const server = catalogue.servers.get(match.slug)!;
      li.append(
        h('br'),
        '→ ',
        h('a', { href: `/servers/${match.slug}/` }, server.name),
        ' ',
        h('span', { class: `confidence confidence-${match.confidence}`, text: CONFIDENCE_LABEL[match.confidence] }),
        `: ${match.how}.`,
      );
      const note = versionNote(entry.runs, server);
      if (note && note.kind !== 'same') li.append(' ', h('span', { class: 'version-note', text: versionText(note) }));
    } else {
      li.append(h('br'), 'Not in the catalogue: nobody has judged its tools.');
      if (guesses.length > 0) {
        const offer = h('span', { class: 'guesses' }, ' It may be ');
        guesses.forEach((guess, i) => {
          if (i > 0) offer.append(' or ');
          offer.append(
            h(
              'button',
              { type: 'button', class: 'secondary', 'data-add-guess': guess.slug, 'data-name': entry.name },
              `Add ${catalogue.servers.get(guess.slug)?.name ?? guess.slug}`,
            ),
          );
        });
        offer.append(` (a guess: ${guesses[0]!.how}).`);
        li.append(offer);
      }
      const advice = importAdvice(entry.runs, entry.name, undefined, taken);
      if (advice.command)
        li.append(h('br'), 'Import it: ', h('code', { class: 'import-command', text: advice.command }));
      li.append(' ', advice.note);
    }
    if (left) li.append(h('br'), h('span', { class: 'withheld', text: `Left out of this page: ${left}.` }));
    return li;
  });
  section.hidden = false;
  result.replaceChildren(
    h('p', { text: head }),
    ...[...parsed.notes, ...notes].map((n) => h('p', { class: 'field-help', text: n })),
    h('ul', { class: 'config-entries' }, ...items),
  );
}

/**
 * Reads a config once (dropped text or file; without one, the chosen file, else the pasted text); the page keeps
 * only what the parser kept.
 */
export async function readConfig(given?: string | File): Promise<void> {
  const source = given ?? fileInput.files?.[0] ?? text.value;
  const fileName = typeof source === 'string' ? undefined : source.name;
  const content = typeof source === 'string' ? source : await source.text();
  text.value = '';
  fileInput.value = '';
  if (!content.trim()) {
    status.textContent = 'Paste a config first, or choose its file.';
    return;
  }
  let parsed: ParsedConfig;
  try {
    const client = clientSelect.value;
    parsed = parseConfig(content, {
      ...(fileName ? { fileName } : {}),
      ...(isConfigClientId(client) ? { client } : {}),
    });
  } catch (error) {
    section.hidden = false;
    const message =
      error instanceof ConfigError
        ? `Could not read it: ${error.message}. ${error.fix}`
        : 'Could not read it: the file is not a configuration this page knows.';
    result.replaceChildren(h('p', { class: 'warning', 'data-config-error': '', text: message }));
    status.textContent = message;
    return;
  }
  let catalogue: CatalogueIndex;
  try {
    catalogue = await loadIndex();
  } catch {
    index = undefined;
    status.textContent = 'Could not load the list of catalogue servers; try again.';
    return;
  }
  const found = matchConfig(parsed.entries, catalogue);
  const stack = stackFromMatches(found);
  show(parsed, found, catalogue, stack.notes);
  const target = parsed.client ? targetForClient(parsed.client) : undefined;
  const detail: ConfigStack = {
    slugs: stack.slugs,
    names: [...stack.names],
    ...(target ? { choice: target.id } : {}),
    status: `Read ${parsed.client ? `${CONFIG_CLIENTS[parsed.client].label}'s config` : 'the config'}: ${count(parsed.entries.length, 'server')}, ${count(stack.slugs.length, 'server')} found in the catalogue.`,
  };
  root.dispatchEvent(new CustomEvent('stack-config', { detail }));
}

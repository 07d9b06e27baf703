/**
 * The stack's files: policy.json for each server and every client's and gateway's format, their downloads and
 * the archive of them all. Loaded by stack.ts only when a file is asked for (a client chosen, or "Every file"
 * opened): the export formats are about 41 KB of script a reader who only looks at the paths never needs.
 */
import type { OverrideVerdict, StackServer } from '../lib/stack/analyse.ts';
import { ARCHIVE_NAME, stackArchive, stackFiles, type StackFile } from '../lib/stack/files.ts';
import { EXPORT_TARGETS } from '../lib/policy/exports/index.ts';
import { count } from '../lib/text/grammar.ts';
import { h } from './dom.ts';

let objectUrls: string[] = [];

export interface FileBoxes {
  list: HTMLElement;
  archive: HTMLElement;
  chosen: HTMLElement;
}

const fileLink = (name: string, blob: Blob, label: string) => {
  const url = URL.createObjectURL(blob);
  objectUrls.push(url);
  return h('a', { href: url, download: name, class: 'button secondary', 'data-file': name }, label);
};

function fileItem(file: StackFile) {
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
    fileLink(name, new Blob([file.text], { type: file.mediaType }), `Download ${name}`),
    ` ${file.label}`,
    file.docsUrl ? h('span', {}, ' · ', h('a', { href: file.docsUrl }, 'its format')) : undefined,
    notes,
  );
}

/** Writes the files of the loaded servers under the changes in force, the chosen client's first. */
export function renderFiles(
  boxes: FileBoxes,
  loaded: readonly StackServer[],
  inForce: ReadonlyMap<string, OverrideVerdict>,
  names: ReadonlyMap<string, string>,
  choice: string,
) {
  for (const url of objectUrls) URL.revokeObjectURL(url);
  objectUrls = [];
  const files = stackFiles(loaded, new Map(inForce), EXPORT_TARGETS, names);
  const { list, archive, chosen: chosenBox } = boxes;
  if (files.length === 0) {
    list.replaceChildren(h('li', { text: 'Add servers to get their policy.' }));
    archive.replaceChildren();
    chosenBox.replaceChildren();
    return;
  }
  list.replaceChildren(...files.map(fileItem));
  const zip = stackArchive(files);
  archive.replaceChildren(
    fileLink(
      ARCHIVE_NAME,
      new Blob([zip as Uint8Array<ArrayBuffer>], { type: 'application/zip' }),
      `Download everything (${ARCHIVE_NAME}, ${count(files.length, 'file')})`,
    ),
  );
  // The reader's client or gateway first: its files, where they go and how they are loaded.
  const target = EXPORT_TARGETS.find((t) => t.id === choice);
  if (!choice) {
    chosenBox.replaceChildren(
      h('p', { class: 'field-help', text: 'Choose your client or gateway to get its file first.' }),
    );
    return;
  }
  const mine = target
    ? files.filter((f) => f.path.startsWith(`${target.id}/`))
    : files.filter((f) => f.path.startsWith('policy-json/'));
  const named = loaded.filter((s) => names.has(s.slug)).length;
  chosenBox.replaceChildren(
    h(
      'div',
      { class: 'stack-chosen-file', 'data-chosen': choice },
      h('ul', { class: 'stack-chosen-list' }, ...mine.map(fileItem)),
      target
        ? h(
            'div',
            { class: 'export-install' },
            h('p', { class: 'export-install-h', text: 'Where it goes' }),
            h('ul', {}, ...target.install.map((line) => h('li', { text: line }))),
          )
        : h('p', {
            class: 'policy-role',
            text: 'policy.json is this catalogue’s own format: keep it as the record of what you decided, and use the file your client or gateway reads.',
          }),
      h('p', {
        class: 'field-help',
        text:
          named > 0
            ? `Servers are named as your config names them (${count(named, 'server')}); the others by their catalogue name.`
            : 'Servers are named by their catalogue name: read your config above to use the names your client gives them.',
      }),
    ),
  );
}

/**
 * The policy builder's export island: every client and gateway format for the
 * user's own verdicts (sent by src/client/builder.ts as "policy-verdicts"),
 * under the server name they type, optionally looser. It calls the very
 * render functions the static export files were written with. The page carries
 * none of the texts (a lazy PolicyExports, `data-lazy`): site.ts loads this island when a
 * format is opened or the name field is used, and it writes them all.
 */
import {
  EXPORT_TARGETS,
  exportServer,
  groupedNotes,
  type ExportRule,
  type ExportServer,
} from '../lib/policy/exports/index.ts';
import type { ToolVerdict } from '../lib/policy/generate.ts';
import { showExportText } from './export-text.ts';

const section = document.querySelector<HTMLElement>('[data-builder-exports]')!;
const form = document.querySelector<HTMLElement>('[data-builder]')!;
const nameInput = section.querySelector<HTMLInputElement>('[data-client-name]')!;
const looserInput = section.querySelector<HTMLInputElement>('[data-looser]')!;
const slug = section.dataset.slug!;
const objectUrls = new Map<string, string>();
let rules: ExportRule[] = [];
/** What each format last showed (name and text), so an unchanged one is left alone. */
const written = new Map<string, string>();

function update() {
  const server: ExportServer = { slug, clientName: nameInput.value.trim() || slug, rules };
  const options = { looser: looserInput.checked };
  for (const target of EXPORT_TARGETS) {
    const details = section.querySelector<HTMLDetailsElement>(`[data-export="${target.id}"]`);
    if (!details) continue;
    const text = target.render([server], options);
    // Compared whole: a big server's file is shown as its first lines, but the download carries all of it.
    const key = `${server.clientName}\n${text}`;
    if (written.get(target.id) === key) continue;
    written.set(target.id, key);
    showExportText(details, text);
    details.querySelector<HTMLElement>('[data-export-problem]')!.textContent =
      target.nameProblem(server.clientName) ?? target.serverProblem?.(server) ?? '';
    const notes = details.querySelector<HTMLElement>('[data-export-notes]')!;
    notes.replaceChildren(
      ...groupedNotes(target.lossNotes([server], options)).map((note) =>
        Object.assign(document.createElement('li'), { textContent: note }),
      ),
    );
    const download = details.querySelector<HTMLAnchorElement>('[data-export-download]');
    if (download) {
      const old = objectUrls.get(target.id);
      if (old) URL.revokeObjectURL(old);
      const url = URL.createObjectURL(new Blob([text], { type: target.mediaType }));
      objectUrls.set(target.id, url);
      download.href = url;
      download.download = `${server.clientName}.${target.file}`;
    }
  }
}

form.addEventListener('policy-verdicts', (event) => {
  // The same mapping the static files use, conditions included.
  rules = exportServer(slug, (event as CustomEvent<ToolVerdict[]>).detail).rules;
  update();
});
nameInput.addEventListener('input', update);
looserInput.addEventListener('change', update);
// builder.ts has rendered once already; ask it again now that this island listens.
form.dispatchEvent(new Event('change'));

/**
 * The policy builder's export island: every client and gateway format for the
 * user's own verdicts (sent by src/client/builder.ts as "policy-verdicts"),
 * under the server name they type, optionally looser. It calls the very
 * render functions the static export files were written with.
 */
import { EXPORT_TARGETS, type ExportRule, type ExportServer } from '../lib/policy/exports/index.ts';
import type { ToolVerdict } from '../lib/policy/generate.ts';

const section = document.querySelector<HTMLElement>('[data-builder-exports]')!;
const form = document.querySelector<HTMLElement>('[data-builder]')!;
const nameInput = section.querySelector<HTMLInputElement>('[data-client-name]')!;
const looserInput = section.querySelector<HTMLInputElement>('[data-looser]')!;
const slug = section.dataset.slug!;
const objectUrls = new Map<string, string>();
let rules: ExportRule[] = [];

function update() {
  const server: ExportServer = { slug, clientName: nameInput.value.trim() || slug, rules };
  const options = { looser: looserInput.checked };
  for (const target of EXPORT_TARGETS) {
    const details = section.querySelector<HTMLDetailsElement>(`[data-export="${target.id}"]`);
    if (!details) continue;
    const text = target.render([server], options);
    const code = details.querySelector<HTMLElement>('[data-export-text]')!;
    if (code.textContent === text) continue;
    code.textContent = text;
    details.querySelector<HTMLElement>('[data-export-problem]')!.textContent = target.nameProblem(server.clientName) ?? '';
    const notes = details.querySelector<HTMLElement>('[data-export-notes]')!;
    notes.replaceChildren(...target.lossNotes([server], options).map((note) => Object.assign(document.createElement('li'), { textContent: note.text })));
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
  rules = (event as CustomEvent<ToolVerdict[]>).detail.map((v) => (v.verdict === 'rate-limit' ? { tool: v.name, verdict: v.verdict, max: v.max, window: v.window } : { tool: v.name, verdict: v.verdict }));
  update();
});
nameInput.addEventListener('input', update);
looserInput.addEventListener('change', update);
// builder.ts has rendered once already; ask it again now that this island listens.
form.dispatchEvent(new Event('change'));

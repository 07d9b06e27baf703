/**
 * The policy builder's export island: every client and gateway format for the
 * user's own verdicts (sent by src/client/builder.ts as "policy-verdicts"),
 * under the server name they give it in "Your client or gateway" (src/components/ClientChoice.astro), optionally
 * looser. It calls the very render functions the static export files were written with (export-render.ts). The
 * page carries none of the texts (a lazy PolicyExports, `data-lazy`): site.ts loads this island when a format is
 * opened, a client is chosen or the name field is used, and it writes them all.
 */
import { exportServer, type ExportRule } from '../lib/policy/exports/index.ts';
import type { ToolVerdict } from '../lib/policy/generate.ts';
import { writeFormats, writtenFormats } from './export-render.ts';

const section = document.querySelector<HTMLElement>('[data-builder-exports]')!;
const form = document.querySelector<HTMLElement>('[data-builder]')!;
const nameInput = document.querySelector<HTMLInputElement>('[data-client-name]')!;
const looserInput = section.querySelector<HTMLInputElement>('[data-looser]')!;
const slug = section.dataset.slug!;
const state = writtenFormats();
let rules: ExportRule[] = [];

// The chosen format may have moved next to the choice (ClientChoice.astro): every format of the page is written.
const update = () =>
  writeFormats(
    form,
    { slug, clientName: nameInput.value.trim() || slug, rules },
    { looser: looserInput.checked },
    state,
  );

form.addEventListener('policy-verdicts', (event) => {
  // The same mapping the static files use, argument conditions included.
  rules = exportServer(slug, (event as CustomEvent<ToolVerdict[]>).detail).rules;
  update();
});
nameInput.addEventListener('input', update);
looserInput.addEventListener('change', update);
// builder.ts has rendered once already; ask it again now that this island listens.
form.dispatchEvent(new Event('change'));

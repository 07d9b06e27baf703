/**
 * The policy builder island. It calls the very buildPolicy/policyJson the build
 * used for the static files, so the browser cannot drift from the site.
 */
import { buildPolicy, policyJson, type ToolVerdict } from '../lib/policy/generate.ts';
import { checkMaxCalls } from '../lib/policy/max-calls.ts';
import type { PolicyWindow, Verdict } from '../schema/enums.ts';

const form = document.querySelector<HTMLElement>('[data-builder]')!;
const code = document.getElementById('builder-policy')!;
const note = document.getElementById('builder-note')!;
const download = code.closest('.policy-block')!.querySelector<HTMLAnchorElement>('a[download]')!;
const recommendedHref = download.href;
let objectUrl: string | undefined;

/** Shows or clears the message next to a cap field; a refused value stays as typed. */
function showProblem(input: HTMLInputElement, message: string | undefined) {
  const id = `${input.id}-problem`;
  let note = document.getElementById(id);
  if (!message) {
    note?.remove();
    input.removeAttribute('aria-invalid');
    input.removeAttribute('aria-describedby');
    return;
  }
  if (!note) {
    note = document.createElement('span');
    note.id = id;
    note.className = 'field-problem';
    input.after(note);
  }
  note.textContent = message;
  input.setAttribute('aria-invalid', 'true');
  input.setAttribute('aria-describedby', id);
}

function current(): { verdicts: ToolVerdict[]; changed: number; problems: number } {
  let changed = 0;
  let problems = 0;
  const verdicts = [...form.querySelectorAll<HTMLTableRowElement>('tr[data-tool]')].map((row) => {
    const verdictSelect = row.querySelector<HTMLSelectElement>('[data-field="verdict"]')!;
    const maxInput = row.querySelector<HTMLInputElement>('[data-field="max"]')!;
    const windowSelect = row.querySelector<HTMLSelectElement>('[data-field="window"]')!;
    const verdict = verdictSelect.value as Verdict;
    const limited = verdict === 'rate-limit';
    maxInput.disabled = !limited;
    windowSelect.disabled = !limited;
    if (verdict !== verdictSelect.dataset.recommended || (limited && (maxInput.value !== maxInput.defaultValue || windowSelect.value !== [...windowSelect.options].find((o) => o.defaultSelected)?.value))) changed++;
    const check = checkMaxCalls(maxInput.value);
    showProblem(maxInput, limited && !check.ok ? check.message : undefined);
    if (!limited) return { name: row.dataset.tool!, verdict };
    if (!check.ok) {
      problems++;
      return { name: row.dataset.tool!, verdict };
    }
    return { name: row.dataset.tool!, verdict, max: check.max, window: windowSelect.value as PolicyWindow };
  });
  return { verdicts, changed, problems };
}

function render() {
  const { verdicts, changed, problems } = current();
  if (problems > 0) {
    // The policy below stays the last valid one; nothing is downloaded until every cap is one the policy can hold.
    download.removeAttribute('href');
    download.setAttribute('aria-disabled', 'true');
    note.textContent = `${problems} cap${problems === 1 ? '' : 's'} need${problems === 1 ? 's' : ''} fixing (see the message${problems === 1 ? '' : 's'} in the table); the policy below is the last valid one.`;
    return;
  }
  download.removeAttribute('aria-disabled');
  // The export island (src/client/builder-exports.ts) writes every client and gateway format from the same verdicts.
  form.dispatchEvent(new CustomEvent('policy-verdicts', { detail: verdicts }));
  const text = policyJson(buildPolicy(verdicts));
  code.textContent = text;
  if (objectUrl) URL.revokeObjectURL(objectUrl);
  objectUrl = undefined;
  if (changed === 0) {
    download.href = recommendedHref;
    note.textContent = 'This is the recommended policy.';
  } else {
    objectUrl = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
    download.href = objectUrl;
    note.textContent = `Policy updated: ${changed} tool${changed === 1 ? '' : 's'} changed from the recommendation.`;
  }
}

form.addEventListener('input', render);
form.addEventListener('change', render);
form.querySelector('[data-reset]')!.addEventListener('click', () => {
  for (const select of form.querySelectorAll('select')) {
    for (const option of select.options) option.selected = option.defaultSelected;
  }
  for (const input of form.querySelectorAll('input')) input.value = input.defaultValue;
  render();
});
render();

/**
 * The policy builder island. It calls the very buildPolicy/policyJson the build
 * used for the static files, so the browser cannot drift from the site, and the
 * validator's own verdictIssues to warn about a verdict the catalogue refuses.
 * A big server's rows come a page at a time: changes are kept per server in
 * sessionStorage, and the other tools' recommended verdicts are read back from
 * the recommended policy.json (verdictsFromPolicy) when they are needed.
 * A cap that is out of range or not a whole number is refused next to its field (checkMaxCalls), never
 * silently changed; the export island (builder-exports.ts) gets the same verdicts through an event.
 *
 * The rows come as text (see Builder.astro): a row's controls are made from its
 * data attributes when it comes within a screen of the viewport (an
 * IntersectionObserver), so a full page makes the few a reader can reach, not
 * 150 controls at load.
 * A row without controls holds no change but a stored one, and the recommended
 * values are read from the rows' data attributes.
 */
import {
  buildPolicy,
  policyJson,
  verdictsFromPolicy,
  type PolicyDocument,
  type ToolVerdict,
} from '../lib/policy/generate.ts';
import { verdictIssues } from '../lib/judgement/consistency.ts';
import { policyPreview } from '../lib/catalogue/paging.ts';
import { count } from '../lib/text/grammar.ts';
import { checkMaxCalls } from '../lib/policy/max-calls.ts';
import { attributeText } from '../lib/text/html.ts';
/** The tools' conditions, from the conditions island (builder-conditions.ts) once site.ts has loaded it. */
let withConditions: ((tools: ToolVerdict[]) => ToolVerdict[]) | undefined;
import {
  VERDICTS,
  VERDICT_LABEL,
  WINDOWS,
  type Category,
  type PolicyWindow,
  type RiskLevel,
  type Verdict,
} from '../schema/enums.ts';

interface Change {
  verdict: Verdict;
  max?: number;
  window?: PolicyWindow;
  refused: boolean;
}

const form = document.querySelector<HTMLElement>('[data-builder]')!;
const code = document.getElementById('builder-policy')!;
const note = document.getElementById('builder-note')!;
const block = code.closest('.policy-block')!;
const download = block.querySelector<HTMLAnchorElement>('a[download]')!;
/** "Back to recommended" shows only when there is something to go back from (it starts hidden in the page). */
const reset = form.querySelector<HTMLButtonElement>('[data-reset]')!;
const showReset = (shown: boolean) => {
  reset.parentElement!.hidden = !shown;
};
const recommendedHref = download.href;
const recommendedText = code.textContent ?? '';
const truncated = block.hasAttribute('data-truncated');
const onePage = form.dataset.pages === '1';
const storageKey = `policy-builder:${form.dataset.server}`;
const rows = [...form.querySelectorAll<HTMLTableRowElement>('tr[data-tool]')];
let objectUrl: string | undefined;
let everyTool: Promise<ToolVerdict[]> | undefined;
let generation = 0;

function loadChanges(): Record<string, Change> {
  try {
    const stored = JSON.parse(sessionStorage.getItem(storageKey) ?? '{}') as unknown;
    return stored && typeof stored === 'object'
      ? Object.assign(Object.create(null) as Record<string, Change>, stored)
      : Object.create(null);
  } catch {
    return Object.create(null);
  }
}
const changes = loadChanges();
function saveChanges() {
  try {
    sessionStorage.setItem(storageKey, JSON.stringify(changes));
  } catch {
    // Storage refused (private mode): changes then last as long as this page.
  }
}

/** Shows or clears the message next to a cap field; a refused value stays as typed. */
function showProblem(input: HTMLInputElement, message: string | undefined) {
  const id = `${input.id}-problem`;
  let problem = document.getElementById(id);
  if (!message) {
    problem?.remove();
    input.removeAttribute('aria-invalid');
    input.removeAttribute('aria-describedby');
    return;
  }
  if (!problem) {
    problem = document.createElement('span');
    problem.id = id;
    problem.className = 'field-problem';
    input.after(problem);
  }
  problem.textContent = message;
  input.setAttribute('aria-invalid', 'true');
  input.setAttribute('aria-describedby', id);
}

let problems = 0;

const field = <T extends HTMLElement>(row: HTMLTableRowElement, name: string) =>
  row.querySelector<T>(`[data-field="${name}"]`)!;
const defaultWindow = (select: HTMLSelectElement) => [...select.options].find((o) => o.defaultSelected)?.value;

/** Reads one row, shows its state (limits enabled or not, a warning) and records it as a change or not. */
function readRow(row: HTMLTableRowElement): ToolVerdict {
  const verdictSelect = field<HTMLSelectElement>(row, 'verdict');
  const maxInput = field<HTMLInputElement>(row, 'max');
  const windowSelect = field<HTMLSelectElement>(row, 'window');
  const verdict = verdictSelect.value as Verdict;
  const limited = verdict === 'rate-limit';
  maxInput.disabled = !limited;
  windowSelect.disabled = !limited;
  const issues = verdictIssues(
    { category: row.dataset.category as Category, risk: row.dataset.risk as RiskLevel },
    verdict,
  );
  const warning = row.querySelector<HTMLElement>('[data-warning]')!;
  warning.textContent = issues.length > 0 ? `⚠ Against our rules: ${issues[0]!.message}.` : '';
  row.classList.toggle('refused', issues.length > 0);
  const recommendedVerdict = verdictSelect.dataset.recommended as Verdict;
  row.querySelector<HTMLElement>('[data-hint]')!.textContent =
    verdict === recommendedVerdict ? '' : `Recommended: ${VERDICT_LABEL[recommendedVerdict]}`;
  const name = row.dataset.tool!;
  const check = checkMaxCalls(maxInput.value);
  showProblem(maxInput, limited && !check.ok ? check.message : undefined);
  if (limited && !check.ok) problems++;
  const tool: ToolVerdict =
    limited && check.ok
      ? { name, verdict, max: check.max, window: windowSelect.value as PolicyWindow }
      : { name, verdict };
  const changed =
    verdict !== verdictSelect.dataset.recommended ||
    (limited && (maxInput.value !== maxInput.defaultValue || windowSelect.value !== defaultWindow(windowSelect)));
  // A refused cap keeps whatever change was stored before it: the policy stays the last valid one.
  if (limited && !check.ok) return tool;
  if (changed) changes[name] = { verdict, max: tool.max, window: tool.window, refused: issues.length > 0 };
  else delete changes[name];
  return tool;
}

/** Every tool's recommended verdict: from the rows when they are all here, else from the recommended policy.json. */
function recommended(): Promise<ToolVerdict[]> {
  if (onePage) {
    return Promise.resolve(
      rows.map((row) => {
        const {
          tool: name,
          verdict,
          max,
          window,
        } = row.dataset as { tool: string; verdict: Verdict; max?: string; window?: PolicyWindow };
        return verdict === 'rate-limit' ? { name, verdict, max: Number(max), window } : { name, verdict };
      }),
    );
  }
  everyTool ??= fetch(recommendedHref).then(async (response) =>
    verdictsFromPolicy((await response.json()) as PolicyDocument),
  );
  return everyTool;
}

async function render() {
  const mine = ++generation;
  problems = 0;
  for (const row of rows) if (row.dataset.live) readRow(row);
  if (problems > 0) {
    // The policy below stays the last valid one; nothing is downloaded until every cap is one the policy can hold.
    download.removeAttribute('href');
    download.setAttribute('aria-disabled', 'true');
    showReset(true);
    note.textContent = `${count(problems, 'cap')} ${problems === 1 ? 'needs' : 'need'} fixing (see the message${problems === 1 ? '' : 's'} in the table); the policy below is the last valid one.`;
    return;
  }
  download.removeAttribute('aria-disabled');
  saveChanges();
  const changed = Object.keys(changes);
  const refused = changed.filter((name) => changes[name]!.refused).length;
  if (objectUrl) URL.revokeObjectURL(objectUrl);
  objectUrl = undefined;
  const base = (await recommended()).map((tool) => {
    const change = changes[tool.name];
    return change ? { name: tool.name, verdict: change.verdict, max: change.max, window: change.window } : tool;
  });
  const tools = withConditions ? withConditions(base) : base;
  if (mine !== generation) return;
  const conditioned = tools.filter((tool) => tool.conditions).length;
  // The export island (src/client/builder-exports.ts) writes every client and gateway format from the same verdicts.
  form.dispatchEvent(new CustomEvent('policy-verdicts', { detail: tools }));
  showReset(changed.length > 0 || conditioned > 0);
  if (changed.length === 0 && conditioned === 0) {
    if (code.textContent !== recommendedText) code.textContent = recommendedText;
    download.href = recommendedHref;
    note.textContent = 'This is the recommended policy.';
    return;
  }
  const text = policyJson(buildPolicy(tools));
  code.textContent = truncated ? policyPreview(text, 0).text : text;
  objectUrl = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
  download.href = objectUrl;
  note.textContent = `Policy updated: ${count(changed.length, 'tool')} changed from the recommendation${conditioned > 0 ? `, ${count(conditioned, 'tool')} with a condition on ${conditioned === 1 ? 'its' : 'their'} arguments` : ''}.${refused > 0 ? ` ${count(refused, 'choice')} ${refused === 1 ? 'goes' : 'go'} against our rules; see the warning${refused === 1 ? '' : 's'}.` : ''}`;
}

const optionsOf = (values: readonly string[], chosen: string, label: (value: string) => string = (v) => v) =>
  values.map((v) => `<option value="${v}"${v === chosen ? ' selected' : ''}>${label(v)}</option>`).join('');

/**
 * Makes a row's controls, in place of the boxes that showed its values (Builder.astro), from those values
 * and the row's data attributes, and puts back a change made to it on another page of this builder.
 */
function hydrate(row: HTMLTableRowElement) {
  if (row.dataset.live) return;
  row.dataset.live = 'on';
  const { n, tool: name, verdict } = row.dataset as { n: string; tool: string; verdict: Verdict };
  const label = attributeText(name);
  const off = verdict === 'rate-limit' ? '' : ' disabled';
  const pick = (kind: string) => row.querySelector<HTMLElement>(`.pick-${kind}`)!;
  const [max, per] = [pick('max').textContent, pick('window').textContent];
  pick('verdict').outerHTML =
    `<select data-field="verdict" data-recommended="${verdict}" aria-label="Verdict for ${label}" aria-describedby="hint-${n} warn-${n}">${optionsOf(VERDICTS, verdict, (v) => VERDICT_LABEL[v as Verdict])}</select><span class="row-hint" id="hint-${n}" data-hint></span><span class="row-warning" id="warn-${n}" data-warning></span>`;
  pick('max').outerHTML =
    `<input id="max-${n}" data-field="max" type="text" inputmode="numeric" size="8" value="${max}"${off} aria-label="Maximum calls for ${label}">`;
  pick('window').outerHTML =
    `<select data-field="window"${off} aria-label="Window for ${label}">${optionsOf(WINDOWS, per ?? '')}</select>`;
  const change = changes[name];
  if (!change) return;
  field<HTMLSelectElement>(row, 'verdict').value = change.verdict;
  if (change.max !== undefined) field<HTMLInputElement>(row, 'max').value = String(change.max);
  if (change.window !== undefined) field<HTMLSelectElement>(row, 'window').value = change.window;
}

// Rows come alive a screen ahead of the reader, a few at a time when the browser is idle (making every
// reachable row's controls at once would be one long task while the page loads); a row the reader points
// at or reaches with the keyboard at once, and one changed on another page of this builder before all.
const waiting = new Set<HTMLTableRowElement>();
let scheduled = false;
function hydrateSome() {
  scheduled = false;
  for (const row of [...waiting].slice(0, 4)) {
    waiting.delete(row);
    hydrate(row);
  }
  if (waiting.size > 0) schedule();
}
function schedule() {
  if (scheduled) return;
  scheduled = true;
  if (typeof requestIdleCallback === 'function') requestIdleCallback(hydrateSome, { timeout: 500 });
  else setTimeout(hydrateSome, 16);
}
for (const type of ['pointerdown', 'focusin']) {
  form.addEventListener(
    type,
    (event) => {
      const row = (event.target as Element).closest?.<HTMLTableRowElement>('tr[data-tool]');
      if (row) hydrate(row);
    },
    true,
  );
}
const near = new IntersectionObserver(
  (entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue;
      near.unobserve(entry.target);
      waiting.add(entry.target as HTMLTableRowElement);
    }
    schedule();
  },
  { rootMargin: '100% 0px' },
);
for (const row of rows) {
  if (changes[row.dataset.tool!]) hydrate(row);
  else near.observe(row);
}
form.addEventListener('policy-conditions', (event) => {
  withConditions = (event as CustomEvent<typeof withConditions>).detail;
  void render();
});
// The page as built already shows the recommended policy: nothing to redo until something differs from it.
if (Object.keys(changes).length > 0) void render();

form.addEventListener('input', () => void render());
form.addEventListener('change', () => void render());
reset.addEventListener('click', () => {
  // The button hides once nothing differs from the recommendation: focus goes to the note, which says so.
  note.textContent = 'This is the recommended policy.';
  note.focus();
  for (const name of Object.keys(changes)) delete changes[name];
  form.dispatchEvent(new Event('policy-reset'));
  for (const select of form.querySelectorAll('select')) {
    for (const option of select.options) option.selected = option.defaultSelected;
  }
  for (const input of form.querySelectorAll('input')) input.value = input.defaultValue;
  void render();
});

/**
 * The policy builder's conditions: for each row whose tool's input schema offers a condition (Builder.astro's
 * data-offer-arg and data-offer-kind, from conditionOffer, and its "Only when" summary), the field under the
 * tool's name. site.ts loads this island (after builder.ts) only when a summary is opened or a condition is
 * stored, so the builder's first script stays small; it hands builder.ts its withConditions through a
 * "policy-conditions" event and clears itself on "policy-reset".
 * What the reader sets is kept per server in sessionStorage, like the verdicts, read with readConditionInput
 * and checked with conditionsProblem; builder.ts asks withConditions for the tools' conditions when it builds
 * the policy, and re-renders on the form's change events that these fields raise.
 */
import { CONDITION_PROMPT, readConditionInput } from '../lib/policy/condition-input.ts';
import type { ConditionOffer } from '../lib/policy/condition-offer.ts';
import type { OutsideVerdict, ToolVerdict } from '../lib/policy/generate.ts';
import { conditionsProblem } from '../lib/policy/conditions.ts';

interface Stored extends ConditionOffer {
  raw: string;
  outside: OutsideVerdict;
}

interface Field {
  offer: ConditionOffer;
  row: HTMLTableRowElement;
  problem: HTMLElement;
}

const fields = new Map<string, Field>();
let stored: Record<string, Stored> = Object.create(null);
let storageKey = '';

function save() {
  try {
    if (Object.keys(stored).length === 0) sessionStorage.removeItem(storageKey);
    else sessionStorage.setItem(storageKey, JSON.stringify(stored));
  } catch {
    // Storage refused: the conditions last as long as this page.
  }
}

/** Adds the fields to the rows that offer a condition, restoring what was set on any page of this builder. */
export function initConditions(form: HTMLElement): void {
  storageKey = `policy-conditions:${form.dataset.server}`;
  try {
    const saved = JSON.parse(sessionStorage.getItem(storageKey) ?? '{}') as unknown;
    if (saved && typeof saved === 'object')
      stored = Object.assign(Object.create(null) as Record<string, Stored>, saved);
  } catch {
    // Nothing stored, or storage refused.
  }
  for (const row of form.querySelectorAll<HTMLTableRowElement>('tr[data-offer-kind]')) {
    const { tool, n, offerArg, offerKind } = row.dataset as Record<string, string>;
    const offer = { arg: offerArg!, kind: offerKind as ConditionOffer['kind'] };
    const saved = stored[tool!];
    const id = `cond-${n}`;
    // Builder.astro renders the row's <details> and summary, so nothing moves when this island arrives.
    const details = row.querySelector<HTMLDetailsElement>('details.row-condition')!;
    details.querySelector('[data-cond-nojs]')?.remove();
    // The field's controls are made when it is first opened (or at once for a condition already set): a page of
    // rows loads with no form controls in them, as builder.ts keeps it.
    const build = () => {
      if (details.querySelector('[data-cond-value]')) return;
      const input =
        offer.kind === 'readOnly'
          ? `<input type="checkbox" id="${id}" data-cond-value${saved?.raw === 'on' ? ' checked' : ''}>`
          : `<input type="text" id="${id}" data-cond-value size="24">`;
      const outside = saved?.outside ?? 'require-approval';
      details.insertAdjacentHTML(
        'beforeend',
        `<label for="${id}">${CONDITION_PROMPT[offer.kind]}</label> ${input}` +
          `<label>Other calls <select data-cond-outside>` +
          `<option value="require-approval"${outside === 'require-approval' ? ' selected' : ''}>ask a person</option>` +
          `<option value="deny"${outside === 'deny' ? ' selected' : ''}>are refused</option></select></label>` +
          `<span class="field-problem" id="${id}-problem" aria-live="polite"></span>`,
      );
      const value = details.querySelector<HTMLInputElement>('[data-cond-value]')!;
      // Set as a property, not written into the markup: the text needs no escaping.
      if (value.type === 'text') value.value = saved?.raw ?? '';
      fields.set(tool!, { offer, row, problem: details.querySelector('.field-problem')! });
    };
    if (saved) {
      build();
      details.open = true;
    } else if (details.open) build();
    else details.addEventListener('toggle', build);
    details.addEventListener('change', (event) => {
      event.stopPropagation();
      const value = details.querySelector<HTMLInputElement>('[data-cond-value]')!;
      const raw = value.type === 'checkbox' ? (value.checked ? 'on' : '') : value.value;
      const side = details.querySelector<HTMLSelectElement>('[data-cond-outside]')!.value as OutsideVerdict;
      if (raw === '') delete stored[tool!];
      else stored[tool!] = { ...offer, raw, outside: side };
      save();
      form.dispatchEvent(new Event('change'));
    });
  }
}

/** How many tools carry a condition the reader set. */
export const conditionCount = (): number => Object.keys(stored).length;

/**
 * The tools with the conditions the reader set. A condition that cannot be read, or cannot go on the tool's
 * verdict (a denied tool, "other calls" not stricter than the verdict), is left out and says why next to it.
 */
export function withConditions(tools: ToolVerdict[]): ToolVerdict[] {
  return tools.map((tool) => {
    const saved = stored[tool.name];
    const field = fields.get(tool.name);
    const show = (message: string) => {
      if (field) field.problem.textContent = message;
    };
    if (!saved) {
      show('');
      return tool;
    }
    // A condition set on another page of this builder has no field here: its stored offer says what it tests.
    const read = readConditionInput({ arg: saved.arg, kind: saved.kind }, saved.raw);
    if (!read) {
      show('');
      return tool;
    }
    if (!read.ok) {
      show(read.message);
      return tool;
    }
    const conditioned: ToolVerdict = { ...tool, conditions: { all: [read.condition], outside: saved.outside } };
    const problem = conditionsProblem(conditioned);
    show(problem ? `Not applied: ${problem}.` : '');
    return problem ? tool : conditioned;
  });
}

/** Back to the recommendation: no condition on any tool, on any page. */
export function clearConditions(): void {
  stored = Object.create(null);
  save();
  for (const { row, problem } of fields.values()) {
    const details = row.querySelector<HTMLDetailsElement>('details.row-condition')!;
    if (!details.querySelector('[data-cond-value]')) continue;
    const value = details.querySelector<HTMLInputElement>('[data-cond-value]')!;
    if (value.type === 'checkbox') value.checked = false;
    else value.value = '';
    details.querySelector<HTMLSelectElement>('[data-cond-outside]')!.value = 'require-approval';
    details.open = false;
    problem.textContent = '';
  }
}

const builderForm = document.querySelector<HTMLElement>('[data-builder]');
if (builderForm) {
  initConditions(builderForm);
  builderForm.addEventListener('policy-reset', clearConditions);
  builderForm.dispatchEvent(new CustomEvent('policy-conditions', { detail: withConditions }));
}

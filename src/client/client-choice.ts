/**
 * "Your client or gateway" (src/components/ClientChoice.astro), loaded by site.ts: the choice is remembered, the
 * chosen format moves next to it (above policy.json) and opens, and a name other than the slug (typed here, or from
 * a config pasted on /stack/) rewrites the formats: client-names.ts on tool and server pages, builder-exports.ts in
 * the builder.
 */
import { CHOICE_KEY, NAMES_KEY, readNames, usableClientName, writeNames } from '../lib/stack/client-name.ts';

const stored = (key: string) => {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
};
const store = (key: string, value: string) => {
  try {
    localStorage.setItem(key, value);
  } catch {
    // Private modes may refuse storage; the choice then lasts for this page only.
  }
};

export function follow(choice: HTMLElement, loadBuilderExports?: () => void): void {
  const select = choice.querySelector<HTMLSelectElement>('[data-client-select]')!;
  const nameInput = choice.querySelector<HTMLInputElement>('[data-client-name]')!;
  const chosen = choice.querySelector<HTMLElement>('[data-client-chosen]')!;
  const slug = choice.dataset.slug!;
  const saved = stored(CHOICE_KEY);
  // A choice made while this module loaded wins over the stored one.
  if (select.value) store(CHOICE_KEY, select.value);
  else if (saved && [...select.options].some((o) => o.value === saved)) select.value = saved;
  const own = readNames(stored(NAMES_KEY)).get(slug);
  if (own && nameInput.value === slug) nameInput.value = own;

  let moved: { details: HTMLDetailsElement; parent: Node; next: Node | null; group: string | null } | undefined;
  const place = () => {
    if (moved) {
      moved.parent.insertBefore(moved.details, moved.next);
      if (moved.group) moved.details.setAttribute('name', moved.group);
      moved = undefined;
    }
    const details = select.value
      ? document.querySelector<HTMLDetailsElement>(`[data-exports] details[data-export="${CSS.escape(select.value)}"]`)
      : null;
    if (!details) return;
    moved = { details, parent: details.parentNode!, next: details.nextSibling, group: details.getAttribute('name') };
    details.removeAttribute('name');
    chosen.append(details);
    details.open = true;
    if (loadBuilderExports) loadBuilderExports();
    else void import('./export-files.ts').then((m) => m.showFile(details));
  };
  const rename = () => {
    if (loadBuilderExports) return loadBuilderExports();
    void import('./client-names.ts').then((m) => m.rename(choice, nameInput.value));
  };
  select.addEventListener('change', () => {
    store(CHOICE_KEY, select.value);
    place();
  });
  nameInput.addEventListener('input', () => {
    const names = readNames(stored(NAMES_KEY));
    const name = nameInput.value.trim();
    if (name && name !== slug && usableClientName(name)) names.set(slug, name);
    else names.delete(slug);
    store(NAMES_KEY, writeNames(names));
    rename();
  });
  place();
  if (nameInput.value.trim() !== slug) rename();
}

/** The only module every page loads: copy buttons, the "/" shortcut, the reader's client choice, and the loaders of the islands below. Pages read fine without it. (theme.js, in the head, sets the "js" class first; this keeps it for a page that was served without it.) */
import { CHOICE_KEY, NAMES_KEY, readNames, usableClientName, writeNames } from '../lib/stack/client-name.ts';

document.documentElement.classList.add('js');

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

document.addEventListener('click', async (event) => {
  const button = (event.target as Element | null)?.closest<HTMLButtonElement>('[data-copy]');
  if (!button) return;
  const source = document.getElementById(button.dataset.copy!);
  const status = button.parentElement?.querySelector<HTMLElement>('.copy-status');
  if (!source) return;
  try {
    await navigator.clipboard.writeText(source.textContent ?? '');
    if (status) status.textContent = `Copied ${button.dataset.copyLabel ?? 'policy.json'} to the clipboard.`;
  } catch {
    if (status) status.textContent = 'Could not copy: select the code and copy it by hand.';
  }
});

document.addEventListener('keydown', (event) => {
  if (event.key !== '/' || event.ctrlKey || event.metaKey || event.altKey) return;
  const target = event.target as HTMLElement | null;
  if (target && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName))) return;
  const search = document.querySelector<HTMLInputElement>('[data-search-input]');
  if (!search) return;
  event.preventDefault();
  search.focus();
});

// The policy builder's island (src/client/builder.ts) loads once the page has loaded. The rows and the recommended
// policy are already in the page; fetched while the page was parsed, its chain of modules held up the first paint on
// a slow phone. Its export formats (src/client/builder-exports.ts) load the first time one is opened or the name
// field is used, and always after the island, whose verdicts they write. (Lazy imports live in this one script: a
// second entry script with a dynamic import makes Vite split its preload helper into a chunk every page fetches.)
let loadBuilderExports: (() => void) | undefined;
if (document.querySelector('[data-builder]')) {
  let island: Promise<unknown> | undefined;
  const builder = () => (island ??= import('./builder.ts'));
  // A task of its own after load: started from the load event, the import's work joined the layout that ends parsing in one long task.
  if (document.readyState === 'complete') void builder();
  else addEventListener('load', () => setTimeout(builder, 0), { once: true });
  const builderExports = document.querySelector('[data-builder-exports]');
  if (builderExports) {
    let exportsIsland: Promise<unknown> | undefined;
    loadBuilderExports = () => void (exportsIsland ??= builder().then(() => import('./builder-exports.ts')));
    // "toggle" does not bubble; a capturing listener on the section still sees it.
    builderExports.addEventListener('toggle', loadBuilderExports, { capture: true, once: true });
    builderExports.addEventListener('focusin', loadBuilderExports, { once: true });
  }
}

// "Your client or gateway" (src/components/ClientChoice.astro): remembered; the chosen format moves next to the
// choice and opens; a name other than the slug (typed, or from a config pasted on /stack/) rewrites the formats
// (client-names.ts on tool and server pages, builder-exports.ts in the builder), loaded only then.
const choice = document.querySelector<HTMLElement>('[data-client-choice]');
if (choice) {
  const select = choice.querySelector<HTMLSelectElement>('[data-client-select]')!;
  const nameInput = choice.querySelector<HTMLInputElement>('[data-client-name]')!;
  const chosen = choice.querySelector<HTMLElement>('[data-client-chosen]')!;
  const slug = choice.dataset.slug!;
  const saved = stored(CHOICE_KEY);
  if (saved && [...select.options].some((o) => o.value === saved)) select.value = saved;
  const own = readNames(stored(NAMES_KEY)).get(slug);
  if (own) nameInput.value = own;
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
    else if (details.querySelector('[data-export-text][data-src]'))
      void import('./export-files.ts').then((m) => m.showFile(details));
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
  if (own && own !== slug) rename();
}

// A server page's export formats are links to the files; the first one opened loads src/client/export-files.ts, which shows it (and any opened later).
for (const list of document.querySelectorAll('[data-exports][data-lazy]')) {
  if (list.closest('[data-builder-exports]')) continue;
  list.addEventListener('toggle', () => void import('./export-files.ts'), { capture: true, once: true });
}

// Search boxes suggest tool names as you type; that code (src/client/search.ts) loads the first time one gets focus, never before.
document.addEventListener('focusin', (event) => {
  if ((event.target as Element | null)?.matches?.('form[role="search"] input[type="search"]'))
    void import('./search.ts');
});

// The header's Menu (a <details>, so it opens without script too) closes on Escape, back to its button, and on a click outside it.
const menu = document.querySelector<HTMLDetailsElement>('[data-nav-menu]');
if (menu) {
  menu.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape' || !menu.open) return;
    menu.open = false;
    menu.querySelector('summary')?.focus();
  });
  document.addEventListener('click', (event) => {
    if (menu.open && !menu.contains(event.target as Node)) menu.open = false;
  });
}

/** Light/dark toggle: starts from the system setting, remembers an explicit choice. */
const toggle = document.querySelector<HTMLButtonElement>('[data-theme-toggle]');
if (toggle) {
  const root = document.documentElement;
  const systemDark = window.matchMedia('(prefers-color-scheme: dark)');
  const isDark = () => (root.dataset.theme ? root.dataset.theme === 'dark' : systemDark.matches);
  const show = () => toggle.setAttribute('aria-pressed', String(isDark()));
  show();
  systemDark.addEventListener('change', show);
  toggle.addEventListener('click', () => {
    const next = isDark() ? 'light' : 'dark';
    root.dataset.theme = next;
    try {
      localStorage.setItem('theme', next);
    } catch {
      // Private modes may refuse storage; the choice then lasts for this page only.
    }
    show();
  });
}

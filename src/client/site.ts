/** The only module every page loads: copy buttons, the "/" shortcut, the reader's client choice, and the loaders of the islands below. Pages read fine without it. (theme.js, in the head, sets the "js" class first; this keeps it for a page that was served without it.) */
document.documentElement.classList.add('js');

const stored = (key: string) => {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
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
  // Its conditions (src/client/builder-conditions.ts) load when a row's "Only when" is first opened, or at once when
  // conditions set on another page of this builder are stored, and always after the island, which applies them.
  const rows = document.querySelector<HTMLElement>('.builder-rows');
  if (rows?.querySelector('.row-condition')) {
    const load = () => void builder().then(() => import('./builder-conditions.ts'));
    rows.addEventListener('toggle', load, { capture: true, once: true });
    try {
      if (sessionStorage.getItem(`policy-conditions:${rows.parentElement!.dataset.server}`)) load();
    } catch {}
  }
}

// "Your client or gateway" (src/components/ClientChoice.astro): src/client/client-choice.ts follows it, loaded at
// once when the reader chose a client or named this server before (the keys of src/lib/stack/client-name.ts, written
// out here to keep every page's script small), else on first use.
const choice = document.querySelector<HTMLElement>('[data-client-choice]');
if (choice) {
  const start = () => {
    if (choice.dataset.following === undefined)
      void import('./client-choice.ts').then((m) => m.follow(choice, loadBuilderExports));
    choice.dataset.following = '';
  };
  if (stored('mcp-client') || stored('mcp-client-names')?.includes(`"${choice.dataset.slug}"`)) start();
  else for (const type of ['focusin', 'pointerdown', 'change', 'input']) choice.addEventListener(type, start);
}

// /stack/'s config box: src/client/stack-config.ts (with the JSON and TOML parsers) loads when a config is given.
// A dropped file is taken at once: the browser empties the drop's data when the event ends.
const configForm = document.querySelector<HTMLFormElement>('[data-stack-config]');
if (configForm) {
  const read = (source?: string | File) => void import('./stack-config.ts').then((m) => m.readConfig(source));
  configForm.addEventListener('submit', (e) => (e.preventDefault(), read()));
  configForm.addEventListener('change', (e) => (e.target as Element).matches('[type=file]') && read());
  configForm.addEventListener('dragover', (e) => e.preventDefault());
  configForm.addEventListener('drop', (e) => {
    e.preventDefault();
    read(e.dataTransfer?.files[0] ?? e.dataTransfer?.getData('text/plain'));
  });
}

// Server and tool pages' export formats are links to the files; the first one opened loads src/client/export-files.ts, which shows it (a tool page: the tool's rule), and any opened later.
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

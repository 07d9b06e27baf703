/**
 * The export formats of server and tool pages (src/components/PolicyExports.astro, lazy: `data-lazy`): the page links
 * each static file instead of carrying its text. Opening a format on a server page fetches that file and shows it,
 * as its first lines when it is long (policyPreview, like the server's policy.json); on a tool page (`data-rule`),
 * where the files are the whole server's, it writes this tool's rule (client-names.ts showRule). site.ts loads this
 * module the first time a format is opened.
 */
import { showExportText } from './export-text.ts';

/** Shows one format: a format opened, or moved next to the reader's choice (client-choice.ts). */
export async function showFile(details: HTMLDetailsElement) {
  // Written under the reader's own name for the server (client-names.ts): the static file names it by its slug.
  if (document.querySelector('[data-client-choice][data-renamed]')) return;
  // A tool page's list; a format moved next to the reader's choice has left it, so it is found on the page.
  const rule = document.querySelector<HTMLElement>('[data-exports][data-rule]');
  if (rule) return import('./client-names.ts').then((m) => m.showRule(rule));
  const code = details.querySelector<HTMLElement>('[data-export-text][data-src]');
  if (!code || code.dataset.loading) return;
  code.dataset.loading = 'on';
  const pending = details.querySelector<HTMLElement>('[data-export-pending]');
  try {
    const response = await fetch(code.dataset.src!);
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    showExportText(details, await response.text());
  } catch {
    delete code.dataset.loading;
    if (pending) pending.textContent = 'Could not load the file here: use the download link.';
  }
}

/** Shows every open format of the page's lazy export lists, and each one as it is opened. */
export function followExportFiles(root: ParentNode = document): void {
  for (const list of root.querySelectorAll<HTMLElement>('[data-exports][data-lazy]')) {
    if (list.closest('[data-builder-exports]') || list.dataset.following) continue;
    list.dataset.following = 'on';
    list.addEventListener(
      'toggle',
      (event) => {
        const details = event.target as HTMLDetailsElement;
        if (details.open) void showFile(details);
      },
      { capture: true },
    );
    for (const details of list.querySelectorAll<HTMLDetailsElement>('details[open]')) void showFile(details);
  }
}

followExportFiles();

/**
 * A server page's export formats (src/components/PolicyExports.astro, lazy: `data-lazy`): the page links each
 * static file instead of carrying its text; opening a format fetches that file and shows it, as its
 * first lines when it is long (policyPreview, like the server's policy.json). site.ts loads this
 * module the first time a format is opened.
 */
import { showExportText } from './export-text.ts';

/** Shows one format's file (fetched): a format opened, or moved next to the reader's choice (site.ts). */
export async function showFile(details: HTMLDetailsElement) {
  const code = details.querySelector<HTMLElement>('[data-export-text][data-src]');
  if (!code || code.dataset.loading) return;
  // Written under the reader's own name for the server (client-names.ts): the static file names it by its slug.
  if (document.querySelector('[data-client-choice][data-renamed]')) return;
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

/**
 * Shows a format's text in a lazy export list (src/components/PolicyExports.astro): the server page's
 * fetched file (export-files.ts) or the builder's file for the user's choices (builder-exports.ts).
 */
import { policyPreview } from '../lib/catalogue/paging.ts';

/** Puts a format's text in place: the preview of a long file (without Copy, which would copy the preview), the whole of a short one. */
export function showExportText(details: HTMLElement, text: string): void {
  const code = details.querySelector<HTMLElement>('[data-export-text]')!;
  const preview = policyPreview(text);
  if (code.textContent !== preview.text) code.textContent = preview.text;
  code.toggleAttribute('data-truncated', preview.truncated);
  code.closest('pre')!.hidden = false;
  const pending = details.querySelector<HTMLElement>('[data-export-pending]');
  if (pending) pending.hidden = true;
  const copy = details.querySelector<HTMLButtonElement>('[data-copy]');
  if (copy) copy.hidden = preview.truncated;
}

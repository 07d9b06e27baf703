/**
 * The HTML of a list of export formats (PolicyExports.astro): one <details> a format, each with its text, what the
 * format loses, Copy, and a download. Written as one string rather than as Astro elements: every tool page carries
 * all fifteen formats, and building them element by element was a large share of a tool page's render time
 * (docs/benchmarks.md). The markup is the one the component wrote, escaped as Astro escapes it (text: & < > ' ";
 * attribute values: & and "); tests/exports-html.test.ts reads the markup back with an HTML parser.
 */
import { policyPreview } from '../../catalogue/paging.ts';
import { elementText } from '../../text/html.ts';
import { exportTarget } from './index.ts';
import type { ExportItem } from './items.ts';

/** Loss notes listed on the page; past this many, a count. */
export const NOTES_SHOWN = 20;

const TEXT_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', "'": '&#39;', '"': '&quot;' };
/** Text between tags, escaped as an Astro template escapes an expression. */
const text = (value: string): string =>
  /[&<>'"]/.test(value) ? value.replace(/[&<>'"]/g, (c) => TEXT_ESCAPES[c]!) : value;
/** A double-quoted attribute value, escaped as Astro escapes one. */
const attr = (value: string): string =>
  /[&"]/.test(value) ? value.replace(/&/g, '&amp;').replace(/"/g, '&quot;') : value;
/** An optional attribute as Astro writes one: nothing when undefined, the bare name when empty. */
const optional = (name: string, value: string | undefined): string =>
  value === undefined ? '' : value === '' ? ` ${name}` : ` ${name}="${attr(value)}"`;

/**
 * One tool's rule on its page: each format is its name, the server's whole file to download and the docs, nothing
 * more; with script, opening one writes the rest in the browser (src/client/client-names.ts showRule): this list's
 * full markup, made by this module, with the tool's rule, its losses and where the file goes.
 */
export interface ToolRule {
  /** The tool's own policy.json, which the browser writes the formats from. */
  policyUrl: string;
  /** The server's slug, the name the formats give it until the reader gives another. */
  slug: string;
}

/**
 * Items without texts make a lazy list: each file is linked, and shown only when opened (with script). With `rule`
 * the list is a tool page's (ToolRule). A list mixing items with and without texts is an error.
 */
export function exportListHtml(items: readonly ExportItem[], idPrefix: string, rule?: ToolRule): string {
  const missing = items.filter((item) => item.text === undefined);
  const lazy = missing.length === items.length;
  if (missing.length > 0 && !lazy)
    throw new Error(
      `PolicyExports: ${missing.map((item) => item.label).join(', ')} ${missing.length === 1 ? 'has' : 'have'} no text but the others do; make every item with the same exportItems({ withText }) call.`,
    );
  if (rule && !lazy)
    throw new Error("PolicyExports: a tool's rule is written in the browser; make its items with withText: false.");
  const ruleAttrs = rule ? ` data-rule="${attr(rule.policyUrl)}" data-slug="${attr(rule.slug)}"` : '';
  const open = `<div class="policy-exports" data-exports="${attr(idPrefix)}"${lazy ? ' data-lazy' : ''}${ruleAttrs}>`;
  if (rule) return `${open}${ruleItemsHtml(items, idPrefix)}</div>`;
  let html = open;
  for (const item of items) html += itemHtml(item, idPrefix, lazy);
  return `${html}</div>`;
}

/** A tool page's formats are the same for every tool of the server (the same items): written once for all of them. */
const ruleLists = new WeakMap<readonly ExportItem[], Map<string, string>>();
function ruleItemsHtml(items: readonly ExportItem[], idPrefix: string): string {
  let byPrefix = ruleLists.get(items);
  if (!byPrefix) ruleLists.set(items, (byPrefix = new Map()));
  let html = byPrefix.get(idPrefix);
  if (html === undefined) {
    html = items.map((item) => ruleItemHtml(item, idPrefix)).join('');
    byPrefix.set(idPrefix, html);
  }
  return html;
}

const summaryHtml = (item: ExportItem, idPrefix: string): string =>
  `<details name="${attr(`${idPrefix}-formats`)}" data-export="${attr(item.id)}"><summary><strong>${text(item.label)}</strong> <code>${text(item.file)}</code></summary>`;
const downloadHtml = (item: ExportItem): string =>
  item.href
    ? `<a class="button secondary" href="${attr(item.href)}" download="${attr(item.downloadName ?? item.file)}" data-export-download>${text(item.downloadLabel ?? `Download ${item.file}`)}</a>`
    : '';
/** The link to how we map the format, which a tool page's format carries too (ruleItemHtml). */
const mappedLinkHtml = (item: ExportItem): string =>
  `<a href="${attr(`/docs/exports/#${item.id}`)}">How ${text(item.label)} is mapped and what it cannot enforce</a>`;
const sourceLineHtml = (item: ExportItem): string =>
  `<p class="source-line">${mappedLinkHtml(item)} · <a href="${attr(item.docsUrl)}">${text(item.label)} documentation</a></p></details>`;

/**
 * A format of a tool page as the page carries it (ToolRule): its name, the server's whole file to download and how
 * we map the format. The browser writes the rest when one is opened (its loading line, the rule, the losses, where
 * the file goes and the client's own documentation: itemHtml, by src/client/client-names.ts expand). Without script
 * the download link says what it is (the server's whole file); the paragraph above the list says once that the page
 * does not carry the rule in each format (ToolExports.astro), rather than fifteen times.
 */
function ruleItemHtml(item: ExportItem, idPrefix: string): string {
  return `${summaryHtml(item, idPrefix)}<div class="policy-actions">${downloadHtml(item)}</div><p class="source-line">${mappedLinkHtml(item)}</p></details>`;
}

/** Each target's "Where it goes" box, the same on every page: made once. */
const installs = new Map<string, string>();
function installHtml(id: string): string {
  let html = installs.get(id);
  if (html === undefined) {
    const install = exportTarget(id)?.install ?? [];
    html =
      install.length === 0
        ? ''
        : `<div class="export-install"><p class="export-install-h">Where it goes</p><ul>${install.map((line) => `<li>${text(line)}</li>`).join('')}</ul></div>`;
    installs.set(id, html);
  }
  return html;
}

function itemHtml(item: ExportItem, idPrefix: string, lazy: boolean): string {
  // A big server's files are shown as their first lines (like its policy.json), so the page stays within its weight
  // budget; the download is the whole file. Lazy lists carry no text at all.
  const preview =
    item.text === undefined
      ? { text: '', truncated: false }
      : item.href
        ? policyPreview(item.text)
        : { text: item.text, truncated: false };
  const id = `${idPrefix}-${item.id}`;
  let html = `${summaryHtml(item, idPrefix)}<p class="export-problem" role="status" data-export-problem></p>`;
  html += installHtml(item.id);
  html += '<ul class="export-notes" data-export-notes>';
  for (const note of item.notes.slice(0, NOTES_SHOWN)) html += `<li>${text(note)}</li>`;
  if (item.notes.length > NOTES_SHOWN)
    html += `<li>…and ${text((item.notes.length - NOTES_SHOWN).toLocaleString('en-US'))} more.</li>`;
  html += '</ul><div class="policy-block"><div class="policy-actions">';
  if (!preview.truncated)
    html += `<button type="button" data-copy="${attr(id)}" data-copy-label="${attr(item.file)}" aria-describedby="${attr(`${id}-label`)}"${lazy ? ' hidden' : ''}>Copy</button>`;
  html += downloadHtml(item);
  html += '<span class="copy-status" role="status" aria-live="polite"></span></div>';
  if (lazy)
    html += `<p class="export-pending" data-export-pending><span class="no-js">The file is not written into this page, to keep the page light: download it to read it.</span><span class="js-only">Loading ${text(item.file)}…</span></p>`;
  const src = optional('data-src', lazy ? item.href : undefined);
  html += `<pre tabindex="0" aria-labelledby="${attr(`${id}-label`)}"${lazy ? ' hidden' : ''}><code id="${attr(id)}" data-export-text${preview.truncated ? ' data-truncated' : ''}${src}>${elementText(preview.text)}</code></pre>`;
  html += `<p class="visually-hidden" id="${attr(`${id}-label`)}">${text(item.label)} ${text(item.file)}</p></div>`;
  return html + sourceLineHtml(item);
}

/**
 * Tool and server pages: the export formats written in the browser, with the render functions the static files came
 * from (export-render.ts, as the builder does). A tool page carries of each format only its name and the server's
 * whole file to download: opening one writes the rest (expand: the list's markup from export-list-html.ts, as a
 * server page has it) and this tool's rule in every format, from the tool's policy.json (showRule; export-files.ts
 * calls it). On tool and server pages alike, a name for the server other than the slug (typed in "Your client or
 * gateway", or filled in from a config pasted on /stack/) writes the formats again under it, downloads included
 * (rename; site.ts loads this module for it only when such a name is in use).
 */
import { exportServer } from '../lib/policy/exports/index.ts';
import { exportItems } from '../lib/policy/exports/items.ts';
import { exportListHtml } from '../lib/policy/exports/export-list-html.ts';
import { serverUrl } from '../lib/catalogue/urls.ts';
import { verdictsFromPolicy, type PolicyDocument, type ToolVerdict } from '../lib/policy/generate.ts';
import { writeFormats, writtenFormats } from './export-render.ts';

const state = writtenFormats();
const verdicts = new Map<string, Promise<ToolVerdict[]>>();
const load = (url: string) => {
  let pending = verdicts.get(url);
  if (!pending) {
    pending = fetch(url)
      .then((r) => (r.ok ? (r.json() as Promise<PolicyDocument>) : Promise.reject(new Error(`HTTP ${r.status}`))))
      .then(verdictsFromPolicy);
    // A failed read is tried again the next time it is asked for.
    pending.catch(() => verdicts.delete(url));
    verdicts.set(url, pending);
  }
  return pending;
};

/**
 * A tool page's formats (PolicyExports with `rule`) get the markup a server page's have (problem, where it goes,
 * notes, Copy, the text), each in place: one may have moved next to the reader's choice. Their downloads keep their
 * links and labels.
 */
function expand(): void {
  const list = document.querySelector<HTMLElement>('[data-exports][data-rule]');
  if (!list || list.dataset.expanded !== undefined) return;
  list.dataset.expanded = '';
  const slug = list.dataset.slug!;
  const labels = new Map<string, string>();
  for (const link of document.querySelectorAll<HTMLElement>('details[data-export] [data-export-download]'))
    labels.set(link.closest<HTMLElement>('details')!.dataset.export!, link.textContent ?? '');
  const items = exportItems({ slug, url: serverUrl(slug), verdicts: [], withText: false }).map((item) => ({
    ...item,
    downloadLabel: labels.get(item.id) ?? item.downloadLabel,
  }));
  const template = document.createElement('template');
  template.innerHTML = exportListHtml(items, list.dataset.exports!);
  for (const made of template.content.querySelectorAll<HTMLDetailsElement>('details[data-export]')) {
    const details = document.querySelector<HTMLDetailsElement>(`details[data-export="${made.dataset.export}"]`);
    // The summary stays: it holds the focus of a reader who just opened the format.
    if (details) details.replaceChildren(details.querySelector('summary')!, ...[...made.childNodes].slice(1));
  }
}

const renamed = () => document.querySelector('[data-client-choice][data-renamed]') !== null;

/**
 * A tool page's formats (PolicyExports with `rule`: the list's data-rule is the tool's policy.json, data-slug the
 * server): this tool's rule in each, under the slug; the downloads stay the server's whole static files.
 */
export async function showRule(list: HTMLElement): Promise<void> {
  if (renamed()) return;
  // The full markup first: each format says it is loading, and says so if the rule cannot be read.
  expand();
  let shown: ToolVerdict[];
  try {
    shown = await load(list.dataset.rule!);
  } catch {
    for (const pending of document.querySelectorAll<HTMLElement>('[data-export-pending]'))
      pending.textContent = "Could not write this tool's rule here: use the download link.";
    return;
  }
  // A name given meanwhile: rename has written the formats under it.
  if (renamed()) return;
  writeFormats(document, exportServer(list.dataset.slug!, shown), {}, state, null);
}

/** Writes the page's formats under `name` (the slug itself puts the page's own files back). */
export async function rename(choice: HTMLElement, name: string): Promise<void> {
  const slug = choice.dataset.slug!;
  const clientName = name.trim() || slug;
  const [shown, whole] = await Promise.all([load(choice.dataset.policy!), load(choice.dataset.serverPolicy!)]);
  const list = document.querySelector<HTMLElement>('[data-exports]');
  if (!list) return;
  expand();
  writeFormats(document, exportServer(slug, shown, clientName), {}, state, exportServer(slug, whole, clientName));
  choice.dataset.renamed = clientName;
}

/**
 * Tool and server pages: the export formats under the name the reader's config gives the server (typed in "Your
 * client or gateway", or filled in from a config pasted on /stack/). The page's own files name the server by its
 * catalogue slug; this writes them again from the page's policy.json, with the render functions the static
 * files came from. site.ts loads it only when a name other than the slug is in use.
 */
import { exportServer } from '../lib/policy/exports/index.ts';
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
    verdicts.set(url, pending);
  }
  return pending;
};

/** Writes the page's formats under `name` (the slug itself puts the page's own files back). */
export async function rename(choice: HTMLElement, name: string): Promise<void> {
  const slug = choice.dataset.slug!;
  const clientName = name.trim() || slug;
  const [shown, whole] = await Promise.all([load(choice.dataset.policy!), load(choice.dataset.serverPolicy!)]);
  const list = document.querySelector<HTMLElement>('[data-exports]');
  if (!list) return;
  writeFormats(document, exportServer(slug, shown, clientName), {}, state, exportServer(slug, whole, clientName));
  choice.dataset.renamed = clientName;
}

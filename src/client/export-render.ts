/**
 * Writes a page's export formats (src/components/PolicyExports.astro) for one server's rules under the name the
 * reader's client gives it: each format's text, what it cannot say, its notes and its download. The builder
 * (builder-exports.ts) and the tool and server pages (client-names.ts) call it with the very render functions the
 * static files were written with.
 */
import { EXPORT_TARGETS, groupedNotes, type ExportOptions, type ExportServer } from '../lib/policy/exports/index.ts';
import { showExportText } from './export-text.ts';

export interface WrittenFormats {
  /** What each format last showed (name and text), so an unchanged one is left alone. */
  written: Map<string, string>;
  objectUrls: Map<string, string>;
}

export const writtenFormats = (): WrittenFormats => ({ written: new Map(), objectUrls: new Map() });

/**
 * `shown` is what the page shows (the tool's own rule on a tool page); `download` what its download link saves
 * (the whole server's), the same server when omitted, or null to leave the page's links (the static files) alone.
 */
export function writeFormats(
  root: ParentNode,
  shown: ExportServer,
  options: ExportOptions,
  state: WrittenFormats,
  download: ExportServer | null = shown,
): void {
  for (const target of EXPORT_TARGETS) {
    const details = root.querySelector<HTMLDetailsElement>(`details[data-export="${target.id}"]`);
    if (!details) continue;
    const text = target.render([shown], options);
    const saved = download === null ? null : download === shown ? text : target.render([download], options);
    // Compared whole: a big server's file is shown as its first lines, but the download carries all of it.
    const key = `${shown.clientName}\n${text}\n${saved?.length ?? 'linked'}`;
    if (state.written.get(target.id) === key) continue;
    state.written.set(target.id, key);
    showExportText(details, text);
    details.querySelector<HTMLElement>('[data-export-problem]')!.textContent =
      target.nameProblem(shown.clientName) ?? target.serverProblem?.(shown) ?? '';
    const notes = details.querySelector<HTMLElement>('[data-export-notes]')!;
    notes.replaceChildren(
      ...groupedNotes(target.lossNotes([shown], options)).map((note) =>
        Object.assign(document.createElement('li'), { textContent: note }),
      ),
    );
    const link = details.querySelector<HTMLAnchorElement>('[data-export-download]');
    if (link && download && saved !== null) {
      const old = state.objectUrls.get(target.id);
      if (old) URL.revokeObjectURL(old);
      const url = URL.createObjectURL(new Blob([saved], { type: target.mediaType }));
      state.objectUrls.set(target.id, url);
      link.href = url;
      link.download = `${download.clientName}.${target.file}`;
    }
  }
}

/**
 * The items PolicyExports shows: each target's loss notes, download link and (unless withText is false) text, for
 * one server's verdicts (the whole server's, the builder's starting point, or one tool's rule).
 */
import type { ToolVerdict } from '../generate.ts';
import { EXPORT_TARGETS, exportServer, exportUrl, groupedNotes } from './index.ts';

export interface ExportItemInput {
  slug: string;
  /** The server page's URL, where /export/<file> lives. */
  url: string;
  verdicts: ToolVerdict[];
  /** Label of the download link, when it is not simply the file name. */
  downloadLabel?: (file: string) => string;
  /**
   * False for a list that links each file instead of writing it into the page (PolicyExports' `lazy`): the texts
   * are then not rendered at all. For a server of 10,000 tools they take some 250 ms a page against 20 ms for the
   * notes, on its page and on every page of its builder.
   */
  withText?: boolean;
}

export interface ExportItem {
  id: string;
  label: string;
  file: string;
  /** The file's text; absent when the list was made without it (withText: false). */
  text?: string;
  notes: string[];
  docsUrl: string;
  /** A file to download: the static export, or the whole server's when this is one tool's rule. */
  href?: string;
  downloadName?: string;
  downloadLabel?: string;
}

export function exportItems({ slug, url, verdicts, downloadLabel, withText = true }: ExportItemInput): ExportItem[] {
  const servers = [exportServer(slug, verdicts)];
  return EXPORT_TARGETS.map((target) => ({
    id: target.id,
    label: target.label,
    file: target.file,
    ...(withText ? { text: target.render(servers) } : {}),
    notes: groupedNotes(target.lossNotes(servers)),
    docsUrl: target.docsUrl,
    href: exportUrl(url, target),
    downloadName: `${slug}.${target.file}`,
    ...(downloadLabel ? { downloadLabel: downloadLabel(target.file) } : {}),
  }));
}

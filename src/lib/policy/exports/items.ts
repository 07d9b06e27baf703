/**
 * The items PolicyExports shows: each target's text, loss notes and download link, for one server's
 * verdicts (the whole server's, the builder's starting point, or one tool's rule).
 */
import type { ToolVerdict } from '../generate.ts';
import { exportServer, exportUrl, renderAll } from './index.ts';

export interface ExportItemInput {
  slug: string;
  /** The server page's URL, where /export/<file> lives. */
  url: string;
  verdicts: ToolVerdict[];
  /** Label of the download link, when it is not simply the file name. */
  downloadLabel?: (file: string) => string;
}

export function exportItems({ slug, url, verdicts, downloadLabel }: ExportItemInput) {
  return renderAll([exportServer(slug, verdicts)]).map(({ target, text, notes }) => ({
    id: target.id,
    label: target.label,
    file: target.file,
    text,
    notes,
    docsUrl: target.docsUrl,
    href: exportUrl(url, target),
    downloadName: `${slug}.${target.file}`,
    ...(downloadLabel ? { downloadLabel: downloadLabel(target.file) } : {}),
  }));
}

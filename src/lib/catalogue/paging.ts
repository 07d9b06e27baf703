/**
 * How long lists of a server's tools are split into pages, so that no page
 * grows with the size of the server: the server page, its tool-list pages and
 * the policy builder each show at most TOOLS_PER_PAGE tools, and a policy is
 * shown inline only up to INLINE_POLICY_BYTES (beyond that, a preview and the
 * file to download). PAGE_WEIGHT_BUDGET is the HTML size every page must stay
 * under whatever the server's size; tests/pages/page-weight.test.ts checks it
 * on a synthetic 10,000-tool server.
 */
import { SERVER_TOOL_PAGES_DIR } from './urls.ts';
import { groupDigits } from '../text/grammar.ts';
export const TOOLS_PER_PAGE = 50;
export const INLINE_POLICY_BYTES = 24_000;
const POLICY_PREVIEW_LINES = 40;
export const PAGE_WEIGHT_BUDGET = 256 * 1024;
/** Tools per page on category and risk lists: long enough to scan, short enough to stay light at 250,000 tools. */
export const LIST_PAGE_SIZE = 200;

export const pageCount = (total: number, size = TOOLS_PER_PAGE) => Math.max(1, Math.ceil(total / size));

/** Items of page `page` (1-based). */
export function pageItems<T>(items: readonly T[], page: number, size = TOOLS_PER_PAGE): T[] {
  return items.slice((page - 1) * size, page * size);
}

/** Page 1 of a server's tool list is on the server page itself. */
export const toolListUrl = (slug: string, page: number) =>
  page <= 1 ? `/servers/${slug}/#tools-h` : `/servers/${slug}/${SERVER_TOOL_PAGES_DIR}/${page}/`;
export const builderUrl = (slug: string, page: number) =>
  page <= 1 ? `/servers/${slug}/policy/` : `/servers/${slug}/policy/${page}/`;

/**
 * The text a page shows for a policy: all of it when small, else its first
 * lines and how many more the file holds.
 */
export function policyPreview(
  json: string,
  limit = INLINE_POLICY_BYTES,
  lines = POLICY_PREVIEW_LINES,
): { text: string; truncated: boolean } {
  if (json.length <= limit) return { text: json, truncated: false };
  const all = json.split('\n');
  const shown = all.slice(0, lines).join('\n');
  return {
    text: `${shown}\n… ${groupDigits(all.length - lines)} more lines: download the file for all of it.\n`,
    truncated: true,
  };
}

import type { Category, RiskLevel } from '../../schema/enums.ts';

/**
 * Where each record's page lives. One definition for the build and the browser
 * (the name index builds result links with it); no Node or Astro imports.
 */
export const toolUrl = (server: string, name: string) => `/servers/${server}/${encodeURIComponent(name)}/`;
export const serverUrl = (slug: string) => `/servers/${slug}/`;
export const categoryUrl = (category: Category) => `/categories/${category.toLowerCase()}/`;
export const riskUrl = (risk: RiskLevel) => `/risk/${risk}/`;
export const attackUrl = (id: string) => `/attacks/${id}/`;

/** Folders of /servers/<slug>/ that belong to the server: its builder, its export files, its later tool-list pages. */
const SERVER_POLICY_DIR = 'policy';
export const SERVER_EXPORT_DIR = 'export';
export const SERVER_TOOL_PAGES_DIR = 'tools';
/**
 * Names under /servers/<slug>/ that a tool of that name would collide with: the builder's page and the policy
 * file. The export and tool-list folders hold only files and numbered folders, so a tool named "export" or
 * "tools" (MongoDB has an export tool) keeps its page, index.html, beside them.
 */
export const SERVER_OWN_PATHS: readonly string[] = [SERVER_POLICY_DIR, 'policy.json'];

/** Pagefind's index of the tool and server records, built while the pages render. */
export const SEARCH_INDEX_URL = '/pagefind/';
/** The index of the site's other pages (attack patterns, docs), built after them; the search page merges it in. */
export const SITE_SEARCH_INDEX_URL = `${SEARCH_INDEX_URL}site/`;

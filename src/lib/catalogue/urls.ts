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

/** Pagefind's index of the tool and server records, built while the pages render. */
export const SEARCH_INDEX_URL = '/pagefind/';
/** The index of the site's other pages (attack patterns, docs), built after them; the search page merges it in. */
export const SITE_SEARCH_INDEX_URL = `${SEARCH_INDEX_URL}site/`;

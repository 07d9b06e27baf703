/** Tools per page on category and risk lists: long enough to scan, short enough to stay light at 250,000 tools. */
export const LIST_PAGE_SIZE = 200;

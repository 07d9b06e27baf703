/**
 * Words a person might type for a tool: its name split at "_", "-", "." and
 * camelCase humps, the name with separators removed, and the server slug's words.
 * Pagefind splits many compounds itself; these extra terms make the split explicit
 * and let "cancel task cloudron" find cloudron_cancel_task on any Pagefind version.
 */
export function nameWords(name: string): string[] {
  return name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((w) => w.toLowerCase());
}

export function searchTerms(name: string, serverSlug: string): string[] {
  const words = nameWords(name);
  const joined = words.join('');
  const terms = [...words, joined, ...serverSlug.split('-')];
  return [...new Set(terms.filter((t) => t.length > 0))];
}

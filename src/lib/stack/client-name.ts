/**
 * A server's name in the reader's client, as the files may use it: letters, digits, "_", "." and "-", starting
 * with a letter or digit, at most 64 characters (it becomes part of a file name and of every rule). Small and
 * without imports: every page's script checks stored names with it.
 */
const CLIENT_NAME_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_.-]{0,63}$/;
export const usableClientName = (name: string) => CLIENT_NAME_PATTERN.test(name) && !name.includes('..');

/** Where the browser keeps the reader's choice of client or gateway, and the names their config gives servers. */
export const CHOICE_KEY = 'mcp-client';
export const NAMES_KEY = 'mcp-client-names';

/** Stored names by slug, each checked like any other name (storage is not trusted more than input). */
export function readNames(text: string | null): Map<string, string> {
  const names = new Map<string, string>();
  try {
    const stored = JSON.parse(text ?? '{}') as unknown;
    if (stored && typeof stored === 'object' && !Array.isArray(stored))
      for (const [slug, name] of Object.entries(stored))
        if (typeof name === 'string' && /^[a-z0-9][a-z0-9-]{0,62}$/.test(slug) && usableClientName(name))
          names.set(slug, name);
  } catch {
    // Unreadable storage: no names.
  }
  return names;
}

export const writeNames = (names: ReadonlyMap<string, string>) => JSON.stringify(Object.fromEntries(names));

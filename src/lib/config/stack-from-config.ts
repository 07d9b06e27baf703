/**
 * From matched configuration entries to a stack: the servers to analyse (sure and likely matches of entries that
 * are switched on), each under the name the user's client gives it. The /stack/ page and `npm run check` both
 * call this, so a server gets the same name in the page's files and the CLI's.
 */
import { usableClientName } from '../stack/files.ts';
import type { EntryMatch } from './match.ts';

export interface StackFromConfig {
  /** Slugs in the order their entries appear. */
  slugs: string[];
  /** The name each server has in the user's client, by slug (only names usable in files and addresses). */
  names: Map<string, string>;
  /** Why a name was not used, one sentence each. */
  notes: string[];
}

export function stackFromMatches(matches: readonly EntryMatch[]): StackFromConfig {
  const slugs: string[] = [];
  const names = new Map<string, string>();
  const used = new Map<string, string>();
  const notes: string[] = [];
  for (const { entry, match } of matches) {
    if (!match || entry.disabled) continue;
    if (!slugs.includes(match.slug)) slugs.push(match.slug);
    if (names.has(match.slug)) continue;
    if (!usableClientName(entry.name)) {
      notes.push(
        `"${entry.name}" cannot stand in a file name, so the files name ${match.slug} by its catalogue name; use a name of letters, digits, "_", "." and "-" in your config, or rename it in the files.`,
      );
      continue;
    }
    const other = used.get(entry.name);
    if (other !== undefined && other !== match.slug) {
      notes.push(
        `Your config calls two servers "${entry.name}" (${other} and ${match.slug}); the files use it for ${other} and the catalogue name for ${match.slug}.`,
      );
      continue;
    }
    names.set(match.slug, entry.name);
    used.set(entry.name, match.slug);
  }
  return { slugs, names, notes };
}

/**
 * A pinned version against the catalogue's: the catalogue judges the tools of the version it read. When the user
 * runs another, this says what changed between the two (tools added, removed or redefined) when the catalogue holds
 * both tool lists, and says plainly that it cannot tell when it does not.
 */
import type { CatalogueServer } from './match.ts';
import type { Runs } from './runs.ts';

/** A tool as far as a comparison needs it: its name and the hash of its definition (definitionHash). */
export interface ToolFingerprint {
  name: string;
  hash: string;
}

export interface ToolDiff {
  added: string[];
  removed: string[];
  redefined: string[];
}

/** What changed from one tool list to another: names only in `after`, only in `before`, and in both with another definition. */
export function toolDiff(before: readonly ToolFingerprint[], after: readonly ToolFingerprint[]): ToolDiff {
  const was = new Map(before.map((t) => [t.name, t.hash]));
  const now = new Map(after.map((t) => [t.name, t.hash]));
  const sorted = (list: string[]) => list.sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  return {
    added: sorted([...now.keys()].filter((n) => !was.has(n))),
    removed: sorted([...was.keys()].filter((n) => !now.has(n))),
    redefined: sorted([...now].filter(([n, h]) => was.has(n) && was.get(n) !== h).map(([n]) => n)),
  };
}

export type VersionNote =
  | { kind: 'same'; version: string }
  | { kind: 'unpinned'; catalogue?: string }
  | { kind: 'differs'; pinned: string; catalogue: string; diff?: ToolDiff }
  | { kind: 'unread'; pinned: string };

/**
 * The version note of an entry matched to a server: the same version, none pinned (the newest at each start),
 * another one, or one the catalogue did not read tools from at all (tools read from source at a commit).
 * `toolsAt` gives a version's tool list when the catalogue holds it (the CLI reads earlier versions of the
 * catalogue from its git history); without it, or when it has none, a differing version says it cannot tell.
 */
export function versionNote(
  runs: Runs,
  server: CatalogueServer,
  toolsAt?: (version: string) => { before: ToolFingerprint[]; after: ToolFingerprint[] } | undefined,
): VersionNote | undefined {
  if (runs.kind !== 'npm' && runs.kind !== 'pypi' && runs.kind !== 'docker') return undefined;
  const pinned = runs.kind === 'docker' ? runs.tag : runs.version;
  const read =
    runs.kind === 'npm' ? server.packages.find((p) => p.name.toLowerCase() === runs.name.toLowerCase()) : undefined;
  const catalogue = read?.version;
  if (!pinned) return { kind: 'unpinned', ...(catalogue ? { catalogue } : {}) };
  if (!catalogue) return { kind: 'unread', pinned };
  if (pinned.replace(/^v/, '') === catalogue.replace(/^v/, '')) return { kind: 'same', version: catalogue };
  const both = toolsAt?.(pinned);
  return { kind: 'differs', pinned, catalogue, ...(both ? { diff: toolDiff(both.before, both.after) } : {}) };
}

const list = (names: readonly string[], max = 8) =>
  names.length > max ? `${names.slice(0, max).join(', ')} and ${names.length - max} more` : names.join(', ');

/** The note in words, for the page and the CLI. */
export function versionText(note: VersionNote): string {
  switch (note.kind) {
    case 'same':
      return `Runs ${note.version}, the version the catalogue read.`;
    case 'unpinned':
      return note.catalogue
        ? `No version is pinned, so it runs the newest release at each start; the catalogue read ${note.catalogue}, and a later release may differ.`
        : 'No version is pinned, so it runs the newest release at each start; the catalogue read its tools from the source, not from a release.';
    case 'unread':
      return `Runs ${note.pinned}; the catalogue read this server's tools from its source, not from a release, so it cannot say how ${note.pinned} differs.`;
    case 'differs': {
      if (!note.diff)
        return `Runs ${note.pinned}, but the catalogue read ${note.catalogue} and holds no tool list for ${note.pinned}, so it cannot say which tools were added, removed or redefined between them; its verdicts are for ${note.catalogue}.`;
      const { added, removed, redefined } = note.diff;
      if (added.length + removed.length + redefined.length === 0)
        return `Runs ${note.pinned}; the catalogue read ${note.catalogue}, and the tools are the same in both.`;
      const parts = [
        added.length > 0 ? `${note.catalogue} adds ${list(added)}` : '',
        removed.length > 0 ? `removes ${list(removed)}` : '',
        redefined.length > 0 ? `redefines ${list(redefined)}` : '',
      ].filter(Boolean);
      return `Runs ${note.pinned}; the catalogue read ${note.catalogue}. From ${note.pinned} to ${note.catalogue}: ${parts.join('; ')}.`;
    }
  }
}

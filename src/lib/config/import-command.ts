/**
 * The command that brings a server the catalogue does not know into it (README: "Harvest servers from npm" and
 * "Import a server"): an npm package is harvested in the sandbox; anything else is imported from a live server, a
 * local one in the harvest's sandbox (`npm run import -- --sandbox <folder> --stdio …`, the one way the README gives to
 * run a server you did not write), a remote one by its address. Made only from what an entry kept
 * (./parse.ts), so it holds no secret: the arguments a server needs are left for the reader to add.
 */
import type { Runs } from './runs.ts';

/** A catalogue slug for a name: lower-case words joined by "-", at most 63 characters. */
export function suggestedSlug(name: string): string {
  const slug = name
    .toLowerCase()
    .replace(/^@/, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 63)
    .replace(/-+$/, '');
  return /^[a-z0-9]/.test(slug) ? slug : `server-${slug}`.slice(0, 63);
}

/** What the harvest knows of an npm package (data/sources/npm.yaml and its report), when the caller has read them. */
export interface HarvestKnowledge {
  listed: boolean;
  /** How its last harvest ended, in words ("needs a credential to start"). */
  outcome?: string;
}

export interface ImportAdvice {
  /** The command to run in a clone of the catalogue, or undefined when none applies. */
  command?: string;
  /** What to do first or know, one sentence. */
  note: string;
}

/** The folder a reader installs the server into; the sandbox sees no other host folder and has no network. */
const FOLDER = '<folder holding it>';
const quote = (text: string) => `"${text.replace(/(["\\$`])/g, '\\$1')}"`;

/** A remote host as a slug: its name and subdomains, most general first ("radar.mcp.cloudflare.com" → "cloudflare-radar"). */
const hostSlug = (host: string) =>
  suggestedSlug(
    host
      .split('.')
      .slice(0, -1)
      .filter((label) => !['mcp', 'api', 'www'].includes(label))
      .reverse()
      .join('-') || host,
  );

/**
 * The command to import an entry the catalogue does not know. `taken` holds the catalogue's slugs: a suggested slug
 * that is taken gets a suffix, so the import adds a server instead of rewriting another.
 */
export function importAdvice(
  runs: Runs,
  entryName: string,
  harvest?: HarvestKnowledge,
  taken: ReadonlySet<string> = new Set(),
): ImportAdvice {
  const free = (slug: string) => {
    if (!taken.has(slug)) return slug;
    for (let n = 2; ; n++) if (!taken.has(`${slug}-${n}`)) return `${slug}-${n}`;
  };
  switch (runs.kind) {
    case 'npm': {
      const spec = runs.repository ? undefined : runs.name;
      if (!spec)
        return {
          command: 'npm run harvest -- --tarball <file.tgz>',
          note: `It runs straight from its repository (${runs.repository}), not from an npm release: make a tarball of it with npm pack in a clone, then harvest that file, which takes the path every npm package takes.`,
        };
      const command = `npm run harvest -- --only ${spec}`;
      if (!harvest)
        return {
          command,
          note: `List ${spec} in data/sources/npm.yaml first (the harvest tries only listed packages); the harvest installs and starts it in the sandbox.`,
        };
      if (!harvest.listed)
        return { command, note: `Add ${spec} to data/sources/npm.yaml first: the harvest tries only listed packages.` };
      return {
        command: harvest.outcome ? `${command} --retry` : command,
        note: harvest.outcome
          ? `The harvest tried it before: it ${harvest.outcome}.`
          : 'It is in the source list but has not been harvested yet.',
      };
    }
    case 'docker':
      return {
        note: `${runs.image} is a container image, which the catalogue's sandbox cannot start (it runs no container engine): import the server from its package or its source repository instead (npm run extract-source reads Python and Go servers).`,
      };
    case 'pypi':
    case 'program': {
      const repository = runs.kind === 'pypi' && runs.repository ? ` --repository ${runs.repository}` : '';
      return {
        command: `npm run import -- --sandbox ${quote(FOLDER)} --stdio ${quote(runs.name)} --server ${free(suggestedSlug(runs.name))}${repository}`,
        note: 'Install it into a folder first (the sandbox sees only that folder and has no network) and add the arguments it needs; they were left out here because they may hold keys.',
      };
    }
    case 'remote':
      return {
        command: `npm run import -- --http ${runs.url} --server ${free(hostSlug(runs.host))}`,
        note: `A remote server runs elsewhere, so nothing starts on your machine; if it needs a sign-in, the importer cannot list its tools without one.${runs.url.includes('…') ? ' Put back the parts of the address shown as “…”: they were left out because they look like keys.' : ''}`,
      };
    case 'extension':
      return {
        note: `${entryName} is served by a Zed extension: import the server the extension starts (its README names the package).`,
      };
    case 'unknown':
      return { note: 'This entry names no command or address that can be imported.' };
  }
}

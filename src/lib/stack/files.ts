/**
 * One policy for the stack: policy.json per server (the same generator as every
 * policy.json of the site) and every export format for the whole set, as files
 * and as one zip archive. Pure and browser-safe: the page builds the archive
 * from what it shows, the tests unpack it.
 */
import { strToU8, zipSync } from 'fflate';
import { buildPolicy, policyJson } from '../policy/generate.ts';
import { serverVerdicts, type Overrides, type StackServer } from './analyse.ts';
import { EXPORT_TARGETS, groupedNotes, renderFiles, type ExportServer, type ExportTarget } from './exports.ts';
import { usableClientName } from './client-name.ts';

export { usableClientName } from './client-name.ts';

export interface StackFile {
  /** Path inside the archive, and the name the file downloads as (its last part). */
  path: string;
  label: string;
  mediaType: string;
  text: string;
  docsUrl?: string;
  /** Where the export enforces something stricter than the verdicts in force, one sentence each. */
  notes?: string[];
}

export const ARCHIVE_NAME = 'mcp-stack-policy.zip';
const POLICY_DIR = 'policy-json';
const policyFileName = (slug: string) => `${slug}.policy.json`;

/** The name each server has in the user's client, by slug; a server without one is known by its catalogue slug. */
export type ClientNames = ReadonlyMap<string, string>;

/** The last part of a path, as a file name that stays in its folder (defence in depth: names are checked before). */
const fileName = (name: string) => name.replace(/[\\/]/g, '_').replace(/^\.+/, '_');

const clientNameOf = (slug: string, names?: ClientNames) => {
  const name = names?.get(slug);
  return name !== undefined && usableClientName(name) ? name : slug;
};

/** The stack's servers as export input, each under the name the user's client gives it (its slug when none is known). */
export function exportServers(
  servers: readonly StackServer[],
  overrides?: Overrides,
  names?: ClientNames,
): ExportServer[] {
  return servers.map((server) => ({
    slug: server.slug,
    clientName: clientNameOf(server.slug, names),
    rules: serverVerdicts(server, overrides).map((v) => ({
      tool: v.name,
      verdict: v.verdict,
      ...(v.verdict === 'rate-limit' ? { max: v.max!, window: v.window! } : {}),
    })),
  }));
}

/**
 * policy.json for each server and every target's files for the whole set. With `names`, every file names each
 * server as the user's client does (a policy.json is named after it too); otherwise by its catalogue slug.
 */
export function stackFiles(
  servers: readonly StackServer[],
  overrides?: Overrides,
  targets: readonly ExportTarget[] = EXPORT_TARGETS,
  names?: ClientNames,
): StackFile[] {
  const files: StackFile[] = servers.map((server) => {
    const given = names?.get(server.slug);
    const name = given !== undefined && usableClientName(given) ? given : undefined;
    return {
      path: `${POLICY_DIR}/${policyFileName(name ?? server.slug)}`,
      label: `policy.json for ${server.name}${name && name !== server.slug ? ` (${name} in your client)` : ''}`,
      mediaType: 'application/json',
      text: policyJson(buildPolicy(serverVerdicts(server, overrides))),
    };
  });
  if (servers.length === 0) return files;
  const forExport = exportServers(servers, overrides, names);
  for (const target of targets) {
    const allNotes = target.lossNotes(forExport);
    for (const file of renderFiles(target, forExport)) {
      const notes = groupedNotes(
        allNotes.filter((n) => !target.perServer || n.server === undefined || n.server === file.server.slug),
      );
      files.push({
        path: `${target.id}/${fileName(file.file)}`,
        label: target.perServer
          ? `${target.label} for ${file.server.clientName}`
          : `${target.label}, every server of the stack`,
        mediaType: target.mediaType,
        text: file.text,
        docsUrl: target.docsUrl,
        ...(notes.length > 0 ? { notes } : {}),
      });
    }
  }
  return files;
}

/** A fixed date for every entry, so the same stack always gives the same bytes. */
const ZIP_DATE = new Date(Date.UTC(2026, 0, 1));

export function stackArchive(files: readonly StackFile[]): Uint8Array {
  const entries: Record<string, [Uint8Array, { mtime: Date }]> = {};
  for (const file of files) entries[file.path] = [strToU8(file.text), { mtime: ZIP_DATE }];
  return zipSync(entries, { level: 6 });
}

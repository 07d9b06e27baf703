import {
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  renameSync,
  rmSync,
  writeFileSync,
  type Dirent,
} from 'node:fs';
import { basename, dirname, join, sep } from 'node:path';
import { parse } from 'yaml';
import { SLUG_PATTERN, TOOL_NAME_PATTERN, type Transport } from '../../schema/enums.ts';
import { serverSchema, type ServerRecord } from '../../schema/server.ts';
import { toolSchema, type ToolRecord } from '../../schema/tool.ts';
import { annotationsLookDerived, calibrateServer } from './judged-record.ts';
import { judgeTool } from '../judgement/index.ts';
import { diskFs, displayPath, type CatalogueFs } from '../catalogue/catalogue.ts';
import { defaultParseCache } from '../catalogue/parse-cache-default.ts';
import { validateCatalogue } from '../validate/runner.ts';
import { formatProblem, sortProblems } from '../catalogue/problems.ts';
import { changeNoticeOf, type ChangeNotice } from './change-note.ts';
import { definitionOf } from './definition.ts';
import { EXIT, ImportError } from './errors.ts';
import { draftServer, mergeServer, mergeTool, type MergedTool, type ToolOutcome } from './records.ts';
import type { ImportSource } from './source.ts';
import { cleanText } from './terminal.ts';
import { recordYaml } from './yaml-writer.ts';

export interface ImportOptions {
  out: string;
  slug?: string;
  ignoreAnnotations?: boolean;
  repository?: string;
  commit?: string;
  version?: string;
  transport?: Transport;
  today: string;
  force?: boolean;
  prune?: boolean;
  onProgress?: (done: number, total: number) => void;
  /** Called before each step of the final write; a test throws there to play a failing disk. */
  beforeWriteStep?: (step: WriteStep) => void;
}

export interface ImportReport {
  slug: string;
  serverFile: string;
  serverOutcome: 'new' | 'updated' | 'unchanged';
  tools: Array<{
    name: string;
    outcome: ToolOutcome;
    needsReview: boolean;
    conflict?: string;
    tightened?: ChangeNotice['tightened'];
  }>;
  /** Tools in the catalogue that the server no longer lists. */
  removed: string[];
  pruned: boolean;
  written: number;
}

const slugify = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 63)
    .replace(/-+$/, '');

/** A record parsed from catalogue bytes; 'invalid' when it does not parse or validate (the validator says why). */
function parseExisting<T>(
  bytes: Uint8Array | undefined,
  schema: { safeParse(v: unknown): { success: boolean; data?: T } },
): T | undefined | 'invalid' {
  if (bytes === undefined) return undefined;
  try {
    const result = schema.safeParse(parse(Buffer.from(bytes).toString('utf8'), { maxAliasCount: 0 }));
    return result.success ? result.data : 'invalid';
  } catch {
    return 'invalid';
  }
}

/** Every file under a folder, by path relative to it (forward slashes), with its bytes. */
function readFolder(dir: string): Map<string, Uint8Array> {
  const files = new Map<string, Uint8Array>();
  const walk = (rel: string) => {
    let entries: Dirent[];
    try {
      entries = readdirSync(join(dir, rel), { withFileTypes: true });
    } catch {
      return;
    }
    for (const entry of entries) {
      const path = rel ? `${rel}/${entry.name}` : entry.name;
      if (entry.isDirectory()) walk(path);
      else files.set(path, readFileSync(join(dir, path)));
    }
  };
  walk('');
  return files;
}

/** The catalogue as it would be with `serverDir` holding exactly `staged`: what the validator reads before anything is written. */
export function stagedFs(
  serversDir: string,
  slug: string,
  staged: ReadonlyMap<string, Uint8Array | string>,
): CatalogueFs {
  const serverDir = join(serversDir, slug);
  const inside = (path: string): string | undefined => {
    if (path === serverDir) return '';
    return path.startsWith(`${serverDir}${sep}`)
      ? path
          .slice(serverDir.length + 1)
          .split(sep)
          .join('/')
      : undefined;
  };
  const children = (rel: string) => {
    const prefix = rel ? `${rel}/` : '';
    const names = new Set<string>();
    for (const key of staged.keys()) if (key.startsWith(prefix)) names.add(key.slice(prefix.length).split('/')[0]!);
    return [...names].sort();
  };
  return {
    list(dir) {
      if (dir === serversDir) return [...new Set([...diskFs.list(dir), slug])].sort();
      const rel = inside(dir);
      return rel === undefined ? diskFs.list(dir) : children(rel);
    },
    isDir(path) {
      const rel = inside(path);
      if (rel === undefined) return diskFs.isDir(path);
      return rel === '' || [...staged.keys()].some((key) => key.startsWith(`${rel}/`));
    },
    read(path) {
      const rel = inside(path);
      if (rel === undefined) return diskFs.read(path);
      const bytes = staged.get(rel);
      if (bytes === undefined)
        throw Object.assign(new Error(`ENOENT: no such file, open '${path}'`), { code: 'ENOENT' });
      return typeof bytes === 'string' ? Buffer.from(bytes, 'utf8') : bytes;
    },
  };
}

/** Steps of the final write, in order; tests make each one fail to prove the catalogue is left as it was. */
export const WRITE_STEPS = ['stage', 'swap-out', 'swap-in', 'clean-up'] as const;
export type WriteStep = (typeof WRITE_STEPS)[number];

/**
 * Replaces the server's folder as a whole: the new folder is written beside the
 * catalogue, then swapped in with two renames (the old folder moved aside, the
 * new one moved in), and the old one is put back if the second rename fails.
 * The staging folders live at the catalogue's root, where the validator does not look.
 */
function replaceFolder(
  out: string,
  serverDir: string,
  staged: ReadonlyMap<string, Uint8Array | string>,
  step: (name: WriteStep) => void,
): void {
  const stagingDir = join(out, `.importing-${basename(serverDir)}-${process.pid}`);
  const asideDir = join(out, `.replaced-${basename(serverDir)}-${process.pid}`);
  const serversDir = dirname(serverDir);
  const createdServers = !existsSync(serversDir);
  let swappedOut = false;
  try {
    rmSync(stagingDir, { recursive: true, force: true });
    step('stage');
    for (const [rel, bytes] of staged) {
      const path = join(stagingDir, ...rel.split('/'));
      mkdirSync(dirname(path), { recursive: true });
      writeFileSync(path, bytes);
    }
    mkdirSync(serversDir, { recursive: true });
    if (existsSync(serverDir)) {
      step('swap-out');
      renameSync(serverDir, asideDir);
      swappedOut = true;
    }
    step('swap-in');
    renameSync(stagingDir, serverDir);
  } catch (error) {
    let restored = true;
    if (swappedOut) {
      try {
        renameSync(asideDir, serverDir);
      } catch {
        restored = false;
      }
    }
    rmSync(stagingDir, { recursive: true, force: true });
    if (createdServers) rmSync(serversDir, { recursive: true, force: true });
    const cause = cleanText((error as Error).message, { max: 300 });
    if (!restored) {
      throw new ImportError(
        `writing ${serverDir} failed (${cause}) and the old folder could not be put back: it is at ${asideDir}`,
        EXIT.writeFailed,
        `move ${asideDir} back to ${serverDir} by hand`,
      );
    }
    throw new ImportError(
      `writing ${serverDir} failed: ${cause}`,
      EXIT.writeFailed,
      'check the disk (space, permissions) and run the import again',
    );
  }
  if (swappedOut) {
    try {
      step('clean-up');
      rmSync(asideDir, { recursive: true, force: true });
    } catch {
      // The new folder is in place; only the old copy is left behind, outside servers/.
    }
  }
}

/**
 * Plans the whole import in memory, runs the validator over the catalogue as it
 * would be, and only then writes, replacing the server's folder as a whole. Any
 * failure leaves the catalogue byte for byte as it was.
 */
export function importServer(source: ImportSource, options: ImportOptions): ImportReport {
  const slug = options.slug ?? source.server.slug ?? (source.server.name ? slugify(source.server.name) : undefined);
  if (!slug)
    throw new ImportError(`${source.origin}: cannot tell which server this is`, EXIT.usage, 'pass --server <slug>');
  if (!SLUG_PATTERN.test(slug))
    throw new ImportError(
      `"${cleanText(slug, { max: 80 })}" is not a valid server slug`,
      EXIT.usage,
      'use lowercase letters, digits and hyphens, at most 63 characters',
    );
  for (const tool of source.tools) {
    if (!TOOL_NAME_PATTERN.test(tool.name) || /^\.+$/.test(tool.name)) {
      throw new ImportError(
        `${source.origin}: tool name "${cleanText(tool.name, { max: 130 })}" breaks the MCP naming rule (1 to 128 of A-Z a-z 0-9 _ - .)`,
        EXIT.badSource,
        'the catalogue cannot hold this tool until the server fixes its name',
      );
    }
  }
  const folded = new Map<string, string>();
  for (const tool of source.tools) {
    const clash = folded.get(tool.name.toLowerCase());
    if (clash)
      throw new ImportError(
        `${source.origin}: tools "${clash}" and "${tool.name}" differ only in case`,
        EXIT.badSource,
        'they would collide on case-insensitive disks and in URLs',
      );
    folded.set(tool.name.toLowerCase(), tool.name);
  }

  const serversDir = join(options.out, 'servers');
  const serverDir = join(serversDir, slug);
  const serverFile = join(serverDir, 'server.yaml');
  const current = readFolder(serverDir);
  const staged = new Map<string, Uint8Array | string>(current);

  const existingServer = parseExisting<ServerRecord>(current.get('server.yaml'), serverSchema);
  if (existingServer === 'invalid') {
    throw new ImportError(
      `${displayPath(serverFile)} does not validate`,
      EXIT.invalidResult,
      'run npm run validate and fix it before importing again',
    );
  }
  const repository = options.repository ?? source.server.repository ?? existingServer?.repository;
  if (!repository) {
    throw new ImportError(
      `no repository known for new server "${slug}"`,
      EXIT.usage,
      'pass --repository https://... (the source the tools come from)',
    );
  }
  const draft = draftServer({
    slug,
    meta: source.server,
    repository,
    commit: options.commit ?? source.server.commit,
    version: options.version ?? source.server.version,
    transport: options.transport,
    toolCount: source.tools.length,
    today: options.today,
  });
  const serverRecord = existingServer ? mergeServer(existingServer, draft) : draft;
  const serverCheck = serverSchema.safeParse(serverRecord);
  if (!serverCheck.success) {
    throw new ImportError(
      `the server record for "${slug}" would not validate: ${cleanText(serverCheck.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; '), { max: 1000 })}`,
      EXIT.invalidResult,
      'pass --repository (https) and --commit or --version',
    );
  }
  const serverText = recordYaml('server', serverRecord);
  let serverOutcome: ImportReport['serverOutcome'] = 'new';
  if (existingServer)
    serverOutcome = Buffer.from(current.get('server.yaml')!).toString('utf8') === serverText ? 'unchanged' : 'updated';
  let written = 0;
  if (serverOutcome !== 'unchanged') {
    staged.set('server.yaml', serverText);
    written++;
  }

  const report: ImportReport = { slug, serverFile, serverOutcome, tools: [], removed: [], pruned: false, written: 0 };
  const derived = annotationsLookDerived(source.tools.map((tool) => tool.annotations));
  const merges: Array<{ rel: string; merged: MergedTool }> = [];
  source.tools.forEach((tool, index) => {
    const rel = `tools/${tool.name}.yaml`;
    const existing = parseExisting<ToolRecord>(current.get(rel), toolSchema);
    // A record that does not validate is left as it is; the validator below names its problems.
    if (existing === 'invalid') return;
    const definition = definitionOf(tool);
    const judgement = judgeTool(definition, {
      ignoreAnnotations: options.ignoreAnnotations,
      annotationsDerived: derived,
      serverSlug: slug,
    });
    const merged = mergeTool(existing, definition, judgement, options.today, options.force);
    merges.push({ rel, merged });
    options.onProgress?.(index + 1, source.tools.length);
  });
  // A riskier tool never gets a looser cap than a less risky one of the same server.
  const calibrated = calibrateServer(merges.map(({ merged }) => merged.record));
  merges.forEach(({ rel, merged }, index) => {
    const recalibrated = calibrated[index] !== merged.record;
    merged.record = calibrated[index] as ToolRecord;
    if (merged.outcome === 'new' || merged.outcome === 'changed' || recalibrated) {
      staged.set(rel, recordYaml('tool', merged.record));
      written++;
    }
    report.tools.push({
      name: merged.record.name,
      outcome: merged.outcome,
      needsReview: merged.record.review.status !== 'reviewed',
      conflict: merged.conflict,
      tightened: changeNoticeOf(merged.record)?.tightened,
    });
  });

  const offered = new Set(source.tools.map((t) => `tools/${t.name}.yaml`));
  const present = [...current.keys()].filter((key) => /^tools\/[^/]+\.yaml$/.test(key));
  report.removed = present.filter((key) => !offered.has(key)).map((key) => key.slice('tools/'.length, -'.yaml'.length));
  if (options.prune) {
    for (const name of report.removed) staged.delete(`tools/${name}.yaml`);
    report.pruned = report.removed.length > 0;
    written += report.removed.length;
  }

  // The whole catalogue as it would be, through every check the validator runs (records across servers included);
  // only problems in this server's own files stop the import. The parse cache is keyed by content, so the other
  // servers' files are not parsed again.
  const fs = stagedFs(serversDir, slug, staged);
  const check = validateCatalogue(options.out, {
    fs,
    cache: defaultParseCache(options.out, process.env, { write: false }) ?? false,
  });
  const mine = displayPath(serverDir);
  const problems = check.problems.filter((p) => p.file === mine || p.file.startsWith(`${mine}${sep}`));
  if (problems.length > 0) {
    const renamed = report.removed
      .filter((name) => folded.has(name.toLowerCase()) && !options.prune)
      .map((name) => `${name} → ${folded.get(name.toLowerCase())}`);
    const tip =
      renamed.length > 0
        ? `the server renamed ${renamed.join(', ')} (case only); re-run with --prune to drop the old record${renamed.length === 1 ? '' : 's'}`
        : 'the records above are what the import would write; nothing was written';
    throw new ImportError(
      `nothing was written: the catalogue would not validate (${problems.length} problem${problems.length === 1 ? '' : 's'}):\n  ${sortProblems(
        problems,
      )
        .map((p) => cleanText(formatProblem(p), { max: 2000, multiline: true }).split('\n').join('\n  '))
        .join('\n  ')}`,
      EXIT.invalidResult,
      tip,
    );
  }

  if (written > 0) replaceFolder(options.out, serverDir, staged, options.beforeWriteStep ?? (() => {}));
  report.written = written;
  return report;
}

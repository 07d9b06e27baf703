import {
  closeSync,
  existsSync,
  fsyncSync,
  mkdirSync,
  openSync,
  readFileSync,
  readdirSync,
  renameSync,
  rmSync,
  writeSync,
  type Dirent,
} from 'node:fs';
import { basename, dirname, join, resolve, sep } from 'node:path';
import { parse } from 'yaml';
import { SLUG_PATTERN, TOOL_NAME_PATTERN, type Transport } from '../../schema/enums.ts';
import { serverSchema, type ServerRecord } from '../../schema/server.ts';
import { toolSchema, type ToolRecord } from '../../schema/tool.ts';
import {
  annotationsLookDerived,
  calibrateServer,
  humanJudged,
  inSchemaOrder,
  withHold,
  type Hold,
} from './judged-record.ts';
import { judgeTool } from '../judgement/index.ts';
import { diskFs, displayPath, type CatalogueFs } from '../catalogue/reader.ts';
import { defaultParseCache } from '../catalogue/parse-cache-default.ts';
import { validateCatalogue, validateRead, type ValidatedCatalogue } from '../validate/runner.ts';
import { CHECKS } from '../validate/checks/index.ts';
import type { Problem } from '../catalogue/problems.ts';
import { formatProblem, sortProblems } from '../catalogue/problems.ts';
import { changeNoticeOf, strictness, type ChangeNotice } from './change-note.ts';
import { ASIDE_PREFIX, CatalogueBusy, lockCatalogue, STAGING_PREFIX, type LockOptions } from './lock.ts';
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
  /** Called before each step of the final write; a test throws there (or kills the process) to play a failing disk or a crash. */
  beforeWriteStep?: (step: WriteStep) => void;
  /**
   * Fills in the server record before it is validated and written, in the same single write as the tools
   * (the harvest's provenance, publisher and description): `record` is what the import would write,
   * `existing` what the catalogue holds now.
   */
  server?: (record: ServerRecord, existing: ServerRecord | undefined) => ServerRecord;
  /**
   * The npm package the tools come from. The import then writes only a server that is this package's own:
   * a new one, or one whose `package.name` is this package (or, with `adopt`, one no package has claimed).
   */
  packageName?: string;
  /** Let `packageName` take over an existing server that names no package (the source list maps it there). */
  adopt?: boolean;
  /**
   * Holds every tool of this import for review, whatever its definition did: status needs-review with this
   * flag, and a verdict at least as strict as `minVerdict` (the harvest's cloaking finding).
   */
  hold?: Hold & { note: string };
  /** Waiting for another writer: how long, and what to say meanwhile. */
  lock?: LockOptions;
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
function stagedFs(serversDir: string, slug: string, staged: ReadonlyMap<string, Uint8Array | string>): CatalogueFs {
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
  const stagingDir = join(out, `${STAGING_PREFIX}${basename(serverDir)}-${process.pid}`);
  const asideDir = join(out, `${ASIDE_PREFIX}${basename(serverDir)}-${process.pid}`);
  const serversDir = dirname(serverDir);
  const createdServers = !existsSync(serversDir);
  let swappedOut = false;
  try {
    rmSync(stagingDir, { recursive: true, force: true });
    step('stage');
    for (const [rel, bytes] of staged) {
      const path = join(stagingDir, ...rel.split('/'));
      mkdirSync(dirname(path), { recursive: true });
      writeDurably(path, bytes);
    }
    syncFolders(stagingDir);
    mkdirSync(serversDir, { recursive: true });
    if (existsSync(serverDir)) {
      step('swap-out');
      renameSync(serverDir, asideDir);
      swappedOut = true;
    }
    step('swap-in');
    renameSync(stagingDir, serverDir);
    syncFolder(serversDir);
    syncFolder(out);
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
        `the next import or harvest puts it back (or run npm run import -- --recover --out ${out})`,
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
      // The new folder is in place; only the old copy is left behind, outside servers/, for the next writer to remove.
    }
  }
}

/** Writes a file and flushes it to disk, so a power cut after the swap cannot leave an empty record. */
function writeDurably(path: string, bytes: Uint8Array | string): void {
  const fd = openSync(path, 'w');
  try {
    writeSync(fd, typeof bytes === 'string' ? Buffer.from(bytes, 'utf8') : bytes);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

function syncFolder(dir: string): void {
  let fd: number | undefined;
  try {
    fd = openSync(dir, 'r');
    fsyncSync(fd);
  } catch {
    // Some file systems cannot sync a folder; the renames are still atomic.
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
}

function syncFolders(dir: string): void {
  for (const entry of readdirSync(dir, { withFileTypes: true }))
    if (entry.isDirectory()) syncFolders(join(dir, entry.name));
  syncFolder(dir);
}

/** The same bytes at the same paths. */
function sameFolder(a: ReadonlyMap<string, Uint8Array>, b: ReadonlyMap<string, Uint8Array>): boolean {
  if (a.size !== b.size) return false;
  for (const [path, bytes] of a) {
    const other = b.get(path);
    if (!other || !Buffer.from(other).equals(Buffer.from(bytes))) return false;
  }
  return true;
}

/**
 * Plans the whole import in memory, runs the validator over the catalogue as it
 * would be, and only then writes, replacing the server's folder as a whole. Any
 * failure leaves the catalogue byte for byte as it was.
 */
export function importServer(source: ImportSource, options: ImportOptions): ImportReport {
  let release: () => void;
  try {
    release = lockCatalogue(options.out, options.lock);
  } catch (error) {
    if (error instanceof CatalogueBusy)
      throw new ImportError(
        error.message,
        EXIT.busy,
        'wait for the other import or harvest to finish, then run this again',
      );
    throw error;
  }
  try {
    return importLocked(source, options);
  } finally {
    release();
  }
}

function importLocked(source: ImportSource, options: ImportOptions): ImportReport {
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
  if (options.packageName && existingServer) {
    const owner = existingServer.package?.name;
    if (owner !== options.packageName && !(owner === undefined && options.adopt)) {
      throw new ImportError(
        `${displayPath(serverFile)} is ${owner ? `the server of the npm package ${owner}` : 'a server no npm package has claimed'}, not of ${options.packageName}: a package only ever writes its own server`,
        EXIT.invalidResult,
        owner
          ? 'harvest it under its own slug'
          : 'map the package to this server in the source list (server:) if it really is this server',
      );
    }
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
    obtained: source.obtained ?? { how: 'file' },
  });
  const merged = existingServer ? mergeServer(existingServer, draft) : draft;
  const serverRecord = options.server ? options.server(merged, existingServer) : merged;
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
    if (options.hold) holdForReview(merged, options.hold, options.today);
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

  assertNothingLoosened(current, staged);

  // The whole catalogue as it would be, through every check the validator runs (records across servers included);
  // only problems in this server's own files stop the import. The parse cache is keyed by content, so the other
  // servers' files are not parsed again.
  const fs = stagedFs(serversDir, slug, staged);
  const check = validateCatalogue(options.out, {
    fs,
    cache: defaultParseCache(options.out, process.env, { write: false }) ?? false,
  });
  const mine = displayPath(serverDir);
  const problems = [
    ...check.problems.filter((p) => p.file === mine || p.file.startsWith(`${mine}${sep}`)),
    ...problemsThisServerTips(check, options.out, slug),
  ];
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

  // Under the lock no other writer can have changed the folder; a person editing it meanwhile is told, not overwritten.
  if (written > 0 && !sameFolder(current, readFolder(serverDir)))
    throw new ImportError(
      `${displayPath(serverDir)} changed while the import was running; nothing was written`,
      EXIT.busy,
      'run the import again',
    );
  if (written > 0) replaceFolder(options.out, serverDir, staged, options.beforeWriteStep ?? (() => {}));
  report.written = written;
  return report;
}

/**
 * Catalogue-wide problems (a check over every record, such as how many rationale sentences repeat) that the
 * catalogue has with this server and would not have without it: this server tips it over, so it is refused
 * like a problem in its own files, and `npm run validate` stays green. A problem the catalogue has anyway is
 * not this server's doing and does not stop it.
 */
export function problemsThisServerTips(check: ValidatedCatalogue, out: string, slug: string): Problem[] {
  const whole = check.problems.filter((p) => resolve(p.file) === resolve(out));
  if (whole.length === 0) return [];
  const ids = new Set(whole.map((p) => p.check));
  const without = validateRead(
    {
      ...check,
      problems: [],
      servers: check.servers.filter((s) => s.slug !== slug),
      tools: check.tools.filter((t) => t.server !== slug),
    },
    { checks: CHECKS.filter((c) => ids.has(c.id)) },
  );
  const anyway = new Set(without.problems.map((p) => p.check));
  return whole
    .filter((p) => !anyway.has(p.check))
    .map((p) => ({
      ...p,
      message: `with this server the catalogue would fail a check over every record: ${p.message}`,
    }));
}

/** Holds a merged tool for review (withHold: needs-review with the flag, the verdict at least `minVerdict`), noted. */
function holdForReview(merged: MergedTool, hold: NonNullable<ImportOptions['hold']>, today: string): void {
  const record = merged.record;
  const held = withHold(record, hold);
  const stricter = held.policy.verdict !== record.policy.verdict;
  const flags = held.review.flags;
  const notes = record.review.notes?.includes(hold.note)
    ? record.review.notes
    : [record.review.notes, hold.note].filter(Boolean).join('\n');
  const next: ToolRecord = { ...held, review: { ...held.review, notes } };
  if (stricter || next.review.status !== record.review.status || flags !== record.review.flags) {
    merged.record = inSchemaOrder(next);
    if (merged.outcome === 'unchanged') {
      merged.outcome = 'changed';
      merged.record.changed = today;
    }
  }
}

/**
 * The importer's promise, checked on the plan before anything is written: a tool whose definition did not
 * change keeps a person's judgement (it is not turned back into a draft) and never gets a looser verdict.
 */
function assertNothingLoosened(
  current: ReadonlyMap<string, Uint8Array>,
  staged: ReadonlyMap<string, Uint8Array | string>,
): void {
  for (const [rel, bytes] of staged) {
    if (!/^tools\/[^/]+\.yaml$/.test(rel) || current.get(rel) === bytes) continue;
    const before = parseExisting<ToolRecord>(current.get(rel), toolSchema);
    if (before === undefined || before === 'invalid') continue;
    const after = parseExisting<ToolRecord>(typeof bytes === 'string' ? Buffer.from(bytes) : bytes, toolSchema);
    if (after === undefined || after === 'invalid' || after.definitionHash !== before.definitionHash) continue;
    if (
      strictness(after.policy.verdict) < strictness(before.policy.verdict) ||
      (humanJudged(before) && !humanJudged(after))
    )
      throw new ImportError(
        `the import would loosen ${rel} (${before.policy.verdict} → ${after.policy.verdict}, ${before.review.status} → ${after.review.status}) although its definition did not change; nothing was written`,
        EXIT.writeFailed,
        'this is a bug in the importer; please report it with the command you ran',
      );
  }
}

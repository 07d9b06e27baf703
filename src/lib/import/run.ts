import { mkdirSync, readFileSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { parse } from 'yaml';
import { SLUG_PATTERN, TOOL_NAME_PATTERN, type Transport } from '../../schema/enums.ts';
import { serverSchema, type ServerRecord } from '../../schema/server.ts';
import { toolSchema, type ToolRecord } from '../../schema/tool.ts';
import { annotationsLookDerived, calibrateServer } from '../judgement/apply.ts';
import { judgeTool } from '../judgement/index.ts';
import { checkToolConsistency } from '../judgement/consistency.ts';
import { definitionOf } from './definition.ts';
import { EXIT, ImportError } from './errors.ts';
import { draftServer, mergeServer, mergeTool, type ToolOutcome } from './records.ts';
import type { ImportSource } from './source.ts';
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
}

export interface ImportReport {
  slug: string;
  serverFile: string;
  serverOutcome: 'new' | 'updated' | 'unchanged';
  tools: Array<{ name: string; outcome: ToolOutcome; needsReview: boolean; conflict?: string }>;
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

function readExisting<T>(path: string, schema: { safeParse(v: unknown): { success: boolean; data?: T } }): T | undefined | 'invalid' {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch {
    return undefined;
  }
  try {
    const result = schema.safeParse(parse(text, { maxAliasCount: 0 }));
    return result.success ? result.data : 'invalid';
  } catch {
    return 'invalid';
  }
}

/** Writes every file next to its target first, then renames: a crash leaves old files or new ones, never half of one. */
function writeAll(files: Map<string, string>): void {
  const temps: Array<[string, string]> = [];
  try {
    for (const [path, text] of files) {
      mkdirSync(dirname(path), { recursive: true });
      const temp = `${path}.importing-${process.pid}`;
      writeFileSync(temp, text);
      temps.push([temp, path]);
    }
  } catch (error) {
    for (const [temp] of temps) rmSync(temp, { force: true });
    throw error;
  }
  for (const [temp, path] of temps) renameSync(temp, path);
}

/**
 * Plans the whole import in memory, validates every record it would write, and
 * only then touches the disk. Any failure before that leaves the catalogue as it was.
 */
export function importServer(source: ImportSource, options: ImportOptions): ImportReport {
  const slug = options.slug ?? source.server.slug ?? (source.server.name ? slugify(source.server.name) : undefined);
  if (!slug) throw new ImportError(`${source.origin}: cannot tell which server this is`, EXIT.usage, 'pass --server <slug>');
  if (!SLUG_PATTERN.test(slug)) throw new ImportError(`"${slug}" is not a valid server slug`, EXIT.usage, 'use lowercase letters, digits and hyphens, at most 63 characters');
  for (const tool of source.tools) {
    if (!TOOL_NAME_PATTERN.test(tool.name) || /^\.+$/.test(tool.name)) {
      throw new ImportError(`${source.origin}: tool name "${tool.name}" breaks the MCP naming rule (1 to 128 of A-Z a-z 0-9 _ - .)`, EXIT.badSource, 'the catalogue cannot hold this tool until the server fixes its name');
    }
  }
  const folded = new Map<string, string>();
  for (const tool of source.tools) {
    const clash = folded.get(tool.name.toLowerCase());
    if (clash) throw new ImportError(`${source.origin}: tools "${clash}" and "${tool.name}" differ only in case`, EXIT.badSource, 'they would collide on case-insensitive disks and in URLs');
    folded.set(tool.name.toLowerCase(), tool.name);
  }

  const serverDir = join(options.out, 'servers', slug);
  const toolsDir = join(serverDir, 'tools');
  const serverFile = join(serverDir, 'server.yaml');
  const files = new Map<string, string>();

  const existingServer = readExisting<ServerRecord>(serverFile, serverSchema);
  if (existingServer === 'invalid') {
    throw new ImportError(`${serverFile} does not validate`, EXIT.invalidResult, 'run npm run validate and fix it before importing again');
  }
  const repository = options.repository ?? source.server.repository ?? existingServer?.repository;
  if (!repository) {
    throw new ImportError(`no repository known for new server "${slug}"`, EXIT.usage, 'pass --repository https://... (the source the tools come from)');
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
      `the server record for "${slug}" would not validate: ${serverCheck.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`,
      EXIT.invalidResult,
      'pass --repository (https) and --commit or --version',
    );
  }
  const serverText = recordYaml('server', serverRecord);
  let serverOutcome: ImportReport['serverOutcome'] = 'new';
  if (existingServer) {
    serverOutcome = readFileSync(serverFile, 'utf8') === serverText ? 'unchanged' : 'updated';
  }
  if (serverOutcome !== 'unchanged') files.set(serverFile, serverText);

  const report: ImportReport = { slug, serverFile, serverOutcome, tools: [], removed: [], pruned: false, written: 0 };
  const invalid: string[] = [];
  const derived = annotationsLookDerived(source.tools.map((tool) => tool.annotations));
  const staged: Array<{ file: string; merged: ReturnType<typeof mergeTool> }> = [];
  source.tools.forEach((tool, index) => {
    const file = join(toolsDir, `${tool.name}.yaml`);
    const existing = readExisting<ToolRecord>(file, toolSchema);
    if (existing === 'invalid') {
      invalid.push(`${file} does not validate; fix it (npm run validate) before importing again`);
      return;
    }
    const definition = definitionOf(tool);
    const judgement = judgeTool(definition, { ignoreAnnotations: options.ignoreAnnotations, annotationsDerived: derived });
    const merged = mergeTool(existing, definition, judgement, options.today, options.force);
    staged.push({ file, merged });
    options.onProgress?.(index + 1, source.tools.length);
  });
  // A riskier tool never gets a looser cap than a less risky one of the same server.
  const calibrated = calibrateServer(staged.map(({ merged }) => merged.record));
  staged.forEach(({ file, merged }, index) => {
    const recalibrated = calibrated[index] !== merged.record;
    merged.record = calibrated[index] as ToolRecord;
    const check = toolSchema.safeParse(merged.record);
    if (!check.success) {
      invalid.push(`${merged.record.name}: ${check.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
    } else {
      for (const issue of checkToolConsistency(check.data)) invalid.push(`${merged.record.name}: ${issue.message}`);
    }
    if (merged.outcome === 'new' || merged.outcome === 'changed' || recalibrated) files.set(file, recordYaml('tool', merged.record));
    report.tools.push({
      name: merged.record.name,
      outcome: merged.outcome,
      needsReview: merged.record.review.status !== 'reviewed',
      conflict: merged.conflict,
    });
  });
  if (invalid.length > 0) {
    throw new ImportError(`nothing was written: ${invalid.length} record(s) would not validate:\n  ${invalid.join('\n  ')}`, EXIT.invalidResult);
  }

  const offered = new Set(source.tools.map((t) => `${t.name}.yaml`));
  let present: string[] = [];
  try {
    present = readdirSync(toolsDir).filter((f) => f.endsWith('.yaml'));
  } catch {}
  report.removed = present.filter((f) => !offered.has(f)).map((f) => f.slice(0, -5));

  writeAll(files);
  report.written = files.size;
  if (options.prune) {
    for (const name of report.removed) rmSync(join(toolsDir, `${name}.yaml`));
    report.pruned = report.removed.length > 0;
  }
  return report;
}

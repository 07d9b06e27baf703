import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, isAbsolute } from 'node:path';
import type { z } from 'astro/zod';
import { attackSchema, type AttackRecord } from '../../schema/attack.ts';
import { organisationSchema } from '../../schema/organisation.ts';
import type { OrganisationEntry } from './publisher-identity.ts';
import { SLUG_PATTERN, TOOL_NAME_PATTERN } from '../../schema/enums.ts';
import { serverSchema, type ServerRecord } from '../../schema/server.ts';
import { toolSchema, type ToolRecord } from '../../schema/tool.ts';
import { harvestReportSchema, npmSourcesSchema } from '../../schema/harvest.ts';
import { didYouMean } from '../text/did-you-mean.ts';
import type { Problem } from './problems.ts';
import { checkKeyOrder } from './key-order.ts';
import { readYamlSource, type YamlSource } from './yaml-source.ts';
import { contentKey, type ParseCache } from './parse-cache.ts';
import { defaultParseCache } from './parse-cache-default.ts';
import { zodProblems } from './zod-problems.ts';
import { SERVER_OWN_PATHS } from './urls.ts';

interface ServerEntry {
  slug: string;
  file: string;
  record: ServerRecord;
}
export interface ToolEntry {
  server: string;
  file: string;
  record: ToolRecord;
}
interface AttackEntry {
  id: string;
  file: string;
  record: AttackRecord;
}
export interface Catalogue {
  root: string;
  servers: ServerEntry[];
  tools: ToolEntry[];
  attacks: AttackEntry[];
  /** data/organisations/<id>.yaml: the vendors servers serve, with the facts publisher identity reads. */
  organisations: OrganisationEntry[];
  problems: Problem[];
  filesChecked: number;
}

export const catalogueRoot = (env: Record<string, string | undefined> = process.env) => env.CATALOGUE_DIR || 'data';

const SERVER_FILE = 'server.yaml';
/** Paths under /servers/<slug>/ that belong to the server, not to a tool. */
export const RESERVED_TOOL_NAMES: ReadonlySet<string> = new Set(SERVER_OWN_PATHS);
const TOOLS_DIR = 'tools';

/** The file operations the loader needs; the importer passes a view of the catalogue as it would be after an import. */
export interface CatalogueFs {
  /** Entry names of a folder, sorted; [] when it is missing. */
  list(dir: string): string[];
  isDir(path: string): boolean;
  read(path: string): Uint8Array;
}

export const diskFs: CatalogueFs = {
  list(dir) {
    try {
      return readdirSync(dir).sort();
    } catch {
      return [];
    }
  },
  isDir(path) {
    try {
      return statSync(path).isDirectory();
    } catch {
      return false;
    }
  },
  read: (path) => readFileSync(path),
};

export interface LoadOptions {
  fs?: CatalogueFs;
  /**
   * Values of files read cleanly before, by content (parse-cache.ts). By default a whole read of the repository's
   * own catalogue (./data) through the disk uses node_modules/.cache/mcp-risk-catalogue/; other reads use none.
   */
  cache?: ParseCache | false;
}

/** A path as problems show it: relative to the working folder when inside it. */
export function displayPath(path: string): string {
  const rel = relative(process.cwd(), path);
  return rel && !rel.startsWith('..') && !isAbsolute(rel) ? rel : path;
}

interface Parsed<T> {
  value?: T;
  source: YamlSource;
}

/**
 * Reads a whole catalogue into records: the folder layout, each file's YAML, its schema and its key order,
 * collecting every problem instead of stopping at the first. What a record says, alone or beside the others, is
 * checked by the validator's checks (src/lib/validate/, `validateCatalogue`), which every command that must refuse
 * a bad catalogue uses.
 */
export function readCatalogue(rootDir: string = catalogueRoot(), options: LoadOptions = {}): Catalogue {
  const fs = options.fs ?? diskFs;
  const listDir = (dir: string) => fs.list(dir);
  const isDir = (path: string) => fs.isDir(path);
  const display = displayPath;
  const problems: Problem[] = [];
  let filesChecked = 0;
  const cache = options.cache ?? (options.fs === undefined ? defaultParseCache(rootDir) : undefined);

  /** Reads and checks one file; a record (orderedKeys) must also keep its keys in the schema's order, as the writer does. */
  function parse<S extends z.ZodType>(path: string, schema: S, orderedKeys = false): Parsed<z.output<S>> {
    filesChecked++;
    const file = display(path);
    let bytes: Uint8Array;
    try {
      bytes = fs.read(path);
    } catch (error) {
      problems.push({ file, line: 1, col: 1, message: `cannot read file: ${(error as Error).message}` });
      return { source: { data: undefined, problems: [], locate: () => ({ line: 1, col: 1 }) } };
    }
    const key = cache ? contentKey(bytes) : '';
    const cached = cache ? cache.get(key) : undefined;
    // A file read cleanly before: its value, with positions read on demand (only a record that fails its schema needs them).
    let full: YamlSource | undefined;
    const source: YamlSource =
      cached !== undefined
        ? { data: cached, problems: [], locate: (...args) => (full ??= readYamlSource(file, bytes)).locate(...args) }
        : readYamlSource(file, bytes);
    if (cache && cached === undefined && source.problems.length === 0) cache.set(key, source.data);
    if (source.problems.length > 0) {
      problems.push(...source.problems);
      return { source };
    }
    const result = schema.safeParse(source.data);
    if (!result.success) {
      problems.push(...zodProblems(file, source, schema, result.error.issues));
      return { source };
    }
    // The file's own order (source.data), not the parsed value's: zod rebuilds objects in the schema's order. Like any
    // other problem, it keeps the record out of the catalogue until it is fixed.
    const misordered = orderedKeys ? checkKeyOrder(source.data, schema) : [];
    if (misordered.length > 0) {
      for (const issue of misordered)
        problems.push({ file, ...source.locate(issue.path, 'key'), message: issue.message, tip: issue.tip });
      return { source };
    }
    return { value: result.data, source };
  }

  const at = (path: string, message: string, tip?: string): Problem => ({
    file: display(path),
    line: 1,
    col: 1,
    message,
    tip,
  });
  if (!isDir(rootDir)) {
    problems.push(
      at(rootDir, 'catalogue folder not found', 'set CATALOGUE_DIR to a folder holding servers/ and attacks/'),
    );
    return { root: rootDir, servers: [], tools: [], attacks: [], organisations: [], problems, filesChecked };
  }

  const attacks: AttackEntry[] = [];
  const attacksDir = join(rootDir, 'attacks');
  for (const name of listDir(attacksDir)) {
    const path = join(attacksDir, name);
    const id = name.replace(/\.yaml$/, '');
    if (!name.endsWith('.yaml')) {
      problems.push(
        at(
          path,
          'unexpected file in attacks/',
          name.endsWith('.yml')
            ? `rename it to ${id.replace(/\.yml$/, '')}.yaml`
            : 'attacks/ holds only <attack-id>.yaml files',
        ),
      );
      continue;
    }
    if (!SLUG_PATTERN.test(id)) {
      problems.push(at(path, `"${id}" is not a valid attack id`, 'use lowercase letters, digits and hyphens'));
      continue;
    }
    const { value } = parse(path, attackSchema, true);
    if (value) attacks.push({ id, file: display(path), record: value });
  }

  const organisations: OrganisationEntry[] = [];
  const organisationsDir = join(rootDir, 'organisations');
  for (const name of listDir(organisationsDir)) {
    const path = join(organisationsDir, name);
    const id = name.replace(/\.yaml$/, '');
    if (!name.endsWith('.yaml') || !SLUG_PATTERN.test(id)) {
      problems.push(
        at(
          path,
          'unexpected file in organisations/',
          'organisations/ holds only <organisation-id>.yaml files, ids in lowercase-with-hyphens',
        ),
      );
      continue;
    }
    const { value } = parse(path, organisationSchema, true);
    if (value) organisations.push({ id, file: display(path), record: value });
  }

  const servers: ServerEntry[] = [];
  const tools: ToolEntry[] = [];
  const serversDir = join(rootDir, 'servers');
  if (!isDir(serversDir))
    problems.push(at(serversDir, 'servers folder not found', 'create servers/<slug>/server.yaml'));

  for (const slug of listDir(serversDir)) {
    const serverDir = join(serversDir, slug);
    if (!isDir(serverDir)) {
      problems.push(
        at(
          serverDir,
          'unexpected file in servers/',
          'servers/ holds one folder per server: servers/<slug>/server.yaml',
        ),
      );
      continue;
    }
    if (!SLUG_PATTERN.test(slug)) {
      problems.push(
        at(
          serverDir,
          `folder name "${slug}" is not a valid server slug`,
          'rename it: lowercase letters, digits and hyphens, at most 63 characters',
        ),
      );
      continue;
    }
    const entries = listDir(serverDir);
    for (const extra of entries.filter((e) => e !== SERVER_FILE && e !== TOOLS_DIR)) {
      const guess = didYouMean(extra, [SERVER_FILE, TOOLS_DIR]);
      problems.push(
        at(
          join(serverDir, extra),
          `unexpected entry in a server folder`,
          guess ? `did you mean "${guess}"?` : `a server folder holds ${SERVER_FILE} and ${TOOLS_DIR}/ only`,
        ),
      );
    }
    const serverPath = join(serverDir, SERVER_FILE);
    let serverOk = false;
    if (!entries.includes(SERVER_FILE)) {
      problems.push(
        at(
          serverDir,
          `server folder has no ${SERVER_FILE}`,
          `add ${SERVER_FILE} (npm run import writes one), or delete the folder`,
        ),
      );
    } else {
      const { value } = parse(serverPath, serverSchema, true);
      if (value) {
        servers.push({ slug, file: display(serverPath), record: value });
        serverOk = true;
      }
    }

    const toolsDir = join(serverDir, TOOLS_DIR);
    if (entries.includes(TOOLS_DIR) && !isDir(toolsDir)) {
      problems.push(
        at(
          toolsDir,
          `${TOOLS_DIR} is a file, not a folder`,
          `${TOOLS_DIR}/ is a folder holding one <tool-name>.yaml per tool`,
        ),
      );
    }
    const seen = new Map<string, string>();
    for (const name of listDir(toolsDir)) {
      const path = join(toolsDir, name);
      const stem = name.replace(/\.yaml$/, '');
      if (!name.endsWith('.yaml') || isDir(path)) {
        problems.push(
          at(
            path,
            'unexpected entry in tools/',
            name.endsWith('.yml')
              ? `rename it to ${name.slice(0, -4)}.yaml`
              : 'tools/ holds only <tool-name>.yaml files',
          ),
        );
        continue;
      }
      if (!TOOL_NAME_PATTERN.test(stem) || /^\.+$/.test(stem)) {
        problems.push(
          at(
            path,
            `"${stem}" is not a valid MCP tool name`,
            'tool names are 1 to 128 letters, digits, "_", "-" or "."',
          ),
        );
        continue;
      }
      if (RESERVED_TOOL_NAMES.has(stem.toLowerCase())) {
        problems.push(
          at(
            path,
            `"${stem}" collides with the server's own /servers/${slug}/${stem}/ page`,
            'the catalogue cannot give this tool a page of its own yet; leave it out and note it in server.yaml source.notes',
          ),
        );
        continue;
      }
      const folded = stem.toLowerCase();
      const clash = seen.get(folded);
      if (clash !== undefined) {
        problems.push(
          at(
            path,
            `tool "${stem}" differs only in case from "${clash}" (${display(join(toolsDir, `${clash}.yaml`))})`,
            'names that differ only in case collide on case-insensitive disks and in URLs; rename or remove one',
          ),
        );
        continue;
      }
      seen.set(folded, stem);
      const { value } = parse(path, toolSchema, true);
      if (!value) continue;
      const file = display(path);
      if (serverOk) tools.push({ server: slug, file, record: value });
    }
  }

  // The harvest's source list and report, when the catalogue has them (data/sources/).
  for (const [name, schema] of [
    ['npm.yaml', npmSourcesSchema],
    ['harvest-report.yaml', harvestReportSchema],
  ] as const) {
    const path = join(rootDir, 'sources', name);
    if (existsSync(path)) parse(path, schema);
  }

  if (cache) cache.save();
  return { root: rootDir, servers, tools, attacks, organisations, problems, filesChecked };
}

/**
 * npm run extract-source -- <repo dir> --commit <sha> --repository <https-url> [options]
 *
 * Reads a Python or Go MCP server's tools from its source at one commit, without running any of it (tree-sitter
 * parses the files; src/lib/source/), writes them as a tools/list file, and with --import brings them into the
 * catalogue through the importer. <repo dir> is a git directory (a bare mirror is fine: files are read with
 * `git show <commit>:<path>`) or a plain folder.
 */
import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { parse as parseToml } from 'smol-toml';
import { catalogueRoot } from '../src/lib/catalogue/reader.ts';
import { EXIT, ImportError } from '../src/lib/import/errors.ts';
import { importFromSource } from '../src/lib/import/from-source.ts';
import { cleanText } from '../src/lib/import/terminal.ts';
import { extractTools, readingCounts } from '../src/lib/source/extract.ts';
import { heldOutSource } from '../src/lib/source/held-out.ts';
import { readSourceList, sourceFigures, sourceListYaml } from '../src/lib/source/repository-list.ts';
import { toolsListFile } from '../src/lib/source/tools-list.ts';
import { sourceListSchema } from '../src/schema/source-list.ts';
import { folderTree, gitTree, isGitDir, type SourceTree } from '../src/lib/source/tree.ts';

const USAGE = `usage: npm run extract-source -- <repo dir> --commit <sha> --repository <https-url>
  [--root <folder of the server>] [--exclude <path prefix> ...] [--out <tools.json>]
  [--import --server <slug> [--name <display name>] [--catalogue <root>]] [--min-tools <n>]
or:    npm run extract-source -- --list data/sources/source-servers.yaml --mirror <folder of snapshots> [--only <slug> ...]`;

/** The project's own one-line description from a pyproject.toml in the server's folder or the repository's root. */
function ownDescription(tree: SourceTree, root: string | undefined): string | undefined {
  for (const path of [root ? `${root}/pyproject.toml` : undefined, 'pyproject.toml']) {
    if (!path || !tree.files().includes(path)) continue;
    try {
      const toml = parseToml(tree.read(path)) as { project?: { description?: unknown } };
      if (typeof toml.project?.description === 'string') return toml.project.description;
    } catch {
      // A pyproject that does not parse says nothing.
    }
  }
  return undefined;
}

interface One {
  dir: string;
  commit: string;
  repository: string;
  root?: string;
  exclude?: string[];
  name?: string;
  server?: string;
  import: boolean;
  out?: string;
  catalogue: string;
  minTools: number;
}

type OneResult = {
  code: number;
  commit?: string;
  counts?: ReturnType<typeof readingCounts>;
  detail?: string;
  imported?: boolean;
};

async function extractOne(one: One): Promise<OneResult> {
  const held = heldOutSource(one.repository, one.root);
  if (held) {
    console.error(`refused: ${held}; held-out servers are never read into the catalogue`);
    return { code: EXIT.usage, detail: held };
  }
  let tree: SourceTree;
  try {
    tree = isGitDir(one.dir) ? gitTree(one.dir, one.commit) : folderTree(one.dir);
  } catch (error) {
    console.error(`cannot read ${one.dir}: ${(error as Error).message}`);
    return { code: EXIT.badSource, detail: (error as Error).message };
  }
  const commit = tree.commit ?? one.commit;
  if (!/^[0-9a-f]{40}$/.test(commit)) {
    console.error(`--commit must be a full 40-digit commit hash for a plain folder (got ${one.commit})`);
    return { code: EXIT.usage };
  }
  const extraction = await extractTools(tree, { root: one.root, exclude: one.exclude });
  const counts = readingCounts(extraction);
  const language = [
    extraction.tools.some((t) => t.file.endsWith('.py')) ? 'Python' : undefined,
    extraction.tools.some((t) => t.file.endsWith('.go')) ? 'Go' : undefined,
  ]
    .filter(Boolean)
    .join(', ');
  const file = toolsListFile(extraction, {
    repository: one.repository.replace(/\/+$/, ''),
    commit,
    root: one.root,
    name: one.name,
    language: language || undefined,
  });
  console.log(
    `${tree.origin}${one.root ? ` ${one.root}` : ''}: ${counts.tools} tools (descriptions ${counts.description.static} static, ${counts.description.partial} partial, ${counts.description.unknown} unknown; schemas ${counts.schema.static} static, ${counts.schema.partial} partial, ${counts.schema.unknown} unknown); ${counts.unread} registrations not read; files: ${extraction.paths.length}`,
  );
  for (const unread of extraction.unread)
    console.log(`  not read: ${unread.file}:${unread.line} ${cleanText(unread.reason, { max: 200 })}`);
  if (one.out) writeFileSync(one.out, `${JSON.stringify(file, null, 2)}\n`);
  if (counts.tools < one.minTools) {
    const why =
      extraction.unread.length > 0
        ? `${counts.tools} tools read; registrations not read: ${[...new Set(extraction.unread.map((u) => u.reason))].slice(0, 3).join('; ')}`
        : `${counts.tools} tools read: no registration of a pattern the extractor reads`;
    console.error(`${why}; nothing imported`);
    return { code: EXIT.badSource, commit, counts, detail: why };
  }
  if (!one.import) return { code: EXIT.ok, commit, counts };
  try {
    const report = importFromSource(file, {
      out: one.catalogue,
      slug: one.server!,
      today: new Date().toISOString().slice(0, 10),
      ownDescription: ownDescription(tree, one.root),
    });
    const review = report.tools.filter((t) => t.needsReview).length;
    console.log(
      `${report.slug}: imported ${report.tools.length} tools (${report.tools.filter((t) => t.outcome === 'new').length} new, ${report.tools.filter((t) => t.outcome === 'changed').length} changed); ${review} need review; server.yaml ${report.serverOutcome}.`,
    );
    return { code: EXIT.ok, commit, counts, imported: true };
  } catch (error) {
    if (error instanceof ImportError) {
      console.error(
        `import failed: ${error.message}${error.tip ? `\n  tip: ${error.tip}` : ''}\nThe catalogue was not changed.`,
      );
      return { code: error.exitCode, commit, counts, detail: cleanText(error.message.split('\n')[0]!, { max: 300 }) };
    }
    throw error;
  }
}

/** Runs every candidate of a list from the snapshots under `mirror` (<owner>+<name>/repo) and writes the outcomes back. */
async function runList(path: string, mirror: string, catalogue: string, only: string[]): Promise<number> {
  const list = readSourceList(path);
  if (!list) {
    console.error(`cannot read ${path}`);
    return EXIT.badSource;
  }
  for (const candidate of list.candidates) {
    if (only.length > 0 && !only.includes(candidate.server)) continue;
    const [owner, name] = candidate.repository.replace(/^https:\/\/github\.com\//, '').split('/');
    const dir = join(mirror, `${owner}+${name}`, 'repo');
    for (const key of ['commit', 'outcome', 'tools', 'descriptions', 'schemas', 'unread', 'detail'] as const)
      delete candidate[key];
    if (!existsSync(dir)) {
      candidate.outcome = 'not-fetched';
      candidate.detail = 'no snapshot of the repository could be had';
      continue;
    }
    const result = await extractOne({
      dir,
      commit: candidate.commit ?? 'HEAD',
      repository: candidate.repository,
      root: candidate.root,
      exclude: candidate.exclude,
      name: candidate.name,
      server: candidate.server,
      import: true,
      catalogue,
      minTools: 1,
    });
    if (result.commit) candidate.commit = result.commit;
    candidate.outcome = result.imported
      ? 'imported'
      : result.counts && result.counts.tools > 0
        ? 'rejected'
        : 'no-tools';
    if (result.counts) {
      candidate.tools = result.counts.tools;
      candidate.descriptions = result.counts.description;
      candidate.schemas = result.counts.schema;
      candidate.unread = result.counts.unread;
    }
    if (!result.imported && result.detail) candidate.detail = result.detail;
  }
  list.generated = new Date().toISOString().slice(0, 10);
  writeFileSync(path, sourceListYaml(sourceListSchema.parse(list)));
  const figures = sourceFigures(list);
  console.log(
    `tried ${figures.tried}: ${figures.servers} imported (${figures.python} Python, ${figures.go} Go) with ${figures.tools} tools; ${figures.byOutcome['no-tools']} without a readable tool, ${figures.byOutcome.rejected} refused, ${figures.byOutcome['not-fetched']} not fetched`,
  );
  return EXIT.ok;
}

async function main(): Promise<number> {
  let args;
  try {
    args = parseArgs({
      allowPositionals: true,
      options: {
        commit: { type: 'string' },
        repository: { type: 'string' },
        root: { type: 'string' },
        exclude: { type: 'string', multiple: true, default: [] },
        out: { type: 'string' },
        import: { type: 'boolean', default: false },
        server: { type: 'string' },
        name: { type: 'string' },
        catalogue: { type: 'string' },
        'min-tools': { type: 'string', default: '1' },
        list: { type: 'string' },
        mirror: { type: 'string' },
        only: { type: 'string', multiple: true, default: [] },
        help: { type: 'boolean', default: false },
      },
    });
  } catch (error) {
    console.error(`${(error as Error).message}\n${USAGE}`);
    return EXIT.usage;
  }
  const { values, positionals } = args;
  if (values.help) {
    console.log(USAGE);
    return EXIT.ok;
  }
  const catalogue = values.catalogue ?? catalogueRoot();
  if (values.list) {
    if (!values.mirror) {
      console.error(`--list needs --mirror <folder holding <owner>+<name>/repo snapshots>\n${USAGE}`);
      return EXIT.usage;
    }
    return runList(values.list, values.mirror, catalogue, values.only);
  }
  if (positionals.length !== 1 || !values.commit || !values.repository) {
    console.error(`give one repository folder, --commit and --repository\n${USAGE}`);
    return EXIT.usage;
  }
  if (values.import && !values.server) {
    console.error(`--import needs --server <slug>\n${USAGE}`);
    return EXIT.usage;
  }
  const result = await extractOne({
    dir: positionals[0]!,
    commit: values.commit,
    repository: values.repository,
    root: values.root,
    exclude: values.exclude,
    name: values.name,
    server: values.server,
    import: values.import,
    out: values.out,
    catalogue,
    minTools: Number(values['min-tools']),
  });
  return result.code;
}

process.exit(await main());

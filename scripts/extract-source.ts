/**
 * npm run extract-source -- <repo dir> --commit <sha> --repository <https-url> [options]
 *
 * Reads a Python or Go MCP server's tools from its source at one commit, without running any of it (tree-sitter
 * parses the files; src/lib/source/), writes them as a tools/list file, and with --import brings them into the
 * catalogue through the importer. <repo dir> is a git directory (a bare mirror is fine: files are read with
 * `git show <commit>:<path>`) or a plain folder.
 */
import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { parse as parseToml } from 'smol-toml';
import { catalogueRoot } from '../src/lib/catalogue/catalogue.ts';
import { EXIT, ImportError } from '../src/lib/import/errors.ts';
import { importFromSource } from '../src/lib/import/from-source.ts';
import { cleanText } from '../src/lib/import/terminal.ts';
import { extractTools, readingCounts } from '../src/lib/source/extract.ts';
import { heldOutSource } from '../src/lib/source/held-out.ts';
import { toolsListFile } from '../src/lib/source/tools-list.ts';
import { folderTree, gitTree, isGitDir, type SourceTree } from '../src/lib/source/tree.ts';

const USAGE = `usage: npm run extract-source -- <repo dir> --commit <sha> --repository <https-url>
  [--root <folder of the server>] [--exclude <path prefix> ...] [--out <tools.json>]
  [--import --server <slug> [--name <display name>] [--catalogue <root>]] [--min-tools <n>]`;

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
  if (positionals.length !== 1 || !values.commit || !values.repository) {
    console.error(`give one repository folder, --commit and --repository\n${USAGE}`);
    return EXIT.usage;
  }
  if (values.import && !values.server) {
    console.error(`--import needs --server <slug>\n${USAGE}`);
    return EXIT.usage;
  }
  const held = heldOutSource(values.repository, values.root);
  if (held) {
    console.error(`refused: ${held}; held-out servers are never read into the catalogue`);
    return EXIT.usage;
  }
  const dir = positionals[0]!;
  let tree: SourceTree;
  try {
    tree = isGitDir(dir) ? gitTree(dir, values.commit) : folderTree(dir);
  } catch (error) {
    console.error(`cannot read ${dir}: ${(error as Error).message}`);
    return EXIT.badSource;
  }
  const commit = tree.commit ?? values.commit;
  if (!/^[0-9a-f]{40}$/.test(commit)) {
    console.error(`--commit must be a full 40-digit commit hash for a plain folder (got ${values.commit})`);
    return EXIT.usage;
  }
  const extraction = await extractTools(tree, { root: values.root, exclude: values.exclude });
  const counts = readingCounts(extraction);
  const language = [
    extraction.tools.some((t) => t.file.endsWith('.py')) ? 'Python' : undefined,
    extraction.tools.some((t) => t.file.endsWith('.go')) ? 'Go' : undefined,
  ]
    .filter(Boolean)
    .join(', ');
  const file = toolsListFile(extraction, {
    repository: values.repository.replace(/\/+$/, ''),
    commit,
    root: values.root,
    name: values.name,
    language: language || undefined,
  });
  console.log(
    `${tree.origin}${values.root ? ` ${values.root}` : ''}: ${counts.tools} tools (descriptions ${counts.description.static} static, ${counts.description.partial} partial, ${counts.description.unknown} unknown; schemas ${counts.schema.static} static, ${counts.schema.partial} partial, ${counts.schema.unknown} unknown); ${counts.unread} registrations not read; files: ${extraction.paths.length}`,
  );
  for (const unread of extraction.unread)
    console.log(`  not read: ${unread.file}:${unread.line} ${cleanText(unread.reason, { max: 200 })}`);
  if (values.out) writeFileSync(values.out, `${JSON.stringify(file, null, 2)}\n`);
  if (counts.tools < Number(values['min-tools'])) {
    console.error(`found ${counts.tools} tools (fewer than --min-tools ${values['min-tools']}); nothing imported`);
    return EXIT.badSource;
  }
  if (!values.import) return EXIT.ok;
  try {
    const report = importFromSource(file, {
      out: values.catalogue ?? catalogueRoot(),
      slug: values.server!,
      today: new Date().toISOString().slice(0, 10),
      ownDescription: ownDescription(tree, values.root),
    });
    const review = report.tools.filter((t) => t.needsReview).length;
    console.log(
      `${report.slug}: imported ${report.tools.length} tools (${report.tools.filter((t) => t.outcome === 'new').length} new, ${report.tools.filter((t) => t.outcome === 'changed').length} changed); ${review} need review; server.yaml ${report.serverOutcome}.`,
    );
    return EXIT.ok;
  } catch (error) {
    if (error instanceof ImportError) {
      console.error(
        `import failed: ${error.message}${error.tip ? `\n  tip: ${error.tip}` : ''}\nThe catalogue was not changed.`,
      );
      return error.exitCode;
    }
    throw error;
  }
}

process.exit(await main());

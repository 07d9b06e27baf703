/**
 * Migration of module names (issue 35): files that shared a name with another file under src/ got names that say
 * what each holds, and the benchmark code moved out of src/lib to bench/. This script makes those moves (git mv, so
 * history follows) and rewrites every reference to an old path: relative imports and `new URL('./x.ts', …)` in
 * code, and repository paths in comments and docs. It is safe to run again, for instance after merging a branch
 * written before the moves: files already moved are left alone and only the references are rewritten.
 *
 *   node scripts/migrate-module-names.ts [--check]
 *
 * With --check it changes nothing and lists the files that still name an old path (exit 1 when there are any).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, posix } from 'node:path';

/** Old path → new path, from the repository root. */
const MOVES: Readonly<Record<string, string>> = {
  // Three catalogue.ts: the reader of data/, the site's views of it, and the integration that reads it first.
  'src/lib/catalogue/catalogue.ts': 'src/lib/catalogue/reader.ts',
  'src/site/catalogue.ts': 'src/site/catalogue-views.ts',
  'src/integrations/catalogue.ts': 'src/integrations/catalogue-read.ts',
  'src/site/browse.ts': 'src/site/server-row.ts',
  'src/integrations/build-log.ts': 'src/integrations/astro-logger.ts',
  'src/integrations/site-url.ts': 'src/integrations/site-url-notice.ts',
  'src/lib/config/check.ts': 'src/lib/config/check-report.ts',
  'src/lib/config/from-api.ts': 'src/lib/config/catalogue-from-api.ts',
  'src/lib/config/stack.ts': 'src/lib/config/stack-from-config.ts',
  'src/lib/policy/check.ts': 'src/lib/policy/checked-json.ts',
  'src/lib/policy/exports/clients.ts': 'src/lib/policy/exports/list-clients.ts',
  'src/lib/policy/exports/sources.ts': 'src/lib/policy/exports/format-sources.ts',
  'src/lib/publish/api.ts': 'src/lib/publish/api-files.ts',
  'src/lib/stack/from-api.ts': 'src/lib/stack/server-from-api.ts',
  'src/lib/stack/text.ts': 'src/lib/stack/path-words.ts',
  'src/site/stack.ts': 'src/site/stack-servers.ts',
  'src/lib/harvest/provenance.ts': 'src/lib/harvest/registry-provenance.ts',
  'src/lib/source/report.ts': 'src/lib/source/repository-list.ts',
  'src/lib/source/types.ts': 'src/lib/source/extraction.ts',
  'src/lib/judgement/text.ts': 'src/lib/judgement/how-judged.ts',
  'src/lib/judgement/signals/query.ts': 'src/lib/judgement/signals/query-parameters.ts',
  'src/lib/judgement/signals/sandbox.ts': 'src/lib/judgement/signals/service-sandbox.ts',
  'src/lib/judgement/signals/secrets.ts': 'src/lib/judgement/signals/secret-names.ts',
  'src/lib/judgement/vocabulary/words.ts': 'src/lib/judgement/vocabulary/word-set.ts',
  'src/lib/search/words.ts': 'src/lib/search/word-match.ts',
  // The benchmark is not the site's code: it moves beside the bare baseline site it measures against.
  'src/lib/bench/generate.ts': 'bench/generate-catalogue.ts',
  'src/lib/bench/measure.ts': 'bench/measure.ts',
  'src/lib/bench/monitor.ts': 'bench/monitor.ts',
  'src/lib/bench/search-page.ts': 'bench/search-page.ts',
  'src/lib/bench/search-quality.ts': 'bench/search-quality.ts',
  'src/lib/bench/search-speed.ts': 'bench/search-speed.ts',
};

/** Files whose text may name a module: code, docs and configuration (not the catalogue, not fixtures). */
const TEXT = /\.(ts|mts|mjs|js|cjs|astro|md|json)$/;
const SKIP = /^(data|tests\/fixtures|public|node_modules)\/|package-lock\.json$|^scripts\/migrate-module-names\.ts$/;

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
const git = (...args: string[]) => execFileSync('git', args, { encoding: 'utf8' });

/** Rewrites relative specifiers ('./x.ts', '../lib/x.ts') that resolve to an old path, and repository paths. */
function rewrite(file: string, text: string, moves: Readonly<Record<string, string>> = MOVES): string {
  const newFile = moves[file] ?? file;
  const fromDir = posix.dirname(newFile);
  const oldDir = posix.dirname(file);
  // A relative specifier is read from where the file was (before this run moved it) or where it is now.
  let out = text.replace(/(?<![\w/.-])(\.\.?\/[\w./[\]-]+?\.(?:ts|mjs|js|astro))(?![\w/-])/g, (spec) => {
    const target = posix.normalize(posix.join(oldDir, spec));
    const moved = moves[target];
    const resolved = moved ?? (existsSync(target) ? target : undefined);
    if (resolved === undefined) return spec;
    if (!moved && oldDir === fromDir) return spec;
    let rel = posix.relative(fromDir, resolved);
    if (!rel.startsWith('.')) rel = `./${rel}`;
    return rel;
  });
  for (const [from, to] of Object.entries(moves)) {
    // The full path, and the same path without its leading src/ as comments often write it.
    const forms: Array<[string, string]> = [[from, to]];
    if (from.startsWith('src/') && to.startsWith('src/')) forms.push([from.slice(4), to.slice(4)]);
    for (const [a, b] of forms) out = out.replace(new RegExp(`(?<![\\w/.-])${escape(a)}(?![\\w-])`, 'g'), b);
    // And as a regular expression writes them ('\.\/src\/lib\/x\.ts').
    const escaped = (path: string) => path.replace(/[/.]/g, '\\$&');
    out = out.replace(new RegExp(`(?<![\\w])${escape(escaped(from))}(?![\\w-])`, 'g'), escaped(to));
  }
  return out;
}

function main() {
  const check = process.argv.includes('--check');
  const stale: string[] = [];
  const pending = Object.entries(MOVES).filter(([from]) => existsSync(from));
  if (check && pending.length > 0) stale.push(...pending.map(([from]) => `${from} (not moved yet)`));
  const files = git('ls-files')
    .split('\n')
    .filter((f) => f && TEXT.test(f) && !SKIP.test(f));
  // Rewrite first (each file read where it is, its relative imports resolved from there), then move.
  let changed = 0;
  for (const file of files) {
    if (!existsSync(file)) continue;
    const text = readFileSync(file, 'utf8');
    const next = rewrite(file, text);
    if (next === text) continue;
    if (check) stale.push(file);
    else {
      writeFileSync(file, next);
      changed += 1;
    }
  }
  if (check) {
    for (const line of stale) console.log(line);
    process.exit(stale.length > 0 ? 1 : 0);
  }
  for (const [from, to] of pending) {
    mkdirSync(dirname(to), { recursive: true });
    git('mv', from, to);
  }
  console.log(`moved ${pending.length} files, rewrote references in ${changed} files`);
}

if (import.meta.main) main();

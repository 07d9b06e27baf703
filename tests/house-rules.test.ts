/**
 * Rules about the code itself that a reader of one file cannot see broken:
 * tests use production mappings instead of copies, unit tests hold no wall-clock
 * limits, and the data path the code shows is the one it uses.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const filesIn = (dir: string, pattern: RegExp): string[] =>
  readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => pattern.test(f) && !f.includes('fixtures'))
    .map((f) => join(dir, f));
const testFiles = [...filesIn('tests', /\.test\.ts$/), ...filesIn('e2e', /\.ts$/)];
const sourceFiles = filesIn('src', /\.(ts|astro)$/);

describe('tests use production code', () => {
  it('no test rebuilds the verdict mapping of a record (import verdictOf from src/lib/policy/generate.ts)', () => {
    const copies = testFiles.filter((file) =>
      /verdict:\s*'rate-limit',\s*max:\s*[\w.!]*\bmax\b/.test(readFileSync(file, 'utf8')),
    );
    expect(copies).toEqual([]);
  });

  it('no unit test compares a duration with a fixed number of milliseconds (compare growth ratios instead)', () => {
    const timed = filesIn('tests', /\.test\.ts$/).filter((file) => {
      const text = readFileSync(file, 'utf8');
      return (
        /(performance\.now\(\)|Date\.now\(\))[^;\n]*\)\.toBeLessThan\(\s*[\d_]+\s*\)/.test(text) ||
        /durations?\b[^;\n]*\)\.toBeLessThan\(\s*[\d_]+\s*\)/.test(text) ||
        /\btotal\)\.toBeLessThan\(\s*\d[\d_]{3,}\s*\)/.test(text)
      );
    });
    expect(timed).toEqual([]);
  });
});

describe('the data path', () => {
  it('declares no content collection that nothing reads: pages read the catalogue through src/site/catalogue-data.ts', () => {
    const declared = existsSync('src/content.config.ts')
      ? [...readFileSync('src/content.config.ts', 'utf8').matchAll(/^\s{2}(\w+):\s*defineCollection/gm)].map(
          (m) => m[1]!,
        )
      : [];
    const read = new Set(
      sourceFiles.flatMap((file) =>
        [...readFileSync(file, 'utf8').matchAll(/get(?:Collection|Entry)\(\s*'(\w+)'/g)].map((m) => m[1]!),
      ),
    );
    expect(declared.filter((name) => !read.has(name))).toEqual([]);
  });
});

describe('module boundaries', () => {
  /** The relative .ts modules a file imports, followed transitively (type-only imports left out: they vanish when compiled). */
  const reachable = (entry: string): Set<string> => {
    const seen = new Set<string>();
    const visit = (file: string) => {
      if (seen.has(file)) return;
      seen.add(file);
      const text = readFileSync(file, 'utf8');
      for (const match of text.matchAll(/^import\s+(?!type\b)[^;]*?from\s+'(\.[^']+\.ts)'/gms))
        visit(join(file, '..', match[1]!));
      for (const match of text.matchAll(/^export\s+[^;]*?from\s+'(\.[^']+\.ts)'/gms))
        visit(join(file, '..', match[1]!));
    };
    visit(entry);
    return seen;
  };

  it('the validator checks review.family without loading the rule table', () => {
    const loaded = reachable('src/lib/validate/runner.ts');
    expect(loaded.has(join('src/lib/judgement/families.ts'))).toBe(true);
    expect([...loaded].filter((file) => /judgement\/(rules|engine|infer-effect)\.ts$/.test(file))).toEqual([]);
  });
});

describe('names', () => {
  it('no two modules under src/ share a file name, so a name says which module it is (folder entry points and page routes aside)', () => {
    const modules = filesIn('src', /\.ts$/).filter(
      (file) => !file.startsWith(join('src', 'pages')) && !file.endsWith('/index.ts') && !file.endsWith('.d.ts'),
    );
    const byName = new Map<string, string[]>();
    for (const file of modules) {
      const name = file.split('/').at(-1)!;
      byName.set(name, [...(byName.get(name) ?? []), file]);
    }
    expect([...byName.values()].filter((files) => files.length > 1)).toEqual([]);
  });

  it('benchmark code lives in bench/, not among the site modules', () => {
    expect(existsSync('src/lib/bench')).toBe(false);
    expect(sourceFiles.filter((file) => /(^|\/)bench(\/|$)/.test(file))).toEqual([]);
  });
});

describe('prose names what exists', () => {
  const prose = [
    'README.md',
    'ARCHITECTURE.md',
    ...filesIn('docs', /\.md$/),
    ...filesIn('src', /\.(ts|astro|md)$/),
    ...filesIn('scripts', /\.ts$/),
  ].filter(
    // These two name other repositories' files (the engines' sources) and modules by their old paths.
    (file) => !['src/lib/policy/exports/format-sources.ts', 'scripts/migrate-module-names.ts'].includes(file),
  );
  /** Paths the prose names that are not files of the checkout on purpose, with why. */
  const NOT_IN_CHECKOUT = new Map([
    ['data/.catalogue.lock', 'the lock a writer holds while it runs'],
    ['src/the-server', "an example of --root, a folder in the server's repository"],
    ['src/x-mcp-server', "an example folder in a harvested server's repository"],
  ]);
  const lineOf = (text: string, at: number) => text.slice(0, at).split('\n').length;

  it('every path of this repository that a README, doc, comment or page names is there', () => {
    const missing: string[] = [];
    for (const file of prose) {
      const text = readFileSync(file, 'utf8');
      for (const match of text.matchAll(/(?<![\w/.-])((?:src|scripts|tests|e2e|docs|data|public|\.ci)\/[\w./-]*\w)/g)) {
        const path = match[1]!;
        if (!existsSync(path) && !NOT_IN_CHECKOUT.has(path))
          missing.push(`${file} (Ln ${lineOf(text, match.index)}) names ${path}, which is not in the repository`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('every `npm run <script>` they name is a script of package.json', () => {
    const scripts = Object.keys(JSON.parse(readFileSync('package.json', 'utf8')).scripts as object);
    const missing: string[] = [];
    for (const file of prose) {
      const text = readFileSync(file, 'utf8');
      for (const match of text.matchAll(/npm run ([\w:.-]*[\w])/g))
        if (!scripts.includes(match[1]!))
          missing.push(`${file} (Ln ${lineOf(text, match.index)}) runs npm run ${match[1]}, which package.json lacks`);
    }
    expect(missing).toEqual([]);
  });
});

/**
 * The malformed-catalogue corpus: tests/fixtures/bad/<case>/ is a complete catalogue root that is
 * valid except for one defect, and expected.json says where the validator must point and what it must say.
 * A case may carry generate.ts (default export (root) => void): it runs on a temporary copy, for files
 * too big to commit or that some disks cannot hold.
 */
import { spawnSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validateCatalogue } from '../src/lib/validate/runner.ts';
import { CHECKS } from '../src/lib/validate/checks/index.ts';
import { formatProblem, type Problem } from '../src/lib/catalogue/problems.ts';
import { baseFiles, makeCatalogue } from './support/catalogue.ts';
import { workGrowth } from './support/work.ts';
import { validateCommand } from '../scripts/validate.ts';

interface Expected {
  /** Relative to the case root. */
  file: string;
  line: number;
  col: number;
  /** A substring of the message. */
  message: string;
  /** A substring of the tip. */
  tip?: string;
}

const REPO = fileURLToPath(new URL('..', import.meta.url));
const BAD = join(REPO, 'tests/fixtures/bad');
const NODE = join(REPO, 'node_modules/.bin/node');
const CASES = readdirSync(BAD, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();

const expectedOf = (name: string): Expected[] => {
  const parsed = JSON.parse(readFileSync(join(BAD, name, 'expected.json'), 'utf8')) as Expected | Expected[];
  return Array.isArray(parsed) ? parsed : [parsed];
};
const hasGenerator = (name: string) => {
  try {
    return statSync(join(BAD, name, 'generate.ts')).isFile();
  } catch {
    return false;
  }
};

/** Problems name files relative to the working directory, or absolutely for roots outside it: compare by suffix. */
const slashes = (path: string) => path.replaceAll('\\', '/');
const sameFile = (reported: string, wanted: string) =>
  slashes(reported) === wanted || slashes(reported).endsWith(`/${wanted}`);
const matches = (problem: Problem, want: Expected) =>
  sameFile(problem.file, want.file) &&
  problem.line === want.line &&
  problem.col === want.col &&
  problem.message.includes(want.message) &&
  (want.tip === undefined || (problem.tip ?? '').includes(want.tip));
const listing = (problems: Problem[]) =>
  problems.slice(0, 40).map(formatProblem).join('\n') +
  (problems.length > 40 ? `\n... and ${problems.length - 40} more` : '');

/** What a message or tip must never contain: an internal error leaking out instead of a sentence for a person. */
const LEAKS = [
  /\n\s+at /,
  /\bat .*\.ts:\d+:\d+/,
  /\[object Object\]/,
  /\bundefined\b/,
  /^(Type|Range|Reference|Syntax)?Error\b/,
];
const leaks = (text: string) => LEAKS.some((pattern) => pattern.test(text));

/** Case roots, ready to load: the fixture folder itself, or a generated copy. */
const roots = new Map<string, string>();
const scratch = mkdtempSync(join(tmpdir(), 'bad-records-'));
beforeAll(async () => {
  for (const name of CASES) {
    if (!hasGenerator(name)) {
      roots.set(name, join(BAD, name));
      continue;
    }
    const root = join(scratch, name);
    cpSync(join(BAD, name), root, { recursive: true });
    const hook = (await import(pathToFileURL(join(BAD, name, 'generate.ts')).href)) as {
      default: (root: string) => void;
    };
    hook.default(root);
    roots.set(name, root);
  }
});
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const rootOf = (name: string) => {
  const root = roots.get(name);
  if (!root) throw new Error(`case ${name} was not prepared`);
  return root;
};

describe('the malformed-catalogue corpus', () => {
  it('has at least 40 cases, each with an expected.json', () => {
    expect(CASES.length).toBeGreaterThanOrEqual(40);
    for (const name of CASES) {
      const expected = expectedOf(name);
      expect(expected.length, name).toBeGreaterThan(0);
      for (const want of expected) {
        expect(typeof want.file === 'string' && want.file.length > 0, `${name}: file`).toBe(true);
        expect(Number.isInteger(want.line) && want.line >= 1, `${name}: line`).toBe(true);
        expect(Number.isInteger(want.col) && want.col >= 1, `${name}: col`).toBe(true);
        expect(typeof want.message === 'string' && want.message.length > 0, `${name}: message`).toBe(true);
      }
    }
  });

  /** Each case's problems, for the merged run below. */
  const found = new Map<string, Problem[]>();

  it.each(CASES)('%s: reported where expected, and nowhere else', (name) => {
    const root = rootOf(name);
    const { problems } = validateCatalogue(root);
    found.set(name, problems);

    expect(problems.length, 'the defect must be reported').toBeGreaterThan(0);
    const expected = expectedOf(name);
    for (const want of expected) {
      expect(
        problems.some((p) => matches(p, want)),
        `expected ${want.file}:${want.line}:${want.col} "${want.message}"${want.tip ? ` (tip "${want.tip}")` : ''} among:\n${listing(problems)}`,
      ).toBe(true);
    }
    // The case is valid apart from its one defect: only the files it names report anything.
    const stray = problems.filter((p) => !expected.some((want) => sameFile(p.file, want.file)));
    expect(stray, `problems outside the defective files:\n${listing(stray)}`).toEqual([]);
    const unlocated = problems.filter(
      (p) =>
        !(Number.isInteger(p.line) && p.line >= 1 && Number.isInteger(p.col) && p.col >= 1 && p.message.trim() !== ''),
    );
    expect(unlocated, `problems without a place or a message:\n${listing(unlocated)}`).toEqual([]);
    const leaking = problems.filter((p) => leaks(p.message) || (p.tip !== undefined && leaks(p.tip)));
    expect(leaking, `problems leaking internals:\n${listing(leaking)}`).toEqual([]);
    const said = problems.map((p) => `${p.file}:${p.line}:${p.col} ${p.message}`);
    expect(said.length - new Set(said).size, 'the same problem reported twice').toBe(0);
  });

  it('finds and locates unknown fields in linear time: eight times the fields take well under 8 × 3 times the work', () => {
    // The perf-40000-unknown-fields case at two sizes. Locating each field by searching the text or the mapping's
    // fields again would be quadratic (64 times). Work is counted (tests/support/work.ts), not timed.
    const withFields = (count: number) => {
      const root = join(scratch, `growth-${count}`);
      cpSync(join(BAD, 'perf-40000-unknown-fields'), root, { recursive: true });
      rmSync(join(root, 'generate.ts'));
      const file = join(root, 'servers/example/tools/list_things.yaml');
      writeFileSync(file, readFileSync(file, 'utf8') + Array.from({ length: count }, (_, i) => `k${i}: 1\n`).join(''));
      return root;
    };
    const small = withFields(2_500);
    const large = withFields(20_000);
    expect(validateCatalogue(large).problems.length).toBeGreaterThanOrEqual(20_000);
    expect(
      workGrowth(
        () => validateCatalogue(small),
        () => validateCatalogue(large),
      ),
    ).toBeLessThan(24);
  });

  it('reports every defect of every case in one run of one catalogue', () => {
    // One catalogue holding the cases side by side: each case's server folder "example" becomes servers/<case>,
    // other server folders keep their (defective) names; an attack file with a valid id becomes attacks/<case>.yaml
    // unless it is the shared attacks/data-exfiltration.yaml every case carries unchanged.
    const merged = mkdtempSync(join(tmpdir(), 'bad-records-merged-'));
    try {
      const sharedAttack = readFileSync(join(rootOf('enum-category'), 'attacks/data-exfiltration.yaml'));
      mkdirSync(join(merged, 'attacks'), { recursive: true });
      mkdirSync(join(merged, 'servers'), { recursive: true });
      cpSync(
        join(rootOf('enum-category'), 'attacks/data-exfiltration.yaml'),
        join(merged, 'attacks/data-exfiltration.yaml'),
      );

      const taken = new Set<string>();
      const included: Array<{ name: string; remap: (path: string) => string }> = [];
      const skipped: string[] = [];
      for (const name of CASES) {
        const root = rootOf(name);
        const moves: Array<[string, string]> = [];
        const renames = new Map<string, string>();
        for (const entry of readdirSync(join(root, 'attacks'))) {
          const from = `attacks/${entry}`;
          if (entry === 'data-exfiltration.yaml' && readFileSync(join(root, from)).equals(sharedAttack)) continue;
          const to = /^[a-z0-9][a-z0-9-]*\.yaml$/.test(entry) ? `attacks/${name}.yaml` : from;
          moves.push([from, to]);
          renames.set(from, to);
        }
        let servers: string[] = [];
        try {
          servers = readdirSync(join(root, 'servers'));
        } catch {
          // a case without servers/ has nothing to move there
        }
        for (const entry of servers) {
          const from = `servers/${entry}`;
          const to = entry === 'example' ? `servers/${name}` : from;
          moves.push([from, to]);
          renames.set(from, to);
        }
        // What a killed writer leaves at the catalogue root stays at the root, under its own name.
        for (const entry of readdirSync(root).filter((e) => /^\.(importing|replaced)-/.test(e))) {
          moves.push([entry, entry]);
          renames.set(entry, entry);
        }
        if (moves.some(([, to]) => taken.has(to))) {
          skipped.push(name);
          continue;
        }
        for (const [from, to] of moves) {
          taken.add(to);
          cpSync(join(root, from), join(merged, to), { recursive: true });
          // Display names are unique across a catalogue: each case's "Example Server" gets the case's name (same line, same column).
          const serverFile = join(merged, to, 'server.yaml');
          if (to.startsWith('servers/') && existsSync(serverFile)) {
            const bytes = readFileSync(serverFile);
            const renamed = Buffer.from(
              bytes.toString('latin1').replace(/^name: Example Server(?=\r?\n)/m, `name: Example Server ${name}`),
              'latin1',
            );
            if (!renamed.equals(bytes)) writeFileSync(serverFile, renamed);
          }
        }
        included.push({
          name,
          remap: (path) => {
            for (const [from, to] of renames)
              if (path === from || path.startsWith(`${from}/`)) return to + path.slice(from.length);
            return path;
          },
        });
      }
      expect(skipped, 'cases that could not share the merged catalogue').toEqual([]);

      const { problems } = validateCatalogue(merged);
      const missing: string[] = [];
      for (const { name, remap } of included) {
        for (const want of expectedOf(name)) {
          const moved = { ...want, file: remap(want.file) };
          if (!problems.some((p) => matches(p, moved)))
            missing.push(`${name}: ${moved.file}:${moved.line}:${moved.col} ${moved.message}`);
        }
      }
      expect(missing, 'defects the merged run did not report').toEqual([]);
      // Nothing lost, nothing added: the merged run finds exactly what the cases found one by one, but for the checks
      // that compare records with each other (42 cases side by side share rationales and look-alike names).
      const acrossRecords = new Set(CHECKS.filter((check) => check.scope === 'catalogue').map((check) => check.id));
      const own = (list: Problem[]) => list.filter((problem) => !acrossRecords.has(problem.check ?? '')).length;
      if (found.size === CASES.length) {
        const alone = included.reduce((sum, { name }) => sum + own(found.get(name)!), 0);
        expect(own(problems)).toBe(alone);
      }
    } finally {
      rmSync(merged, { recursive: true, force: true });
    }
  });
});

describe('npm run validate on the corpus', () => {
  const env = { ...process.env };
  delete env.NODE_OPTIONS;
  delete env.CATALOGUE_DIR;
  /** The command in this process (scripts/validate.ts), its output as a process would print it. */
  const run = (args: string[], extraEnv: Record<string, string> = {}) => {
    let stdout = '';
    let stderr = '';
    const status = validateCommand(args, {
      out: (text) => (stdout += `${text}\n`),
      err: (text) => (stderr += `${text}\n`),
      env: { ...env, ...extraEnv },
    });
    return { status, stdout, stderr, error: undefined };
  };
  /** The command as its own process, as `npm run validate` starts it: one test for each exit code. */
  const runProcess = (args: string[]) =>
    spawnSync(NODE, ['scripts/validate.ts', ...args], { cwd: REPO, env, encoding: 'utf8', timeout: 60_000 });

  it.each([
    ['enum-category', 'as a process'],
    ['invalid-utf8', 'in this process'],
    ['repo-credentials', 'in this process'],
    ['orphan-tools-folder', 'in this process'],
  ])('%s: exits 1 and names file:line:col (%s)', (name, how) => {
    const root = relative(REPO, rootOf(name));
    const result = how === 'as a process' ? runProcess([root]) : run([root]);
    expect(result.error).toBeUndefined();
    expect(result.status, result.stderr).toBe(1);
    for (const want of expectedOf(name)) {
      const where = `${slashes(join(root, want.file))}:${want.line}:${want.col}`;
      expect(result.stderr).toContain(`${where}  `);
      const line = result.stderr.split('\n').find((l) => l.startsWith(where))!;
      expect(line).toContain(want.message);
    }
    expect(result.stderr).not.toMatch(/\n\s+at /);
    expect(result.stderr).not.toMatch(/\b(Type|Range|Reference|Syntax)?Error:/);
  });

  it('reads the catalogue from CATALOGUE_DIR when given no argument', () => {
    const result = run([], { CATALOGUE_DIR: join(BAD, 'enum-risk') });
    expect(result.status, result.stderr).toBe(1);
    expect(result.stderr).toContain('risk: expected one of low, medium, high, critical');
  });

  it('exits 0 on a valid catalogue (as a process)', () => {
    const { root, cleanup } = makeCatalogue(baseFiles());
    try {
      const result = runProcess([root]);
      expect(result.status, result.stderr).toBe(0);
      expect(result.stdout).toContain('No problems in 3 files.');
      expect(result.stderr).toBe('');
    } finally {
      cleanup();
    }
  });
});

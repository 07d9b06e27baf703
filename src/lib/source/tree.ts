/**
 * The files of a repository as the extractor reads them: a git directory at an exact commit (a bare mirror
 * has no work tree: files are read with `git show <commit>:<path>`), or a plain folder (test fixtures).
 * Only text is read; git is the only program run, and only its plumbing that reads objects.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

export interface SourceTree {
  /** Where the files come from, for messages. */
  origin: string;
  /** The commit read, when the tree is a git commit. */
  commit?: string;
  /** Every file path, relative, with forward slashes, sorted. */
  files(): string[];
  /** A file's text. */
  read(path: string): string;
}

/** Files larger than this are not read (generated code, vendored bundles). */
const MAX_SOURCE_BYTES = 2 * 1024 * 1024;

const git = (dir: string, args: string[]): string =>
  execFileSync('git', ['-C', dir, ...args], {
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
    stdio: ['ignore', 'pipe', 'pipe'],
  });

/** Whether a folder is a git directory (bare or not) or has one. */
export function isGitDir(dir: string): boolean {
  try {
    git(dir, ['rev-parse', '--git-dir']);
    return true;
  } catch {
    return false;
  }
}

/** The tree of one commit of a git directory; the commit is resolved to its full hash first. */
export function gitTree(dir: string, commit: string): SourceTree {
  let full: string;
  try {
    full = git(dir, ['rev-parse', '--verify', `${commit}^{commit}`]).trim();
  } catch {
    throw new Error(`${dir}: no commit ${commit} in this repository`);
  }
  let listing: string[] | undefined;
  return {
    origin: `${dir}@${full.slice(0, 12)}`,
    commit: full,
    files() {
      listing ??= git(dir, ['ls-tree', '-r', '-l', '--full-tree', full])
        .split('\n')
        .filter(Boolean)
        .map((line) => {
          const tab = line.indexOf('\t');
          const [, type, , size] = line.slice(0, tab).split(/\s+/);
          return { path: line.slice(tab + 1), type, size: Number(size) };
        })
        .filter((entry) => entry.type === 'blob' && entry.size <= MAX_SOURCE_BYTES)
        .map((entry) => entry.path)
        .sort();
      return listing;
    },
    read(path) {
      return git(dir, ['show', `${full}:${path}`]);
    },
  };
}

/** A plain folder's files (what the tests' fixtures are). */
export function folderTree(dir: string): SourceTree {
  if (!existsSync(dir)) throw new Error(`${dir}: no such folder`);
  const walk = (rel: string): string[] =>
    readdirSync(join(dir, rel), { withFileTypes: true }).flatMap((entry) => {
      const path = rel ? `${rel}/${entry.name}` : entry.name;
      if (entry.isDirectory()) return entry.name === '.git' || entry.name === 'node_modules' ? [] : walk(path);
      return entry.isFile() && statSync(join(dir, path)).size <= MAX_SOURCE_BYTES ? [path] : [];
    });
  const listing = walk('').sort();
  return { origin: dir, files: () => listing, read: (path) => readFileSync(join(dir, path), 'utf8') };
}

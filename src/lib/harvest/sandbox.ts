/**
 * The sandbox every harvested server runs in: bubblewrap with no network, a
 * read-only system and package, a private empty home and /tmp, no view of the
 * repository or of any other folder, a scrubbed environment, and its own
 * process group so a timeout kills everything it started. There is no
 * fallback: without bwrap nothing runs.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const BWRAP = process.env.BWRAP_PATH ?? '/usr/bin/bwrap';

/** Where things appear inside the sandbox. */
export const INSIDE = {
  pkg: '/pkg',
  node: '/opt/node',
  home: '/home/sandbox',
  work: '/tmp/work',
} as const;

export class SandboxMissingError extends Error {
  constructor(detail: string) {
    super(
      `bubblewrap is not usable (${detail}); the harvest refuses to run untrusted servers without it. Install it: apt-get install bubblewrap`,
    );
    this.name = 'SandboxMissingError';
  }
}

/** Throws unless bwrap exists and can start a sandbox with no network on this machine. */
export function assertSandbox(bwrap = BWRAP): void {
  if (!existsSync(bwrap)) throw new SandboxMissingError(`${bwrap} not found`);
  const probe = spawnSync(
    bwrap,
    [
      '--unshare-all',
      '--die-with-parent',
      '--ro-bind',
      '/usr',
      '/usr',
      '--symlink',
      'usr/bin',
      '/bin',
      '--symlink',
      'usr/lib',
      '/lib',
      '--symlink',
      'usr/lib64',
      '/lib64',
      '--proc',
      '/proc',
      '--dev',
      '/dev',
      '--',
      '/bin/true',
    ],
    { encoding: 'utf8', timeout: 10_000 },
  );
  if (probe.status !== 0)
    throw new SandboxMissingError(
      `a test sandbox failed: ${(probe.stderr || probe.error?.message || `exit ${probe.status}`).trim().split('\n')[0]}`,
    );
}

export interface SandboxSpec {
  /** The installed package tree (the folder holding node_modules), mounted read-only at /pkg unless `writablePackage`. */
  packageRoot: string;
  /** Folder whose bin/node is the Node.js the server runs on; mounted read-only at /opt/node. */
  nodeDir: string;
  /** Program and arguments as seen inside the sandbox. */
  command: string[];
  /** Extra variables (placeholder credentials); everything else is scrubbed. */
  env?: Record<string, string>;
  /** Only for `npm rebuild` of install scripts: the package tree is writable (still no network). */
  writablePackage?: boolean;
}

/** Read-only system paths a Node program needs; everything else of the host stays invisible. */
const SYSTEM_FILES = [
  '/etc/ssl',
  '/etc/ca-certificates',
  '/etc/alternatives',
  '/etc/ld.so.cache',
  '/etc/localtime',
  '/etc/passwd',
  '/etc/group',
  '/etc/nsswitch.conf',
  '/etc/mime.types',
];

const ENV_NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;

/** The bwrap command line for a spec. Pure, so tests can read exactly what is and is not visible. */
export function bwrapArgs(spec: SandboxSpec): string[] {
  const args = [
    '--unshare-all', // network, pid, ipc, uts, cgroup and user namespaces: no network at all
    '--uid',
    '65534',
    '--gid',
    '65534',
    '--die-with-parent',
    '--new-session',
    '--cap-drop',
    'ALL',
    '--ro-bind',
    '/usr',
    '/usr',
    '--symlink',
    'usr/bin',
    '/bin',
    '--symlink',
    'usr/sbin',
    '/sbin',
    '--symlink',
    'usr/lib',
    '/lib',
    '--symlink',
    'usr/lib64',
    '/lib64',
  ];
  for (const path of SYSTEM_FILES) args.push('--ro-bind-try', path, path);
  args.push(
    '--proc',
    '/proc',
    '--dev',
    '/dev',
    '--tmpfs',
    '/tmp',
    '--dir',
    INSIDE.work,
    '--tmpfs',
    '/home',
    '--dir',
    INSIDE.home,
    '--ro-bind',
    spec.nodeDir,
    INSIDE.node,
    spec.writablePackage ? '--bind' : '--ro-bind',
    spec.packageRoot,
    INSIDE.pkg,
    '--chdir',
    INSIDE.work,
    '--clearenv',
    '--setenv',
    'PATH',
    `${INSIDE.node}/bin:${INSIDE.pkg}/node_modules/.bin:/usr/bin:/bin`,
    '--setenv',
    'HOME',
    INSIDE.home,
    '--setenv',
    'TMPDIR',
    '/tmp',
    '--setenv',
    'LANG',
    'C.UTF-8',
    '--setenv',
    'NO_COLOR',
    '1',
    '--setenv',
    'NODE_ENV',
    'production',
  );
  for (const [name, value] of Object.entries(spec.env ?? {})) {
    if (!ENV_NAME.test(name)) throw new Error(`not an environment variable name: ${JSON.stringify(name)}`);
    args.push('--setenv', name, value);
  }
  args.push('--', ...spec.command);
  return args;
}

/**
 * The sandbox every untrusted server runs in: bubblewrap with no network, a
 * read-only system and package, a private home and /tmp of bounded size, no
 * view of the repository or of any other folder, a fixed environment, no
 * capabilities, no nested user namespaces (`--disable-userns`) and a seccomp
 * filter (seccomp.ts), resource limits (processes, memory, file size, open
 * files, CPU time) set inside it, and its own process group so a timeout kills
 * everything it started. Run as root, the harvest drops to an unprivileged host
 * user before starting bwrap, so the sandbox's user is never host root. There
 * is no fallback: without a working bwrap nothing runs.
 */
import { spawnSync, type SpawnOptions } from 'node:child_process';
import {
  accessSync,
  chmodSync,
  closeSync,
  constants,
  copyFileSync,
  existsSync,
  mkdirSync,
  openSync,
  realpathSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join, sep } from 'node:path';
import { hostArch, seccompProgram } from './seccomp.ts';

const BWRAP = process.env.BWRAP_PATH ?? '/usr/bin/bwrap';
const PRLIMIT = '/usr/bin/prlimit';

/** The unprivileged host user (nobody:nogroup) the sandbox runs as when the harvest runs as root. */
const UNPRIVILEGED = { uid: 65534, gid: 65534 } as const;

/** Where things appear inside the sandbox. */
export const INSIDE = {
  pkg: '/pkg',
  /** The installed package tree, read-only, when install scripts run: copied from here into a bounded /pkg. */
  pkgSource: '/opt/pkg-source',
  node: '/opt/node',
  npm: '/opt/npm',
} as const;

/**
 * How the sandbox looks from inside: an ordinary user with an ordinary home,
 * host name and environment, so a server cannot tell the catalogue from a
 * person's machine by its home folder or variables alone.
 */
export interface SandboxLook {
  user: string;
  host: string;
}

/** First names for the sandbox's user, chosen per run so the sandbox has no fixed fingerprint. */
const USERS = ['alex', 'sam', 'maria', 'jon', 'priya', 'lena', 'tom', 'yuki', 'omar', 'nina', 'chris', 'ana'];
const HOSTS = ['laptop', 'desktop', 'workstation', 'mbp', 'dev'];

export function randomLook(random: () => number = Math.random): SandboxLook {
  const user = USERS[Math.floor(random() * USERS.length)]!;
  return { user, host: `${user}-${HOSTS[Math.floor(random() * HOSTS.length)]!}` };
}

const homeOf = (look: SandboxLook) => `/home/${look.user}`;
/** The working folder a server starts in (and README paths point at): a project folder in the home. */
export const workOf = (look: SandboxLook) => `${homeOf(look)}/project`;
/** The user id inside the sandbox: the first ordinary user of a Linux machine. */
const INSIDE_UID = 1000;

/** Limits set inside the sandbox (prlimit) and on its writable folders (tmpfs sizes). */
export interface SandboxLimits {
  /** Processes and threads of the sandbox's user, counted in its own user namespace. */
  tasks: number;
  /** Bytes of writable memory (RLIMIT_DATA) per process. */
  memoryBytes: number;
  /** Largest file a process may write. */
  fileBytes: number;
  openFiles: number;
  /** CPU seconds per process. */
  cpuSeconds: number;
  /** Sizes of the writable tmpfs mounts. */
  tmpBytes: number;
  homeBytes: number;
  shmBytes: number;
  /** Size of the writable copy of the package tree when install scripts run. */
  pkgBytes: number;
}

const MiB = 1024 * 1024;
export const DEFAULT_LIMITS: SandboxLimits = {
  tasks: 128,
  memoryBytes: 2048 * MiB,
  fileBytes: 128 * MiB,
  openFiles: 1024,
  cpuSeconds: 120,
  tmpBytes: 256 * MiB,
  homeBytes: 64 * MiB,
  shmBytes: 64 * MiB,
  pkgBytes: 1024 * MiB,
};

export class SandboxMissingError extends Error {
  constructor(detail: string) {
    super(
      `bubblewrap is not usable (${detail}); the harvest refuses to run untrusted servers without it. Install it (apt-get install bubblewrap, version 0.8 or later for --disable-userns) and allow unprivileged user namespaces`,
    );
    this.name = 'SandboxMissingError';
  }
}

export interface SandboxSpec {
  /** The folder mounted read-only at `mountAt` (default /pkg): the installed package tree, or the folder `import --sandbox` names. */
  packageRoot: string;
  /** Where packageRoot appears inside (default /pkg). */
  mountAt?: string;
  /** Folder whose bin/node is the Node.js the server runs on; mounted read-only at /opt/node. */
  nodeDir: string;
  /** Program and arguments as seen inside the sandbox. */
  command: string[];
  /** Extra variables (placeholder credentials, `--env`); everything else is fixed. */
  env?: Record<string, string>;
  /** The sandbox's look (user, host); a fresh random one when absent. */
  look?: SandboxLook;
  /** Host folder holding the generated passwd, group and hostname for this look (sandboxFiles). */
  etcDir: string;
  /** Working folder inside (default: the look's project folder). */
  workdir?: string;
  /**
   * Install scripts: the package tree is mounted read-only at /opt/pkg-source, copied into a bounded
   * tmpfs at /pkg, and `npm rebuild` runs there for these packages before the server starts. Their
   * output lives and dies with the sandbox.
   */
  rebuild?: { packages: string[]; npmDir: string };
  limits?: Partial<SandboxLimits>;
}

/** Read-only system paths a Node program needs. Not /etc/ssl/private, not the host's passwd. */
const SYSTEM_FILES = [
  '/etc/ssl/certs',
  '/etc/ssl/openssl.cnf',
  '/etc/ca-certificates',
  '/etc/alternatives',
  '/etc/ld.so.cache',
  '/etc/localtime',
  '/etc/nsswitch.conf',
  '/etc/mime.types',
];

const ENV_NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;
const LOOK_NAME = /^[a-z][a-z0-9-]{0,31}$/;

/** The fixed environment of a sandboxed server: what an ordinary login shell on Linux has, nothing of the host. */
function sandboxEnvironment(look: SandboxLook, workdir: string): Record<string, string> {
  return {
    HOME: homeOf(look),
    USER: look.user,
    LOGNAME: look.user,
    SHELL: '/bin/bash',
    PATH: `${INSIDE.node}/bin:/usr/local/bin:/usr/bin:/bin`,
    LANG: 'en_US.UTF-8',
    TERM: 'xterm-256color',
    PWD: workdir,
  };
}

/** Writes the passwd, group and hostname a look needs into `dir` (once), readable by the sandbox's host user. */
export function sandboxFiles(dir: string, look: SandboxLook): string {
  if (!LOOK_NAME.test(look.user) || !LOOK_NAME.test(look.host))
    throw new Error(`not a user or host name: ${JSON.stringify(look)}`);
  const etc = join(dir, `etc-${look.user}-${look.host}`);
  if (!existsSync(join(etc, 'hostname'))) {
    mkdirSync(etc, { recursive: true, mode: 0o755 });
    chmodSync(etc, 0o755);
    writeFileSync(
      join(etc, 'passwd'),
      `root:x:0:0:root:/root:/bin/bash\nnobody:x:65534:65534:nobody:/nonexistent:/usr/sbin/nologin\n${look.user}:x:${INSIDE_UID}:${INSIDE_UID}:${look.user}:${homeOf(look)}:/bin/bash\n`,
      { mode: 0o644 },
    );
    writeFileSync(join(etc, 'group'), `root:x:0:\nnogroup:x:65534:\n${look.user}:x:${INSIDE_UID}:\n`, { mode: 0o644 });
    writeFileSync(join(etc, 'hostname'), `${look.host}\n`, { mode: 0o644 });
    writeFileSync(join(etc, 'hosts'), `127.0.0.1\tlocalhost\n127.0.1.1\t${look.host}\n::1\tlocalhost\n`, {
      mode: 0o644,
    });
  }
  return etc;
}

const limitsOf = (spec: SandboxSpec): SandboxLimits => ({ ...DEFAULT_LIMITS, ...spec.limits });

/** prlimit's arguments for the limits, run as the first program inside the sandbox so they count there. */
function prlimitArgs(limits: SandboxLimits): string[] {
  const both = (n: number) => `${n}:${n}`;
  return [
    PRLIMIT,
    `--nproc=${both(limits.tasks)}`,
    `--data=${both(limits.memoryBytes)}`,
    `--fsize=${both(limits.fileBytes)}`,
    `--nofile=${both(limits.openFiles)}`,
    `--cpu=${both(limits.cpuSeconds)}`,
    '--core=0:0',
    '--',
  ];
}

/**
 * The bwrap command line for a spec, without the program itself. Pure, so tests can read exactly what is
 * and is not visible. The seccomp program is read from fd 3 (sandboxSpawn passes it).
 */
export function bwrapArgs(spec: SandboxSpec, seccompFd = 3): string[] {
  const look = spec.look ?? randomLook();
  const limits = limitsOf(spec);
  const home = homeOf(look);
  const workdir = spec.workdir ?? workOf(look);
  const mountAt = spec.mountAt ?? INSIDE.pkg;
  const args = [
    '--unshare-all', // network, pid, ipc, uts and cgroup namespaces: no network at all
    '--unshare-user', // a user namespace of its own, always (--unshare-all only tries)
    '--disable-userns', // and no user namespace of its own inside
    '--assert-userns-disabled',
    '--uid',
    String(INSIDE_UID),
    '--gid',
    String(INSIDE_UID),
    '--hostname',
    look.host,
    '--die-with-parent',
    '--new-session',
    '--cap-drop',
    'ALL',
    '--seccomp',
    String(seccompFd),
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
  for (const file of ['passwd', 'group', 'hostname', 'hosts'])
    args.push('--ro-bind', join(spec.etcDir, file), `/etc/${file}`);
  args.push(
    '--proc',
    '/proc',
    '--dev',
    '/dev',
    '--size',
    String(limits.shmBytes),
    '--tmpfs',
    '/dev/shm',
    '--size',
    String(limits.tmpBytes),
    '--tmpfs',
    '/tmp',
    '--size',
    String(limits.homeBytes),
    '--tmpfs',
    '/home',
  );
  for (const dir of ['', '/.config', '/.cache', '/.local', '/.local/share', '/.npm', '/Documents', '/Downloads'])
    args.push('--dir', `${home}${dir}`);
  if (workdir.startsWith(`${home}/`)) args.push('--dir', workdir);
  args.push('--ro-bind', spec.nodeDir, INSIDE.node);
  if (spec.rebuild) {
    args.push(
      '--ro-bind',
      spec.packageRoot,
      INSIDE.pkgSource,
      '--size',
      String(limits.pkgBytes),
      '--tmpfs',
      mountAt,
      '--ro-bind',
      spec.rebuild.npmDir,
      INSIDE.npm,
    );
  } else {
    args.push('--ro-bind', spec.packageRoot, mountAt);
  }
  // Everything not mounted above is the sandbox's own root, read-only: no writes outside the bounded tmpfs mounts.
  args.push('--remount-ro', '/dev', '--remount-ro', '/', '--chdir', workdir, '--clearenv');
  const env = { ...sandboxEnvironment(look, workdir), ...spec.env };
  for (const [name, value] of Object.entries(env)) {
    if (!ENV_NAME.test(name)) throw new Error(`not an environment variable name: ${JSON.stringify(name)}`);
    args.push('--setenv', name, value);
  }
  args.push('--', ...prlimitArgs(limits), ...(spec.rebuild ? rebuildWrapper(spec, mountAt) : spec.command));
  return args;
}

/**
 * The command that runs install scripts before the server, inside the sandbox: copy the read-only tree into the
 * bounded tmpfs, `npm rebuild` the named packages there (offline, its output on stderr), then start the server.
 * A failed rebuild ends with code 97 and says so on stderr.
 */
function rebuildWrapper(spec: SandboxSpec, mountAt: string): string[] {
  const script = `
const { cpSync } = require('node:fs');
const { spawn, spawnSync } = require('node:child_process');
const [src, dest, npm, packages, command] = process.argv.slice(1).map((a) => JSON.parse(a));
cpSync(src, dest, { recursive: true, verbatimSymlinks: true });
const env = { ...process.env, npm_config_offline: 'true', npm_config_update_notifier: 'false', npm_config_audit: 'false', npm_config_fund: 'false' };
const rebuilt = spawnSync(process.execPath, [npm, 'rebuild', '--foreground-scripts', ...packages], { cwd: dest, env, stdio: ['ignore', 2, 2] });
if (rebuilt.status !== 0) {
  process.stderr.write('harvest: install scripts failed inside the sandbox (npm rebuild exited ' + (rebuilt.status ?? rebuilt.signal) + ')\\n');
  process.exit(97);
}
process.stderr.write('harvest: install scripts ran\\n');
const server = spawn(command[0], command.slice(1), { stdio: 'inherit' });
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 128 : 1)));
`;
  return [
    `${INSIDE.node}/bin/node`,
    '-e',
    script,
    JSON.stringify(INSIDE.pkgSource),
    JSON.stringify(mountAt),
    JSON.stringify(`${INSIDE.npm}/bin/npm-cli.js`),
    JSON.stringify(spec.rebuild!.packages),
    JSON.stringify(spec.command),
  ];
}

/** The exit code of the rebuild wrapper when install scripts failed. */
export const REBUILD_FAILED = 97;

let seccompFile: string | undefined;

/** The seccomp program for this machine, written once per process to a file the spawn opens. */
function seccompPath(dir: string): string {
  const arch = hostArch();
  if (!arch) throw new SandboxMissingError(`no seccomp filter for the ${process.arch} architecture`);
  if (seccompFile && existsSync(seccompFile)) return seccompFile;
  mkdirSync(dir, { recursive: true });
  const path = join(dir, `seccomp-${arch}-${process.pid}.bpf`);
  writeFileSync(path, seccompProgram(arch), { mode: 0o644 });
  seccompFile = path;
  return path;
}

const runningAsRoot = () => typeof process.getuid === 'function' && process.getuid() === 0;

/**
 * How to start bwrap for a spec: the program, its arguments, and the spawn options that drop to an
 * unprivileged host user when this process is root and hand bwrap the seccomp program on fd 3. The caller
 * spawns it and then calls `close()` (the seccomp file descriptor is only needed until bwrap has read it).
 */
export function sandboxSpawn(
  spec: SandboxSpec,
  options: { bwrap?: string; scratch: string; stdio?: SpawnOptions['stdio'] },
): { file: string; args: string[]; options: SpawnOptions; close: () => void } {
  const fd = openSync(seccompPath(options.scratch), 'r');
  const stdio = (options.stdio ?? ['pipe', 'pipe', 'pipe']) as Array<
    SpawnOptions['stdio'] extends (infer T)[] ? T : never
  >;
  return {
    file: options.bwrap ?? BWRAP,
    args: bwrapArgs(spec, 3),
    options: {
      stdio: [...stdio.slice(0, 3), fd],
      env: {},
      cwd: '/',
      ...(runningAsRoot() ? UNPRIVILEGED : {}),
    },
    close: () => {
      try {
        closeSync(fd);
      } catch {}
    },
  };
}

/** True when every folder above `path` lets others through and `path` itself can be read by others. */
function openToOthers(path: string): boolean {
  let current = realpathSync(path);
  for (;;) {
    const mode = statSync(current).mode;
    if ((mode & 0o001) === 0) return false;
    const parent = dirname(current);
    if (parent === current) return true;
    current = parent;
  }
}

/** Throws unless the sandbox's host user can reach `path` (when this process is root and drops to it). */
export function assertOpenToSandbox(path: string): void {
  if (runningAsRoot() && !openToOthers(path))
    throw new Error(
      `${path} cannot be reached by the unprivileged user the sandbox runs as (uid ${UNPRIVILEGED.uid}): every folder above it must let others through`,
    );
}

/**
 * A Node folder the sandbox's host user can read: `nodeDir` itself when it and every folder above it are
 * open to others; else a copy of its bin/node in `scratch` (when running as root from a private folder).
 */
export function sandboxNodeDir(nodeDir: string, scratch: string): string {
  const binary = join(nodeDir, 'bin', 'node');
  if (!runningAsRoot() || openToOthers(join(nodeDir, 'bin'))) return nodeDir;
  const copy = join(scratch, 'node');
  if (!existsSync(join(copy, 'bin', 'node'))) {
    mkdirSync(join(copy, 'bin'), { recursive: true, mode: 0o755 });
    copyFileSync(binary, join(copy, 'bin', 'node'));
    chmodSync(join(copy, 'bin', 'node'), 0o755);
    for (let dir = join(copy, 'bin'); dir.startsWith(scratch); dir = dirname(dir)) chmodSync(dir, 0o755);
  }
  return copy;
}

/** npm's own package folder (holding bin/npm-cli.js), for running install scripts in the sandbox. */
export function npmDir(): string | undefined {
  for (const dir of (process.env.PATH ?? '').split(':')) {
    const candidate = join(dir, 'npm');
    try {
      accessSync(candidate, constants.X_OK);
      const cli = realpathSync(candidate);
      const root = dirname(dirname(cli));
      if (existsSync(join(root, 'bin', 'npm-cli.js'))) return root;
    } catch {}
  }
  return existsSync('/usr/lib/node_modules/npm/bin/npm-cli.js') ? '/usr/lib/node_modules/npm' : undefined;
}

/**
 * Opens `path` and the folders above it up to `boundary` to the sandbox's host user (read and traverse), as the
 * harvest's scratch folders must be when it runs as root. Folders above `boundary` are never changed.
 */
export function openForSandbox(path: string, boundary: string): void {
  if (!runningAsRoot()) return;
  for (let dir = path; ; dir = dirname(dir)) {
    const mode = statSync(dir).mode;
    if ((mode & 0o005) !== 0o005) chmodSync(dir, (mode & 0o7777) | 0o005);
    if (dir === boundary || dir === dirname(dir) || !dir.startsWith(`${boundary}${sep}`)) break;
  }
}

/**
 * Throws unless bwrap can start the full sandbox on this machine, as the harvest will use it: the unprivileged
 * host user, --disable-userns, the seccomp filter, sized tmpfs mounts and prlimit.
 */
export function assertSandbox(bwrap = BWRAP, scratch = join(process.env.TMPDIR ?? '/tmp', 'mcp-sandbox-check')): void {
  if (!existsSync(bwrap)) throw new SandboxMissingError(`${bwrap} not found`);
  if (!existsSync(PRLIMIT)) throw new SandboxMissingError(`${PRLIMIT} (util-linux) not found`);
  mkdirSync(scratch, { recursive: true, mode: 0o755 });
  openForSandbox(scratch, scratch);
  const look = { user: 'check', host: 'check' };
  const etcDir = sandboxFiles(scratch, look);
  const empty = join(scratch, 'empty');
  mkdirSync(empty, { recursive: true, mode: 0o755 });
  const launch = sandboxSpawn(
    { packageRoot: empty, nodeDir: '/usr', command: ['/bin/true'], look, etcDir },
    { bwrap, scratch, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  try {
    const probe = spawnSync(launch.file, launch.args, { ...launch.options, encoding: 'utf8', timeout: 10_000 });
    if (probe.status !== 0)
      throw new SandboxMissingError(
        `a test sandbox failed: ${(probe.stderr || probe.error?.message || `exit ${probe.status}`).trim().split('\n')[0]}`,
      );
  } finally {
    launch.close();
  }
}

/**
 * What a server entry of a client's configuration runs: the npm package behind `npx`, `bunx`, `pnpm dlx`,
 * `yarn dlx`, `npm exec` or `deno run npm:`; the PyPI package behind `uvx`, `uv tool run`, `pipx run` or
 * `python -m`; the image behind `docker run` or `podman run`; the URL of a remote server (given as the entry's URL,
 * or to a local bridge such as `mcp-remote`); otherwise the program itself. Only these identities are kept: the
 * other arguments, which may hold keys, are counted and dropped (see ./secrets.ts).
 */
import { looksSecret, safeUrl } from './secrets.ts';

export type Runs =
  | { kind: 'npm'; name: string; version?: string; via: string; repository?: string }
  | { kind: 'pypi'; name: string; version?: string; via: string; repository?: string }
  | { kind: 'docker'; image: string; tag?: string; via: string }
  | { kind: 'remote'; url: string; host: string; via?: string }
  | { kind: 'program'; name: string }
  | { kind: 'extension'; name: string }
  | { kind: 'unknown' };

const NPM_NAME = /^(@[a-z0-9][a-z0-9._~-]*\/)?[a-z0-9][a-z0-9._~-]*$/i;
const PYPI_NAME = /^[A-Za-z0-9]([A-Za-z0-9._-]*[A-Za-z0-9])?$/;
const GITHUB_SPEC =
  /^(?:github:|git\+https:\/\/github\.com\/|https:\/\/github\.com\/)([\w.-]+)\/([\w.-]+?)(?:\.git)?(?:[#@].*)?$/i;

/** The last part of a path, without a Windows extension: "C:\\tools\\uvx.exe" → "uvx". */
const programName = (command: string) =>
  command
    .trim()
    .split(/[\\/]/)
    .at(-1)!
    .replace(/\.(exe|cmd|bat|ps1)$/i, '')
    .toLowerCase();

/** "@scope/name@1.2.3" → name and version; "name@latest" → name, no version (latest is not a version). */
export function splitNpmSpec(spec: string): { name: string; version?: string } | undefined {
  const at = spec.indexOf('@', spec.startsWith('@') ? 1 : 0);
  const name = at === -1 ? spec : spec.slice(0, at);
  const version = at === -1 ? undefined : spec.slice(at + 1);
  if (!NPM_NAME.test(name) || looksSecret(name)) return undefined;
  return version && version !== 'latest' && /^[\w.+~^<>=*-]+$/.test(version) ? { name, version } : { name };
}

/** "pkg==1.2", "pkg@1.2", "pkg[extra]>=1" → name and exact version when one is pinned. */
export function splitPypiSpec(spec: string): { name: string; version?: string } | undefined {
  const match = /^([A-Za-z0-9][A-Za-z0-9._-]*)(\[[^\]]*\])?(?:(==|@)([\w.+!-]+)|[<>~!=].*)?$/.exec(spec);
  if (!match || !PYPI_NAME.test(match[1]!) || looksSecret(match[1]!)) return undefined;
  const version = match[4] && match[4] !== 'latest' ? match[4] : undefined;
  return version ? { name: match[1]!, version } : { name: match[1]! };
}

/** PEP 503: a PyPI name compares lower-cased, with runs of "-", "_" and "." as one "-". */
export const normalisePypi = (name: string) => name.toLowerCase().replace(/[-_.]+/g, '-');

/** Options of each runner that take the next argument as their value (the rest are switches). */
const VALUE_FLAGS: Record<string, ReadonlySet<string>> = {
  npx: new Set(['-p', '--package', '-c', '--call', '--registry', '--cache', '--userconfig', '-w', '--workspace']),
  bunx: new Set(['-p', '--package']),
  pnpm: new Set(['--package', '-C', '--dir', '--filter', '-F', '--registry']),
  yarn: new Set(['-p', '--package', '--cwd']),
  npm: new Set(['-p', '--package', '-c', '--call', '--registry', '-w', '--workspace', '--prefix']),
  uvx: new Set([
    '--from',
    '--with',
    '--with-editable',
    '--with-requirements',
    '-p',
    '--python',
    '--index',
    '--index-url',
    '--default-index',
    '--extra-index-url',
    '-i',
    '--directory',
    '--project',
    '--env-file',
    '--constraints',
    '-c',
    '--cache-dir',
  ]),
  pipx: new Set(['--spec', '--python', '--index-url', '-i', '--pip-args']),
  docker: new Set([
    '-e',
    '--env',
    '--env-file',
    '-v',
    '--volume',
    '--mount',
    '--name',
    '-p',
    '--publish',
    '--network',
    '--net',
    '-u',
    '--user',
    '-w',
    '--workdir',
    '--entrypoint',
    '-l',
    '--label',
    '--platform',
    '--pull',
    '--add-host',
    '--cap-add',
    '--cap-drop',
    '-m',
    '--memory',
    '--cpus',
    '-h',
    '--hostname',
    '--restart',
    '--runtime',
    '--security-opt',
    '--tmpfs',
    '--ulimit',
    '--device',
    '--dns',
    '--ipc',
    '--pid',
    '--log-driver',
    '--log-opt',
    '--stop-signal',
    '--gpus',
    '--shm-size',
    '--userns',
    '--group-add',
    '--cidfile',
  ]),
  deno: new Set(['--config', '-c', '--import-map', '--env-file', '--allow-net', '--allow-read', '--allow-env']),
};

/** The arguments that are not options of the runner, in order (options' values skipped). */
function positionals(args: readonly string[], valueFlags: ReadonlySet<string>): string[] {
  const out: string[] = [];
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    if (arg === '--') {
      out.push(...args.slice(i + 1));
      break;
    }
    if (arg.startsWith('-')) {
      if (!arg.includes('=') && valueFlags.has(arg)) i++;
      continue;
    }
    out.push(arg);
  }
  return out;
}

/** The value of an option ("--from x" or "--from=x"), if given. */
function option(args: readonly string[], names: readonly string[]): string | undefined {
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    if (arg === '--') return undefined;
    for (const name of names) {
      if (arg === name) return args[i + 1];
      if (arg.startsWith(`${name}=`)) return arg.slice(name.length + 1);
    }
  }
  return undefined;
}

/** A local bridge to a remote server (mcp-remote, supergateway and the like): the first URL among its arguments. */
const BRIDGES = new Set(['mcp-remote', 'supergateway', '@supercorp/supergateway', 'mcp-proxy', 'remote-mcp']);

function npmRuns(spec: string, rest: readonly string[], via: string): Runs {
  const github = GITHUB_SPEC.exec(spec);
  if (github)
    return {
      kind: 'npm',
      name: github[2]!,
      via,
      repository: `https://github.com/${github[1]}/${github[2]}`.toLowerCase(),
    };
  const parsed = splitNpmSpec(spec);
  if (!parsed) return { kind: 'unknown' };
  if (BRIDGES.has(parsed.name)) {
    const url = rest.map((a) => safeUrl(a)).find((u) => u !== undefined);
    if (url) return { kind: 'remote', url: url.text, host: url.host, via: parsed.name };
  }
  return { kind: 'npm', ...parsed, via };
}

/** What a local (stdio) server's command line runs. */
export function runsOfCommand(command: string, args: readonly string[]): Runs {
  // "npx -y pkg" in one string is split into words; a path ("C:\\Program Files\\nodejs\\npx.cmd") is one word.
  const head = /[\\/]/.test(command) ? [command.trim()] : command.trim().split(/\s+/).filter(Boolean);
  const words = [...head, ...args];
  if (words.length === 0) return { kind: 'unknown' };
  let program = programName(words[0]!);
  let rest = words.slice(1);
  // Shells and wrappers that only start the real command: cmd /c npx …, wsl npx …, env FOO=1 npx …, sh -c "npx …".
  for (let guard = 0; guard < 4; guard++) {
    if (program === 'cmd' && /^\/[ck]$/i.test(rest[0] ?? '')) rest = rest.slice(1);
    else if ((program === 'sh' || program === 'bash' || program === 'zsh') && rest[0] === '-c' && rest[1])
      rest = rest[1].split(/\s+/).filter(Boolean);
    else if (program === 'env' || program === 'wsl') rest = rest.filter((w, i) => i > 0 || !/^\w+=/.test(w));
    else break;
    while (rest[0] && /^\w+=/.test(rest[0])) rest = rest.slice(1);
    if (rest.length === 0) return { kind: 'unknown' };
    program = programName(rest[0]!);
    rest = rest.slice(1);
  }

  switch (program) {
    case 'npx':
    case 'bunx': {
      const pkg = option(rest, ['-p', '--package']);
      const free = positionals(rest, VALUE_FLAGS[program]!);
      const spec = pkg ?? free[0];
      return spec ? npmRuns(spec, free.slice(pkg ? 0 : 1), program) : { kind: 'unknown' };
    }
    case 'pnpm':
    case 'yarn':
    case 'npm': {
      const free = positionals(rest, VALUE_FLAGS[program]!);
      const sub = free[0];
      if (!(sub === 'dlx' || sub === 'exec' || sub === 'x')) return { kind: 'program', name: program };
      const pkg = option(rest, ['-p', '--package']);
      const spec = pkg ?? free[1];
      return spec ? npmRuns(spec, free.slice(pkg ? 1 : 2), `${program} ${sub}`) : { kind: 'unknown' };
    }
    case 'deno': {
      const spec = positionals(rest, VALUE_FLAGS.deno!).find((a) => a.startsWith('npm:'));
      return spec ? npmRuns(spec.slice(4), [], 'deno') : { kind: 'program', name: 'deno' };
    }
    case 'uvx':
    case 'uv':
    case 'pipx': {
      let list = rest;
      if (program === 'uv') {
        // Only `uv tool run` (uvx's long form) runs a published package; `uv run` runs a local project.
        const free = positionals(rest, VALUE_FLAGS.uvx!);
        if (!(free[0] === 'tool' && free[1] === 'run')) return { kind: 'program', name: 'uv' };
        list = rest.slice(rest.indexOf('run') + 1);
      }
      if (program === 'pipx') {
        const free = positionals(rest, VALUE_FLAGS.pipx!);
        if (free[0] !== 'run') return { kind: 'program', name: 'pipx' };
        list = rest.slice(rest.indexOf('run') + 1);
      }
      const via = program === 'uv' ? 'uv tool run' : program === 'pipx' ? 'pipx run' : 'uvx';
      const from = option(list, program === 'pipx' ? ['--spec'] : ['--from']);
      const free = positionals(list, VALUE_FLAGS[program === 'pipx' ? 'pipx' : 'uvx']!);
      if (from) {
        const github = GITHUB_SPEC.exec(from);
        if (github) {
          const name = free[0] && PYPI_NAME.test(free[0]) ? free[0] : github[2]!;
          return { kind: 'pypi', name, via, repository: `https://github.com/${github[1]}/${github[2]}`.toLowerCase() };
        }
        const spec = splitPypiSpec(from);
        if (spec) return { kind: 'pypi', ...spec, via };
      }
      const spec = free[0] ? splitPypiSpec(free[0]) : undefined;
      return spec ? { kind: 'pypi', ...spec, via } : { kind: 'unknown' };
    }
    case 'python':
    case 'python3':
    case 'py': {
      const module = option(rest, ['-m']);
      return module && PYPI_NAME.test(module)
        ? { kind: 'pypi', name: normalisePypi(module), via: `${program} -m` }
        : { kind: 'program', name: program };
    }
    case 'docker':
    case 'podman': {
      const free = positionals(rest, VALUE_FLAGS.docker!);
      const at = free[0] === 'run' ? 1 : free[0] === 'container' && free[1] === 'run' ? 2 : -1;
      const image = at === -1 ? undefined : free[at];
      if (!image || looksSecret(image)) return { kind: 'program', name: program };
      const digest = image.indexOf('@');
      const bare = digest === -1 ? image : image.slice(0, digest);
      const colon = bare.lastIndexOf(':');
      const hasTag = colon > bare.lastIndexOf('/');
      const tag = hasTag ? bare.slice(colon + 1) : undefined;
      return {
        kind: 'docker',
        image: (hasTag ? bare.slice(0, colon) : bare).toLowerCase(),
        ...(tag && tag !== 'latest' ? { tag } : {}),
        via: program,
      };
    }
    case 'node':
    case 'bun':
    case 'tsx': {
      // node …/node_modules/@scope/pkg/dist/index.js: the package is the one installed there.
      const script = positionals(rest, new Set(['-r', '--require', '--import', '--loader'])).find((a) =>
        /node_modules[\\/]/.test(a),
      );
      if (script) {
        const parts = script.replace(/\\/g, '/').split('node_modules/').at(-1)!.split('/');
        const name = parts[0]!.startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0]!;
        const parsed = splitNpmSpec(name);
        if (parsed) return { kind: 'npm', name: parsed.name, via: `${program} (installed package)` };
      }
      return { kind: 'program', name: program };
    }
    default: {
      if (BRIDGES.has(program)) {
        const url = rest.map((a) => safeUrl(a)).find((u) => u !== undefined);
        if (url) return { kind: 'remote', url: url.text, host: url.host, via: program };
      }
      return looksSecret(program) ? { kind: 'unknown' } : { kind: 'program', name: program };
    }
  }
}

/** In words, what an entry runs ("npm package @x/y 1.2.0, with npx"); never more than the identity kept. */
export function describeRuns(runs: Runs): string {
  switch (runs.kind) {
    case 'npm':
      return `npm package ${runs.name}${runs.version ? ` ${runs.version}` : ''}, with ${runs.via}`;
    case 'pypi':
      return `PyPI package ${runs.name}${runs.version ? ` ${runs.version}` : ''}, with ${runs.via}${runs.repository ? ` from ${runs.repository}` : ''}`;
    case 'docker':
      return `container image ${runs.image}${runs.tag ? `:${runs.tag}` : ''}, with ${runs.via}`;
    case 'remote':
      return `remote server ${runs.url}${runs.via ? `, through ${runs.via}` : ''}`;
    case 'program':
      return `the program ${runs.name}`;
    case 'extension':
      return `the Zed extension ${runs.name}`;
    case 'unknown':
      return 'a command this page cannot read';
  }
}

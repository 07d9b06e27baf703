/**
 * How to start a package's server, read from the package itself: its `bin`,
 * or the command its README's MCP client configuration runs. Also which
 * environment variables the README says it needs (only those ever get a
 * placeholder value). Pure.
 */

export interface PackageJson {
  name?: string;
  version?: string;
  bin?: string | Record<string, string>;
  main?: string;
  repository?: string | { url?: string; directory?: string };
  homepage?: string;
  scripts?: Record<string, string>;
  dependencies?: Record<string, string>;
}

export type Entry =
  | { found: true; binName?: string; file: string; args: string[]; via: 'bin' | 'readme' | 'main' }
  | { found: false; why: string };

const binsOf = (pkg: PackageJson): Record<string, string> => {
  if (typeof pkg.bin === 'string') return { [(pkg.name ?? '').replace(/^@[^/]+\//, '')]: pkg.bin };
  return pkg.bin ?? {};
};

/** The MCP client configurations a README shows: `"command": ..., "args": [...]` blocks, JSON or YAML-ish. */
function readmeConfigs(readme: string): Array<{ command: string; args: string[] }> {
  const configs: Array<{ command: string; args: string[] }> = [];
  const pattern = /"command"\s*:\s*"([^"]+)"\s*,\s*"args"\s*:\s*\[([^\]]*)\]/g;
  for (const match of readme.matchAll(pattern)) {
    const args = [...match[2]!.matchAll(/"((?:[^"\\]|\\.)*)"/g)].map((m) => m[1]!.replace(/\\(.)/g, '$1'));
    configs.push({ command: match[1]!, args });
  }
  return configs;
}

const PLACEHOLDER_ARG = /^(\/|~|\.\/|[A-Z]:\\)|path\/to|your[-_ ]|<[^>]+>|\$\{|^\{/i;

/** Stands for the sandbox's working folder in a command until the sandbox's look is chosen (launch.ts replaces it). */
export const WORK_FOLDER = '\u0000work\u0000';

/** Arguments after the package in a README's `npx -y <package> ...` configuration, paths pointed at the sandbox's work folder. */
export function readmeArgs(readme: string, packageName: string, workdir = WORK_FOLDER): string[] | undefined {
  for (const config of readmeConfigs(readme)) {
    const at = config.args.findIndex((a) => a === packageName || a.startsWith(`${packageName}@`));
    if (at === -1) continue;
    let rest = config.args.slice(at + 1);
    // `npx -y --package <pkg> -- <bin> args`: what follows "--" is the bin and its arguments.
    if (rest[0] === '--') rest = rest.slice(2);
    return rest.map((arg) => (PLACEHOLDER_ARG.test(arg) && !arg.startsWith('-') ? workdir : arg));
  }
  return undefined;
}

/** Chooses the command: the only bin, or the bin named like the package or mentioned by the README; args from the README. */
export function findEntry(pkg: PackageJson, readme: string): Entry {
  const name = pkg.name ?? '';
  const bins = Object.entries(binsOf(pkg));
  const args = readmeArgs(readme, name) ?? [];
  const unscoped = name.replace(/^@[^/]+\//, '');
  if (bins.length > 0) {
    const pick =
      (bins.length === 1 ? bins[0] : undefined) ??
      bins.find(([bin]) => bin === unscoped || bin === name.replace(/^@/, '').replace('/', '-')) ??
      bins.find(([bin]) => readmeConfigs(readme).some((c) => c.command === bin || c.args.includes(bin))) ??
      bins.find(([bin]) => /mcp|server/i.test(bin)) ??
      bins[0]!;
    return { found: true, binName: pick[0], file: pick[1], args, via: 'bin' };
  }
  return { found: false, why: 'the package has no bin, so there is no command to start it over stdio' };
}

const SECRETISH =
  /(KEY|TOKEN|SECRET|PASSWORD|PASS|PAT|AUTH|CREDENTIALS?|API|URL|URI|HOST|ENDPOINT|ID|USER|USERNAME|EMAIL|ACCOUNT|DOMAIN|ORG|WORKSPACE|PROJECT|REGION|TENANT|INSTANCE|BASE|SITE|DSN|DATABASE|CONNECTION_STRING|PORT)$/;

/** Environment variable names a README sets for the server: the keys of `"env": {...}` blocks and `NAME=value` on command lines. */
export function readmeEnvVars(readme: string): string[] {
  const names = new Set<string>();
  for (const block of readme.matchAll(/"env"\s*:\s*\{([^}]*)\}/g)) {
    for (const key of block[1]!.matchAll(/"([A-Z][A-Z0-9_]{1,63})"\s*:/g)) names.add(key[1]!);
  }
  for (const match of readme.matchAll(/(?:^|[\s`(])(?:export\s+|-e\s+|--env\s+)?([A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+)=/gm)) {
    if (SECRETISH.test(match[1]!)) names.add(match[1]!);
  }
  return [...names].sort();
}

/** A harmless value of the right shape: the sandbox has no network, so none of these reaches anything. */
export function placeholderValue(name: string): string {
  if (/(URL|URI|ENDPOINT|BASE)$/.test(name)) return 'http://127.0.0.1:9/';
  if (/HOST$/.test(name)) return '127.0.0.1';
  if (/PORT$/.test(name)) return '9';
  if (/EMAIL$/.test(name)) return 'placeholder@example.invalid';
  return `placeholder-${name.toLowerCase().replace(/_/g, '-')}`;
}

/** Variable names an error message asks for: the README's names it mentions, or any credential-like name. */
export function missingVariables(output: string, readmeVars: readonly string[]): string[] {
  const found = new Set<string>();
  for (const name of readmeVars) if (new RegExp(`\\b${name}\\b`).test(output)) found.add(name);
  if (found.size === 0) {
    for (const match of output.matchAll(
      /\b([A-Z][A-Z0-9]*(?:_[A-Z0-9]+)*_(?:API_KEY|KEY|TOKEN|SECRET|PASSWORD|PAT|CREDENTIALS|ACCESS_KEY_ID))\b/g,
    ))
      found.add(match[1]!);
  }
  return [...found].sort();
}

const ASKING =
  /required|missing|must be (set|provided|configured)|not (set|provided|configured|defined)|please (set|provide)|environment variable|env var/i;
const NOT_A_SETTING = /^(ERR|NODE|NPM|MODULE|ENOENT|EACCES|ECONNREFUSED|HTTP|JSON|UTF)(_|$)/;

/**
 * Settings a server's own error asks for: names like `ACME_API_KEY` or `ACME_BASE_URL` on a line that says something
 * is required, missing or not set. Only setting-shaped names (ending in KEY, TOKEN, URL, ID…): never error codes.
 */
export function variablesAsked(output: string): string[] {
  const found = new Set<string>();
  for (const line of output.split('\n')) {
    if (!ASKING.test(line)) continue;
    for (const match of line.matchAll(/\b([A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+)\b/g)) {
      const name = match[1]!;
      if (!NOT_A_SETTING.test(name) && SECRETISH.test(name)) found.add(name);
    }
  }
  return [...found].sort();
}

export interface OptionAsked {
  /** `--project-id`, or undefined for a positional argument. */
  flag?: string;
  /** What the value stands for, as the usage text names it (`project-id`, `allowed-directories`, `directory`). */
  value: string;
}

/**
 * Command-line options a server's own error says are required: commander's "required option '--x <v>' not
 * specified", yargs' "Missing required argument(s): x, y", "--x is required", and the required (not bracketed)
 * options and positional arguments of a "Usage: <bin> …" line. Options for help or version are never taken.
 */
export function optionsAsked(output: string): OptionAsked[] {
  const asked = new Map<string, OptionAsked>();
  const add = (flag: string | undefined, value: string) => {
    const key = flag ?? `<${value}>`;
    if (flag && /^--?(h|help|v|version)$/.test(flag)) return;
    if (!asked.has(key)) asked.set(key, flag ? { flag, value } : { value });
  };
  for (const m of output.matchAll(/required option '(--[a-z0-9][\w-]*)(?:[ =]<([^>]+)>)?'/gi))
    add(m[1], m[2] ?? m[1]!.slice(2));
  for (const m of output.matchAll(/missing required arguments?:\s*([\w-]+(?:,\s*[\w-]+)*)/gi))
    for (const name of m[1]!.split(/,\s*/)) add(`--${name.replace(/^-+/, '')}`, name.replace(/^-+/, ''));
  for (const m of output.matchAll(
    /(?:^|\s)(--[a-z0-9][\w-]*)(?: <([^>]+)>)? (?:option |argument |flag )?is required/gim,
  ))
    add(m[1], m[2] ?? m[1]!.slice(2));
  for (const m of output.matchAll(/^\s*usage:\s*\S+\s+(.*)$/gim)) {
    // Drop the optional parts ([...]) and read what is left: `--flag <value>` pairs and `<positional>`s.
    const required = m[1]!.replace(/\[[^\]]*\]/g, ' ');
    const tokens = required.split(/\s+/).filter(Boolean);
    for (let i = 0; i < tokens.length; i++) {
      const token = tokens[i]!;
      const next = tokens[i + 1];
      if (/^--[a-z0-9][\w-]*$/i.test(token) && next && /^<[^>]+>$/.test(next)) {
        add(token, next.slice(1, -1));
        i++;
      } else if (/^<[^>]+>(\.\.\.)?$/.test(token)) add(undefined, token.replace(/^<|>(\.\.\.)?$/g, ''));
    }
  }
  return [...asked.values()];
}

/** A harmless value for an option: a folder is the sandbox's own empty work folder; nothing else reaches anything. */
export function placeholderArgument(value: string, workdir = WORK_FOLDER): string {
  if (/dir|path|folder|root|vault|workspace|project[-_ ]?(path|root|dir)|cwd/i.test(value)) return workdir;
  if (/url|uri|endpoint|host/i.test(value)) return 'http://127.0.0.1:9/';
  if (/port/i.test(value)) return '9';
  if (/e-?mail/i.test(value)) return 'placeholder@example.invalid';
  return `placeholder-${value
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')}`;
}

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

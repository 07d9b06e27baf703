/**
 * Reads a client's MCP configuration (every shape in ./clients.ts) into the server entries it declares, each with
 * where it sits in the file (line and column of its name, for messages and SARIF) and what it runs (./runs.ts).
 * JSON files are read with jsonc-parser (VS Code's own parser: comments and trailing commas, as VS Code, Gemini CLI
 * and Zed allow), Codex's TOML with smol-toml.
 *
 * No secret survives this module: values of `env`, `headers`, `http_headers` and `env_http_headers`, a URL's user,
 * query and fragment, and the arguments of a command are read here and dropped; an entry keeps names, the package,
 * image or program it runs, a cleaned URL, and how many values were left out (./secrets.ts).
 */
import {
  findNodeAtLocation,
  getNodeValue,
  parseTree,
  printParseErrorCode,
  visit,
  type Node,
  type ParseError,
} from 'jsonc-parser';
import { parse as parseToml, TomlError } from 'smol-toml';
import { CONFIG_CLIENTS, clientFromFileName, type ConfigClientId } from './clients.ts';
import { runsOfCommand, type Runs } from './runs.ts';
import { isReference, looksSecret, safeUrl } from './secrets.ts';

export interface Withheld {
  /** Values of environment variables (each may be a key). */
  env: number;
  /** Values of HTTP headers. */
  headers: number;
  /** Parts of a URL: user, password, query, fragment, secret-looking path segments. */
  url: number;
  /** Arguments that look like keys. */
  args: number;
}

export interface ConfigEntry {
  /** The server's name in the user's client: the key of its entry. */
  name: string;
  /** Where in the file, when the file has several scopes (Claude Code's ~/.claude.json: "project /path"). */
  scope?: string;
  /** 1-based line and column of the entry's name. */
  line: number;
  column: number;
  /** Switched off in the file (`disabled: true`, `enabled = false`). */
  disabled: boolean;
  transport: 'stdio' | 'http' | 'sse' | 'unknown';
  runs: Runs;
  /** Names of the environment variables it sets; never their values. */
  envNames: string[];
  headerNames: string[];
  withheld: Withheld;
}

export interface ParsedConfig {
  /** The client the file belongs to, when the file name, the caller or the shape says so. */
  client?: ConfigClientId;
  /** How the client was told, in words ("from the file name", "from its keys"), or why it is not known. */
  clientReason: string;
  entries: ConfigEntry[];
  /** Things worth telling that are not errors (a comment in a plain-JSON file, an entry that is not an object). */
  notes: string[];
}

/** A configuration that cannot be read: where, what, and how to fix it. Never carries text of the file. */
export class ConfigError extends Error {
  readonly line?: number;
  readonly column?: number;
  readonly fix: string;
  constructor(message: string, fix: string, at?: { line: number; column: number }) {
    super(message);
    this.name = 'ConfigError';
    this.fix = fix;
    if (at) {
      this.line = at.line;
      this.column = at.column;
    }
  }
}

export interface ParseOptions {
  /** The file's name or path: it often names the client (".vscode/mcp.json", "config.toml"). */
  fileName?: string;
  /** The client, when the reader says which. */
  client?: ConfigClientId;
}

/** 1-based line and column of an offset. */
function position(text: string, offset: number): { line: number; column: number } {
  let line = 1;
  let start = 0;
  for (let i = 0; i < offset && i < text.length; i++) {
    if (text.charCodeAt(i) === 10) {
      line++;
      start = i + 1;
    }
  }
  return { line, column: offset - start + 1 };
}

const emptyWithheld = (): Withheld => ({ env: 0, headers: 0, url: 0, args: 0 });
const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];

/** Names of a map (env, headers), counting its values that are not mere references to variables. */
function names(value: unknown): { names: string[]; values: number } {
  if (!isObject(value)) return { names: [], values: 0 };
  const keys = Object.keys(value).filter((k) => /^[\w.-]{1,128}$/.test(k));
  const values = Object.values(value).filter((v) => typeof v === 'string' && v !== '' && !isReference(v)).length;
  return { names: keys, values };
}

/** One entry's value (an object of the client's shape) as a ConfigEntry, with nothing secret kept. */
function readEntry(
  name: string,
  value: Record<string, unknown>,
  at: { line: number; column: number },
  scope?: string,
): ConfigEntry {
  const withheld = emptyWithheld();
  // Zed's older shape: "command": { "path", "args", "env" }.
  const legacy = isObject(value.command) ? value.command : undefined;
  const command =
    typeof value.command === 'string' ? value.command : typeof legacy?.path === 'string' ? legacy.path : undefined;
  const args = legacy ? strings(legacy.args) : strings(value.args);
  const env = names(legacy?.env ?? value.env);
  withheld.env = env.values;
  const headers = [value.headers, value.http_headers, value.env_http_headers, value.requestInit].map(names);
  withheld.headers = headers.reduce((sum, h) => sum + h.values, 0);
  const url = [value.httpUrl, value.serverUrl, value.url].find((u): u is string => typeof u === 'string' && u !== '');
  const type = typeof value.type === 'string' ? value.type.toLowerCase() : undefined;

  let runs: Runs;
  let transport: ConfigEntry['transport'];
  if (url !== undefined) {
    const safe = safeUrl(url);
    runs = safe ? { kind: 'remote', url: safe.text, host: safe.host } : { kind: 'unknown' };
    withheld.url = safe ? safe.withheld : 1;
    transport =
      type === 'sse' ||
      (typeof value.url === 'string' && value.httpUrl === undefined && /\/sse\/?$/.test(safe?.text ?? ''))
        ? 'sse'
        : 'http';
  } else if (command !== undefined) {
    runs = runsOfCommand(command, args);
    withheld.args = args.filter((a) => looksSecret(a.includes('=') ? a.slice(a.indexOf('=') + 1) : a)).length;
    if (runs.kind === 'remote') withheld.url += args.filter((a) => /[?#@]/.test(a) && /^[a-z]+:\/\//i.test(a)).length;
    transport = 'stdio';
  } else if (value.settings !== undefined || value.source === 'extension') {
    runs = { kind: 'extension', name };
    transport = 'unknown';
  } else {
    runs = { kind: 'unknown' };
    transport = 'unknown';
  }
  return {
    name,
    ...(scope ? { scope } : {}),
    line: at.line,
    column: at.column,
    disabled: value.disabled === true || value.enabled === false,
    transport,
    runs,
    envNames: env.names,
    headerNames: [...new Set(headers.flatMap((h) => h.names))],
    withheld,
  };
}

/** The containers of server entries a JSON configuration may hold, with the client each shape points to. */
const JSON_CONTAINERS: Array<{ path: (string | number)[]; client?: ConfigClientId; scope?: string }> = [
  { path: ['context_servers'], client: 'zed' },
  { path: ['servers'], client: 'vscode' },
  { path: ['mcp', 'servers'], client: 'vscode' },
  { path: ['mcpServers'] },
];

function parseJson(text: string, options: ParseOptions): ParsedConfig {
  const errors: ParseError[] = [];
  const root = parseTree(text, errors, { allowTrailingComma: true, disallowComments: false });
  if (errors.length > 0 || !root) {
    const first = errors[0];
    const at = first ? position(text, first.offset) : { line: 1, column: 1 };
    throw new ConfigError(
      `not valid JSON: ${first ? printParseErrorCode(first.error) : 'empty file'} at line ${at.line}, column ${at.column}`,
      'Fix the JSON at that place (a missing comma, quote or bracket is the usual cause), or paste the whole file.',
      at,
    );
  }
  if (root.type !== 'object')
    throw new ConfigError(
      'the file holds no JSON object',
      'Paste the whole configuration file: it starts with "{".',
      position(text, root.offset),
    );

  const notes: string[] = [];
  let comments = 0;
  visit(text, { onComment: () => void comments++ }, { allowTrailingComma: true, disallowComments: false });

  const found: Array<{ node: Node; client?: ConfigClientId; scope?: string }> = [];
  // Claude Code's ~/.claude.json: user-scope servers at the top, local-scope ones under each project folder.
  const projects = findNodeAtLocation(root, ['projects']);
  const claudeJson = projects?.type === 'object';
  for (const container of JSON_CONTAINERS) {
    const node = findNodeAtLocation(root, container.path);
    if (node?.type === 'object')
      found.push({
        node,
        client: container.client,
        ...(claudeJson && container.path[0] === 'mcpServers' ? { scope: 'user' } : {}),
      });
  }
  if (projects && claudeJson) {
    for (const project of projects.children ?? []) {
      const folder = project.children?.[0]?.value;
      const servers = project.children?.[1] ? findNodeAtLocation(project.children[1], ['mcpServers']) : undefined;
      if (typeof folder === 'string' && servers?.type === 'object')
        found.push({ node: servers, client: 'claude-code', scope: `project ${folder}` });
    }
  }
  if (found.length === 0)
    throw new ConfigError(
      'no MCP servers in this file',
      'A client keeps its servers under "mcpServers" (Claude Desktop, Claude Code, Cursor, Gemini CLI, Windsurf), "servers" (VS Code\'s mcp.json), "context_servers" (Zed) or [mcp_servers.<name>] (Codex\'s config.toml): paste that file.',
    );

  const entries: ConfigEntry[] = [];
  for (const { node, scope } of found) {
    for (const property of node.children ?? []) {
      const key = property.children?.[0];
      const valueNode = property.children?.[1];
      if (!key || typeof key.value !== 'string') continue;
      const at = position(text, key.offset + 1);
      const value: unknown = valueNode ? getNodeValue(valueNode) : undefined;
      if (!isObject(value)) {
        notes.push(`"${key.value}" at line ${at.line} is not an object, so it names no server; it was skipped.`);
        continue;
      }
      entries.push(readEntry(key.value, value, at, scope));
    }
  }

  const detected = detectJsonClient(options, found, root);
  if (comments > 0 && detected.client && CONFIG_CLIENTS[detected.client].syntax === 'json')
    notes.push(
      `The file has ${comments === 1 ? 'a comment' : `${comments} comments`}; ${CONFIG_CLIENTS[detected.client].label} reads plain JSON and may refuse it.`,
    );
  return { ...detected, entries, notes };
}

function detectJsonClient(
  options: ParseOptions,
  found: Array<{ client?: ConfigClientId }>,
  root: Node,
): Pick<ParsedConfig, 'client' | 'clientReason'> {
  if (options.client) return { client: options.client, clientReason: 'as chosen' };
  const byName = options.fileName ? clientFromFileName(options.fileName) : undefined;
  // A settings.json is Gemini CLI's, Zed's or VS Code's: the keys decide.
  const base = options.fileName?.replace(/\\/g, '/').split('/').at(-1)?.toLowerCase();
  if (byName) return { client: byName, clientReason: 'from the file name' };
  const shaped = found.find((f) => f.client)?.client;
  if (shaped) return { client: shaped, clientReason: 'from its keys' };
  const raw = getNodeValue(root) as Record<string, unknown>;
  const servers = isObject(raw.mcpServers) ? Object.values(raw.mcpServers).filter(isObject) : [];
  if (servers.some((s) => 'serverUrl' in s)) return { client: 'windsurf', clientReason: 'from its keys (serverUrl)' };
  if (servers.some((s) => 'httpUrl' in s || 'includeTools' in s || 'excludeTools' in s || 'trust' in s))
    return { client: 'gemini-cli', clientReason: 'from its keys (httpUrl, trust or includeTools)' };
  if (base === 'settings.json') return { client: 'gemini-cli', clientReason: 'a settings.json with mcpServers' };
  return {
    clientReason:
      'an mcpServers file, which Claude Desktop, Claude Code, Cursor, Gemini CLI and Windsurf all read: choose the client to be sure',
  };
}

/** Line and column of `[mcp_servers.<name>]` (or the first line naming it), for a TOML entry. */
function tomlPosition(lines: readonly string[], name: string): { line: number; column: number } {
  const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const key = `(?:${escaped}|"${escaped}"|'${escaped}')`;
  const patterns = [
    new RegExp(`^\\s*\\[\\s*mcp_servers\\s*\\.\\s*${key}\\s*\\]`),
    new RegExp(`^\\s*mcp_servers\\s*\\.\\s*${key}\\s*[.=]`),
    new RegExp(`^\\s*${key}\\s*=\\s*\\{`),
    new RegExp(`^\\s*\\[\\s*mcp_servers\\s*\\.\\s*${key}\\s*\\.`),
  ];
  for (const pattern of patterns) {
    const index = lines.findIndex((l) => pattern.test(l));
    if (index !== -1) return { line: index + 1, column: lines[index]!.search(/\S/) + 1 };
  }
  return { line: 1, column: 1 };
}

function parseCodex(text: string, options: ParseOptions): ParsedConfig {
  let doc: Record<string, unknown>;
  try {
    doc = parseToml(text) as Record<string, unknown>;
  } catch (error) {
    if (error instanceof TomlError) {
      const reason = error.message.split('\n')[0]!.replace(/^Invalid TOML document:\s*/i, '');
      throw new ConfigError(
        `not valid TOML: ${reason} at line ${error.line}, column ${error.column}`,
        'Fix the TOML at that place (an unclosed quote or bracket, or a key set twice, is the usual cause).',
        { line: error.line, column: error.column },
      );
    }
    throw new ConfigError('not valid TOML', 'Paste the whole config.toml.');
  }
  const servers = doc.mcp_servers;
  if (!isObject(servers))
    throw new ConfigError(
      'no MCP servers in this file',
      "Codex keeps its servers in [mcp_servers.<name>] tables of ~/.codex/config.toml (or a project's .codex/config.toml).",
    );
  const lines = text.split(/\r?\n/);
  const notes: string[] = [];
  const entries: ConfigEntry[] = [];
  for (const [name, value] of Object.entries(servers)) {
    const at = tomlPosition(lines, name);
    if (!isObject(value)) {
      notes.push(`mcp_servers.${name} at line ${at.line} is not a table, so it names no server; it was skipped.`);
      continue;
    }
    entries.push(readEntry(name, value, at));
  }
  return {
    client: options.client ?? 'codex',
    clientReason: options.client ? 'as chosen' : 'a TOML file with [mcp_servers] tables',
    entries,
    notes,
  };
}

/** Reads a configuration file's text. Throws ConfigError, with line and column when there is one, on bad input. */
export function parseConfig(text: string, options: ParseOptions = {}): ParsedConfig {
  const client = options.client ?? (options.fileName ? clientFromFileName(options.fileName) : undefined);
  const trimmed = text.replace(/^\uFEFF/, '').trim();
  if (trimmed === '')
    throw new ConfigError(
      'the file is empty',
      'Paste the whole configuration file, or choose it with the file button.',
    );
  const toml = client
    ? CONFIG_CLIENTS[client].syntax === 'toml'
    : !/^[{[]/.test(trimmed) && /\bmcp_servers\b/.test(trimmed);
  return toml ? parseCodex(text.replace(/^\uFEFF/, ''), options) : parseJson(text.replace(/^\uFEFF/, ''), options);
}

/** How many values of an entry were left out, in words ("2 environment values and 1 header value"), or "". */
export function withheldText(withheld: Withheld): string {
  const parts = [
    [withheld.env, 'environment value'],
    [withheld.headers, 'header value'],
    [withheld.url, 'part of the URL', 'parts of the URL'],
    [withheld.args, 'argument that looks like a key', 'arguments that look like keys'],
  ] as const;
  const said = parts.filter(([n]) => n > 0).map(([n, one, many]) => `${n} ${n === 1 ? one : (many ?? `${one}s`)}`);
  return said.length <= 1 ? (said[0] ?? '') : `${said.slice(0, -1).join(', ')} and ${said.at(-1)}`;
}

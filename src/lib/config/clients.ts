/**
 * The MCP clients whose configuration files a reader can paste on /stack/ or pass to `npm run check`: where each
 * keeps its servers and in which shape, checked against each client's own documentation (the `source` of each
 * entry). The parser (./parse.ts) reads every shape listed here; this table is also what the page and the CLI
 * print, so a reader sees the same names and files everywhere.
 *
 * Shapes, per the sources:
 * - `mcpServers` object (Claude Desktop, Claude Code, Cursor, Gemini CLI, Windsurf): a key per server holding
 *   `command`/`args`/`env` for a local server, or a URL for a remote one: `url` (+ `type: "http"|"sse"` in Claude
 *   Code), `httpUrl` (Gemini CLI's Streamable HTTP; its `url` is SSE), `serverUrl` (Windsurf, which also reads
 *   `url`), with `headers`.
 * - `~/.claude.json` (Claude Code): user-scope servers under `mcpServers`, local-scope ones under
 *   `projects.<folder>.mcpServers`.
 * - VS Code: `servers` in `.vscode/mcp.json` (JSON with comments), each with `type` `stdio`/`http`/`sse`; the user
 *   settings.json form nests the same object under `mcp.servers`.
 * - Codex: TOML tables `[mcp_servers.<name>]` with `command`/`args`/`env` or `url`, `http_headers`,
 *   `bearer_token_env_var`, and `enabled = false` to switch one off.
 * - Zed: `context_servers` in settings.json (JSON with comments): `command` (a string, or the older object
 *   `{ path, args, env }`), `args`, `env`, or `url` with `headers`; an entry with only `settings` is served by a Zed
 *   extension.
 */

export const CONFIG_CLIENT_IDS = [
  'claude-code',
  'claude-desktop',
  'cursor',
  'vscode',
  'codex',
  'gemini-cli',
  'windsurf',
  'zed',
] as const;
export type ConfigClientId = (typeof CONFIG_CLIENT_IDS)[number];

export interface ConfigClient {
  id: ConfigClientId;
  /** The product, as its makers call it. */
  label: string;
  /** Where its configuration lives, as a reader would look for it. */
  files: readonly string[];
  /** The client's own documentation of the file's shape, which the parser follows. */
  source: string;
  syntax: 'json' | 'jsonc' | 'toml';
  /** Words that name its policy export among EXPORT_TARGETS (id or label), when one exists: see ./targets.ts. */
  exportWords: readonly string[];
}

export const CONFIG_CLIENTS: Record<ConfigClientId, ConfigClient> = {
  'claude-code': {
    id: 'claude-code',
    label: 'Claude Code',
    files: ['.mcp.json', '~/.claude.json'],
    source: 'https://code.claude.com/docs/en/mcp',
    syntax: 'json',
    exportWords: ['claude-code', 'claude code'],
  },
  'claude-desktop': {
    id: 'claude-desktop',
    label: 'Claude Desktop',
    files: ['claude_desktop_config.json'],
    source: 'https://modelcontextprotocol.io/docs/develop/connect-local-servers',
    syntax: 'json',
    exportWords: [],
  },
  cursor: {
    id: 'cursor',
    label: 'Cursor',
    files: ['.cursor/mcp.json', '~/.cursor/mcp.json'],
    source: 'https://cursor.com/docs/context/mcp',
    syntax: 'json',
    exportWords: ['cursor'],
  },
  vscode: {
    id: 'vscode',
    label: 'VS Code',
    files: ['.vscode/mcp.json', 'settings.json (mcp.servers)'],
    source: 'https://code.visualstudio.com/docs/copilot/reference/mcp-configuration',
    syntax: 'jsonc',
    exportWords: ['vscode', 'vs code', 'copilot'],
  },
  codex: {
    id: 'codex',
    label: 'Codex',
    files: ['~/.codex/config.toml', '.codex/config.toml'],
    source: 'https://developers.openai.com/codex/mcp',
    syntax: 'toml',
    exportWords: ['codex'],
  },
  'gemini-cli': {
    id: 'gemini-cli',
    label: 'Gemini CLI',
    files: ['~/.gemini/settings.json', '.gemini/settings.json'],
    source: 'https://github.com/google-gemini/gemini-cli/blob/main/docs/tools/mcp-server.md',
    syntax: 'jsonc',
    exportWords: ['gemini'],
  },
  windsurf: {
    id: 'windsurf',
    label: 'Windsurf',
    files: ['~/.codeium/windsurf/mcp_config.json'],
    source: 'https://docs.windsurf.com/windsurf/cascade/mcp',
    syntax: 'json',
    exportWords: ['windsurf'],
  },
  zed: {
    id: 'zed',
    label: 'Zed',
    files: ['~/.config/zed/settings.json', '.zed/settings.json'],
    source: 'https://zed.dev/docs/ai/mcp',
    syntax: 'jsonc',
    exportWords: ['zed'],
  },
};

export const isConfigClientId = (value: string): value is ConfigClientId =>
  (CONFIG_CLIENT_IDS as readonly string[]).includes(value);

/** The client a file's path names, when it does (the last parts of the path are enough). */
export function clientFromFileName(path: string): ConfigClientId | undefined {
  const p = path.replace(/\\/g, '/').toLowerCase();
  const base = p.split('/').at(-1) ?? '';
  if (base === 'claude_desktop_config.json') return 'claude-desktop';
  if (base === '.claude.json' || base === '.mcp.json') return 'claude-code';
  if (base === 'mcp_config.json') return 'windsurf';
  if (base.endsWith('.toml')) return 'codex';
  if (p.endsWith('.cursor/mcp.json')) return 'cursor';
  if (p.endsWith('.vscode/mcp.json')) return 'vscode';
  if (p.endsWith('.gemini/settings.json')) return 'gemini-cli';
  if (p.endsWith('zed/settings.json')) return 'zed';
  return undefined;
}

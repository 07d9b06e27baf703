/** The client configuration fixtures (tests/fixtures/configs/README.md), one or two files a client. */
export const CONFIG_FIXTURES = [
  'claude-code/.mcp.json',
  'claude-code/.claude.json',
  'claude-desktop/claude_desktop_config.json',
  'cursor/.cursor/mcp.json',
  'vscode/.vscode/mcp.json',
  'codex/config.toml',
  'gemini-cli/.gemini/settings.json',
  'windsurf/mcp_config.json',
  'zed/settings.json',
] as const;

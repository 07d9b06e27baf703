/**
 * Where each format was read from, and what checks the files in this project's tests. /docs/exports/ prints
 * these; tests/exports-sources.test.ts holds them to the targets and to the engines the tests use.
 */
export interface FormatSource {
  /** What was read: a repository with path and commit, or a vendor's documentation page when the client is closed source. */
  read: Array<{ repo?: string; path?: string; commit?: string; url?: string; what: string }>;
  /** Which engine reads the file in the tests, in one sentence: the real one, a port of it, or a stand-in, said as such. */
  check: string;
}

export const FORMAT_SOURCES: Record<string, FormatSource> = {
  'claude-code': {
    read: [
      {
        repo: 'SchemaStore/schemastore',
        path: 'src/schemas/json/claude-code-settings.json',
        commit: 'd2cbdcde9855c1bf9ea99c336163cc6c93753e39',
        what: 'the settings schema, permissions and hooks included',
      },
      {
        url: 'https://code.claude.com/docs/en/hooks',
        what: 'PreToolUse hooks: the call on stdin, permissionDecision deny or ask, exit code 2 blocks (Claude Code is closed source)',
      },
    ],
    check:
      "ajv validates each file against SchemaStore's schema (vendored); the rules are applied in Claude Code's documented order (deny, ask, allow, unnamed tools ask); the hook command itself is run by sh and node for each call of a tool with conditions.",
  },
  codex: {
    read: [
      {
        repo: 'openai/codex',
        path: 'codex-rs/config/src/mcp_types.rs',
        commit: '00b17c26',
        what: 'enabled_tools, disabled_tools and approval_mode (auto, prompt, approve)',
      },
      {
        repo: 'openai/codex',
        path: 'codex-rs/core/src/mcp_tool_call.rs',
        commit: '002500f2',
        what: 'approval skipped in full-access mode, prompts routed to a reviewer',
      },
    ],
    check:
      "smol-toml parses the file and a JSON Schema of ours, taken from Codex's config types, checks every key; decisions follow Codex's order (enabled_tools, then disabled_tools, then approval_mode).",
  },
  'gemini-cli': {
    read: [
      {
        repo: 'google-gemini/gemini-cli',
        path: 'packages/core/src/policy/ (toml-loader.ts, policy-engine.ts, utils.ts, stable-stringify.ts)',
        commit: '5411f113cafae26161b4969b0237b8e1e024e2c2',
        what: 'the rule schema, priorities, argsPattern matching and its safety check',
      },
      {
        repo: 'google-gemini/gemini-cli',
        path: 'docs/reference/policy-engine.md',
        commit: '5411f113cafae26161b4969b0237b8e1e024e2c2',
        what: 'policy locations (the workspace tier is disabled) and decisions',
      },
    ],
    check:
      "A port of Gemini CLI's policy loader and matcher (its rule schema, isSafeRegExp, stableStringify, rule matching and tool hiding) reads each file; the TOML is parsed with smol-toml, where Gemini CLI uses @iarna/toml.",
  },
  cursor: {
    read: [
      {
        url: 'https://cursor.com/docs/reference/permissions',
        what: 'permissions.json: mcpAllowlist of "server:tool" entries (Cursor is closed source and publishes no schema)',
      },
    ],
    check:
      'A JSON Schema of ours, taken from the documented fields, checks the file; decisions follow the documentation (listed tools run, every other tool asks).',
  },
  vscode: {
    read: [
      {
        repo: 'microsoft/vscode',
        path: 'src/vs/workbench/contrib/chat/browser/tools/languageModelToolsService.ts',
        commit: '00e03ed02a75e10dc9e5fdd8f785291046f32944',
        what: 'isToolEligibleForAutoApproval (a tool set to false always asks), getToolFullReferenceName (an MCP tool by its name alone) and shouldAutoConfirm (eligibility before stored approvals and global auto-approve; a chat set to approve everything comes first)',
      },
      {
        repo: 'microsoft/vscode',
        path: 'src/vs/workbench/contrib/mcp/common/mcpLanguageModelToolContribution.ts',
        commit: '027907cb37d0df0ff0df4b3538d3dbc1d26e7cac',
        what: "an MCP tool's reference name, and its confirmation unless the server marks it read-only",
      },
      {
        repo: 'microsoft/vscode',
        path: 'src/vs/workbench/contrib/mcp/common/mcpServer.ts',
        commit: '0052d689f910e056718b44fdecc7a5e1ad2c3b66',
        what: 'McpTool.referenceName and _normalizeTool: characters outside [a-z0-9_-] written "_"',
      },
      {
        url: 'https://code.visualstudio.com/docs/copilot/reference/copilot-settings',
        what: 'chat.tools.eligibleForAutoApproval (experimental): which tools require manual approval; its registration in chat.contribution.ts is an object of tool names to booleans, default {}',
      },
    ],
    check:
      "jsonc-parser (VS Code's own JSON parser) reads the file and a JSON Schema of ours, taken from the setting's registration, checks it; a port of VS Code's approval logic (isToolEligibleForAutoApproval, shouldAutoConfirm and the MCP tool's confirmation) decides each call, as if you had chosen Always Allow for every tool VS Code offered it for.",
  },
  'copilot-cli': {
    read: [
      {
        url: 'https://docs.github.com/en/copilot/how-tos/use-copilot-agents/use-copilot-cli',
        what: "--allow-tool and --deny-tool 'SERVER(tool)' (Copilot CLI is closed source; the option text was read as GitHub's documentation gives it)",
      },
    ],
    check:
      'The options are read back as a POSIX shell splits them and applied as documented (deny wins over allow, other tools ask).',
  },
  zed: {
    read: [
      {
        repo: 'zed-industries/zed',
        path: 'crates/agent/src/tool_permissions.rs',
        commit: '00b6ce1c6992ec3c5df1b15ee144e4607c7af470',
        what: 'how a tool call is decided (check_commands)',
      },
      {
        repo: 'zed-industries/zed',
        path: 'docs/src/ai/tool-permissions.md',
        commit: '07b5ab52ac13311f8fd53f277c8eed7042d645c3',
        what: 'the settings keys and "mcp:<server>:<tool>" names',
      },
    ],
    check:
      "A port of Zed's check_commands decides each call; the settings keys are checked by a schema of ours (Zed builds its settings schema at run time and publishes no file).",
  },
  cline: {
    read: [
      {
        repo: 'cline/cline',
        path: 'apps/vscode/src/services/mcp/schemas.ts',
        commit: '21cb8d2525bcedf1f4b6890b27a74a14fe7451e4',
        what: 'the MCP settings schema: autoApprove and disabled (there is no per-tool off switch)',
      },
      {
        repo: 'cline/cline',
        path: 'apps/vscode/src/services/mcp/McpHub.ts',
        commit: '21cb8d2525bcedf1f4b6890b27a74a14fe7451e4',
        what: 'autoApprove read per tool name',
      },
    ],
    check:
      "A port of Cline's zod settings schema parses each entry merged into a stdio server entry; decisions follow McpHub (autoApprove runs, a disabled server runs nothing, the rest asks).",
  },
  'roo-code': {
    read: [
      {
        repo: 'RooCodeInc/Roo-Code',
        path: 'src/services/mcp/McpHub.ts',
        commit: 'cb836567180a3ff1da6d082f3178b90c3bd22a70',
        what: 'the MCP settings schema: alwaysAllow and disabledTools',
      },
      {
        repo: 'RooCodeInc/Roo-Code',
        path: 'src/core/tools/UseMcpToolTool.ts',
        commit: 'cb836567180a3ff1da6d082f3178b90c3bd22a70',
        what: 'a disabled tool is refused when called',
      },
    ],
    check:
      "A port of Roo Code's zod settings schema parses each entry merged into a stdio server entry; decisions follow McpHub and UseMcpToolTool.",
  },
  'openai-responses': {
    read: [
      {
        repo: 'openai/openai-openapi',
        path: 'openapi.json (components.schemas.MCPTool)',
        commit: 'f85dbe223d40e1a31cba812ab2d755c7e98a92a3',
        what: 'server_label, allowed_tools and require_approval',
      },
    ],
    check:
      "ajv validates each tool object against OpenAI's own MCPTool schema (vendored); decisions follow its descriptions (tools outside allowed_tools are not offered, require_approval defaults to always).",
  },
  toolhive: {
    read: [
      {
        repo: 'stacklok/toolhive',
        path: 'pkg/authz/authorizers/cedar/core.go',
        commit: 'e25de16cf9720b13cf0b400c861a2f6840e2763c',
        what: 'Client, Action::"call_tool", Tool entities and arguments as context "arg_<name>"',
      },
    ],
    check:
      "Cedar's engine (@cedar-policy/cedar-wasm, the Rust implementation) stands in for cedar-go: it parses each policy, validates it against a schema of ours in strict mode and decides each call with ToolHive's context.",
  },
  'docker-mcp': {
    read: [
      {
        repo: 'docker/docs',
        path: 'content/manuals/ai/sandboxes/governance/reference/mcp-policy.md',
        commit: '03153a37',
        what: 'the MCP namespace, invokeTool and @requireApproval',
      },
      {
        repo: 'docker/mcp-gateway',
        path: 'pkg/policy/policy.go',
        commit: '2bd20fe8',
        what: 'the open-source gateway has no Cedar: it asks Docker Desktop, or allows everything',
      },
    ],
    check:
      "Cedar's engine (cedar-wasm) validates the statements against a schema of ours taken from Docker's reference and decides each call; Docker's own engine is not public.",
  },
  agentgateway: {
    read: [
      {
        repo: 'agentgateway/agentgateway',
        path: 'crates/agentgateway/src/http/authorization.rs',
        commit: '75b4e6ce',
        what: 'rule kinds and their order; mcp.tool.arguments is filled after authorization',
      },
    ],
    check:
      "cel-js (@marcbachmann/cel-js) stands in for agentgateway's CEL fork: it parses and evaluates each rule, applied in agentgateway's order (a deny denies, every require must hold, an allow allows, otherwise deny when any allow rule exists).",
  },
  intercept: {
    read: [
      {
        repo: 'PolicyLayer/Intercept',
        path: 'internal/config, internal/engine, internal/proxy/handler.go, internal/state, cmd/root.go',
        commit: '77f042909607bfca53837d6d5921c5a40c2c1dc6',
        what: 'the policy file, its validation, conditions, counters and the run command',
      },
    ],
    check:
      "A port of Intercept's config loading and validation (its own error rules) and of its engine reads each file; RE2 (@adguard/re2-wasm) plays Go's regexp for the regex conditions.",
  },
  agentcore: {
    read: [
      {
        url: 'https://docs.aws.amazon.com/bedrock-agentcore/latest/devguide/policy-schema-constraints.html',
        what: 'OAuthUser, Gateway and "<target>___<tool>" actions; statements of at most 10,000 characters (AgentCore is a closed service)',
      },
    ],
    check:
      "Cedar's engine (cedar-wasm) validates the statements against a schema of ours built from AWS's constraints and decides each call; each statement's length is checked against the limit.",
  },
};

/** A commit as the docs show it. */
export const shortCommit = (commit: string) => commit.slice(0, 8);

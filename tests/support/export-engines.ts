/**
 * Reads each exported file back with the target's own engine (Cedar, CEL) or a
 * real parser (JSON, TOML, YAML) plus the format's field rules, and answers
 * what that target would decide for a call to one tool of one server:
 * 'allow', 'needs-approval' or 'deny' (and the limit, where the target has one).
 *
 * Which engine checks which file (the list /docs/exports/ prints is EXPORT_ENGINES below):
 * - Claude Code: SchemaStore's claude-code-settings.json (vendored in tests/fixtures/schemas) with ajv,
 *   our model of its rule order, and the hook command itself run by sh and node on each call.
 * - Gemini CLI: a port of its policy loader and matcher (google-gemini/gemini-cli
 *   packages/core/src/policy/{toml-loader,policy-engine,utils,stable-stringify}.ts).
 * - Intercept: a port of its config.Load, config.Validate and engine.Evaluate (PolicyLayer/Intercept
 *   internal/{config,engine}), with RE2 (@adguard/re2-wasm) for its regex operator as Go's regexp.
 * - Cline, Roo Code: ports of their zod settings schemas; Zed: a port of its check_commands.
 * - OpenAI Responses: the MCPTool schema of openai/openai-openapi (vendored) with ajv.
 * - ToolHive, Docker, AgentCore: Cedar's own engine (cedar-wasm) with schemas of our own; agentgateway:
 *   its config schema is not vendored, its CEL is read by cel-js with agentgateway's rule order.
 * - VS Code: jsonc-parser (VS Code's own parser) and a port of its approval path for an MCP tool
 *   (microsoft/vscode languageModelToolsService.ts, mcpLanguageModelToolContribution.ts, mcpServer.ts).
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import Ajv from 'ajv';
import Ajv2020 from 'ajv/dist/2020.js';
import { z } from 'astro/zod';
import { RE2 } from '@adguard/re2-wasm';
import { parse as parseToml } from 'smol-toml';
import { parse as parseYaml } from 'yaml';
import { parse as parseCel } from '@marcbachmann/cel-js';
import { parse as parseJsonc, parseTree, printParseErrorCode, type Node, type ParseError } from 'jsonc-parser';
import type * as CedarModule from '@cedar-policy/cedar-wasm/nodejs';
import {
  AGENTCORE_GATEWAY_PLACEHOLDER,
  DOCKER_SCHEMA,
  TOOLHIVE_SCHEMA,
  agentcoreAction,
} from '../../src/lib/policy/exports/cedar.ts';
import { cedarString } from '../../src/lib/policy/exports/escape.ts';
import { claudeName } from '../../src/lib/policy/exports/claude-code.ts';
import type { ExportServer } from '../../src/lib/policy/exports/index.ts';
import type { PolicyWindow } from '../../src/schema/enums.ts';

export const cedar = createRequire(import.meta.url)('@cedar-policy/cedar-wasm/nodejs') as typeof CedarModule;

export type EngineOutcome = 'allow' | 'needs-approval' | 'deny';
export interface EngineDecision {
  outcome: EngineOutcome;
  limit?: { max: number; window: PolicyWindow };
}
/** What a parsed export decides for a call of a tool of a server (the server by its client name), with these arguments. */
export type Decider = (server: string, tool: string, args?: Record<string, unknown>) => EngineDecision;

const ajv = new Ajv({ strict: true, allErrors: true });
const fail = (what: string, errors: unknown): never => {
  throw new Error(`${what}: ${JSON.stringify(errors, null, 1).slice(0, 2000)}`);
};

// ---------------------------------------------------------------- Claude Code

/** SchemaStore's claude-code-settings.json, as vendored (tests/fixtures/schemas/SOURCES.md). */
const schemaStoreClaude = new Ajv({ strict: false, allErrors: true, validateFormats: false }).compile(
  JSON.parse(readFileSync(new URL('../fixtures/schemas/claude-code-settings.json', import.meta.url), 'utf8')) as object,
);
/** SchemaStore's permissionRule for MCP rules is "mcp__.*"; Claude Code's names are stricter. */
export const CLAUDE_RULE = /^mcp__[A-Za-z0-9_-]+__[A-Za-z0-9_-]+$/;
const claudeSchema = ajv.compile({
  type: 'object',
  // Claude Code rejects a settings file with a key it does not know, so the export holds only these.
  additionalProperties: false,
  required: ['permissions'],
  properties: {
    $schema: { const: 'https://json.schemastore.org/claude-code-settings.json' },
    permissions: {
      type: 'object',
      additionalProperties: false,
      properties: Object.fromEntries(
        ['allow', 'ask', 'deny'].map((k) => [
          k,
          { type: 'array', uniqueItems: true, items: { type: 'string', pattern: '^mcp__.*$' } },
        ]),
      ),
    },
    hooks: {
      type: 'object',
      additionalProperties: false,
      properties: {
        PreToolUse: {
          type: 'array',
          items: {
            type: 'object',
            additionalProperties: false,
            required: ['matcher', 'hooks'],
            properties: {
              matcher: { type: 'string' },
              hooks: {
                type: 'array',
                items: {
                  type: 'object',
                  additionalProperties: false,
                  required: ['type', 'command'],
                  properties: { type: { const: 'command' }, command: { type: 'string' } },
                },
              },
            },
          },
        },
      },
    },
  },
});

interface ClaudeSettings {
  permissions: Record<'allow' | 'ask' | 'deny', string[]>;
  hooks?: { PreToolUse: Array<{ matcher: string; hooks: Array<{ type: 'command'; command: string }> }> };
}

/** Runs a hook command as Claude Code does (sh, the call on stdin) and reads its answer. */
export function runClaudeHook(
  command: string,
  toolName: string,
  args: unknown,
): { decision?: 'allow' | 'deny' | 'ask'; blocked?: boolean } {
  const run = spawnSync('sh', ['-c', command], {
    input: JSON.stringify({ hook_event_name: 'PreToolUse', tool_name: toolName, tool_input: args ?? {} }),
    encoding: 'utf8',
  });
  // Exit code 2 blocks the call; any other non-zero code is a non-blocking error (the call goes on).
  if (run.status === 2) return { blocked: true };
  if (run.status !== 0) throw new Error(`hook failed without blocking (status ${run.status}): ${run.stderr}`);
  if (run.stdout.trim() === '') return {};
  const out = JSON.parse(run.stdout) as { hookSpecificOutput: { permissionDecision: 'allow' | 'deny' | 'ask' } };
  return { decision: out.hookSpecificOutput.permissionDecision };
}

export function claudeDecider(text: string): Decider {
  const doc = JSON.parse(text) as ClaudeSettings;
  if (!schemaStoreClaude(doc))
    fail("claude-code.json does not validate against SchemaStore's schema", schemaStoreClaude.errors);
  if (!claudeSchema(doc)) fail('claude-code.json holds more than the export writes', claudeSchema.errors);
  for (const list of Object.values(doc.permissions))
    for (const rule of list) if (!CLAUDE_RULE.test(rule)) fail('bad Claude Code rule', rule);
  const sets = {
    deny: new Set(doc.permissions.deny),
    ask: new Set(doc.permissions.ask),
    allow: new Set(doc.permissions.allow),
  };
  const hooks = (doc.hooks?.PreToolUse ?? []).map((h) => ({ matcher: new RegExp(h.matcher), commands: h.hooks }));
  return (server, tool, args) => {
    const rule = `mcp__${claudeName(server)}__${claudeName(tool)}`;
    // Hooks first: a deny or ask answer decides; no answer leaves it to the rules (an allow answer would not skip them).
    for (const hook of hooks) {
      if (!hook.matcher.test(rule)) continue;
      for (const { command } of hook.commands) {
        const answer = runClaudeHook(command, rule, args);
        if (answer.blocked || answer.decision === 'deny') return { outcome: 'deny' };
        if (answer.decision === 'ask' && !sets.deny.has(rule)) return { outcome: 'needs-approval' };
      }
    }
    // Claude Code checks deny, then ask, then allow; a tool no rule names asks (default mode).
    if (sets.deny.has(rule)) return { outcome: 'deny' };
    if (sets.ask.has(rule)) return { outcome: 'needs-approval' };
    if (sets.allow.has(rule)) return { outcome: 'allow' };
    return { outcome: 'needs-approval' };
  };
}

// ---------------------------------------------------------------- Codex

const codexSchema = ajv.compile({
  type: 'object',
  additionalProperties: false,
  required: ['mcp_servers'],
  properties: {
    mcp_servers: {
      type: 'object',
      propertyNames: { pattern: '^[A-Za-z0-9_-]+$' },
      additionalProperties: {
        type: 'object',
        additionalProperties: false,
        required: ['enabled_tools', 'disabled_tools', 'default_tools_approval_mode'],
        properties: {
          enabled_tools: { type: 'array', items: { type: 'string' } },
          disabled_tools: { type: 'array', items: { type: 'string' } },
          default_tools_approval_mode: { enum: ['auto', 'prompt', 'approve'] },
          tools: {
            type: 'object',
            additionalProperties: {
              type: 'object',
              additionalProperties: false,
              required: ['approval_mode'],
              properties: { approval_mode: { enum: ['auto', 'prompt', 'approve'] } },
            },
          },
        },
      },
    },
  },
});

interface CodexServer {
  enabled_tools: string[];
  disabled_tools: string[];
  default_tools_approval_mode: string;
  tools?: Record<string, { approval_mode: string }>;
}

export function codexDecider(text: string): Decider {
  const doc = parseToml(text) as { mcp_servers?: Record<string, CodexServer> };
  if (Object.keys(doc).length === 0) return () => ({ outcome: 'deny' });
  if (!codexSchema(doc)) fail('codex.toml does not match the Codex config fields', codexSchema.errors);
  return (server, tool) => {
    const config = Object.hasOwn(doc.mcp_servers!, server) ? doc.mcp_servers![server]! : undefined;
    if (!config) return { outcome: 'deny' };
    // enabled_tools first, then disabled_tools removed; an unregistered tool cannot be called.
    if (!config.enabled_tools.includes(tool) || config.disabled_tools.includes(tool)) return { outcome: 'deny' };
    const mode =
      (config.tools && Object.hasOwn(config.tools, tool) ? config.tools[tool]!.approval_mode : undefined) ??
      config.default_tools_approval_mode;
    return { outcome: mode === 'approve' ? 'allow' : 'needs-approval' };
  };
}

// ---------------------------------------------------------------- Cedar

function cedarOk<T extends { type: string }>(answer: T, what: string): Extract<T, { type: 'success' }> {
  if (answer.type !== 'success') fail(what, answer);
  return answer as Extract<T, { type: 'success' }>;
}

/** Parses, validates against the stated schema in strict mode, and returns the policies keyed by id. */
export function cedarPolicies(text: string, schema: string, what: string): Record<string, string> {
  cedarOk(cedar.checkParsePolicySet({ staticPolicies: text }), `${what} does not parse`);
  const parts = cedarOk(cedar.policySetTextToParts(text), `${what} does not split`).policies;
  const policies = Object.fromEntries(parts.map((p, i) => [`p${i}`, p]));
  if (parts.length > 0) {
    const validated = cedarOk(
      cedar.validate({ schema, policies: { staticPolicies: policies }, validationSettings: { mode: 'strict' } }),
      `${what} does not validate`,
    );
    if (validated.validationErrors.length > 0)
      fail(`${what} fails validation against its schema`, validated.validationErrors);
  }
  return policies;
}

let policySets = 0;
type Request = Omit<CedarModule.StatefulAuthorizationCall, 'preparsedPolicySetId'>;
/** Parses the policies once (Cedar's thread-local cache) and answers requests against them. */
function authorizer(
  policies: Record<string, string>,
  what: string,
): (request: Request) => CedarModule.AuthorizationAnswer & { type: 'success' } {
  const id = `set${policySets++}`;
  cedarOk(cedar.preparsePolicySet(id, { staticPolicies: policies }), `${what} does not preparse`);
  return (request) =>
    cedarOk(cedar.statefulIsAuthorized({ ...request, preparsedPolicySetId: id }), `${what} isAuthorized`);
}

/** The schema ToolHive's policies are validated against: ours, with the context attributes the policies read. */
export const toolhiveSchema = (policies: readonly string[]) => {
  const args = [...new Set(policies.join('\n').match(/"arg_[A-Za-z0-9_-]+"/g) ?? [])];
  return TOOLHIVE_SCHEMA.replace(
    'resource: [Tool] }',
    `resource: [Tool], context: { ${args.map((a) => `${a}?: String`).join(', ')} } }`,
  );
};

/** ToolHive's preprocessArguments: "arg_<name>" for a string, boolean or number, "arg_<name>_present" for anything else. */
function toolhiveContext(args: Record<string, unknown> | undefined): Record<string, CedarModule.CedarValueJson> {
  const context: Record<string, CedarModule.CedarValueJson> = {};
  for (const [k, v] of Object.entries(args ?? {})) {
    if (typeof v === 'string' || typeof v === 'boolean') context[`arg_${k}`] = v;
    else if (typeof v === 'number') {
      // A JSON number is a Go float64, which ToolHive turns into a Cedar decimal; no exported policy reads one.
      if (Number.isFinite(v)) context[`arg_${k}`] = { __extn: { fn: 'decimal', arg: v.toFixed(4) } };
    } else context[`arg_${k}_present`] = true;
  }
  return context;
}

export function toolhiveDecider(text: string, serverName: string): Decider {
  const doc = JSON.parse(text) as {
    version: string;
    type: string;
    cedar: { policies: string[]; entities_json: string };
  };
  if (
    doc.version !== '1.0' ||
    doc.type !== 'cedarv1' ||
    !Array.isArray(doc.cedar.policies) ||
    doc.cedar.entities_json !== '[]'
  )
    fail('toolhive.json fields', doc);
  for (const policy of doc.cedar.policies) {
    const parts = cedarOk(cedar.policySetTextToParts(policy), 'a ToolHive policy string').policies;
    if (parts.length !== 1) fail('each ToolHive policy string holds one policy', policy);
  }
  const authorize = authorizer(
    cedarPolicies(doc.cedar.policies.join('\n'), toolhiveSchema(doc.cedar.policies), 'toolhive.json policies'),
    'ToolHive',
  );
  return (server, tool, args) => {
    if (server !== serverName) return { outcome: 'deny' };
    const answer = authorize({
      principal: { type: 'Client', id: 'agent' },
      action: { type: 'Action', id: 'call_tool' },
      resource: { type: 'Tool', id: tool },
      context: toolhiveContext(args),
      entities: [],
    });
    return { outcome: answer.response.decision === 'allow' ? 'allow' : 'deny' };
  };
}

export function dockerDecider(text: string): Decider {
  const policies = cedarPolicies(text, DOCKER_SCHEMA, 'docker-mcp.cedar');
  const approval = new Set(
    Object.entries(policies)
      .filter(
        ([, p]) =>
          (cedarOk(cedar.policyToJson(p), 'policyToJson') as { json: { annotations?: Record<string, string> } }).json
            .annotations?.requireApproval !== undefined,
      )
      .map(([id]) => id),
  );
  const authorize = authorizer(policies, 'Docker');
  return (server, tool) => {
    const id = `${server}/${tool}`;
    // The tool and the server it belongs to: all the entities a decision reads.
    const entities: CedarModule.EntityJson[] = [
      { uid: { type: 'MCP::Tool', id }, attrs: { name: tool }, parents: [{ type: 'MCP::Server', id: server }] },
      { uid: { type: 'MCP::Server', id: server }, attrs: {}, parents: [] },
    ];
    const answer = authorize({
      principal: { type: 'MCP::Principal', id: 'agent' },
      action: { type: 'MCP::Action', id: 'invokeTool' },
      resource: { type: 'MCP::Tool', id },
      context: {},
      entities,
    });
    if (answer.response.decision !== 'allow') return { outcome: 'deny' };
    // cedar-wasm ignores annotations when deciding; the gateway asks a person when a @requireApproval policy permitted the call.
    return { outcome: answer.response.diagnostics.reason.some((r) => approval.has(r)) ? 'needs-approval' : 'allow' };
  };
}

export const agentcoreSchema = (servers: readonly ExportServer[]) =>
  `namespace AgentCore {
  entity OAuthUser;
  entity Gateway;
${servers.flatMap((s) => s.rules.map((r) => `  action ${cedarString(agentcoreAction(s.clientName, r.tool))} appliesTo { principal: [OAuthUser], resource: [Gateway] };`)).join('\n')}
}`;

export function agentcoreDecider(text: string, servers: readonly ExportServer[]): Decider {
  const authorize = authorizer(cedarPolicies(text, agentcoreSchema(servers), 'agentcore.cedar'), 'AgentCore');
  return (server, tool) => {
    const answer = authorize({
      principal: { type: 'AgentCore::OAuthUser', id: 'user' },
      action: { type: 'AgentCore::Action', id: agentcoreAction(server, tool) },
      resource: { type: 'AgentCore::Gateway', id: AGENTCORE_GATEWAY_PLACEHOLDER },
      context: {},
      entities: [],
    });
    return { outcome: answer.response.decision === 'allow' ? 'allow' : 'deny' };
  };
}

// ---------------------------------------------------------------- agentgateway (CEL)

type AgRule = string | { deny: string } | { allow: string } | { require: string };

export function agentgatewayDecider(text: string): Decider {
  const doc = parseYaml(text) as { mcp: { policies: { mcpAuthorization: { rules: AgRule[] } } } };
  if (
    Object.keys(doc).join() !== 'mcp' ||
    Object.keys(doc.mcp).join() !== 'policies' ||
    Object.keys(doc.mcp.policies).join() !== 'mcpAuthorization'
  )
    fail('agentgateway.yaml keys', doc);
  const rules = doc.mcp.policies.mcpAuthorization.rules.map((rule) => {
    const [kind, expr] =
      typeof rule === 'string'
        ? (['allow', rule] as const)
        : (Object.entries(rule)[0] as ['allow' | 'deny' | 'require', string]);
    if (typeof rule === 'object' && Object.keys(rule).length !== 1) fail('an agentgateway rule has one key', rule);
    return { kind, run: parseCel(expr) };
  });
  return (server, tool) => {
    const ctx = { mcp: { tool: { name: tool, target: server } } };
    const holds = (r: (typeof rules)[number]) => {
      const value = r.run(ctx);
      if (typeof value !== 'boolean') fail('a CEL rule did not give a boolean', value);
      return value;
    };
    // agentgateway: any matching deny denies; every require must hold; any matching allow allows; otherwise
    // denied when any allow rule exists, allowed when there are only deny rules.
    if (rules.some((r) => r.kind === 'deny' && holds(r))) return { outcome: 'deny' };
    if (!rules.filter((r) => r.kind === 'require').every(holds)) return { outcome: 'deny' };
    const allows = rules.filter((r) => r.kind === 'allow');
    if (allows.some(holds)) return { outcome: 'allow' };
    return { outcome: allows.length > 0 ? 'deny' : 'allow' };
  };
}

// ---------------------------------------------------------------- Gemini CLI (a port)

/**
 * A port of Gemini CLI's policy loading and matching, from google-gemini/gemini-cli at 5411f113:
 * PolicyRuleSchema, the rule transform and isSafeRegExp (packages/core/src/policy/toml-loader.ts,
 * utils.ts), stableStringify (stable-stringify.ts), formatMcpToolName and generateValidName
 * (packages/core/src/tools/mcp-tool.ts), ruleMatches, check and getExcludedTools (policy-engine.ts).
 * Only the parts an MCP rule meets are ported (no shell-command heuristics, no safety checkers).
 * The TOML is read with smol-toml; Gemini CLI uses @iarna/toml.
 */
export const GEMINI_SOURCE = 'google-gemini/gemini-cli@5411f113cafae26161b4969b0237b8e1e024e2c2';

const geminiRuleSchema = z.object({
  toolName: z.union([z.string(), z.array(z.string())]),
  subagent: z.string().optional(),
  mcpName: z.string().optional(),
  argsPattern: z.string().optional(),
  commandPrefix: z.union([z.string(), z.array(z.string())]).optional(),
  commandRegex: z.string().optional(),
  decision: z.enum(['allow', 'deny', 'ask_user']),
  priority: z.number().int().min(0).max(999),
  modes: z.array(z.enum(['default', 'autoEdit', 'yolo', 'plan'])).optional(),
  interactive: z.boolean().optional(),
  toolAnnotations: z.record(z.string(), z.any()).optional(),
  allowRedirection: z.boolean().optional(),
  allow_redirection: z.boolean().optional(),
  denyMessage: z.string().optional(),
  deny_message: z.string().optional(),
});
const geminiFileSchema = z.object({
  rule: z.array(geminiRuleSchema).optional(),
  safety_checker: z.array(z.unknown()).optional(),
});

/** Gemini CLI's isSafeRegExp: compiles, at most 2048 characters, and no quantified group holding a quantifier (heuristic). */
export function geminiSafeRegExp(pattern: string): boolean {
  try {
    new RegExp(pattern);
  } catch {
    return false;
  }
  if (pattern.length > 2048) return false;
  return !/\([^)]*[*+?{].*\)[*+?{]/.test(pattern);
}

/** Gemini CLI's stableStringify: sorted keys, each top-level pair between NUL characters. */
export function geminiStableStringify(obj: unknown): string {
  const stringify = (current: unknown, ancestors: Set<unknown>, isTopLevel = false): string => {
    if (current === undefined || typeof current === 'symbol' || current === null || typeof current === 'function')
      return 'null';
    if (typeof current !== 'object') return JSON.stringify(current);
    if (ancestors.has(current)) return '"[Circular]"';
    ancestors.add(current);
    try {
      if (Array.isArray(current))
        return `[${current.map((item) => (item === undefined || typeof item === 'function' || typeof item === 'symbol' ? 'null' : stringify(item, ancestors, false))).join(',')}]`;
      const pairs: string[] = [];
      for (const key of Object.keys(current).sort()) {
        const value = (current as Record<string, unknown>)[key];
        if (value === undefined || typeof value === 'function' || typeof value === 'symbol') continue;
        let pair = `${JSON.stringify(key)}:${stringify(value, ancestors, false)}`;
        if (isTopLevel) pair = `\0${pair}\0`;
        pairs.push(pair);
      }
      return `{${pairs.join(',')}}`;
    } finally {
      ancestors.delete(current);
    }
  };
  return stringify(obj, new Set(), true);
}

const geminiFormatMcpToolName = (server: string, tool?: string) =>
  server === '*' && (tool === undefined || tool === '*')
    ? 'mcp_*'
    : server === '*'
      ? `mcp_*_${tool}`
      : tool === undefined || tool === '*'
        ? `mcp_${server}_*`
        : `mcp_${server}_${tool}`;

/** Gemini CLI's generateValidName: the function name the model sees for an MCP tool. */
export function geminiValidName(name: string): string {
  let valid = name.startsWith('mcp_') ? name : `mcp_${name}`;
  valid = valid.replace(/[^a-zA-Z0-9_\-.:]/g, '_');
  if (/^[^a-zA-Z_]/.test(valid)) valid = `_${valid}`;
  if (valid.length > 63) valid = `${valid.slice(0, 30)}...${valid.slice(-30)}`;
  return valid;
}

interface GeminiRule {
  toolName: string;
  mcpName?: string;
  decision: 'allow' | 'deny' | 'ask_user';
  priority: number;
  argsPattern?: RegExp;
}

function geminiMatchesWildcard(pattern: string, toolName: string, serverName: string | undefined): boolean {
  if (pattern === '*') return true;
  if (pattern === 'mcp_*') return serverName !== undefined;
  if (pattern.startsWith('mcp_') && pattern.endsWith('_*')) {
    const expected = pattern.slice(4, -2);
    if (serverName === undefined || serverName !== expected) return false;
    return toolName.startsWith(`mcp_${expected}_`);
  }
  return toolName === pattern;
}

function geminiRuleMatches(
  rule: GeminiRule,
  name: string,
  args: unknown,
  text: string | undefined,
  server: string,
): boolean {
  if (rule.mcpName !== undefined && rule.mcpName !== '*' && server !== rule.mcpName) return false;
  if (rule.toolName !== '*') {
    if (rule.toolName.includes('*')) {
      if (!geminiMatchesWildcard(rule.toolName, name, server)) return false;
    } else if (name !== rule.toolName) {
      const fqn = rule.toolName.startsWith('mcp_') && rule.toolName === geminiFormatMcpToolName(server, name);
      if (!fqn) return false;
    }
  }
  if (rule.argsPattern) {
    if (!args) return false;
    if (text === undefined || !rule.argsPattern.test(text)) return false;
  }
  return true;
}

/** Loads a Gemini CLI policy file as a user-tier file and answers calls as its policy engine does (interactive, default mode). */
export function geminiDecider(text: string): Decider & { excluded: (server: string, tool: string) => boolean } {
  const parsed = geminiFileSchema.safeParse(parseToml(text));
  if (!parsed.success) fail("gemini-cli.toml fails Gemini CLI's policy schema", parsed.error.issues);
  const rules: GeminiRule[] = [];
  for (const [i, rule] of (parsed.data!.rule ?? []).entries()) {
    const names = Array.isArray(rule.toolName) ? rule.toolName : [rule.toolName];
    if (names.some((n) => n === '')) fail(`rule ${i + 1}: empty toolName`, rule);
    if (rule.commandPrefix !== undefined || rule.commandRegex !== undefined) fail('shell sugar in an MCP rule', rule);
    if (rule.argsPattern !== undefined && !geminiSafeRegExp(rule.argsPattern))
      fail(`rule ${i + 1}: Gemini CLI refuses this argsPattern as unsafe`, rule.argsPattern);
    for (const name of names)
      rules.push({
        toolName: rule.mcpName ? geminiFormatMcpToolName(rule.mcpName, name) : name,
        ...(rule.mcpName !== undefined ? { mcpName: rule.mcpName } : {}),
        decision: rule.decision,
        priority: 4 + rule.priority / 1000,
        ...(rule.argsPattern !== undefined ? { argsPattern: new RegExp(rule.argsPattern) } : {}),
      });
  }
  rules.sort((a, b) => b.priority - a.priority);
  const decide: Decider = (server, tool, args) => {
    const name = geminiValidName(`${server}_${tool}`);
    const callArgs = args ?? {};
    const stringified = rules.some((r) => r.argsPattern) ? geminiStableStringify(callArgs) : undefined;
    const rule = rules.find((r) => geminiRuleMatches(r, name, callArgs, stringified, server));
    // No rule: the default decision, ASK_USER in interactive mode.
    const decision = rule?.decision ?? 'ask_user';
    return { outcome: decision === 'allow' ? 'allow' : decision === 'deny' ? 'deny' : 'needs-approval' };
  };
  /** getExcludedTools: hidden from the model when the first rule for the tool, ignoring argsPatterns that deny, is an unconditional deny. */
  const excluded = (server: string, tool: string) => {
    const name = geminiValidName(`${server}_${tool}`);
    for (const rule of rules) {
      if (!geminiRuleMatches({ ...rule, argsPattern: undefined }, name, {}, undefined, server)) continue;
      if (rule.argsPattern) {
        if (rule.decision !== 'deny') return false;
        continue;
      }
      return rule.decision === 'deny';
    }
    return false;
  };
  return Object.assign(decide, { excluded });
}

// ---------------------------------------------------------------- Intercept (a port)

/**
 * A port of Intercept's policy loading and evaluation, from PolicyLayer/Intercept at 77f04290:
 * config.Load and applyDefaults (internal/config/config.go), config.Validate (validate.go),
 * engine.Evaluate with its operators and ResolveArgs (internal/engine), and the proxy's extractLimit
 * (internal/proxy/handler.go). Go's regexp is played by RE2 (@adguard/re2-wasm): the same syntax.
 */
export const INTERCEPT_SOURCE = 'PolicyLayer/Intercept@77f042909607bfca53837d6d5921c5a40c2c1dc6';

interface IcCondition {
  path: string;
  op: string;
  value: unknown;
}
interface IcRule {
  name?: string;
  action?: string;
  rate_limit?: string;
  conditions?: IcCondition[];
  on_deny?: string;
  state?: { counter: string; window: string; increment?: number; increment_from?: string };
}
interface IcConfig {
  version?: string;
  description?: string;
  default?: string;
  hide?: string[];
  tools?: Record<string, { rules?: IcRule[] }>;
}

const IC_OPS = new Set(['eq', 'neq', 'in', 'not_in', 'lt', 'lte', 'gt', 'gte', 'regex', 'contains', 'exists']);
const IC_WINDOWS = new Set(['minute', 'hour', 'day']);
const re2Cache = new Map<string, RE2 | null>();
const re2 = (pattern: string): RE2 | null => {
  if (!re2Cache.has(pattern)) {
    try {
      re2Cache.set(pattern, new RE2(pattern, 'u'));
    } catch {
      re2Cache.set(pattern, null);
    }
  }
  return re2Cache.get(pattern)!;
};

/** config.Validate: every error, as Intercept reports them. */
export function interceptValidate(cfg: IcConfig): string[] {
  const errors: string[] = [];
  if (cfg.version !== '1') errors.push(`version must be "1", got ${JSON.stringify(cfg.version)}`);
  if (cfg.default !== 'allow' && cfg.default !== 'deny') errors.push(`default must be "allow" or "deny"`);
  const seen = new Set<string>();
  for (const [i, name] of (cfg.hide ?? []).entries()) {
    if (name.trim() === '') errors.push(`hide[${i}]: entry must not be empty`);
    else if (seen.has(name)) errors.push(`hide: duplicate entry ${JSON.stringify(name)}`);
    seen.add(name);
  }
  const hasState = (tool: string, counter: string) => {
    const def = cfg.tools?.[tool] ?? (tool === '_global' ? cfg.tools?.['*'] : undefined);
    return (def?.rules ?? []).some((r) => r.state?.counter === counter);
  };
  for (const tool of Object.keys(cfg.tools ?? {}).sort()) {
    for (const [i, rule] of (cfg.tools![tool]!.rules ?? []).entries()) {
      const at = `tools.${tool}.rules[${i}]`;
      if (rule.rate_limit !== undefined && rule.rate_limit !== '') {
        errors.push(`${at}: rate_limit could not be desugared`);
        continue;
      }
      if (!rule.name) errors.push(`${at}: rule must have a name`);
      if (rule.action !== 'evaluate' && rule.action !== 'deny')
        errors.push(`${at}: action must be "evaluate" or "deny"`);
      if (rule.action === 'deny' && (rule.conditions ?? []).length > 0)
        errors.push(`${at}: deny rules must not have conditions`);
      if (rule.action === 'evaluate' && (rule.conditions ?? []).length === 0)
        errors.push(`${at}: evaluate rules must have at least one condition`);
      for (const [j, c] of (rule.conditions ?? []).entries()) {
        const cat = `${at}.conditions[${j}]`;
        if (!c.path.startsWith('args.') && !c.path.startsWith('state.'))
          errors.push(`${cat}: path must start with args. or state.`);
        if (!IC_OPS.has(c.op)) errors.push(`${cat}: unknown operator ${c.op}`);
        if ((c.op === 'in' || c.op === 'not_in') && !Array.isArray(c.value)) errors.push(`${cat}: needs a list`);
        if (['lt', 'lte', 'gt', 'gte'].includes(c.op) && typeof c.value !== 'number')
          errors.push(`${cat}: needs a number`);
        if (c.op === 'exists' && typeof c.value !== 'boolean') errors.push(`${cat}: needs a boolean`);
        if (c.op === 'regex' && (typeof c.value !== 'string' || re2(c.value) === null))
          errors.push(`${cat}: invalid regex ${JSON.stringify(c.value)}`);
        if (c.path.startsWith('state.')) {
          const parts = c.path.split('.');
          if (parts.length >= 3) {
            const [, stateTool, ...rest] = parts;
            if (!hasState(stateTool!, rest.join('.')))
              errors.push(`${at}: condition references ${c.path} but no matching state block found`);
          }
        }
      }
      if (rule.state) {
        if (rule.state.counter === '') errors.push(`${at}.state: counter must not be empty`);
        if (!IC_WINDOWS.has(rule.state.window)) errors.push(`${at}.state: window must be minute, hour or day`);
      }
    }
  }
  return errors;
}

/** config.Load's applyDefaults: default "allow", rate_limit desugared, action "evaluate" when absent. */
function interceptDefaults(cfg: IcConfig): IcConfig {
  cfg.default ||= 'allow';
  for (const [tool, def] of Object.entries(cfg.tools ?? {}))
    for (const rule of def.rules ?? []) {
      if (rule.rate_limit && (rule.conditions ?? []).length === 0 && !rule.state && rule.action !== 'deny') {
        const [count, window] = rule.rate_limit.split('/');
        const n = Number(count);
        if (Number.isInteger(n) && n > 0 && IC_WINDOWS.has(window ?? '')) {
          const counter = `_rate_${window}`;
          rule.action = 'evaluate';
          rule.conditions = [{ path: `state.${tool === '*' ? '_global' : tool}.${counter}`, op: 'lte', value: n }];
          rule.state = { counter, window: window!, increment: 1 };
          rule.rate_limit = '';
        }
      }
      rule.action ||= 'evaluate';
    }
  return cfg;
}

/** engine.evalOp for the argument operators (a JSON argument is a Go float64, a string or a []any). */
function interceptOp(op: string, actual: unknown, expected: unknown): boolean {
  const num = (v: unknown) => (typeof v === 'number' ? v : undefined);
  switch (op) {
    case 'lt':
    case 'lte':
    case 'gt':
    case 'gte': {
      const a = num(actual);
      const e = num(expected);
      if (a === undefined || e === undefined) return false;
      return op === 'lt' ? a < e : op === 'lte' ? a <= e : op === 'gt' ? a > e : a >= e;
    }
    case 'regex': {
      if (typeof actual !== 'string' || typeof expected !== 'string') return false;
      const re = re2(expected);
      return re !== null && re.test(actual);
    }
    default:
      throw new Error(`the export writes no ${op} condition`);
  }
}

export function interceptDecider(text: string, serverName: string): Decider {
  const cfg = interceptDefaults(parseYaml(text) as IcConfig);
  const errors = interceptValidate(cfg);
  if (errors.length > 0) fail("intercept.yaml fails Intercept's validator", errors);
  return (server, tool, args) => {
    if (server !== serverName) return { outcome: 'deny' };
    if ((cfg.hide ?? []).some((h) => h === tool || h === '*')) return { outcome: 'deny' };
    const def = cfg.tools && Object.hasOwn(cfg.tools, tool) ? cfg.tools[tool] : undefined;
    if (cfg.default === 'deny' && !def) return { outcome: 'deny' };
    const rules = [...(def?.rules ?? []), ...(tool !== '*' && cfg.tools?.['*'] ? (cfg.tools['*'].rules ?? []) : [])];
    let limit: EngineDecision['limit'];
    for (const rule of rules) {
      if (rule.action === 'deny') return { outcome: 'deny' };
      for (const c of rule.conditions ?? []) {
        if (c.path.startsWith('state.')) continue; // a fresh state: every count is 0, so "lte max" holds
        const key = c.path.slice('args.'.length);
        const value = key
          .split('.')
          .reduce<unknown>(
            (at, part) =>
              at && typeof at === 'object' && !Array.isArray(at) && Object.hasOwn(at, part)
                ? (at as Record<string, unknown>)[part]
                : undefined,
            args ?? {},
          );
        if (value === undefined || !interceptOp(c.op, value, c.value)) return { outcome: 'deny' };
      }
      if (rule.state) {
        // extractLimit: the "lte" (or "lt", less one) condition on this rule's own counter.
        const path = `state.${tool}.${rule.state.counter}`;
        const bound = (rule.conditions ?? []).find((c) => c.path === path && (c.op === 'lte' || c.op === 'lt'));
        if (!bound) fail('a stateful rule without a limit on its counter', rule);
        const max = (bound!.value as number) - (bound!.op === 'lt' ? 1 : 0);
        if (limit) fail('one rate limit a tool', rules);
        limit = { max, window: rule.state.window as PolicyWindow };
      }
    }
    return limit ? { outcome: 'allow', limit } : { outcome: 'allow' };
  };
}

/** The counter names an Intercept file uses, by tool: to check that two servers never share one. */
export function interceptCounters(text: string): Map<string, string> {
  const cfg = parseYaml(text) as IcConfig;
  const counters = new Map<string, string>();
  for (const [tool, def] of Object.entries(cfg.tools ?? {}))
    for (const rule of def.rules ?? []) if (rule.state) counters.set(tool, `${tool}.${rule.state.counter}`);
  return counters;
}

// ---------------------------------------------------------------- Cursor

export function cursorDecider(text: string): Decider {
  const doc = JSON.parse(text) as { mcpAllowlist: string[] };
  const check = ajv.compile({
    type: 'object',
    additionalProperties: false,
    required: ['mcpAllowlist'],
    properties: { mcpAllowlist: { type: 'array', items: { type: 'string' } } },
  });
  if (!check(doc)) fail('cursor permissions.json fields', check.errors);
  const allowed = new Set(doc.mcpAllowlist);
  // Listed "<server>:<tool>" (or "<server>:*") runs without asking; everything else asks: the file refuses nothing.
  return (server, tool) =>
    allowed.has(`${server}:${tool}`) || allowed.has(`${server}:*`)
      ? { outcome: 'allow' }
      : { outcome: 'needs-approval' };
}

// ---------------------------------------------------------------- Zed (a port)

/** check_commands of zed-industries/zed crates/agent/src/tool_permissions.rs (00b6ce1c), for MCP tools (no inputs). */
export const ZED_SOURCE = 'zed-industries/zed@00b6ce1c6992ec3c5df1b15ee144e4607c7af470';

export function zedDecider(text: string, globalDefault: 'allow' | 'confirm' | 'deny' = 'confirm'): Decider {
  const settings = z
    .object({
      agent: z.object({
        tool_permissions: z.object({
          default: z.enum(['allow', 'confirm', 'deny']).optional(),
          tools: z.record(
            z.string(),
            z.object({
              default: z.enum(['allow', 'confirm', 'deny']).optional(),
              always_allow: z
                .array(z.object({ pattern: z.string(), case_sensitive: z.boolean().optional() }))
                .optional(),
              always_deny: z
                .array(z.object({ pattern: z.string(), case_sensitive: z.boolean().optional() }))
                .optional(),
              always_confirm: z
                .array(z.object({ pattern: z.string(), case_sensitive: z.boolean().optional() }))
                .optional(),
            }),
          ),
        }),
      }),
    })
    .safeParse(JSON.parse(text));
  if (!settings.success) fail('zed settings fail the tool_permissions fields', settings.error.issues);
  const tools = settings.data!.agent.tool_permissions.tools;
  return (server, tool) => {
    const key = `mcp:${server}:${tool}`;
    const rules = Object.hasOwn(tools, key) ? tools[key] : undefined;
    // No entry: the global default. An MCP call has no inputs, so no pattern matches and the tool's default decides.
    const mode = rules ? (rules.default ?? globalDefault) : globalDefault;
    return { outcome: mode === 'allow' ? 'allow' : mode === 'deny' ? 'deny' : 'needs-approval' };
  };
}

// ---------------------------------------------------------------- Cline and Roo Code (ports of their schemas)

/** BaseConfigSchema and the stdio arm of cline/cline apps/vscode/src/services/mcp/schemas.ts (21cb8d25). */
export const CLINE_SOURCE = 'cline/cline@21cb8d2525bcedf1f4b6890b27a74a14fe7451e4';
const clineServer = z.object({
  autoApprove: z.array(z.string()).default([]).optional(),
  disabled: z.boolean().optional(),
  timeout: z.number().optional(),
  type: z.literal('stdio').optional(),
  command: z.string(),
  args: z.array(z.string()).optional(),
});
/** BaseConfigSchema and the stdio arm of RooCodeInc/Roo-Code src/services/mcp/McpHub.ts (cb836567). */
export const ROO_SOURCE = 'RooCodeInc/Roo-Code@cb836567180a3ff1da6d082f3178b90c3bd22a70';
const rooServer = z.object({
  disabled: z.boolean().optional(),
  timeout: z.number().min(1).max(3600).optional().default(60),
  alwaysAllow: z.array(z.string()).default([]),
  watchPaths: z.array(z.string()).optional(),
  disabledTools: z.array(z.string()).default([]),
  type: z.enum(['stdio']).optional(),
  command: z.string().min(1),
  args: z.array(z.string()).optional(),
});

/** Merges each exported entry into a stdio server entry, as the install step says, and parses it with the client's schema. */
function mergedServers<T>(text: string, schema: z.ZodType<T>, what: string): Map<string, T> {
  const doc = JSON.parse(text) as { mcpServers: Record<string, object> };
  const out = new Map<string, T>();
  for (const [name, entry] of Object.entries(doc.mcpServers)) {
    const parsed = schema.safeParse({ command: 'npx', args: ['-y', 'server'], ...entry });
    if (!parsed.success) fail(`${what} entry for ${name} fails the client's schema`, parsed.error.issues);
    const unknown = Object.keys(entry).filter((k) => !(k in (parsed.data as object)));
    if (unknown.length > 0) fail(`${what} entry holds keys the client drops`, unknown);
    out.set(name, parsed.data!);
  }
  return out;
}

export function clineDecider(text: string): Decider {
  const servers = mergedServers(text, clineServer, 'cline');
  return (server, tool) => {
    const entry = servers.get(server);
    if (!entry) return { outcome: 'needs-approval' };
    if (entry.disabled) return { outcome: 'deny' };
    return { outcome: (entry.autoApprove ?? []).includes(tool) ? 'allow' : 'needs-approval' };
  };
}

export function rooDecider(text: string): Decider {
  const servers = mergedServers(text, rooServer, 'roo');
  return (server, tool) => {
    const entry = servers.get(server);
    if (!entry) return { outcome: 'needs-approval' };
    if (entry.disabled || entry.disabledTools.includes(tool)) return { outcome: 'deny' };
    // alwaysAllow runs without asking (with MCP auto-approval on); anything else asks.
    return {
      outcome: entry.alwaysAllow.includes(tool) || entry.alwaysAllow.includes('*') ? 'allow' : 'needs-approval',
    };
  };
}

// ---------------------------------------------------------------- GitHub Copilot CLI

/** Splits POSIX shell words: single quotes keep everything, a backslash keeps the next character, # starts a comment. */
export function shellWords(text: string): string[] {
  const words: string[] = [];
  let word: string | undefined;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (c === "'") {
      const end = text.indexOf("'", i + 1);
      if (end < 0) fail('an unclosed quote', text.slice(i));
      word = (word ?? '') + text.slice(i + 1, end);
      i = end;
    } else if (c === '\\') word = (word ?? '') + text[++i]!;
    else if (c === '#' && word === undefined) i = text.indexOf('\n', i) < 0 ? text.length : text.indexOf('\n', i) - 1;
    else if (/\s/.test(c)) {
      if (word !== undefined) words.push(word);
      word = undefined;
    } else word = (word ?? '') + c;
  }
  if (word !== undefined) words.push(word);
  return words;
}

/** Reads the options back as a shell would, then applies them: deny wins, allow runs, the rest asks. */
export function copilotDecider(text: string): Decider {
  const words = shellWords(text);
  if (words[0] !== 'COPILOT_POLICY=(' || words.at(-1) !== ')') fail('not one COPILOT_POLICY array', words.slice(0, 3));
  const deny = new Set<string>();
  const allow = new Set<string>();
  for (let i = 1; i < words.length - 1; i += 2) {
    const [flag, value] = [words[i], words[i + 1]];
    if (flag === '--deny-tool') deny.add(value!);
    else if (flag === '--allow-tool') allow.add(value!);
    else fail('an option Copilot CLI policy does not take', flag);
  }
  return (server, tool) => {
    const forms = [`${server}(${tool})`, server];
    if (forms.some((f) => deny.has(f))) return { outcome: 'deny' };
    if (forms.some((f) => allow.has(f))) return { outcome: 'allow' };
    return { outcome: 'needs-approval' };
  };
}

// ---------------------------------------------------------------- OpenAI Responses API

const openaiTool = new Ajv2020({ strict: false, validateFormats: false, allErrors: true }).compile(
  JSON.parse(
    readFileSync(new URL('../fixtures/schemas/openai-mcp-tool.schema.json', import.meta.url), 'utf8'),
  ) as object,
);

export function openaiDecider(text: string): Decider {
  const tools = JSON.parse(text) as Array<{
    server_label: string;
    allowed_tools: string[];
    require_approval: { always: { tool_names: string[] }; never: { tool_names: string[] } };
  }>;
  for (const tool of tools) {
    // server_url is the user's to add; the schema is checked with a placeholder where it goes.
    const withUrl = { ...tool, server_url: 'https://mcp.example.com/mcp' };
    if (!openaiTool(withUrl)) fail("an MCP tool fails OpenAI's MCPTool schema", openaiTool.errors);
  }
  return (server, tool) => {
    const entry = tools.find((t) => t.server_label === server);
    if (!entry || !entry.allowed_tools.includes(tool)) return { outcome: 'deny' };
    if (entry.require_approval.never.tool_names.includes(tool)) return { outcome: 'allow' };
    // Not in "never": the API asks for approval (its default is "always").
    return { outcome: 'needs-approval' };
  };
}

// ---------------------------------------------------------------- VS Code (a port)

/**
 * microsoft/vscode, the files FORMAT_SOURCES.vscode names: LanguageModelToolsService's approval path
 * (src/vs/workbench/contrib/chat/browser/tools/languageModelToolsService.ts at 00e03ed0: invokeTool,
 * prepareToolInvocation, isToolEligibleForAutoApproval, shouldAutoConfirm, getToolFullReferenceName) for an MCP
 * tool (src/vs/workbench/contrib/mcp/common/mcpLanguageModelToolContribution.ts at 027907cb, mcpServer.ts at
 * 0052d689), written from that source.
 */
export const VSCODE_SOURCE = 'microsoft/vscode@00e03ed02a75e10dc9e5fdd8f785291046f32944';

/** What VS Code keeps outside settings.json that also decides a call. */
export interface VscodeState {
  /** "<server>/<tool>" the user chose Always Allow for (or for the workspace or session): the confirmation service's stores. */
  approvedTools?: ReadonlySet<string>;
  /** Servers whose tools the user allowed all at once ("Always Allow Tools from <server>"). */
  approvedServers?: ReadonlySet<string>;
  /** chat.tools.global.autoApprove on, and its warning accepted. */
  globalAutoApprove?: boolean;
  /** "<server>/<tool>" whose server marks the tool readOnlyHint. */
  readOnly?: ReadonlySet<string>;
  /** The chat's permission level approves every tool (isAutoApproveLevel: Autopilot, for one). */
  approveEverything?: boolean;
}

/** The setting as chat.contribution.ts registers it: an object of booleans; nothing else in the file. */
const vscodeSettings = ajv.compile({
  type: 'object',
  additionalProperties: false,
  required: ['chat.tools.eligibleForAutoApproval'],
  properties: {
    'chat.tools.eligibleForAutoApproval': { type: 'object', additionalProperties: { type: 'boolean' } },
  },
});

/** Object keys that appear twice (the later one would silently win). */
function duplicateKeys(node: Node | undefined, out: string[] = []): string[] {
  if (!node) return out;
  if (node.type === 'object') {
    const names = (node.children ?? []).map((p) => p.children![0]!.value as string);
    out.push(...names.filter((n, i) => names.indexOf(n) !== i));
  }
  for (const child of node.children ?? []) duplicateKeys(child, out);
  return out;
}

export function vscodeDecider(text: string, state: VscodeState = {}): Decider {
  const errors: ParseError[] = [];
  const tree = parseTree(text, errors, { disallowComments: false, allowTrailingComma: false });
  if (errors.length > 0)
    fail(
      'VS Code settings (jsonc-parser)',
      errors.map((e) => `${printParseErrorCode(e.error)} at ${e.offset}`),
    );
  const dupes = duplicateKeys(tree);
  if (dupes.length > 0) fail('VS Code settings: a key written twice', dupes);
  // Read as VS Code reads settings: jsonc-parser's parse builds plain objects (a "__proto__" key is lost).
  const settings = parseJsonc(text, [], { disallowComments: false }) as Record<string, unknown>;
  if (!vscodeSettings(settings)) fail('VS Code settings fields', vscodeSettings.errors);
  const config = settings['chat.tools.eligibleForAutoApproval'] as Record<string, boolean>;
  // McpServer._normalizeTool writes each character outside [a-z0-9_-] (flags gi) as "_"; McpTool.referenceName
  // writes "." as "_". getToolFullReferenceName, called without a tool set, gives an MCP tool that name alone.
  const referenceName = (tool: string) => tool.replace(/[^a-z0-9_-]/gi, '_').replaceAll('.', '_');
  // isToolEligibleForAutoApproval: the setting's own key decides (an MCP tool has no legacy names); else eligible.
  const eligible = (tool: string) => {
    const name = referenceName(tool);
    return Object.prototype.hasOwnProperty.call(config, name) ? config[name] === true : true;
  };
  return (server, tool) => {
    const id = `${server}/${tool}`;
    // shouldAutoConfirm: a chat at an auto-approve level approves every tool, before anything else is checked.
    if (state.approveEverything) return { outcome: 'allow' };
    const isEligible = eligible(tool);
    // McpToolImplementation.prepareToolInvocation asks unless the server marks the tool read-only;
    // prepareToolInvocation adds a confirmation to a tool that is not eligible.
    if (state.readOnly?.has(id) && isEligible) return { outcome: 'allow' };
    // shouldAutoConfirm: nothing approves a tool that is not eligible; else the stored choices for the tool, then
    // for its server (getPreConfirmAction), then global auto-approve.
    const approved =
      isEligible &&
      (state.approvedTools?.has(id) === true ||
        state.approvedServers?.has(server) === true ||
        state.globalAutoApprove === true);
    return { outcome: approved ? 'allow' : 'needs-approval' };
  };
}

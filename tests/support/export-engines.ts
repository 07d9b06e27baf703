/**
 * Reads each exported file back with the target's own engine (Cedar, CEL) or a
 * real parser (JSON, TOML, YAML) plus the format's field rules, and answers
 * what that target would decide for a call to one tool of one server:
 * 'allow', 'needs-approval' or 'deny' (and the limit, where the target has one).
 *
 * Field rules are our own JSON Schemas of the parts we write, taken from the
 * formats' sources (SchemaStore's claude-code-settings.json permissions and
 * permissionRule; Codex's McpServerConfig / McpServerToolConfig and its
 * approval modes auto|prompt|approve; Intercept's POLICY.md). The published
 * schema files are not copied into this repository.
 */
import { createRequire } from 'node:module';
import Ajv from 'ajv';
import { parse as parseToml } from 'smol-toml';
import { parse as parseYaml } from 'yaml';
import { parse as parseCel } from '@marcbachmann/cel-js';
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
/** What a parsed export decides for a tool of a server (the server by its client name). */
export type Decider = (server: string, tool: string) => EngineDecision;

const ajv = new Ajv({ strict: true, allErrors: true });
const fail = (what: string, errors: unknown): never => {
  throw new Error(`${what}: ${JSON.stringify(errors, null, 1).slice(0, 2000)}`);
};

// ---------------------------------------------------------------- Claude Code

/** SchemaStore's permissionRule for MCP rules is "mcp__.*"; Claude Code's names are stricter. */
export const CLAUDE_RULE = /^mcp__[A-Za-z0-9_-]+__[A-Za-z0-9_-]+$/;
const claudeSchema = ajv.compile({
  type: 'object',
  // Claude Code rejects a settings file with a key it does not know, so the export holds only these two.
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
  },
});

export function claudeDecider(text: string): Decider {
  const doc = JSON.parse(text) as { permissions: Record<'allow' | 'ask' | 'deny', string[]> };
  if (!claudeSchema(doc)) fail('claude-code.json does not match the settings schema', claudeSchema.errors);
  for (const list of Object.values(doc.permissions))
    for (const rule of list) if (!CLAUDE_RULE.test(rule)) fail('bad Claude Code rule', rule);
  const sets = {
    deny: new Set(doc.permissions.deny),
    ask: new Set(doc.permissions.ask),
    allow: new Set(doc.permissions.allow),
  };
  return (server, tool) => {
    const rule = `mcp__${claudeName(server)}__${claudeName(tool)}`;
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
    cedarPolicies(doc.cedar.policies.join('\n'), TOOLHIVE_SCHEMA, 'toolhive.json policies'),
    'ToolHive',
  );
  return (server, tool) => {
    if (server !== serverName) return { outcome: 'deny' };
    const answer = authorize({
      principal: { type: 'Client', id: 'agent' },
      action: { type: 'Action', id: 'call_tool' },
      resource: { type: 'Tool', id: tool },
      context: {},
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

// ---------------------------------------------------------------- Intercept

const interceptSchema = ajv.compile({
  type: 'object',
  additionalProperties: false,
  required: ['version', 'default', 'tools'],
  properties: {
    version: { const: '1' },
    description: { type: 'string' },
    default: { enum: ['allow', 'deny'] },
    hide: { type: 'array', items: { type: 'string' } },
    tools: {
      type: 'object',
      additionalProperties: {
        type: 'object',
        additionalProperties: false,
        required: ['rules'],
        properties: {
          rules: {
            type: 'array',
            items: {
              type: 'object',
              additionalProperties: false,
              required: ['name', 'rate_limit'],
              properties: {
                name: { type: 'string', minLength: 1 },
                rate_limit: { type: 'string', pattern: '^[1-9][0-9]*/(minute|hour|day)$' },
              },
            },
          },
        },
      },
    },
  },
});

interface InterceptDoc {
  default: 'allow' | 'deny';
  hide?: string[];
  tools: Record<string, { rules: Array<{ rate_limit: string }> }>;
}

export function interceptDecider(text: string, serverName: string): Decider {
  const doc = parseYaml(text) as InterceptDoc;
  if (!interceptSchema(doc)) fail("intercept.yaml does not match Intercept's policy fields", interceptSchema.errors);
  return (server, tool) => {
    if (server !== serverName) return { outcome: 'deny' };
    if (doc.hide?.includes('*') || doc.hide?.includes(tool)) return { outcome: 'deny' };
    const entry = Object.hasOwn(doc.tools, tool) ? doc.tools[tool]! : undefined;
    if (!entry) return { outcome: doc.default === 'deny' ? 'deny' : 'allow' };
    const limits = entry.rules.map((r) => r.rate_limit.split('/') as [string, PolicyWindow]);
    if (limits.length > 1) fail('one rate limit a tool', entry);
    return limits.length === 0
      ? { outcome: 'allow' }
      : { outcome: 'allow', limit: { max: Number(limits[0]![0]), window: limits[0]![1] } };
  };
}

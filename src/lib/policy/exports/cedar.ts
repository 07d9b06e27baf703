/**
 * Three Cedar dialects: ToolHive's (Client / Action::"call_tool" / Tool, one
 * config per server), Docker's MCP gateway (the MCP:: namespace,
 * @requireApproval) and AWS Bedrock AgentCore Policy (AgentCore::Action
 * "<target>___<tool>" on a gateway). Every string goes through cedarString.
 * The schemas below are ours (none of the three publishes one); the tests
 * validate every export against them with Cedar's own engine.
 */
import { byVerdict, mapServer, mappingNotes, SITE_NAME } from './mapping.ts';
import { cedarString, commentLines, wellFormed } from './escape.ts';
import type { ExportOptions, ExportServer, ExportTarget, LossNote, MappedRule } from './types.ts';
import type { Condition } from '../../../schema/policy.ts';
import { groupDigits } from '../../text/grammar.ts';

/** The Cedar test for a condition on context["arg_<name>"], or undefined when Cedar cannot say it exactly. */
function cedarCondition(condition: Condition): string | undefined {
  const x = `context[${cedarString(`arg_${condition.arg}`)}]`;
  const literal = (text: string) => cedarString(text).replace(/\*/g, '\\*');
  if ('under' in condition) {
    const clean = ['*//*', '*/', '*/./*', '*/.', '*/../*', '*/..', '*\u0000*']
      .map((p) => `!(${x} like ${cedarString(p)})`)
      .join(' && ');
    const folders = condition.under.map((folder) => {
      const below = folder === '/' ? `${x} like "/*"` : `${x} like ${literal(folder).slice(0, -1)}/*"`;
      return `${x} == ${cedarString(folder)} || (${below} && ${clean})`;
    });
    return `(${folders.join(' || ')})`;
  }
  if ('hosts' in condition) {
    const forms = condition.hosts.flatMap((host) =>
      ['http', 'https'].flatMap((scheme) => {
        const base = `${scheme}://${host}`;
        return [
          `${x} == ${cedarString(base)}`,
          ...['/', '?', '#'].map((c) => `${x} like ${literal(base + c).slice(0, -1)}*"`),
        ];
      }),
    );
    return `(${forms.join(' || ')})`;
  }
  return undefined;
}

const anyName = (clientName: string): string | undefined => {
  if (clientName === '') return 'Type the name your client uses for the server.';
  if (!wellFormed(clientName)) return 'The name holds broken Unicode (a lone surrogate).';
  return undefined;
};

const noteLines = (m: MappedRule) => (m.note ? commentLines('//', m.note) : []);

// ---------------------------------------------------------------- ToolHive

const TH_LABEL = 'ToolHive';
const TH_CAPS = {
  rateLimit: false,
  approval: false,
  condition: (condition: Condition) => cedarCondition(condition) !== undefined,
};

export const TOOLHIVE_SCHEMA = `entity Client;
entity Tool;
action call_tool appliesTo { principal: [Client], resource: [Tool] };`;

function toolhivePolicies(server: ExportServer, options?: ExportOptions): string[] {
  const sorted = byVerdict(mapServer(server, TH_CAPS, TH_LABEL, options));
  const rule = (effect: 'permit' | 'forbid', m: MappedRule) => {
    const head = `${effect} (principal, action == Action::"call_tool", resource == Tool::${cedarString(m.tool)})`;
    // A permit that holds only inside the conditions: a call outside finds no permit and is denied.
    const when = m.conditions
      ? ` when { ${m.conditions.map((c) => `context has ${cedarString(`arg_${c.arg}`)} && ${cedarCondition(c)!}`).join(' && ')} }`
      : '';
    return [...noteLines(m), `${head}${when};`].join('\n');
  };
  return [...sorted.allow.map((m) => rule('permit', m)), ...sorted.deny.map((m) => rule('forbid', m))];
}

function toolhiveConfig(server: ExportServer, options?: ExportOptions) {
  const header = [
    ...commentLines(
      '//',
      `${SITE_NAME}: ToolHive authorization for ${server.clientName}. Anything not permitted is denied and left out of the tool list.`,
    ),
    ...TH_GENERAL.flatMap((n) => commentLines('//', n.text)),
  ].join('\n');
  // The notes ride on the first policy as Cedar comments (JSON has none); a server without tools gets one policy that denies everything.
  const [first = 'forbid (principal, action, resource);', ...rest] = toolhivePolicies(server, options);
  return {
    version: '1.0',
    type: 'cedarv1',
    cedar: { policies: [`${header}\n${first}`, ...rest], entities_json: '[]' },
  };
}

const TH_GENERAL: LossNote[] = [
  {
    text: "ToolHive's thv run has no rate limits and no approval step (the Kubernetes operator has rate limits of its own, outside this file); each tool that differs says so above its policy.",
  },
  {
    text: "Anything not permitted is denied, the server's prompts and resources included: add permits for get_prompt and read_resource if you use them.",
  },
];
const thLoss = (servers: readonly ExportServer[], options?: ExportOptions): LossNote[] => [
  ...TH_GENERAL,
  ...mappingNotes(servers, TH_CAPS, TH_LABEL, options),
];

export const toolhive: ExportTarget = {
  id: 'toolhive',
  file: 'toolhive.json',
  label: TH_LABEL,
  docsUrl: 'https://github.com/stacklok/toolhive/blob/main/docs/authz.md',
  mediaType: 'application/json',
  language: 'json',
  capabilities: TH_CAPS,
  perServer: true,
  install: [
    'Save the file (one per server) and start the server with thv run --authz-config <file> <server>.',
    'ToolHive checks every tools/call against the policies and drops tools nobody may call from tools/list.',
  ],
  limitations: ['No rate limits on the thv run path.', 'No approval step: approval becomes deny.'],
  nameProblem: anyName,
  render(servers, options) {
    if (servers.length === 1) return `${JSON.stringify(toolhiveConfig(servers[0]!, options), null, 2)}\n`;
    // One config per thv run: several servers give one config each, keyed by server name.
    const all: Record<string, unknown> = Object.create(null);
    for (const server of servers) all[server.clientName] = toolhiveConfig(server, options);
    return `${JSON.stringify(all, null, 2)}\n`;
  },
  lossNotes: thLoss,
};

// ---------------------------------------------------------------- Docker MCP gateway

const DK_LABEL = 'Docker Sandboxes MCP governance';
const DK_CAPS = { rateLimit: false, approval: true };

export const DOCKER_SCHEMA = `namespace MCP {
  entity Principal;
  entity Server;
  entity Tool in [Server] { name: String };
  action invokeTool appliesTo { principal: [Principal], resource: [Tool] };
}`;

function dockerPolicies(server: ExportServer, options?: ExportOptions): string[] {
  const sorted = byVerdict(mapServer(server, DK_CAPS, DK_LABEL, options));
  const scope = (m: MappedRule) =>
    `when { resource in MCP::Server::${cedarString(server.clientName)} && resource.name == ${cedarString(m.tool)} };`;
  const head = (effect: 'permit' | 'forbid') => `${effect} (principal, action == MCP::Action::"invokeTool", resource)`;
  return [
    ...sorted.allow.map((m) => [...noteLines(m), head('permit'), scope(m)].join('\n')),
    ...sorted['require-approval'].map((m) =>
      [
        ...noteLines(m),
        `@requireApproval(${cedarString(`${SITE_NAME}: a person approves each call of ${m.tool}`)})`,
        head('permit'),
        scope(m),
      ].join('\n'),
    ),
    ...sorted.deny.map((m) => [...noteLines(m), head('forbid'), scope(m)].join('\n')),
  ];
}

const DK_GENERAL: LossNote[] = [
  {
    text: "These statements are read by Docker's sandbox governance (a paid Docker plan: Docker Home, AI Platform, MCP access). The open-source docker/mcp-gateway has no Cedar policies: without that governance it allows every call.",
  },
  {
    text: 'Approval is an MCP elicitation in the session: a client that cannot show it refuses the call, and an autonomous client can answer it itself.',
  },
  { text: "Docker's gateway refuses a forbidden tool but still lists it to the agent." },
  { text: 'Registering each server needs its own permit (MCP::Action::"register"), which this file leaves to you.' },
  {
    text: "Docker's gateway cannot limit calls: a rate-limited tool asks a person each time instead (or, with the looser choice, runs with no limit), and says so above its policy.",
  },
];
const dkLoss = (servers: readonly ExportServer[], options?: ExportOptions): LossNote[] => [
  ...DK_GENERAL,
  ...mappingNotes(servers, DK_CAPS, DK_LABEL, options),
];

export const dockerMcp: ExportTarget = {
  id: 'docker-mcp',
  file: 'docker-mcp.cedar',
  label: DK_LABEL,
  docsUrl: 'https://docs.docker.com/ai/sandboxes/governance/reference/mcp-policy/',
  mediaType: 'text/plain',
  language: 'cedar',
  capabilities: DK_CAPS,
  perServer: false,
  install: [
    "Paste the statements into Docker Home, AI Platform → MCP access, for your organisation or a team: Docker's sandbox governance (a paid plan) reads them. The open-source docker/mcp-gateway does not.",
    'For every call a @requireApproval policy permits, the gateway sends an MCP elicitation to the client session: the client shows it to a person, or refuses the call when it cannot.',
  ],
  limitations: [
    'No rate limits.',
    'Forbidden tools stay in the tool list.',
    'No argument conditions written here: Docker documents context.args for local servers only, and its engine is not public to check them against.',
  ],
  nameProblem: anyName,
  render(servers, options) {
    const header = [
      ...commentLines(
        '//',
        `${SITE_NAME}: Cedar for Docker's MCP gateway, for ${servers.map((s) => s.clientName).join(', ')}. Anything not permitted is denied.`,
      ),
      ...DK_GENERAL.flatMap((n) => commentLines('//', n.text)),
    ];
    return `${[header.join('\n'), ...servers.flatMap((s) => dockerPolicies(s, options))].join('\n\n')}\n`;
  },
  lossNotes: dkLoss,
};

// ---------------------------------------------------------------- AWS Bedrock AgentCore

const AC_LABEL = 'AgentCore Policy';
const AC_CAPS = { rateLimit: false, approval: false };
/** Replace with your gateway's ARN: AgentCore requires a specific gateway when a policy names specific actions. */
export const AGENTCORE_GATEWAY_PLACEHOLDER = 'arn:aws:bedrock-agentcore:REGION:ACCOUNT_ID:gateway/GATEWAY_ID';

/** AgentCore names a target's tool "<target>___<tool>" (three underscores). */
export const agentcoreAction = (target: string, tool: string) => `${target}___${tool}`;

/** AgentCore refuses a policy statement longer than this (CreatePolicy, CedarPolicy.statement). */
export const AGENTCORE_STATEMENT_LIMIT = 10_000;

/**
 * The permit statements for these tools of one target, each within AgentCore's statement limit: as few as
 * the limit allows, the tools in their order. No forbid: anything not permitted is denied.
 */
function agentcoreStatements(target: string, tools: readonly string[]): string[] {
  const gateway = `AgentCore::Gateway::${cedarString(AGENTCORE_GATEWAY_PLACEHOLDER)}`;
  const line = (tool: string) => `  AgentCore::Action::${cedarString(agentcoreAction(target, tool))}`;
  const statement = (lines: string[]) =>
    `permit (principal, action in [\n${lines.join(',\n')}\n], resource == ${gateway});`;
  const statements: string[] = [];
  let current: string[] = [];
  for (const tool of tools) {
    const next = [...current, line(tool)];
    if (current.length > 0 && statement(next).length > AGENTCORE_STATEMENT_LIMIT) {
      statements.push(statement(current));
      current = [line(tool)];
    } else current = next;
  }
  if (current.length > 0) statements.push(statement(current));
  for (const s of statements)
    if (s.length > AGENTCORE_STATEMENT_LIMIT)
      throw new Error(
        `an AgentCore statement for ${target} is ${s.length} characters, over ${AGENTCORE_STATEMENT_LIMIT}`,
      );
  return statements;
}

const AC_GENERAL: LossNote[] = [
  { text: `Replace ${AGENTCORE_GATEWAY_PLACEHOLDER} with your gateway's ARN before creating the policies.` },
  {
    text: `AgentCore refuses a statement over ${groupDigits(AGENTCORE_STATEMENT_LIMIT)} characters, so a server with many allowed tools gets several permit statements; anything not permitted is denied, so no forbid is needed.`,
  },
  {
    text: 'Cedar in AgentCore has no rate limit (set gateway rate limits separately) and no approval step; each tool refused for that reason is named above the forbid.',
  },
];
const acLoss = (servers: readonly ExportServer[], options?: ExportOptions): LossNote[] => [
  ...AC_GENERAL,
  ...mappingNotes(servers, AC_CAPS, AC_LABEL, options),
];

export const agentcore: ExportTarget = {
  id: 'agentcore',
  file: 'agentcore.cedar',
  label: AC_LABEL,
  docsUrl: 'https://docs.aws.amazon.com/bedrock-agentcore/latest/devguide/use-gateway-with-policy.html',
  mediaType: 'text/plain',
  language: 'cedar',
  capabilities: AC_CAPS,
  perServer: false,
  install: [
    'Create each statement in your policy engine (aws bedrock-agentcore-control create-policy --definition \'{"cedar":{"statement":"…"}}\'), then attach the engine to the gateway.',
    "Once attached, the gateway denies and hides every tool no policy permits. The server's name here is its gateway target name.",
  ],
  limitations: ['No rate limits in Cedar.', 'No approval step: approval becomes deny.'],
  nameProblem: anyName,
  render(servers, options) {
    const header = [
      ...commentLines(
        '//',
        `${SITE_NAME}: AgentCore Policy (Cedar) for ${servers.map((s) => s.clientName).join(', ')}. Anything not permitted is denied. Create each statement below (between blank lines) as one policy.`,
      ),
      ...AC_GENERAL.flatMap((n) => commentLines('//', n.text)),
    ];
    const blocks: string[] = [];
    for (const server of servers) {
      const sorted = byVerdict(mapServer(server, AC_CAPS, AC_LABEL, options));
      // Notes go above the statements, not inside them: a statement holds only the policy, within AgentCore's limit.
      const notes = [...sorted.allow, ...sorted.deny].flatMap(noteLines);
      const denied = sorted.deny.map((m) => m.tool);
      if (denied.length > 0)
        notes.push(
          ...commentLines('//', `${server.clientName}: not permitted, so denied and hidden: ${denied.join(', ')}.`),
        );
      if (notes.length > 0) blocks.push(notes.join('\n'));
      blocks.push(
        ...agentcoreStatements(
          server.clientName,
          sorted.allow.map((m) => m.tool),
        ),
      );
    }
    return `${[header.join('\n'), ...blocks].join('\n\n')}\n`;
  },
  lossNotes: acLoss,
};

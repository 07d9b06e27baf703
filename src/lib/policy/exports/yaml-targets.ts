/**
 * The two YAML targets: agentgateway (mcpAuthorization rules in CEL) and
 * PolicyLayer Intercept (one policy file per upstream server).
 */
import { byVerdict, mapServer, mappingNotes, SITE_NAME } from './mapping.ts';
import { celString, commentLines, wellFormed, yamlSingle, yamlString } from './escape.ts';
import type { ExportOptions, ExportServer, ExportTarget, LossNote, MappedRule } from './types.ts';

const anyName = (clientName: string): string | undefined => {
  if (clientName === '') return 'Type the name your client uses for the server.';
  if (!wellFormed(clientName)) return 'The name holds broken Unicode (a lone surrogate).';
  return undefined;
};

// ---------------------------------------------------------------- agentgateway

const AG_LABEL = 'agentgateway';
const AG_CAPS = { rateLimit: false, approval: false };

/** The CEL expression matching these tools of one target. */
export function celMatch(target: string, tools: readonly MappedRule[]): string {
  const names = tools.map((m) => celString(m.tool));
  const tool = names.length === 1 ? `mcp.tool.name == ${names[0]}` : `mcp.tool.name in [${names.join(', ')}]`;
  return `mcp.tool.target == ${celString(target)} && ${tool}`;
}

function agLoss(servers: readonly ExportServer[], options?: ExportOptions): LossNote[] {
  return [
    {
      text: "agentgateway denies every tool no allow rule matches once any allow rule exists, on every target of this gateway: merge these rules with your other targets' rules.",
    },
    { text: "agentgateway's localRateLimit counts per route, not per tool and grant, and it has no approval step." },
    ...mappingNotes(servers, AG_CAPS, AG_LABEL, options),
  ];
}

export const agentgateway: ExportTarget = {
  id: 'agentgateway',
  file: 'agentgateway.yaml',
  label: AG_LABEL,
  docsUrl: 'https://github.com/agentgateway/agentgateway/tree/main/examples/mcp-authorization',
  mediaType: 'application/yaml',
  language: 'yaml',
  capabilities: AG_CAPS,
  perServer: false,
  install: [
    "Merge mcp.policies.mcpAuthorization into your agentgateway config (agentgateway -f config.yaml), beside the targets: each target's name must be the server name used here.",
    'Denied tools are refused and also dropped from tools/list.',
  ],
  limitations: ['No per-tool rate limits.', 'No approval step: approval becomes deny.'],
  nameProblem: anyName,
  render(servers, options) {
    const lines = [
      '# yaml-language-server: $schema=https://agentgateway.dev/schema/config',
      ...commentLines(
        '#',
        `${SITE_NAME}: agentgateway MCP authorization for ${servers.map((s) => s.clientName).join(', ')}.`,
      ),
      ...agLoss(servers, options).flatMap((n) => commentLines('#', n.text)),
      'mcp:',
      '  policies:',
      '    mcpAuthorization:',
      '      rules:',
    ];
    let allows = 0;
    for (const server of servers) {
      const sorted = byVerdict(mapServer(server, AG_CAPS, AG_LABEL, options));
      if (sorted.allow.length > 0) {
        allows++;
        lines.push(`      - ${yamlSingle(celMatch(server.clientName, sorted.allow))}`);
      }
      if (sorted.deny.length > 0) lines.push(`      - deny: ${yamlSingle(celMatch(server.clientName, sorted.deny))}`);
    }
    if (allows === 0)
      lines.push(
        ...commentLines(
          '      #',
          'No tool is allowed: an allow rule that never matches keeps every other tool denied.',
        ),
        "      - 'false'",
      );
    return `${lines.join('\n')}\n`;
  },
  lossNotes: agLoss,
};

// ---------------------------------------------------------------- Intercept

const IC_LABEL = 'Intercept';
/** Intercept's POLICY.md defines the actions "evaluate" and "deny" only; approval is not in the documented format. */
const IC_CAPS = { rateLimit: true, approval: false };

function icGeneral(servers: readonly ExportServer[]): LossNote[] {
  const limited = servers.some((s) => s.rules.some((r) => r.verdict === 'rate-limit'));
  return limited
    ? [
        {
          text: 'Intercept counts rate limits per Intercept process, in UTC calendar windows, not per grant: restart the process and the counts start again.',
        },
      ]
    : [];
}
const icLoss = (servers: readonly ExportServer[], options?: ExportOptions): LossNote[] => [
  ...icGeneral(servers),
  ...servers.flatMap((s) =>
    s.rules.some((r) => r.tool === IC_WILDCARD) ? [{ server: s.slug, tool: IC_WILDCARD, text: WILDCARD_NOTE }] : [],
  ),
  ...mappingNotes(servers, IC_CAPS, IC_LABEL, options).filter((n) => n.tool !== IC_WILDCARD),
];

/** In Intercept "*" means every tool (global rules under tools, everything under hide): a tool really named "*" cannot be written. */
const IC_WILDCARD = '*';
const WILDCARD_NOTE =
  'A tool named "*" cannot be named in Intercept, where "*" means every tool; it is left unlisted, so default: deny refuses it.';

function interceptDoc(server: ExportServer, options?: ExportOptions): string {
  const mapped = mapServer(server, IC_CAPS, IC_LABEL, options).map((m) =>
    m.tool === IC_WILDCARD
      ? { ...m, verdict: 'deny' as const, max: undefined, window: undefined, note: WILDCARD_NOTE }
      : m,
  );
  const sorted = byVerdict(mapped);
  const lines = [
    ...commentLines(
      '#',
      `${SITE_NAME}: Intercept policy for ${server.clientName}. Run: intercept -c <this file> --upstream <server>.`,
    ),
    ...icGeneral([server]).flatMap((n) => commentLines('#', n.text)),
    'version: "1"',
    `description: ${yamlString(`${SITE_NAME} recommended policy for ${server.clientName}`)}`,
    'default: deny',
  ];
  const hidden = sorted.deny.filter((m) => m.tool !== IC_WILDCARD);
  if (hidden.length > 0)
    lines.push(
      'hide:',
      ...hidden.flatMap((m) => [...(m.note ? commentLines('  #', m.note) : []), `  - ${yamlString(m.tool)}`]),
    );
  if (hidden.length < sorted.deny.length)
    lines.push(...commentLines('#', sorted.deny.find((m) => m.tool === IC_WILDCARD)!.note!));
  const listed = mapped.filter((m) => m.verdict === 'allow' || m.verdict === 'rate-limit');
  if (listed.length === 0) lines.push('tools: {}');
  else {
    lines.push('tools:');
    for (const m of listed) {
      if (m.note) lines.push(...commentLines('  #', m.note));
      if (m.verdict === 'allow') lines.push(`  ${yamlString(m.tool)}:`, '    rules: []');
      else
        lines.push(
          `  ${yamlString(m.tool)}:`,
          '    rules:',
          `      - name: ${yamlString(`at most ${m.max} per ${m.window}`)}`,
          `        rate_limit: ${yamlString(`${m.max}/${m.window}`)}`,
        );
    }
  }
  return `${lines.join('\n')}\n`;
}

export const intercept: ExportTarget = {
  id: 'intercept',
  file: 'intercept.yaml',
  label: IC_LABEL,
  docsUrl: 'https://github.com/PolicyLayer/Intercept/blob/main/POLICY.md',
  mediaType: 'application/yaml',
  language: 'yaml',
  capabilities: IC_CAPS,
  perServer: true,
  install: [
    'Save one file per server and run it in front of the server: intercept -c policy.yaml --upstream <server command or URL>.',
    'intercept validate -c policy.yaml checks the file first.',
  ],
  limitations: [
    'Counts belong to the Intercept process, not to a grant.',
    'No approval step in the documented format: approval becomes deny.',
  ],
  nameProblem: anyName,
  toolNameProblem: (tool) => (tool === IC_WILDCARD ? WILDCARD_NOTE : undefined),
  render(servers, options) {
    // Several servers: one YAML document each, in one stream.
    return servers.map((s) => interceptDoc(s, options)).join('---\n');
  },
  lossNotes: icLoss,
};

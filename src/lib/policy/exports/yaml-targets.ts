/**
 * The two YAML targets: agentgateway (mcpAuthorization rules in CEL) and
 * PolicyLayer Intercept (one policy file per upstream server).
 */
import type { Condition } from '../../../schema/policy.ts';
import { describeWhen, valueTest } from '../conditions.ts';
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
function celMatch(target: string, tools: readonly MappedRule[]): string {
  const names = tools.map((m) => celString(m.tool));
  const tool = names.length === 1 ? `mcp.tool.name == ${names[0]}` : `mcp.tool.name in [${names.join(', ')}]`;
  return `mcp.tool.target == ${celString(target)} && ${tool}`;
}

function agLoss(servers: readonly ExportServer[], options?: ExportOptions): LossNote[] {
  return [
    {
      text: "Once any allow rule exists, agentgateway refuses everything no allow rule matches on every target of the gateway: other tools, and every prompt, resource and task, since those carry no tool name for these rules to match. Merge these rules with your other targets' rules, and add allow rules for the prompts and resources you use.",
    },
    { text: "agentgateway's localRateLimit counts per route, not per tool and grant, and it has no approval step." },
    {
      text: "agentgateway fills mcp.tool.arguments only after authorization, so a rule on a call's arguments would refuse every call: tools with conditions on their arguments get the stricter verdict here.",
    },
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
/**
 * Intercept's POLICY.md defines the actions "evaluate" and "deny" only; approval is not in the documented
 * format. Its conditions test arguments with RE2 regular expressions (Go's regexp) and numeric comparisons.
 */
const IC_CAPS = {
  rateLimit: true,
  approval: false,
  condition: (condition: Condition) => {
    const test = valueTest(condition);
    return test.type === 'number' || test.re2;
  },
};

/** Counters are named after the server, so two servers' tools of the same name never share one budget. */
const interceptCounter = (clientName: string, window: string) => `${clientName}:rate_${window}`;

const IC_COUNTERS =
  'Intercept keeps counts in a SQLite file under ~/.intercept/state (or in Redis with --state-dsn): they survive restarts and every Intercept process on the machine shares them, keyed by tool and counter name. This file names its counters after the server, so the same tool name on another server keeps its own count; limits count per server, not per grant.';

function icGeneral(servers: readonly ExportServer[]): LossNote[] {
  const limited = servers.some((s) => s.rules.some((r) => r.verdict === 'rate-limit'));
  return limited ? [{ text: IC_COUNTERS }] : [];
}

/** In Intercept "*" means every tool (global rules under tools, everything under hide): a tool really named "*" cannot be written. */
const IC_WILDCARD = '*';
const WILDCARD_NOTE =
  'A tool named "*" cannot be named in Intercept, where "*" means every tool; it is left unlisted, so default: deny refuses it.';
/** Intercept's validator splits a counter path at dots and looks for the tool before the first one. */
const dottedNote = (tool: string, max: number, window: string) =>
  `${tool}: recommended at most ${max} calls per ${window}; Intercept cannot keep a count for a tool whose name holds a dot (its validator reads the name only up to the first dot and refuses the whole file), so the tool is refused (nearest stricter verdict).`;

/** The rules as Intercept gets them: the "*" tool refused, a rate-limited tool with a dotted name refused. */
function interceptRules(server: ExportServer, options?: ExportOptions): MappedRule[] {
  return mapServer(server, IC_CAPS, IC_LABEL, options).map((m) => {
    if (m.tool === IC_WILDCARD)
      return { ...m, verdict: 'deny', max: undefined, window: undefined, note: WILDCARD_NOTE };
    if (m.verdict === 'rate-limit' && m.tool.includes('.'))
      return {
        ...m,
        verdict: 'deny',
        max: undefined,
        window: undefined,
        conditions: undefined,
        outside: undefined,
        note: dottedNote(m.tool, m.max!, m.window!),
      };
    return m;
  });
}

/** The tools whose note is Intercept's own (the "*" tool, a rate-limited tool with a dotted name). */
const overridden = (server: ExportServer, options?: ExportOptions) =>
  interceptRules(server, options).filter(
    (m) => m.tool === IC_WILDCARD || (m.from.verdict === 'rate-limit' && m.tool.includes('.') && m.verdict === 'deny'),
  );

const icLoss = (servers: readonly ExportServer[], options?: ExportOptions): LossNote[] => {
  const own = new Map(servers.map((s) => [s.slug, new Set(overridden(s, options).map((m) => m.tool))]));
  return [
    ...icGeneral(servers),
    ...servers.flatMap((s) =>
      overridden(s, options).map((m) => ({
        server: s.slug,
        tool: m.tool,
        ...(servers.length > 1 ? { name: `${s.clientName}/${m.tool}` } : {}),
        text: servers.length > 1 && m.tool !== IC_WILDCARD ? `${s.clientName}/${m.note!}` : m.note!,
      })),
    ),
    ...mappingNotes(servers, IC_CAPS, IC_LABEL, options).filter((n) => !own.get(n.server!)?.has(n.tool!)),
  ];
};

/** The YAML of one condition as Intercept conditions: a regex on a string, or two numeric bounds. */
function conditionYaml(condition: Condition): string[] {
  const path = `        - path: ${yamlString(`args.${condition.arg}`)}`;
  const test = valueTest(condition);
  if (test.type === 'number')
    return [
      path,
      '          op: gte',
      `          value: ${test.min}`,
      path,
      '          op: lte',
      `          value: ${test.max}`,
    ];
  return [path, '          op: regex', `          value: ${yamlString(test.pattern)}`];
}

function interceptDoc(server: ExportServer, options?: ExportOptions): string {
  const mapped = interceptRules(server, options);
  const sorted = byVerdict(mapped);
  const lines = [
    ...commentLines(
      '#',
      `${SITE_NAME}: Intercept policy for ${server.clientName}. Run a local server as: intercept -c <this file> -- <the command that starts the server>; a remote one as: intercept -c <this file> --upstream <URL>.`,
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
  if (hidden.length < sorted.deny.length) lines.push(...commentLines('#', WILDCARD_NOTE));
  const listed = mapped.filter((m) => m.verdict === 'allow' || m.verdict === 'rate-limit');
  if (listed.length === 0) lines.push('tools: {}');
  else {
    lines.push('tools:');
    for (const m of listed) {
      if (m.note) lines.push(...commentLines('  #', m.note));
      const rules: string[] = [];
      if (m.conditions) {
        const text = describeWhen({ all: m.conditions, otherwise: 'deny' });
        rules.push(
          `      - name: ${yamlString(`only when ${text}`)}`,
          '        conditions:',
          ...m.conditions.flatMap(conditionYaml),
          `        on_deny: ${yamlString(`${SITE_NAME}: ${m.tool} is allowed only when ${text}`)}`,
        );
      }
      if (m.verdict === 'rate-limit') {
        const counter = interceptCounter(server.clientName, m.window!);
        rules.push(
          `      - name: ${yamlString(`at most ${m.max} per ${m.window}`)}`,
          '        conditions:',
          `          - path: ${yamlString(`state.${m.tool}.${counter}`)}`,
          '            op: lte',
          `            value: ${m.max}`,
          '        state:',
          `          counter: ${yamlString(counter)}`,
          `          window: ${m.window}`,
          `        on_deny: ${yamlString(`Rate limit of ${m.max} per ${m.window} reached. Try again later.`)}`,
        );
      }
      lines.push(`  ${yamlString(m.tool)}:`, ...(rules.length === 0 ? ['    rules: []'] : ['    rules:', ...rules]));
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
    'Save one file per server. Start a local (stdio) server through Intercept with intercept -c <file> -- <the command that starts the server>, and a remote one with intercept -c <file> --upstream <URL>.',
    'intercept validate -c <file> checks the file first.',
  ],
  limitations: [
    'Counts are kept per server on the machine (SQLite under ~/.intercept/state), not per grant, and survive restarts.',
    'No approval step in the documented format: approval becomes deny.',
  ],
  nameProblem: anyName,
  toolNameProblem: (tool, rule) =>
    tool === IC_WILDCARD
      ? WILDCARD_NOTE
      : rule?.verdict === 'rate-limit' && tool.includes('.')
        ? dottedNote(tool, rule.max!, rule.window!)
        : undefined,
  render(servers, options) {
    // Intercept reads one policy per file; several servers give one YAML document each, to be saved apart.
    return servers.map((s) => interceptDoc(s, options)).join('---\n');
  },
  lossNotes: icLoss,
};

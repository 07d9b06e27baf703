/**
 * The clients people run whose per-tool settings are lists: Cursor (permissions.json), Zed
 * (agent.tool_permissions), Cline and Roo Code (their MCP settings JSON), GitHub Copilot CLI
 * (--allow-tool / --deny-tool) and the OpenAI Responses API's MCP tool (allowed_tools and
 * require_approval). None of them checks a call's arguments, and none counts calls: a tool with
 * conditions gets the stricter of its two verdicts, a rate-limited tool asks (or is refused where
 * nothing can ask). The source each format was read from is named on /docs/exports/.
 */
import { byVerdict, mapServer, mappingNotes, SITE_NAME } from './mapping.ts';
import { commentLines, shellQuote, wellFormed } from './escape.ts';
import type { ExportOptions, ExportServer, ExportTarget, LossNote, MappedRule } from './types.ts';

const anyName = (clientName: string): string | undefined => {
  if (clientName === '') return 'Type the name your client uses for the server.';
  if (!wellFormed(clientName)) return 'The name holds broken Unicode (a lone surrogate).';
  return undefined;
};

const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;
/** A JSON object whose keys come from names: a null prototype, so "__proto__" is a plain key. */
const record = <T>(entries: Array<[string, T]>): Record<string, T> =>
  Object.assign(Object.create(null) as Record<string, T>, Object.fromEntries(entries));
const mapped = (server: ExportServer, caps: ExportTarget['capabilities'], label: string, options?: ExportOptions) =>
  byVerdict(mapServer(server, caps, label, options));
const usable = (servers: readonly ExportServer[], problem: (name: string) => string | undefined) =>
  servers.filter((s) => problem(s.clientName) === undefined);
const problemNotes = (servers: readonly ExportServer[], problem: (name: string) => string | undefined): LossNote[] =>
  servers.flatMap((s) => {
    const text = problem(s.clientName);
    return text ? [{ server: s.slug, text }] : [];
  });

// ---------------------------------------------------------------- Cursor

const CURSOR = 'Cursor';
const CURSOR_CAPS = { rateLimit: false, approval: true, refuse: false } as const;
const cursorName = (clientName: string) =>
  anyName(clientName) ??
  (clientName.includes(':')
    ? `Cursor writes a tool as "<server>:<tool>", so a server name with ":" cannot be told apart.`
    : undefined);

const starNotes = (servers: readonly ExportServer[], label: string): LossNote[] =>
  servers.flatMap((s) =>
    s.rules.some((r) => r.tool === '*') ? [{ server: s.slug, tool: '*', text: starNote(label) }] : [],
  );

const CURSOR_GENERAL: LossNote[] = [
  {
    text: 'permissions.json can only let tools run without asking: it lists the tools the policy allows, and every other tool of the server asks before it runs.',
  },
  {
    text: "It cannot refuse a tool: a tool the policy denies asks like the others until you switch it off in Cursor's MCP settings, where each tool has its own switch. Each such tool is named below.",
  },
  {
    text: 'When permissions.json sets mcpAllowlist, it replaces the allowlist in Cursor Settings (a team admin allowlist replaces both).',
  },
];

/** "*" stands for every tool in Cursor's and Roo Code's lists: a tool really named "*" is left out of them, so it asks. */
const starNote = (label: string) =>
  `A tool named "*" cannot be listed in ${label}, where "*" means every tool of the server; it is left out, so it asks before each call.`;

export const cursor: ExportTarget = {
  id: 'cursor',
  file: 'cursor-permissions.json',
  label: CURSOR,
  docsUrl: 'https://cursor.com/docs/reference/permissions',
  mediaType: 'application/json',
  language: 'json',
  capabilities: CURSOR_CAPS,
  perServer: false,
  install: [
    'Merge mcpAllowlist into ~/.cursor/permissions.json (yours, every project) or <project>/.cursor/permissions.json (shared with the project); Cursor joins the lists of both files and rereads them when they change.',
    'Switch off, in Cursor Settings → MCP, each tool the notes name as denied: the file cannot refuse a tool.',
  ],
  limitations: [
    'No refusal: a denied tool asks until you switch it off by hand.',
    'No rate limits and no argument conditions.',
  ],
  nameProblem: cursorName,
  toolNameProblem: (tool) => (tool === '*' ? starNote(CURSOR) : undefined),
  render(servers, options) {
    const allow = usable(servers, cursorName).flatMap((s) =>
      mapped(s, CURSOR_CAPS, CURSOR, options)
        .allow.filter((m) => m.tool !== '*')
        .map((m) => `${s.clientName}:${m.tool}`),
    );
    return json({ mcpAllowlist: [...new Set(allow)] });
  },
  lossNotes: (servers, options) => [
    ...CURSOR_GENERAL,
    ...starNotes(servers, CURSOR),
    ...problemNotes(servers, cursorName),
    ...mappingNotes(servers, CURSOR_CAPS, CURSOR, options),
  ],
};

// ---------------------------------------------------------------- Zed

const ZED = 'Zed';
const ZED_CAPS = { rateLimit: false, approval: true };
const ZED_MODE = { allow: 'allow', 'require-approval': 'confirm', deny: 'deny' } as const;
const zedName = (clientName: string) =>
  anyName(clientName) ??
  (clientName.includes(':')
    ? 'Zed names a tool "mcp:<server>:<tool>", so a server name with ":" cannot be told apart.'
    : undefined);

export const zed: ExportTarget = {
  id: 'zed',
  file: 'zed-settings.json',
  label: ZED,
  docsUrl: 'https://zed.dev/docs/ai/tool-permissions',
  mediaType: 'application/json',
  language: 'json',
  capabilities: ZED_CAPS,
  perServer: false,
  install: [
    'Merge agent.tool_permissions.tools into your Zed settings.json (~/.config/zed/settings.json, or .zed/settings.json in a trusted project).',
    'Each key is "mcp:<server>:<tool>"; a tool with "deny" is refused, "confirm" asks, "allow" runs without asking.',
  ],
  limitations: [
    'No rate limits and no argument conditions for MCP tools.',
    'A tool no key names follows agent.tool_permissions.default ("confirm" unless you changed it).',
  ],
  nameProblem: zedName,
  render(servers, options) {
    const tools = usable(servers, zedName).flatMap((s) =>
      mapServer(s, ZED_CAPS, ZED, options).map((m): [string, { default: string }] => [
        `mcp:${s.clientName}:${m.tool}`,
        { default: ZED_MODE[m.verdict as keyof typeof ZED_MODE] },
      ]),
    );
    return json({ agent: { tool_permissions: { tools: record(tools) } } });
  },
  lossNotes: (servers, options) => [
    {
      text: 'A tool the server adds later follows agent.tool_permissions.default, which asks unless you set it otherwise; re-export when the server changes.',
    },
    ...problemNotes(servers, zedName),
    ...mappingNotes(servers, ZED_CAPS, ZED, options),
  ],
};

// ---------------------------------------------------------------- Cline

const CLINE = 'Cline';
const CLINE_CAPS = { rateLimit: false, approval: true };

const clineDenied = (server: ExportServer, options?: ExportOptions) =>
  mapped(server, CLINE_CAPS, CLINE, options).deny.map((m) => m.tool);

export const cline: ExportTarget = {
  id: 'cline',
  file: 'cline-mcp-settings.json',
  label: CLINE,
  docsUrl: 'https://docs.cline.bot/mcp/configuring-mcp-servers',
  mediaType: 'application/json',
  language: 'json',
  capabilities: CLINE_CAPS,
  perServer: false,
  install: [
    "Merge each server's keys into its entry under mcpServers in cline_mcp_settings.json (Cline's MCP Servers view, Configure, opens it), keeping its command or url.",
  ],
  limitations: [
    'No refusal of one tool: Cline can only switch the whole server off, which it does when the policy denies any of its tools.',
    'No rate limits and no argument conditions.',
  ],
  nameProblem: anyName,
  render(servers, options) {
    const entries = usable(servers, anyName).map((s): [string, object] => {
      const sorted = mapped(s, CLINE_CAPS, CLINE, options);
      return [
        s.clientName,
        {
          autoApprove: sorted.allow.map((m) => m.tool),
          ...(clineDenied(s, options).length > 0 ? { disabled: true } : {}),
        },
      ];
    });
    return json({ mcpServers: record(entries) });
  },
  lossNotes: (servers, options) => [
    {
      text: 'Cline reads autoApprove, the tools that run without asking; every other tool asks.',
    },
    ...servers.flatMap((s): LossNote[] => {
      const denied = clineDenied(s, options);
      return denied.length === 0
        ? []
        : [
            {
              server: s.slug,
              text: `${s.clientName}: Cline cannot refuse one tool, and the policy denies ${denied.length === 1 ? denied[0] : `${denied.length} tools (${denied.slice(0, 5).join(', ')}${denied.length > 5 ? ', …' : ''})`}, so the file switches the whole server off ("disabled": true). Remove that line only if you accept that ${denied.length === 1 ? 'it asks' : 'they ask'} instead.`,
            },
          ];
    }),
    ...problemNotes(servers, anyName),
    ...mappingNotes(servers, CLINE_CAPS, CLINE, options),
  ],
};

// ---------------------------------------------------------------- Roo Code

const ROO = 'Roo Code';
const ROO_CAPS = { rateLimit: false, approval: true };

export const rooCode: ExportTarget = {
  id: 'roo-code',
  file: 'roo-mcp.json',
  label: ROO,
  docsUrl: 'https://docs.roocode.com/features/mcp/using-mcp-in-roo',
  mediaType: 'application/json',
  language: 'json',
  capabilities: ROO_CAPS,
  perServer: false,
  install: [
    "Merge each server's keys into its entry in .roo/mcp.json (the project) or Roo's global mcp_settings.json, keeping its command or url.",
    "alwaysAllow takes effect only while auto-approval of MCP tools is on in Roo's settings; otherwise those tools ask too.",
  ],
  limitations: ['No rate limits and no argument conditions.', 'A tool no list names asks before it runs.'],
  nameProblem: anyName,
  toolNameProblem: (tool, rule) => (tool === '*' && rule?.verdict !== 'deny' ? starNote(ROO) : undefined),
  render(servers, options) {
    const entries = usable(servers, anyName).map((s): [string, object] => {
      const sorted = mapped(s, ROO_CAPS, ROO, options);
      return [
        s.clientName,
        {
          alwaysAllow: sorted.allow.filter((m) => m.tool !== '*').map((m) => m.tool),
          disabledTools: sorted.deny.map((m) => m.tool),
        },
      ];
    });
    return json({ mcpServers: record(entries) });
  },
  lossNotes: (servers, options) => [
    {
      text: 'Roo Code hides the tools in disabledTools and refuses a call to one; it asks before any tool not in alwaysAllow, a tool the server adds later included.',
    },
    ...starNotes(
      servers.map((s) => ({ ...s, rules: s.rules.filter((r) => r.verdict !== 'deny') })),
      ROO,
    ),
    ...problemNotes(servers, anyName),
    ...mappingNotes(servers, ROO_CAPS, ROO, options),
  ],
};

// ---------------------------------------------------------------- GitHub Copilot CLI

const COPILOT = 'GitHub Copilot CLI';
const COPILOT_CAPS = { rateLimit: false, approval: true };
/** A program's argument cannot hold NUL, and a line break in a tool name is more likely a mistake than a name. */
const CONTROL = /[\u0000-\u001f\u007f]/;
const copilotName = (clientName: string) =>
  anyName(clientName) ??
  (/[()]/.test(clientName)
    ? 'Copilot CLI writes a tool as "<server>(<tool>)", so a server name with brackets cannot be told apart.'
    : CONTROL.test(clientName)
      ? 'A server name with control characters cannot be passed to Copilot CLI.'
      : undefined);
const copilotToolProblem = (tool: string) =>
  CONTROL.test(tool) || /[()]/.test(tool)
    ? `${tool}: a tool name with brackets or control characters cannot be passed to Copilot CLI; it asks, or, when the policy denies it, the whole server is denied.`
    : undefined;

export const copilotCli: ExportTarget = {
  id: 'copilot-cli',
  file: 'copilot-cli.sh',
  label: COPILOT,
  docsUrl: 'https://docs.github.com/en/copilot/how-tos/use-copilot-agents/use-copilot-cli',
  mediaType: 'text/x-shellscript',
  language: 'shell',
  capabilities: COPILOT_CAPS,
  perServer: false,
  install: [
    'Start Copilot CLI with these options (source the file and run copilot "${COPILOT_POLICY[@]}", or copy the options onto your command line).',
    '--deny-tool wins over --allow-tool and over --allow-all-tools.',
  ],
  limitations: ['No rate limits and no argument conditions.', 'A tool no option names asks before it runs.'],
  nameProblem: copilotName,
  toolNameProblem: (tool) => copilotToolProblem(tool),
  render(servers, options) {
    const lines = [
      ...commentLines(
        '#',
        `${SITE_NAME}: GitHub Copilot CLI options for ${servers.map((s) => s.clientName).join(', ')}.`,
      ),
      '# Use: source this file, then run: copilot "${COPILOT_POLICY[@]}"',
      'COPILOT_POLICY=(',
    ];
    for (const s of usable(servers, copilotName)) {
      const all = mapServer(s, COPILOT_CAPS, COPILOT, options);
      const written = all.filter((m) => !copilotToolProblem(m.tool));
      for (const m of all) if (m.note) lines.push(...commentLines('  #', m.note));
      // A denied tool that cannot be named: deny the whole server rather than let it ask.
      if (all.some((m) => m.verdict === 'deny' && copilotToolProblem(m.tool)))
        lines.push(`  --deny-tool ${shellQuote(s.clientName)}`);
      for (const m of written.filter((w) => w.verdict === 'allow'))
        lines.push(`  --allow-tool ${shellQuote(`${s.clientName}(${m.tool})`)}`);
      for (const m of written.filter((w) => w.verdict === 'deny'))
        lines.push(`  --deny-tool ${shellQuote(`${s.clientName}(${m.tool})`)}`);
    }
    lines.push(')');
    return `${lines.join('\n')}\n`;
  },
  lossNotes: (servers, options) => [
    {
      text: 'Tools the policy holds for approval are left out, so Copilot CLI asks before each call; in copilot -p they are not run.',
    },
    ...servers.flatMap((s) =>
      s.rules.flatMap((r): LossNote[] => {
        const text = copilotToolProblem(r.tool);
        return text ? [{ server: s.slug, tool: r.tool, text }] : [];
      }),
    ),
    ...problemNotes(servers, copilotName),
    ...mappingNotes(servers, COPILOT_CAPS, COPILOT, options),
  ],
};

// ---------------------------------------------------------------- OpenAI Responses API

const OPENAI = 'OpenAI Responses API';
const OPENAI_CAPS = { rateLimit: false, approval: true };

export const openaiResponses: ExportTarget = {
  id: 'openai-responses',
  file: 'openai-mcp-tool.json',
  label: OPENAI,
  docsUrl: 'https://platform.openai.com/docs/guides/tools-remote-mcp',
  mediaType: 'application/json',
  language: 'json',
  capabilities: OPENAI_CAPS,
  perServer: false,
  install: [
    'Put each object in the tools array of your responses.create request, with your server_url (or connector_id) and authorization added.',
    'A tool in require_approval.always makes the API stop with an mcp_approval_request: your application answers it with an mcp_approval_response, and a person approves only if your application asks one.',
  ],
  limitations: [
    'No rate limits and no argument conditions.',
    "Approval is your application's to ask: the API only stops and waits for its answer.",
  ],
  nameProblem: anyName,
  render(servers, options) {
    const tools = usable(servers, anyName).map((s) => {
      const sorted = mapped(s, OPENAI_CAPS, OPENAI, options);
      const names = (list: readonly MappedRule[]) => list.map((m) => m.tool);
      return {
        type: 'mcp',
        server_label: s.clientName,
        allowed_tools: [...names(sorted.allow), ...names(sorted['require-approval'])],
        require_approval: {
          always: { tool_names: names(sorted['require-approval']) },
          never: { tool_names: names(sorted.allow) },
        },
      };
    });
    return json(tools);
  },
  lossNotes: (servers, options) => [
    { text: 'Tools outside allowed_tools, denied ones and any the server adds later, are not offered to the model.' },
    ...problemNotes(servers, anyName),
    ...mappingNotes(servers, OPENAI_CAPS, OPENAI, options),
  ],
};

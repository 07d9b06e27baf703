/**
 * VS Code, for GitHub Copilot's agent mode: the setting chat.tools.eligibleForAutoApproval in settings.json, an
 * object from a tool's name to true or false. Read from microsoft/vscode (the files and commits /docs/exports/
 * names, FORMAT_SOURCES.vscode):
 * - LanguageModelToolsService.isToolEligibleForAutoApproval looks the tool up in that object. A tool set to false
 *   always shows a confirmation, and VS Code never approves it automatically: not for the session, the workspace
 *   or always, and not under chat.tools.global.autoApprove (shouldAutoConfirm checks eligibility first). A tool
 *   not named, or set to true, is eligible: the default.
 * - The name it looks up is getToolFullReferenceName without a tool set, which for an MCP tool is its reference
 *   name alone, with no server: McpTool.referenceName, the tool's name after McpServer._normalizeTool wrote every
 *   character outside [a-z0-9_-] (any case) as "_".
 * - No setting lets one MCP tool run without asking ("Always Allow" is stored by VS Code, not in settings.json,
 *   and chat.tools.global.autoApprove is one boolean for every tool), and none refuses one tool. So the file sets
 *   to false every tool that must ask: those the policy holds for approval, limits or denies (asking is the
 *   nearest it has; denial is looser, with a note). A tool the policy allows is left out, so it stays eligible:
 *   VS Code asks before its first call and offers Always Allow.
 */
import { mapServer, SITE_NAME } from './mapping.ts';
import { commentLines, wellFormed } from './escape.ts';
import type { Capabilities, ExportOptions, ExportServer, ExportTarget, Loss, LossNote } from './types.ts';

const LABEL = 'VS Code';
export const VSCODE_SETTING = 'chat.tools.eligibleForAutoApproval';

const CAPS: Capabilities = {
  rateLimit: false,
  approval: true,
  refuse: false,
  refuseNote:
    "VS Code's settings cannot refuse one tool, so the file sets it to false: VS Code asks before every call and never approves it automatically, until you switch the tool off with Configure Tools in the Chat view.",
};

/** The key VS Code looks up for an MCP tool: its name with each character outside [a-z0-9_-] (any case, per UTF-16 unit) written "_". */
export const vscodeKey = (tool: string) => tool.replace(/[^a-z0-9_-]/gi, '_');

/** VS Code reads settings into plain objects, where a "__proto__" key is lost (it sets the prototype instead). */
const LOST_KEY = '__proto__';

const nameProblem = (clientName: string) =>
  wellFormed(clientName) ? undefined : 'The name holds broken Unicode (a lone surrogate).';
const usable = (servers: readonly ExportServer[]) => servers.filter((s) => nameProblem(s.clientName) === undefined);

const SHARED_LOSS: Loss = {
  asked: 'running without asking',
  one: 'VS Code names a tool without its server, and another tool of that name must ask, so this one asks before every call too.',
  many: 'VS Code names a tool without its server, and another tool of the same name must ask, so these ask before every call too.',
};

const lostKeyNote = (name: string, denied: boolean) =>
  `${name}: VS Code loses a settings key named "__proto__", so the file cannot set this tool to false: VS Code keeps it eligible, asking before it runs (unless its server marks it read-only) and offering to approve it automatically; decline that${denied ? ', and switch the tool off with Configure Tools in the Chat view' : ''}.`;

/**
 * What the file holds: each key set to false with the notes of the tools it stands for, and the notes of tools
 * the file changes but names with no key of their own (left eligible, or a key VS Code would lose). `servers`
 * are the usable ones; a note names its server when there are several.
 */
function plan(servers: readonly ExportServer[], options?: ExportOptions) {
  const several = servers.length > 1;
  const mapped = servers.map((server) => ({ server, rules: mapServer(server, CAPS, LABEL, options) }));
  const held = new Set(
    mapped.flatMap(({ rules }) => rules.filter((m) => m.verdict !== 'allow').map((m) => vscodeKey(m.tool))),
  );
  held.delete(LOST_KEY);
  const keys = new Map<string, LossNote[]>();
  const unkeyed: LossNote[] = [];
  for (const { server, rules } of mapped)
    for (const m of rules) {
      const key = vscodeKey(m.tool);
      const name = several ? `${server.clientName}/${m.tool}` : m.tool;
      const base = { server: server.slug, tool: m.tool, ...(several ? { name } : {}) };
      const notes: LossNote[] = [];
      // A key VS Code would lose: its own note says what the tool gets instead.
      if (m.verdict !== 'allow' && key === LOST_KEY)
        notes.push({ ...base, text: lostKeyNote(name, m.from.verdict === 'deny') });
      else if (m.note)
        notes.push({
          ...base,
          text: several ? `${server.clientName}/${m.note}` : m.note,
          ...(m.loss ? { loss: m.loss } : {}),
        });
      if (m.verdict === 'allow' && held.has(key))
        notes.push({
          ...base,
          text: `${name}: recommended running without asking; ${SHARED_LOSS.one}`,
          loss: SHARED_LOSS,
        });
      if (held.has(key)) keys.set(key, [...(keys.get(key) ?? []), ...notes]);
      else unkeyed.push(...notes);
    }
  return { keys, unkeyed };
}

const GENERAL: LossNote[] = [
  {
    text: "VS Code's settings can neither let one MCP tool run without asking nor refuse one: the file sets to false each tool that must ask, and VS Code then asks before every call of it and never approves it automatically, not even under global auto-approve (only a chat whose permission level approves every tool, such as Autopilot, runs it without asking).",
  },
  {
    text: 'A tool the policy allows is left out of the file, so it stays eligible for auto-approval: VS Code asks before its first call and offers Always Allow (a tool its server marks read-only runs without asking).',
  },
  {
    text: 'A key names a tool without its server: set to false, it holds back every tool of that name, from any MCP server and from VS Code itself.',
  },
  {
    text: "A tool the server adds later is not in the file: VS Code asks before it runs, but runs it without asking once you have allowed all of the server's tools or turned global auto-approve on; re-export when the server changes.",
  },
];

function lossNotes(servers: readonly ExportServer[], options?: ExportOptions): LossNote[] {
  const { keys, unkeyed } = plan(usable(servers), options);
  return [
    ...GENERAL,
    ...servers.flatMap((s) => {
      const text = nameProblem(s.clientName);
      return text ? [{ server: s.slug, text }] : [];
    }),
    ...[...keys.values()].flat(),
    ...unkeyed,
  ];
}

export const vscode: ExportTarget = {
  id: 'vscode',
  file: 'vscode-settings.json',
  label: LABEL,
  docsUrl: 'https://code.visualstudio.com/docs/agents/agent-tools',
  mediaType: 'application/json',
  language: 'jsonc',
  capabilities: CAPS,
  perServer: false,
  install: [
    `Merge the "${VSCODE_SETTING}" object into your settings.json: your user settings (Preferences: Open User Settings (JSON)) or the workspace's .vscode/settings.json. The file's // comments are allowed there.`,
    'VS Code reads the setting at each call: the confirmation of a tool set to false says that its auto approval is restricted by this setting.',
    'When VS Code first asks before a tool the policy allows, choose Always Allow (or Allow in this Workspace): the settings cannot do that for you.',
    "Switch off, with Configure Tools in the Chat view, each tool the notes name as denied: the settings cannot refuse a tool. An organisation's ChatToolsEligibleForAutoApproval policy controls the same setting.",
  ],
  limitations: [
    'No allowing in advance: Always Allow is a choice VS Code stores when you make it, not a setting, so a tool the policy allows asks until you make it.',
    'No refusal: a denied tool asks before every call until you switch it off by hand.',
    'No rate limits and no argument conditions.',
    'A chat whose permission level approves every tool (Autopilot, for one) runs even the tools set to false without asking.',
  ],
  nameProblem,
  render(servers, options) {
    const list = usable(servers);
    const { keys, unkeyed } = plan(list, options);
    const lines = [
      ...commentLines(
        '//',
        `${SITE_NAME}: VS Code settings for ${servers.map((s) => s.clientName).join(', ')}. Each tool set to false asks before every call, and VS Code never approves it automatically (unless the chat's permission level approves every tool); a tool left out stays eligible, so VS Code asks the first time and offers Always Allow.`,
      ),
      ...unkeyed.flatMap((n) => commentLines('//', n.text)),
      '{',
    ];
    const entries = [...keys.entries()];
    if (entries.length === 0) lines.push(`  ${JSON.stringify(VSCODE_SETTING)}: {}`);
    else {
      lines.push(`  ${JSON.stringify(VSCODE_SETTING)}: {`);
      entries.forEach(([key, notes], i) => {
        for (const note of notes) lines.push(...commentLines('    //', note.text));
        lines.push(`    ${JSON.stringify(key)}: false${i < entries.length - 1 ? ',' : ''}`);
      });
      lines.push('  }');
    }
    lines.push('}');
    return `${lines.join('\n')}\n`;
  },
  lossNotes,
};

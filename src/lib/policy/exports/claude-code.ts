/**
 * Claude Code settings: permissions.allow / ask / deny with mcp__<server>__<tool> rules.
 * Rules are checked deny, then ask, then allow; a deny always wins.
 */
import { byVerdict, mapServer, mappingNotes } from './mapping.ts';
import { wellFormed } from './escape.ts';
import type { ExportOptions, ExportServer, ExportTarget, LossNote } from './types.ts';

const LABEL = 'Claude Code';
const CAPS = { rateLimit: false, approval: true };

/**
 * Claude Code writes a server or tool name into a rule after replacing every
 * character outside A-Z a-z 0-9 _ - with "_" (its normalizeNameForMCP), so
 * rules name tools that way.
 */
export const claudeName = (name: string) => name.replace(/[^A-Za-z0-9_-]/g, '_');

function nameNotes(servers: readonly ExportServer[]): LossNote[] {
  const notes: LossNote[] = [];
  for (const server of servers) {
    if (claudeName(server.clientName) !== server.clientName)
      notes.push({
        server: server.slug,
        text: `Server name "${server.clientName}" is written ${claudeName(server.clientName)} in rules, as Claude Code writes it.`,
      });
    const seen = new Map<string, string>();
    for (const { tool } of server.rules) {
      const written = claudeName(tool);
      if (written !== tool)
        notes.push({
          server: server.slug,
          tool,
          text: `${tool} is written ${written} in rules, as Claude Code writes it.`,
        });
      const other = seen.get(written);
      if (other !== undefined && other !== tool)
        notes.push({
          server: server.slug,
          tool,
          text: `${other} and ${tool} are both ${written} to Claude Code; the stricter of their rules applies to both (deny, then ask, then allow).`,
        });
      seen.set(written, tool);
    }
  }
  return notes;
}

function lossNotes(servers: readonly ExportServer[], options?: ExportOptions): LossNote[] {
  return [
    {
      text: 'Claude Code asks before running a tool no rule names, so a tool the server adds later prompts rather than being refused; re-export when the server changes.',
    },
    {
      text: 'Denied tools are refused when called; whether Claude Code also keeps them out of the tool list is up to Claude Code.',
    },
    ...nameNotes(servers),
    ...mappingNotes(servers, CAPS, LABEL, options),
  ];
}

export const claudeCode: ExportTarget = {
  id: 'claude-code',
  file: 'claude-code.json',
  label: LABEL,
  docsUrl: 'https://code.claude.com/docs/en/permissions',
  mediaType: 'application/json',
  language: 'json',
  capabilities: CAPS,
  perServer: false,
  install: [
    'Merge the "permissions" lists into .claude/settings.json in your project (shared with the team), .claude/settings.local.json (yours only) or ~/.claude/settings.json (every project).',
    'Claude Code reads the file when a session starts; /permissions shows the rules in force.',
  ],
  limitations: [
    'No rate limits.',
    'A tool no rule names asks for approval instead of being refused.',
    'Settings files take no comments, and Claude Code rejects keys it does not know: the rules show what each tool becomes, and the page beside the file says why (one line for the tools that change the same way), not the file.',
  ],
  nameProblem(clientName) {
    if (clientName.trim() === '') return 'Type the name your client uses for the server.';
    if (!wellFormed(clientName)) return 'The name holds broken Unicode (a lone surrogate).';
    if (claudeName(clientName).includes('__'))
      return `Claude Code separates server and tool with "__", so a server name that becomes ${claudeName(clientName)} cannot be told apart from a tool name.`;
    return undefined;
  },
  render(servers, options) {
    const allow: string[] = [];
    const ask: string[] = [];
    const deny: string[] = [];
    for (const server of servers) {
      const prefix = `mcp__${claudeName(server.clientName)}__`;
      const sorted = byVerdict(mapServer(server, CAPS, LABEL, options));
      for (const m of sorted.allow) allow.push(prefix + claudeName(m.tool));
      for (const m of sorted['require-approval']) ask.push(prefix + claudeName(m.tool));
      for (const m of sorted.deny) deny.push(prefix + claudeName(m.tool));
    }
    const unique = (list: string[]) => [...new Set(list)];
    // No notes in the file: Claude Code refuses settings files with keys it does not know (and may skip the whole file), so they are on the page.
    const doc = {
      $schema: 'https://json.schemastore.org/claude-code-settings.json',
      permissions: { allow: unique(allow), ask: unique(ask), deny: unique(deny) },
    };
    return `${JSON.stringify(doc, null, 2)}\n`;
  },
  lossNotes,
};

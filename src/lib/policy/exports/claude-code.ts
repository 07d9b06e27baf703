/**
 * Claude Code settings: permissions.allow / ask / deny with mcp__<server>__<tool> rules.
 * Rules are checked deny, then ask, then allow; a deny always wins.
 */
import { byVerdict, mapServer, mappingNotes } from './mapping.ts';
import { shellQuote, wellFormed } from './escape.ts';
import { describeCondition, valueTest } from '../conditions.ts';
import type { ExportOptions, ExportServer, ExportTarget, LossNote, MappedRule } from './types.ts';

const LABEL = 'Claude Code';
/** Rules cannot check arguments; a PreToolUse hook can, so every condition is carried by the hook. */
const CAPS = { rateLimit: false, approval: true, condition: () => true };

/**
 * The hook program, run by node for each call of a tool with conditions. It reads the call from stdin
 * ({tool_name, tool_input}), and when an argument fails its test answers deny or ask with the reason;
 * otherwise it answers nothing and the permission rules decide. Any failure (no node, bad input) exits
 * non-zero, and the command turns that into exit code 2, which blocks the call.
 */
const HOOK_PROGRAM = (table: string) =>
  `const T=new Map(Object.entries(JSON.parse(${table})));let d="";process.stdin.on("data",c=>d+=c).on("end",()=>{const i=JSON.parse(d),t=T.get(i.tool_name);if(!t)return;const a=i.tool_input;for(const c of t.c){const v=a&&typeof a=="object"&&!Array.isArray(a)&&Object.prototype.hasOwnProperty.call(a,c.a)?a[c.a]:void 0;if(!(c.n?typeof v=="number"&&v>=c.n[0]&&v<=c.n[1]:typeof v=="string"&&new RegExp(c.p,c.f).test(v))){process.stdout.write(JSON.stringify({hookSpecificOutput:{hookEventName:"PreToolUse",permissionDecision:t.o,permissionDecisionReason:c.r}}));return}}})`;

interface HookEntry {
  /** The tests, one per condition: a = argument, p/f = pattern and flags, or n = [min, max]; r = the reason shown. */
  c: Array<{ a: string; p?: string; f?: string; n?: [number, number]; r: string }>;
  /** What a call outside the conditions gets. */
  o: 'deny' | 'ask';
}

function hookEntry(m: MappedRule): HookEntry {
  return {
    c: m.conditions!.map((condition) => {
      const test = valueTest(condition);
      const r = `Only allowed when ${describeCondition(condition)}.`;
      return test.type === 'number'
        ? { a: condition.arg, n: [test.min, test.max] as [number, number], r }
        : { a: condition.arg, p: test.pattern, f: test.flags, r };
    }),
    o: m.outside === 'deny' ? 'deny' : 'ask',
  };
}

/** The shell command of the hook: node runs the program, and any failure blocks the call (exit code 2). */
const claudeHookCommand = (table: Record<string, HookEntry>) =>
  `node -e ${shellQuote(HOOK_PROGRAM(JSON.stringify(JSON.stringify(table))))} || exit 2`;

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
    ...(servers.some((s) => mapServer(s, CAPS, LABEL, options).some((m) => m.conditions))
      ? [
          {
            text: "Conditions on arguments are checked by a PreToolUse hook in the same file: node runs it for each call of those tools and answers deny or ask when an argument is outside; if node is missing or the hook fails, the call is blocked. The hook's answer counts in every permission mode; a tool no rule names still asks in the default mode only.",
          },
        ]
      : []),
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
    const hooks: Record<string, HookEntry> = Object.create(null);
    for (const server of servers) {
      const prefix = `mcp__${claudeName(server.clientName)}__`;
      const sorted = byVerdict(mapServer(server, CAPS, LABEL, options));
      for (const m of sorted.allow) allow.push(prefix + claudeName(m.tool));
      for (const m of sorted['require-approval']) ask.push(prefix + claudeName(m.tool));
      for (const m of sorted.deny) deny.push(prefix + claudeName(m.tool));
      for (const m of [...sorted.allow, ...sorted['require-approval']]) {
        if (!m.conditions) continue;
        const name = prefix + claudeName(m.tool);
        const entry = hookEntry(m);
        const other = hooks[name];
        // Two tools Claude Code names alike: both sets of tests apply, and the stricter answer outside them.
        hooks[name] = other
          ? { c: [...other.c, ...entry.c], o: other.o === 'deny' || entry.o === 'deny' ? 'deny' : 'ask' }
          : entry;
      }
    }
    const unique = (list: string[]) => [...new Set(list)];
    const hooked = Object.keys(hooks);
    // No notes in the file: Claude Code refuses settings files with keys it does not know (and may skip the whole file), so they are on the page.
    const doc = {
      $schema: 'https://json.schemastore.org/claude-code-settings.json',
      permissions: { allow: unique(allow), ask: unique(ask), deny: unique(deny) },
      ...(hooked.length > 0
        ? {
            hooks: {
              PreToolUse: [
                {
                  matcher: `^(?:${hooked.join('|')})$`,
                  hooks: [{ type: 'command', command: claudeHookCommand(hooks) }],
                },
              ],
            },
          }
        : {}),
    };
    return `${JSON.stringify(doc, null, 2)}\n`;
  },
  lossNotes,
};

/**
 * OpenAI Codex config.toml: per server, enabled_tools (only these are
 * registered), disabled_tools (removed after that) and a per-tool
 * approval_mode ("approve" runs without asking, "prompt" always asks).
 */
import { byVerdict, mapServer, mappingNotes, SITE_NAME } from './mapping.ts';
import { commentLines, tomlKey, tomlString } from './escape.ts';
import type { ExportOptions, ExportServer, ExportTarget, LossNote } from './types.ts';

const LABEL = 'Codex';
const CAPS = { rateLimit: false, approval: true };
/** Codex refuses to start with a server name outside this pattern. */
export const CODEX_SERVER_NAME = /^[A-Za-z0-9_-]+$/;

const tomlArray = (items: readonly string[]) =>
  items.length === 0 ? '[]' : `[\n${items.map((i) => `  ${tomlString(i)},`).join('\n')}\n]`;

function nameProblem(clientName: string): string | undefined {
  if (clientName === '') return 'Type the name your client uses for the server.';
  if (!CODEX_SERVER_NAME.test(clientName))
    return `Codex takes server names of letters, digits, "_" and "-" only; "${clientName}" is not one, so no [mcp_servers] table is written for it.`;
  return undefined;
}

function generalNotes(servers: readonly ExportServer[]): LossNote[] {
  const notes: LossNote[] = [
    {
      text: 'Codex cannot limit calls: a rate-limited tool asks each time instead (or, with the looser choice, runs with no limit), and says so beside its table.',
    },
    {
      text: 'approval_mode = "prompt" asks only in Codex\'s usual modes: with approval_policy = "never" and full access (codex --dangerously-bypass-approvals-and-sandbox, or danger-full-access or an external sandbox), Codex runs every enabled tool without asking, and with approvals_reviewer = "auto_review" a model answers the prompt, not a person. Run unattended Codex with the tools that need approval in disabled_tools instead.',
    },
  ];
  for (const server of servers) {
    const problem = nameProblem(server.clientName);
    if (problem) notes.push({ server: server.slug, text: problem });
  }
  return notes;
}

const lossNotes = (servers: readonly ExportServer[], options?: ExportOptions): LossNote[] => [
  ...generalNotes(servers),
  ...mappingNotes(servers, CAPS, LABEL, options),
];

export const codex: ExportTarget = {
  id: 'codex',
  file: 'codex.toml',
  label: LABEL,
  docsUrl: 'https://github.com/openai/codex/blob/main/docs/config.md',
  mediaType: 'application/toml',
  language: 'toml',
  capabilities: CAPS,
  perServer: false,
  install: [
    "Put the keys under the [mcp_servers.<name>] table that already starts your server in ~/.codex/config.toml (or a project's .codex/config.toml), keeping its command or url lines; TOML does not allow the same table header twice.",
    'Add the [mcp_servers.<name>.tools.<tool>] tables as they are. Codex reads the file when it starts.',
  ],
  limitations: [
    'No rate limits.',
    'No argument conditions: a tool with conditions gets the stricter of its two verdicts.',
    'Approval is skipped with approval_policy = "never" and full access (--dangerously-bypass-approvals-and-sandbox), and answered by a model with approvals_reviewer = "auto_review".',
  ],
  nameProblem,
  render(servers, options) {
    const lines: string[] = [
      ...commentLines('#', `${SITE_NAME}: Codex tool settings for ${servers.map((s) => s.clientName).join(', ')}.`),
      ...commentLines(
        '#',
        'Merge each [mcp_servers.<name>] table into the one that starts the server in ~/.codex/config.toml: keep its command or url lines.',
      ),
      ...generalNotes(servers).flatMap((n) => commentLines('#', n.text)),
    ];
    for (const server of servers) {
      if (nameProblem(server.clientName)) continue;
      const sorted = byVerdict(mapServer(server, CAPS, LABEL, options));
      const enabled = [...sorted.allow, ...sorted['require-approval']];
      const table = `mcp_servers.${tomlKey(server.clientName)}`;
      lines.push('', `[${table}]`);
      lines.push(`enabled_tools = ${tomlArray(enabled.map((m) => m.tool))}`);
      lines.push(`disabled_tools = ${tomlArray(sorted.deny.map((m) => m.tool))}`);
      lines.push('default_tools_approval_mode = "prompt"');
      for (const m of enabled) {
        lines.push('', `[${table}.tools.${tomlKey(m.tool)}]`);
        if (m.note) lines.push(...commentLines('#', m.note));
        lines.push(`approval_mode = ${m.verdict === 'allow' ? '"approve"' : '"prompt"'}`);
      }
    }
    return `${lines.join('\n')}\n`;
  },
  lossNotes,
};

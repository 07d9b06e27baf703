/**
 * Exports of a policy to the formats of the clients and gateways that enforce
 * MCP tool policies. Pure functions of the same verdicts policy.json is built
 * from (src/lib/policy/generate.ts); the static files, the pages, the builder
 * and the API all call these. Mapping is never looser than asked
 * (./mapping.ts); /docs/exports/ is generated from the targets listed here.
 */
import type { ToolVerdict } from '../generate.ts';
import { claudeCode } from './claude-code.ts';
import { codex } from './codex.ts';
import { agentcore, dockerMcp, toolhive } from './cedar.ts';
import { agentgateway, intercept } from './yaml-targets.ts';
import { gemini } from './gemini.ts';
import { cline, copilotCli, cursor, openaiResponses, rooCode, zed } from './list-clients.ts';
import { vscode } from './vscode.ts';
import type { ExportFile, ExportOptions, ExportServer, ExportTarget } from './types.ts';

export type { ExportFile, ExportOptions, ExportRule, ExportServer, ExportTarget } from './types.ts';
export { groupedNotes, mapRule, STRICTNESS, verdictMapping } from './mapping.ts';

export const EXPORT_TARGETS: readonly ExportTarget[] = [
  claudeCode,
  codex,
  gemini,
  cursor,
  vscode,
  copilotCli,
  zed,
  cline,
  rooCode,
  openaiResponses,
  toolhive,
  dockerMcp,
  agentgateway,
  intercept,
  agentcore,
];

export const exportTarget = (id: string): ExportTarget | undefined => EXPORT_TARGETS.find((t) => t.id === id);

/** A catalogue server's verdicts as export input; the static files name the server by its slug. */
export const exportServer = (slug: string, tools: readonly ToolVerdict[], clientName: string = slug): ExportServer => ({
  slug,
  clientName,
  rules: tools.map((t) => ({
    tool: t.name,
    verdict: t.verdict,
    ...(t.verdict === 'rate-limit' ? { max: t.max, window: t.window } : {}),
    ...(t.conditions ? { conditions: t.conditions } : {}),
  })),
});

/**
 * One file per server for targets that read one (ToolHive, Intercept), one file
 * for all of them otherwise: what a "stack" of several servers writes to disk.
 */
export function renderFiles(
  target: ExportTarget,
  servers: readonly ExportServer[],
  options?: ExportOptions,
): ExportFile[] {
  if (!target.perServer)
    return servers.length === 0
      ? []
      : [{ server: servers[0]!, file: target.file, text: target.render(servers, options) }];
  return servers.map((server) => ({
    server,
    file: `${server.clientName}.${target.file}`,
    text: target.render([server], options),
  }));
}

/** The URL of a server's static export file. */
export const exportUrl = (serverUrl: string, target: ExportTarget) => `${serverUrl}export/${target.file}`;

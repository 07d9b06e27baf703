/** Reads an export of these servers with its target's engine (tests/support/export-engines.ts). */
import { expect } from 'vitest';
import {
  renderFiles,
  type ExportOptions,
  type ExportServer,
  type ExportTarget,
} from '../../src/lib/policy/exports/index.ts';
import {
  agentcoreDecider,
  agentgatewayDecider,
  claudeDecider,
  clineDecider,
  codexDecider,
  copilotDecider,
  cursorDecider,
  dockerDecider,
  geminiDecider,
  interceptDecider,
  openaiDecider,
  rooDecider,
  toolhiveDecider,
  vscodeDecider,
  zedDecider,
  type Decider,
} from './export-engines.ts';

export function exportDecider(
  target: ExportTarget,
  servers: readonly ExportServer[],
  options?: ExportOptions,
): Decider {
  if (target.perServer) {
    const files = renderFiles(target, servers, options);
    const each = new Map(
      files.map((f) => [
        f.server.clientName,
        target.id === 'toolhive'
          ? toolhiveDecider(f.text, f.server.clientName)
          : interceptDecider(f.text, f.server.clientName),
      ]),
    );
    expect(target.render(servers, options).length).toBeGreaterThan(0);
    return (server, tool, args) => each.get(server)?.(server, tool, args) ?? { outcome: 'deny' };
  }
  return textDecider(target, target.render(servers, options), servers);
}

/** Reads one file of a target (every server's, for a target with one file for all) with its engine. */
export function textDecider(target: ExportTarget, text: string, servers: readonly ExportServer[]): Decider {
  switch (target.id) {
    case 'claude-code':
      return claudeDecider(text);
    case 'codex':
      return codexDecider(text);
    case 'gemini-cli':
      return geminiDecider(text);
    case 'cursor':
      return cursorDecider(text);
    case 'copilot-cli':
      return copilotDecider(text);
    case 'zed':
      return zedDecider(text);
    case 'cline':
      return clineDecider(text);
    case 'roo-code':
      return rooDecider(text);
    case 'openai-responses':
      return openaiDecider(text);
    case 'docker-mcp':
      return dockerDecider(text);
    case 'agentgateway':
      return agentgatewayDecider(text);
    case 'agentcore':
      return agentcoreDecider(text, servers);
    case 'vscode':
      // VS Code asks before a tool's first call and offers Always Allow: read as if you had chosen it for every
      // tool the servers list, the most you can allow; a tool the file sets to false must still ask.
      return vscodeDecider(text, {
        approvedTools: new Set(servers.flatMap((s) => s.rules.map((r) => `${s.clientName}/${r.tool}`))),
      });
    default:
      throw new Error(`no engine for ${target.id}`);
  }
}

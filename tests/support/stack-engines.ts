/**
 * Reads the export files of a stack (as /stack/ offers them, or unpacked from
 * its archive) with each target's own engine (tests/support/export-engines.ts,
 * the checks of the exports issue) and answers what the target decides for a
 * tool of a server.
 */
import type { ExportServer, ExportTarget } from '../../src/lib/stack/exports.ts';
import { interceptDecider, toolhiveDecider, type Decider } from './export-engines.ts';
import { textDecider } from './export-check.ts';

/** `files` maps a file's path in the stack archive (<target id>/<file>) to its text. */
export function stackDecider(
  target: ExportTarget,
  files: ReadonlyMap<string, string>,
  servers: readonly ExportServer[],
): Decider {
  const text = (file: string) => {
    const found = files.get(`${target.id}/${file}`);
    if (found === undefined) throw new Error(`the stack has no ${target.id}/${file}`);
    return found;
  };
  if (target.perServer) {
    const each = new Map(
      servers.map((s) => {
        const body = text(`${s.clientName}.${target.file}`);
        return [
          s.clientName,
          target.id === 'toolhive' ? toolhiveDecider(body, s.clientName) : interceptDecider(body, s.clientName),
        ] as const;
      }),
    );
    return (server, tool) => each.get(server)?.(server, tool) ?? { outcome: 'deny' };
  }
  return textDecider(target, text(target.file), servers);
}

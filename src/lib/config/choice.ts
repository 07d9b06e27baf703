/**
 * The reader's client or gateway, picked once on any tool, server, builder or stack page and remembered, and the
 * name each server has in their own config. Stored in the browser only (localStorage): the names come from a
 * config the reader pasted on /stack/ or typed, never from a link, so a shared link cannot rename a server to
 * make its rules match nothing.
 */
import { EXPORT_TARGETS, type ExportTarget } from '../policy/exports/index.ts';
import { CONFIG_CLIENTS, type ConfigClientId } from './clients.ts';

/** The neutral format, offered beside the client and gateway files. */
const POLICY_JSON_CHOICE = 'policy.json';

export interface Choice {
  id: string;
  label: string;
}

/** Every choice, from the export registry: a format added there is offered here without an edit. */
export function choices(targets: readonly ExportTarget[] = EXPORT_TARGETS): Choice[] {
  return [
    ...targets.map((t) => ({ id: t.id, label: t.label })),
    { id: POLICY_JSON_CHOICE, label: 'policy.json (this catalogue’s own format)' },
  ];
}

export const isChoice = (id: string, targets: readonly ExportTarget[] = EXPORT_TARGETS) =>
  id === POLICY_JSON_CHOICE || targets.some((t) => t.id === id);

/** The export target a config's client reads, when there is one (Claude Desktop and Windsurf keep no rules in a file). */
export function targetForClient(
  client: ConfigClientId,
  targets: readonly ExportTarget[] = EXPORT_TARGETS,
): ExportTarget | undefined {
  const words = CONFIG_CLIENTS[client].exportWords;
  return (
    targets.find((t) => words.some((w) => t.id.toLowerCase() === w || t.label.toLowerCase() === w)) ??
    targets.find((t) => words.some((w) => t.id.toLowerCase().includes(w) || t.label.toLowerCase().includes(w)))
  );
}

/**
 * What policy.json is for, said once: the pages that offer it (tool, server, builder, stack) and /docs/policy/
 * show this text, and it names the files made from it from the export registry, so a new format is named here
 * without an edit.
 */
import { EXPORT_TARGETS } from './exports/index.ts';

/** The files made from a policy.json, as "Claude Code's claude-code.json, Codex's codex.toml, …". */
function derivedFiles(): string {
  const files = EXPORT_TARGETS.map((t) => `${t.label}'s ${t.file}`);
  return files.length <= 1 ? files.join('') : `${files.slice(0, -1).join(', ')} and ${files.at(-1)}`;
}

/**
 * One paragraph: what reads policy.json (nothing we know of, as it is) and what it is for. `named` lists the files
 * made from it; `on-page` is for a page that lists them itself, under the policy (tool, server and builder pages):
 * naming fifteen files twice was about 700 bytes of every tool page.
 */
export function policyJsonRole(files: 'named' | 'on-page' = 'named'): string {
  const made =
    files === 'named'
      ? `Every file for a client or gateway is made from it (${derivedFiles()})`
      : 'Every client and gateway file on this page is made from it';
  return `policy.json is this catalogue's own format: it states each verdict exactly, and we know of no client or gateway that reads it as it is. ${made}: use the one your client or gateway reads, and keep policy.json as the record of what you decided.`;
}

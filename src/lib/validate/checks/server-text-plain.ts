import { defineCheck, type Finding } from '../check.ts';

/**
 * Characters a reader cannot see or that change how text around them displays: C0 and C1 controls (tab and
 * newline aside), format characters (bidirectional overrides and isolates, zero-width characters, tags), line
 * and paragraph separators, private-use and unassigned code points. Tool definitions are the authors' words and
 * are shown with these revealed; a server record is ours, and must not hold them at all.
 */
const HIDDEN = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F\p{Cf}\p{Zl}\p{Zp}\p{Co}\p{Cn}]/u;

const codePoint = (char: string) => `U+${char.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`;

/** Every string in a record, with its path. */
function* strings(value: unknown, path: PropertyKey[] = []): Generator<[PropertyKey[], string]> {
  if (typeof value === 'string') yield [path, value];
  else if (Array.isArray(value)) for (const [i, item] of value.entries()) yield* strings(item, [...path, i]);
  else if (value && typeof value === 'object')
    for (const [key, item] of Object.entries(value)) yield* strings(item, [...path, key]);
}

export default defineCheck({
  id: 'server-text-plain',
  summary:
    'Every text of a server record other than its name (description, language, auth, version, publisher, behaviours, notes, provenance) is free of control, invisible and direction-changing characters.',
  scope: 'record',
  run(catalogue) {
    const findings: Finding[] = [];
    for (const server of catalogue.servers) {
      for (const [path, text] of strings(server.record)) {
        // The display name has its own check (server-names-distinct), which also compares look-alikes.
        if (path.length === 1 && path[0] === 'name') continue;
        const hidden = HIDDEN.exec(text);
        if (!hidden) continue;
        findings.push({
          file: server.file,
          path,
          message: `${path.join('.')} contains a control or invisible character (${codePoint(hidden[0])})`,
          tip: 'a server record is plain text shown on pages, feeds and the API: remove the character (the harvest strips them from what a package says)',
        });
      }
    }
    return { findings };
  },
});

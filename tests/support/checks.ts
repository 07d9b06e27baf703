/**
 * In-memory catalogues for the validator's check tests (tests/validate/): records built from the same valid
 * records as tests/support/catalogue.ts, parsed by the real schemas, so a test states only what it changes.
 */
import type { Catalogue, ToolEntry } from '../../src/lib/catalogue/reader.ts';
import { attackSchema } from '../../src/schema/attack.ts';
import { serverSchema } from '../../src/schema/server.ts';
import { toolSchema, type ToolRecord } from '../../src/schema/tool.ts';
import type { Check } from '../../src/lib/validate/check.ts';
import { validAttack, validServer, validTool } from './catalogue.ts';

/** A valid tool record with some fields replaced. */
export const tool = (name: string, overrides: Record<string, unknown> = {}): ToolRecord =>
  toolSchema.parse(validTool(name, overrides));

/** A tool entry: the record, its server and its file as the reader names them. */
export const entry = (record: ToolRecord, server = 'example'): ToolEntry => ({
  server,
  file: `data/servers/${server}/tools/${record.name}.yaml`,
  record,
});

/** A catalogue of these tool entries, their servers (one valid server.yaml each) and the data-exfiltration attack. */
export function catalogueOf(tools: ToolEntry[], extra: Partial<Catalogue> = {}): Catalogue {
  const slugs = [...new Set(tools.map((t) => t.server))];
  return {
    root: 'data',
    servers: slugs.map((slug) => ({
      slug,
      file: `data/servers/${slug}/server.yaml`,
      record: serverSchema.parse({ ...validServer(), name: `Server ${slug}` }),
    })),
    tools,
    attacks: [
      {
        id: 'data-exfiltration',
        file: 'data/attacks/data-exfiltration.yaml',
        record: attackSchema.parse(validAttack()),
      },
    ],
    organisations: [],
    problems: [],
    filesChecked: tools.length + slugs.length + 1,
    ...extra,
  };
}

/** The messages a check finds in a catalogue, each prefixed with its file's base name. */
export const found = (check: Check, catalogue: Catalogue): string[] =>
  check.run(catalogue).findings.map((f) => `${f.file.split('/').pop()}: ${f.message}`);

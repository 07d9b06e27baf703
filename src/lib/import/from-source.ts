/**
 * Brings an extraction from source (src/lib/source/) into the catalogue through the importer, so its tools are
 * judged and validated like every other server's, and records where the definitions were read.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { serverSchema } from '../../schema/server.ts';
import type { ToolsListFile } from '../source/tools-list.ts';
import { importServer, type ImportReport } from './run.ts';
import { parseTools } from './source.ts';
import { recordYaml } from './yaml-writer.ts';

export interface SourceImportOptions {
  out: string;
  slug: string;
  today: string;
  /** What the project's own metadata says it is (pyproject's description), quoted in a new server's description. */
  ownDescription?: string;
}

/** The description a new server gets until a person writes one: where it was read, and the authors' own words. */
export function sourceDescription(file: ToolsListFile, ownDescription?: string): string {
  const extraction = file.obtained.extraction!;
  const where = `${extraction.repository.replace(/^https:\/\//, '')}${extraction.root ? `/${extraction.root}` : ''}`;
  const own = ownDescription?.trim()
    ? ` Its authors describe it as: "${ownDescription.trim().replace(/\s+/g, ' ').slice(0, 300)}"`
    : '';
  return `Read from the source of ${where} at commit ${extraction.commit.slice(0, 12)}, without running it; what it is for has not yet been written up by a person.${own}`;
}

export function importFromSource(file: ToolsListFile, options: SourceImportOptions): ImportReport {
  const origin = `${file.server.repository}@${file.server.commit.slice(0, 12)}`;
  const report = importServer(
    { origin, server: file.server, tools: parseTools(origin, file.tools), obtained: file.obtained },
    {
      out: options.out,
      slug: options.slug,
      repository: file.server.repository,
      commit: file.server.commit,
      transport: 'stdio',
      today: options.today,
    },
  );
  if (report.serverOutcome === 'new') {
    const serverFile = join(options.out, 'servers', options.slug, 'server.yaml');
    const record = serverSchema.parse(parse(readFileSync(serverFile, 'utf8'), { maxAliasCount: 0 }));
    record.description = sourceDescription(file, options.ownDescription);
    record.auth = { kind: 'other', needs: file.server.auth };
    writeFileSync(serverFile, recordYaml('server', serverSchema.parse(record)));
  }
  return report;
}

/**
 * An extraction as a tools/list file: `{"server": {...}, "obtained": {...}, "tools": [...]}`, the shape the importer
 * reads (src/lib/import/source.ts), with the provenance of the reading beside the tools.
 */
import { SOURCE_PATTERNS, type SourcePattern, type ToolsObtained } from '../../schema/obtained.ts';
import { readingCounts } from './extract.ts';
import type { Extraction, ToolDefinition } from './extraction.ts';

export interface SourceMeta {
  repository: string;
  commit: string;
  /** The folder of the repository holding the server. */
  root?: string;
  name?: string;
  language?: string;
}

export interface ToolsListFile {
  server: { name?: string; repository: string; commit: string; language?: string; transport: 'stdio'; auth: string };
  obtained: ToolsObtained;
  tools: ToolDefinition[];
}

export function toolsListFile(extraction: Extraction, meta: SourceMeta): ToolsListFile {
  const counts = readingCounts(extraction);
  const patterns = SOURCE_PATTERNS.filter((p: SourcePattern) => extraction.tools.some((t) => t.pattern === p));
  const gaps = [
    ...extraction.tools.flatMap((t) =>
      t.notes.map((note) => ({ tool: t.tool.name, file: t.file, line: t.line, note })),
    ),
    ...extraction.unread.map((u) => ({
      file: u.file,
      line: u.line,
      note: `a tool whose name could not be read: ${u.reason}`,
    })),
  ];
  const paths =
    extraction.paths.length > 0 ? extraction.paths : [...new Set(extraction.tools.map((t) => t.file))].sort();
  return {
    server: {
      ...(meta.name ? { name: meta.name } : {}),
      repository: meta.repository,
      commit: meta.commit,
      ...(meta.language ? { language: meta.language } : {}),
      transport: 'stdio',
      auth:
        extraction.environment.length > 0
          ? `The source reads these environment variables: ${extraction.environment.join(', ')}. Which of them are credentials was not checked.`
          : 'The files read take no environment variable by name; check the server’s documentation for what it needs.',
    },
    obtained: {
      how: 'source',
      extraction: {
        repository: meta.repository,
        commit: meta.commit,
        ...(meta.root ? { root: meta.root } : {}),
        paths,
        patterns,
        tools: counts.tools,
        descriptions: counts.description,
        schemas: counts.schema,
        gaps,
      },
    },
    tools: extraction.tools.map((t) => t.tool),
  };
}

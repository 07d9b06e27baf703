/** The list of repositories read from source (data/sources/source-servers.yaml): reading it and its figures. */
import { readFileSync } from 'node:fs';
import { parse, stringify } from 'yaml';
import { SOURCE_OUTCOMES, sourceListSchema, type SourceList, type SourceOutcome } from '../../schema/source-list.ts';

/** Reads the list; a catalogue without one (a fixture) has none. Bad content is an error naming the file. */
export function readSourceList(path: string): SourceList | undefined {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch {
    return undefined;
  }
  const result = sourceListSchema.safeParse(parse(text, { maxAliasCount: 0 }));
  if (!result.success) {
    const issue = result.error.issues[0]!;
    throw new Error(`${path}: ${issue.path.join('.')}: ${issue.message}`);
  }
  return result.data;
}

export function sourceListYaml(list: SourceList): string {
  return `# yaml-language-server: $schema=../../public/schema/source-servers.json\n# Python and Go MCP servers read from source without running them. Outcomes are written by\n# npm run extract-source -- --list data/sources/source-servers.yaml --mirror <folder of snapshots>; rendered at /docs/coverage/.\n${stringify(list, { lineWidth: 0 })}`;
}

export interface SourceFigures {
  tried: number;
  byOutcome: Record<SourceOutcome, number>;
  servers: number;
  tools: number;
  descriptionsStatic: number;
  schemasStatic: number;
  python: number;
  go: number;
}

export function sourceFigures(list: SourceList): SourceFigures {
  const byOutcome = Object.fromEntries(SOURCE_OUTCOMES.map((o) => [o, 0])) as Record<SourceOutcome, number>;
  const tried = list.candidates.filter((c) => c.outcome !== undefined);
  for (const c of tried) byOutcome[c.outcome!]++;
  const imported = tried.filter((c) => c.outcome === 'imported');
  return {
    tried: tried.length,
    byOutcome,
    servers: imported.length,
    tools: imported.reduce((n, c) => n + (c.tools ?? 0), 0),
    descriptionsStatic: imported.reduce((n, c) => n + (c.descriptions?.static ?? 0), 0),
    schemasStatic: imported.reduce((n, c) => n + (c.schemas?.static ?? 0), 0),
    python: imported.filter((c) => c.language === 'Python').length,
    go: imported.filter((c) => c.language === 'Go').length,
  };
}

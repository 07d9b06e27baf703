/**
 * Runs the checks (checks/index.ts) over a catalogue the reader has read, and turns what they find into located
 * problems. `npm run validate`, the build (src/site/catalogue-data.ts) and the importer all validate through
 * validateCatalogue, so a record the validator refuses is refused everywhere.
 */
import { isAbsolute, resolve } from 'node:path';
import {
  catalogueRoot,
  diskFs,
  readCatalogue,
  type Catalogue,
  type CatalogueFs,
  type LoadOptions,
} from '../catalogue/reader.ts';
import type { Problem } from '../catalogue/problems.ts';
import { readYamlSource, type YamlSource } from '../catalogue/yaml-source.ts';
import type { ToolRecord } from '../../schema/tool.ts';
import type { Check, Finding } from './check.ts';
import attackIdsKnown from './checks/attack-ids-known.ts';
import { CHECKS } from './checks/index.ts';

interface CheckFigure {
  id: string;
  summary: string;
  /** How many findings the check made. */
  findings: number;
  /** The check's own figure, when it has one beyond the count. */
  figure?: string;
}

export interface ValidatedCatalogue extends Catalogue {
  /** One line per check, in registry order: what `npm run validate` prints. */
  figures: CheckFigure[];
}

export interface RunOptions {
  /** The file operations the reader used (the importer's view of the catalogue as it would be); finds lines again. */
  fs?: CatalogueFs;
  checks?: readonly Check[];
}

/** Runs every check and locates what it finds; the catalogue is not changed. */
function runChecks(catalogue: Catalogue, options: RunOptions = {}): { problems: Problem[]; figures: CheckFigure[] } {
  const fs = options.fs ?? diskFs;
  const sources = new Map<string, YamlSource | undefined>();
  // The reader names files relative to the working folder; it read them by the catalogue root's own form of path.
  const pathOf = (file: string) => (isAbsolute(catalogue.root) && !isAbsolute(file) ? resolve(file) : file);
  const sourceOf = (file: string) => {
    if (!sources.has(file)) {
      let source: YamlSource | undefined;
      try {
        source = readYamlSource(file, fs.read(pathOf(file)));
      } catch {
        source = undefined;
      }
      sources.set(file, source);
    }
    return sources.get(file);
  };
  const problems: Problem[] = [];
  const figures: CheckFigure[] = [];
  for (const check of options.checks ?? CHECKS) {
    const { findings, figure } = check.run(catalogue);
    figures.push({ id: check.id, summary: check.summary, findings: findings.length, ...(figure ? { figure } : {}) });
    for (const finding of findings) {
      const position = finding.path ? sourceOf(finding.file)?.locate(finding.path, finding.at) : undefined;
      problems.push({
        file: finding.file,
        line: position?.line ?? 1,
        col: position?.col ?? 1,
        message: finding.message,
        ...(finding.tip ? { tip: finding.tip } : {}),
        ...(finding.repairable ? { repairable: true as const } : {}),
        check: check.id,
      });
    }
  }
  return { problems, figures };
}

/** Reads a catalogue and runs every check over it: the reader's problems, then the checks'. */
export function validateCatalogue(
  rootDir: string = catalogueRoot(),
  options: LoadOptions & { checks?: readonly Check[] } = {},
): ValidatedCatalogue {
  return validateRead(readCatalogue(rootDir, options), options);
}

/** Runs the checks over a catalogue read already (the build reads in parallel, then checks the whole). */
export function validateRead(catalogue: Catalogue, options: RunOptions = {}): ValidatedCatalogue {
  const { problems, figures } = runChecks(catalogue, options);
  return { ...catalogue, problems: [...catalogue.problems, ...problems], figures };
}

/**
 * The record checks on one tool record alone, unlocated: what a record must say about itself (its category, effect,
 * verdict, family) before it can enter any catalogue. Whether the attacks it names exist is a question for the
 * catalogue it joins, so that check is left out.
 */
export function checkToolRecord(record: ToolRecord, file = `tools/${record.name}.yaml`): Finding[] {
  const catalogue: Catalogue = {
    root: '.',
    servers: [],
    tools: [{ server: 'server', file, record }],
    attacks: [],
    organisations: [],
    problems: [],
    filesChecked: 1,
  };
  return CHECKS.filter((check) => check.scope === 'record' && check !== attackIdsKnown).flatMap(
    (check) => check.run(catalogue).findings,
  );
}

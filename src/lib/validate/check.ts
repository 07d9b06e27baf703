/**
 * The validator's checks: one file each under checks/, listed in checks/index.ts, run by runner.ts for
 * `npm run validate`, the build and the importer alike. The reader (src/lib/catalogue/reader.ts) only turns
 * files into records (layout, YAML, schema, key order); every rule about what a record says, alone or beside the
 * others, is a check here.
 */
import type { Catalogue } from '../catalogue/reader.ts';

/** What a check found: the file, the key or value it is about, and how to fix it. */
export interface Finding {
  /** The file as the reader names it (`ToolEntry.file`, `ServerEntry.file`), or the catalogue folder. */
  file: string;
  /** The record path the finding is about, to locate its line; none for a finding about the whole file or folder. */
  path?: readonly PropertyKey[];
  /** Whether to point at the key or at its value (the default). */
  at?: 'key' | 'value';
  message: string;
  tip?: string;
  /** A derived field `npm run rejudge` rewrites: rejudge may run on a catalogue that has only these. */
  repairable?: true;
}

interface CheckResult {
  findings: Finding[];
  /**
   * The check's figure when a count of findings does not say it (a share, a spread); printed by `npm run validate`.
   * Omitted: the figure is the number of findings.
   */
  figure?: string;
}

export interface Check {
  /** The file name under checks/, kebab-case. */
  id: string;
  /** One sentence: what a record must be for the check to pass (shown by `npm run validate -- --list`). */
  summary: string;
  /** `record`: each record is judged on its own; `catalogue`: records are judged against each other. */
  scope: 'record' | 'catalogue';
  run(catalogue: Catalogue): CheckResult;
}

/** Declares a check; the identity function gives every check file the same shape and its type. */
export const defineCheck = (check: Check): Check => check;

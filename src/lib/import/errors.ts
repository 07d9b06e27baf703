/** Exit codes of `npm run import`, stable for scripts. */
export const EXIT = {
  ok: 0,
  /** Imported, but some files were left alone because they were edited by hand (see the report). */
  conflicts: 1,
  usage: 2,
  /** The source could not be read: missing file, bad JSON, wrong shape. */
  badSource: 3,
  /** The live server failed to start, closed, timed out or answered nonsense. */
  serverFailed: 4,
  /** The records the import would write do not validate; nothing was written. */
  invalidResult: 5,
  /** Writing the server's folder failed (disk full, permissions) or the importer hit a bug; the catalogue was left as it was. */
  writeFailed: 6,
  /** Another import or harvest held the catalogue past the wait, or the server folder changed during the import; nothing was written. */
  busy: 7,
} as const;

export class ImportError extends Error {
  readonly exitCode: number;
  readonly tip?: string;
  constructor(message: string, exitCode: number, tip?: string) {
    super(message);
    this.name = 'ImportError';
    this.exitCode = exitCode;
    this.tip = tip;
  }
}

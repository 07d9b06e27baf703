/**
 * npm run import -- <file.json> | --stdio "<command>" | --http <url>
 *   [--server <slug>] [--out <catalogue-root>] [--ignore-annotations]
 *   [--repository <https-url>] [--commit <sha>] [--version <v>] [--timeout <ms>] [--force] [--prune]
 * Exit codes: src/lib/import/errors.ts.
 */
import { parseArgs } from 'node:util';
import { TRANSPORTS, type Transport } from '../src/schema/enums.ts';
import { catalogueRoot } from '../src/lib/catalogue/catalogue.ts';
import { EXIT, ImportError } from '../src/lib/import/errors.ts';
import { readHttpServer, readStdioServer } from '../src/lib/import/live.ts';
import { importServer, type ImportReport } from '../src/lib/import/run.ts';
import { readSourceFile, type ImportSource } from '../src/lib/import/source.ts';

const USAGE = `usage: npm run import -- <tools.json> | --stdio "<command and args>" | --http <url>
  [--server <slug>] [--out <catalogue-root>] [--ignore-annotations]
  [--repository <https-url>] [--commit <sha>] [--version <v>] [--transport stdio|http|both]
  [--timeout <ms>] [--force] [--prune]`;

function summary(report: ImportReport): string {
  const count = (outcome: string) => report.tools.filter((t) => t.outcome === outcome).length;
  const review = report.tools.filter((t) => t.needsReview);
  const lines = [
    `${report.slug}: ${report.tools.length} tools — ${count('new')} new, ${count('changed')} changed, ${count('unchanged')} unchanged, ${count('hand-edited')} left alone (edited by hand); ${review.length} need review; ${report.written} file(s) written; server.yaml ${report.serverOutcome}.`,
  ];
  for (const tool of report.tools.filter((t) => t.outcome === 'changed')) lines.push(`  changed since last review: ${tool.name}`);
  for (const tool of report.tools.filter((t) => t.outcome === 'new')) lines.push(`  new: ${tool.name}`);
  for (const tool of report.tools.filter((t) => t.conflict)) lines.push(`  edited by hand, not overwritten: ${tool.name}: ${tool.conflict}`);
  for (const name of report.removed) lines.push(`  no longer offered by the server: ${name}${report.pruned ? ' (deleted, --prune)' : ' (kept; --prune deletes it)'}`);
  return lines.join('\n');
}

async function main(): Promise<number> {
  let args;
  try {
    args = parseArgs({
      allowPositionals: true,
      options: {
        server: { type: 'string' },
        out: { type: 'string' },
        stdio: { type: 'string' },
        http: { type: 'string' },
        'ignore-annotations': { type: 'boolean', default: false },
        repository: { type: 'string' },
        commit: { type: 'string' },
        version: { type: 'string' },
        transport: { type: 'string' },
        timeout: { type: 'string', default: '30000' },
        force: { type: 'boolean', default: false },
        prune: { type: 'boolean', default: false },
        help: { type: 'boolean', default: false },
      },
    });
  } catch (error) {
    console.error(`${(error as Error).message}\n${USAGE}`);
    return EXIT.usage;
  }
  const { values, positionals } = args;
  if (values.help) {
    console.log(USAGE);
    return EXIT.ok;
  }
  const sources = [positionals.length > 0, values.stdio !== undefined, values.http !== undefined].filter(Boolean).length;
  if (sources !== 1 || positionals.length > 1) {
    console.error(`give exactly one source: a JSON file, --stdio or --http\n${USAGE}`);
    return EXIT.usage;
  }
  const timeoutMs = Number(values.timeout);
  if (!Number.isInteger(timeoutMs) || timeoutMs <= 0) {
    console.error(`--timeout must be a positive number of milliseconds\n${USAGE}`);
    return EXIT.usage;
  }
  if (values.transport !== undefined && !(TRANSPORTS as readonly string[]).includes(values.transport)) {
    console.error(`--transport must be one of ${TRANSPORTS.join(', ')}`);
    return EXIT.usage;
  }
  try {
    let source: ImportSource;
    if (values.stdio !== undefined) source = await readStdioServer(values.stdio, { timeoutMs });
    else if (values.http !== undefined) source = await readHttpServer(values.http, { timeoutMs });
    else source = readSourceFile(positionals[0]!);

    const interactive = process.stderr.isTTY;
    const report = importServer(source, {
      out: values.out ?? catalogueRoot(),
      slug: values.server,
      ignoreAnnotations: values['ignore-annotations'],
      repository: values.repository,
      commit: values.commit,
      version: values.version,
      transport: values.transport as Transport | undefined,
      today: new Date().toISOString().slice(0, 10),
      force: values.force,
      prune: values.prune,
      onProgress: (done, total) => {
        if (total < 50) return;
        if (interactive) process.stderr.write(`\r  judged ${done}/${total} tools`);
        else if (done % 100 === 0 || done === total) process.stderr.write(`  judged ${done}/${total} tools\n`);
        if (interactive && done === total) process.stderr.write('\n');
      },
    });
    console.log(summary(report));
    return report.tools.some((t) => t.conflict) ? EXIT.conflicts : EXIT.ok;
  } catch (error) {
    if (error instanceof ImportError) {
      console.error(`import failed: ${error.message}${error.tip ? `\n  tip: ${error.tip}` : ''}\nThe catalogue was not changed.`);
      return error.exitCode;
    }
    throw error;
  }
}

process.exitCode = await main();

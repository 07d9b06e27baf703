/**
 * npm run import -- <file.json> | --stdio "<command>" | --http <url> [options]; see USAGE.
 * Exit codes: src/lib/import/errors.ts. Everything a server says is cleaned
 * (src/lib/import/terminal.ts) before it is printed, and the server's process
 * group is killed on every way out of this process.
 */
import { parseArgs } from 'node:util';
import { TRANSPORTS, type Transport } from '../src/schema/enums.ts';
import { catalogueRoot } from '../src/lib/catalogue/reader.ts';
import { EXIT, ImportError } from '../src/lib/import/errors.ts';
import { killServers, MAX_MESSAGE_BYTES, readHttpServer, readStdioServer } from '../src/lib/import/live.ts';
import { CatalogueBusy, withCatalogueLock, type LockOptions } from '../src/lib/import/lock.ts';
import { readSandboxedServer } from '../src/lib/harvest/live-sandbox.ts';
import { cloakingHold, type CloakingFinding } from '../src/lib/harvest/identities.ts';
import { cleanText } from '../src/lib/import/terminal.ts';
import { importServer, type ImportReport } from '../src/lib/import/run.ts';
import { readSourceFile, type ImportSource } from '../src/lib/import/source.ts';

const USAGE = `usage: npm run import -- <tools.json> | --sandbox <folder> --stdio "<command and args>" | --http <url>
  [--server <slug>] [--out <catalogue-root>] [--ignore-annotations]
  [--repository <https-url>] [--commit <sha>] [--version <v>] [--transport stdio|http|both]
  [--timeout <ms>] [--force] [--prune] [--wait <ms>]
  live servers: [--env KEY=VALUE ...] [--clean-env] [--max-message-bytes <n>]
  a server you did not write: --sandbox <folder> (the only folder it sees, read-only; no network)
  after a crash: npm run import -- --recover [--out <catalogue-root>]`;

function summary(report: ImportReport): string {
  const count = (outcome: string) => report.tools.filter((t) => t.outcome === outcome).length;
  const review = report.tools.filter((t) => t.needsReview);
  const lines = [
    `${report.slug}: ${report.tools.length} tools — ${count('new')} new, ${count('changed')} changed, ${count('unchanged')} unchanged, ${count('hand-edited')} left alone (edited by hand); ${review.length} need review; ${report.written} file(s) written; server.yaml ${report.serverOutcome}.`,
  ];
  for (const tool of report.tools.filter((t) => t.outcome === 'changed')) {
    lines.push(
      `  changed since last review: ${tool.name}${tool.tightened ? ` (policy tightened from ${tool.tightened.from} to ${tool.tightened.to} until reviewed)` : ''}`,
    );
  }
  for (const tool of report.tools.filter((t) => t.outcome === 'new')) lines.push(`  new: ${tool.name}`);
  for (const tool of report.tools.filter((t) => t.conflict))
    lines.push(`  edited by hand, not overwritten: ${tool.name}: ${tool.conflict}`);
  for (const name of report.removed)
    lines.push(
      `  no longer offered by the server: ${name}${report.pruned ? ' (deleted, --prune)' : ' (kept; --prune deletes it)'}`,
    );
  // Tool names passed the MCP naming rule; the rest (conflict text) is cleaned like anything a server says.
  return lines.map((line) => cleanText(line, { max: 2000 })).join('\n');
}

/** Where the importer writes what it says, and the environment it runs in: this process's, or a test's. */
export interface ImportIo {
  /** A line of the summary (standard output). */
  out: (line: string) => void;
  /** A line of an error or a notice (standard error). */
  err: (line: string) => void;
  /** Progress, written as is (standard error): a carriage return on a terminal, whole lines otherwise. */
  progress: (text: string) => void;
  interactive: boolean;
  env: NodeJS.ProcessEnv;
}

const processIo: ImportIo = {
  out: (line) => console.log(line),
  err: (line) => console.error(line),
  progress: (text) => process.stderr.write(text),
  interactive: process.stderr.isTTY === true,
  env: process.env,
};

/**
 * The whole command: its arguments (without `node scripts/import.ts`) to an exit code (src/lib/import/errors.ts).
 * Tests call it in-process; run as a script, it is given this process's arguments, output and environment.
 */
export async function importCommand(argv: readonly string[], io: ImportIo = processIo): Promise<number> {
  let args;
  try {
    args = parseArgs({
      args: [...argv],
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
        env: { type: 'string', multiple: true, default: [] },
        'clean-env': { type: 'boolean', default: false },
        sandbox: { type: 'string' },
        recover: { type: 'boolean', default: false },
        wait: { type: 'string', default: '120000' },
        'max-message-bytes': { type: 'string', default: String(MAX_MESSAGE_BYTES) },
        help: { type: 'boolean', default: false },
      },
    });
  } catch (error) {
    io.err(`${(error as Error).message}\n${USAGE}`);
    return EXIT.usage;
  }
  const { values, positionals } = args;
  if (values.help) {
    io.out(USAGE);
    return EXIT.ok;
  }
  const waitMs = Number(values.wait);
  if (!Number.isInteger(waitMs) || waitMs < 0) {
    io.err(`--wait must be a whole number of milliseconds\n${USAGE}`);
    return EXIT.usage;
  }
  const lock: LockOptions = {
    waitMs,
    onWait: (owner) =>
      io.err(
        `waiting for another writer of the catalogue (pid ${owner?.pid ?? '?'}: ${cleanText(owner?.command ?? '', { max: 120 })})`,
      ),
    onRecover: (done) => done.forEach((line) => io.err(`recovered: ${line}`)),
  };
  if (values.recover) {
    try {
      withCatalogueLock(values.out ?? catalogueRoot(io.env), () => {}, lock);
      io.out('the catalogue is in one piece');
      return EXIT.ok;
    } catch (error) {
      if (error instanceof CatalogueBusy) {
        io.err(`recover failed: ${error.message}`);
        return EXIT.busy;
      }
      throw error;
    }
  }
  if (values.sandbox !== undefined && values.stdio === undefined) {
    io.err(`--sandbox runs a stdio server: give its command with --stdio\n${USAGE}`);
    return EXIT.usage;
  }
  const sources = [positionals.length > 0, values.stdio !== undefined, values.http !== undefined].filter(
    Boolean,
  ).length;
  if (sources !== 1 || positionals.length > 1) {
    io.err(`give exactly one source: a JSON file, --stdio or --http\n${USAGE}`);
    return EXIT.usage;
  }
  const timeoutMs = Number(values.timeout);
  if (!Number.isInteger(timeoutMs) || timeoutMs <= 0) {
    io.err(`--timeout must be a positive number of milliseconds\n${USAGE}`);
    return EXIT.usage;
  }
  const maxMessageBytes = Number(values['max-message-bytes']);
  if (!Number.isInteger(maxMessageBytes) || maxMessageBytes <= 0) {
    io.err(`--max-message-bytes must be a positive whole number of bytes\n${USAGE}`);
    return EXIT.usage;
  }
  const env: Record<string, string> = {};
  for (const pair of values.env) {
    const match = /^([A-Za-z_][A-Za-z0-9_]*)=(.*)$/s.exec(pair);
    if (!match) {
      io.err(`--env takes KEY=VALUE, got "${cleanText(pair, { max: 80 })}"\n${USAGE}`);
      return EXIT.usage;
    }
    env[match[1]!] = match[2]!;
  }
  if (values.transport !== undefined && !(TRANSPORTS as readonly string[]).includes(values.transport)) {
    io.err(`--transport must be one of ${TRANSPORTS.join(', ')}`);
    return EXIT.usage;
  }
  try {
    let source: ImportSource & { cloaking?: CloakingFinding };
    const live = { timeoutMs, maxMessageBytes, env, cleanEnv: values['clean-env'], callerEnv: io.env };
    if (values.sandbox !== undefined && values.stdio !== undefined)
      source = await readSandboxedServer(values.sandbox, values.stdio, { timeoutMs, env });
    else if (values.stdio !== undefined) source = await readStdioServer(values.stdio, live);
    else if (values.http !== undefined) source = await readHttpServer(values.http, live);
    else source = readSourceFile(positionals[0]!);

    const { interactive } = io;
    const today = new Date().toISOString().slice(0, 10);
    const report = importServer(source, {
      out: values.out ?? catalogueRoot(io.env),
      slug: values.server,
      ignoreAnnotations: values['ignore-annotations'],
      repository: values.repository,
      commit: values.commit,
      version: values.version,
      transport: values.transport as Transport | undefined,
      today,
      force: values.force,
      prune: values.prune,
      lock,
      ...(source.cloaking ? { hold: cloakingHold(source.cloaking, today, 'Import') } : {}),
      onProgress: (done, total) => {
        if (total < 50) return;
        if (interactive) io.progress(`\r  judged ${done}/${total} tools`);
        else if (done % 100 === 0 || done === total) io.progress(`  judged ${done}/${total} tools\n`);
        if (interactive && done === total) io.progress('\n');
      },
    });
    if (source.cloaking)
      io.out(
        cleanText(
          `cloaking: the server showed different clients different tools (${source.cloaking.differences.join('; ')}); every tool is held for review and needs approval`,
          { max: 2000 },
        ),
      );
    io.out(summary(report));
    return report.tools.some((t) => t.conflict) ? EXIT.conflicts : EXIT.ok;
  } catch (error) {
    if (error instanceof ImportError) {
      io.err(
        `import failed: ${error.message}${error.tip ? `\n  tip: ${error.tip}` : ''}\nThe catalogue was not changed.`,
      );
      return error.exitCode;
    }
    // A bug or an error nobody foresaw: one clean line, no stack trace; every write is all-or-nothing, so nothing changed.
    const message = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
    io.err(
      `import failed: unexpected error: ${cleanText(message, { max: 500 })}\n  tip: this is a bug in the importer; please report it with the command you ran\nThe catalogue was not changed.`,
    );
    return EXIT.writeFailed;
  } finally {
    killServers();
  }
}

if (import.meta.main) {
  // Whatever way this process ends, the server's process group goes with it.
  process.on('exit', killServers);
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    process.on(signal, () => {
      killServers();
      console.error(`import interrupted (${signal}); the catalogue was not changed unless the summary was printed.`);
      process.exit(128 + (signal === 'SIGINT' ? 2 : signal === 'SIGTERM' ? 15 : 1));
    });
  }
  const code = await importCommand(process.argv.slice(2));
  // Exit now: nothing a server left behind (a pipe held open by a stray child) may keep the importer alive.
  process.exit(code);
}

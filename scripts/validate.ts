/**
 * npm run validate: reads the whole catalogue (CATALOGUE_DIR, default data), runs every check of the validator
 * (src/lib/validate/checks/) and lists every problem as `file:line:col  message` with a tip. Then one line per
 * check with its figure, so a check that finds nothing says so. `--list` prints the checks and what each requires.
 * Exit codes: 0 no problems, 1 problems.
 */
import { catalogueRoot } from '../src/lib/catalogue/reader.ts';
import { formatReport } from '../src/lib/catalogue/problems.ts';
import { CHECKS } from '../src/lib/validate/checks/index.ts';
import { formatFigures } from '../src/lib/validate/figures.ts';
import { validateCatalogue } from '../src/lib/validate/runner.ts';

/** Where the command writes, and the environment it reads (CATALOGUE_DIR). */
export interface ValidateIo {
  out: (text: string) => void;
  err: (text: string) => void;
  env: NodeJS.ProcessEnv;
}

/**
 * The whole command: its arguments (without `node scripts/validate.ts`) to an exit code. Tests call it in-process;
 * run as a script, it is given this process's arguments, output and environment.
 */
export function validateCommand(
  args: readonly string[],
  io: ValidateIo = { out: console.log, err: console.error, env: process.env },
): number {
  if (args.includes('--list')) {
    for (const check of CHECKS) io.out(`${check.id} (${check.scope}): ${check.summary}`);
    return 0;
  }
  const root = args.find((arg) => !arg.startsWith('--')) ?? catalogueRoot(io.env);
  const catalogue = validateCatalogue(root);
  const report = formatReport(catalogue.problems, catalogue.filesChecked);
  const figures = formatFigures(catalogue);
  if (catalogue.problems.length > 0) {
    io.err(`${report}\n\n${figures}`);
    return 1;
  }
  io.out(
    `${report} ${catalogue.servers.length} servers, ${catalogue.tools.length} tools, ${catalogue.attacks.length} attack patterns.\n${figures}`,
  );
  return 0;
}

if (import.meta.main) process.exitCode = validateCommand(process.argv.slice(2));

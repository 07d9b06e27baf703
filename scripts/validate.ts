/**
 * npm run validate: reads the whole catalogue (CATALOGUE_DIR, default data), runs every check of the validator
 * (src/lib/validate/checks/) and lists every problem as `file:line:col  message` with a tip. Then one line per
 * check with its figure, so a check that finds nothing says so. `--list` prints the checks and what each requires.
 */
import { catalogueRoot } from '../src/lib/catalogue/reader.ts';
import { formatReport } from '../src/lib/catalogue/problems.ts';
import { CHECKS } from '../src/lib/validate/checks/index.ts';
import { formatFigures } from '../src/lib/validate/figures.ts';
import { validateCatalogue } from '../src/lib/validate/runner.ts';

const args = process.argv.slice(2);
if (args.includes('--list')) {
  for (const check of CHECKS) console.log(`${check.id} (${check.scope}): ${check.summary}`);
  process.exit(0);
}
const root = args.find((arg) => !arg.startsWith('--')) ?? catalogueRoot();
const catalogue = validateCatalogue(root);
const report = formatReport(catalogue.problems, catalogue.filesChecked);
const figures = formatFigures(catalogue);
if (catalogue.problems.length > 0) {
  console.error(`${report}\n\n${figures}`);
  process.exit(1);
}
console.log(
  `${report} ${catalogue.servers.length} servers, ${catalogue.tools.length} tools, ${catalogue.attacks.length} attack patterns.\n${figures}`,
);

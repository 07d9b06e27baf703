/** npm run validate: checks the whole catalogue (CATALOGUE_DIR, default data) and lists every problem. */
import { catalogueRoot, loadCatalogue } from '../src/lib/catalogue/catalogue.ts';
import { formatReport } from '../src/lib/catalogue/problems.ts';

const root = process.argv[2] ?? catalogueRoot();
const catalogue = loadCatalogue(root);
const report = formatReport(catalogue.problems, catalogue.filesChecked);
if (catalogue.problems.length > 0) {
  console.error(report);
  process.exit(1);
}
console.log(`${report} ${catalogue.servers.length} servers, ${catalogue.tools.length} tools, ${catalogue.attacks.length} attack patterns.`);

/**
 * npm run validate: checks the whole catalogue (CATALOGUE_DIR, default data) and lists every problem:
 * each record on its own, then the judgements across records (src/lib/judgement/quality.ts), whose
 * figures it prints.
 */
import { readFileSync } from 'node:fs';
import { catalogueRoot, loadCatalogue } from '../src/lib/catalogue/catalogue.ts';
import { formatReport, type Problem } from '../src/lib/catalogue/problems.ts';
import { checkQuality, formatQuality, REPEATED_SHARE_MAX } from '../src/lib/judgement/quality.ts';

const root = process.argv[2] ?? catalogueRoot();
const catalogue = loadCatalogue(root);
const problems: Problem[] = [...catalogue.problems];
let figures = '';
if (catalogue.problems.length === 0) {
  const quality = checkQuality(catalogue.tools);
  figures = formatQuality(quality);
  const lineOf = (file: string, key: string) => {
    try {
      const lines = readFileSync(file, 'utf8').split('\n');
      const index = lines.findIndex((line) => line.startsWith(`${key}:`));
      return index >= 0 ? index + 1 : 1;
    } catch {
      return 1;
    }
  };
  for (const finding of quality.findings)
    problems.push({
      file: finding.file,
      line: lineOf(finding.file, finding.key),
      col: 1,
      message: finding.message,
      tip: finding.tip,
    });
  if (quality.repeatedShare > REPEATED_SHARE_MAX) {
    const worst = quality.repeated
      .slice(0, 3)
      .map((entry) => `"${entry.sentence}" (${entry.records} records)`)
      .join('; ');
    problems.push({
      file: root,
      line: 1,
      col: 1,
      message: `${(quality.repeatedShare * 100).toFixed(1)}% of rationale sentences are shared by more than 5 records (limit ${REPEATED_SHARE_MAX * 100}%): ${worst}`,
      tip: 'write rationales for the tool: what it touches, the worst realistic outcome, why this verdict',
    });
  }
}
const report = formatReport(problems, catalogue.filesChecked);
if (problems.length > 0) {
  console.error(report);
  if (figures) console.error(figures);
  process.exit(1);
}
console.log(
  `${report} ${catalogue.servers.length} servers, ${catalogue.tools.length} tools, ${catalogue.attacks.length} attack patterns.\n${figures}`,
);

/**
 * Re-judges the catalogue with the current judgement engine.
 *
 *   npm run rejudge [-- --server <slug>] [--check]
 *
 * Drafts and records waiting for review take the new judgement whole; reviewed records keep the
 * reviewer's judgement and gain the engine's evidence, flow facts and family (and lose server-wide
 * attacks). Caps of unreviewed records are then calibrated across each server. Records are written only
 * when they change. With --check nothing is written and the exit status is 1 when a file would change
 * (CI uses this to catch records that drifted from the engine).
 *
 * Exit: 0 done (or nothing to change), 1 --check found drift, 2 usage, 3 the catalogue has a problem re-judging
 * does not repair (a family that review.family corrects is one it does).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { catalogueRoot } from '../src/lib/catalogue/reader.ts';
import { formatReport } from '../src/lib/catalogue/problems.ts';
import { annotationsLookDerived, calibrateServer, rejudgeRecord } from '../src/lib/import/judged-record.ts';
import { recordYaml } from '../src/lib/import/yaml-writer.ts';
import { CHECKS } from '../src/lib/validate/checks/index.ts';
import { validateCatalogue } from '../src/lib/validate/runner.ts';
import type { ToolRecord } from '../src/schema/tool.ts';

const args = process.argv.slice(2);
const check = args.includes('--check');
const serverAt = args.indexOf('--server');
const only = serverAt >= 0 ? args[serverAt + 1] : undefined;
if (serverAt >= 0 && !only) {
  process.stderr.write('rejudge: --server needs a server slug\n');
  process.exit(2);
}

// Each record on its own: the checks across records (caps, families, repeated sentences) are what re-judging drafts
// may mend, so they do not stop it; validate runs them after.
const catalogue = validateCatalogue(catalogueRoot(), { checks: CHECKS.filter((c) => c.scope === 'record') });
// A derived field out of step (a family that review.family corrects) is what re-judging rewrites: only other problems stop it.
const blocking = catalogue.problems.filter((problem) => !problem.repairable);
if (blocking.length > 0) {
  process.stderr.write(
    `${formatReport(blocking, catalogue.filesChecked)}\nrejudge: fix these first (npm run validate).\n`,
  );
  process.exit(3);
}

const byServer = new Map<string, Array<{ file: string; record: ToolRecord }>>();
for (const tool of catalogue.tools) {
  if (only && tool.server !== only) continue;
  const list = byServer.get(tool.server) ?? [];
  list.push({ file: tool.file, record: tool.record });
  byServer.set(tool.server, list);
}

let changed = 0;
let total = 0;
for (const [slug, tools] of byServer) {
  const derived = annotationsLookDerived(tools.map(({ record }) => record.annotations));
  const rejudged = calibrateServer(
    tools.map(({ record }) => rejudgeRecord(record, { annotationsDerived: derived, serverSlug: slug })),
  );
  tools.forEach(({ file }, index) => {
    total++;
    const text = recordYaml('tool', rejudged[index] as ToolRecord);
    const path = file.startsWith('/') ? file : `${process.cwd()}/${file}`;
    if (readFileSync(path, 'utf8') === text) return;
    changed++;
    if (check) process.stdout.write(`would change: ${file}\n`);
    else writeFileSync(path, text);
  });
}
process.stdout.write(
  `${check ? 'Checked' : 'Re-judged'} ${total} tool records of ${byServer.size} servers; ${changed} ${check ? 'would change' : 'changed'}.\n`,
);
process.exit(check && changed > 0 ? 1 : 0);

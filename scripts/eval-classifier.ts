/**
 * Evaluate the risk-judgement heuristic against the annotations real MCP servers declare.
 *
 *   node scripts/eval-classifier.ts [dir] [--list-test] [--place-servers] [--ablate]
 *
 * dir defaults to $SHARED_SERVERS_DIR, else ../shared/mcp-servers (relative to the current directory, which
 * is the repository root when run through npm). Every *.json file in it is one
 * server: { server: { slug, ... }, tools: [ MCP Tool objects ] }.
 *
 * Each tool is judged with ignoreAnnotations: true and compared with its author's hints:
 *  - readOnly agreement = (tools whose judged readOnly equals their declared readOnlyHint)
 *                         / (tools that declare a boolean readOnlyHint).
 *  - destructive agreement = (tools whose judged destructive equals their declared destructiveHint)
 *                         / (tools that declare a boolean destructiveHint and whose readOnlyHint is
 *                            not true). A tool judged read-only is judged non-destructive.
 * The naive baseline (first word of the name in a read list ⇒ read-only, in a delete list ⇒
 * destructive) is printed alongside, with the same denominators.
 * Every misjudged tool is listed with what was declared, what was judged and why.
 *
 * Then every reviewed record of the catalogue is drafted again, annotations and review hidden, and set against the
 * reviewed judgement (src/lib/judgement/evaluation/drafts.ts): agreement, under- and over-protection and the shares
 * held or left usable, for the development servers and for the frozen test servers (evaluation/split.json), and then
 * the reviews against each other (evaluation/reviewer-consistency.ts): how far apart two reviews of the same definition
 * on different servers land, which on those definitions bounds what a draft can reach. The ten
 * worst cases are listed for the development set only; --list-test lists them for the test set too, for an audit,
 * never for tuning. --place-servers writes the catalogue's servers that split.json does not list yet into it, each
 * where the seeded hash puts it, and exits (run it after importing servers; a listed server never moves). --ablate
 * then drafts the reviewed records again with each rule left out in turn and says, for each set, what that does to the
 * figures and how many servers' drafts it moves (src/lib/judgement/evaluation/ablation.ts): whether the rule earns its
 * place on the test set, or moves one development server only. It names no tool, and takes some minutes.
 *
 * Exit status: 0 whenever the report is printed (it is a report, not a gate; the
 * thresholds are asserted in tests/classify-shared.test.ts); 2 when the directory
 * or a file in it cannot be read or parsed.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import {
  checkServerFile,
  createJudge,
  evaluate,
  markMissesByReview,
  reviewKey,
  type ReviewedEffect,
  type ServerFile,
} from '../src/lib/judgement/evaluation/hint-agreement.ts';
import { formatEvaluation } from '../src/lib/judgement/evaluation/hint-report.ts';
import {
  evaluateAgainstReview,
  formatReviewEvaluation,
  type ReviewedTool,
} from '../src/lib/judgement/evaluation/drafts.ts';
import { evaluationSet, placeServers, SPLIT, type EvaluationSet } from '../src/lib/judgement/evaluation/split.ts';
import { ablateRules, formatAblation } from '../src/lib/judgement/evaluation/ablation.ts';
import {
  formatReviewerConsistency,
  reviewerConsistency,
  sameWords,
  type ReviewedRecord,
} from '../src/lib/judgement/evaluation/reviewer-consistency.ts';
import { RULES } from '../src/lib/judgement/rules/index.ts';
import { catalogueRoot, readCatalogue } from '../src/lib/catalogue/reader.ts';
import { storedDefinition } from '../src/lib/import/records.ts';

const args = process.argv.slice(2);
const listTest = args.includes('--list-test');
if (args.includes('--place-servers')) {
  const slugs = readdirSync(join(catalogueRoot(), 'servers'));
  const placed = placeServers(slugs);
  const added = placed.dev.length + placed.test.length - SPLIT.dev.length - SPLIT.test.length;
  writeFileSync(
    resolve(import.meta.dirname, '../src/lib/judgement/evaluation/split.json'),
    `${JSON.stringify(placed, null, 2)}\n`,
  );
  process.stdout.write(
    `Placed ${added} servers by the seeded hash; ${placed.dev.length} dev, ${placed.test.length} test.\n`,
  );
  process.exit(0);
}
const dir = resolve(
  process.cwd(),
  args.find((arg) => !arg.startsWith('--')) ?? process.env.SHARED_SERVERS_DIR ?? '../shared/mcp-servers',
);

function fail(message: string): never {
  process.stderr.write(`eval-classifier: ${message}\n`);
  process.exit(2);
}

let names: string[];
try {
  names = readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort();
} catch (error) {
  fail(`cannot read ${dir}: ${(error as Error).message}`);
}
if (names.length === 0) fail(`no .json server files in ${dir}`);

const servers: ServerFile[] = [];
/**
 * Misses are named only for development-set servers; the frozen test set's are counted (split.json's rule), unless
 * --list-test asks for them too, for an audit, as it does for the drafts below.
 */
const DEV_ONLY = {
  listed: (server: string) => listTest || evaluationSet(server) === 'dev',
  withheld: 'on frozen test-set servers (split.json), counted above and never listed, so no rule is tuned on them',
};
for (const name of names) {
  const path = join(dir, name);
  let data: unknown;
  try {
    data = JSON.parse(readFileSync(path, 'utf8'));
  } catch (error) {
    fail(`cannot read ${path}: ${(error as Error).message}`);
  }
  const problem = checkServerFile(data);
  if (problem !== undefined) fail(`${path} is not a server file: ${problem}`);
  servers.push(data as ServerFile);
}

// One judge for the whole run: each definition is judged once, however many of the reports below read it.
const judge = createJudge();
process.stdout.write(`== Shared reference servers\nSource: ${dir}\n`);
process.stdout.write(`${formatEvaluation(evaluate(servers, judge), DEV_ONLY)}\n`);

// The harvested servers: every catalogue server that is not one of the shared files, judged the same way.
const shared = new Set(servers.map((server) => server.server.slug));
const catalogue = readCatalogue(catalogueRoot());
// Each record's definition, built once: the harvested report and the reviewed report share the object, so the judge
// recognises it.
const records = catalogue.tools.map((tool) => ({ ...tool, definition: storedDefinition(tool.record) }));
const harvested = new Map<string, ServerFile>();
for (const tool of records) {
  if (shared.has(tool.server)) continue;
  const file = harvested.get(tool.server) ?? { server: { slug: tool.server }, tools: [] };
  file.tools.push(tool.definition);
  harvested.set(tool.server, file);
}
// The records a person reviewed: each harvested miss is marked with the side the reviewer took. The shared set is
// judged from the shared files, whose definitions need not match the records', so its misses stay unmarked.
const reviewedEffects = new Map<string, ReviewedEffect>(
  records
    .filter((tool) => tool.record.review.status === 'reviewed' && !shared.has(tool.server))
    .map((tool) => [
      reviewKey(tool.server, tool.record.name),
      { readOnly: tool.record.effect.readOnly, destructive: tool.record.effect.destructive },
    ]),
);
const declaring = [...harvested.values()].filter((server) =>
  server.tools.some(
    (tool) =>
      typeof tool.annotations?.readOnlyHint === 'boolean' || typeof tool.annotations?.destructiveHint === 'boolean',
  ),
);
process.stdout.write(
  `== Harvested servers that declare hints (${declaring.length} of ${harvested.size} harvested servers)\nSource: ${catalogueRoot()}\n`,
);
process.stdout.write(
  declaring.length > 0
    ? `${formatEvaluation(markMissesByReview(evaluate(declaring, judge), reviewedEffects), DEV_ONLY)}\n`
    : 'No harvested server declares readOnlyHint or destructiveHint yet.\n',
);

// Every reviewed record of the catalogue, drafted again, against what a person decided: the development set, whose
// worst cases are listed, and the frozen test set, whose figures are read and never worked towards (split.json).
const reviewedTools = records.filter((tool) => tool.record.review.status === 'reviewed');
const gradeOf = ({ record }: (typeof records)[number]): ReviewedTool['reviewed'] => ({
  readOnly: record.effect.readOnly,
  destructive: record.effect.destructive,
  category: record.category,
  risk: record.risk,
  verdict: record.policy.verdict,
});
const reviewed: Array<ReviewedTool & { set: EvaluationSet }> = reviewedTools.map((tool) => ({
  set: evaluationSet(tool.server),
  server: tool.server,
  tool: tool.definition,
  reviewed: gradeOf(tool),
}));
for (const set of ['dev', 'test'] as const) {
  const items = reviewed.filter((item) => item.set === set);
  const servers = new Set(items.map((item) => item.server)).size;
  const heading =
    set === 'dev'
      ? `== Drafts against reviewed records: development set (${servers} servers)`
      : `== Drafts against reviewed records: frozen test set (${servers} servers, seed ${SPLIT.seed}; ${listTest ? 'cases listed on request' : 'cases not listed: no rule is tuned on them'})`;
  process.stdout.write(
    `${heading}\n${formatReviewEvaluation(evaluateAgainstReview(items, judge), set === 'dev' || listTest)}\n`,
  );
}
// The reviews against each other, both sets together (no tool is named): how far apart two reviews of one definition
// land, which on those definitions bounds what a draft can reach.
const reviewedRecords: ReviewedRecord[] = reviewedTools.map((tool) => ({
  server: tool.server,
  name: tool.record.name,
  description: tool.record.description ?? '',
  definitionHash: tool.record.definitionHash,
  reviewed: gradeOf(tool),
}));
process.stdout.write(
  `== Reviewers against each other (both sets)\n${formatReviewerConsistency([
    ['the same definition', reviewerConsistency(reviewedRecords)],
    ['the same name and description', reviewerConsistency(reviewedRecords, sameWords)],
  ])}\n`,
);
if (args.includes('--ablate')) {
  // The hint rules follow the author's annotations, which the drafts here do not see: leaving one out changes nothing.
  const rules = RULES.filter((rule) => rule.stage !== 'hints');
  process.stdout.write(`${formatAblation(ablateRules(reviewed, rules))}\n`);
}
// Let stdout drain before the process ends: a report piped to another program is long.
process.exitCode = 0;

/**
 * Brings reviewed records in line with the published verdict table (issue 28), the way a reviewer would:
 *
 *   node scripts/align-reviewed-verdicts.ts [--check]
 *
 * 1. A rationale that argues for another verdict than the record's (it says the tool is capped, held or allowed):
 *    the verdict becomes the one the rationale argues for, the reason the review wrote; a cap takes the size the
 *    engine gives a call of its kind and risk.
 * 2. A tool held for approval though the table and the rules cap or allow it, whose rationale gives no reason to
 *    hold it (it speaks of nothing but small, undoable harm): the verdict becomes the rules' one, as the audit found
 *    reviewers meant.
 * 3. A verdict that departs from the table because a rule moved it: review.departure names that rule and what its
 *    step says (the rule without which the verdict would be the table's).
 * 4. Any other verdict that departs from the table and from the rules: review.departure takes the rationale's own
 *    sentence about the verdict (or its last sentence), so the page says why.
 *
 * 5. A reviewed record that explains how it differs from its family (review.familyNote), where the engine no longer
 *    puts it in that family, keeps the family (review.family), so the note stays about the family it names.
 *
 * Records change only where one of these applies; `npm run rejudge` afterwards gives every reviewed record the
 * closing step that names its grade. With --check nothing is written and the exit status is 1 when a record would
 * change. Exit 2: the catalogue has a problem re-judging does not repair.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { VERDICTS, type Verdict } from '../src/schema/enums.ts';
import type { ToolPolicy, ToolRecord } from '../src/schema/tool.ts';
import { catalogueRoot, readCatalogue } from '../src/lib/catalogue/reader.ts';
import { capFor } from '../src/lib/judgement/caps.ts';
import type { Judgement } from '../src/lib/judgement/engine.ts';
import { annotationsLookDerived, rationaleArguesFor, tableVerdict } from '../src/lib/judgement/reviewed.ts';
import { DRAFT_ONLY_RULES, standardsOf } from '../src/lib/judgement/reviewed-drafts.ts';
import { judgeTool } from '../src/lib/judgement/engine.ts';
import { ruleById } from '../src/lib/judgement/rules/index.ts';
import { READING_STAGES } from '../src/lib/judgement/rule.ts';
import { inSchemaOrder } from '../src/lib/import/judged-record.ts';
import { recordYaml } from '../src/lib/import/yaml-writer.ts';

const check = process.argv.includes('--check');
const catalogue = readCatalogue(catalogueRoot());
const blocking = catalogue.problems.filter((problem) => !problem.repairable);
if (blocking.length > 0) {
  process.stderr.write(`align-reviewed-verdicts: ${blocking.length} problems; run npm run validate first.\n`);
  process.exit(2);
}
const standards = standardsOf(catalogue);
const rank = (verdict: Verdict) => VERDICTS.indexOf(verdict);
const sentences = (text: string) => text.split(/(?<=[.!?])\s+/).filter((sentence) => sentence.trim().length > 0);
/** Words a rationale uses about the verdict it gives. */
const VERDICT_WORDS = /\b(?:cap|caps|capped|approv\w*|allow\w*|denied|deny|limit\w*|held|hold)\b/i;
/** Words that give a reason to hold a tool for a person. */
const HOLD_REASON =
  /\b(?:approv\w*|held|hold|a person|review|irreversib\w*|cannot be undone|permanent\w*|den(?:y|ied))\b/i;

/** The policy of a verdict; a cap takes the rules' size, or the size the engine gives a call of this kind and risk. */
function withVerdict(record: ToolRecord, verdict: Verdict, standard: Judgement | undefined): ToolPolicy {
  if (verdict !== 'rate-limit') return { verdict };
  if (standard?.policy.verdict === 'rate-limit')
    return { verdict, max: standard.policy.max, window: standard.policy.window };
  return { verdict, ...capFor(standard?.cadence ?? 'content', record.risk) };
}

/**
 * Why the rules reach a verdict other than the table's: the last step of a rule without which the record's draft would
 * have another verdict, as "What its step says (rule id)".
 */
function moverOf(server: string, record: ToolRecord, standard: Judgement): string | undefined {
  const annotationsDerived = derivedByServer.get(server) ?? false;
  for (const step of [...standard.evidence].reverse()) {
    const rule = ruleById(step.rule);
    // A rule of the judging stages: a reading rule changes what the tool is, not which verdict its grade gets.
    if (!rule || rule.draftOnly || (READING_STAGES as readonly string[]).includes(rule.stage)) continue;
    const without = judgeTool(record, {
      annotationsDerived,
      serverSlug: server,
      withoutRules: new Set([...DRAFT_ONLY_RULES, rule.id]),
    });
    if (without.policy.verdict !== record.policy.verdict) {
      const says = step.says.charAt(0).toUpperCase() + step.says.slice(1);
      return `${says.replace(/[.]$/, '')} (rule ${rule.id}).`;
    }
  }
  return undefined;
}
const derivedByServer = new Map<string, boolean>();
{
  const byServer = new Map<string, ToolRecord[]>();
  for (const { server, record } of catalogue.tools) byServer.set(server, [...(byServer.get(server) ?? []), record]);
  for (const [server, records] of byServer)
    derivedByServer.set(server, annotationsLookDerived(records.map((record) => record.annotations)));
}

let changed = 0;
const counts = { argued: 0, loosened: 0, rule: 0, departure: 0, family: 0 };
for (const { file, server, record } of catalogue.tools) {
  if (record.review.status !== 'reviewed') continue;
  const standard = standards.get(record);
  let next: ToolRecord = record;
  const argued = rationaleArguesFor(record.rationale, record.policy.verdict);
  if (argued !== undefined) {
    next = { ...next, policy: withVerdict(next, argued, standard) };
    counts.argued++;
  }
  const table = tableVerdict(next);
  const ruled = standard?.policy.verdict;
  if (next.policy.verdict !== table && next.policy.verdict === ruled && standard && !next.review.departure) {
    const departure = moverOf(server, next, standard);
    if (departure !== undefined) {
      next = { ...next, review: { ...next.review, departure } };
      counts.rule++;
    }
  }
  const departs = next.policy.verdict !== table;
  if (departs && ruled !== undefined && !next.review.departure) {
    // Held for approval though the table and the rules cap or allow it, with nothing in the rationale to hold it for.
    const heldForNothing =
      next.policy.verdict === 'require-approval' &&
      rank(next.policy.verdict) > Math.max(rank(table), rank(ruled)) &&
      !HOLD_REASON.test(next.rationale);
    if (heldForNothing) {
      next = { ...next, policy: withVerdict(next, ruled, standard) };
      counts.loosened++;
    } else {
      // The rationale's last sentence about the verdict, with the one before it when it is too short to stand alone.
      const all = sentences(next.rationale);
      const at = all.findLastIndex((sentence) => VERDICT_WORDS.test(sentence));
      const index = at >= 0 ? at : all.length - 1;
      const chosen = all[index] ?? next.rationale;
      const departure = (chosen.length < 40 && index > 0 ? `${all[index - 1]} ${chosen}` : chosen).trim();
      next = { ...next, review: { ...next.review, departure } };
      counts.departure++;
    }
  }
  if (next.review.familyNote && next.family && !next.review.family && standard?.families[0] !== next.family) {
    next = { ...next, review: { ...next.review, family: next.family } };
    counts.family++;
  }
  if (next === record) continue;
  changed++;
  const text = recordYaml('tool', inSchemaOrder(next));
  const path = file.startsWith('/') ? file : `${process.cwd()}/${file}`;
  if (check)
    process.stdout.write(
      `would change: ${server}/${record.name}: ${record.policy.verdict} -> ${next.policy.verdict}${next.review.departure && !record.review.departure ? `, departure: ${next.review.departure}` : ''}\n`,
    );
  else if (readFileSync(path, 'utf8') !== text) writeFileSync(path, text);
}
process.stdout.write(
  `${check ? 'Would change' : 'Changed'} ${changed} reviewed records: ${counts.argued} verdicts the rationale argued for, ${counts.loosened} held without a reason to hold, ${counts.rule} departures a rule made, named, ${counts.departure} departures explained from the rationale, ${counts.family} families kept beside their notes.\n`,
);
process.exit(check && changed > 0 ? 1 : 0);

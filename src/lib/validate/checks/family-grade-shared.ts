import type { ToolEntry } from '../../catalogue/reader.ts';
import { FAMILY_GRADES } from '../../judgement/families.ts';
import { RISK_LEVELS } from '../../../schema/enums.ts';
import type { ToolRecord } from '../../../schema/tool.ts';
import { defineCheck, type Finding } from '../check.ts';

/** A family shares its risk and verdict; the category is a label that may differ (a SQL tool can be Execute or Destructive). */
const grade = (record: ToolRecord) => `${record.risk}/${record.policy.verdict}`;

/** The grade most members have; a tie goes to the higher risk. */
function mostCommon(values: readonly string[]): string {
  const counts = new Map<string, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  const riskOf = (value: string) => RISK_LEVELS.indexOf(value.split('/')[0] as (typeof RISK_LEVELS)[number]);
  let best = values[0] ?? '';
  for (const [value, count] of counts) {
    const bestCount = counts.get(best) ?? 0;
    if (count > bestCount || (count === bestCount && riskOf(value) > riskOf(best))) best = value;
  }
  return best;
}

export default defineCheck({
  id: 'family-grade-shared',
  summary:
    'Tools of one behaviour family share its risk and verdict (the family’s declared grade, else the one most members have), unless review.familyNote says why one differs.',
  scope: 'catalogue',
  run(catalogue) {
    const byFamily = new Map<string, ToolEntry[]>();
    for (const tool of catalogue.tools)
      if (tool.record.family) byFamily.set(tool.record.family, [...(byFamily.get(tool.record.family) ?? []), tool]);
    const findings: Finding[] = [];
    for (const [family, members] of [...byFamily].sort(([a], [b]) => a.localeCompare(b))) {
      const unexplained = members.filter((tool) => !tool.record.review.familyNote);
      const declared = FAMILY_GRADES[family];
      const common = declared
        ? `${declared.risk}/${declared.verdict}`
        : mostCommon(unexplained.map((tool) => grade(tool.record)));
      for (const tool of unexplained) {
        if (grade(tool.record) === common) continue;
        findings.push({
          file: tool.file,
          path: ['family'],
          message: `graded ${grade(tool.record)}, while the family "${family}" is ${common}`,
          tip: 'give it the family’s grade, or say why it differs in review.familyNote',
        });
      }
    }
    return { findings, figure: `${findings.length} unexplained spreads in ${byFamily.size} families` };
  },
});

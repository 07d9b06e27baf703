/**
 * The content of /docs/judgement/, read from the rule table and the engine's tables, so the page can never
 * describe rules the engine does not run.
 */
import { CATEGORIES, RISK_LEVELS, VERDICT_LABEL, type Category, type RiskLevel } from '../../schema/enums.ts';
import { CADENCE_NOUN, CAPS } from './caps.ts';
import { judgeTool } from './engine.ts';
import { RISK_BASELINE, VERDICT_TABLE } from './verdict-table.ts';
import { FAMILY_GRADES } from './families.ts';
import { STAGES, STAGE_SUMMARY, type Cadence, type Contribution, type Rule } from './rule.ts';
import { RULES } from './rules/index.ts';

export interface RuleDoc {
  id: string;
  summary: string;
  family?: string;
  fires: string[];
  quiet: string[];
}

export interface StageDoc {
  stage: string;
  summary: string;
  rules: RuleDoc[];
}

function staticFamily(rule: Rule): string | undefined {
  return typeof rule.then === 'function' ? undefined : (rule.then as Contribution).family;
}

export function judgementStages(): StageDoc[] {
  return STAGES.map((stage) => ({
    stage,
    summary: STAGE_SUMMARY[stage],
    rules: RULES.filter((rule) => rule.stage === stage).map((rule) => {
      const doc: RuleDoc = {
        id: rule.id,
        summary: rule.summary,
        fires: rule.examples.fires.map((tool) => tool.name),
        quiet: rule.examples.quiet.map((tool) => tool.name),
      };
      const family = staticFamily(rule);
      if (family) doc.family = family;
      return doc;
    }),
  }));
}

export function familyRows(): Array<{ id: string; label: string; risk: string; verdict: string }> {
  return familyIds().map((id) => {
    const grade = FAMILY_GRADES[id];
    return {
      id,
      label: grade?.label ?? id,
      risk: grade?.risk ?? '—',
      verdict: grade ? VERDICT_LABEL[grade.verdict] : '—',
    };
  });
}

/** Every family id a rule assigns: declared in the table, or found by running the rule's own examples through the engine. */
export function familyIds(): string[] {
  const ids = new Set<string>();
  for (const rule of RULES) {
    const family = staticFamily(rule);
    if (family) ids.add(family);
    else if (typeof rule.then === 'function') {
      for (const tool of rule.examples.fires) for (const found of judgeTool(tool).families) ids.add(found);
    }
  }
  return [...ids].sort();
}

export function verdictTableRows(): Array<{
  category: Category;
  baseline: RiskLevel;
  verdicts: Record<RiskLevel, string>;
}> {
  return CATEGORIES.map((category) => ({
    category,
    baseline: RISK_BASELINE[category],
    verdicts: Object.fromEntries(
      RISK_LEVELS.map((risk) => [risk, VERDICT_LABEL[VERDICT_TABLE[category][risk]]]),
    ) as Record<RiskLevel, string>,
  }));
}

export function capRows(): Array<{ cadence: Cadence; noun: string; caps: Record<RiskLevel, string> }> {
  return (Object.keys(CAPS) as Cadence[]).map((cadence) => ({
    cadence,
    noun: CADENCE_NOUN[cadence],
    caps: Object.fromEntries(
      RISK_LEVELS.map((risk) => [risk, `${CAPS[cadence][risk].max} per ${CAPS[cadence][risk].window}`]),
    ) as Record<RiskLevel, string>,
  }));
}

/**
 * The content of /docs/judgement/, read from the rule table and the engine's tables, so the page can never
 * describe rules the engine does not run.
 */
import { CATEGORIES, RISK_LEVELS, VERDICT_LABEL, type Category, type RiskLevel } from '../../schema/enums.ts';
import { CADENCE_NOUN, CAPS } from './caps.ts';
import { judgeTool, RISK_BASELINE, VERDICT_TABLE } from './engine.ts';
import { FAMILY_GRADES } from './families.ts';
import { STAGES, STAGE_SUMMARY, type Cadence, type Contribution, type Rule } from './rule.ts';
import { RULES } from './rules/index.ts';
import { VERB_CONTEXT_RULES } from './verb-context.ts';
import { DESTRUCTIVE_ROWS, NAME_VERB_ROWS, READ_ONLY_ROWS } from './reading-rows.ts';

/** The stage before the rules: how context changes what a verb means. */
export const CONTEXT_STAGE_SUMMARY =
  'Before any rule runs, the verbs of the name and description are read in context: the first row that fits a verb gives it its meaning here ("stop" on a trace switches a recorder off; "open" on an app launches it). A page lists a step for every verb a row changed.';

/** The reading tables (reading-rows.ts), each shown as a stage of its own around the context rows. */
export const READING_STAGE_SUMMARY = {
  'name-verb':
    "First, which verb the name's verb really is: the first row that fits settles it. A name with no verb is read from the opening of its description instead.",
  'read-only':
    'Then, after the context rows, whether the tool only reads: the verbs decide, and the first row that fits may turn a read into a write (or a write into a read when the description says so).',
  destructive:
    'Then, for a tool that writes, every reason it may destroy or replace what exists; each row that fits adds its reasons, and the effect rules below read them.',
} as const;

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
  const context: StageDoc = {
    stage: 'context',
    summary: CONTEXT_STAGE_SUMMARY,
    rules: VERB_CONTEXT_RULES.map((rule) => ({
      id: rule.id,
      summary: rule.summary,
      fires: rule.examples.fires.map((tool) => tool.name),
      quiet: rule.examples.quiet.map((tool) => tool.name),
    })),
  };
  const rows = (
    stage: keyof typeof READING_STAGE_SUMMARY,
    list: ReadonlyArray<{
      id: string;
      summary: string;
      examples: { fires: Array<{ name: string }>; quiet: Array<{ name: string }> };
    }>,
  ): StageDoc => ({
    stage,
    summary: READING_STAGE_SUMMARY[stage],
    rules: list.map((row) => ({
      id: row.id,
      summary: row.summary,
      fires: row.examples.fires.map((tool) => tool.name),
      quiet: row.examples.quiet.map((tool) => tool.name),
    })),
  });
  return [
    rows('name-verb', NAME_VERB_ROWS),
    context,
    rows('read-only', READ_ONLY_ROWS),
    rows('destructive', DESTRUCTIVE_ROWS),
    ...STAGES.map((stage) => ({
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
    })),
  ];
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

/**
 * The content of /docs/judgement/, read from the rule table and the engine's tables, so the page can never
 * describe rules the engine does not run.
 */
import { CATEGORIES, RISK_LEVELS, VERDICT_LABEL, type Category, type RiskLevel } from '../../schema/enums.ts';
import { CADENCE_NOUN, CAPS } from './caps.ts';
import { judgeTool } from './engine.ts';
import { RISK_BASELINE, VERDICT_TABLE } from './verdict-table.ts';
import { FAMILY_GRADES } from './families.ts';
import type { McpToolDefinition } from './facts.ts';
import { STAGE_MODE, STAGES, STAGE_SUMMARY, type Cadence, type Contribution, type Rule, type Stage } from './rule.ts';
import { RULES } from './rules/index.ts';

/** An example a rule fires or stays quiet on: its name, and its description where the name alone would not tell it apart. */
interface ExampleDoc {
  name: string;
  description?: string;
}

interface RuleDoc {
  id: string;
  summary: string;
  family?: string;
  fires: ExampleDoc[];
  quiet: ExampleDoc[];
}

export interface StageDoc {
  stage: string;
  /** How many of the stage's rules count, in words (STAGE_MODE). */
  mode: string;
  summary: string;
  rules: RuleDoc[];
}

/** What each stage mode means, for readers. */
const MODE_TEXT: Record<(typeof STAGE_MODE)[Stage], string> = {
  first: 'The first rule that fires decides; the rest of the stage is skipped.',
  each: 'Every rule that fires adds what it contributes.',
  'per-verb': 'For each verb, the first rule that fires gives it its meaning.',
};

/** A rule's examples for readers: an example whose name the rule also uses elsewhere is told apart by its description. */
function exampleDocs(rule: Rule): { fires: ExampleDoc[]; quiet: ExampleDoc[] } {
  const all = [...rule.examples.fires, ...rule.examples.quiet];
  const repeated = new Set(all.map((tool) => tool.name).filter((name, index, names) => names.indexOf(name) !== index));
  const doc = (tool: McpToolDefinition): ExampleDoc =>
    repeated.has(tool.name)
      ? { name: tool.name, description: tool.description || '(no description)' }
      : { name: tool.name };
  return { fires: rule.examples.fires.map(doc), quiet: rule.examples.quiet.map(doc) };
}

function staticFamily(rule: Rule): string | undefined {
  return typeof rule.then === 'function' ? undefined : (rule.then as Contribution).family;
}

export function judgementStages(): StageDoc[] {
  return STAGES.map((stage) => ({
    stage,
    mode: MODE_TEXT[STAGE_MODE[stage]],
    summary: STAGE_SUMMARY[stage],
    rules: RULES.filter((rule) => rule.stage === stage).map((rule) => {
      const doc: RuleDoc = { id: rule.id, summary: rule.summary, ...exampleDocs(rule) };
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

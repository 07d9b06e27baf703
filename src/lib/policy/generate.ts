/**
 * Turns recommended verdicts into policy.json (format version "1", src/schema/policy.ts).
 * This is the only code that writes policies: the build, the static policy.json files,
 * the FAQ and the in-browser policy builder all call it. It imports nothing that a
 * browser lacks.
 */
import type { PolicyWindow, Verdict } from '../../schema/enums.ts';
import type { Condition, When } from '../../schema/policy.ts';
import type { ToolRecord } from '../../schema/tool.ts';

/** What a call outside a tool's conditions gets: the verdicts "otherwise" can name. */
export type OutsideVerdict = 'require-approval' | 'deny';
const OUTSIDE_OF: Record<When['otherwise'], OutsideVerdict> = { approval: 'require-approval', deny: 'deny' };
export const OTHERWISE_OF: Record<OutsideVerdict, When['otherwise']> = { 'require-approval': 'approval', deny: 'deny' };

/** Conditions on a tool's arguments: calls that meet them all get the verdict, the others get "outside". */
export interface ToolConditions {
  all: Condition[];
  outside: OutsideVerdict;
}

export interface ToolVerdict {
  name: string;
  verdict: Verdict;
  max?: number;
  window?: PolicyWindow;
  /** Argument conditions: the verdict holds for calls inside them; calls outside get conditions.outside. */
  conditions?: ToolConditions;
}

/** What a tool record recommends, as the policy generator takes it: the one mapping from records to verdicts. */
export const verdictOf = (record: Pick<ToolRecord, 'name' | 'policy'>): ToolVerdict =>
  record.policy.verdict === 'rate-limit'
    ? { name: record.name, verdict: 'rate-limit', max: record.policy.max, window: record.policy.window }
    : { name: record.name, verdict: record.policy.verdict };

interface PolicyLimit {
  counter: string;
  window: PolicyWindow;
  max: number;
  scope: 'grant';
}
export interface PolicyRule {
  limits?: PolicyLimit[];
  require?: 'approval'[];
  when?: When;
}
export interface PolicyDocument {
  version: '1';
  default: 'allow' | 'deny';
  tools: Record<string, PolicyRule>;
  hide?: string[];
}

/** Counter names are derived from the tool name, so two tools never share a budget by accident. */
export const counterName = (tool: string) => `${tool}_rate`;

/** A verdict's rule without conditions. */
function plainRule(tool: ToolVerdict): PolicyRule | 'hide' {
  switch (tool.verdict) {
    case 'allow':
      return {};
    case 'rate-limit':
      if (!tool.max || !tool.window) throw new Error(`rate-limit verdict for ${tool.name} needs max and window`);
      return { limits: [{ counter: counterName(tool.name), window: tool.window, max: tool.max, scope: 'grant' }] };
    case 'require-approval':
      return { require: ['approval'] };
    case 'deny':
      return 'hide';
  }
}

/** The verdicts from least to most held back: conditions only narrow a verdict, so "outside" must come later. */
const NARROWER: readonly Verdict[] = ['allow', 'rate-limit', 'require-approval', 'deny'];

export function ruleFor(tool: ToolVerdict): PolicyRule | 'hide' {
  const rule = plainRule(tool);
  const conditions = tool.conditions;
  if (!conditions) return rule;
  // conditions.ts conditionsProblem says why in words; the builder checks with it before it gets here.
  if (
    rule === 'hide' ||
    conditions.all.length === 0 ||
    NARROWER.indexOf(conditions.outside) <= NARROWER.indexOf(tool.verdict)
  )
    throw new Error(`${tool.name}: conditions must narrow its verdict (calls outside get a stricter one)`);
  return { ...rule, when: { all: conditions.all, otherwise: OTHERWISE_OF[conditions.outside] } };
}

/**
 * Under default "deny" an unlisted tool is refused, so listing a tool is what
 * allows it; denied tools are also hidden so the agent never sees them.
 * Keys live on a null-prototype object: tool names such as "__proto__" stay plain keys.
 */
export function buildPolicy(tools: readonly ToolVerdict[]): PolicyDocument {
  const rules: Record<string, PolicyRule> = Object.create(null);
  const hidden: string[] = [];
  for (const tool of tools) {
    const rule = ruleFor(tool);
    if (rule === 'hide') hidden.push(tool.name);
    else rules[tool.name] = rule;
  }
  const policy: PolicyDocument = { version: '1', default: 'deny', tools: rules };
  if (hidden.length > 0) policy.hide = hidden;
  return policy;
}

/**
 * The verdicts a policy written by buildPolicy stands for: its inverse, so that
 * buildPolicy(verdictsFromPolicy(p)) gives p back byte for byte. The policy
 * builder reads a big server's recommended policy.json with it instead of
 * carrying every tool in the page. Throws on a rule buildPolicy does not write.
 */
export function verdictsFromPolicy(policy: PolicyDocument): ToolVerdict[] {
  const verdicts: ToolVerdict[] = [];
  for (const [name, { when, ...rule }] of Object.entries(policy.tools)) {
    const limit = rule.limits?.[0];
    const conditions = when ? { conditions: { all: when.all, outside: OUTSIDE_OF[when.otherwise] } } : {};
    if (rule.require?.[0] === 'approval' && !rule.limits)
      verdicts.push({ name, verdict: 'require-approval', ...conditions });
    else if (limit && rule.limits!.length === 1 && !rule.require && limit.counter === counterName(name))
      verdicts.push({ name, verdict: 'rate-limit', max: limit.max, window: limit.window, ...conditions });
    else if (Object.keys(rule).length === 0) verdicts.push({ name, verdict: 'allow', ...conditions });
    else throw new Error(`the rule for ${name} is not one the catalogue writes`);
  }
  for (const name of policy.hide ?? []) verdicts.push({ name, verdict: 'deny' });
  return verdicts;
}

/** The exact bytes of a policy.json file: what pages show, what Copy copies and what Download saves. */
export function policyJson(policy: PolicyDocument): string {
  return `${JSON.stringify(policy, null, 2)}\n`;
}

/** One tool's own policy.json: the text its page shows and the file written beside the page. */
export const toolPolicyJson = (tool: ToolVerdict): string => policyJson(buildPolicy([tool]));

/** A verdict in a sentence, without its conditions (conditions.ts describeConditionedVerdict adds them). */
export function describeVerdict(tool: ToolVerdict): string {
  switch (tool.verdict) {
    case 'allow':
      return 'Allow: the agent may call it freely.';
    case 'rate-limit':
      return `Rate-limit: at most ${tool.max} calls per ${tool.window}; further calls are refused until the next ${tool.window}.`;
    case 'require-approval':
      return 'Require approval: every call waits for a person to approve it.';
    case 'deny':
      return 'Deny: the tool is hidden from the agent and refused if called.';
  }
}

/**
 * Risk judgement of one MCP tool from its definition.
 *
 * The heuristic always runs (name verbs, description, input schema). When the
 * author declared readOnlyHint or destructiveHint and the caller does not ask to
 * ignore them, the effect follows the annotations and the heuristic's
 * disagreements become flags for a reviewer. Category, risk, policy, attacks and
 * rationale are then drawn so that src/lib/judgement/consistency.ts always holds.
 */
import type { Category, Confidence, RiskLevel } from '../../schema/enums.ts';
import type { ToolEffect, ToolPolicy } from '../../schema/tool.ts';
import { chooseAttacks } from './attacks.ts';
import { assessExposure } from './exposure.ts';
import { annotationFlags, evidenceFlags } from './flags.ts';
import { inferEffect, type InferredEffect } from './infer-effect.ts';
import { choosePolicy } from './policy.ts';
import { draftRationale } from './rationale.ts';
import { assessRisk } from './risk.ts';

export { ATTACK_IDS, type AttackId } from './attacks.ts';
export { inferEffect, type InferredEffect } from './infer-effect.ts';

export interface McpToolDefinition {
  name: string;
  title?: string;
  description?: string;
  inputSchema?: Record<string, unknown>;
  annotations?: {
    title?: string;
    readOnlyHint?: boolean;
    destructiveHint?: boolean;
    idempotentHint?: boolean;
    openWorldHint?: boolean;
  };
}

export interface Judgement {
  effect: ToolEffect;
  category: Category;
  risk: RiskLevel;
  rationale: string;
  attacks: string[];
  policy: ToolPolicy;
  confidence: Confidence;
  flags: string[];
}

export interface JudgeOptions {
  /** Judge from the name, description and schema only, as if no annotations were declared. */
  ignoreAnnotations?: boolean;
}

export function judgeTool(tool: McpToolDefinition, options: JudgeOptions = {}): Judgement {
  const inferred = inferEffect(tool);
  const declared = tool.annotations;
  const useAnnotations =
    options.ignoreAnnotations !== true &&
    declared !== undefined &&
    (typeof declared.readOnlyHint === 'boolean' || typeof declared.destructiveHint === 'boolean');

  const effect = decideEffect(inferred, useAnnotations ? declared : undefined);
  const conflict = useAnnotations && (effect.readOnly !== inferred.readOnly || effect.destructive !== inferred.destructive);
  const category = decideCategory(inferred, effect);
  const exposure = assessExposure(inferred);
  let { risk } = assessRisk(category, { ...inferred, destructive: effect.destructive }, exposure);
  let policy = choosePolicy(category, risk, inferred, exposure);

  // The author says "not destructive" but the definition says otherwise: keep the author's hint, hold calls for a person.
  if (useAnnotations && !effect.readOnly && !effect.destructive && inferred.destructive && category !== 'Financial') {
    if (risk === 'low' || risk === 'medium') risk = 'high';
    policy = { verdict: 'require-approval', reason: 'The author calls it non-destructive, but its definition suggests it can delete or overwrite; hold calls until a reviewer settles which is true.' };
  }

  const flags = [
    ...annotationFlags(declared, inferred),
    ...(useAnnotations ? evidenceFlags(inferred).filter((flag) => flag.includes('poisoning')) : evidenceFlags(inferred)),
  ];
  const confidence = decideConfidence(inferred, useAnnotations, conflict, declared, options);

  return {
    effect,
    category,
    risk,
    rationale: draftRationale({ name: tool.name, category, risk, effect: inferred, exposure, policy }),
    attacks: chooseAttacks(category, inferred, exposure),
    policy,
    confidence,
    flags,
  };
}

function decideEffect(inferred: InferredEffect, declared: McpToolDefinition['annotations']): ToolEffect {
  if (!declared) {
    return {
      readOnly: inferred.readOnly,
      destructive: inferred.readOnly ? false : inferred.destructive,
      idempotent: inferred.idempotent,
      openWorld: inferred.openWorld,
      source: 'heuristic',
    };
  }
  const readOnly =
    typeof declared.readOnlyHint === 'boolean' ? declared.readOnlyHint : declared.destructiveHint === true ? false : inferred.readOnly;
  const destructive = readOnly ? false : typeof declared.destructiveHint === 'boolean' ? declared.destructiveHint : inferred.destructive;
  return {
    readOnly,
    destructive,
    idempotent: declared.idempotentHint ?? (readOnly ? true : inferred.idempotent),
    openWorld: declared.openWorldHint ?? inferred.openWorld,
    source: 'annotations',
  };
}

/** The category must agree with the effect: Read ⇔ read-only, Destructive ⇒ destructive. */
function decideCategory(inferred: InferredEffect, effect: ToolEffect): Category {
  if (effect.readOnly) return 'Read';
  let category = inferred.category;
  if (category === 'Read') category = effect.destructive ? 'Destructive' : 'Write';
  if (category === 'Destructive' && !effect.destructive) category = inferred.runsCode ? 'Execute' : 'Write';
  return category;
}

function decideConfidence(
  inferred: InferredEffect,
  usedAnnotations: boolean,
  conflict: boolean,
  declared: McpToolDefinition['annotations'],
  options: JudgeOptions,
): Confidence {
  if (usedAnnotations) return conflict ? 'medium' : 'high';
  let confidence: Confidence = inferred.strength === 'strong' ? 'high' : inferred.strength === 'medium' ? 'medium' : 'low';
  // Ignored annotations that disagree with the heuristic lower the confidence.
  if (options.ignoreAnnotations === true && declared) {
    const disagreesRead = typeof declared.readOnlyHint === 'boolean' && declared.readOnlyHint !== inferred.readOnly;
    const disagreesDestructive =
      declared.readOnlyHint !== true && typeof declared.destructiveHint === 'boolean' && !inferred.readOnly && declared.destructiveHint !== inferred.destructive;
    if ((disagreesRead || disagreesDestructive) && confidence === 'high') confidence = 'medium';
  }
  return confidence;
}

/**
 * Sentences for a human reviewer: where the author's annotations and what the
 * name, description and schema say disagree, and where the evidence is thin.
 */
import type { InferredEffect } from './infer-effect.ts';

export interface DeclaredHints {
  readOnlyHint?: boolean;
  destructiveHint?: boolean;
  idempotentHint?: boolean;
  openWorldHint?: boolean;
}

export function annotationFlags(declared: DeclaredHints | undefined, inferred: InferredEffect): string[] {
  if (!declared) return [];
  const flags: string[] = [];
  const { readOnlyHint, destructiveHint } = declared;
  const why = (reasons: string[]) => (reasons.length > 0 ? `: ${reasons.slice(0, 2).join('; ')}` : '');

  if (readOnlyHint === true && destructiveHint === true) {
    flags.push('The author declares the tool both read-only and destructive; MCP ignores destructiveHint on a read-only tool, so one of the two is wrong.');
  }
  if (readOnlyHint === true && !inferred.readOnly) {
    flags.push(`Declared read-only (readOnlyHint: true), but the definition suggests it changes state${why(inferred.readReasons)}.`);
  }
  if (readOnlyHint === false && inferred.readOnly) {
    flags.push(`Declared as changing state (readOnlyHint: false), yet the name and description only describe reading${why(inferred.readReasons)}; check what it writes.`);
  }
  const declaredReadOnly = readOnlyHint === true;
  if (!declaredReadOnly && destructiveHint === false && inferred.destructive) {
    flags.push(`Declared non-destructive (destructiveHint: false), but it may delete or overwrite${why(inferred.destructiveReasons)}.`);
  }
  if (!declaredReadOnly && destructiveHint === true && !inferred.destructive && !inferred.readOnly) {
    flags.push(`Declared destructive (destructiveHint: true), though the definition only describes additive or reversible changes (${inferred.dominant.lemma}); the hint may be over-cautious.`);
  }
  if (!declaredReadOnly && destructiveHint === true && inferred.readOnly) {
    flags.push('Declared destructive, yet the definition only describes reading.');
  }
  if (readOnlyHint === false && destructiveHint === undefined && !inferred.destructive) {
    flags.push('destructiveHint is not declared, so MCP clients assume destructive; the definition describes only additive or reversible changes, so it was judged non-destructive.');
  }
  return flags;
}

export function evidenceFlags(inferred: InferredEffect): string[] {
  const flags = [...inferred.doubts];
  for (const steer of inferred.description.steering) flags.push(`The description ${steer}; review it for tool poisoning.`);
  if (inferred.description.readOnlyClaim && !inferred.readOnly) {
    flags.push('The description mentions read-only behaviour, but the tool was judged to change state; confirm which is true.');
  }
  return flags;
}

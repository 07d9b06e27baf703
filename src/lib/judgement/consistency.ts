import type { Category, RiskLevel, Verdict } from '../../schema/enums.ts';
import type { ToolRecord } from '../../schema/tool.ts';

export interface ConsistencyIssue {
  path: PropertyKey[];
  message: string;
  tip: string;
  /** A field `npm run rejudge` derives and rewrites: re-judging repairs it, so it does not stop rejudge. */
  repairable?: true;
}

/**
 * Rules that tie a record's judgement together. A record that breaks one would
 * publish advice that contradicts itself, so these are errors, not warnings.
 */
export function checkToolConsistency(tool: ToolRecord): ConsistencyIssue[] {
  const issues: ConsistencyIssue[] = [];
  const { category, effect, policy, risk } = tool;
  if (category === 'Read' && !effect.readOnly) {
    issues.push({
      path: ['effect', 'readOnly'],
      message: 'category is Read but effect.readOnly is false',
      tip: 'a Read tool changes nothing: set effect.readOnly: true, or choose the category that says what it changes',
    });
  }
  if (category !== 'Read' && effect.readOnly) {
    issues.push({
      path: ['category'],
      message: `category is ${category} but effect.readOnly is true`,
      tip: 'a read-only tool belongs in category Read; or set effect.readOnly: false',
    });
  }
  if (category === 'Destructive' && !effect.destructive) {
    issues.push({
      path: ['effect', 'destructive'],
      message: 'category is Destructive but effect.destructive is false',
      tip: 'set effect.destructive: true, or choose Write/Execute if nothing is lost',
    });
  }
  issues.push(...verdictIssues({ category, risk }, policy.verdict));
  return issues;
}

/**
 * A reviewer's family correction (review.family): a known family id or none, and the record's family following it.
 * The ids come from the caller (the loader passes the rule table's), so the browser's builder, which shares this
 * file for verdictIssues, does not load the rule table.
 */
export function checkReviewFamily(
  tool: Pick<ToolRecord, 'family' | 'review'>,
  families: readonly string[],
): ConsistencyIssue[] {
  const corrected = tool.review.family;
  if (corrected === undefined) return [];
  if (corrected !== 'none' && !families.includes(corrected)) {
    return [
      {
        path: ['review', 'family'],
        message: `unknown family "${corrected}"`,
        tip: `use one of ${families.join(', ')}, or none`,
      },
    ];
  }
  if ((tool.family ?? 'none') !== corrected) {
    return [
      {
        path: ['family'],
        message: `family is ${tool.family ?? 'absent'} but review.family says ${corrected}`,
        tip: 'run npm run rejudge, which sets the family from review.family',
        repairable: true,
      },
    ];
  }
  return [];
}

/**
 * A family note says why a record is graded apart from its family (review.familyNote): without a family it explains a
 * difference from nothing, and the page would still show it. Left behind when a record leaves every family.
 */
export function checkFamilyNote(tool: Pick<ToolRecord, 'family' | 'review'>): ConsistencyIssue[] {
  if (tool.review.familyNote === undefined || tool.family !== undefined) return [];
  return [
    {
      path: ['review', 'familyNote'],
      message: 'review.familyNote explains a difference from a family, but the record has no family',
      tip: 'delete review.familyNote, or set review.family to the family it differs from and run npm run rejudge',
    },
  ];
}

/**
 * The verdicts a tool's category and risk rule out. The validator applies them
 * to records and the policy builder to a reader's choices: one rule, two uses.
 */
export function verdictIssues(tool: { category: Category; risk: RiskLevel }, verdict: Verdict): ConsistencyIssue[] {
  const { category, risk } = tool;
  if (verdict === 'allow' && (category === 'Destructive' || category === 'Financial' || risk === 'critical')) {
    return [
      {
        path: ['policy', 'verdict'],
        message: `verdict allow contradicts a ${risk} ${category} tool: an agent could call it without any limit`,
        tip: 'use require-approval or deny (or rate-limit for a recoverable Write); if the tool is harmless, lower its category and risk instead',
      },
    ];
  }
  if (verdict === 'deny' && category === 'Read' && risk === 'low') {
    return [
      {
        path: ['policy', 'verdict'],
        message: 'verdict deny on a low-risk Read tool',
        tip: 'a low-risk read is safe to allow; if it is not, raise its risk and say why in the rationale',
      },
    ];
  }
  return [];
}

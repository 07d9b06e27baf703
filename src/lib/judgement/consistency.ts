import type { ToolRecord } from '../../schema/tool.ts';
import { FAMILY_GRADES } from './rules.ts';
import { verdictIssues, type ConsistencyIssue } from './verdict-issues.ts';

export { verdictIssues, type ConsistencyIssue };

/**
 * Rules that tie a record's judgement together. A record that breaks one would
 * publish advice that contradicts itself, so these are errors, not warnings.
 */
export function checkToolConsistency(tool: ToolRecord): ConsistencyIssue[] {
  const issues: ConsistencyIssue[] = [];
  const { category, effect, policy, risk } = tool;
  if (category === 'Read' && !effect.readOnly) {
    issues.push({ path: ['effect', 'readOnly'], message: 'category is Read but effect.readOnly is false', tip: 'a Read tool changes nothing: set effect.readOnly: true, or choose the category that says what it changes' });
  }
  if (category !== 'Read' && effect.readOnly) {
    issues.push({ path: ['category'], message: `category is ${category} but effect.readOnly is true`, tip: 'a read-only tool belongs in category Read; or set effect.readOnly: false' });
  }
  if (category === 'Destructive' && !effect.destructive) {
    issues.push({ path: ['effect', 'destructive'], message: 'category is Destructive but effect.destructive is false', tip: 'set effect.destructive: true, or choose Write/Execute if nothing is lost' });
  }
  issues.push(...verdictIssues({ category, risk }, policy.verdict));
  const corrected = tool.review.family;
  if (corrected !== undefined && corrected !== 'none' && FAMILY_GRADES[corrected] === undefined) {
    issues.push({ path: ['review', 'family'], message: `unknown family "${corrected}"`, tip: `use one of ${Object.keys(FAMILY_GRADES).join(', ')}, or none` });
  } else if (corrected !== undefined && (tool.family ?? 'none') !== corrected) {
    issues.push({ path: ['family'], message: `family is ${tool.family ?? 'absent'} but review.family says ${corrected}`, tip: 'run npm run rejudge, which sets the family from review.family' });
  }
  return issues;
}

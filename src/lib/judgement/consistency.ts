import type { Category, RiskLevel, Verdict } from '../../schema/enums.ts';

export interface ConsistencyIssue {
  path: PropertyKey[];
  message: string;
  tip: string;
}

/**
 * The verdicts a tool's category and risk rule out. The validator applies them to records (check
 * verdict-fits-tool) and the policy builder to a reader's choices: one rule, two uses.
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

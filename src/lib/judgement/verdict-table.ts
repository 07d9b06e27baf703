/**
 * The published tables of the judgement: the risk each category starts from, the verdict each category and risk start
 * from (the practice reviewers converged on), and the pace of calls a category is capped at by default. Rules move a
 * tool from these starting points, and every move is a step of its evidence; /docs/judgement/ prints them.
 */
import type { Category, RiskLevel, Verdict } from '../../schema/enums.ts';
import type { Cadence } from './rule.ts';

/** The risk a category starts from before any rule moves it. */
export const RISK_BASELINE: Record<Category, RiskLevel> = {
  Read: 'low',
  Write: 'medium',
  Execute: 'medium',
  Destructive: 'high',
  Financial: 'high',
};

/** The verdict a category and risk start from, before rules raise (or, for bounded harm, lower) it. */
export const VERDICT_TABLE: Record<Category, Record<RiskLevel, Verdict>> = {
  Read: { low: 'allow', medium: 'allow', high: 'require-approval', critical: 'require-approval' },
  Write: { low: 'rate-limit', medium: 'rate-limit', high: 'rate-limit', critical: 'require-approval' },
  Execute: { low: 'rate-limit', medium: 'rate-limit', high: 'rate-limit', critical: 'require-approval' },
  Destructive: {
    low: 'require-approval',
    medium: 'require-approval',
    high: 'require-approval',
    critical: 'require-approval',
  },
  Financial: {
    low: 'require-approval',
    medium: 'require-approval',
    high: 'require-approval',
    critical: 'require-approval',
  },
};

export const DEFAULT_CADENCE: Record<Category, Cadence> = {
  Read: 'fetch',
  Write: 'content',
  Execute: 'operation',
  Destructive: 'content',
  Financial: 'infra',
};

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

/**
 * The verdict a category and risk start from: the practice reviewers converged on after reading the servers' source.
 * A write or a run at high risk is one where a single call does the harm, so it waits for a person; a run at low risk
 * (a hover, opening a diagram) is allowed; a removal at low or medium risk is capped, since what it loses is bounded.
 * Rules make a verdict stricter; a bounded-harm rule may make it looser only when nothing made it stricter. A draft
 * is stricter still where its evidence is weak or unchecked (the verdict-stage rules): a tool that may overwrite or
 * remove what exists waits for a person until a person has checked what it loses.
 */
export const VERDICT_TABLE: Record<Category, Record<RiskLevel, Verdict>> = {
  Read: { low: 'allow', medium: 'allow', high: 'require-approval', critical: 'require-approval' },
  Write: { low: 'rate-limit', medium: 'rate-limit', high: 'require-approval', critical: 'require-approval' },
  Execute: { low: 'allow', medium: 'rate-limit', high: 'require-approval', critical: 'require-approval' },
  Destructive: { low: 'rate-limit', medium: 'rate-limit', high: 'require-approval', critical: 'require-approval' },
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

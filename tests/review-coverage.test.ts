import { describe, expect, it } from 'vitest';
import { isHighStakes, reviewCoverage } from '../src/lib/catalogue/review-coverage.ts';
import type { ToolRecord } from '../src/schema/tool.ts';

const tool = (category: string, risk: string, status: string) =>
  ({ category, risk, review: { status, flags: [] } }) as Pick<ToolRecord, 'category' | 'risk' | 'review'>;

describe('review coverage', () => {
  it('counts a tool as high stakes by its category or its risk', () => {
    expect(isHighStakes({ category: 'Execute', risk: 'low' })).toBe(true);
    expect(isHighStakes({ category: 'Financial', risk: 'medium' })).toBe(true);
    expect(isHighStakes({ category: 'Write', risk: 'high' })).toBe(true);
    expect(isHighStakes({ category: 'Read', risk: 'critical' })).toBe(true);
    expect(isHighStakes({ category: 'Write', risk: 'medium' })).toBe(false);
    expect(isHighStakes({ category: 'Read', risk: 'low' })).toBe(false);
  });

  it('counts drafts and tools needing review as unreviewed, and only high-stakes ones in that share', () => {
    const coverage = reviewCoverage([
      tool('Destructive', 'high', 'reviewed'),
      tool('Execute', 'medium', 'draft'),
      tool('Write', 'critical', 'needs-review'),
      tool('Read', 'low', 'draft'),
      tool('Write', 'medium', 'reviewed'),
    ]);
    expect(coverage).toEqual({ tools: 5, reviewed: 2, highStakes: 3, highStakesUnreviewed: 2 });
  });
});

import { describe, expect, it } from 'vitest';
import { categoryMix, gradeServer } from '../src/lib/catalogue/grade.ts';

const base = { authKind: 'api-key' as const, transport: 'stdio' as const };

describe('gradeServer', () => {
  it('gives A to a verified server of low-risk reads', () => {
    const result = gradeServer({ ...base, tools: [{ category: 'Read', risk: 'low' }] });
    expect(result).toEqual({ grade: 'A', score: 100, deductions: [] });
  });

  it('explains each deduction and sums them', () => {
    const result = gradeServer({
      ...base,
      imitates: { package: '@acme/acme-mcp', vendor: 'Acme', href: 'https://acme.example/docs/mcp' },
      packageName: 'acme-mcp',
      tools: [
        { category: 'Read', risk: 'low' },
        { category: 'Destructive', risk: 'critical' },
      ],
    });
    expect(result.deductions.map((d) => d.points)).toEqual([40, 15, 15]);
    expect(result.score).toBe(30);
    expect(result.grade).toBe('F');
    expect(result.deductions[1]!.reason).toBe('1 of its 2 tools is high or critical risk');
  });

  it('marks down an open remote server with tools that change things, not a local one', () => {
    const tools = [{ category: 'Write' as const, risk: 'medium' as const }];
    const remote = gradeServer({ ...base, authKind: 'none', transport: 'http', tools });
    const local = gradeServer({ ...base, authKind: 'none', transport: 'stdio', tools });
    expect(remote.score).toBe(local.score - 15);
  });

  it('never goes below zero and handles a server with no tools', () => {
    expect(gradeServer({ ...base, tools: [] }).grade).toBe('A');
    const worst = gradeServer({
      ...base,
      imitates: { package: '@acme/acme-mcp', vendor: 'Acme', href: 'https://acme.example/docs/mcp' },
      authKind: 'none',
      transport: 'http',
      tools: Array(5).fill({ category: 'Financial', risk: 'critical' }),
    });
    expect(worst.score).toBe(0);
    expect(worst.grade).toBe('F');
  });

  it('counts the category mix', () => {
    expect(categoryMix([{ category: 'Read' }, { category: 'Read' }, { category: 'Financial' }])).toEqual({
      Read: 2,
      Write: 0,
      Execute: 0,
      Destructive: 0,
      Financial: 1,
    });
  });
});

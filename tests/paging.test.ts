import { describe, expect, it } from 'vitest';
import { buildPolicy, policyJson, verdictsFromPolicy, type ToolVerdict } from '../src/lib/policy/generate.ts';
import {
  INLINE_POLICY_BYTES,
  builderUrl,
  pageCount,
  pageItems,
  policyPreview,
  toolListUrl,
} from '../src/lib/catalogue/paging.ts';
import { verdictIssues } from '../src/lib/judgement/consistency.ts';
import { VERDICTS, WINDOWS } from '../src/schema/enums.ts';

describe("paging a server's tools", () => {
  it('splits into pages of at most the page size, page 1 on the server page', () => {
    expect(pageCount(0)).toBe(1);
    expect(pageCount(100, 100)).toBe(1);
    expect(pageCount(101, 100)).toBe(2);
    expect(pageItems([1, 2, 3, 4, 5], 2, 2)).toEqual([3, 4]);
    expect(toolListUrl('x', 1)).toBe('/servers/x/#tools-h');
    expect(toolListUrl('x', 3)).toBe('/servers/x/tools/3/');
    expect(builderUrl('x', 1)).toBe('/servers/x/policy/');
    expect(builderUrl('x', 2)).toBe('/servers/x/policy/2/');
  });

  it('shows a small policy whole and a big one as its first lines', () => {
    expect(policyPreview('{}\n')).toEqual({ text: '{}\n', truncated: false });
    const big = `${'x\n'.repeat(INLINE_POLICY_BYTES)}`;
    const preview = policyPreview(big);
    expect(preview.truncated).toBe(true);
    expect(preview.text.length).toBeLessThan(1000);
    expect(preview.text).toMatch(/more lines: download/);
  });
});

describe('verdictsFromPolicy', () => {
  it('gives back the verdicts of any policy buildPolicy wrote, byte for byte', () => {
    const names = ['a_tool', '__proto__', 'b.tool', 'cTool', 'd-tool', 'constructor', 'e', 'f'];
    for (let seed = 0; seed < 50; seed++) {
      const tools: ToolVerdict[] = names.map((name, i) => {
        const verdict = VERDICTS[(seed + i * 7) % VERDICTS.length]!;
        return verdict === 'rate-limit'
          ? { name, verdict, max: 1 + ((seed * i) % 90), window: WINDOWS[(seed + i) % 3]! }
          : { name, verdict };
      });
      const text = policyJson(buildPolicy(tools));
      expect(policyJson(buildPolicy(verdictsFromPolicy(JSON.parse(text))))).toBe(text);
    }
  });

  it('refuses a rule the catalogue never writes', () => {
    expect(() =>
      verdictsFromPolicy({
        version: '1',
        default: 'deny',
        tools: {
          x: { require: ['approval'], limits: [{ counter: 'x_rate', window: 'minute', max: 1, scope: 'grant' }] },
        },
      }),
    ).toThrow(/x/);
  });
});

describe("verdictIssues (the validator's rule the builder warns with)", () => {
  it('refuses allow on a critical or Destructive tool and deny on a low-risk Read', () => {
    expect(verdictIssues({ category: 'Destructive', risk: 'high' }, 'allow')).toHaveLength(1);
    expect(verdictIssues({ category: 'Write', risk: 'critical' }, 'allow')).toHaveLength(1);
    expect(verdictIssues({ category: 'Read', risk: 'low' }, 'deny')).toHaveLength(1);
    expect(verdictIssues({ category: 'Write', risk: 'medium' }, 'allow')).toEqual([]);
  });
});

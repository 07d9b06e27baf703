/**
 * The rules of policy v1 are written once, in src/schema/policy-model.ts. These
 * tests fail when the evaluator, the JSON Schema, the docs list or the FAQ
 * says something else than the three decisions taken there.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { z } from 'astro/zod';
import {
  POLICY_DECISIONS,
  POLICY_FIELD_TEXT,
  POLICY_RULES,
  POLICY_SEMANTICS,
  POLICY_SENTENCES,
} from '../src/schema/policy-model.ts';
import { emptyState, evaluate, visibleTools } from '../src/lib/policy/evaluate.ts';
import { policySchema, type Policy } from '../src/schema/policy.ts';
import { buildFaq } from '../src/lib/policy/faq.ts';
import { VERDICTS } from '../src/schema/enums.ts';
import type { ToolVerdict } from '../src/lib/policy/generate.ts';

const NOON = Date.UTC(2026, 2, 14, 12);
const toolName = fc.stringMatching(/^[A-Za-z0-9_.-]{1,20}$/);

/** Every "description" anywhere in a JSON Schema. */
function descriptions(node: unknown, into: string[] = []): string[] {
  if (node && typeof node === 'object') {
    for (const [key, value] of Object.entries(node)) {
      if (key === 'description' && typeof value === 'string') into.push(value);
      else descriptions(value, into);
    }
  }
  return into;
}

const faqText = (tool: string) =>
  VERDICTS.flatMap((verdict) => {
    const policy: ToolVerdict =
      verdict === 'rate-limit' ? { name: tool, verdict, max: 5, window: 'hour' } : { name: tool, verdict };
    return buildFaq({
      tool,
      serverName: 'S',
      repository: 'https://github.com/o/r',
      readAt: 'commit 0',
      identity: 'A third party publishes it.',
      category: 'Write',
      risk: 'medium',
      policy,
      authorSummary: 's',
    }).map((e) => e.answer);
  });

/** Sentences that contradict a decision; each was once written somewhere in this project. */
const CONTRADICTIONS = [
  /can still see/i,
  /allows? (it|the tool|\w+) without limits/i,
  /lets it through without limits/i,
  /latest call (already )?seen/i,
];

describe('one policy model', () => {
  it("the JSON Schema describes every field with the model's words and no others", () => {
    const found = descriptions(z.toJSONSchema(policySchema, { io: 'input' }));
    const texts = Object.values(POLICY_FIELD_TEXT) as string[];
    for (const text of found) expect(texts, text).toContain(text);
    for (const text of texts) expect(found, text).toContain(text);
  });

  it("the docs list is the model's rules, in order", () => {
    expect(POLICY_SEMANTICS).toEqual(Object.values(POLICY_RULES));
  });

  it('no copy contradicts a decision', () => {
    const copies = [...Object.values(POLICY_FIELD_TEXT), ...POLICY_SEMANTICS, ...faqText('some_tool')];
    for (const text of copies) for (const wrong of CONTRADICTIONS) expect(text, text).not.toMatch(wrong);
  });

  it("the FAQ states the unlisted-tool decision in the model's own sentence", () => {
    const answers = faqText('x_tool');
    expect(answers.filter((a) => a.includes(POLICY_SENTENCES.leftOut('x_tool'))).length).toBe(VERDICTS.length);
    expect(answers.some((a) => a.includes(POLICY_SENTENCES.emptyRule('x_tool')))).toBe(true);
  });
});

describe(`decision: unlisted under "default": "deny" is ${POLICY_DECISIONS.unlistedUnderDeny}`, () => {
  it('the evaluator refuses it and leaves it out of the visible list, for any names', () => {
    expect(POLICY_DECISIONS.unlistedUnderDeny).toBe('hidden-and-refused');
    fc.assert(
      fc.property(fc.uniqueArray(toolName, { minLength: 2, maxLength: 8 }), fc.nat(), (names, pick) => {
        const listed = names.filter((_, i) => i !== pick % names.length);
        const left = names[pick % names.length]!;
        const policy: Policy = { version: '1', default: 'deny', tools: Object.fromEntries(listed.map((n) => [n, {}])) };
        expect(evaluate(policy, { tool: left, time: NOON, approved: true }).outcome).toBe('deny');
        expect(visibleTools(policy, names)).toEqual(listed);
        // The same as hiding it.
        const hidden: Policy = { ...policy, default: 'allow', hide: [left] };
        expect(visibleTools(hidden, names)).toEqual(visibleTools(policy, names));
      }),
    );
  });
});

describe(`decision: all_tools limits ${POLICY_DECISIONS.allToolsLimits}`, () => {
  it('counts a tool with an empty rule and an unlisted tool under "default": "allow"', () => {
    expect(POLICY_DECISIONS.allToolsLimits).toBe('count-every-allowed-call');
    const policy: Policy = {
      version: '1',
      default: 'allow',
      tools: { empty: {} },
      all_tools: { limits: [{ counter: 'all', window: 'minute', max: 2, scope: 'grant' }] },
    };
    let state = emptyState();
    const outcomes = ['empty', 'unlisted', 'empty', 'unlisted'].map((tool) => {
      const d = evaluate(policy, { tool, time: NOON }, state);
      state = d.state;
      return d.outcome;
    });
    expect(outcomes).toEqual(['allow', 'allow', 'deny', 'deny']);
  });
});

describe(`decision: the clock is the ${POLICY_DECISIONS.lateCallClock}`, () => {
  it('a refused call, however late its stamp, leaves the clock and counts alone; an allowed one moves it', () => {
    expect(POLICY_DECISIONS.lateCallClock).toBe('latest-allowed-call');
    const policy: Policy = {
      version: '1',
      default: 'deny',
      tools: { t: { limits: [{ counter: 't', window: 'minute', max: 1, scope: 'grant' }] } },
    };
    const first = evaluate(policy, { tool: 't', time: NOON });
    const refused = evaluate(policy, { tool: 'unlisted', time: NOON + 3_600_000 }, first.state);
    expect(refused.outcome).toBe('deny');
    expect(refused.state).toBe(first.state);
    expect(refused.state.clock).toBe(NOON);
    // Had the refused call moved the clock an hour on, this call would count in a fresh window and be allowed.
    expect(evaluate(policy, { tool: 't', time: NOON + 1000 }, refused.state).outcome).toBe('deny');
    const late = evaluate(policy, { tool: 't', time: NOON + 60_000 }, refused.state);
    expect(late.outcome).toBe('allow');
    expect(late.state.clock).toBe(NOON + 60_000);
  });
});

import { describe, expect, it } from 'vitest';
import { z } from 'astro/zod';
import { VERDICTS } from '../src/schema/enums.ts';
import { policySchema } from '../src/schema/policy.ts';
import { buildFaq, firstSentence, type FaqInput } from '../src/lib/policy/faq.ts';
import type { ToolVerdict } from '../src/lib/policy/generate.ts';

/** Every property name anywhere in the policy JSON Schema. */
function schemaFields(node: unknown, into = new Set<string>()): Set<string> {
  if (node && typeof node === 'object') {
    const properties = (node as { properties?: Record<string, unknown> }).properties;
    if (properties) for (const key of Object.keys(properties)) into.add(key);
    for (const value of Object.values(node)) schemaFields(value, into);
  }
  return into;
}

const input = (policy: ToolVerdict): FaqInput => ({
  tool: 'cloudron_cancel_task',
  serverName: 'Cloudron',
  repository: 'https://github.com/example/mcp-cloudron',
  readAt: 'commit b1d03d5726de',
  identity: 'A third party publishes it.',
  category: 'Execute',
  risk: 'high',
  policy,
  authorSummary: 'Cancel a running async operation.',
});

const verdicts: ToolVerdict[] = VERDICTS.map((verdict) =>
  verdict === 'rate-limit'
    ? { name: 'cloudron_cancel_task', verdict, max: 10, window: 'minute' }
    : { name: 'cloudron_cancel_task', verdict },
);

describe('buildFaq', () => {
  const fields = schemaFields(z.toJSONSchema(policySchema));

  it.each(verdicts)('asks the six seed questions in order ($verdict)', (policy) => {
    expect(buildFaq(input(policy)).map((e) => e.question)).toEqual([
      'What does cloudron_cancel_task do?',
      'How do I enforce a policy on cloudron_cancel_task?',
      'What risk level is cloudron_cancel_task?',
      'Can I rate-limit cloudron_cancel_task?',
      'How do I block cloudron_cancel_task completely?',
      'What MCP server provides cloudron_cancel_task?',
    ]);
  });

  it.each(verdicts)('names only fields the policy format has ($verdict)', (policy) => {
    for (const { answer } of buildFaq(input(policy))) {
      // A field is a quoted word followed by a colon, or a quoted word the answer calls a field/list.
      const named = [...answer.matchAll(/"([A-Za-z_]+)"(?=\s*:|\s+(?:list|with|under|entry|field))/g)].map(
        (m) => m[1]!,
      );
      for (const name of named) expect(fields, `${name} in: ${answer}`).toContain(name);
    }
  });

  it('never teaches the mistaken action/rate_limit shape', () => {
    for (const policy of verdicts) {
      const text = buildFaq(input(policy))
        .map((e) => e.answer)
        .join(' ');
      expect(text).not.toMatch(/\baction\b|rate_limit|deny_if/);
    }
  });

  it('matches the recommendation in the enforce answer', () => {
    expect(buildFaq(input(verdicts[1]!))[1]!.answer).toContain('"max" 10 per "window" "minute"');
    expect(buildFaq(input(verdicts[3]!))[1]!.answer).toContain('"hide"');
  });

  it('shortens to the first sentence', () => {
    expect(firstSentence('Lists apps. Returns JSON.')).toBe('Lists apps.');
    expect(firstSentence('x'.repeat(300)).length).toBe(240);
  });
});

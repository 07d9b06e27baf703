/**
 * The third round of engine mistakes hand reviewers reported, each checked on invented look-alike tools (never a
 * real tool's name): a tool is judged by what its definition says it does, not by a word that only looks like a
 * power (a verb we do not know, an author's read-only hint beside writing operations, an address kept as data,
 * code shown rather than run, a generic API caller).
 */
import { describe, expect, it } from 'vitest';
import { judgeTool } from '../src/lib/judgement/engine.ts';
import type { ToolDefinitionInput } from '../src/lib/judgement/facts.ts';

const str = (description = '') => ({ type: 'string', description });
const tool = (name: string, description: string, properties: Record<string, unknown> = {}, annotations?: ToolDefinitionInput['annotations']): ToolDefinitionInput => ({
  name,
  description,
  inputSchema: { type: 'object', properties },
  ...(annotations ? { annotations } : {}),
});
const rules = (definition: ToolDefinitionInput) => judgeTool(definition).evidence.map((step) => step.rule);

describe('verbs we do not know', () => {
  it('reads "re" and a known verb as that verb done again, with low confidence and a flag', () => {
    const again = judgeTool(tool('resend_confirmation', 'Resend the confirmation message of a booking.', { booking_id: str() }));
    expect(again.category).toBe('Execute');
    expect(again.risk).toBe('medium');
    expect(again.confidence).toBe('low');
    expect(again.flags.join(' ')).toMatch(/"resend" is not a verb we know; read as "send"/);
  });

  it('judges an unknown verb a medium change, not destructive, flagged, with an honest rationale', () => {
    const unknown = judgeTool(tool('frobulate', 'Frobulate', {}));
    expect(unknown.category).toBe('Write');
    expect(unknown.risk).toBe('medium');
    expect(unknown.effect.destructive).toBe(false);
    expect(unknown.confidence).toBe('low');
    expect(unknown.flags.join(' ')).toMatch(/"frobulate" is not one we know/);
    expect(unknown.rationale).toMatch(/not certain/);
    expect(rules(tool('frobulate', 'Frobulate', {}))).not.toContain('overwrites-existing');
  });
});

/**
 * What a server does by itself (server.yaml `behaviours`): the grade, the tool-page sentence and the line under
 * each behaviour come from src/lib; the records that declare behaviours validate.
 */
import { describe, expect, it } from 'vitest';
import { GRADE_RULE, gradeInput, gradeServer } from '../src/lib/catalogue/grade.ts';
import { toolPageNotice, whenItHappens } from '../src/lib/text/behaviours.ts';
import { serverSchema } from '../src/schema/server.ts';
import { validServer } from './support/catalogue.ts';

const server = (behaviours: unknown[]) => serverSchema.parse({ ...validServer(), behaviours });
const telemetry = { kind: 'telemetry' as const, byDefault: true, summary: 'Sends usage events.', control: 'set NO_TELEMETRY.', evidence: 'src/telemetry.ts' };
const tools = [{ category: 'Read' as const, risk: 'low' as const }];

describe('server behaviours', () => {
  it('mark a server down when it sends usage data or files out by default, and say why', () => {
    const quiet = gradeServer(gradeInput(server([]), tools));
    const noisy = gradeServer(gradeInput(server([telemetry]), tools));
    expect(quiet.score - noisy.score).toBe(10);
    expect(noisy.deductions.at(-1)?.reason).toBe('it sends usage data out by itself unless you turn it off');
    // Off unless the user turns it on, or something other than sending data out: no deduction.
    expect(gradeServer(gradeInput(server([{ ...telemetry, byDefault: false }]), tools)).score).toBe(quiet.score);
    expect(gradeServer(gradeInput(server([{ ...telemetry, kind: 'other' }]), tools)).score).toBe(quiet.score);
    // Two kinds: one deduction naming both.
    const both = gradeServer(gradeInput(server([telemetry, { ...telemetry, kind: 'uploads-files' }]), tools));
    expect(both.score).toBe(noisy.score);
    expect(both.deductions.at(-1)?.reason).toBe('it sends usage data and your files out by itself unless you turn it off');
  });

  it('are in the grade rule as the page states it, with the number the code uses', () => {
    expect(GRADE_RULE).toContain('10 if it sends usage data or your files out by itself unless you turn it off');
    expect(GRADE_RULE).toMatch(/^Start at 100\. Subtract 10, 25 or 40 .* 90 and above is A, 75 B, 60 C, 45 D, below that F\.$/);
  });

  it('give every tool page one sentence when they happen whatever the agent calls, and only the setting-off tool when one tool sets them off', () => {
    expect(toolPageNotice('Acme', [telemetry], 'list_things')).toBe('Whatever rule you give this tool, Acme sends usage data out by itself unless you turn it off.');
    const upload = { ...telemetry, kind: 'uploads-files' as const, viaTool: 'start_session' };
    expect(toolPageNotice('Acme', [upload], 'start_session')).toBe('Calling this tool also sends your files out unless you turn it off.');
    // No way to turn it off, or only part of it: the sentence says so rather than promise a switch.
    const { control: _unused, ...uncontrolled } = telemetry;
    expect(toolPageNotice('Acme', [uncontrolled], 'list_things')).toBe('Whatever rule you give this tool, Acme sends usage data out by itself, and we found no way to turn it off.');
    expect(toolPageNotice('Acme', [telemetry, uncontrolled], 'list_things')).toBe('Whatever rule you give this tool, Acme sends usage data out by itself; some of it cannot be turned off.');
    expect(toolPageNotice('Acme', [upload], 'list_things')).toBeUndefined();
    expect(toolPageNotice('Acme', [{ ...telemetry, byDefault: false }], 'list_things')).toBeUndefined();
  });

  it('say when they happen and how to stop them, without a doubled full stop', () => {
    expect(whenItHappens(telemetry)).toBe('On unless you turn it off: set NO_TELEMETRY');
    expect(whenItHappens({ byDefault: true })).toBe('On, and we found no way to turn it off');
    expect(whenItHappens({ byDefault: false, control: 'pass --share' })).toBe('Off unless you turn it on: pass --share');
  });

  it('are refused without evidence or with an unknown kind', () => {
    expect(serverSchema.safeParse({ ...validServer(), behaviours: [{ ...telemetry, evidence: undefined }] }).success).toBe(false);
    expect(serverSchema.safeParse({ ...validServer(), behaviours: [{ ...telemetry, kind: 'ads' }] }).success).toBe(false);
  });
});

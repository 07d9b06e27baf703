/**
 * What a server does by itself (server.yaml `behaviours`): the grade, the tool-page sentence and the line under
 * each behaviour come from src/lib; the records that declare behaviours validate.
 */
import { describe, expect, it } from 'vitest';
import { GRADE_RULE, gradeInput, gradeServer } from '../src/lib/catalogue/grade.ts';
import { checkedNote, toolPageNotice, whenItHappens } from '../src/lib/catalogue/behaviours.ts';
import {
  describeTelemetryLibraries,
  telemetryLibrariesOf,
  TELEMETRY_LIBRARIES,
  uncheckedReporters,
} from '../src/lib/catalogue/telemetry.ts';
import { serverSchema } from '../src/schema/server.ts';
import { validServer } from './support/catalogue.ts';

const server = (behaviours: unknown[]) => serverSchema.parse({ ...validServer(), behaviours });
const telemetry = {
  kind: 'telemetry' as const,
  byDefault: true,
  summary: 'Sends usage events.',
  control: 'set NO_TELEMETRY.',
  evidence: 'src/telemetry.ts',
};
const tools = [{ category: 'Read' as const, risk: 'low' as const }];

describe('server behaviours', () => {
  it('mark a server down when it sends usage data or files out by default, and say why', () => {
    const quiet = gradeServer(gradeInput(server([]), tools, {}));
    const noisy = gradeServer(gradeInput(server([telemetry]), tools, {}));
    expect(quiet.score - noisy.score).toBe(10);
    expect(noisy.deductions.at(-1)?.reason).toBe('it sends usage data out by itself unless you turn it off');
    // Off unless the user turns it on, or something other than sending data out: no deduction.
    expect(gradeServer(gradeInput(server([{ ...telemetry, byDefault: false }]), tools, {})).score).toBe(quiet.score);
    expect(gradeServer(gradeInput(server([{ ...telemetry, kind: 'other' }]), tools, {})).score).toBe(quiet.score);
    // Two kinds: one deduction naming both.
    const both = gradeServer(gradeInput(server([telemetry, { ...telemetry, kind: 'uploads-files' }]), tools, {}));
    expect(both.score).toBe(noisy.score);
    expect(both.deductions.at(-1)?.reason).toBe(
      'it sends usage data and your files out by itself unless you turn it off',
    );
  });

  it('are in the grade rule as the page states it, with the number the code uses', () => {
    expect(GRADE_RULE).toContain('10 if it sends usage data or your files out by itself unless you turn it off');
    expect(GRADE_RULE).toMatch(
      /^Start at 100\. Subtract 10, 25 or 40 .* 90 and above is A, 75 B, 60 C, 45 D, below that F\.$/,
    );
  });

  it('give every tool page one sentence when they happen whatever the agent calls, and only the setting-off tool when one tool sets them off', () => {
    expect(toolPageNotice('Acme', [telemetry], 'list_things')).toBe(
      'Whatever rule you give this tool, Acme sends usage data out by itself unless you turn it off.',
    );
    const upload = { ...telemetry, kind: 'uploads-files' as const, viaTool: 'start_session' };
    expect(toolPageNotice('Acme', [upload], 'start_session')).toBe(
      'Calling this tool also sends your files out unless you turn it off.',
    );
    // No way to turn it off, or only part of it: the sentence says so rather than promise a switch.
    const { control: _unused, ...uncontrolled } = telemetry;
    expect(toolPageNotice('Acme', [uncontrolled], 'list_things')).toBe(
      'Whatever rule you give this tool, Acme sends usage data out by itself, and we found no way to turn it off.',
    );
    expect(toolPageNotice('Acme', [telemetry, uncontrolled], 'list_things')).toBe(
      'Whatever rule you give this tool, Acme sends usage data out by itself; some of it cannot be turned off.',
    );
    expect(toolPageNotice('Acme', [upload], 'list_things')).toBeUndefined();
    expect(toolPageNotice('Acme', [{ ...telemetry, byDefault: false }], 'list_things')).toBeUndefined();
  });

  it('say when they happen and how to stop them, without a doubled full stop', () => {
    expect(whenItHappens(telemetry)).toBe('On unless you turn it off: set NO_TELEMETRY');
    expect(whenItHappens({ byDefault: true })).toBe('On, and we found no way to turn it off');
    expect(whenItHappens({ byDefault: false, control: 'pass --share' })).toBe(
      'Off unless you turn it on: pass --share',
    );
  });

  it('are refused without evidence or with an unknown kind', () => {
    expect(
      serverSchema.safeParse({ ...validServer(), behaviours: [{ ...telemetry, evidence: undefined }] }).success,
    ).toBe(false);
    expect(serverSchema.safeParse({ ...validServer(), behaviours: [{ ...telemetry, kind: 'ads' }] }).success).toBe(
      false,
    );
  });

  it('are flagged for a reviewer when the package depends on a reporting library, and never from a general client', () => {
    expect(telemetryLibrariesOf({ zod: '^4', 'posthog-node': '^4.0.0', '@sentry/node': '8', axios: '1' })).toEqual([
      '@sentry/node',
      'posthog-node',
    ]);
    expect(telemetryLibrariesOf({ axios: '1', '@opentelemetry/api': '1', undici: '6' })).toEqual([]);
    expect(telemetryLibrariesOf(undefined)).toEqual([]);
    // A name inherited from Object.prototype is no library.
    expect(telemetryLibrariesOf({ constructor: '1', toString: '2' })).toEqual([]);
    for (const [name, what] of Object.entries(TELEMETRY_LIBRARIES)) {
      expect(name).toMatch(/^(@[a-z0-9-]+\/)?[a-z0-9.-]+$/);
      expect(what.length).toBeGreaterThan(3);
    }
    expect(describeTelemetryLibraries(['@sentry/node', 'posthog-node'])).toBe(
      '@sentry/node (error reporting) and posthog-node (product analytics)',
    );
    const record = (libraries: string[] | undefined, behavioursChecked?: string) => ({
      slug: 's',
      record: { package: { telemetryLibraries: libraries }, ...(behavioursChecked ? { behavioursChecked } : {}) },
    });
    expect(
      uncheckedReporters([
        record(['posthog-node']),
        record(['posthog-node'], '2026-12-01'),
        record(undefined),
        record([]),
      ]).length,
    ).toBe(1);
  });

  it('say on the server page how much is known: libraries, and whether anyone read the code', () => {
    const libraries = ['posthog-node'];
    expect(checkedNote({ libraries: [], listed: 0 })).toBeUndefined();
    const unknown = checkedNote({ libraries, listed: 0 });
    expect(unknown).toContain('depends on posthog-node (product analytics), a library made for sending reports');
    expect(unknown).toContain('Nobody has yet read its code');
    const clean = checkedNote({ libraries, checked: '2026-12-01', listed: 0 });
    expect(clean).toContain('found nothing it sends by itself');
    expect(clean).not.toContain('Nobody');
    expect(checkedNote({ libraries: [], checked: '2026-12-01', listed: 2 })).toBe(
      'A reviewer read the code of the catalogued version on 2026-12-01; what it sends by itself is listed here.',
    );
    expect(checkedNote({ libraries: ['posthog-node', '@sentry/node'], listed: 0 })).toContain('libraries made for');
  });

  it('keep when their code was read as a date, and refuse anything else', () => {
    expect(serverSchema.safeParse({ ...validServer(), behavioursChecked: '2026-12-01' }).success).toBe(true);
    expect(serverSchema.safeParse({ ...validServer(), behavioursChecked: 'yesterday' }).success).toBe(false);
  });
});

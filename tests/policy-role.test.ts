import { describe, expect, it } from 'vitest';
import { policyJsonRole } from '../src/lib/policy/role.ts';
import { EXPORT_TARGETS } from '../src/lib/policy/exports/index.ts';

describe('what policy.json is for (policyJsonRole)', () => {
  it('names every file made from it, from the export registry', () => {
    const text = policyJsonRole();
    for (const target of EXPORT_TARGETS) expect(text).toContain(`${target.label}'s ${target.file}`);
    expect(text).toMatch(/we know of no client or gateway that reads it as it is/);
  });

  it('on a page that lists the files itself, says so instead of naming them again', () => {
    const text = policyJsonRole('on-page');
    expect(text).toContain('Every client and gateway file on this page is made from it');
    for (const target of EXPORT_TARGETS) expect(text).not.toContain(target.file);
    expect(text.length).toBeLessThan(policyJsonRole().length / 2);
  });
});

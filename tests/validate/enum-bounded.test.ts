import { describe, expect, it } from 'vitest';
import check, { MAX_ENUM_CHARS, MAX_ENUM_VALUES } from '../../src/lib/validate/checks/enum-bounded.ts';
import { catalogueOf, entry, found, tool } from '../support/checks.ts';

const withEnum = (values: unknown[], more: Record<string, unknown> = {}) =>
  catalogueOf([
    entry(
      tool('pick', {
        inputSchema: { type: 'object', properties: { value: { type: 'string', enum: values }, ...more } },
      }),
    ),
  ]);

describe('enum-bounded', () => {
  it('passes an enum as real servers write them', () => {
    expect(found(check, withEnum(['UTC', 'Europe/Paris', 'America/New_York']))).toEqual([]);
  });
  it(`refuses an enum of more than ${MAX_ENUM_VALUES} values, such as the review's 30,000 (F15)`, () => {
    const values = Array.from({ length: 30_000 }, (_, i) => `v${i}`);
    expect(found(check, withEnum(values))).toContain(
      `pick.yaml: enum lists 30000 values; at most ${MAX_ENUM_VALUES} are taken`,
    );
  });
  it('refuses a value that is a text rather than a choice, and many enums that add up past the budget', () => {
    expect(found(check, withEnum(['x'.repeat(300)]))).toEqual([
      'pick.yaml: enum value 0 is 302 characters long; at most 200 are taken',
    ]);
    const many = Object.fromEntries(
      Array.from({ length: 20 }, (_, i) => [
        `p${i}`,
        { type: 'string', enum: Array.from({ length: 400 }, (_, j) => `value-${j}`) },
      ]),
    );
    expect(found(check, withEnum(['a'], many)).at(-1)).toMatch(
      new RegExp(`hold \\d+ characters of values; at most ${MAX_ENUM_CHARS} are taken`),
    );
  });
});

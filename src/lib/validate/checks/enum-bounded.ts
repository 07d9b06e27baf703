import { defineCheck, type Finding } from '../check.ts';

/** At most this many values in one enum: real servers list at most about a hundred (timezones, regions, models). */
export const MAX_ENUM_VALUES = 500;
/** At most this many characters in one enum value, as JSON. */
const MAX_ENUM_VALUE_CHARS = 200;
/** At most this many characters of enum values in one tool, as JSON: what keeps its page within the page budget. */
export const MAX_ENUM_CHARS = 32 * 1024;

/** Every `enum` array in a schema, with its path. */
function* enums(value: unknown, path: PropertyKey[]): Generator<[PropertyKey[], unknown[]]> {
  if (Array.isArray(value)) {
    for (const [i, item] of value.entries()) yield* enums(item, [...path, i]);
  } else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (key === 'enum' && Array.isArray(item)) yield [[...path, key], item];
      yield* enums(item, [...path, key]);
    }
  }
}

export default defineCheck({
  id: 'enum-bounded',
  summary: `A tool's input schema lists at most ${MAX_ENUM_VALUES} values in an enum, each at most ${MAX_ENUM_VALUE_CHARS} characters, and at most ${MAX_ENUM_CHARS / 1024} KiB of enum values in all, so its page stays within the page budget.`,
  scope: 'record',
  run(catalogue) {
    const findings: Finding[] = [];
    for (const tool of catalogue.tools) {
      let total = 0;
      for (const [path, values] of enums(tool.record.inputSchema, ['inputSchema'])) {
        if (values.length > MAX_ENUM_VALUES)
          findings.push({
            file: tool.file,
            path,
            message: `enum lists ${values.length} values; at most ${MAX_ENUM_VALUES} are taken`,
            tip: 'a tool this large would build a page past the page budget; leave the values out of the record and say so in review.notes',
          });
        for (const [i, value] of values.entries()) {
          const size = JSON.stringify(value)?.length ?? 0;
          total += size;
          if (size > MAX_ENUM_VALUE_CHARS)
            findings.push({
              file: tool.file,
              path: [...path, i],
              message: `enum value ${i} is ${size} characters long; at most ${MAX_ENUM_VALUE_CHARS} are taken`,
              tip: 'an enum value is a choice, not a text',
            });
        }
      }
      if (total > MAX_ENUM_CHARS)
        findings.push({
          file: tool.file,
          path: ['inputSchema'],
          message: `the enums of this tool hold ${total} characters of values; at most ${MAX_ENUM_CHARS} are taken`,
          tip: 'a tool this large would build a page past the page budget',
        });
    }
    return { findings };
  },
});

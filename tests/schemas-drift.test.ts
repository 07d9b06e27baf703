import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PUBLISHED_SCHEMAS, jsonSchemaText, type PublishedSchemaName } from '../src/schema/json-schemas.ts';
import { attackSchema } from '../src/schema/attack.ts';
import { policySchema } from '../src/schema/policy.ts';
import { serverSchema } from '../src/schema/server.ts';
import { toolSchema } from '../src/schema/tool.ts';

describe('published JSON Schemas', () => {
  it.each(Object.keys(PUBLISHED_SCHEMAS) as PublishedSchemaName[])(
    'public/schema/%s matches the zod schema (run npm run schemas)',
    (name) => {
      expect(readFileSync(`public/schema/${name}`, 'utf8')).toBe(jsonSchemaText(name));
    },
  );

  it.each([
    ['tool', toolSchema],
    ['server', serverSchema],
    ['attack', attackSchema],
    ['policy', policySchema],
  ] as const)('the %s schema rejects {}', (_, schema) => {
    expect(schema.safeParse({}).success).toBe(false);
  });

  it('describes every field', () => {
    const undocumented: string[] = [];
    const walk = (node: unknown, path: string) => {
      if (!node || typeof node !== 'object') return;
      const properties = (node as { properties?: Record<string, { description?: string }> }).properties;
      for (const [key, child] of Object.entries(properties ?? {})) {
        if (!child.description && !(child as { $ref?: string }).$ref) undocumented.push(`${path}.${key}`);
      }
      for (const [key, value] of Object.entries(node)) walk(value, `${path}/${key}`);
    };
    for (const name of Object.keys(PUBLISHED_SCHEMAS) as PublishedSchemaName[])
      walk(JSON.parse(jsonSchemaText(name)), name);
    expect(undocumented).toEqual([]);
  });
});

/**
 * Record keys in the schema's order (src/lib/catalogue/key-order.ts): the validator's check, and the writer that
 * emits that order. The located problems of a whole catalogue are in tests/fixtures/bad/*-keys-out-of-order.
 */
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { checkKeyOrder, inKeyOrder, schemaKeys } from '../src/lib/catalogue/key-order.ts';
import { draftServer } from '../src/lib/import/records.ts';
import { recordYaml } from '../src/lib/import/yaml-writer.ts';
import { inSchemaOrder } from '../src/lib/import/judged-record.ts';
import { serverSchema } from '../src/schema/server.ts';
import { toolSchema, type ToolRecord } from '../src/schema/tool.ts';

const server = {
  name: 'Shelf Server',
  description: 'A server for shelves.',
  repository: 'https://github.com/example/shelf-mcp',
  source: { version: '1.0.0' },
  publisher: { name: 'example' },
  auth: { kind: 'none', needs: 'Nothing.' },
  transport: 'stdio',
  behaviours: [
    {
      kind: 'telemetry',
      byDefault: true,
      summary: 'Sends usage counts.',
      control: 'SHELF_TELEMETRY=0',
      evidence: 'dist/telemetry.js',
    },
  ],
  behavioursChecked: '2026-01-02',
  added: '2026-01-01',
};

const tool: ToolRecord = {
  name: 'list_shelves',
  description: 'List the shelves.',
  inputSchema: { type: 'object', properties: { zeta: { type: 'string' }, alpha: { type: 'string' } } },
  annotations: { readOnlyHint: true, title: 'List shelves' },
  definitionHash: `sha256:${'0'.repeat(64)}`,
  effect: { readOnly: true, destructive: false, idempotent: true, openWorld: false, source: 'reviewed' },
  category: 'Read',
  risk: 'low',
  rationale: 'It lists shelves.',
  attacks: [],
  policy: { verdict: 'allow' },
  review: { status: 'reviewed', read: { what: 'definition', by: 'agent' }, flags: [] },
  added: '2026-01-01',
  changed: '2026-01-01',
};

/** `record` with `key` moved to the end. */
const movedLast = <T extends object>(record: T, key: keyof T): T => {
  const { [key]: value, ...rest } = record;
  return { ...rest, [key]: value } as T;
};

describe('checkKeyOrder', () => {
  it('passes records whose keys follow the schema', () => {
    expect(serverSchema.safeParse(server).success).toBe(true);
    expect(toolSchema.safeParse(tool).success).toBe(true);
    expect(checkKeyOrder(server, serverSchema)).toEqual([]);
    expect(checkKeyOrder(tool, toolSchema)).toEqual([]);
  });

  it('flags a top-level key left below one the schema puts after it, at that key', () => {
    // The hand edit the check exists for: behaviours and behavioursChecked appended after added.
    const edited = movedLast(movedLast(server, 'behaviours'), 'behavioursChecked');
    const issues = checkKeyOrder(edited, serverSchema);
    expect(issues).toHaveLength(1);
    expect(issues[0]?.path).toEqual(['behaviours']);
    expect(issues[0]?.message).toBe(
      "behaviours comes after added in the record; the keys go in the schema's order: name, description, repository, source, publisher, auth, transport, behaviours, behavioursChecked, added",
    );
    expect(issues[0]?.tip).toMatch(/^move behaviours above added, changing nothing else/);
  });

  it('flags nested mappings the catalogue writes: a behaviour, the policy, the effect', () => {
    const behaviour = server.behaviours[0]!;
    const nested = { ...server, behaviours: [behaviour, movedLast(behaviour, 'summary')] };
    expect(checkKeyOrder(nested, serverSchema).map((issue) => issue.path)).toEqual([['behaviours', 1, 'summary']]);
    const policy = { ...tool, policy: { window: 'hour', max: 10, verdict: 'rate-limit' } } as unknown as ToolRecord;
    expect(checkKeyOrder(policy, toolSchema).map((issue) => issue.message)).toEqual([
      "verdict comes after window in policy; the keys go in the schema's order: verdict, max, window",
    ]);
    const effect = { ...tool, effect: movedLast(tool.effect, 'readOnly') };
    expect(checkKeyOrder(effect, toolSchema).map((issue) => issue.path)).toEqual([['effect', 'readOnly']]);
  });

  it("leaves the author's own mappings (inputSchema, annotations) and keys the schema does not know alone", () => {
    expect(Object.keys(tool.annotations ?? {})).toEqual(['readOnlyHint', 'title']);
    expect(schemaKeys(toolSchema.shape.annotations)?.indexOf('title')).toBeLessThan(
      schemaKeys(toolSchema.shape.annotations)?.indexOf('readOnlyHint') ?? -1,
    );
    expect(checkKeyOrder(tool, toolSchema)).toEqual([]);
    expect(checkKeyOrder({ ...tool, unknownField: 1 }, toolSchema)).toEqual([]);
    expect(checkKeyOrder({ unknownField: 1, ...tool }, toolSchema)).toEqual([]);
  });

  it('reports one issue a mapping, however many keys are out of place', () => {
    const reversed = Object.fromEntries(Object.entries(server).reverse());
    expect(checkKeyOrder(reversed, serverSchema)).toHaveLength(1);
  });
});

describe('the writer emits the order the check asks for', () => {
  it('inKeyOrder puts every catalogue-owned mapping in order and keeps the values', () => {
    const scrambled = {
      ...Object.fromEntries(Object.entries(tool).reverse()),
      effect: movedLast(tool.effect, 'readOnly'),
    } as ToolRecord;
    const ordered = inKeyOrder(scrambled, toolSchema);
    expect(ordered).toEqual(tool);
    expect(checkKeyOrder(ordered, toolSchema)).toEqual([]);
    expect(Object.keys(ordered.inputSchema?.['properties'] as object)).toEqual(['zeta', 'alpha']);
    expect(inSchemaOrder(scrambled)).toEqual(ordered);
    expect(Object.keys(inSchemaOrder(scrambled))).toEqual(Object.keys(tool));
  });

  it('writes a drafted server.yaml in the schema order, though the draft adds language last', () => {
    const draft = draftServer({
      slug: 'shelf',
      meta: { language: 'TypeScript' },
      repository: 'https://github.com/example/shelf-mcp',
      version: '1.0.0',
      toolCount: 2,
      today: '2026-01-01',
      obtained: { how: 'file' },
    });
    expect(Object.keys(draft).slice(-2)).toEqual(['added', 'language']);
    const written = parse(recordYaml('server', draft)) as Record<string, unknown>;
    expect(checkKeyOrder(written, serverSchema)).toEqual([]);
    expect(Object.keys(written).slice(-2)).toEqual(['language', 'added']);
  });

  it('writes a tool record in the schema order', () => {
    const written = parse(recordYaml('tool', movedLast(tool, 'name'))) as Record<string, unknown>;
    expect(Object.keys(written)[0]).toBe('name');
    expect(checkKeyOrder(written, toolSchema)).toEqual([]);
  });
});

/**
 * Property tests for the validator: random and mutated YAML never crash it, and it always ends with either
 * a valid record or problems located in the file (line and column inside it, a message, no stack trace).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { stringify, type ToStringOptions } from 'yaml';
import { validateCatalogue } from '../src/lib/validate/runner.ts';
import { checkToolRecord } from '../src/lib/validate/runner.ts';
import type { Problem } from '../src/lib/catalogue/problems.ts';
import { readYamlSource } from '../src/lib/catalogue/yaml-source.ts';
import { zodProblems } from '../src/lib/catalogue/zod-problems.ts';
import { toolSchema, type ToolRecord } from '../src/schema/tool.ts';
import { makeCatalogue, validAttack, validServer, validTool } from './support/catalogue.ts';

const FILE = 'servers/example/tools/list_things.yaml';

/** What validateCatalogue does with one tool file, in process: read, parse, check the schema, then the judgement. */
function validateTool(bytes: Uint8Array): { problems: Problem[]; record?: ToolRecord } {
  const source = readYamlSource(FILE, bytes);
  if (source.problems.length > 0) return { problems: source.problems };
  const result = toolSchema.safeParse(source.data);
  if (!result.success) return { problems: zodProblems(FILE, source, toolSchema, result.error.issues) };
  const problems = checkToolRecord(result.data).map((issue) => ({
    file: FILE,
    ...source.locate(issue.path ?? []),
    message: issue.message,
    tip: issue.tip,
  }));
  return { problems, record: result.data };
}

/** Lines of a file as an editor shows them, for the bytes the validator was given. */
function linesOf(bytes: Uint8Array): string[] {
  return new TextDecoder('utf-8').decode(bytes).split('\n');
}

/** Every problem names the file, points inside it, and says something a person can read. */
function expectLocated(
  problems: readonly Problem[],
  bytes: Uint8Array,
  file: (reported: string) => boolean = (f) => f === FILE,
) {
  const lines = linesOf(bytes);
  for (const p of problems) {
    const where = `${p.file}:${p.line}:${p.col}  ${p.message}`;
    expect(file(p.file), where).toBe(true);
    expect(Number.isInteger(p.line) && p.line >= 1, where).toBe(true);
    expect(Number.isInteger(p.col) && p.col >= 1, where).toBe(true);
    // Inside the file: at most one past the last character of an existing line (the end of the file counts).
    expect(p.line, where).toBeLessThanOrEqual(lines.length);
    expect(p.col, where).toBeLessThanOrEqual((lines[p.line - 1] ?? '').length + 1);
    expect(typeof p.message === 'string' && p.message.trim().length > 0, where).toBe(true);
    for (const text of [p.message, p.tip ?? '']) {
      expect(text, where).not.toMatch(/\n\s+at /);
      expect(text, where).not.toContain('[object Object]');
      expect(text, where).not.toMatch(/^\w*Error: /);
    }
  }
}

/** A valid record holds plain JSON data: what the site renders and policy.json carries. */
function expectPlainData(value: unknown, path = 'record'): void {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return;
  // Known gap, not checked here: the schema lets NaN and ±Infinity through inside inputSchema (see the report).
  if (typeof value === 'number') return;
  if (Array.isArray(value)) return value.forEach((item, i) => expectPlainData(item, `${path}[${i}]`));
  expect(Object.getPrototypeOf(value), `${path} is a ${Object.prototype.toString.call(value)}`).toBe(Object.prototype);
  for (const [key, item] of Object.entries(value as Record<string, unknown>)) expectPlainData(item, `${path}.${key}`);
}

function expectOutcome(bytes: Uint8Array) {
  const { problems, record } = validateTool(bytes);
  expectLocated(problems, bytes);
  if (problems.length === 0) {
    expect(record).toBeDefined();
    expectPlainData(record);
  }
}

const encode = (text: string) => new TextEncoder().encode(text);

// ---------- seeds: valid tool files in several shapes ----------
const destructiveTool = validTool('list_things', {
  title: 'Delete things',
  description: 'Deletes every thing: "all" means all.\nNo undo.',
  inputSchema: {
    type: 'object',
    properties: { id: { type: 'string', pattern: '^[a-z]+$' }, force: { type: 'boolean', default: false } },
    required: ['id'],
  },
  annotations: { destructiveHint: true, readOnlyHint: false },
  effect: { readOnly: false, destructive: true, idempotent: false, openWorld: true, source: 'annotations' },
  category: 'Destructive',
  risk: 'critical',
  rationale: 'It deletes.',
  policy: { verdict: 'require-approval', reason: 'Nothing comes back.' },
  review: {
    status: 'needs-review',
    confidence: 'medium',
    flags: ['check the force flag'],
    notes: 'Looked at: the README.',
  },
});
const rateLimited = validTool('list_things', {
  effect: { readOnly: false, destructive: false, idempotent: false, openWorld: false, source: 'reviewed' },
  category: 'Write',
  risk: 'medium',
  policy: { verdict: 'rate-limit', max: 30, window: 'minute' },
});
const STYLES: ToStringOptions[] = [
  {},
  { indent: 4 },
  { defaultStringType: 'QUOTE_DOUBLE', defaultKeyType: 'PLAIN' },
  { collectionStyle: 'flow' },
  { indentSeq: false },
];
const SEEDS = [validTool('list_things'), destructiveTool, rateLimited].flatMap((record) =>
  STYLES.map((style) => stringify(record, style)),
);

it('every seed is valid as written', () => {
  for (const seed of SEEDS) expect(validateTool(encode(seed)).problems, seed).toEqual([]);
});

// ---------- mutations ----------
const NASTY_VALUES = [
  '',
  '~',
  'null',
  '.nan',
  '.inf',
  '-.inf',
  '0',
  '-1',
  '1.5',
  '1e400',
  '0x1F',
  '0o17',
  '"10"',
  'yes',
  'true',
  '[]',
  '{}',
  '[a, b]',
  '{a: 1}',
  '&anchor x',
  '*anchor',
  '!!binary aGVsbG8=',
  '!!timestamp 2026-01-01',
  '!custom x',
  '|',
  '>-',
  '"unterminated',
  "'unterminated",
  '- x',
  'a: b',
  '@at',
  '`tick`',
  '%directive',
  '? complex',
  '"\\u0000"',
  '"\\x85"',
  'é😀',
  '&a [*a]',
  'javascript:alert(1)',
  'https://user:pw@example.org',
  'x'.repeat(300),
  'Read',
  'Destructive',
  'allow',
  'deny',
  'rate-limit',
  'hour',
  'critical',
];
const NASTY_KEYS = [
  'name',
  'nme',
  'Name',
  'description',
  'policy',
  'verdict',
  'max',
  'window',
  'effect',
  'readOnly',
  '__proto__',
  'constructor',
  '<<',
  '"quoted"',
  '? x',
  '- item',
  '',
  ' ',
  'a b',
  'k:',
  '&k key',
  '*k',
];
const CHARS = [
  ' ',
  '\t',
  ':',
  '-',
  '[',
  ']',
  '{',
  '}',
  '"',
  "'",
  '#',
  '&',
  '*',
  '!',
  '|',
  '>',
  '%',
  '@',
  '`',
  ',',
  '?',
  '\n',
  '\r',
  '\u0000',
  '\uFEFF',
  '\u2028',
  'é',
  '😀',
  '\\',
  'x',
  '1',
];

type Mutation =
  | { kind: 'insert'; at: number; text: string }
  | { kind: 'delete'; at: number; length: number }
  | { kind: 'swap'; a: number; b: number }
  | { kind: 'indent'; line: number; by: number; tab: boolean }
  | { kind: 'value'; line: number; value: string }
  | { kind: 'key'; line: number; key: string }
  | { kind: 'duplicate'; line: number }
  | { kind: 'truncate'; at: number };

const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  fc.record({
    kind: fc.constant('insert' as const),
    at: fc.nat(),
    text: fc.oneof(fc.constantFrom(...CHARS), fc.string({ maxLength: 4 }), fc.string({ unit: 'binary', maxLength: 3 })),
  }),
  fc.record({ kind: fc.constant('delete' as const), at: fc.nat(), length: fc.integer({ min: 1, max: 12 }) }),
  fc.record({ kind: fc.constant('swap' as const), a: fc.nat(), b: fc.nat() }),
  fc.record({
    kind: fc.constant('indent' as const),
    line: fc.nat(),
    by: fc.integer({ min: -4, max: 4 }),
    tab: fc.boolean(),
  }),
  fc.record({
    kind: fc.constant('value' as const),
    line: fc.nat(),
    value: fc.oneof(fc.constantFrom(...NASTY_VALUES), fc.string({ maxLength: 8 })),
  }),
  fc.record({
    kind: fc.constant('key' as const),
    line: fc.nat(),
    key: fc.oneof(fc.constantFrom(...NASTY_KEYS), fc.string({ maxLength: 6 })),
  }),
  fc.record({ kind: fc.constant('duplicate' as const), line: fc.nat() }),
  fc.record({ kind: fc.constant('truncate' as const), at: fc.nat() }),
);

function mutate(text: string, m: Mutation): string {
  const lines = text.split('\n');
  const pick = (n: number) => n % Math.max(lines.length, 1);
  switch (m.kind) {
    case 'insert': {
      const at = m.at % (text.length + 1);
      return text.slice(0, at) + m.text + text.slice(at);
    }
    case 'delete': {
      const at = m.at % (text.length + 1);
      return text.slice(0, at) + text.slice(at + m.length);
    }
    case 'truncate':
      return text.slice(0, m.at % (text.length + 1));
    case 'swap': {
      const a = pick(m.a);
      const b = pick(m.b);
      [lines[a], lines[b]] = [lines[b]!, lines[a]!];
      return lines.join('\n');
    }
    case 'indent': {
      const i = pick(m.line);
      const line = lines[i]!;
      lines[i] = m.by >= 0 ? (m.tab ? '\t' : ' '.repeat(m.by)) + line : line.replace(new RegExp(`^ {0,${-m.by}}`), '');
      return lines.join('\n');
    }
    case 'value': {
      const i = pick(m.line);
      lines[i] = /:( |$)/.test(lines[i]!)
        ? lines[i]!.replace(/:( .*)?$/, `: ${m.value}`)
        : lines[i]!.replace(/(- ).*$/, `$1${m.value}`);
      return lines.join('\n');
    }
    case 'key': {
      const i = pick(m.line);
      lines[i] = lines[i]!.replace(/^(\s*(?:- )?)[^:\s][^:]*:/, `$1${m.key}:`);
      return lines.join('\n');
    }
    case 'duplicate': {
      const i = pick(m.line);
      lines.splice(i, 0, lines[i]!);
      return lines.join('\n');
    }
  }
}

const mutatedText = fc
  .tuple(fc.constantFrom(...SEEDS), fc.array(mutation, { minLength: 1, maxLength: 4 }))
  .map(([seed, mutations]) => mutations.reduce(mutate, seed));

/** Byte-level damage to a valid file: the validator sees bytes, not text. */
const mutatedBytes = fc
  .tuple(
    fc.constantFrom(...SEEDS),
    fc.array(fc.tuple(fc.nat(), fc.integer({ min: 0, max: 255 }), fc.constantFrom('insert', 'replace', 'delete')), {
      minLength: 1,
      maxLength: 4,
    }),
  )
  .map(([seed, edits]) => {
    const bytes = [...encode(seed)];
    for (const [at, byte, op] of edits) {
      const i = at % (bytes.length + 1);
      if (op === 'insert') bytes.splice(i, 0, byte);
      else if (op === 'replace' && i < bytes.length) bytes[i] = byte;
      else bytes.splice(i, 1);
    }
    return Uint8Array.from(bytes);
  });

const YAML_ALPHABET = [
  ...CHARS,
  'name',
  'policy',
  'verdict: allow',
  'a',
  'b',
  '0',
  ': ',
  '- ',
  '\n  ',
  '---',
  '...',
  '&a ',
  '*a',
  '!!str ',
  '"',
  "'",
];

describe('the validator under fuzzing', () => {
  it('never crashes on random text, and locates what it reports', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string({ maxLength: 200 }),
          fc.string({ unit: 'binary', maxLength: 200 }),
          fc.string({ unit: fc.constantFrom(...YAML_ALPHABET), maxLength: 60 }),
        ),
        (text) => {
          expectOutcome(encode(text));
        },
      ),
      { numRuns: 400 },
    );
  });

  it('never crashes on random bytes, and locates what it reports', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 300 }), (bytes) => {
        expectOutcome(bytes);
      }),
      { numRuns: 300 },
    );
  });

  it('never crashes on mutated tool files: a valid record or located problems', () => {
    fc.assert(
      fc.property(mutatedText, (text) => {
        expectOutcome(encode(text));
      }),
      { numRuns: 600 },
    );
  });

  it('never crashes on tool files with damaged bytes', () => {
    fc.assert(
      fc.property(mutatedBytes, (bytes) => {
        expectOutcome(bytes);
      }),
      { numRuns: 300 },
    );
  });

  it('validateCatalogue on disk: never throws, problems are located, and a tool the reader accepts is loaded', () => {
    const server = stringify(validServer());
    const attack = stringify(validAttack());
    fc.assert(
      fc.property(fc.oneof(mutatedText.map(encode), mutatedBytes), (bytes) => {
        const { root, cleanup } = makeCatalogue({
          'attacks/data-exfiltration.yaml': attack,
          'servers/example/server.yaml': server,
          [FILE]: bytes,
        });
        try {
          const catalogue = validateCatalogue(root);
          // The server and the attack are valid: every problem is in the tool file.
          expectLocated(catalogue.problems, bytes, (file) => file.replaceAll('\\', '/').endsWith(FILE));
          expect(catalogue.servers).toHaveLength(1);
          // The reader keeps a file it could not read out of the catalogue; a record it read stays in, whatever the
          // validator's checks then find in it (they report, they do not drop).
          if (catalogue.problems.some((problem) => problem.check === undefined)) {
            expect(catalogue.tools).toHaveLength(0);
          } else {
            expect(catalogue.tools).toHaveLength(1);
            // A mutated name is loaded too, and the file-name check reports it.
            if (catalogue.tools[0]!.record.name !== 'list_things')
              expect(catalogue.problems.map((problem) => problem.check)).toContain('tool-name-matches-file');
          }
        } finally {
          cleanup();
        }
      }),
      { numRuns: 50 },
    );
  });

  it('validateCatalogue on disk: any tool file name is either loaded or reported, never crashes', () => {
    const server = stringify(validServer());
    const attack = stringify(validAttack());
    const nameChar = fc.constantFrom(...'abcXYZ019_-.$ @+~%()!é😀'.split(/(?:)/u));
    fc.assert(
      fc.property(fc.string({ unit: nameChar, minLength: 0, maxLength: 12 }), (stem) => {
        const text = stringify(validTool(stem));
        const { root, cleanup } = makeCatalogue({
          'attacks/data-exfiltration.yaml': attack,
          'servers/example/server.yaml': server,
          [`servers/example/tools/${stem}.yaml`]: text,
        });
        try {
          const catalogue = validateCatalogue(root);
          const bytes = encode(text);
          for (const p of catalogue.problems) {
            expect(p.line >= 1 && p.col >= 1 && p.message.trim() !== '').toBe(true);
            expect(p.message).not.toMatch(/\n\s+at /);
          }
          expectLocated(
            catalogue.problems.filter((p) => p.line > 1 || p.col > 1),
            bytes,
            () => true,
          );
          expect(catalogue.tools.length + (catalogue.problems.length > 0 ? 1 : 0)).toBe(1);
        } finally {
          cleanup();
        }
      }),
      { numRuns: 40 },
    );
  });
});

/**
 * Argument conditions in policy.json ("when"): each kind decided by the reference evaluator for
 * arguments inside and outside it, checked against an independent reading (Node's URL and path
 * parsers, a shell's special characters) on random values, and carried through buildPolicy, the
 * JSON Schema and verdictsFromPolicy unchanged.
 */
import { posix } from 'node:path';
import Ajv from 'ajv';
import fc from 'fast-check';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { evaluate } from '../src/lib/policy/evaluate.ts';
import { buildPolicy, policyJson, verdictsFromPolicy, type ToolVerdict } from '../src/lib/policy/generate.ts';
import {
  conditionHolds,
  conditionsProblem,
  integersUpTo,
  SQL_WRITE_WORDS,
  valueTest,
} from '../src/lib/policy/conditions.ts';
import { policySchema, type Condition, type Policy } from '../src/schema/policy.ts';

const NOON = Date.UTC(2026, 2, 14, 12);

/** The evaluator's first-call outcome for one tool with these conditions and these arguments. */
function decide(conditions: Condition[], outside: 'require-approval' | 'deny', args: unknown, approved = false) {
  const policy = buildPolicy([{ name: 't', verdict: 'allow', conditions: { all: conditions, outside } }]) as Policy;
  return evaluate(policy, { tool: 't', time: NOON, arguments: args, approved }).outcome;
}

/** Inside and outside examples for each kind, as a reader would write them. */
const CASES: Array<{ condition: Condition; inside: unknown[]; outside: unknown[] }> = [
  {
    condition: { arg: 'path', under: ['/home/me/project', '/tmp'] },
    inside: ['/home/me/project', '/home/me/project/src/a.ts', '/tmp/x', '/tmp/.env', '/tmp/..x', '/tmp/a b/c'],
    outside: [
      '/home/me/project2',
      '/home/me/project/../secret',
      '/home/me/project/./a',
      '/home/me/project//a',
      '/home/me/project/',
      'home/me/project/a',
      '/etc/passwd',
      '/tmp/x\u0000/../../etc',
      '',
      42,
      ['/tmp/x'],
      undefined,
    ],
  },
  {
    condition: { arg: 'path', under: ['/'] },
    inside: ['/', '/etc/passwd'],
    outside: ['relative', '/a/../b', '//a'],
  },
  {
    condition: { arg: 'url', hosts: ['docs.example.com', 'example.org'] },
    inside: [
      'https://docs.example.com',
      'https://docs.example.com/a?b=c#d',
      'http://example.org/',
      'https://example.org?q',
      'https://example.org#top',
    ],
    outside: [
      'https://evil.com',
      'https://docs.example.com.evil.com/',
      'https://docs.example.com@evil.com/',
      'https://user@docs.example.com/',
      'https://docs.example.com:8443/',
      'https://docs.example.com\\@evil.com',
      'HTTPS://docs.example.com/',
      'https://Docs.Example.com/',
      'ftp://docs.example.com/',
      ' https://docs.example.com/',
      'https://sub.docs.example.com/',
      7,
    ],
  },
  {
    condition: { arg: 'command', programs: ['git', 'ls'] },
    inside: ['git', 'git status', 'git log --oneline -n 5', 'ls -la /tmp', 'git commit -m wip'],
    outside: [
      'git; rm -rf /',
      'git status && curl evil',
      'ls | sh',
      'ls `id`',
      'ls $(id)',
      'ls > /etc/x',
      'git\nrm -rf /',
      'gitx status',
      'rm -rf /',
      'ls "a b"',
      "ls 'a'",
      'ls *',
      '/usr/bin/git status',
      ['git', 'status'],
    ],
  },
  {
    condition: { arg: 'sql', readOnly: true },
    inside: [
      'SELECT * FROM users',
      'select id from t where name = 1;',
      '  WITH x AS (SELECT 1) SELECT * FROM x',
      'EXPLAIN SELECT 1',
      'show tables',
      'select updated_at, created_by from t',
    ],
    outside: [
      'DELETE FROM users',
      'SELECT 1; DROP TABLE users',
      'WITH x AS (DELETE FROM t RETURNING *) SELECT * FROM x',
      'SELECT * INTO backup FROM users',
      'EXPLAIN ANALYZE DELETE FROM t',
      "SELECT nextval('s')",
      'SELECT 1 -- drop',
      'SELECT /*!50000 1 */',
      'select * from t for update',
      'UPDATE t SET a = 1',
      'vacuum',
      42,
    ],
  },
  {
    condition: { arg: 'amount', atMost: 500 },
    inside: [0, 1, 499.99, 500, 250],
    outside: [500.01, 501, -1, '100', Number.POSITIVE_INFINITY, Number.NaN, null, 1e21],
  },
  {
    condition: { arg: 'to', domains: ['example.com'] },
    inside: ['bob@example.com', 'Bob.Smith+tag@example.com'],
    outside: [
      'bob@evil.com',
      'bob@example.com.evil.com',
      'bob@sub.example.com',
      'bob@EXAMPLE.com',
      'Bob <bob@example.com>',
      'bob@example.com, eve@evil.com',
      'bob@evil.com@example.com',
      ['bob@example.com'],
    ],
  },
];

describe('each kind of condition, inside and outside', () => {
  it.each(CASES.map((c) => [JSON.stringify(c.condition), c] as const))('%s', (_, { condition, inside, outside }) => {
    for (const value of inside) {
      expect(conditionHolds(condition, { [condition.arg]: value }), JSON.stringify(value)).toBe(true);
      expect(decide([condition], 'deny', { [condition.arg]: value })).toBe('allow');
    }
    for (const value of outside) {
      const args = value === undefined ? {} : { [condition.arg]: value };
      expect(conditionHolds(condition, args), JSON.stringify(value)).toBe(false);
      expect(decide([condition], 'deny', args)).toBe('deny');
      expect(decide([condition], 'require-approval', args)).toBe('needs-approval');
      expect(decide([condition], 'require-approval', args, true)).toBe('allow');
    }
  });

  it('every condition must hold; a missing argument or arguments that are not an object fail', () => {
    const both: Condition[] = [
      { arg: 'path', under: ['/tmp'] },
      { arg: 'mode', programs: ['r'] },
    ];
    expect(decide(both, 'deny', { path: '/tmp/a', mode: 'r' })).toBe('allow');
    expect(decide(both, 'deny', { path: '/tmp/a' })).toBe('deny');
    expect(decide(both, 'deny', { path: '/etc', mode: 'r' })).toBe('deny');
    for (const args of [undefined, null, 'x', ['/tmp/a']]) expect(decide(both, 'deny', args)).toBe('deny');
    // A key inherited from a prototype is not an argument.
    expect(decide([{ arg: 'constructor', programs: ['x'] }], 'deny', {})).toBe('deny');
  });

  it('conditions narrow a verdict: inside keeps its limits and approval; outside gets the stricter verdict', () => {
    const limited = buildPolicy([
      {
        name: 't',
        verdict: 'rate-limit',
        max: 1,
        window: 'hour',
        conditions: { all: [{ arg: 'p', under: ['/a'] }], outside: 'require-approval' },
      },
    ]) as Policy;
    const first = evaluate(limited, { tool: 't', time: NOON, arguments: { p: '/a/b' } });
    expect(first.outcome).toBe('allow');
    expect(evaluate(limited, { tool: 't', time: NOON, arguments: { p: '/a/b' } }, first.state).outcome).toBe('deny');
    // Outside and approved: the approval covers it, and the limit still counts it.
    expect(
      evaluate(limited, { tool: 't', time: NOON, arguments: { p: '/b' }, approved: true }, first.state).outcome,
    ).toBe('deny');
    expect(evaluate(limited, { tool: 't', time: NOON, arguments: { p: '/b' } }).outcome).toBe('needs-approval');
  });

  it('refuses conditions that change nothing or would loosen a verdict', () => {
    const all: Condition[] = [{ arg: 'p', under: ['/a'] }];
    expect(conditionsProblem({ name: 't', verdict: 'deny', conditions: { all, outside: 'deny' } })).toMatch(/denied/);
    expect(
      conditionsProblem({ name: 't', verdict: 'require-approval', conditions: { all, outside: 'require-approval' } }),
    ).toMatch(/stricter/);
    expect(() =>
      buildPolicy([{ name: 't', verdict: 'require-approval', conditions: { all, outside: 'require-approval' } }]),
    ).toThrow(/stricter one/);
    expect(conditionsProblem({ name: 't', verdict: 'require-approval', conditions: { all, outside: 'deny' } })).toBe(
      undefined,
    );
  });
});

// ---------------------------------------------------------------- against independent readings

const folder = fc
  .array(fc.stringMatching(/^[a-z0-9_-]{1,6}$/), { minLength: 1, maxLength: 3 })
  .map((parts) => `/${parts.join('/')}`);
/** Path-like strings built from pieces that tend to confuse: dots, doubled slashes, NUL, spaces. */
const pathLike = fc
  .array(fc.constantFrom('a', 'b', '.', '..', '', ' ', '\u0000', 'x.y', '...', '~', '%2e%2e'), { maxLength: 6 })
  .chain((parts) => fc.constantFrom(`/${parts.join('/')}`, parts.join('/')));

describe('conditions agree with independent readings of the values (random values)', () => {
  it('under: inside only when the path is absolute, already normal and below the folder', () => {
    fc.assert(
      fc.property(folder, pathLike, fc.boolean(), (dir, rest, join) => {
        const value = join ? `${dir}${rest.startsWith('/') ? rest : `/${rest}`}` : rest;
        const inside = conditionHolds({ arg: 'p', under: [dir] }, { p: value });
        const normal = posix.normalize(value) === value && !value.includes('\u0000') && !/\/$/.test(value.slice(1));
        const below = value === dir || value.startsWith(`${dir}/`);
        expect(inside, JSON.stringify(value)).toBe(posix.isAbsolute(value) && normal && below);
      }),
      { numRuns: 400 },
    );
  });

  it("hosts: inside only when Node's URL parser finds exactly that host, http(s), no user and no port", () => {
    const host = fc.constantFrom('example.com', 'a.example.com', 'example.com.evil', 'evil.com');
    const tail = fc.constantFrom(
      '',
      '/',
      '/x',
      '?q',
      '#f',
      '@evil.com',
      ':80',
      ':80@evil.com',
      '\\@evil.com',
      '.evil.com',
      '\t',
      '%2f',
    );
    const head = fc.constantFrom('https://', 'http://', 'HTTPS://', 'https:/', 'ftp://', 'https://user@', ' https://');
    fc.assert(
      fc.property(head, host, tail, (h, name, t) => {
        const value = `${h}${name}${t}`;
        const inside = conditionHolds({ arg: 'u', hosts: ['example.com'] }, { u: value });
        if (!inside) return;
        const url = new URL(value);
        expect(url.hostname, value).toBe('example.com');
        expect(['http:', 'https:']).toContain(url.protocol);
        expect(url.username + url.password + url.port, value).toBe('');
      }),
      { numRuns: 400 },
    );
  });

  it('programs: inside never holds a character a POSIX shell treats specially, and starts with the program as a word', () => {
    fc.assert(
      fc.property(fc.constantFrom('git', 'gitx', 'ls'), fc.string({ maxLength: 12 }), (program, rest) => {
        const value = `${program}${rest}`;
        if (!conditionHolds({ arg: 'c', programs: ['git'] }, { c: value })) return;
        expect(value).toMatch(/^git(?: |$)/);
        expect(value, value).not.toMatch(/[|&;<>()$`\\"'*?[\]#~!{}\n\t\r]|[^\x20-\x7e]/);
      }),
      { numRuns: 600 },
    );
  });

  it('readOnly: inside never names a word that writes, holds one statement and no comment', () => {
    const piece = fc.constantFrom(
      'select',
      'SELECT',
      'with',
      ' ',
      '\n',
      '*',
      'from',
      't',
      ';',
      '--',
      '/*',
      '(',
      ')',
      "'x'",
      ...SQL_WRITE_WORDS.slice(0, 12),
      'DeLeTe',
      'updated_at',
      '_drop',
    );
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 8 }), (pieces) => {
        const value = pieces.join(' ');
        if (!conditionHolds({ arg: 'q', readOnly: true }, { q: value })) return;
        const words = value.toLowerCase().split(/[^a-z0-9_]+/);
        for (const word of SQL_WRITE_WORDS) expect(words, value).not.toContain(word);
        expect(value.replace(/;\s*$/, '')).not.toContain(';');
        expect(value).not.toMatch(/--|\/\*/);
        expect(words.find((w) => w !== '')).toMatch(/^(select|with|show|explain|describe|desc)$/);
      }),
      { numRuns: 600 },
    );
  });

  it('atMost: inside exactly for numbers from 0 to the bound', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000 }),
        fc.oneof(fc.double(), fc.integer(), fc.string()),
        (max, value) => {
          const inside = conditionHolds({ arg: 'n', atMost: max }, { n: value });
          expect(inside).toBe(typeof value === 'number' && value >= 0 && value <= max);
        },
      ),
      { numRuns: 400 },
    );
  });

  it('integersUpTo lists exactly the canonical integers from 0 to max', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 3000 }), fc.integer({ min: 0, max: 4000 }), (max, n) => {
        const re = new RegExp(`^(?:${integersUpTo(max).join('|')})$`);
        expect(re.test(String(n)), `${n} <= ${max}`).toBe(n <= max);
        expect(re.test(`0${n}`)).toBe(false);
      }),
      { numRuns: 400 },
    );
  });

  it('every pattern marked RE2-safe uses no look-around or back-reference', () => {
    for (const { condition } of CASES) {
      const test = valueTest(condition);
      if (test.type === 'string' && test.re2) expect(test.pattern).not.toMatch(/\(\?[=!<]|\\[1-9]/);
    }
  });
});

// ---------------------------------------------------------------- through the file

const ajv = new Ajv({ strict: false });
const publishedSchema = ajv.compile(JSON.parse(readFileSync('public/schema/policy-v1.json', 'utf8')) as object);

describe('conditions in policy.json', () => {
  const tools: ToolVerdict[] = CASES.map(({ condition }, i) => ({
    name: `tool_${i}`,
    verdict: i % 2 === 0 ? 'allow' : 'rate-limit',
    ...(i % 2 === 0 ? {} : { max: 5, window: 'hour' as const }),
    conditions: { all: [condition], outside: i % 3 === 0 ? 'deny' : 'require-approval' },
  }));

  it('validate against the zod schema and the published JSON Schema, and read back to the same verdicts', () => {
    const policy = buildPolicy(tools);
    const parsed: unknown = JSON.parse(policyJson(policy));
    expect(policySchema.safeParse(parsed).success).toBe(true);
    expect(publishedSchema(parsed), JSON.stringify(publishedSchema.errors)).toBe(true);
    expect(verdictsFromPolicy(policy)).toEqual(tools);
  });

  it('the schemas refuse conditions the evaluator could misread', () => {
    const bad: unknown[] = [
      { arg: 'p', under: ['relative/dir'] },
      { arg: 'p', under: ['/a/../b'] },
      { arg: 'p', under: ['/a/'] },
      { arg: 'u', hosts: ['Example.com'] },
      { arg: 'u', hosts: ['example.com:8080'] },
      { arg: 'c', programs: ['git status'] },
      { arg: 'c', programs: ['/usr/bin/git'] },
      { arg: 'n', atMost: -1 },
      { arg: 'n', atMost: 1.5 },
      { arg: 'q', readOnly: false },
      { arg: 'a.b', under: ['/a'] },
      { arg: 'p', under: ['/a'], hosts: ['a.com'] },
      { arg: 'p' },
    ];
    for (const condition of bad) {
      const doc = { version: '1', default: 'deny', tools: { t: { when: { all: [condition], otherwise: 'deny' } } } };
      expect(policySchema.safeParse(doc).success, JSON.stringify(condition)).toBe(false);
      expect(publishedSchema(doc), JSON.stringify(condition)).toBe(false);
    }
  });
});

/**
 * A server with file, fetch, shell, database, payment and mail tools, each allowed only under a
 * condition on its arguments: every export read back by its engine (or a port of it) with arguments
 * inside and outside every condition. Where the engine checks the condition, inside and outside get
 * the mapped verdicts; where it cannot, every call gets the stricter one. Never looser than policy.json.
 */
import { spawnSync } from 'node:child_process';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { evaluate, type Outcome } from '../src/lib/policy/evaluate.ts';
import { buildPolicy, type ToolVerdict } from '../src/lib/policy/generate.ts';
import {
  EXPORT_TARGETS,
  exportServer,
  mapRule,
  type ExportServer,
  type ExportTarget,
} from '../src/lib/policy/exports/index.ts';
import { geminiArgsPattern, geminiPattern } from '../src/lib/policy/exports/gemini.ts';
import { conditionHolds } from '../src/lib/policy/conditions.ts';
import type { Condition, Policy } from '../src/schema/policy.ts';
import {
  geminiDecider,
  geminiSafeRegExp,
  geminiStableStringify,
  interceptDecider,
  runClaudeHook,
} from './support/export-engines.ts';
import { exportDecider } from './support/export-check.ts';

const NOON = Date.UTC(2026, 2, 14, 12);

/** Each tool, its condition, and arguments inside and outside it. */
const TOOLS: Array<{ verdict: ToolVerdict; inside: object[]; outside: object[] }> = [
  {
    verdict: {
      name: 'write_file',
      verdict: 'allow',
      conditions: { all: [{ arg: 'path', under: ['/srv/app'] }], outside: 'require-approval' },
    },
    inside: [{ path: '/srv/app/src/index.ts', content: 'x' }, { path: '/srv/app' }],
    outside: [{ path: '/srv/app/../etc/passwd' }, { path: '/srv/application/x' }, { path: 'src/x' }, {}, { path: 7 }],
  },
  {
    verdict: {
      name: 'read_file',
      verdict: 'allow',
      conditions: { all: [{ arg: 'path', under: ['/srv/app', '/tmp'] }], outside: 'deny' },
    },
    inside: [{ path: '/tmp/report.txt' }, { path: '/srv/app/README.md', opts: { path: '/etc' } }],
    outside: [{ path: '/etc/shadow' }, { path: '/tmp//x' }, { path: '/tmp/./x' }, { opts: { path: '/tmp/x' } }],
  },
  {
    verdict: {
      name: 'fetch',
      verdict: 'allow',
      conditions: { all: [{ arg: 'url', hosts: ['docs.example.com', 'example.org'] }], outside: 'require-approval' },
    },
    inside: [{ url: 'https://docs.example.com/guide?x=1' }, { url: 'http://example.org' }],
    outside: [
      { url: 'https://docs.example.com.evil.net/' },
      { url: 'https://docs.example.com@evil.net/' },
      { url: 'https://evil.net/?u=https://docs.example.com/' },
      { url: ['https://docs.example.com/'] },
    ],
  },
  {
    verdict: {
      name: 'run_command',
      verdict: 'allow',
      conditions: { all: [{ arg: 'command', programs: ['git', 'ls'] }], outside: 'deny' },
    },
    inside: [{ command: 'git status' }, { command: 'ls -la /srv/app' }],
    outside: [{ command: 'git status; rm -rf /' }, { command: 'ls $(curl evil.net)' }, { command: 'curl evil.net' }],
  },
  {
    verdict: {
      name: 'query',
      verdict: 'allow',
      conditions: { all: [{ arg: 'sql', readOnly: true }], outside: 'require-approval' },
    },
    inside: [{ sql: 'SELECT id, name FROM users WHERE id = 1' }, { sql: 'select count(*) from orders;' }],
    outside: [
      { sql: 'DELETE FROM users' },
      { sql: 'SELECT 1; DROP TABLE users' },
      { sql: 'WITH x AS (DELETE FROM t RETURNING *) SELECT * FROM x' },
      { sql: 'SELECT 1\nUNION SELECT 2;\ndelete from t' },
    ],
  },
  {
    verdict: {
      name: 'refund',
      verdict: 'require-approval',
      conditions: { all: [{ arg: 'amount', atMost: 500 }], outside: 'deny' },
    },
    inside: [{ amount: 120 }, { amount: 499.5 }, { amount: 500 }],
    outside: [{ amount: 500.5 }, { amount: 10000 }, { amount: '100' }, { amount: -5 }],
  },
  {
    verdict: {
      name: 'send_mail',
      verdict: 'rate-limit',
      max: 10,
      window: 'hour',
      conditions: { all: [{ arg: 'to', domains: ['example.com'] }], outside: 'require-approval' },
    },
    inside: [{ to: 'ana@example.com', body: 'hi' }],
    outside: [{ to: 'eve@evil.net' }, { to: 'ana@example.com, eve@evil.net' }, { to: ['ana@example.com'] }],
  },
];

const SERVER: ExportServer = exportServer(
  'workbench',
  TOOLS.map((t) => t.verdict),
);
const POLICY = buildPolicy(TOOLS.map((t) => t.verdict)) as Policy;

const RANK: Record<Outcome, number> = { allow: 0, 'needs-approval': 2, deny: 3 };

/** The evaluator's first-call decision for a verdict alone (no conditions). */
function reference(verdict: ToolVerdict['verdict'], max?: number, window?: ToolVerdict['window']) {
  const v: ToolVerdict = verdict === 'rate-limit' ? { name: 't', verdict, max, window } : { name: 't', verdict };
  const outcome = evaluate(buildPolicy([v]) as Policy, { tool: 't', time: NOON }).outcome;
  return verdict === 'rate-limit' ? { outcome, limit: { max: max!, window: window! } } : { outcome };
}

describe('the arguments are what the examples say', () => {
  it.each(TOOLS.map((t) => [t.verdict.name, t] as const))('%s', (_, { verdict, inside, outside }) => {
    for (const args of inside) expect(verdict.conditions!.all.every((c) => conditionHolds(c, args))).toBe(true);
    for (const args of outside) expect(verdict.conditions!.all.every((c) => conditionHolds(c, args))).toBe(false);
  });
});

/**
 * The tools whose conditions each target checks. Where a target cannot limit calls and has nothing stricter than
 * asking for calls outside either (send_mail in Claude Code and Gemini CLI), or cannot ask and so refuses inside as
 * well as outside (refund in Intercept and ToolHive), the conditions would change nothing and are left out.
 */
const CHECKING: Record<string, string[]> = {
  'claude-code': ['write_file', 'read_file', 'fetch', 'run_command', 'query', 'refund'],
  'gemini-cli': ['write_file', 'read_file', 'fetch', 'run_command', 'query', 'refund'],
  intercept: ['write_file', 'read_file', 'fetch', 'run_command', 'send_mail'],
  toolhive: ['write_file', 'read_file', 'fetch'],
};

describe('each engine, inside and outside every condition', () => {
  it.each(EXPORT_TARGETS.map((t) => [t.id, t] as const))('%s', (_, target: ExportTarget) => {
    const decide = exportDecider(target, [SERVER]);
    const conditioned: string[] = [];
    for (const { verdict, inside, outside } of TOOLS) {
      const rule = SERVER.rules.find((r) => r.tool === verdict.name)!;
      const mapped = mapRule(rule, target.capabilities, target.label);
      if (mapped.conditions) conditioned.push(rule.tool);
      else expect(mapped.note, `${target.id} ${rule.tool}: the fallback is noted`).toBeTruthy();
      const wholeOff = target.id === 'cline'; // Cline switches the server off: refund's calls outside are refused
      for (const [where, list] of [
        ['inside', inside],
        ['outside', outside],
      ] as const)
        for (const args of list) {
          const label = `${target.id} ${rule.tool} ${where} ${JSON.stringify(args)}`;
          const got = decide(SERVER.clientName, rule.tool, args as Record<string, unknown>);
          const expected = mapped.conditions
            ? where === 'inside'
              ? reference(mapped.verdict, mapped.max, mapped.window)
              : reference(mapped.outside!)
            : reference(mapped.verdict, mapped.max, mapped.window);
          if (wholeOff) expect(got.outcome, label).toBe('deny');
          else expect(got, label).toEqual(expected);
          // Never looser than policy.json (but where the target cannot refuse one tool, which its notes say).
          const policy = evaluate(POLICY, { tool: rule.tool, time: NOON, arguments: args }).outcome;
          if (target.capabilities.refuse !== false || policy !== 'deny')
            expect(RANK[got.outcome], `${label}: policy.json says ${policy}`).toBeGreaterThanOrEqual(RANK[policy]);
        }
    }
    expect(conditioned.sort()).toEqual([...(CHECKING[target.id] ?? [])].sort());
  });
});

describe('Gemini CLI argsPattern', () => {
  it("every pattern passes Gemini CLI's own checks (compiles, under 2,048 characters, no nested quantifier)", () => {
    for (const { verdict } of TOOLS) {
      const pattern = geminiArgsPattern(verdict.conditions!.all)!;
      expect(pattern, verdict.name).toBeDefined();
      expect(geminiSafeRegExp(pattern), pattern).toBe(true);
    }
  });

  it('matches only a top-level argument: the same key nested in another argument is outside', () => {
    const pattern = new RegExp(geminiPattern({ arg: 'path', under: ['/tmp'] })!);
    expect(pattern.test(geminiStableStringify({ path: '/tmp/a' }))).toBe(true);
    expect(pattern.test(geminiStableStringify({ opts: { path: '/tmp/a' }, path: '/etc' }))).toBe(false);
    expect(pattern.test(geminiStableStringify({ note: '"path":"/tmp/a"', path: '/etc' }))).toBe(false);
  });

  it("keeps tools with conditions visible to the model and hides the server's other tools", () => {
    const decide = geminiDecider(EXPORT_TARGETS.find((t) => t.id === 'gemini-cli')!.render([SERVER]));
    for (const { verdict } of TOOLS) expect(decide.excluded('workbench', verdict.name), verdict.name).toBe(false);
    expect(decide.excluded('workbench', 'drop_everything')).toBe(true);
  });

  const conditions: fc.Arbitrary<Condition> = fc.oneof(
    fc.constant<Condition>({ arg: 'p', under: ['/srv/app'] }),
    fc.constant<Condition>({ arg: 'p', under: ['/'] }),
    fc.constant<Condition>({ arg: 'p', hosts: ['example.com'] }),
    fc.constant<Condition>({ arg: 'p', programs: ['git'] }),
    fc.constant<Condition>({ arg: 'p', readOnly: true }),
    fc.constant<Condition>({ arg: 'p', domains: ['example.com'] }),
    fc.integer({ min: 0, max: 1000 }).map((n): Condition => ({ arg: 'p', atMost: n })),
  );
  const values = fc.oneof(
    fc.string(),
    fc.string({ unit: 'binary' }),
    fc.double(),
    fc.integer({ min: -10, max: 2000 }),
    fc.constantFrom(
      '/srv/app/a',
      '/srv/app/../b',
      'https://example.com/x',
      'git log',
      'SELECT 1',
      'a@example.com',
      '/',
      '/srv/app/a\n',
    ),
    fc.array(fc.string(), { maxLength: 2 }),
  );

  it('never lets a call through that the condition keeps out, whatever the argument (random values)', () => {
    fc.assert(
      fc.property(conditions, values, (condition, value) => {
        const pattern = new RegExp(geminiPattern(condition)!);
        if (pattern.test(geminiStableStringify({ p: value, q: 1 })))
          expect(conditionHolds(condition, { p: value })).toBe(true);
      }),
      { numRuns: 2000 },
    );
  });
});

describe('Intercept conditions, read by its validator and engine', () => {
  const target = EXPORT_TARGETS.find((t) => t.id === 'intercept')!;
  const conditions: Condition[] = [
    { arg: 'p', under: ['/srv/app', '/'] },
    { arg: 'p', hosts: ['example.com'] },
    { arg: 'p', programs: ['git', 'npm'] },
    { arg: 'p', domains: ['example.com'] },
    { arg: 'p', atMost: 250 },
  ];
  const values = fc.oneof(
    fc.string(),
    fc.double(),
    fc.integer({ min: -10, max: 400 }),
    fc.constantFrom('/srv/app/a', '/srv/app/../b', 'https://example.com/x', 'git log', 'npm i x', 'a@example.com', '/'),
  );

  it("agrees with the evaluator on every value (RE2 playing Go's regexp)", () => {
    fc.assert(
      fc.property(fc.constantFrom(...conditions), values, (condition, value) => {
        const server = exportServer('s', [
          { name: 't', verdict: 'allow', conditions: { all: [condition], outside: 'deny' } },
        ]);
        const decide = interceptDecider(target.render([server]), 's');
        expect(decide('s', 't', { p: value }).outcome).toBe(conditionHolds(condition, { p: value }) ? 'allow' : 'deny');
      }),
      { numRuns: 300 },
    );
  });
});

describe('the Claude Code hook', () => {
  const text = EXPORT_TARGETS.find((t) => t.id === 'claude-code')!.render([SERVER]);
  const command = (JSON.parse(text) as { hooks: { PreToolUse: Array<{ hooks: Array<{ command: string }> }> } }).hooks
    .PreToolUse[0]!.hooks[0]!.command;

  it('blocks the call when node cannot run it (exit code 2), rather than letting it through', () => {
    const run = spawnSync('/bin/sh', ['-c', command], {
      input: JSON.stringify({ tool_name: 'mcp__workbench__write_file', tool_input: { path: '/etc/x' } }),
      env: { PATH: '/nonexistent' },
      encoding: 'utf8',
    });
    expect(run.status).toBe(2);
  });

  it('blocks the call when its input is not the JSON Claude Code sends', () => {
    const run = spawnSync('sh', ['-c', command], { input: 'not json', encoding: 'utf8' });
    expect(run.status).toBe(2);
  });

  it('answers nothing for a tool it does not know, and for a call inside', () => {
    expect(runClaudeHook(command, 'mcp__other__write_file', { path: '/etc/x' })).toEqual({});
    expect(runClaudeHook(command, 'mcp__workbench__write_file', { path: '/srv/app/x' })).toEqual({});
    expect(runClaudeHook(command, 'mcp__workbench__run_command', { command: 'rm -rf /' })).toEqual({
      decision: 'deny',
    });
  });
});

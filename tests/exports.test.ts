/**
 * Every export, for a fixed sample of real servers and for random policies, read back by the
 * target's own engine, a port of it, or its own schema (tests/support/export-engines.ts): the
 * decision it makes for each tool must be the reference evaluator's decision for the verdict the
 * mapping chose, and that verdict must never be looser than the one asked for. The whole catalogue
 * is checked the same way by scripts/check-exports.ts, outside the unit tests.
 */
import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { parse as parseYaml } from 'yaml';
import { evaluate } from '../src/lib/policy/evaluate.ts';
import { buildPolicy, verdictOf, type ToolVerdict } from '../src/lib/policy/generate.ts';
import {
  EXPORT_TARGETS,
  exportServer,
  groupedNotes,
  mapRule,
  STRICTNESS,
  type ExportOptions,
  type ExportRule,
  type ExportServer,
  type ExportTarget,
} from '../src/lib/policy/exports/index.ts';
import { claudeName } from '../src/lib/policy/exports/claude-code.ts';
import { vscodeKey } from '../src/lib/policy/exports/vscode.ts';
import { geminiRules, geminiToolNameProblem } from '../src/lib/policy/exports/gemini.ts';
import { exportItems } from '../src/lib/policy/exports/items.ts';
import { CODEX_SERVER_NAME } from '../src/lib/policy/exports/codex.ts';
import { WINDOWS, type Verdict } from '../src/schema/enums.ts';
import { interceptCounters, interceptDecider, vscodeDecider, type EngineDecision } from './support/export-engines.ts';
import { AGENTCORE_STATEMENT_LIMIT } from '../src/lib/policy/exports/cedar.ts';
import { exportDecider as decider } from './support/export-check.ts';
import type { ToolRecord } from '../src/schema/tool.ts';

const NOON = Date.UTC(2026, 2, 14, 12);

/** The reference evaluator's first-call decision for a verdict. */
function reference(tool: string, verdict: Verdict, max?: number, window?: ExportRule['window']): EngineDecision {
  const v: ToolVerdict = verdict === 'rate-limit' ? { name: tool, verdict, max, window } : { name: tool, verdict };
  const outcome = evaluate(buildPolicy([v]), { tool, time: NOON }).outcome;
  return verdict === 'rate-limit' ? { outcome, limit: { max: max!, window: window! } } : { outcome };
}

/**
 * Checks one export of these servers against the reference: for every tool, the engine's decision is the
 * reference decision for the mapped verdict, the mapped verdict is never looser than asked (unless the
 * looser option traded a limit), and a tool no server has is refused where the target can refuse it.
 */
function checkExport(target: ExportTarget, servers: readonly ExportServer[], options?: ExportOptions) {
  const usable = servers.filter(
    (s) => target.nameProblem(s.clientName) === undefined && target.serverProblem?.(s) === undefined,
  );
  const decide = decider(target, usable, options);
  // VS Code names a tool without its server: a key one tool must ask under holds back every tool of that name.
  const vscodeHeld = new Set(
    target.id === 'vscode'
      ? usable.flatMap((s) =>
          s.rules
            .filter((r) => mapRule(r, target.capabilities, target.label, options).verdict !== 'allow')
            .map((r) => vscodeKey(r.tool))
            .filter((key) => key !== '__proto__'),
        )
      : [],
  );
  for (const server of usable) {
    // Claude Code reads two names that differ only in characters it replaces as one rule: the strictest applies to both.
    const claudeStrictest = new Map<string, number>();
    if (target.id === 'claude-code') {
      for (const r of server.rules) {
        const key = claudeName(r.tool);
        claudeStrictest.set(
          key,
          Math.max(
            claudeStrictest.get(key) ?? 0,
            STRICTNESS[mapRule(r, target.capabilities, target.label, options).verdict],
          ),
        );
      }
    }
    for (const rule of server.rules) {
      const mapped = mapRule(rule, target.capabilities, target.label, options);
      const label = `${target.id} ${server.clientName}/${rule.tool} (${rule.verdict} → ${mapped.verdict})`;
      if (options?.looser && rule.verdict === 'rate-limit' && !target.capabilities.rateLimit)
        expect(mapped.verdict, label).toBe('allow');
      else if (target.capabilities.refuse === false && rule.verdict === 'deny')
        // A target that cannot refuse one tool (Cursor): the tool asks, and the notes name it for switching off.
        expect(mapped.verdict, label).toBe('require-approval');
      else expect(STRICTNESS[mapped.verdict], label).toBeGreaterThanOrEqual(STRICTNESS[rule.verdict]);
      if (mapped.verdict !== rule.verdict) expect(mapped.note, label).toBeTruthy();
      const got = decide(server.clientName, rule.tool);
      const refused = target.toolNameProblem?.(rule.tool, rule);
      if (refused) {
        // Left out of the file: refused, or asked about where the target asks before a tool it does not know.
        if (ASKS_FOR_UNKNOWN.has(target.id) && (rule.verdict !== 'deny' || target.capabilities.refuse === false))
          expect(['needs-approval', 'deny'], label).toContain(got.outcome);
        else expect(got.outcome, label).toBe('deny');
        expect(
          target.lossNotes([server], options).map((n) => n.text),
          label,
        ).toContain(refused);
        continue;
      }
      const expected = reference(rule.tool, mapped.verdict, mapped.max, mapped.window);
      const collided =
        target.id === 'claude-code' && claudeStrictest.get(claudeName(rule.tool))! > STRICTNESS[mapped.verdict];
      const clineOff = wholeServerRefused(target, server, options);
      const geminiUnnamed = target.id === 'gemini-cli' && geminiToolNameProblem(server.clientName, rule.tool);
      const geminiCollided =
        target.id === 'gemini-cli' &&
        geminiRules(server, options).find((m) => m.tool === rule.tool)!.verdict !== mapped.verdict;
      const vscodeShared = mapped.verdict === 'allow' && vscodeHeld.has(vscodeKey(rule.tool));
      // A "__proto__" key is lost when VS Code reads settings: such a tool asks, but can be allowed against its note.
      if (target.id === 'vscode' && mapped.verdict !== 'allow' && vscodeKey(rule.tool) === '__proto__') {
        expect(
          target.lossNotes(usable, options).some((n) => n.tool === rule.tool && /loses a settings key/.test(n.text)),
          label,
        ).toBe(true);
        expect(vscodeDecider(target.render(usable, options))(server.clientName, rule.tool), label).toEqual(expected);
        continue;
      }
      if (vscodeShared)
        expect(
          target.lossNotes(usable, options).some((n) => n.tool === rule.tool && /without its server/.test(n.text)),
          label,
        ).toBe(true);
      if (collided || geminiCollided || vscodeShared) expect(['needs-approval', 'deny'], label).toContain(got.outcome);
      // Cline switches the whole server off when it cannot refuse one of its tools; Gemini CLI refuses a tool no rule can name.
      else if (clineOff) expect(got.outcome, label).toBe('deny');
      // A tool no rule can name is refused by the catch-all, or reaches the rule of the tool Gemini CLI writes it as,
      // which is never looser than its own (geminiRules gives both the stricter).
      else if (geminiUnnamed)
        expect(OUTCOME_RANK[got.outcome], label).toBeGreaterThanOrEqual(OUTCOME_RANK[expected.outcome]);
      else expect(got, label).toEqual(expected);
    }
    // A tool the policy does not know: refused, or asked about where the target cannot refuse it.
    const stranger = decide(server.clientName, 'zz_tool_no_server_has');
    const clineOff = wholeServerRefused(target, server, options);
    // Gemini CLI: under a name over 25 characters, a new tool's long name escapes the rule that refuses the others (noted).
    const geminiLong =
      target.id === 'gemini-cli' &&
      `mcp_${server.clientName}_zz_tool_no_server_has`.length > 63 &&
      `mcp_${server.clientName}_`.length > 30;
    if (geminiLong)
      expect(
        target
          .lossNotes([server])
          .map((n) => n.text)
          .join('\n'),
      ).toMatch(/adds later/);
    else
      expect(stranger.outcome, `${target.id}: unknown tool`).toBe(
        ASKS_FOR_UNKNOWN.has(target.id) && !clineOff ? 'needs-approval' : 'deny',
      );
  }
}

/** Cline switches a whole server off when it cannot refuse one tool; Copilot CLI denies a whole server when a denied tool cannot be named. */
function wholeServerRefused(target: ExportTarget, server: ExportServer, options?: ExportOptions): boolean {
  const denied = server.rules.filter((r) => mapRule(r, target.capabilities, target.label, options).verdict === 'deny');
  if (target.id === 'cline') return denied.length > 0;
  if (target.id === 'copilot-cli') return denied.some((r) => target.toolNameProblem?.(r.tool, r));
  return false;
}

const OUTCOME_RANK = { allow: 0, 'needs-approval': 2, deny: 3 } as const;

/** Targets whose files take no comments: JSON read by clients that refuse or drop keys they do not know. */
const NO_COMMENTS = new Set(['claude-code', 'cursor', 'zed', 'cline', 'roo-code', 'openai-responses']);

/** Targets that ask before a tool no rule names, rather than refusing it. */
const ASKS_FOR_UNKNOWN = new Set(['claude-code', 'cursor', 'vscode', 'copilot-cli', 'zed', 'cline', 'roo-code']);

// ---------------------------------------------------------------- a fixed sample of real servers

/**
 * Real servers, read straight from data/: every verdict, the biggest server (hostinger-api-mcp: 401 tools, more
 * than one AgentCore statement), one whose allowed tools also pass AgentCore's limit only when split (smartbear-mcp),
 * and the ones the conditions tests take their tools from.
 */
export const SAMPLE_SERVERS = [
  'mcp-ref-filesystem',
  'mcp-ref-fetch',
  'mcp-server-commands',
  'mcp-archived-sqlite',
  'mcp-archived-redis',
  'mcp-server-kubernetes',
  'cloudron',
  'hostinger-api-mcp',
  'smartbear-mcp',
] as const;

export function sampleServer(slug: string): ExportServer {
  const dir = `data/servers/${slug}/tools`;
  const verdicts = readdirSync(dir)
    .filter((f) => f.endsWith('.yaml'))
    .sort()
    .map((f) => verdictOf(parseYaml(readFileSync(`${dir}/${f}`, 'utf8')) as ToolRecord));
  return exportServer(slug, verdicts);
}

/** EXPORTS_CATALOGUE=all runs the same checks over every server in data/ (minutes, not part of npm test). */
const ALL = process.env.EXPORTS_CATALOGUE === 'all';
const slugs = ALL ? readdirSync('data/servers').sort() : [...SAMPLE_SERVERS];
const LONG = ALL ? 600_000 : undefined;

describe("exports of a sample of real servers, read by each target's engine", () => {
  const servers = slugs.map(sampleServer);

  it('the sample has servers and every verdict', () => {
    expect(servers.length).toBeGreaterThanOrEqual(SAMPLE_SERVERS.length);
    const verdicts = new Set(servers.flatMap((s) => s.rules.map((r) => r.verdict)));
    expect([...verdicts].sort()).toEqual(['allow', 'deny', 'rate-limit', 'require-approval']);
  });

  it.each(EXPORT_TARGETS.map((t) => [t.id, t] as const))(
    '%s: each server on its own agrees with the reference evaluator',
    (_, target) => {
      for (const server of servers) {
        expect(target.nameProblem(server.clientName), server.slug).toBeUndefined();
        // Gemini CLI alone can refuse a catalogue slug as a server name, when its tools' names get shortened.
        if (target.id !== 'gemini-cli') expect(target.serverProblem?.(server), server.slug).toBeUndefined();
        checkExport(target, [server]);
      }
    },
    LONG,
  );

  // Many servers in one file: all of the sample but the biggest (over the whole catalogue, every fourth server up to 60).
  const combined = (ALL ? servers.filter((_, i) => i % 4 === 0).slice(0, 60) : servers).filter(
    (s) => s.slug !== 'hostinger-api-mcp',
  );

  it('the combined sample spans many servers and every verdict', () => {
    expect(new Set(combined.flatMap((s) => s.rules.map((r) => r.verdict))).size).toBe(4);
  });

  it.each(EXPORT_TARGETS.map((t) => [t.id, t] as const))(
    '%s: many servers in one export, and the looser option',
    (_, target) => {
      checkExport(target, combined);
      checkExport(target, servers.slice(0, 5), { looser: true });
    },
    LONG,
  );

  it('every export is the same bytes for the same input (pure)', () => {
    for (const target of EXPORT_TARGETS)
      expect(target.render(servers.slice(0, 3))).toBe(target.render(structuredClone(servers.slice(0, 3))));
  });
});

// ---------------------------------------------------------------- random policies

/** Tool names the catalogue allows, and some it never holds (spaces, quotes, Unicode) to test escaping. */
const catalogueToolName = fc.stringMatching(/^[A-Za-z0-9_.-]{1,24}$/);
const oddToolName = fc.oneof(
  catalogueToolName,
  fc.string({ minLength: 1, maxLength: 12, unit: 'binary' }).filter((s) => s.trim() === s && s.length > 0),
  fc.constantFrom(
    'a b',
    'quote"d',
    "it's",
    'back\\slash',
    'ünïcödé',
    '工具',
    'emoji😀',
    'tab\there',
    'line\nbreak',
    '__proto__',
    'constructor',
    '*',
    'a.b',
    'a_b',
  ),
);

const rule = (name: fc.Arbitrary<string>): fc.Arbitrary<ExportRule> =>
  fc
    .record({
      tool: name,
      verdict: fc.constantFrom<Verdict>('allow', 'rate-limit', 'require-approval', 'deny'),
      max: fc.integer({ min: 1, max: 1000 }),
      window: fc.constantFrom(...WINDOWS),
    })
    .map((r) => (r.verdict === 'rate-limit' ? r : { tool: r.tool, verdict: r.verdict }));

const servers = (name: fc.Arbitrary<string>, serverName: fc.Arbitrary<string>) =>
  fc.uniqueArray(
    fc
      .record({
        clientName: serverName,
        rules: fc.uniqueArray(rule(name), { minLength: 0, maxLength: 8, selector: (r) => r.tool }),
      })
      .map((s) => ({ slug: 'random', ...s })),
    { minLength: 1, maxLength: 3, selector: (s) => s.clientName },
  );

const codexSafe = fc.stringMatching(/^[A-Za-z0-9_-]{1,12}$/);
const anyServerName = fc.oneof(
  codexSafe,
  fc.string({ minLength: 1, maxLength: 10, unit: 'binary' }),
  fc.constantFrom('my server', 'srv.prod', 'quo"te', 'ünï'),
);

describe("exports of random policies, read by each target's engine", () => {
  it.each(EXPORT_TARGETS.map((t) => [t.id, t] as const))('%s: catalogue-shaped names', (_, target) => {
    fc.assert(
      fc.property(servers(catalogueToolName, codexSafe), fc.boolean(), (list, looser) =>
        checkExport(target, list, { looser }),
      ),
      { numRuns: 60 },
    );
  });

  it.each(EXPORT_TARGETS.map((t) => [t.id, t] as const))(
    '%s: odd tool and server names are escaped or refused with a note, never written broken',
    (_, target) => {
      fc.assert(
        fc.property(servers(oddToolName, anyServerName), (list) => {
          checkExport(target, list);
          for (const server of list) {
            const problem = target.nameProblem(server.clientName);
            if (problem) {
              expect(problem.length).toBeGreaterThan(10);
              if (target.id === 'codex') expect(target.lossNotes(list).map((n) => n.text)).toContain(problem);
            }
          }
        }),
        { numRuns: 60 },
      );
    },
  );

  it('Codex refuses a server name it cannot take, and says why', () => {
    const bad: ExportServer = { slug: 's', clientName: 'my server', rules: [{ tool: 't', verdict: 'allow' }] };
    expect(CODEX_SERVER_NAME.test(bad.clientName)).toBe(false);
    const text = EXPORT_TARGETS.find((t) => t.id === 'codex')!.render([bad]);
    expect(text).not.toMatch(/^\[mcp_servers/m);
    expect(text).toMatch(/# Codex takes server names of letters, digits/);
  });
});

describe('mapping, never looser', () => {
  it('claude-code: the file holds no notes (Claude Code refuses unknown keys); every tool that differs has its note for the page', () => {
    const server: ExportServer = {
      slug: 's',
      clientName: 's',
      rules: [{ tool: 'limited_tool', verdict: 'rate-limit', max: 7, window: 'day' }],
    };
    const target = EXPORT_TARGETS.find((t) => t.id === 'claude-code')!;
    expect(Object.keys(JSON.parse(target.render([server])) as object)).toEqual(['$schema', 'permissions']);
    expect(target.lossNotes([server]).map((n) => n.tool)).toContain('limited_tool');
  });

  it.each(EXPORT_TARGETS.map((t) => [t.id, t] as const))(
    '%s: each verdict becomes itself or the nearest stricter one the target has',
    (_, target) => {
      const caps = target.capabilities;
      const to = (verdict: Verdict, options?: ExportOptions) =>
        mapRule(
          verdict === 'rate-limit' ? { tool: 't', verdict, max: 3, window: 'hour' } : { tool: 't', verdict },
          caps,
          target.label,
          options,
        ).verdict;
      expect(to('allow')).toBe('allow');
      expect(to('deny')).toBe(caps.refuse === false ? 'require-approval' : 'deny');
      expect(to('require-approval')).toBe(caps.approval ? 'require-approval' : 'deny');
      expect(to('rate-limit')).toBe(caps.rateLimit ? 'rate-limit' : caps.approval ? 'require-approval' : 'deny');
      expect(to('rate-limit', { looser: true })).toBe(caps.rateLimit ? 'rate-limit' : 'allow');
      // The looser option trades limits only, never approval.
      expect(to('require-approval', { looser: true })).toBe(to('require-approval'));
    },
  );

  it.each(EXPORT_TARGETS.filter((t) => !NO_COMMENTS.has(t.id)).map((t) => [t.id, t] as const))(
    '%s: every tool that differs is named in the file with its reason',
    (_, target) => {
      const server: ExportServer = {
        slug: 's',
        clientName: 's',
        rules: [
          { tool: 'limited_tool', verdict: 'rate-limit', max: 7, window: 'day' },
          { tool: 'approved_tool', verdict: 'require-approval' },
        ],
      };
      for (const options of [{}, { looser: true }]) {
        const text = target.render([server], options);
        for (const note of target.lossNotes([server], options).filter((n) => n.tool)) {
          // Notes are wrapped onto comment lines; compare without the line breaks and comment marks.
          const flat = text
            .replace(/\\n/g, '\n')
            .replace(/\n\s*(?:#|\/\/)\s+/g, ' ')
            .replace(/\s+/g, ' ');
          expect(flat, `${target.id}: ${note.text}`).toContain(
            note.text.replace(/"/g, target.language === 'json' ? '\\"' : '"'),
          );
        }
      }
    },
  );
});

describe('loss notes on a page: tools that lose the same way, told once', () => {
  const claude = EXPORT_TARGETS.find((t) => t.id === 'claude-code')!;
  const toolhive = EXPORT_TARGETS.find((t) => t.id === 'toolhive')!;
  const limited = (n: number): ExportRule[] =>
    Array.from({ length: n }, (_, i) => ({
      tool: `tool_${String(i).padStart(2, '0')}`,
      verdict: 'rate-limit',
      max: 10 + i,
      window: 'hour',
    }));

  it('a tool alone keeps its own note, with its limit', () => {
    const server: ExportServer = { slug: 's', clientName: 's', rules: limited(1) };
    const notes = claude.lossNotes([server]);
    expect(groupedNotes(notes)).toEqual(notes.map((n) => n.text));
    expect(groupedNotes(notes).at(-1)).toMatch(
      /^tool_00: recommended at most 10 calls per hour; Claude Code cannot limit calls/,
    );
  });

  it('many tools with the same loss make one line: the count, the first five names, how many more, and the consequence once', () => {
    const server: ExportServer = {
      slug: 's',
      clientName: 's',
      rules: [...limited(8), { tool: 'plain', verdict: 'allow' }],
    };
    const notes = claude.lossNotes([server]);
    const lines = groupedNotes(notes);
    const general = notes.filter((n) => !n.tool).map((n) => n.text);
    expect(lines.slice(0, general.length)).toEqual(general);
    expect(lines.slice(general.length)).toEqual([
      'A rate limit was recommended for 8 tools (tool_00, tool_01, tool_02, tool_03, tool_04 and 3 more): Claude Code cannot limit calls, so every call asks a person instead (nearest stricter verdict).',
    ]);
  });

  it('names every tool when only one would be left over', () => {
    const server: ExportServer = { slug: 's', clientName: 's', rules: limited(6) };
    expect(groupedNotes(claude.lossNotes([server])).at(-1)).toMatch(
      /^A rate limit was recommended for 6 tools \(tool_00, tool_01, tool_02, tool_03, tool_04 and tool_05\): /,
    );
  });

  it('keeps different losses apart, and names two tools as "a and b"', () => {
    const server: ExportServer = {
      slug: 's',
      clientName: 's',
      rules: [
        ...limited(2),
        { tool: 'ask_a', verdict: 'require-approval' },
        { tool: 'ask_b', verdict: 'require-approval' },
      ],
    };
    const lines = groupedNotes(toolhive.lossNotes([server])).filter((l) => / was recommended for \d+ tools/.test(l));
    expect(lines).toEqual([
      'A rate limit was recommended for 2 tools (tool_00 and tool_01): ToolHive can neither limit calls nor ask a person, so they are refused (nearest stricter verdict).',
      'Approval of each call was recommended for 2 tools (ask_a and ask_b): ToolHive cannot ask a person, so they are refused (nearest stricter verdict).',
    ]);
    // The looser export loses differently, and says so.
    expect(groupedNotes(claude.lossNotes([server], { looser: true })).join('\n')).toMatch(
      /^A rate limit was recommended for 2 tools \(tool_00 and tool_01\): Claude Code cannot limit calls, and you chose the looser export, so they are allowed with no limit\.$/m,
    );
  });

  it("names a tool with its server when the notes cover several servers, and keeps the tool field the server's own name", () => {
    const servers: ExportServer[] = [
      { slug: 'a', clientName: 'alpha', rules: limited(2) },
      { slug: 'b', clientName: 'beta', rules: limited(1) },
    ];
    expect(groupedNotes(claude.lossNotes(servers)).join('\n')).toContain(
      'A rate limit was recommended for 3 tools (alpha/tool_00, alpha/tool_01 and beta/tool_00)',
    );
    expect(
      claude
        .lossNotes(servers)
        .filter((n) => n.tool)
        .map((n) => n.tool),
    ).toEqual(['tool_00', 'tool_01', 'tool_00']);
  });

  it('Intercept: a tool named "*" gets its own note, with several servers as with one', () => {
    const intercept = EXPORT_TARGETS.find((t) => t.id === 'intercept')!;
    const star: ExportRule = { tool: '*', verdict: 'require-approval' };
    for (const servers of [
      [{ slug: 'a', clientName: 'alpha', rules: [star] }],
      [
        { slug: 'a', clientName: 'alpha', rules: [star] },
        { slug: 'b', clientName: 'beta', rules: limited(1) },
      ],
    ] as ExportServer[][]) {
      const notes = intercept.lossNotes(servers).filter((n) => n.tool === '*');
      expect(
        notes.map((n) => n.text),
        String(servers.length),
      ).toEqual([expect.stringMatching(/^A tool named "\*" cannot be named in Intercept/)]);
    }
  });

  it('is what a page shows (exportItems), while each file keeps one note per tool', () => {
    const server: ExportServer = { slug: 's', clientName: 's', rules: limited(6) };
    const verdicts = server.rules.map(
      (r) => ({ name: r.tool, verdict: r.verdict, max: r.max, window: r.window }) as ToolVerdict,
    );
    const codex = exportItems({ slug: 's', url: '/servers/s/', verdicts }).find((item) => item.id === 'codex')!;
    const target = EXPORT_TARGETS.find((t) => t.id === 'codex')!;
    expect(codex.notes).toEqual(groupedNotes(target.lossNotes([server])));
    expect(codex.notes.filter((n) => n.includes('tool_0'))).toHaveLength(1);
    for (const rule of server.rules)
      expect(codex.text).toContain(`# ${rule.tool}: recommended at most ${rule.max} calls per hour`);
    expect(codex.href).toBe('/servers/s/export/codex.toml');
  });

  it('leaves the texts out of a list that only links its files (withText: false), and nothing else', () => {
    const verdicts: ToolVerdict[] = [
      { name: 'read_file', verdict: 'allow' },
      { name: 'send_mail', verdict: 'rate-limit', max: 5, window: 'hour' },
      { name: 'delete_repo', verdict: 'require-approval' },
    ];
    const full = exportItems({ slug: 'git', url: '/servers/git/', verdicts });
    const linked = exportItems({ slug: 'git', url: '/servers/git/', verdicts, withText: false });
    expect(full.every((item) => typeof item.text === 'string' && item.text.length > 0)).toBe(true);
    expect(linked.every((item) => !('text' in item))).toBe(true);
    expect(linked).toEqual(full.map(({ text: _text, ...rest }) => rest));
    // The texts are not made at all: no target's render runs for such a list.
    const renders = EXPORT_TARGETS.map((target) => vi.spyOn(target, 'render'));
    try {
      exportItems({ slug: 'git', url: '/servers/git/', verdicts, withText: false });
      for (const render of renders) expect(render).not.toHaveBeenCalled();
      exportItems({ slug: 'git', url: '/servers/git/', verdicts });
      for (const render of renders) expect(render).toHaveBeenCalledTimes(1);
    } finally {
      for (const render of renders) render.mockRestore();
    }
  });
});

describe('what the engines own sources say (issue 28)', () => {
  const target = (id: string) => EXPORT_TARGETS.find((t) => t.id === id)!;
  const limited = (slug: string, clientName: string, tool = 'search'): ExportServer => ({
    slug,
    clientName,
    rules: [{ tool, verdict: 'rate-limit', max: 5, window: 'hour' }],
  });

  it('Intercept: two servers with a tool of the same name keep separate counts', () => {
    const [a, b] = [limited('a', 'alpha'), limited('b', 'beta')].map((s) =>
      interceptCounters(target('intercept').render([s])),
    );
    expect(a!.get('search')).toBeDefined();
    expect(a!.get('search')).not.toBe(b!.get('search'));
  });

  it('Intercept: the file says how to run a stdio server (-- <command>) and a remote one (--upstream <URL>)', () => {
    const text = target('intercept')
      .render([limited('a', 'alpha')])
      .replace(/\n\s*#\s+/g, ' ');
    expect(text).toContain('intercept -c <this file> -- <the command that starts the server>');
    expect(text).toContain('--upstream <URL>');
    expect(target('intercept').install.join(' ')).toMatch(/-- <the command that starts the server>/);
    expect(text).toMatch(/survive restarts/);
  });

  it("Intercept: a rate-limited tool whose name holds a dot is refused with a note, and the file passes Intercept's validator", () => {
    const server = limited('a', 'alpha', 'files.search');
    const text = target('intercept').render([server]);
    const decide = interceptDecider(text, 'alpha'); // runs Intercept's own validation rules
    expect(decide('alpha', 'files.search').outcome).toBe('deny');
    expect(
      target('intercept')
        .lossNotes([server])
        .map((n) => n.text)
        .join('\n'),
    ).toMatch(/files\.search: .*dot/);
    // Without the mapping, Intercept's validator refuses the whole file.
    const raw = `version: "1"\ndefault: deny\ntools:\n  files.search:\n    rules:\n      - name: cap\n        rate_limit: 5/hour\n`;
    expect(() => interceptDecider(raw, 'alpha')).toThrow(/no matching state block/);
  });

  it('AgentCore: every statement of the biggest sample servers stays within 10,000 characters', () => {
    for (const slug of ['hostinger-api-mcp', 'smartbear-mcp']) {
      const server = sampleServer(slug);
      const text = target('agentcore').render([server]);
      const statements = text.split('\n\n').filter((b) => b.startsWith('permit') || b.startsWith('forbid'));
      expect(statements.length, slug).toBeGreaterThan(1);
      for (const s of statements) expect(s.length, slug).toBeLessThanOrEqual(AGENTCORE_STATEMENT_LIMIT);
    }
  });

  it('Codex: the file says when approval_mode = "prompt" does not ask a person', () => {
    const text = target('codex')
      .render([limited('a', 'alpha')])
      .replace(/\n\s*#\s+/g, ' ');
    expect(text).toMatch(/approval_policy = "never" and full access/);
    expect(text).toMatch(/approvals_reviewer = "auto_review"/);
  });

  it('agentgateway: the file says that prompts, resources and tasks are refused too', () => {
    expect(
      target('agentgateway')
        .render([limited('a', 'alpha')])
        .replace(/\n\s*#\s+/g, ' '),
    ).toMatch(/every prompt, resource and task/);
  });

  it("Docker: the label and the file name Docker's sandbox governance as the product that reads the statements", () => {
    expect(target('docker-mcp').label).toBe('Docker Sandboxes MCP governance');
    expect(
      target('docker-mcp')
        .render([limited('a', 'alpha')])
        .replace(/\n\s*\/\/\s+/g, ' '),
    ).toMatch(/open-source docker\/mcp-gateway has no Cedar policies/);
  });
});

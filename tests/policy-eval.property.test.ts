/**
 * Property tests: every policy a sample of the catalogue recommends, run through the
 * reference evaluator. Each tool's own policy.json and its server's policy.json
 * are built exactly as the site builds them (buildPolicy → policyJson), read
 * back with JSON.parse, validated against the policy.json schema and then
 * evaluated on random call sequences.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { validateCatalogue } from '../src/lib/validate/runner.ts';
import {
  emptyState,
  evaluate,
  visibleTools,
  type Decision,
  type GrantState,
  type Outcome,
  type ToolCall,
} from '../src/lib/policy/evaluate.ts';
import { buildPolicy, policyJson, verdictOf, type ToolVerdict } from '../src/lib/policy/generate.ts';
import { WINDOW_MS, WINDOWS, type PolicyWindow, type Verdict } from '../src/schema/enums.ts';
import { MAX_CALLS_PER_WINDOW } from '../src/schema/policy.ts';
import { policySchema, type Policy } from '../src/schema/policy.ts';
import { sampleCatalogue } from './support/catalogue-sample.ts';

/**
 * A sample of the real catalogue spanning every verdict (tests/support/catalogue-sample.ts): these properties are
 * only worth something over real records, and a few dozen servers show them as well as every one did, in a time
 * that does not grow with the catalogue. npm run validate checks every record.
 */
const CATALOGUE_ROOT = sampleCatalogue();
const SHOWN_ROOT = 'a sample of data';

/** Beyond this many calls per window a run simulates CAP calls and advances the counter to the rest. */
const CAP = 1_000;

// ---------------------------------------------------------------------------
// The catalogue's policies, as the site ships them

interface Shipped {
  /** The exact policy.json text. */
  text: string;
  /** JSON.parse of that text, validated by policySchema. Evaluated raw: zod's parse would drop a "__proto__" tool key. */
  policy: Policy;
}

function ship(verdicts: readonly ToolVerdict[], label: string): Shipped {
  const text = policyJson(buildPolicy(verdicts));
  const raw: unknown = JSON.parse(text);
  const result = policySchema.safeParse(raw);
  if (!result.success)
    throw new Error(
      `${label}: policy.json does not validate against policySchema:\n${JSON.stringify(result.error.issues, null, 2)}\n${text}`,
    );
  return { text, policy: raw as Policy };
}

interface Subject {
  /** The tool's YAML file, to name it in failures. */
  file: string;
  server: string;
  tool: ToolVerdict;
  /** The tool's own policy.json: buildPolicy([verdict]). */
  own: Shipped;
  /** Its server's policy.json: buildPolicy(all the server's verdicts). */
  serverPolicy: Shipped;
  /** Every tool name of the server. */
  serverNames: readonly string[];
}

interface ServerSubject {
  slug: string;
  verdicts: readonly ToolVerdict[];
  policy: Shipped;
}

let loaded: { subjects: Subject[]; servers: ServerSubject[] } | undefined;

/** Reads the catalogue once. Throws, failing the test that asked, when it holds no tools: nothing here may pass vacuously. */
function catalogue(): { subjects: Subject[]; servers: ServerSubject[] } {
  if (loaded) return loaded;
  const { tools, problems } = validateCatalogue(CATALOGUE_ROOT);
  if (tools.length === 0) {
    const why =
      problems.length > 0
        ? ` (${problems.length} problem(s), first: ${problems[0]!.file}: ${problems[0]!.message})`
        : '';
    throw new Error(
      `${SHOWN_ROOT}/ has no valid tools${why}: the policy properties need the real catalogue and would pass without testing anything. Import it first (npm run import).`,
    );
  }
  const byServer = new Map<string, { file: string; tool: ToolVerdict }[]>();
  for (const entry of tools) {
    const list = byServer.get(entry.server) ?? [];
    list.push({ file: entry.file, tool: verdictOf(entry.record) });
    byServer.set(entry.server, list);
  }
  const subjects: Subject[] = [];
  const servers: ServerSubject[] = [];
  for (const [slug, list] of byServer) {
    const verdicts = list.map((t) => t.tool);
    const serverPolicy = ship(verdicts, `server ${slug}`);
    const serverNames = verdicts.map((v) => v.name);
    servers.push({ slug, verdicts, policy: serverPolicy });
    for (const { file, tool } of list)
      subjects.push({ file, server: slug, tool, own: ship([tool], file), serverPolicy, serverNames });
  }
  loaded = { subjects, servers };
  return loaded;
}

function subjectsWith(verdict: Verdict): Subject[] {
  const found = catalogue().subjects.filter((s) => s.tool.verdict === verdict);
  if (found.length === 0)
    throw new Error(
      `no tool in ${SHOWN_ROOT}/ recommends "${verdict}": its property would pass without testing anything`,
    );
  return found;
}

/** Both policies a tool ships in. A tool's behaviour must not depend on which one a user downloads. */
const policiesOf = (s: Subject): [string, Policy][] => [
  [`${s.file} (own policy.json)`, s.own.policy],
  [`${s.file} (policy.json of server ${s.server})`, s.serverPolicy.policy],
];

/** fc.assert, naming the policy under test in the failure. */
function check(label: string, property: fc.IRawProperty<unknown>, numRuns: number): void {
  try {
    fc.assert(property as fc.IRawProperty<unknown, boolean>, { numRuns });
  } catch (error) {
    throw new Error(`${label}\n${(error as Error).message}`, { cause: error });
  }
}

// ---------------------------------------------------------------------------
// Arbitraries and helpers

const dateMs = (min: string | number, max: string | number) =>
  fc.date({ min: new Date(min), max: new Date(max), noInvalidDate: true }).map((d) => d.getTime());
/** Times a gateway will see. */
const realisticTime = dateMs('2000-01-01T00:00:00Z', '2100-01-01T00:00:00Z');
/** Anything a Date can hold, from -271821 to +275760. */
const anyDateTime = dateMs(-8.64e15, 8.64e15);
const callTime = fc.oneof({ arbitrary: realisticTime, weight: 4 }, { arbitrary: anyDateTime, weight: 1 });
/** Finite times a Date cannot hold: the evaluator must still decide, not throw. */
const outOfRangeTime = fc.oneof(
  fc.double({ min: 8.64e15 + 1, max: Number.MAX_VALUE, noNaN: true }),
  fc.double({ min: -Number.MAX_VALUE, max: -8.64e15 - 1, noNaN: true }),
  fc.constantFrom(Number.MAX_SAFE_INTEGER, -Number.MAX_SAFE_INTEGER, Number.MAX_VALUE, -Number.MAX_VALUE),
);
const approval = fc.option(fc.boolean(), { nil: undefined });
const toolNameArb = fc.stringMatching(/^[A-Za-z0-9_.-]{1,40}$/);
const PROTO_NAMES = ['__proto__', 'constructor', 'toString', 'hasOwnProperty'] as const;

const windowMs = (tool: ToolVerdict) => WINDOW_MS[tool.window!];
/** Within the Date range every time and window arithmetic is exact integer math. */
const inDateRange = (time: number) => Math.abs(time) <= 8.64e15;
/** A time for a failure message; one outside the Date range has no ISO form. */
const iso = (time: number) => (inDateRange(time) ? new Date(time).toISOString() : `${time} ms`);
const startOf = (time: number, window: PolicyWindow) => Math.floor(time / WINDOW_MS[window]) * WINDOW_MS[window];

/** A state whose counters all hold `count` in their current window: the calls were made, we just skip simulating them. */
const withCount = (state: GrantState, count: number): GrantState => ({
  clock: state.clock,
  counters: new Map([...state.counters].map(([key, value]) => [key, { ...value, count }])),
});

/**
 * Makes `used` calls to a rate-limited tool at `time` (at least one), every one allowed.
 * More than CAP calls are made as CAP real calls plus a counter advance; the policy must give the tool its only counter.
 */
function spend(policy: Policy, tool: ToolVerdict, time: number, used: number, label: string): GrantState {
  let state = emptyState();
  const real = Math.min(Math.max(used, 1), CAP);
  for (let i = 0; i < real; i++) {
    const d = evaluate(policy, { tool: tool.name, time }, state);
    if (d.outcome !== 'allow')
      throw new Error(
        `${label}: call ${i + 1} of ${tool.max} per ${tool.window} at ${time} was ${d.outcome}: ${d.reason}`,
      );
    state = d.state;
  }
  return used > real ? withCount(state, used) : state;
}

/**
 * What the documented semantics decide for policies built by buildPolicy: deny hides, unlisted is denied,
 * require-approval holds unapproved calls, rate-limit counts per calendar window at max(time, latest allowed time).
 */
function expectedOutcomes(verdicts: readonly ToolVerdict[], calls: readonly ToolCall[]): Outcome[] {
  const byName = new Map(verdicts.map((v) => [v.name, v]));
  const counts = new Map<string, { start: number; count: number }>();
  let clock = -Infinity;
  return calls.map((call): Outcome => {
    if (!Number.isFinite(call.time)) return 'deny';
    const verdict = byName.get(call.tool);
    if (verdict === undefined || verdict.verdict === 'deny') return 'deny';
    if (verdict.verdict === 'require-approval' && call.approved !== true) return 'needs-approval';
    const now = Math.max(call.time, clock);
    if (verdict.verdict === 'rate-limit') {
      const start = startOf(now, verdict.window!);
      const stored = counts.get(verdict.name);
      const used = stored && stored.start === start ? stored.count : 0;
      if (used >= verdict.max!) return 'deny';
      counts.set(verdict.name, { start, count: used + 1 });
    }
    clock = now;
    return 'allow';
  });
}

function runCalls(policy: Policy, calls: readonly ToolCall[], state: GrantState = emptyState()): Decision[] {
  return calls.map((call) => {
    const decision = evaluate(policy, call, state);
    state = decision.state;
    return decision;
  });
}

// ---------------------------------------------------------------------------

describe(`every recommended policy in ${SHOWN_ROOT}/`, () => {
  it('the catalogue has tools, and every tool and server policy.json validates', () => {
    const { subjects, servers } = catalogue();
    expect(subjects.length, `no tools in ${CATALOGUE_ROOT}/`).toBeGreaterThan(0);
    for (const s of subjects) {
      for (const [label, policy] of policiesOf(s)) {
        expect(policy.default, label).toBe('deny');
        const hidden = policy.hide?.includes(s.tool.name) ?? false;
        const listed = policy.tools !== undefined && Object.hasOwn(policy.tools, s.tool.name);
        expect(hidden, label).toBe(s.tool.verdict === 'deny');
        expect(listed, label).toBe(s.tool.verdict !== 'deny');
      }
      // The own policy says nothing about any other tool.
      expect(Object.keys(s.own.policy.tools ?? {}).length + (s.own.policy.hide?.length ?? 0), s.file).toBe(1);
    }
    expect(servers.reduce((n, server) => n + server.verdicts.length, 0)).toBe(subjects.length);
    // It reads every policy of the whole catalogue: allow for a busy machine (a limit, never a speed assertion).
  }, 180_000);

  it('allow: allows any number of calls at any times, approved or not, and shows the tool', () => {
    const calls = fc.array(fc.record({ time: callTime, approved: approval }), { minLength: 1, maxLength: 60 });
    for (const s of subjectsWith('allow')) {
      for (const [label, policy] of policiesOf(s)) {
        expect(visibleTools(policy, s.serverNames), label).toContain(s.tool.name);
        check(
          label,
          fc.property(calls, (cs) => {
            const decisions = runCalls(
              policy,
              cs.map((c) => ({ tool: s.tool.name, ...c })),
            );
            for (const d of decisions) expect(d.outcome, d.reason).toBe('allow');
          }),
          10,
        );
      }
    }
  });

  it('rate-limit: allows max calls in a calendar window, denies the next without counting it, allows again in a later window', () => {
    for (const s of subjectsWith('rate-limit')) {
      const max = s.tool.max!;
      const W = windowMs(s.tool);
      const scenario = fc.record({
        time: callTime,
        offsets: fc.array(fc.integer({ min: 0, max: W - 1 }), { maxLength: Math.min(max, 30) }),
        deniedOffset: fc.integer({ min: 0, max: W - 1 }),
        windowsLater: fc.integer({ min: 1, max: 3 }),
        laterOffset: fc.oneof(fc.constant(0), fc.integer({ min: 0, max: W - 1 })),
        approved: approval,
      });
      for (const [label, policy] of policiesOf(s)) {
        expect(visibleTools(policy, s.serverNames), label).toContain(s.tool.name);
        check(
          label,
          fc.property(scenario, ({ time, offsets, deniedOffset, windowsLater, laterOffset, approved }) => {
            const start = startOf(time, s.tool.window!);
            const call = (t: number): ToolCall => ({ tool: s.tool.name, time: t, approved });
            // Calls anywhere in the window, in any order: the first offsets are random, the rest spread over it.
            const offsetOf = (i: number) => offsets[i] ?? (i * 7_919) % W;
            let state = emptyState();
            let afterFirst: GrantState | undefined;
            const real = Math.min(max, CAP) - (max > CAP ? 1 : 0);
            for (let i = 0; i < real; i++) {
              const d = evaluate(policy, call(start + offsetOf(i)), state);
              expect(d.outcome, `call ${i + 1} of ${max}: ${d.reason}`).toBe('allow');
              state = d.state;
              afterFirst ??= state;
            }
            if (max > CAP) {
              state = withCount(state, max - 1);
              const d = evaluate(policy, call(start + offsetOf(real)), state);
              expect(d.outcome, `call ${max} of ${max}: ${d.reason}`).toBe('allow');
              state = d.state;
            }
            const denied = evaluate(policy, call(start + deniedOffset), state);
            expect(denied.outcome, `call ${max + 1} in the window: ${denied.reason}`).toBe('deny');
            expect(denied.state, 'a denied call leaves the state as it was').toBe(state);
            expect(evaluate(policy, call(start + W - 1), state).outcome, 'last millisecond of the window').toBe('deny');
            // States are values: the state after the first call still has the room it had then.
            expect(
              evaluate(policy, call(start + deniedOffset), afterFirst!).outcome,
              'an earlier state is unchanged',
            ).toBe(max > 1 ? 'allow' : 'deny');
            const later = evaluate(policy, call(start + windowsLater * W + laterOffset), state);
            expect(later.outcome, `a call ${windowsLater} window(s) later: ${later.reason}`).toBe('allow');
          }),
          // Runs per policy: the property is checked on every rate-limited tool of the catalogue, in both policies it
          // ships in, so a few scenarios each add up to thousands (the catalogue grows; the runs per tool need not).
          max <= 100 ? 6 : max <= CAP ? 4 : 2,
        );
      }
    }
    // It reads every rate-limited tool's policies: allow for a busy machine (a limit, never a speed assertion).
  }, 180_000);

  it('rate-limit: large maxima are counted call by call, with no shortcut', () => {
    // No record of the catalogue allows more than CAP calls a window, so the maxima are generated:
    // any from CAP + 1 to the format's ceiling, any window, any tool name, shipped as the site ships a policy.
    const maxima = fc.oneof(
      fc.integer({ min: CAP + 1, max: 20_000 }),
      fc.integer({ min: CAP + 1, max: MAX_CALLS_PER_WINDOW }),
      fc.constant(MAX_CALLS_PER_WINDOW),
    );
    const counted: string[] = [];
    check(
      'large maxima',
      fc.property(
        fc.record({ name: toolNameArb, max: maxima, window: fc.constantFrom(...WINDOWS), time: realisticTime }),
        ({ name, max, window, time }) => {
          const tool: ToolVerdict = { name, verdict: 'rate-limit', max, window };
          const { policy } = ship([tool], `${name}: ${max} per ${window}`);
          const start = startOf(time, window);
          const W = WINDOW_MS[window];
          let state = emptyState();
          for (let i = 0; i < max; i++) {
            const d = evaluate(policy, { tool: name, time: start + (i % W) }, state);
            if (d.outcome !== 'allow')
              throw new Error(`${name}: call ${i + 1} of ${max} per ${window} was ${d.outcome}: ${d.reason}`);
            state = d.state;
          }
          expect(
            evaluate(policy, { tool: name, time: start + W - 1 }, state).outcome,
            `call ${max + 1} of ${max} per ${window}`,
          ).toBe('deny');
          expect(evaluate(policy, { tool: name, time: start + W }, state).outcome, 'the next window').toBe('allow');
          counted.push(`${max}@${window}`);
        },
      ),
      6,
    );
    // The property really ran: every generated maximum was counted to its end.
    expect(counted.length).toBeGreaterThanOrEqual(6);
  });

  it('require-approval: never allows a call without approval, allows every approved call, and shows the tool', () => {
    const calls = fc.array(fc.record({ time: callTime, approved: approval }), { minLength: 1, maxLength: 40 });
    for (const s of subjectsWith('require-approval')) {
      for (const [label, policy] of policiesOf(s)) {
        expect(visibleTools(policy, s.serverNames), label).toContain(s.tool.name);
        check(
          label,
          fc.property(calls, (cs) => {
            let state = emptyState();
            for (const c of cs) {
              const d = evaluate(policy, { tool: s.tool.name, ...c }, state);
              if (c.approved === true) {
                expect(d.outcome, d.reason).toBe('allow');
              } else {
                expect(d.outcome, d.reason).toBe('needs-approval');
                expect(d.state, 'a held call leaves the state as it was').toBe(state);
              }
              state = d.state;
            }
          }),
          10,
        );
      }
    }
  });

  it('deny: denies every call, approved or not, and hides the tool, whether recommended or picked in the policy builder', () => {
    const calls = fc.array(fc.record({ time: fc.oneof(callTime, outOfRangeTime), approved: approval }), {
      minLength: 1,
      maxLength: 30,
    });
    // The catalogue need not recommend deny for any tool, and the policy builder lets a user pick Deny for every
    // tool: so each tool is also checked with its verdict turned to deny, in its own and in its server's policy.json.
    const { subjects, servers } = catalogue();
    const cases: { label: string; policy: Policy; tool: string; offered: readonly string[]; numRuns: number }[] = [];
    for (const s of subjects) {
      if (s.tool.verdict === 'deny') {
        for (const [label, policy] of policiesOf(s))
          cases.push({ label, policy, tool: s.tool.name, offered: s.serverNames, numRuns: 10 });
        continue;
      }
      const denied: ToolVerdict = { name: s.tool.name, verdict: 'deny' };
      const serverVerdicts = servers
        .find((server) => server.slug === s.server)!
        .verdicts.map((v) => (v.name === s.tool.name ? denied : v));
      const own = `${s.file} turned to deny (own policy.json)`;
      const server = `${s.file} turned to deny (policy.json of server ${s.server})`;
      cases.push({
        label: own,
        policy: ship([denied], own).policy,
        tool: s.tool.name,
        offered: s.serverNames,
        numRuns: 3,
      });
      cases.push({
        label: server,
        policy: ship(serverVerdicts, server).policy,
        tool: s.tool.name,
        offered: s.serverNames,
        numRuns: 3,
      });
    }
    expect(cases.length).toBeGreaterThan(0);
    for (const { label, policy, tool, offered, numRuns } of cases) {
      expect(policy.hide, label).toContain(tool);
      expect(visibleTools(policy, offered), label).not.toContain(tool);
      check(
        label,
        fc.property(calls, (cs) => {
          for (const d of runCalls(
            policy,
            cs.map((c) => ({ tool, ...c })),
          ))
            expect(d.outcome, d.reason).toBe('deny');
        }),
        numRuns,
      );
    }
  });

  it('default "deny": denies any tool name a policy does not list, and never shows it', () => {
    const { subjects, servers } = catalogue();
    const probe = (listed: ReadonlySet<string>) =>
      fc.record({
        names: fc.array(
          fc.oneof(toolNameArb, fc.constantFrom(...PROTO_NAMES)).filter((n) => !listed.has(n)),
          { minLength: 1, maxLength: 5 },
        ),
        time: callTime,
        approved: approval,
      });
    const checkPolicy = (label: string, policy: Policy, listed: ReadonlySet<string>, numRuns: number) =>
      check(
        label,
        fc.property(probe(listed), ({ names, time, approved }) => {
          expect(visibleTools(policy, names)).toEqual([]);
          for (const name of names) {
            const d = evaluate(policy, { tool: name, time, approved });
            expect(d.outcome, `${name}: ${d.reason}`).toBe('deny');
          }
        }),
        numRuns,
      );
    for (const server of servers) {
      const listed = new Set(server.verdicts.map((v) => v.name));
      checkPolicy(`policy.json of server ${server.slug}`, server.policy.policy, listed, 20);
    }
    for (const s of subjects) {
      checkPolicy(`${s.file} (own policy.json)`, s.own.policy, new Set([s.tool.name]), 3);
      // The server's other tools are unlisted in the tool's own policy.
      for (const other of s.serverNames) {
        if (other !== s.tool.name)
          expect(
            evaluate(s.own.policy, { tool: other, time: Date.UTC(2026, 0, 1), approved: true }).outcome,
            `${s.file}: ${other}`,
          ).toBe('deny');
      }
    }
  });

  it("server policies: interleaved calls to all of a server's tools and unlisted names decide as the semantics say", () => {
    const step = fc.oneof(
      { arbitrary: fc.constant(0), weight: 2 },
      { arbitrary: fc.integer({ min: 0, max: 2_000 }), weight: 4 },
      { arbitrary: fc.integer({ min: 0, max: 2 * 3_600_000 }), weight: 1 },
      { arbitrary: fc.integer({ min: 0, max: 2 * 86_400_000 }), weight: 1 },
      { arbitrary: fc.integer({ min: -2 * 86_400_000, max: 0 }), weight: 1 },
    );
    for (const server of catalogue().servers) {
      const names = server.verdicts.map((v) => v.name);
      const listed = new Set(names);
      const sequence = fc.record({
        start: realisticTime,
        steps: fc.array(
          fc.record({
            tool: fc.oneof(
              { arbitrary: fc.constantFrom(...names), weight: 9 },
              { arbitrary: toolNameArb.filter((n) => !listed.has(n)), weight: 1 },
            ),
            dt: step,
            approved: approval,
          }),
          { minLength: 1, maxLength: 80 },
        ),
      });
      check(
        `policy.json of server ${server.slug}`,
        fc.property(sequence, ({ start, steps }) => {
          let time = start;
          const calls = steps.map(({ tool, dt, approved }): ToolCall => {
            time += dt;
            return { tool, time, approved };
          });
          const expected = expectedOutcomes(server.verdicts, calls);
          const actual = runCalls(server.policy.policy, calls);
          actual.forEach((d, i) =>
            expect(d.outcome, `call ${i + 1} (${calls[i]!.tool} at ${iso(calls[i]!.time)}): ${d.reason}`).toBe(
              expected[i],
            ),
          );
        }),
        20,
      );
    }
  });

  it('any verdict: a call without a valid time is denied and changes nothing', () => {
    for (const s of catalogue().subjects) {
      for (const [label, policy] of policiesOf(s)) {
        const state = emptyState();
        for (const time of [Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY]) {
          const d = evaluate(policy, { tool: s.tool.name, time, approved: true }, state);
          expect(d.outcome, label).toBe('deny');
          expect(d.state, label).toBe(state);
        }
      }
    }
  });
});

describe('adversarial inputs', () => {
  it("prototype-named tools behave as plain tools, in built and in JSON.parse'd policies", () => {
    const { servers } = catalogue();
    const protoVerdict = (name: string) =>
      fc.option(
        fc.oneof(
          fc.constant<ToolVerdict>({ name, verdict: 'allow' }),
          fc.constant<ToolVerdict>({ name, verdict: 'require-approval' }),
          fc.constant<ToolVerdict>({ name, verdict: 'deny' }),
          fc
            .record({ max: fc.integer({ min: 1, max: 4 }), window: fc.constantFrom(...WINDOWS) })
            .map((r): ToolVerdict => ({ name, verdict: 'rate-limit', ...r })),
        ),
        { nil: undefined },
      );
    const scenario = fc.record({
      server: fc.constantFrom(...servers),
      protos: fc.tuple(...PROTO_NAMES.map(protoVerdict)),
      start: realisticTime,
      steps: fc.array(
        fc.record({
          tool: fc.constantFrom<string>(...PROTO_NAMES, 'valueOf', 'prototype'),
          dt: fc.integer({ min: 0, max: 30_000 }),
          approved: approval,
        }),
        { minLength: 1, maxLength: 30 },
      ),
    });
    const prototypeKeys = Object.getOwnPropertyNames(Object.prototype).sort();
    check(
      'prototype-named tools',
      fc.property(scenario, ({ server, protos, start, steps }) => {
        const added = protos.filter((v): v is ToolVerdict => v !== undefined);
        const verdicts = [
          ...server.verdicts.filter((v) => !(PROTO_NAMES as readonly string[]).includes(v.name)),
          ...added,
        ];
        const built = buildPolicy(verdicts);
        const text = policyJson(built);
        const raw = JSON.parse(text) as Policy;
        // zod accepts the text (it drops a "__proto__" key while parsing, which is why the raw parse is evaluated).
        expect(policySchema.safeParse(raw).success).toBe(true);
        for (const v of added) {
          if (v.verdict === 'deny') expect(raw.hide).toContain(v.name);
          else expect(Object.hasOwn(raw.tools ?? {}, v.name), v.name).toBe(true);
        }
        let time = start;
        const calls = steps.map(({ tool, dt, approved }): ToolCall => ({ tool, time: (time += dt), approved }));
        const expected = expectedOutcomes(verdicts, calls);
        for (const [which, policy] of [
          ['buildPolicy', built as Policy],
          ['JSON.parse', raw],
        ] as const) {
          const actual = runCalls(policy, calls);
          actual.forEach((d, i) =>
            expect(d.outcome, `${which}, call ${i + 1} to ${calls[i]!.tool}: ${d.reason}`).toBe(expected[i]),
          );
          const visible = visibleTools(policy, [...PROTO_NAMES, 'valueOf']);
          expect(visible.sort(), which).toEqual(
            added
              .filter((v) => v.verdict !== 'deny')
              .map((v) => v.name)
              .sort(),
          );
        }
        expect(Object.getOwnPropertyNames(Object.prototype).sort(), 'Object.prototype is untouched').toEqual(
          prototypeKeys,
        );
      }),
      100,
    );
  });

  it('huge counters in the state deny, and only until the window ends', () => {
    for (const s of subjectsWith('rate-limit')) {
      const max = s.tool.max!;
      const W = windowMs(s.tool);
      const scenario = fc.record({
        time: fc.oneof(callTime, outOfRangeTime),
        count: fc.oneof(
          fc.constantFrom(
            max,
            max + 1,
            Number.MAX_SAFE_INTEGER - 1,
            Number.MAX_SAFE_INTEGER,
            Number.MAX_SAFE_INTEGER + 2,
            Number.MAX_VALUE,
            Number.POSITIVE_INFINITY,
          ),
          fc.maxSafeNat().map((n) => Math.max(n, max)),
        ),
        offset: fc.integer({ min: 0, max: W - 1 }),
      });
      for (const [label, policy] of policiesOf(s)) {
        check(
          label,
          fc.property(scenario, ({ time, count, offset }) => {
            const state = withCount(spend(policy, s.tool, time, 1, label), count);
            const sameWindow = inDateRange(time) ? startOf(time, s.tool.window!) + offset : time;
            const d = evaluate(policy, { tool: s.tool.name, time: sameWindow, approved: true }, state);
            expect(d.outcome, d.reason).toBe('deny');
            expect(d.state).toBe(state);
            if (inDateRange(time)) {
              // One call short of the maximum still has room; the next window starts from zero.
              expect(evaluate(policy, { tool: s.tool.name, time: sameWindow }, withCount(state, max - 1)).outcome).toBe(
                'allow',
              );
              expect(
                evaluate(policy, { tool: s.tool.name, time: startOf(time, s.tool.window!) + W }, state).outcome,
              ).toBe('allow');
            }
          }),
          8,
        );
      }
    }
  });

  it('a clock running backwards never grants more than max calls per window', () => {
    for (const s of subjectsWith('rate-limit')) {
      const max = s.tool.max!;
      const W = windowMs(s.tool);
      const backwards = fc.record({
        time: callTime,
        used: fc.oneof(fc.constant(max), fc.constant(Math.max(1, max - 3)), fc.integer({ min: 1, max })),
        // Each call stamped earlier than the one before, some by whole windows.
        gaps: fc.array(fc.oneof(fc.integer({ min: 1, max: 1_000 }), fc.integer({ min: 1, max: 3 * W })), {
          minLength: 1,
          maxLength: 30,
        }),
      });
      const jumping = fc.record({
        time: callTime,
        steps: fc.array(
          fc.oneof(
            fc.integer({ min: -3 * W, max: 0 }),
            fc.integer({ min: 0, max: Math.ceil(W / Math.min(max, 20)) }),
            fc.integer({ min: 0, max: 2 * W }),
          ),
          {
            minLength: 1,
            maxLength: 60,
          },
        ),
      });
      for (const [label, policy] of policiesOf(s)) {
        check(
          `${label}: decreasing stamps`,
          fc.property(backwards, ({ time, used, gaps }) => {
            let state = spend(policy, s.tool, time, used, label);
            let t = time;
            let allowed = 0;
            for (const gap of gaps) {
              t -= gap;
              const d = evaluate(policy, { tool: s.tool.name, time: t }, state);
              if (d.outcome === 'allow') allowed++;
              state = d.state;
              expect(state.clock, 'the clock stays at the latest time seen').toBe(time);
            }
            // Every call counts in the window of the first call: exactly the room that window had left.
            expect(allowed).toBe(Math.min(gaps.length, max - used));
          }),
          max <= CAP ? 10 : 4,
        );
        check(
          `${label}: stamps jumping back and forth`,
          fc.property(jumping, ({ time, steps }) => {
            let t = time;
            const calls = steps.map((dt): ToolCall => ({ tool: s.tool.name, time: (t += dt) }));
            const decisions = runCalls(policy, calls);
            const perWindow = new Map<number, number>();
            let clock = -Infinity;
            decisions.forEach((d, i) => {
              if (d.outcome !== 'allow') return;
              clock = Math.max(clock, calls[i]!.time);
              const start = startOf(clock, s.tool.window!);
              perWindow.set(start, (perWindow.get(start) ?? 0) + 1);
            });
            for (const [start, n] of perWindow) expect(n, `window from ${iso(start)}`).toBeLessThanOrEqual(max);
            expect(decisions.map((d) => d.outcome)).toEqual(expectedOutcomes([s.tool], calls));
          }),
          10,
        );
      }
    }
  });
});

import { describe, expect, it } from 'vitest';
import {
  emptyState,
  evaluate,
  visibleTools,
  windowStart,
  type Decision,
  type GrantState,
  type ToolCall,
} from '../src/lib/policy/evaluate.ts';
import { policySchema, type Limit, type Policy } from '../src/schema/policy.ts';

/** Milliseconds of a UTC instant written as ISO text, so no test depends on the machine's time zone. */
const at = (iso: string): number => {
  const ms = Date.parse(iso.endsWith('Z') ? iso : `${iso}Z`);
  if (Number.isNaN(ms)) throw new Error(`bad test time ${iso}`);
  return ms;
};

const limit = (counter: string, window: Limit['window'], max: number): Limit => ({
  counter,
  window,
  max,
  scope: 'grant',
});

/** Every policy a test writes must itself be valid policy.json. */
const policy = (p: Policy): Policy => {
  const result = policySchema.safeParse(p);
  if (!result.success) throw new Error(`test policy is invalid: ${JSON.stringify(result.error.issues)}`);
  return p;
};

/** Runs calls in order, threading the state, and returns every decision. */
function run(
  p: Policy,
  calls: readonly ToolCall[],
  state: GrantState = emptyState(),
): { decisions: Decision[]; outcomes: string[]; state: GrantState } {
  const decisions: Decision[] = [];
  for (const call of calls) {
    const decision = evaluate(p, call, state);
    decisions.push(decision);
    state = decision.state;
  }
  return { decisions, outcomes: decisions.map((d) => d.outcome), state };
}

const calls = (tool: string, time: number, n: number, extra: Partial<ToolCall> = {}): ToolCall[] =>
  Array.from({ length: n }, () => ({ tool, time, ...extra }));

/** A snapshot of a state's contents, to show a decision left it unchanged. */
const snapshot = (state: GrantState) => ({
  clock: state.clock,
  counters: [...state.counters].map(([k, v]) => [k, { ...v }]),
});

const NOON = at('2026-03-14T12:00:00.000');

describe('rule 1: hide', () => {
  const p = policy({ version: '1', default: 'allow', tools: { secret: {}, open: {} }, hide: ['secret'] });

  it('denies a hidden tool even when it is listed and the default is allow', () => {
    const d = evaluate(p, { tool: 'secret', time: NOON });
    expect(d.outcome).toBe('deny');
    expect(d.reason).toContain('hidden');
    expect(evaluate(p, { tool: 'secret', time: NOON, approved: true }).outcome).toBe('deny');
  });

  it('leaves the other tools alone', () => {
    expect(evaluate(p, { tool: 'open', time: NOON }).outcome).toBe('allow');
    expect(evaluate(p, { tool: 'unlisted', time: NOON }).outcome).toBe('allow');
  });

  it('wins over an approval requirement', () => {
    const q = policy({ version: '1', default: 'deny', tools: { ask: { require: ['approval'] } }, hide: ['ask'] });
    expect(evaluate(q, { tool: 'ask', time: NOON }).outcome).toBe('deny');
    expect(evaluate(q, { tool: 'ask', time: NOON, approved: true }).outcome).toBe('deny');
  });

  it('"*" hides and denies every tool, listed or not, approved or not', () => {
    const q = policy({ version: '1', default: 'allow', tools: { a: {}, b: { require: ['approval'] } }, hide: ['*'] });
    for (const tool of ['a', 'b', 'c', '*', 'constructor']) {
      for (const approved of [false, true]) {
        const d = evaluate(q, { tool, time: NOON, approved });
        expect(d.outcome).toBe('deny');
        expect(d.reason).toContain('"hide": ["*"]');
      }
    }
    expect(visibleTools(q, ['a', 'b', 'c'])).toEqual([]);
  });

  it('a denied hidden call consumes nothing', () => {
    const q = policy({
      version: '1',
      default: 'allow',
      hide: ['h'],
      all_tools: { limits: [limit('all', 'minute', 1)] },
    });
    const state = evaluate(q, { tool: 'h', time: NOON }).state;
    expect(state.counters.size).toBe(0);
    expect(evaluate(q, { tool: 'x', time: NOON }, state).outcome).toBe('allow');
  });
});

describe('rule 2: listed and unlisted tools', () => {
  it('under "default": "deny" an unlisted tool is denied and a listed one allowed', () => {
    const p = policy({ version: '1', default: 'deny', tools: { listed: {} } });
    expect(evaluate(p, { tool: 'listed', time: NOON }).outcome).toBe('allow');
    const d = evaluate(p, { tool: 'other', time: NOON, approved: true });
    expect(d.outcome).toBe('deny');
    expect(d.reason).toContain('"default" is "deny"');
  });

  it('under "default": "deny" with no "tools" at all every call is denied', () => {
    const p = policy({ version: '1', default: 'deny' });
    expect(evaluate(p, { tool: 'anything', time: NOON }).outcome).toBe('deny');
  });

  it('under "default": "allow" an unlisted tool is allowed without limits of its own', () => {
    const p = policy({
      version: '1',
      default: 'allow',
      tools: { limited: { limits: [limit('limited_rate', 'minute', 1)] } },
    });
    const r = run(p, calls('free', NOON, 50));
    expect(r.outcomes.every((o) => o === 'allow')).toBe(true);
    expect(r.decisions[0]!.reason).toContain('not listed');
    expect(run(p, calls('limited', NOON, 2)).outcomes).toEqual(['allow', 'deny']);
  });

  it('under "default": "allow" the all_tools limits still count an unlisted tool', () => {
    const p = policy({ version: '1', default: 'allow', all_tools: { limits: [limit('everything', 'minute', 2)] } });
    expect(
      run(p, [
        { tool: 'x', time: NOON },
        { tool: 'y', time: NOON },
        { tool: 'z', time: NOON },
      ]).outcomes,
    ).toEqual(['allow', 'allow', 'deny']);
  });

  it('reads rules as own keys only: prototype names are unlisted unless listed', () => {
    const p = policy({ version: '1', default: 'deny', tools: { a: {} } });
    for (const tool of ['constructor', 'toString', 'hasOwnProperty', '__proto__', 'valueOf']) {
      expect(evaluate(p, { tool, time: NOON }).outcome).toBe('deny');
    }
    const q = JSON.parse(
      '{"version":"1","default":"deny","tools":{"__proto__":{"require":["approval"]},"constructor":{}}}',
    ) as Policy;
    expect(evaluate(q, { tool: '__proto__', time: NOON }).outcome).toBe('needs-approval');
    expect(evaluate(q, { tool: '__proto__', time: NOON, approved: true }).outcome).toBe('allow');
    expect(evaluate(q, { tool: 'constructor', time: NOON }).outcome).toBe('allow');
    expect(evaluate(q, { tool: 'toString', time: NOON }).outcome).toBe('deny');
  });
});

describe('rule 3: approval', () => {
  const p = policy({
    version: '1',
    default: 'deny',
    tools: { ask: { require: ['approval'], limits: [limit('ask_rate', 'minute', 2)] } },
  });

  it('answers needs-approval until the call carries approval: true', () => {
    for (const approved of [undefined, false]) {
      const d = evaluate(p, { tool: 'ask', time: NOON, ...(approved === undefined ? {} : { approved }) });
      expect(d.outcome).toBe('needs-approval');
      expect(d.reason).toContain('approval');
    }
    // Only the boolean true is an approval: a truthy stand-in is not.
    expect(evaluate(p, { tool: 'ask', time: NOON, approved: 'yes' as unknown as boolean }).outcome).toBe(
      'needs-approval',
    );
    const d = evaluate(p, { tool: 'ask', time: NOON, approved: true });
    expect(d.outcome).toBe('allow');
    expect(d.reason).toContain('(approved)');
  });

  it('a held call consumes nothing and leaves the state as it was', () => {
    const start = evaluate(p, { tool: 'ask', time: NOON, approved: true }).state;
    const before = snapshot(start);
    const held = evaluate(p, { tool: 'ask', time: NOON + 1_000 }, start);
    expect(held.outcome).toBe('needs-approval');
    expect(held.state).toBe(start);
    expect(snapshot(held.state)).toEqual(before);
  });

  it('approved calls still count against the limits', () => {
    const r = run(p, [
      { tool: 'ask', time: NOON, approved: true },
      { tool: 'ask', time: NOON + 1, approved: false },
      { tool: 'ask', time: NOON + 2 },
      { tool: 'ask', time: NOON + 3, approved: true },
      { tool: 'ask', time: NOON + 4, approved: true },
    ]);
    expect(r.outcomes).toEqual(['allow', 'needs-approval', 'needs-approval', 'allow', 'deny']);
  });

  it('approval on a tool that does not require it changes nothing', () => {
    const q = policy({ version: '1', default: 'deny', tools: { t: { limits: [limit('t_rate', 'hour', 1)] } } });
    expect(run(q, calls('t', NOON, 2, { approved: true })).outcomes).toEqual(['allow', 'deny']);
  });
});

describe('rule 5: calendar windows in UTC', () => {
  it('computes window starts on UTC boundaries', () => {
    const t = at('2026-03-14T12:34:56.789');
    expect(windowStart(t, 'minute')).toBe(at('2026-03-14T12:34:00.000'));
    expect(windowStart(t, 'hour')).toBe(at('2026-03-14T12:00:00.000'));
    expect(windowStart(t, 'day')).toBe(at('2026-03-14T00:00:00.000'));
    expect(windowStart(at('1969-12-31T23:59:59.999'), 'day')).toBe(at('1969-12-31T00:00:00.000'));
  });

  it('minute: 10 calls at 12:00:59.999 fill the window, the 11th at 12:01:00.000 is allowed', () => {
    const p = policy({ version: '1', default: 'deny', tools: { t: { limits: [limit('t_rate', 'minute', 10)] } } });
    const full = run(p, calls('t', at('2026-03-14T12:00:59.999'), 10));
    expect(full.outcomes).toEqual(Array(10).fill('allow'));
    const denied = evaluate(p, { tool: 't', time: at('2026-03-14T12:00:59.999') }, full.state);
    expect(denied.outcome).toBe('deny');
    expect(denied.reason).toBe(
      'limit "t_rate" allows 10 calls per minute; it is used up until 2026-03-14T12:01:00.000Z',
    );
    expect(evaluate(p, { tool: 't', time: at('2026-03-14T12:01:00.000') }, full.state).outcome).toBe('allow');
  });

  it('minute: the window runs from :00.000 to :59.999, it does not slide from the first call', () => {
    const p = policy({ version: '1', default: 'deny', tools: { t: { limits: [limit('t_rate', 'minute', 1)] } } });
    expect(
      run(p, [
        { tool: 't', time: at('2026-03-14T12:00:00.000') },
        { tool: 't', time: at('2026-03-14T12:00:59.999') },
      ]).outcomes,
    ).toEqual(['allow', 'deny']);
    // Thirty seconds apart but in two calendar minutes: a sliding window would refuse the second.
    expect(
      run(p, [
        { tool: 't', time: at('2026-03-14T12:00:45.000') },
        { tool: 't', time: at('2026-03-14T12:01:15.000') },
      ]).outcomes,
    ).toEqual(['allow', 'allow']);
    // One millisecond apart, across the boundary.
    expect(
      run(p, [
        { tool: 't', time: at('2026-03-14T12:00:59.999') },
        { tool: 't', time: at('2026-03-14T12:01:00.000') },
      ]).outcomes,
    ).toEqual(['allow', 'allow']);
  });

  it('hour: 12:59:59.999 and 13:00:00.000 are different windows', () => {
    const p = policy({ version: '1', default: 'deny', tools: { t: { limits: [limit('t_rate', 'hour', 3)] } } });
    const r = run(p, [
      { tool: 't', time: at('2026-03-14T12:00:00.000') },
      { tool: 't', time: at('2026-03-14T12:30:00.000') },
      { tool: 't', time: at('2026-03-14T12:59:59.999') },
      { tool: 't', time: at('2026-03-14T12:59:59.999') },
      { tool: 't', time: at('2026-03-14T13:00:00.000') },
    ]);
    expect(r.outcomes).toEqual(['allow', 'allow', 'allow', 'deny', 'allow']);
    expect(r.decisions[3]!.reason).toContain('until 2026-03-14T13:00:00.000Z');
  });

  it('day: the window is the UTC day, midnight to midnight', () => {
    const p = policy({ version: '1', default: 'deny', tools: { t: { limits: [limit('t_rate', 'day', 2)] } } });
    const r = run(p, [
      { tool: 't', time: at('2026-03-14T00:00:00.000') },
      { tool: 't', time: at('2026-03-14T23:59:59.999') },
      { tool: 't', time: at('2026-03-14T23:59:59.999') },
      { tool: 't', time: at('2026-03-15T00:00:00.000') },
      { tool: 't', time: at('2026-03-15T12:00:00.000') },
      { tool: 't', time: at('2026-03-15T23:00:00.000') },
    ]);
    expect(r.outcomes).toEqual(['allow', 'allow', 'deny', 'allow', 'allow', 'deny']);
    expect(r.decisions[2]!.reason).toContain('until 2026-03-15T00:00:00.000Z');
  });

  it('a window long past starts again from zero', () => {
    const p = policy({ version: '1', default: 'deny', tools: { t: { limits: [limit('t_rate', 'minute', 1)] } } });
    const r = run(p, [
      { tool: 't', time: NOON },
      { tool: 't', time: NOON + 86_400_000 * 400 },
    ]);
    expect(r.outcomes).toEqual(['allow', 'allow']);
  });
});

describe("rule 4: the rule's limits and the all_tools limits together", () => {
  it("denies when all_tools is full although the tool's own limit has room", () => {
    const p = policy({
      version: '1',
      default: 'deny',
      tools: { t: { limits: [limit('t_rate', 'minute', 5)] } },
      all_tools: { limits: [limit('all', 'minute', 3)] },
    });
    const r = run(p, calls('t', NOON, 4));
    expect(r.outcomes).toEqual(['allow', 'allow', 'allow', 'deny']);
    expect(r.decisions[3]!.reason).toContain('limit "all" allows 3 calls per minute');
  });

  it("denies when the tool's own limit is full although all_tools has room", () => {
    const p = policy({
      version: '1',
      default: 'deny',
      tools: { a: { limits: [limit('a_rate', 'minute', 1)] }, b: {} },
      all_tools: { limits: [limit('all', 'minute', 3)] },
    });
    const r = run(p, [
      { tool: 'a', time: NOON },
      { tool: 'a', time: NOON }, // denied by a_rate: must not use up "all"
      { tool: 'b', time: NOON },
      { tool: 'b', time: NOON }, // "all" reaches 3 only if the denied call was not counted
      { tool: 'b', time: NOON },
    ]);
    expect(r.outcomes).toEqual(['allow', 'deny', 'allow', 'allow', 'deny']);
    expect(r.decisions[1]!.reason).toContain('limit "a_rate" allows 1 call per minute');
  });

  it("a call denied by all_tools does not count against the rule's own limit either", () => {
    // a_rate is hourly, all is per minute: a denied call counted in a_rate would refuse the retry next minute.
    const p = policy({
      version: '1',
      default: 'deny',
      tools: { a: { limits: [limit('a_rate', 'hour', 1)] }, b: {} },
      all_tools: { limits: [limit('all', 'minute', 1)] },
    });
    const first = run(p, [{ tool: 'b', time: NOON }]);
    const before = snapshot(first.state);
    const denied = evaluate(p, { tool: 'a', time: NOON + 1 }, first.state);
    expect(denied.outcome).toBe('deny');
    expect(denied.state).toBe(first.state);
    expect(snapshot(denied.state)).toEqual(before);
    expect(evaluate(p, { tool: 'a', time: NOON + 60_000 }, first.state).outcome).toBe('allow');
  });

  it('a denied call leaves the state exactly as it was, clock included', () => {
    const p = policy({ version: '1', default: 'deny', tools: { t: { limits: [limit('t_rate', 'minute', 1)] } } });
    const s1 = evaluate(p, { tool: 't', time: NOON }).state;
    const before = snapshot(s1);
    const d = evaluate(p, { tool: 't', time: NOON + 30_000 }, s1);
    expect(d.outcome).toBe('deny');
    expect(d.state).toBe(s1);
    expect(snapshot(s1)).toEqual(before);
    expect(d.state.clock).toBe(NOON);
  });

  it('every one of several limits on a rule must have room', () => {
    const p = policy({
      version: '1',
      default: 'deny',
      tools: { t: { limits: [limit('per_min', 'minute', 3), limit('per_hour', 'hour', 4)] } },
    });
    const r = run(p, [...calls('t', NOON, 4), ...calls('t', NOON + 60_000, 2), ...calls('t', NOON + 3_600_000, 1)]);
    expect(r.outcomes).toEqual(['allow', 'allow', 'allow', 'deny', 'allow', 'deny', 'allow']);
  });
});

describe('rule 5: limits sharing a counter and window', () => {
  it('count a call once when a rule and all_tools name the same counter and window', () => {
    const p = policy({
      version: '1',
      default: 'deny',
      tools: { t: { limits: [limit('shared', 'minute', 3)] } },
      all_tools: { limits: [limit('shared', 'minute', 3)] },
    });
    const r = run(p, calls('t', NOON, 4));
    expect(r.outcomes).toEqual(['allow', 'allow', 'allow', 'deny']);
    expect([...r.state.counters.values()]).toEqual([{ windowStart: NOON, count: 3 }]);
  });

  it('count a call once when one rule names the same counter twice, the smaller max deciding', () => {
    const p = policy({
      version: '1',
      default: 'deny',
      tools: { t: { limits: [limit('c', 'minute', 5), limit('c', 'minute', 2)] } },
    });
    const r = run(p, calls('t', NOON, 3));
    expect(r.outcomes).toEqual(['allow', 'allow', 'deny']);
    expect([...r.state.counters.values()]).toEqual([{ windowStart: NOON, count: 2 }]);
  });

  it('give several tools one budget', () => {
    const budget = limit('budget', 'minute', 3);
    const p = policy({
      version: '1',
      default: 'deny',
      tools: { a: { limits: [budget] }, b: { limits: [budget] }, c: {} },
    });
    const r = run(p, [
      { tool: 'a', time: NOON },
      { tool: 'b', time: NOON },
      { tool: 'a', time: NOON },
      { tool: 'b', time: NOON },
      { tool: 'c', time: NOON },
    ]);
    expect(r.outcomes).toEqual(['allow', 'allow', 'allow', 'deny', 'allow']);
  });

  it('keep separate counts for the same counter in different windows', () => {
    const p = policy({
      version: '1',
      default: 'deny',
      tools: { t: { limits: [limit('c', 'minute', 2), limit('c', 'hour', 3)] } },
    });
    const r = run(p, [...calls('t', NOON, 3), ...calls('t', NOON + 60_000, 2)]);
    expect(r.outcomes).toEqual(['allow', 'allow', 'deny', 'allow', 'deny']);
    expect(r.decisions[4]!.reason).toContain('per hour');
  });
});

describe('rule 6: grants', () => {
  it('a new grant starts from empty state', () => {
    const p = policy({ version: '1', default: 'deny', tools: { t: { limits: [limit('t_rate', 'day', 1)] } } });
    const used = run(p, calls('t', NOON, 2));
    expect(used.outcomes).toEqual(['allow', 'deny']);
    expect(evaluate(p, { tool: 't', time: NOON }, emptyState()).outcome).toBe('allow');
    expect(evaluate(p, { tool: 't', time: NOON }).outcome).toBe('allow');
    expect(emptyState()).not.toBe(emptyState());
    expect(emptyState().counters.size).toBe(0);
  });

  it('evaluate does not mutate the state it is given', () => {
    const p = policy({ version: '1', default: 'deny', tools: { t: { limits: [limit('t_rate', 'minute', 5)] } } });
    const s1 = evaluate(p, { tool: 't', time: NOON }).state;
    const before = snapshot(s1);
    const d = evaluate(p, { tool: 't', time: NOON + 1 }, s1);
    expect(d.outcome).toBe('allow');
    expect(d.state).not.toBe(s1);
    expect(snapshot(s1)).toEqual(before);
    expect(d.state.counters.get('t_rate@minute')).toEqual({ windowStart: NOON, count: 2 });
  });
});

describe('rule 7: the clock never runs backwards', () => {
  const p = policy({
    version: '1',
    default: 'deny',
    tools: { t: { limits: [limit('t_rate', 'minute', 2)] } },
    all_tools: undefined,
  });

  it('a call stamped in an earlier, empty window cannot reopen a full one', () => {
    const r = run(p, [
      { tool: 't', time: at('2026-03-14T12:01:10.000') },
      { tool: 't', time: at('2026-03-14T12:01:20.000') },
      { tool: 't', time: at('2026-03-14T12:00:30.000') },
      { tool: 't', time: at('2026-03-13T12:00:00.000') },
    ]);
    expect(r.outcomes).toEqual(['allow', 'allow', 'deny', 'deny']);
    expect(r.state.clock).toBe(at('2026-03-14T12:01:20.000'));
  });

  it('an earlier-stamped call that is allowed counts in the latest window', () => {
    const r = run(p, [
      { tool: 't', time: at('2026-03-14T12:01:10.000') },
      { tool: 't', time: at('2026-03-14T12:00:30.000') },
      { tool: 't', time: at('2026-03-14T12:01:50.000') },
      { tool: 't', time: at('2026-03-14T12:02:00.000') },
    ]);
    expect(r.outcomes).toEqual(['allow', 'allow', 'deny', 'allow']);
    expect(r.decisions[1]!.state.clock).toBe(at('2026-03-14T12:01:10.000'));
  });

  it('the clock advances with allowed calls, also those without limits', () => {
    const q = policy({
      version: '1',
      default: 'deny',
      tools: { free: {}, t: { limits: [limit('t_rate', 'minute', 1)] } },
    });
    const r = run(q, [
      { tool: 'free', time: at('2026-03-14T12:05:00.000') },
      { tool: 't', time: at('2026-03-14T12:00:00.000') },
      { tool: 't', time: at('2026-03-14T12:01:00.000') },
    ]);
    // The second call counts at 12:05, so the third (also counted at 12:05) finds the window full.
    expect(r.outcomes).toEqual(['allow', 'allow', 'deny']);
  });
});

describe('invalid times', () => {
  const p = policy({ version: '1', default: 'allow', tools: { t: {} } });

  it.each([Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY])(
    'denies a call at %s and keeps the state',
    (time) => {
      const state = evaluate(p, { tool: 't', time: NOON }).state;
      for (const tool of ['t', 'unlisted']) {
        const d = evaluate(p, { tool, time, approved: true }, state);
        expect(d.outcome).toBe('deny');
        expect(d.reason).toBe('the call has no valid time');
        expect(d.state).toBe(state);
      }
    },
  );

  it('decides finite times outside the Date range without throwing', () => {
    const q = policy({ version: '1', default: 'deny', tools: { t: { limits: [limit('t_rate', 'minute', 1)] } } });
    for (const time of [8.64e15, Number.MAX_SAFE_INTEGER, 1e300, Number.MAX_VALUE, -8.64e15 - 120_000, -1e300]) {
      const first = evaluate(q, { tool: 't', time });
      expect(first.outcome).toBe('allow');
      const second = evaluate(q, { tool: 't', time }, first.state);
      expect(second.outcome).toBe('deny');
      expect(second.reason).toContain('ms since the epoch');
    }
    // At the very end of the Date range the reset instant is still printable.
    const last = evaluate(q, { tool: 't', time: 8.64e15 - 1 }).state;
    expect(evaluate(q, { tool: 't', time: 8.64e15 - 1 }, last).reason).toContain('until +275760-09-13T00:00:00.000Z');
  });

  it('denies once the counters hold huge counts', () => {
    const q = policy({
      version: '1',
      default: 'deny',
      tools: { t: { limits: [limit('t_rate', 'minute', 1_000_000)] } },
    });
    const s = evaluate(q, { tool: 't', time: NOON }).state;
    for (const count of [
      1_000_000,
      Number.MAX_SAFE_INTEGER - 1,
      Number.MAX_SAFE_INTEGER,
      Number.MAX_VALUE,
      Number.POSITIVE_INFINITY,
      Number.NaN,
    ]) {
      const huge: GrantState = {
        clock: s.clock,
        counters: new Map([...s.counters].map(([k, v]) => [k, { ...v, count }])),
      };
      expect(evaluate(q, { tool: 't', time: NOON + 1 }, huge).outcome).toBe('deny');
      // The next window starts again from zero.
      expect(evaluate(q, { tool: 't', time: NOON + 60_000 }, huge).outcome).toBe('allow');
    }
  });
});

describe('visibleTools', () => {
  const offered = ['read', 'ask', 'limited', 'secret', 'unlisted', 'constructor', '__proto__'];

  it('under "default": "deny" shows the listed tools that are not hidden, in the order offered', () => {
    const p = policy({
      version: '1',
      default: 'deny',
      tools: { limited: { limits: [limit('l', 'minute', 1)] }, read: {}, ask: { require: ['approval'] }, secret: {} },
      hide: ['secret'],
    });
    expect(visibleTools(p, offered)).toEqual(['read', 'ask', 'limited']);
  });

  it('under "default": "allow" shows everything not hidden', () => {
    const p = policy({ version: '1', default: 'allow', hide: ['secret', 'constructor'] });
    expect(visibleTools(p, offered)).toEqual(['read', 'ask', 'limited', 'unlisted', '__proto__']);
  });

  it('shows nothing under "hide": ["*"]', () => {
    expect(visibleTools(policy({ version: '1', default: 'allow', hide: ['*'] }), offered)).toEqual([]);
  });

  it('sees prototype names only when they are own keys', () => {
    const q = JSON.parse('{"version":"1","default":"deny","tools":{"__proto__":{},"read":{}}}') as Policy;
    expect(visibleTools(q, offered)).toEqual(['read', '__proto__']);
    expect(visibleTools(policy({ version: '1', default: 'deny', tools: { read: {} } }), offered)).toEqual(['read']);
  });

  it('agrees with evaluate: a visible tool is never denied outright, a hidden one always is', () => {
    const p = policy({
      version: '1',
      default: 'deny',
      tools: { read: {}, ask: { require: ['approval'] } },
      hide: ['secret'],
    });
    const visible = new Set(visibleTools(p, offered));
    for (const tool of offered) {
      const outcome = evaluate(p, { tool, time: NOON }).outcome;
      expect(outcome === 'deny', tool).toBe(!visible.has(tool));
    }
  });
});
